import { errorText } from '../pipeline/errors/error-text.ts';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSite } from '../pipeline/site-build.ts';
import { IO_CONCURRENCY, listTree } from '../pipeline/publish/publish.ts';
import { defaultDataDir } from '../pipeline/config.ts';
import { addDays, isScheduledDrawDate } from '../pipeline/draws/thai-time.ts';
import { benchServe, median } from './lib/bench-serve.ts';
import { LOTTERIES, type LotteryId, lottery } from '../pipeline/registry/index.ts';
import { readDraws, saveLotteries } from '../pipeline/store/store.ts';
import { syntheticDraw, syntheticDraws } from '../pipeline/testing/synthetic.ts';

/**
 * `npm run bench`: prints one figure per line as `name: value unit` (issue 3 item 7, issue 4 item 6).
 *   npm run bench                  build and serving figures on the real data/ (copied; never changed)
 *   npm run bench -- --scale       build figures on generated data: 49 lotteries, 20 years of draws
 *   npm run bench -- --duration 5  seconds of load per serving measurement
 *   npm run bench -- --rounds 3    full builds (each beside a floor) whose medians are compared
 *   npm run bench -- --serve-rounds 3  rounds of serving loads (floor and service in turn) whose ratios' medians are printed
 *   npm run bench -- --dist <tree> serving figures only, on an already built tree (no build figures)
 */
const SITE = { name: 'Lotto Results API', baseUrl: 'http://localhost:8888' };
const SCALE_FROM = '2006-01-01';
const SCALE_TO = '2025-12-31';

function figure(name: string, value: number, unit: string): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  process.stdout.write(`${name}: ${shown} ${unit}\n`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const scale = args.includes('--scale');
  const durationArg = args.indexOf('--duration');
  const duration = durationArg >= 0 ? Number(args[durationArg + 1]) : 5;
  const roundsArg = args.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : scale ? 1 : 3;
  const serveRoundsArg = args.indexOf('--serve-rounds');
  const serveRounds = serveRoundsArg >= 0 ? Number(args[serveRoundsArg + 1]) : 3;
  const distArg = args.indexOf('--dist');
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-'));
  try {
    const builtDist = distArg >= 0 ? args[distArg + 1] : undefined;
    if (builtDist) {
      await benchServe(builtDist, work, duration, serveRounds, figure);
      return;
    }
    const dataDir = join(work, 'data');
    if (scale) await generateScaleStore(dataDir);
    else await cp(defaultDataDir(), dataDir, { recursive: true, filter: (src) => !src.endsWith('.data.lock') });
    const distDir = join(work, 'dist');
    await benchBuild(dataDir, distDir, work, scale ? 'scale.build' : 'build', rounds);
    if (!scale) await benchServe(distDir, work, duration, serveRounds, figure);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Build figures: full, the write floor, their ratio, and an incremental build after one new draw.
 * This machine's disk throughput swings several-fold from minute to minute (the same floor measured
 * 0.25 s and 2.2 s within the hour), so full builds and floors are measured in alternating rounds
 * and the medians compared: each full build is next to a floor measured under the same conditions.
 */
async function benchBuild(dataDir: string, distDir: string, work: string, prefix: string, rounds: number): Promise<void> {
  const fullTimes: number[] = [];
  const floorTimes: number[] = [];
  let full: Awaited<ReturnType<typeof buildSite>> | null = null;
  let files: Array<{ path: string; bytes: Buffer }> = [];
  for (let round = 0; round < rounds; round += 1) {
    await rm(distDir, { recursive: true, force: true });
    const t = performance.now();
    full = await buildSite({ dataDir, distDir, full: true, site: SITE });
    fullTimes.push(performance.now() - t);
    if (round === 0) {
      const paths = [...(await listTree(distDir))].sort();
      files = await Promise.all(paths.map(async (p) => ({ path: p, bytes: await readFile(join(distDir, p)) })));
    }
    floorTimes.push(await writeFloor(files, join(work, 'floor')));
  }
  if (!full) throw new Error('bench needs at least one round');
  const fullMs = median(fullTimes);
  const floorMs = median(floorTimes);
  figure(`${prefix}.rounds`, rounds, 'rounds');
  figure(`${prefix}.full_ms`, fullMs, 'ms');
  figure(`${prefix}.files`, full.files, 'files');
  figure(`${prefix}.bytes`, full.bytes, 'bytes');
  figure(`${prefix}.floor_ms`, floorMs, 'ms');
  figure(`${prefix}.ratio`, fullMs / floorMs, 'x');
  const paths = files.map((f) => f.path);

  await addOneDraw(dataDir, 'thai-government');
  const t = performance.now();
  const incremental = await buildSite({ dataDir, distDir, site: SITE });
  const incrementalMs = performance.now() - t;
  figure(`${prefix}.incremental_ms`, incrementalMs, 'ms');
  figure(`${prefix}.incremental_written`, incremental.written.length, 'files');
  figure(`${prefix}.incremental_fraction`, incrementalMs / fullMs, 'x');
  figure(`${prefix}.max_files_per_dir`, maxPerDir(paths), 'files');
  const rules = (await readFile(join(distDir, '_redirects'), 'utf8')).split('\n').filter((l) => l.startsWith('/')).length;
  figure(`${prefix}.netlify_rules`, rules, 'rules');
}

/** The floor: the same bytes into the same number of files, and nothing else; returns its ms. */
async function writeFloor(files: ReadonlyArray<{ path: string; bytes: Buffer }>, floorDir: string): Promise<number> {
  await rm(floorDir, { recursive: true, force: true });
  const t = performance.now();
  for (const dir of [...new Set(files.map((f) => dirname(join(floorDir, f.path))))].sort()) await mkdir(dir, { recursive: true });
  await forEachConcurrently(files, IO_CONCURRENCY, (f) => writeFile(join(floorDir, f.path), f.bytes));
  const ms = performance.now() - t;
  await rm(floorDir, { recursive: true, force: true });
  return ms;
}

/** Adds the next scheduled draw (generated numbers) to a lottery of a store copy. */
async function addOneDraw(dataDir: string, id: LotteryId): Promise<void> {
  const def = lottery(id);
  const draws = await readDraws(dataDir, id);
  let date = addDays(draws[draws.length - 1]?.date ?? '2026-01-01', 1);
  while (!isScheduledDrawDate(def, date)) date = addDays(date, 1);
  await saveLotteries(dataDir, new Map([[id, [...draws, syntheticDraw(def, date)]]]));
}

/** 49 lotteries with 20 years of draws on their SPEC schedules, generated (never real data). */
async function generateScaleStore(dataDir: string): Promise<void> {
  for (const def of LOTTERIES) await saveLotteries(dataDir, new Map([[def.id, syntheticDraws(def, SCALE_FROM, SCALE_TO)]]));
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

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${errorText(error)}\n`);
  process.exit(1);
});
