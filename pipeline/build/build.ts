import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Site } from '../core/answers/attribution.ts';
import { LotteryView } from '../core/lottery-view.ts';
import { lotteryDir } from '../core/paths.ts';
import { validateDraw } from '../core/validate-draw.ts';
import { BuildError } from '../errors/build-error.ts';
import { StoreError } from '../errors/store-error.ts';
import { LOTTERIES, type LotteryDef, type LotteryId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { listYears, parseYearFile, yearFilePath } from '../store/store.ts';
import { InputCache } from './input-cache.ts';
import { type BuildManifest, MANIFEST_FILE, digest, readManifest, serializeManifest } from './manifest.ts';
import type { GlobalOutputs, LotteryOutputs, Output } from './outputs.ts';
import { type PublishHooks, type PublishPlan, type PublishReport, type TreeFile, publishTree, recoverPublish } from './publish.ts';

export interface BuildOptions {
  readonly dataDir: string;
  readonly distDir: string;
  readonly site: Site;
  /** Producers of files that depend on one lottery. */
  readonly lotteryOutputs: readonly LotteryOutputs[];
  /** Producers of files that depend on several lotteries or on none. */
  readonly globalOutputs: readonly GlobalOutputs[];
  /** Digest of everything besides data/ that shapes the output (code, ICU, site); see code-digest.ts. */
  readonly codeDigest: string;
  /** Ignore the previous tree's manifest and render every file. */
  readonly full?: boolean;
  readonly hooks?: PublishHooks;
}

export interface BuildReport extends PublishReport {
  /** Total bytes of the new tree. */
  readonly bytes: number;
  /** Lotteries whose files were rendered (the others were reused as they were). */
  readonly rendered: readonly LotteryId[];
  readonly ms: { readonly read: number; readonly render: number; readonly publish: number };
}

interface LotteryInput {
  readonly files: ReadonlyArray<{ readonly path: string; readonly year: number }>;
  readonly digest: string;
}

/**
 * `npm run build`: data/ -> dist/. For each lottery whose stored bytes (and the code) are unchanged
 * since the tree in dist/ was built, its files are carried over untouched; every other lottery is
 * read, validated (a bad file stops the build naming the file and draw) and rendered through the
 * answer functions. Files that depend on several lotteries are rendered every time from the new
 * tree. Nothing replaces dist/ until the whole new tree is complete (C1.4, C1.5).
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const { dataDir, distDir, site } = options;
  // A publish that a crash interrupted is undone first, so the manifest read next describes dist/.
  await recoverPublish(distDir);
  const previous = options.full ? null : await readManifest(distDir);
  const reusable = previous !== null && previous.code === options.codeDigest ? previous : null;
  const tree = new Map<string, TreeFile>();
  const manifest: BuildManifest = { format: 1, code: options.codeDigest, lotteries: {}, global: [] };
  const withData: LotteryId[] = [];
  const rendered: LotteryId[] = [];
  let readMs = 0;
  let renderMs = 0;
  const inputs = await InputCache.open(`${distDir}.inputs.json`);

  for (const def of LOTTERIES) {
    const t0 = performance.now();
    const input = await readInput(dataDir, def.id, inputs);
    const before = reusable?.lotteries[def.id];
    let files: string[];
    let draws: number;
    let bytes = 0;
    if (before && before.input === input.digest) {
      ({ files, draws, bytes } = before);
      for (const path of files) add(tree, { path, reuse: true });
      readMs += performance.now() - t0;
    } else {
      const view = new LotteryView(def, (await parseDraws(def, input)).reverse());
      const t1 = performance.now();
      const outputs = options.lotteryOutputs.flatMap((produce) => produce(view, site));
      for (const output of outputs) {
        const file = render(output, def.id);
        bytes += file.bytes.length;
        add(tree, file);
      }
      files = outputs.map((o) => o.path);
      draws = view.draws.length;
      rendered.push(def.id);
      readMs += t1 - t0;
      renderMs += performance.now() - t1;
    }
    manifest.lotteries[def.id] = { input: input.digest, draws, bytes, files };
    if (draws > 0) withData.push(def.id);
  }

  const t2 = performance.now();
  const read = (path: string): string | undefined => {
    const file = tree.get(path);
    if (!file) return undefined;
    // A reused file is read only when a global producer asks for it (an openapi.json example).
    return 'bytes' in file ? file.bytes.toString('utf8') : readFileSync(join(distDir, path), 'utf8');
  };
  let globalBytes = 0;
  const globals: TreeFile[] = [];
  for (const produce of options.globalOutputs) {
    for (const output of produce({ site, withData, read })) {
      const file = render(output, null);
      globalBytes += file.bytes.length;
      globals.push(file);
    }
  }
  manifest.global = [...globals.map((f) => f.path), MANIFEST_FILE];
  const manifestFile = { path: MANIFEST_FILE, bytes: Buffer.from(serializeManifest(manifest), 'utf8') };
  for (const file of [...globals, manifestFile]) add(tree, file);
  renderMs += performance.now() - t2;

  const t3 = performance.now();
  const plan: PublishPlan = {
    files: [...tree.values()],
    ...(reusable
      ? {
          incremental: {
            previousFiles: new Set([...Object.values(reusable.lotteries).flatMap((l) => l.files), ...reusable.global]),
            units: rendered.map((id) => lotteryDir(id)),
          },
        }
      : {}),
  };
  const report = await publishTree(distDir, plan, options.hooks);
  await inputs.save();
  const bytes = Object.values(manifest.lotteries).reduce((sum, l) => sum + l.bytes, globalBytes + manifestFile.bytes.length);
  return { ...report, bytes, rendered, ms: { read: readMs, render: renderMs, publish: performance.now() - t3 } };
}

/** A lottery's year files and the digest of their bytes (C1.4: what decides whether it is rebuilt). */
async function readInput(dataDir: string, lottery: LotteryId, inputs: InputCache): Promise<LotteryInput> {
  const years = await listYears(dataDir, lottery);
  const files = years.map((year) => ({ path: yearFilePath(dataDir, lottery, year), year }));
  const digests = await Promise.all(files.map((f) => inputs.digest(f.path)));
  return { files, digest: digest(files.map((f, i) => `${f.year} ${digests[i]}`)) };
}

/**
 * Reads and validates every draw of a lottery that has to be rendered: the file against its schema
 * (C8.1), then each draw against the registry, so that a hand-edited file whose numbers have the
 * wrong digit count or a prize the era does not have stops the build, naming the file and the draw,
 * instead of being published as an answer no check could match (C1.5, C4.1).
 */
async function parseDraws(def: LotteryDef, input: LotteryInput): Promise<StoredDraw[]> {
  const texts = await Promise.all(input.files.map((f) => readFile(f.path, 'utf8')));
  return input.files.flatMap((f, i) => {
    const { draws } = parseYearFile(f.path, texts[i] as string, { lottery: def.id, year: f.year });
    const defects = draws.flatMap((draw) => registryErrors(def, draw));
    if (defects.length > 0) throw new StoreError(f.path, defects.slice(0, MAX_REPORTED_DEFECTS).join('; '));
    return draws;
  });
}

/** How many defects of one file an error lists (the rest are the same mistake, repeated). */
const MAX_REPORTED_DEFECTS = 5;
/**
 * validateDraw wants the date of today only to find draws in the future; the build must not read
 * the clock (C1.4), so it passes a date after every draw and leaves that check to `verify`.
 */
const NO_CLOCK_TODAY = '9999-12-31';

/** "draw 2024-01-07, first-prize: 1234: expected 5 digits" for each error of validateDraw. */
function registryErrors(def: LotteryDef, draw: StoredDraw): string[] {
  return validateDraw(def, draw, NO_CLOCK_TODAY)
    .filter((d) => d.severity === 'error')
    .map((d) => `draw ${d.date}${d.prize === undefined ? '' : `, ${d.prize}`}: ${d.problem}`);
}

function render(output: Output, lottery: LotteryId | null): { path: string; bytes: Buffer } {
  try {
    return { path: output.path, bytes: Buffer.from(output.render(), 'utf8') };
  } catch (cause) {
    throw new BuildError(output.path, lottery, (cause as Error).message, { cause });
  }
}

function add(tree: Map<string, TreeFile>, file: TreeFile): void {
  if (tree.has(file.path)) throw new BuildError(file.path, null, 'produced twice');
  tree.set(file.path, file);
}
