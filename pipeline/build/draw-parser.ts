import { Worker } from 'node:worker_threads';
import { StoreError } from '../errors/store-error.ts';
import type { LotteryId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { type YearInput, parseLotteryFiles } from './parse-draws.ts';

export interface ParseRequest {
  readonly id: number;
  readonly lottery: LotteryId;
  readonly files: readonly YearInput[];
}
export type ParseReply =
  | { readonly id: number; readonly draws: StoredDraw[] }
  | { readonly id: number; readonly error: { readonly file: string; readonly detail: string } };

/** Parses and validates a lottery's stored draws (parse-draws.ts), here or on a worker thread. */
export interface DrawParser {
  parse(lottery: LotteryId, files: readonly YearInput[]): Promise<StoredDraw[]>;
  close(): Promise<void>;
}

/** On the calling thread: what an incremental build, which parses one lottery or none, uses. */
export const inlineParser: DrawParser = {
  parse: async (lottery, files) => parseLotteryFiles(lottery, files),
  close: async () => undefined,
};

/**
 * On a worker thread, so that reading and validating the next lottery (JSON.parse and zod, most of
 * a full build's work) runs while this thread renders the current one. A failure comes back as the
 * same StoreError, naming the file and the draw. The worker runs TypeScript through tsx, like the
 * rest of the pipeline.
 */
export function workerParser(): DrawParser {
  // The worker registers tsx's loader itself, then loads the TypeScript module: a worker does not
  // inherit the loaders of whoever started this process (tsx, vitest).
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true });
  worker.unref();
  const pending = new Map<number, { resolve: (draws: StoredDraw[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: ParseReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if ('error' in reply) p.reject(new StoreError(reply.error.file, reply.error.detail));
    else p.resolve(reply.draws);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the draw parser's worker exited (${code})`)));
  return {
    parse(lottery, files) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, lottery, files } satisfies ParseRequest);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
