import { Worker } from 'node:worker_threads';

/** Where the stage worker's entry is (plain JavaScript: see stage-worker.mjs). */
const WORKER_ENTRY = new URL('./stage-worker.mjs', import.meta.url);

/** What became of a rendered file: the recycled tree's file kept, a hard link to the previous tree's, or written. */
export type StageOutcome = 'kept' | 'linked' | 'written';

/**
 * How many bytes of rendered files may be posted to the worker and not yet placed. Posting copies
 * a file (see stage), and the caller keeps its own buffer: without a bound, a full build at scale
 * (535 MB) could hold a second copy of most of its tree while the disk lags. A build after one draw
 * (about 9 MB) never waits for it.
 */
export const STAGE_BYTES_IN_FLIGHT = 64 * 1024 * 1024;

/** How many rendered files one message to the worker carries at most. */
const FILES_PER_MESSAGE = 64;

/** What the worker answers of one file (a batch of links is answered as one). */
type Reply = { readonly outcome?: StageOutcome; readonly error?: { readonly message: string; readonly code?: string } };

interface Pending {
  /** Settles the message's calls from the worker's answers, one per rendered file (one for a batch of links). */
  readonly settle: (replies: readonly Reply[]) => void;
  readonly fail: (error: Error) => void;
  /** The bytes of rendered files this message copied (0 for a batch of links). */
  readonly bytes: number;
}

