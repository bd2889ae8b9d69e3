import { Worker } from 'node:worker_threads';

/** Where the link worker's entry is (plain JavaScript: see link-worker.mjs). */
const WORKER_ENTRY = new URL('./link-worker.mjs', import.meta.url);

/**
 * Puts files carried over from the previous tree into the new one (hard links) on a worker thread.
 * An incremental build at scale carries ~13,400 files: linked on the main thread they cost ~230 ms
 * of it after the rendering, here they are linked while the changed lottery renders (issue 14).
 * `recycled`: the new tree is a retired one being brought up to date (link-worker.mjs). Batches run
 * in the order given; `link` resolves when its batch is in place, and rejects with the failure's
 * message and code (an `ENOENT` of a file the previous tree lost, an `EISDIR`).
 */
export class Linker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  #nextId = 0;
  #broken: Error | null = null;

  constructor(from: string, to: string, recycled: boolean) {
    this.#worker = new Worker(WORKER_ENTRY, { workerData: { from, to, recycled } });
    this.#worker.on('message', (m: { id: number; error?: { message: string; code?: string } }) => {
      const pending = this.#pending.get(m.id);
      if (!pending) return;
      this.#pending.delete(m.id);
      if (m.error) pending.reject(Object.assign(new Error(m.error.message), m.error.code ? { code: m.error.code } : {}));
      else pending.resolve();
    });
    const fail = (error: Error): void => {
      this.#broken ??= error;
      for (const p of this.#pending.values()) p.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the link worker stopped (exit code ${code})`)));
  }

  /** Links `paths` (relative to both trees) from the previous tree into the new one. */
  link(paths: readonly string[]): Promise<void> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = this.#nextId++;
    return new Promise<void>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, paths });
    });
  }

  /** Stops the worker (after the batches the caller awaited). */
  async close(): Promise<void> {
    this.#broken ??= new Error('the link worker was closed');
    await this.#worker.terminate();
  }
}
