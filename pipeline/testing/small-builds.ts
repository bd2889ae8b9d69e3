import type { LotteryOutputs } from '../publish/outputs.ts';
import { LOTTERY_OUTPUTS } from '../site-build.ts';

/**
 * The service's per-lottery producers cut to a few files each, for tests that run many builds
 * (build-kill.test.ts, build-lock.test.ts): one build then takes tens of milliseconds, and the
 * publish code is the service's. /lotteries (a global file) reads each lottery's latest.json and
 * Thai /stats, so both are kept.
 */
const KEPT = /\/(latest\.json|stats\.(en|th)\.json|results\.1\.(en|th)\.json)$|\/gsb-lottery\/no-data\.en\.json$/;
export const FEW_LOTTERY_OUTPUTS: readonly LotteryOutputs[] = LOTTERY_OUTPUTS.map(
  (produce) => (view, site) => produce(view, site).filter((o) => KEPT.test(`/${o.path}`)),
);
