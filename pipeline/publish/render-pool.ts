import { availableParallelism } from 'node:os';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../answers/attribution.ts';
import { LotteryView, type Revision } from '../draws/lottery-view.ts';
import { BuildError } from '../errors/build-error.ts';
import { StoreError } from '../errors/store-error.ts';
import { type LotteryDef, type LotteryId, lottery } from '../registry/index.ts';
import { type LotteryOutputs, type Output, renderText } from './outputs.ts';
import { type ValidatedContents, type YearInput, parseLotteryFiles } from './parse-draws.ts';

/**
 * Rendering lotteries on worker threads (issue 14): a full build spends nearly all of its time
 * rendering, one lottery after another, on one core, while the publisher's writes wait on libuv's
 * pool. A worker renders a whole lottery (parse its year files, build the view, render every file)
 * into a few large buffers that are transferred, not copied, to the main thread, which publishes
 * the files and writes the manifest exactly as the in-process path does: the tree is the same
 * either way, only where the CPU time is spent differs.
 *
 * Producers are functions and cannot cross a thread, so a worker builds its own: `module` is a
 * module exporting `lotteryOutputs(data)`, which returns the same producers build() was given for
 * the same `data` (structured-cloned: plain data such as the site's bundle description).
 */
export interface LotteryWorkers {
  /** URL of a module exporting `lotteryOutputs(data): readonly LotteryOutputs[]` (LotteryOutputsFactory). */
  readonly module: string;
  readonly data: unknown;
  /** How many workers at most; default: one per core beside the main thread's. */
  readonly size?: number;
  /** The least stored data worth starting workers for; default MIN_POOLED_BYTES (tests pass 0). */
  readonly minBytes?: number;
  /**
   * Whether the main thread renders too, taking lotteries from the back of the queue while the
   * workers take them from the front (default true: on two cores one worker and the main thread
   * render, and only one worker pays for starting). False puts every lottery on a worker (tests).
   */
  readonly mainThreadRenders?: boolean;
}

/** The producers module's `lotteryOutputs` export (see LotteryWorkers); its parameter is the spec's data. */
export type LotteryOutputsFactory = (data: never) => readonly LotteryOutputs[];

/**
 * Less stored data to render than this is rendered in-process. A worker costs about 0.7 s of CPU
 * to start (tsx and the code loaded again) and renders its first lotteries with cold code, while
 * the main thread renders about 25 MB of stored draws a second. Measured on two shared cores,
 * alternating with the in-process path: a full build of the real data (14 MB) and an incremental
 * one of 4 lotteries at scale (25 MB) were slower through the pool, 10 lotteries at scale (63 MB)
 * about even, the full build at scale (310 MB) even under load and faster when a core was free.
 */
export const MIN_POOLED_BYTES = 64 * 1024 * 1024;

/** A lottery to render: its year files (with their bytes when the main thread read them to hash them). */
export interface RenderJob {
  readonly lottery: LotteryId;
  readonly files: readonly YearInput[];
  /** Digests of the files' contents already validated by the current validating code (input-cache.ts). */
  readonly validated: readonly string[];
  /** The lottery's dates without a draw (data/no-draw.json), oldest first. */
  readonly noDraw: readonly string[];
  /** The corrections of its draws (data/corrections.json), in the log's order. */
  readonly revisions: readonly Revision[];
}

/**
 * A lottery's stored draws (validated as parse-draws.ts does), its view and the outputs of every
 * producer: the one path by which the build's own thread and the render workers both render, so
 * that either gives the same files.
 */
export function lotteryOutputsOf(
  def: LotteryDef,
  files: readonly YearInput[],
  validated: ValidatedContents,
  producers: readonly LotteryOutputs[],
  site: Site,
  noDraw: readonly string[] = [],
  revisions: readonly Revision[] = [],
): { view: LotteryView; outputs: Output[] } {
  const view = new LotteryView(def, parseLotteryFiles(def.id, files, validated).reverse(), noDraw, revisions);
  return { view, outputs: producers.flatMap((produce) => produce(view, site)) };
}

/** What a worker reports of a rendered lottery; its files were handed to `onFile` in output order. */
export interface RenderedLottery {
  readonly files: readonly string[];
  readonly draws: number;
  readonly bytes: number;
  /** Digests of contents that passed validation in this render (for InputCache.markValidated). */
  readonly validated: readonly string[];
}

type FileSink = (file: { readonly path: string; readonly bytes: Buffer }) => void;

