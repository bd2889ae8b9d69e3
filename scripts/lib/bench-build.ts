import { type Figure, median } from './bench-figures.ts';
import { type Spent, cpuMs, ratioBound, serializationFloor, spent, yearFiles } from './bench-bound.ts';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Site } from '../../pipeline/answers/attribution.ts';
import { scheduledResultAt } from '../../pipeline/draws/thai-time.ts';
import { runUpdate } from '../../pipeline/ingest/run-update.ts';
import { IO_CONCURRENCY, listTree } from '../../pipeline/publish/publish.ts';
import { treesDir } from '../../pipeline/tree-layout.ts';
import { LOTTERIES, type LotteryDef, type LotteryId, lottery } from '../../pipeline/registry/index.ts';
import { buildSite } from '../../pipeline/site-build.ts';
import type { HttpDeps } from '../../pipeline/sources/http-client.ts';
import type { Source, SourceAnswer } from '../../pipeline/sources/types.ts';
import { latestStoredDraw } from '../../pipeline/ingest/latest-state.ts';
import { readDraws, saveLotteries } from '../../pipeline/store/store.ts';
import { nextSyntheticDate, syntheticDraw, syntheticDraws } from '../../pipeline/testing/synthetic.ts';

/**
 * The build part of `npm run bench` (issue 3 item 7, issue 14): full builds against the floor of
 * writing the same files, incremental builds after one new draw against the floor of writing the
 * files they changed, and one `update` run from its start to the new tree in place.
 */

const SCALE_FROM = '2006-01-01';
const SCALE_TO = '2025-12-31';
/** Incremental builds before the measured ones: two publishes make the first retired tree. */
const INCREMENTAL_WARMUP = 2;
/** The lottery a new draw is added to (GLO's: a source every store can ask, and the most files). */
const NEW_DRAW_LOTTERY: LotteryId = 'thai-government';

const BENCH_HTTP: HttpDeps = {
  policy: { timeoutMs: 1_000, attempts: 1, retryDelaysMs: [], maxBytes: 1024 * 1024 },
  userAgent: 'lottery-bench/1.0',
  sleep: async () => {},
};

interface TreeBytes {
  readonly path: string;
  readonly bytes: Buffer;
}

/**
 * This machine's disk throughput swings several-fold from minute to minute (the same floor measured
 * 0.25 s and 2.2 s within the hour; one cause is in SetAside below), so builds and floors are
 * measured in alternating rounds and the medians compared: each build is next to a floor measured
 * under the same conditions.
 */
