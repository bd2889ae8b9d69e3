import type { LotteryOutputs } from '../publish/outputs.ts';
import { LOTTERY_OUTPUTS } from '../site-producers.ts';

/** What goes wrong, and for which lotteries, in the producers a render-pool test builds. */
export interface FaultSpec {
  readonly lotteries?: readonly string[];
  /**
   * render: a file's render throws; exit: the worker thread exits mid-render; uncaught: the error
   * thrown cannot even be reported (reading its name throws), so it escapes the worker's handler.
   */
  readonly fault?: 'render' | 'exit' | 'uncaught';
  /** How long the first of `lotteries` waits before failing, so that a later one fails first in time. */
  readonly firstDelayMs?: number;
}

/**
 * The API's per-lottery producers, plus one that misbehaves for `lotteries` as `fault` says. A render
 * worker builds them from the same data (render-pool.ts), so the in-process path and the pool run
 * the same code: tests compare their trees and their errors.
 */
export function lotteryOutputs(spec: FaultSpec = {}): readonly LotteryOutputs[] {
  const faulty: LotteryOutputs = (view) => {
    if (!spec.lotteries?.includes(view.def.id) || spec.fault === undefined) return [];
    return [
      {
        path: `faulty/${view.def.id}.txt`,
        render: () => {
          if (spec.firstDelayMs && view.def.id === spec.lotteries?.[0])
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, spec.firstDelayMs);
          if (spec.fault === 'exit') process.exit(3);
          if (spec.fault === 'uncaught') {
            throw Object.defineProperty(new Error('unreportable'), 'name', {
              get() {
                throw new Error('simulated uncaught error');
              },
            });
          }
          throw new Error(`simulated render failure of ${view.def.id}`);
        },
      },
    ];
  };
  return [...LOTTERY_OUTPUTS, faulty];
}

export const PRODUCERS_MODULE = import.meta.url;
