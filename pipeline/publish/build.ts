import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Site } from '../answers/attribution.ts';
import { BuildError } from '../errors/build-error.ts';
import { StoreError } from '../errors/store-error.ts';
import type { Revision } from '../draws/lottery-view.ts';
import { LOTTERIES, type LotteryDef, type LotteryId } from '../registry/index.ts';
import { withWaitingLock } from '../store/lock.ts';
import { correctionsPath, parseCorrections } from '../store/corrections.ts';
import { noDrawDates, noDrawPath, parseNoDraw } from '../store/no-draw.ts';
import { listYearsSync, yearFilePath } from '../store/store.ts';
import { InputCache } from './input-cache.ts';
import { validatorDigest } from './code-digest.ts';
import type { YearInput } from './parse-draws.ts';
import {
  type LotteryWorkers,
  type RenderJob,
  type RenderPool,
  type RenderedLottery,
  lotteryOutputsOf,
  openRenderPool,
} from './render-pool.ts';
import { type BuildManifest, MANIFEST_FILE, MANIFEST_FORMAT, digest, isSha256, readManifest, serializeManifest } from './manifest.ts';
import { produceGlobals } from './global-memo.ts';
import { type GlobalOutputs, type LotteryOutputs, type Output, renderText } from './outputs.ts';
import { type PublishHooks, type PublishReport, type TreeFile, openPublication, recoverPublish } from './publish.ts';

export interface BuildOptions {
  readonly dataDir: string;
  readonly distDir: string;
  readonly site: Site;
  /** Producers of files that depend on one lottery. */
  readonly lotteryOutputs: readonly LotteryOutputs[];
  /** How render workers build the same producers; without it every lottery renders in-process. */
  readonly lotteryWorkers?: LotteryWorkers;
  /** Producers of files that depend on several lotteries or on none. */
  readonly globalOutputs: readonly GlobalOutputs[];
  /** Digest of everything besides data/ that shapes the output (code, ICU, site); see code-digest.ts. */
  readonly codeDigest: string;
  /** Ignore the previous tree's manifest and render every file. */
  readonly full?: boolean;
  readonly hooks?: PublishHooks;
  /** Told once when another build of the same dist/ is running and this one waits for it; by default a line on stderr. */
  readonly onWait?: (holderPid: number | null) => void;
}

export interface BuildReport extends PublishReport {
  /** Total bytes of the new tree. */
  readonly bytes: number;
  /** Lotteries whose files were rendered (the others were reused as they were). */
  readonly rendered: readonly LotteryId[];
  /**
   * Where the build's time went once it held the lock, in milliseconds, phase after phase (together
   * they are that whole time): `setup` (the recovery, the previous manifest, the input cache and
   * the new tree's start, from a recycled tree or none), `read` (the year files' bytes and digests),
   * `render` (the carried files and the lotteries rendered, on this thread and on workers, each
   * file handed to the stage worker as it comes), `globals` (the files of several lotteries or
   * none, and the manifest) and `publish` (the last writes, the swap, the retired trees and the
   * input cache saved). The bench prints them for the build after one draw.
   */
  readonly ms: {
    readonly setup: number;
    readonly read: number;
    readonly render: number;
    readonly globals: number;
    readonly publish: number;
  };
}

/** A rendered lottery as the manifest records it. */
type RenderedFiles = Omit<RenderedLottery, 'validated'>;

interface LotteryInput {
  readonly files: readonly YearInput[];
  /** Its dates without a draw (data/no-draw.json), oldest first: part of what decides whether it is rebuilt. */
  readonly noDraw: readonly string[];
  /** The corrections of its draws (data/corrections.json), in the log's order: part of it too. */
  readonly revisions: readonly Revision[];
  readonly digest: string;
  /** The year files' total size (what decides whether rendering on workers pays). */
  readonly size: number;
}

/**
 * `npm run build`: data/ -> dist/. For each lottery whose stored bytes (and the code) are unchanged
 * since the tree in dist/ was built, its files are carried over untouched; every other lottery is
 * read, validated (a bad file stops the build naming the file and draw) and rendered through the
 * answer functions. Files that depend on several lotteries are rendered from the new tree, or
 * carried over when nothing their producer read changed (global-memo.ts). Nothing replaces dist/
 * until the whole new tree is complete (C1.4, C1.5).
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  // The manifest records it and is read back only when it has this shape: any other value would
  // silently make every later build a full one, and no retired tree recyclable.
  if (!isSha256(options.codeDigest)) throw new Error(`codeDigest must be a sha256 in hex, not ${JSON.stringify(options.codeDigest)}`);
  // One build at a time per dist/ (`npm start`'s, `npm run build`, an update's): a second one waits
  // for the first and then builds on its tree. Without it, each one's recoverPublish retired the
  // other's staging tree, and one failed (dist/ itself was never harmed).
  const { distDir } = options;
  await mkdir(dirname(distDir), { recursive: true });
  const wait = { ms: BUILD_WAIT_MS, onWait: options.onWait ?? ((pid: number | null) => tellWaiting(distDir, pid)) };
  return withWaitingLock(buildLockPath(distDir), `${basename(distDir)}/`, wait, () => buildLocked(options));
}

/** The lock a build holds, beside dist/ (as its trees and caches are). */
export const buildLockPath = (distDir: string): string => `${distDir}.lock`;