export async function benchBuild(
  options: { dataDir: string; distDir: string; work: string; prefix: string; rounds: number; site: Site },
  figure: Figure,
): Promise<void> {
  const { dataDir, distDir, work, prefix, rounds, site } = options;
  const fullTimes: number[] = [];
  const fullCpu: number[] = [];
  const fullSys: number[] = [];
  const floorTimes: number[] = [];
  const floorCpu: number[] = [];
  let full: Awaited<ReturnType<typeof buildSite>> | null = null;
  let files: TreeBytes[] = [];
  const parseFloors: number[] = [];
  const serializeFloors: number[] = [];
  const aside = new SetAside(join(work, 'set-aside'));
  for (let round = 0; round < rounds; round += 1) {
    // From nothing: with the earlier trees left in dist.trees/, the build would point dist/ back at
    // the newest, compare every file with it and hard-link instead of writing (what the figures
    // before 2026-11-26 measured). The input cache beside them stays (see full_first_ms).
    await aside.put(distDir);
    await aside.put(treesDir(distDir));
    const build = await spent(() => buildSite({ dataDir, distDir, full: true, site }));
    full = build.value;
    fullTimes.push(build.spent.wallMs);
    fullCpu.push(cpuMs(build.spent));
    fullSys.push(build.spent.sysMs);
    if (round === 0) files = await readTree(distDir, [...(await listTree(distDir))].sort());
    const least = serializationFloor(yearFiles(dataDir), files);
    parseFloors.push(least.parseMs);
    serializeFloors.push(least.serializeMs);
    const floor = await writeFloor(files, aside.fresh());
    floorTimes.push(floor.wallMs);
    floorCpu.push(cpuMs(floor));
  }
  if (!full) throw new Error('bench needs at least one round');
  const fullMs = median(fullTimes);
  figure(`${prefix}.rounds`, rounds, 'rounds');
  figure(`${prefix}.full_ms`, fullMs, 'ms');
  // The first round meets a store no build has read: every file hashed and every draw validated.
  // Later rounds find the validated contents (input-cache.ts), as a build after a code change does.
  figure(`${prefix}.full_first_ms`, fullTimes[0] as number, 'ms');
  figure(`${prefix}.files`, full.files, 'files');
  figure(`${prefix}.bytes`, full.bytes, 'bytes');
  figure(`${prefix}.floor_ms`, median(floorTimes), 'ms');
  figure(`${prefix}.ratio`, fullMs / median(floorTimes), 'x');
  // What bounds the ratio (bench-bound.ts): the CPU of the build and of its floor, every thread
  // counted, how many cores each kept busy, and the least CPU a build spends beyond the floor's
  // writes: reading the store, and serializing each file whole besides.
  const floorSpent = { cpuMs: median(floorCpu), wallMs: median(floorTimes) };
  const cores = availableParallelism();
  figure(`${prefix}.full_cpu_ms`, median(fullCpu), 'ms');
  figure(`${prefix}.full_cpu_sys_ms`, median(fullSys), 'ms');
  figure(`${prefix}.full_cores_busy`, median(fullCpu) / fullMs, 'cores');
  figure(`${prefix}.floor_cpu_ms`, floorSpent.cpuMs, 'ms');
  figure(`${prefix}.floor_cores_busy`, floorSpent.cpuMs / floorSpent.wallMs, 'cores');
  figure(`${prefix}.cores`, cores, 'cores');
  figure(`${prefix}.parse_floor_ms`, median(parseFloors), 'ms');
  figure(`${prefix}.serialize_floor_ms`, median(serializeFloors), 'ms');
  figure(`${prefix}.ratio_bound_parse`, ratioBound(floorSpent, median(parseFloors), cores), 'x');
  figure(`${prefix}.ratio_bound_serialize`, ratioBound(floorSpent, median(serializeFloors), cores), 'x');
  const paths = files.map((f) => f.path);
  files = [];

  // Incremental: one new draw, then the build, then the floor of writing the files it changed. The
  // first two follow the full build from nothing (the first is printed apart): each later one
  // starts from the tree retired two publishes before (publish.ts recycleRetired), as every
  // scheduled update of a running site does, and those are the rounds measured.
  const incTimes: number[] = [];
  const incPhases = new Map<string, number[]>();
  const incFloors: number[] = [];
  const incSerialize: number[] = [];
  let written = 0;
  for (let round = -INCREMENTAL_WARMUP; round < rounds; round += 1) {
    await addOneDraw(dataDir, NEW_DRAW_LOTTERY);
    const t = performance.now();
    const incremental = await buildSite({ dataDir, distDir, site });
    const ms = performance.now() - t;
    if (round === -INCREMENTAL_WARMUP) figure(`${prefix}.incremental_first_ms`, ms, 'ms');
    if (round < 0) continue;
    incTimes.push(ms);
    // Where it went (BuildReport.ms, phases from the lock on); `start` is the time before: the
    // bundle's and the code's digests and the lock. `without_render` is all but the render phase:
    // what the build would still spend if its lottery took no time to render.
    const start = ms - Object.values(incremental.ms).reduce((sum, v) => sum + v, 0);
    const phases = { start, ...incremental.ms, without_render: ms - incremental.ms.render };
    for (const [phase, value] of Object.entries(phases)) incPhases.set(phase, [...(incPhases.get(phase) ?? []), value]);
    written = incremental.written.length;
    const changed = await readTree(distDir, incremental.written);
    incFloors.push((await writeFloor(changed, aside.fresh())).wallMs);
    incSerialize.push(serializationFloor(yearFiles(dataDir, NEW_DRAW_LOTTERY), changed).serializeMs);
  }
  const incMs = median(incTimes);
  figure(`${prefix}.incremental_ms`, incMs, 'ms');
  for (const [phase, values] of incPhases) figure(`${prefix}.incremental_${phase}_ms`, median(values), 'ms');
  figure(`${prefix}.incremental_written`, written, 'files');
  figure(`${prefix}.incremental_floor_ms`, median(incFloors), 'ms');
  figure(`${prefix}.incremental_ratio`, incMs / median(incFloors), 'x');
  figure(`${prefix}.incremental_ratio_without_render`, median(incPhases.get('without_render') ?? []) / median(incFloors), 'x');
  figure(`${prefix}.incremental_fraction`, incMs / fullMs, 'x');
  // The lottery's year files parsed and the changed files serialized, on one thread (bench-bound.ts).
  figure(`${prefix}.incremental_serialize_floor_ms`, median(incSerialize), 'ms');

  const updates: number[] = [];
  for (let round = 0; round < rounds; round += 1) updates.push(await timeUpdate(dataDir, distDir, site));
  // scale.build -> scale.update_to_tree_ms (the name); build -> build.update_to_tree_ms.
  figure(`${prefix.endsWith('.build') ? prefix.slice(0, -'.build'.length) : prefix}.update_to_tree_ms`, median(updates), 'ms');

  figure(`${prefix}.max_files_per_dir`, maxPerDir(paths), 'files');
  const rules = (await readFile(join(distDir, '_redirects'), 'utf8')).split('\n').filter((l) => l.startsWith('/')).length;
  figure(`${prefix}.netlify_rules`, rules, 'rules');
}

