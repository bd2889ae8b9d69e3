import { spawn } from 'node:child_process';
import { errorText } from '../pipeline/errors/error-text.ts';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { buildSite } from '../pipeline/site-build.ts';
import { IO_CONCURRENCY, listTree } from '../pipeline/publish/publish.ts';
import { defaultDataDir } from '../pipeline/config.ts';
import { addDays, isScheduledDrawDate } from '../pipeline/draws/thai-time.ts';
import { createCheckHandler } from '../pipeline/serve/check-handler.ts';
import { distLatestSource } from '../pipeline/published/latest-source.ts';
import { LOTTERIES, type LotteryId, lottery } from '../pipeline/registry/index.ts';
import { readDraws, saveLotteries } from '../pipeline/store/store.ts';
import { syntheticDraw, syntheticDraws } from '../pipeline/testing/synthetic.ts';

/**
 * `npm run bench`: prints one figure per line as `name: value unit` (issue 3 item 7, issue 4 item 6).
 *   npm run bench                  build and serving figures on the real data/ (copied; never changed)
 *   npm run bench -- --scale       build figures on generated data: 49 lotteries, 20 years of draws
 *   npm run bench -- --duration 5  seconds of load per serving measurement
 *   npm run bench -- --rounds 3    full builds (each beside a floor) whose medians are compared
 */
const SITE = { name: 'Lotto Results API', baseUrl: 'http://localhost:8888' };
const CONNECTIONS = 32;
const HANDLER_CALLS = 20_000;
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
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-'));
  try {
    const dataDir = join(work, 'data');
    if (scale) await generateScaleStore(dataDir);
    else await cp(defaultDataDir(), dataDir, { recursive: true, filter: (src) => !src.endsWith('.data.lock') });
    const distDir = join(work, 'dist');
    await benchBuild(dataDir, distDir, work, scale ? 'scale.build' : 'build', rounds);
    if (!scale) await benchServe(distDir, work, duration);
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

/** Serving figures: the local server against a bare server sending the same response bytes. */
async function benchServe(distDir: string, work: string, duration: number): Promise<void> {
  const source = distLatestSource(distDir);
  const latest = source.latest('thai-government');
  if (!latest) throw new Error('bench needs thai-government data');
  const ticket = latest.draw.prizes['first-prize']?.numbers[0] ?? '123456';
  const staticPath = '/results?lottery=thai-government&limit=5&lang=en';
  const checkPath = `/check?lottery=thai-government&number=${ticket}&lang=en`;

  const service = await serverProcess(['service', distDir]);
  try {
    const staticRecorded = await record(`${service.url}${staticPath}`, join(work, 'static.json'));
    const checkRecorded = await record(`${service.url}${checkPath}`, join(work, 'check.json'));
    const floor = await serverProcess(['floor', staticRecorded]);
    const floorRps = (await load(floor.url, duration)).rps;
    floor.stop();
    const checkFloor = await serverProcess(['floor', checkRecorded]);
    const checkFloorRps = (await load(checkFloor.url, duration)).rps;
    checkFloor.stop();
    const staticRun = await load(`${service.url}${staticPath}`, duration);
    const checkRun = await load(`${service.url}${checkPath}`, duration);
    figure('serve.floor_rps', floorRps, 'req/s');
    figure('serve.check_floor_rps', checkFloorRps, 'req/s');
    figure('serve.static_rps', staticRun.rps, 'req/s');
    figure('serve.check_rps', checkRun.rps, 'req/s');
    figure('serve.static_ratio', staticRun.rps / floorRps, 'x');
    figure('serve.check_ratio', checkRun.rps / checkFloorRps, 'x');
    figure('serve.check_p99_ms', checkRun.p99, 'ms');
  } finally {
    service.stop();
  }

  const handler = createCheckHandler(source, () => undefined);
  const url = `http://localhost${checkPath}`;
  for (let i = 0; i < 2000; i += 1) await handler(new Request(url));
  const requests = Array.from({ length: HANDLER_CALLS }, () => new Request(url));
  const times: number[] = [];
  for (const request of requests) {
    const t = performance.now();
    await handler(request);
    times.push((performance.now() - t) * 1000);
  }
  times.sort((a, b) => a - b);
  figure('check.handler_p50_us', times[Math.floor(times.length / 2)] ?? 0, 'us');
  figure('check.handler_p99_us', times[Math.floor(times.length * 0.99)] ?? 0, 'us');
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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function load(url: string, duration: number): Promise<{ rps: number; p99: number }> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors under load`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Saves one response (status, headers, body) for the floor server to repeat byte for byte. */
async function record(url: string, file: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'connection' && name !== 'keep-alive') headers[name] = value;
  });
  await writeFile(file, JSON.stringify({ status: response.status, headers, body: await response.text() }));
  return file;
}

async function serverProcess(args: readonly string[]): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lib', 'bench-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
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