/** How long a build waits for another one before it gives up: far beyond a full build at scale (~20 s here). */
const BUILD_WAIT_MS = 15 * 60_000;

function tellWaiting(distDir: string, pid: number | null): void {
  process.stderr.write(
    `waiting for the build of ${pid === null ? 'another process' : `process ${pid}`} to finish (${buildLockPath(distDir)}), ` +
      `at most ${BUILD_WAIT_MS / 60_000} minutes; stopping this one now is safe\n`,
  );
}

async function buildLocked(options: BuildOptions): Promise<BuildReport> {
  const { dataDir, distDir, site } = options;
  // The phases of BuildReport.ms, one after another: each lap ends one and starts the next.
  let lapStart = performance.now();
  const lap = (): number => {
    const now = performance.now();
    const ms = now - lapStart;
    lapStart = now;
    return ms;
  };
  // A publish that a crash interrupted is undone first, so the manifest read next describes dist/.
  await recoverPublish(distDir);
  const previous = options.full ? null : await readManifest(distDir);
  const reusable = previous !== null && previous.code === options.codeDigest ? previous : null;
  const tree = new Map<string, TreeFile>();
  const manifest: BuildManifest = { format: MANIFEST_FORMAT, code: options.codeDigest, lotteries: {}, global: [] };
  const withData: LotteryId[] = [];
  const rendered: LotteryId[] = [];
  const ms = { setup: 0, read: 0, render: 0, globals: 0, publish: 0 };
  const inputs = await InputCache.open(`${distDir}.inputs.json`, await validatorDigest());
  const publication = await openPublication(distDir, {
    code: options.codeDigest,
    ...(reusable ? { previousManifest: reusable } : {}),
    ...(options.hooks ? { hooks: options.hooks } : {}),
  });
  ms.setup = lap();
  const publish = (file: TreeFile): void => {
    add(tree, file);
    publication.add(file);
  };
  /** One lottery parsed, viewed and rendered on this thread, each file published as it is rendered. */
  const renderInProcess = async (def: LotteryDef, input: LotteryInput): Promise<RenderedFiles> => {
    const { view, outputs } = lotteryOutputsOf(def, input.files, inputs, options.lotteryOutputs, site, input.noDraw, input.revisions);
    let bytes = 0;
    for (const [i, output] of outputs.entries()) {
      const file = render(output, def.id);
      bytes += file.bytes.length;
      publish(file);
      // Let the event loop take the stage worker's and the render workers' messages while rendering goes on.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await yieldToIo();
    }
    return { files: outputs.map((o) => o.path), draws: view.draws.length, bytes };
  };
  let globalBytes = 0;
  let manifestBytes = 0;
  let renderers: RenderPool | null = null;
  try {
    // Every lottery's input first (its digest decides whether it is rendered), then the renders:
    // on worker threads too when there is enough to render (render-pool.ts), else in-process as below.
    const noDraw = readLogInput(noDrawPath(dataDir), parseNoDraw, inputs);
    const corrections = readLogInput(correctionsPath(dataDir), parseCorrections, inputs);
    const lotteries = LOTTERIES.map((def) => {
      const revisions = corrections.filter((c) => c.lottery === def.id).map((c) => ({ date: c.date, at: c.at }));
      const input = readInput(dataDir, def.id, inputs, noDrawDates(noDraw, def.id).sort(), revisions);
      const before = reusable?.lotteries[def.id];
      return { def, input, reuse: before && before.input === input.digest ? before : null };
    });
    ms.read = lap();
    // The unchanged lotteries' files first: they are linked (publish.ts) while the others render.
    for (const { reuse } of lotteries) for (const path of reuse?.files ?? []) publish({ path, reuse: true });
    const toRender = lotteries.filter((l) => !l.reuse);
    const work = { lotteries: toRender.length, bytes: toRender.reduce((sum, l) => sum + l.input.size, 0) };
    renderers = openRenderPool(options.lotteryWorkers, work, site);
    const results = new Map<LotteryId, Promise<RenderedFiles>>();
    if (renderers) {
      // Workers take lotteries from the front of the queue while this thread renders from its back,
      // in-process. Every result or failure is kept: the first failure in registry order is thrown
      // below, the error the in-process path alone would have stopped at.
      for (const { def, input } of toRender) {
        const result = renderers.render(renderJob(def.id, input, inputs), publish).then((r) => {
          for (const d of r.validated) inputs.markValidated(d);
          return r;
        });
        result.catch(() => {}); // awaited below, in registry order, unless an earlier lottery failed
        results.set(def.id, result);
      }
      for (const { def, input } of renderers.mainThreadRenders ? [...toRender].reverse() : []) {
        if (!renderers.unqueue(def.id)) break;
        const result = renderInProcess(def, input);
        results.set(def.id, result);
        await result.catch(() => {});
      }
    }
    for (const { def, input, reuse } of lotteries) {
      let files: readonly string[];
      let draws: number;
      let bytes: number;
      if (reuse) ({ files, draws, bytes } = reuse);
      else {
        ({ files, draws, bytes } = await (results.get(def.id) ?? renderInProcess(def, input)));
        rendered.push(def.id);
      }
      manifest.lotteries[def.id] = { input: input.digest, draws, bytes, files: [...files] };
      if (draws > 0) withData.push(def.id);
    }
    await renderers?.close();
    ms.render = lap();

    const read = (path: string): string | undefined => {
      const file = tree.get(path);
      if (!file) return undefined;
      // A reused file is read only when a global producer asks for it (an openapi.json example).
      return 'bytes' in file ? file.bytes.toString('utf8') : readFileSync(join(distDir, path), 'utf8');
    };
    const globals = produceGlobals(options.globalOutputs, {
      site,
      withData,
      lotteries: manifest.lotteries,
      previous: reusable,
      text: read,
      render: (output) => render(output, null),
    });
    for (const [id, derived] of globals.derived) {
      const entry = manifest.lotteries[id];
      if (entry) entry.derived = derived;
    }
    manifest.global = [...globals.records];
    globalBytes = globals.records.reduce((sum, r) => sum + r.bytes, 0);
    const manifestFile = { path: MANIFEST_FILE, bytes: Buffer.from(serializeManifest(manifest), 'utf8') };
    manifestBytes = manifestFile.bytes.length;
    for (const file of [...globals.files, manifestFile]) publish(file);
    ms.globals = lap();
  } catch (error) {
    try {
      await renderers?.close();
    } finally {
      await publication.abort();
    }
    throw error;
  }

  const report = await publication.commit();
  await inputs.save();
  const bytes = Object.values(manifest.lotteries).reduce((sum, l) => sum + l.bytes, globalBytes + manifestBytes);
  ms.publish = lap();
  return { ...report, bytes, rendered, ms };
}