/**
 * One `update` (the code `npm run pipeline -- update` runs, lock, due list, reconcile, atomic
 * writes and the build) in which a source answers the next draw of NEW_DRAW_LOTTERY: milliseconds
 * from its start until it returns, when the new tree is in place. The source is a stand-in that
 * answers at once (generated numbers; never real data), so the figure is the service's own time.
 */
async function timeUpdate(dataDir: string, distDir: string, site: Site): Promise<number> {
  const def = lottery(NEW_DRAW_LOTTERY);
  const date = await nextDrawDate(dataDir, def);
  const now = new Date(Date.parse(scheduledResultAt(def, date)) + 60_000);
  const t = performance.now();
  const report = await runUpdate({
    dataDir,
    now,
    // The stand-in below replaces every source, so nothing is ever sent to this address.
    deps: (config) => ({ gloBaseUrl: 'http://127.0.0.1:9', http: BENCH_HTTP, config }),
    force: { lottery: def.id, date },
    sourcesFor: () => [standIn(date)],
    build: () => buildSite({ dataDir, distDir, site }),
  });
  const ms = performance.now() - t;
  if (report.failed || report.written.length === 0 || !report.build) throw new Error(`the bench update stored nothing for ${date}`);
  return ms;
}

/** A source answering one generated draw, as GLO would (official, every prize). */
function standIn(date: string): Source {
  return {
    id: 'glo-api',
    async fetch(def) {
      const draw = syntheticDraw(def, date);
      const answer: SourceAnswer = {
        source: 'glo-api',
        lottery: def.id,
        url: 'POST http://127.0.0.1:9/bench',
        official: true,
        notes: [],
        draws: [
          {
            date,
            ref: `bench ${date}`,
            field: 'draws[0]',
            prizes: Object.entries(draw.prizes).map(([slug, p]) => ({ slug, numbers: p.numbers, amount: p.amount ?? '', field: slug })),
          },
        ],
      };
      return answer;
    },
  };
}

async function nextDrawDate(dataDir: string, def: LotteryDef): Promise<string> {
  return nextSyntheticDate(def, (await latestStoredDraw(dataDir, def))?.date ?? '2026-01-01');
}

/** Adds the next scheduled draw (generated numbers) to a lottery of a store copy. */
async function addOneDraw(dataDir: string, id: LotteryId): Promise<void> {
  const def = lottery(id);
  const date = await nextDrawDate(dataDir, def);
  await saveLotteries(dataDir, new Map([[id, [...(await readDraws(dataDir, id)), syntheticDraw(def, date)]]]));
}

/** 49 lotteries with 20 years of draws on their SPEC schedules, generated (never real data). */
export async function generateScaleStore(dataDir: string): Promise<void> {
  for (const def of LOTTERIES) await saveLotteries(dataDir, new Map([[def.id, syntheticDraws(def, SCALE_FROM, SCALE_TO)]]));
}

async function readTree(dir: string, paths: readonly string[]): Promise<TreeBytes[]> {
  return Promise.all(paths.map(async (p) => ({ path: p, bytes: await readFile(join(dir, p)) })));
}

/** The floor: the same bytes into the same number of files (in a folder not there before), and nothing else; its wall and CPU time. */
async function writeFloor(files: readonly TreeBytes[], floorDir: string): Promise<Spent> {
  const floor = await spent(async () => {
    for (const dir of [...new Set(files.map((f) => dirname(join(floorDir, f.path))))].sort()) await mkdir(dir, { recursive: true });
    await forEachConcurrently(files, IO_CONCURRENCY, (f) => writeFile(join(floorDir, f.path), f.bytes));
  });
  return floor.spent;
}

/**
 * Nothing the bench wrote is deleted while it measures: trees and floors are moved aside or left
 * in folders of their own, and go with the bench's work folder at the end. On this machine's
 * ext4, which has no journal, the kernel skips every inode freed in the last 60 to 360 seconds when
 * it picks one for a new file, and reads each one's inode-table block to find out: deleting a
 * 13,773-file tree and then writing one made the writes 3 to 8 times as costly in kernel time,
 * more in one run than in the next (kernel profile: find_inode_bit, recently_deleted,
 * find_get_block_common). The builds and the floors then measured that, not themselves. A
 * build still deletes what it retires (the rounds after one draw), as it does when it serves.
 * The cost is disk: at scale, 3 rounds keep about 6 trees of 535 MB until the end.
 */
class SetAside {
  #next = 0;
  constructor(private readonly dir: string) {}

  /** Moves `path` (a file, a folder or a link) out of the way, when it exists. */
  async put(path: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await rename(path, this.fresh()).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** A path in the set-aside folder that nothing has used. */
  fresh(): string {
    this.#next += 1;
    return join(this.dir, String(this.#next));
  }
}

function maxPerDir(paths: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const p of paths) {
    const dir = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '.';
    counts.set(dir, (counts.get(dir) ?? 0) + 1);
  }
  return Math.max(...counts.values());
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