interface Unsent {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly inPrevious: boolean;
  readonly resolve: (outcome: StageOutcome) => void;
  readonly reject: (error: Error) => void;
}

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
  readonly #pending = new Map<number, Pending>();
  /** Rendered files waiting for STAGE_BYTES_IN_FLIGHT to allow them, in the order given. */
  readonly #unsent: Unsent[] = [];
  readonly #maxInFlight: number;
  #inFlight = 0;
  #nextId = 0;
  #broken: Error | null = null;
  /** Whether a #post is queued for when this thread next yields. */
  #postQueued = false;

  /**
   * `concurrency`: rendered files in flight at once in the worker; `maxBytesInFlight`: bytes of
   * rendered files posted and not yet placed (default STAGE_BYTES_IN_FLIGHT).
   */
  constructor(
    from: string,
    to: string,
    options: { readonly recycled: boolean; readonly concurrency: number; readonly maxBytesInFlight?: number },
  ) {
    const { recycled, concurrency, maxBytesInFlight = STAGE_BYTES_IN_FLIGHT } = options;
    this.#maxInFlight = maxBytesInFlight;
    // Without the process's own flags: under tsx they load its loader into the worker (a thread for
    // its hooks, ~100 ms of starting while the build renders), which this plain JavaScript does not
    // need. Started late, the worker was still linking and writing 40 to 60 ms after the last file
    // of a one-draw build was rendered.
    this.#worker = new Worker(WORKER_ENTRY, { workerData: { from, to, recycled, concurrency }, execArgv: [] });
    this.#worker.on('message', (m: { id: number; replies: readonly Reply[] }) => {
      const pending = this.#pending.get(m.id);
      if (!pending) return;
      this.#pending.delete(m.id);
      this.#inFlight -= pending.bytes;
      pending.settle(m.replies);
      this.#post();
    });
    // Every call left unanswered is rejected with the first cause (closing, a crash, a reply lost).
    const fail = (error: Error): void => {
      this.#broken ??= error;
      const cause = this.#broken;
      for (const p of this.#pending.values()) p.fail(cause);
      this.#pending.clear();
      for (const u of this.#unsent.splice(0)) u.reject(cause);
    };
    this.#worker.on('error', fail);
    this.#worker.on('messageerror', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the stage worker stopped (exit code ${code})`)));
  }

  /** Links `paths` (relative to both trees) from the previous tree into the new one. */
  async link(paths: readonly string[]): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.#send({ paths }, { bytes: 0, settle: ([reply]) => (reply?.error ? reject(failure(reply.error)) : resolve()), fail: reject }),
    );
  }

  /**
   * Puts a rendered file in the new tree. Its bytes are copied for the worker when it is posted:
   * the caller keeps its buffer (the build reads some files back), which may be a view of a larger
   * one (a render worker's batch, Buffer's pool) that posting as it is would copy whole.
   */
  stage(path: string, bytes: Uint8Array, inPrevious: boolean): Promise<StageOutcome> {
    if (this.#broken) return Promise.reject(this.#broken);
    return new Promise((resolve, reject) => {
      this.#unsent.push({ path, bytes, inPrevious, resolve, reject });
      // Posted together with the others staged before this thread next yields (a render worker's
      // batch, the 16 files the build renders between yields): a message per file cost the build's
      // thread 0.5 s of a full build at scale, most of it in postMessage while the worker wrote.
      if (!this.#postQueued) {
        this.#postQueued = true;
        queueMicrotask(() => {
          this.#postQueued = false;
          this.#post();
        });
      }
    });
  }

  /**
   * Posts the waiting files, FILES_PER_MESSAGE at most to a message and each message's bytes
   * copied into one buffer that moves to the worker, while the bytes in flight allow (always one
   * file, however large, when none is in flight).
   */
  #post(): void {
    while (this.#unsent.length > 0 && !this.#broken) {
      const batch: Unsent[] = [];
      let size = 0;
      for (const next of this.#unsent) {
        const fits = this.#inFlight + size + next.bytes.length <= this.#maxInFlight;
        if (batch.length === FILES_PER_MESSAGE || !(fits || (this.#inFlight === 0 && batch.length === 0))) break;
        batch.push(next);
        size += next.bytes.length;
      }
      if (batch.length === 0) return;
      this.#unsent.splice(0, batch.length);
      let copy: Uint8Array<ArrayBuffer>;
      try {
        copy = new Uint8Array(size);
      } catch (error) {
        // This runs in a microtask: a failure here (no memory for the copy) fails the batch's calls, not the process.
        for (const f of batch) f.reject(error as Error);
        continue;
      }
      let end = 0;
      const files = batch.map((f) => {
        copy.set(f.bytes, end);
        end += f.bytes.length;
        return { path: f.path, inPrevious: f.inPrevious, end };
      });
      this.#send(
        { files, bytes: copy },
        {
          bytes: size,
          settle: (replies) => {
            for (const [i, f] of batch.entries()) {
              const reply = replies[i];
              if (reply?.outcome) f.resolve(reply.outcome);
              else f.reject(reply?.error ? failure(reply.error) : new Error(`the stage worker gave no answer for ${f.path}`));
            }
          },
          fail: (error) => {
            for (const f of batch) f.reject(error);
          },
        },
        [copy.buffer],
      );
    }
  }

  #send(message: object, pending: Pending, transfer: ArrayBuffer[] = []): void {
    if (this.#broken) {
      pending.fail(this.#broken);
      return;
    }
    const id = this.#nextId++;
    this.#inFlight += pending.bytes;
    this.#pending.set(id, pending);
    try {
      this.#worker.postMessage({ id, ...message }, transfer);
    } catch (error) {
      // Not sent (the message could not be cloned): its calls fail, nothing waits for an answer.
      this.#pending.delete(id);
      this.#inFlight -= pending.bytes;
      pending.fail(error as Error);
    }
  }

  /** Bytes of rendered files posted to the worker and not yet placed. */
  get bytesInFlight(): number {
    return this.#inFlight;
  }

  /** Stops the worker (after the calls the caller awaited). */
  async close(): Promise<void> {
    this.#broken ??= new Error('the stage worker was closed');
    await this.#worker.terminate();
  }
}

/** The worker's failure as an Error with its message and code (an `ENOENT`, an `EISDIR`). */
function failure(error: { readonly message: string; readonly code?: string }): Error {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}
