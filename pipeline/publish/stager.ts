import { Worker } from 'node:worker_threads';

/** Where the stage worker's entry is (plain JavaScript: see stage-worker.mjs). */
const WORKER_ENTRY = new URL('./stage-worker.mjs', import.meta.url);

/** What became of a rendered file: the recycled tree's file kept, a hard link to the previous tree's, or written. */
export type StageOutcome = 'kept' | 'linked' | 'written';

/**
 * Puts the files of a new tree in place on a worker thread (stage-worker.mjs), while the build's
 * thread renders: the files carried over from the previous tree (hard links; ~13,400 in an
 * incremental build at scale, ~230 ms on the main thread after the rendering) and the rendered
 * ones (issue 14). Done on the rendering thread, the I/O of a rendered file advanced only when the
 * rendering yielded, so most of it waited until the rendering was over: in a build after one draw,
 * 70 to 140 ms of writes after the last file was rendered. `recycled`: the new tree is a retired one
 * being brought up to date. Each call resolves when its files are in place, and rejects with the
 * failure's message and code (an `ENOENT` of a file the previous tree lost, an `EISDIR`).
 */
export class Stager {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (outcome: StageOutcome | undefined) => void; reject: (error: Error) => void }>();
  #nextId = 0;
  #broken: Error | null = null;

  /** `concurrency`: rendered files in flight at once in the worker. */
  constructor(from: string, to: string, options: { readonly recycled: boolean; readonly concurrency: number }) {
    this.#worker = new Worker(WORKER_ENTRY, { workerData: { from, to, ...options } });
    this.#worker.on('message', (m: { id: number; outcome?: StageOutcome; error?: { message: string; code?: string } }) => {
      const pending = this.#pending.get(m.id);
      if (!pending) return;
      this.#pending.delete(m.id);
      if (m.error) pending.reject(Object.assign(new Error(m.error.message), m.error.code ? { code: m.error.code } : {}));
      else pending.resolve(m.outcome);
    });
    const fail = (error: Error): void => {
      this.#broken ??= error;
      for (const p of this.#pending.values()) p.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the stage worker stopped (exit code ${code})`)));
  }

  /** Links `paths` (relative to both trees) from the previous tree into the new one. */
  async link(paths: readonly string[]): Promise<void> {
    await this.#send({ paths });
  }

  /**
   * Puts a rendered file in the new tree. Its bytes are copied for the worker: the caller keeps
   * its buffer (the build reads some files back), which may be a view of a larger one (a render
   * worker's batch, Buffer's pool) that posting as it is would copy whole.
   */
  async stage(path: string, bytes: Uint8Array, inPrevious: boolean): Promise<StageOutcome> {
    const copy = new Uint8Array(bytes.length);
    copy.set(bytes);
    return (await this.#send({ path, bytes: copy, inPrevious }, [copy.buffer])) as StageOutcome;
  }

  #send(message: object, transfer: ArrayBuffer[] = []): Promise<StageOutcome | undefined> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message }, transfer);
    });
  }

  /** Stops the worker (after the calls the caller awaited). */
  async close(): Promise<void> {
    this.#broken ??= new Error('the stage worker was closed');
    await this.#worker.terminate();
  }
}