/**
 * A lottery's year files and the digest of their bytes, of its dates without a draw and of its
 * corrections (C1.4: what decides whether it is rebuilt).
 */
function readInput(
  dataDir: string,
  lottery: LotteryId,
  inputs: InputCache,
  noDraw: readonly string[],
  revisions: readonly Revision[],
): LotteryInput {
  const read = listYearsSync(dataDir, lottery).map((year) => {
    const path = yearFilePath(dataDir, lottery, year);
    return { path, year, ...inputs.read(path) };
  });
  return {
    files: read,
    noDraw,
    revisions,
    // Without recorded dates or corrections the digest is the year files' alone, as before
    // data/no-draw.json and data/corrections.json counted.
    digest: digest([
      ...read.map((f) => `${f.year} ${f.digest}`),
      ...(noDraw.length > 0 ? [`no-draw ${noDraw.join(' ')}`] : []),
      ...(revisions.length > 0 ? [`corrections ${revisions.map((r) => `${r.date}@${r.at}`).join(' ')}`] : []),
    ]),
    size: read.reduce((sum, f) => sum + f.size, 0),
  };
}

/**
 * A log of data/ (no-draw.json, corrections.json): its entries, validated once per content as the
 * year files are (input-cache.ts; its code is among the validator's, code-digest.ts), then only
 * parsed; none without the file.
 */
function readLogInput<T>(path: string, parse: (path: string, text: string) => T[], inputs: InputCache): T[] {
  // Synchronous, as the year files beside it are read: awaiting a read here waits behind the
  // publication's pending work (7 to 8 ms of the build after one draw, where this takes 0.1).
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    // A file of data/ the build cannot read (a folder in its place, no permission): named, as a
    // year file that cannot be read is, so the operator is sent to data/.
    throw new StoreError(path, `cannot be read: ${(error as Error).message}`, { cause: error });
  }
  // Keyed by the log's name too: the same text validated as one log is not valid as the other.
  const content = createHash('sha256')
    .update(`${basename(path)}\n`)
    .update(text)
    .digest('hex');
  inputs.seen(content);
  if (inputs.isValidated(content)) return JSON.parse(text) as T[];
  const entries = parse(path, text);
  inputs.markValidated(content);
  return entries;
}

/** A lottery's job for a render worker: the bytes already read move to it, with what the cache knows validated. */
function renderJob(lottery: LotteryId, input: LotteryInput, inputs: InputCache): RenderJob {
  const validated = input.files.flatMap((f) => (f.digest !== undefined && inputs.isValidated(f.digest) ? [f.digest] : []));
  return { lottery, files: input.files, validated, noDraw: input.noDraw, revisions: input.revisions };
}

/** How many files are rendered between two yields to the event loop (see the render loop). */
const YIELD_EVERY = 16;
const yieldToIo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function render(output: Output, lottery: LotteryId | null): { path: string; bytes: Buffer } {
  return { path: output.path, bytes: Buffer.from(renderText(output, lottery), output.encoding ?? 'utf8') };
}

function add(tree: Map<string, TreeFile>, file: TreeFile): void {
  if (tree.has(file.path)) throw new BuildError(file.path, null, 'produced twice');
  tree.set(file.path, file);
}