/** An error as it crosses the thread boundary: enough to rebuild the same class and message. */
interface WireError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly file?: string;
  readonly lottery?: string | null;
  readonly detail?: string;
  readonly cause?: WireError;
}

type ToWorker = { readonly id: number; readonly job: RenderJob };
type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'start-failed'; readonly error: WireError }
  | {
      readonly type: 'files';
      readonly id: number;
      readonly paths: readonly string[];
      readonly ends: readonly number[];
      readonly buffer: ArrayBuffer;
    }
  | { readonly type: 'done'; readonly id: number; readonly draws: number; readonly validated: readonly string[] }
  | { readonly type: 'error'; readonly id: number; readonly error: WireError };

interface Pending {
  readonly id: number;
  readonly job: RenderJob;
  readonly onFile: FileSink;
  readonly resolve: (r: RenderedLottery) => void;
  readonly reject: (e: unknown) => void;
  readonly files: string[];
  bytes: number;
}

/** The thread's bootstrap: registers tsx (the workers load this TypeScript module), then serves jobs. */
const WORKER_ENTRY = new URL('./render-worker.mjs', import.meta.url);

/**
 * A fixed set of workers rendering lotteries, taken from the front of the queue as workers become
 * free (the first ones as soon as a worker has loaded the code). The main thread may take jobs
 * from the back meanwhile (unqueue). A worker that dies while serving (an uncaught error, out of
 * memory, an exit) fails its job and every job not yet started, so the build aborts its
 * publication instead of waiting forever. Workers that cannot start at all leave their jobs to the
 * main thread (or fail them, when it does not render).
 */
export class RenderPool {
  /** Whether the caller renders lotteries itself too, taking them from the queue with unqueue(). */
  readonly mainThreadRenders: boolean;
  readonly #workers: Worker[];
  readonly #queue: Pending[] = [];
  readonly #running = new Map<Worker, Pending>();
  readonly #idle: Worker[] = [];
  /** Workers that have loaded the producers; the others are starting, or failed to. */
  readonly #ready = new Set<Worker>();
  readonly #failedToStart = new Set<Worker>();
  #broken: Error | null = null;
  #closing = false;
  #nextId = 0;

  private constructor(workers: Worker[], mainThreadRenders: boolean) {
    this.#workers = workers;
    this.mainThreadRenders = mainThreadRenders;
    for (const worker of workers) {
      worker.on('message', (message: FromWorker) => this.#receive(worker, message));
      worker.on('error', (error) => this.#crash(worker, error));
      worker.on('exit', (code) => {
        if (!this.#closing) this.#crash(worker, new Error(`exited with code ${code}`));
      });
    }
  }

  /**
   * Starts `size` workers; jobs can be queued at once, they start as workers become ready. The
   * workers keep V8's heap sizes: a young generation of 64 or 128 MB (resourceLimits) halved the
   * scavenges at scale but measured no clear gain in time.
   */
  static start(size: number, spec: LotteryWorkers, site: Site): RenderPool {
    const workers = Array.from(
      { length: size },
      () =>
        new Worker(WORKER_ENTRY, {
          workerData: { module: spec.module, data: spec.data, site },
          // The entry registers tsx itself; the process's flags (tsx's --require and --import) would load it a second time.
          execArgv: [],
        }),
    );
    return new RenderPool(workers, spec.mainThreadRenders ?? true);
  }

  /** Renders a lottery; `onFile` receives each file, in output order, as its buffer arrives. */
  render(job: RenderJob, onFile: FileSink): Promise<RenderedLottery> {
    const promise = new Promise<RenderedLottery>((resolve, reject) => {
      const pending: Pending = { id: this.#nextId++, job, onFile, resolve, reject, files: [], bytes: 0 };
      if (this.#broken) reject(this.#broken);
      else {
        this.#queue.push(pending);
        this.#pump();
      }
    });
    // The build awaits results in registry order and may stop at an earlier failure.
    promise.catch(() => {});
    return promise;
  }

  /**
   * Takes a lottery's job back from the queue when no worker has started it: true, and the caller
   * renders it (its promise from render() is abandoned); false when a worker has it already.
   */
  unqueue(lottery: LotteryId): boolean {
    const i = this.#queue.findIndex((p) => p.job.lottery === lottery);
    if (i < 0) return false;
    this.#queue.splice(i, 1);
    return true;
  }

  /** Stops every worker (jobs still running are abandoned: the build has failed or is complete). */
  async close(): Promise<void> {
    this.#closing = true;
    this.#fail(new Error('the render pool was closed'));
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }

  #pump(): void {
    while (this.#idle.length > 0 && this.#queue.length > 0 && !this.#broken) {
      const worker = this.#idle.pop() as Worker;
      const pending = this.#queue.shift() as Pending;
      this.#running.set(worker, pending);
      const message: ToWorker = { id: pending.id, job: pending.job };
      worker.postMessage(message, transferable(pending.job));
    }
  }

  #receive(worker: Worker, message: FromWorker): void {
    if (message.type === 'ready') {
      this.#ready.add(worker);
      this.#idle.push(worker);
      this.#pump();
      return;
    }
    if (message.type === 'start-failed') {
      this.#startFailed(worker, fromWire(message.error));
      return;
    }
    const pending = this.#running.get(worker);
    if (!pending || message.id !== pending.id) return;
    try {
      if (message.type === 'files') {
        const bytes = Buffer.from(message.buffer);
        let start = 0;
        for (const [i, path] of message.paths.entries()) {
          const end = message.ends[i] as number;
          pending.files.push(path);
          pending.onFile({ path, bytes: bytes.subarray(start, end) });
          start = end;
        }
        pending.bytes += bytes.length;
        return;
      }
      this.#running.delete(worker);
      this.#idle.push(worker);
      if (message.type === 'done') {
        pending.resolve({ files: pending.files, draws: message.draws, bytes: pending.bytes, validated: message.validated });
      } else pending.reject(fromWire(message.error));
      this.#pump();
    } catch (error) {
      // The main thread refused a file (published twice): the job fails, its later buffers are dropped.
      this.#running.delete(worker);
      pending.reject(error);
      this.#fail(error as Error);
    }
  }

  #crash(worker: Worker, error: Error): void {
    if (this.#failedToStart.has(worker)) return;
    if (!this.#ready.has(worker)) {
      this.#startFailed(worker, error);
      return;
    }
    const pending = this.#running.get(worker);
    const what = pending ? ` while rendering ${pending.job.lottery}` : '';
    this.#fail(new Error(`a render worker failed${what}: ${error.message}`, { cause: error }));
  }

  /** A worker that could not load the code is let go; when none is left, the main thread renders every job. */
  #startFailed(worker: Worker, error: Error): void {
    this.#failedToStart.add(worker);
    void worker.terminate();
    if (this.#failedToStart.size < this.#workers.length) return;
    if (this.mainThreadRenders) process.emitWarning(`render workers unavailable, rendering in-process: ${error.message}`);
    else this.#fail(new Error(`render workers could not start: ${error.message}`, { cause: error }));
  }

  /** Fails the running and waiting jobs: nothing more is started. */
  #fail(error: Error): void {
    this.#broken ??= error;
    for (const pending of this.#running.values()) pending.reject(this.#broken);
    this.#running.clear();
    for (const pending of this.#queue.splice(0)) pending.reject(this.#broken);
  }
}

/**
 * The pool for the lotteries to render (how many, and their stored bytes), or null to render them
 * in-process: no worker spec (a caller with its own producer functions), too little to render (an
 * incremental build after a day's draws), or no core beside the main thread's.
 */
export function openRenderPool(
  spec: LotteryWorkers | undefined,
  work: { readonly lotteries: number; readonly bytes: number },
  site: Site,
): RenderPool | null {
  if (!spec || work.lotteries < 2 || work.bytes < (spec.minBytes ?? MIN_POOLED_BYTES)) return null;
  const mainThread = (spec.mainThreadRenders ?? true) ? 1 : 0;
  const size = Math.min(spec.size ?? availableParallelism() - mainThread, work.lotteries - mainThread);
  return size < 1 ? null : RenderPool.start(size, spec, site);
}

/** The job's file bytes that own their whole ArrayBuffer move to the worker; pooled small ones are copied. */
function transferable(job: RenderJob): ArrayBuffer[] {
  const list: ArrayBuffer[] = [];
  for (const f of job.files) {
    const b = f.bytes;
    if (b && b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.buffer instanceof ArrayBuffer) list.push(b.buffer);
  }
  return list;
}

function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const e = error as Error & { file?: string; lottery?: string | null; detail?: string };
  return {
    name: e.name,
    message: e.message,
    ...(e.stack === undefined ? {} : { stack: e.stack }),
    ...(e.file === undefined ? {} : { file: e.file }),
    ...(e.lottery === undefined ? {} : { lottery: e.lottery }),
    ...(e.detail === undefined ? {} : { detail: e.detail }),
    ...(e.cause === undefined ? {} : { cause: toWire(e.cause) }),
  };
}

/** The same class and message as the worker's error (BuildError, StoreError; any other as an Error of that name). */
function fromWire(w: WireError): Error {
  const options = w.cause ? { cause: fromWire(w.cause) } : {};
  let error: Error;
  if (w.name === 'BuildError' && w.file !== undefined && w.detail !== undefined)
    error = new BuildError(w.file, w.lottery ?? null, w.detail, options);
  else if (w.name === 'StoreError' && w.file !== undefined && w.detail !== undefined) error = new StoreError(w.file, w.detail, options);
  else {
    error = new Error(w.message, options);
    if (w.name !== 'Error') Object.defineProperty(error, 'name', { value: w.name, configurable: true, writable: true });
  }
  if (w.stack !== undefined) error.stack = w.stack;
  return error;
}

// ---- The worker's side ------------------------------------------------------------------------

/** Files are sent in buffers of about this size: big enough to be few, small enough to be written early. */
const CHUNK_BYTES = 1 << 20;

/**
 * Renders the lotteries the main thread sends, one at a time (render-worker.mjs calls this after
 * registering tsx). Each rendered file is encoded into a scratch buffer; when about CHUNK_BYTES
 * are there, they are copied into an ArrayBuffer of their exact size and transferred.
 */
export async function serveRenderJobs(): Promise<void> {
  if (!parentPort) throw new Error('serveRenderJobs runs in a render worker');
  const port = parentPort;
  const { module, data, site } = workerData as { module: string; data: unknown; site: Site };
  let producers: readonly LotteryOutputs[];
  try {
    const factory = ((await import(module)) as { lotteryOutputs: LotteryOutputsFactory }).lotteryOutputs;
    producers = factory(data as never);
  } catch (error) {
    port.postMessage({ type: 'start-failed', error: toWire(error) } satisfies FromWorker);
    return;
  }
  port.on('message', ({ id, job }: ToWorker) => {
    try {
      const { draws, validated } = renderJob(id, job, producers, site, (m, transfer) => port.postMessage(m, transfer));
      port.postMessage({ type: 'done', id, draws, validated } satisfies FromWorker);
    } catch (error) {
      port.postMessage({ type: 'error', id, error: toWire(error) } satisfies FromWorker);
    }
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}

/** One lottery, as build.ts renders it in-process: the same parse, view, producers and encoding. */
function renderJob(
  id: number,
  job: RenderJob,
  producers: readonly LotteryOutputs[],
  site: Site,
  send: (message: FromWorker, transfer: ArrayBuffer[]) => void,
): { draws: number; validated: string[] } {
  const def = lottery(job.lottery);
  const known = new Set(job.validated);
  const validated: string[] = [];
  const contents = { isValidated: (d: string) => known.has(d), markValidated: (d: string) => void validated.push(d) };
  // A Buffer crosses the thread as a plain Uint8Array: the same bytes, seen as a Buffer again.
  const files = job.files.map((f) => (f.bytes ? { ...f, bytes: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength) } : f));
  const { view, outputs } = lotteryOutputsOf(def, files, contents, producers, site, job.noDraw, job.revisions);
  let scratch = Buffer.allocUnsafeSlow(2 * CHUNK_BYTES);
  let used = 0;
  let paths: string[] = [];
  let ends: number[] = [];
  const flush = (): void => {
    if (paths.length === 0) return;
    const buffer = new ArrayBuffer(used);
    new Uint8Array(buffer).set(scratch.subarray(0, used));
    send({ type: 'files', id, paths, ends, buffer }, [buffer]);
    used = 0;
    paths = [];
    ends = [];
  };
  for (const output of outputs) {
    const text = renderText(output, def.id);
    const encoding = output.encoding ?? 'utf8';
    const most = encoding === 'utf8' ? text.length * 3 : Math.ceil((text.length * 3) / 4);
    if (used + most > scratch.length) {
      const exact = Buffer.byteLength(text, encoding);
      if (used + exact > scratch.length) {
        flush();
        if (exact > scratch.length) scratch = Buffer.allocUnsafeSlow(exact);
      }
    }
    used += scratch.write(text, used, encoding);
    paths.push(output.path);
    ends.push(used);
    if (used >= CHUNK_BYTES) flush();
  }
  flush();
  return { draws: view.draws.length, validated };
}
