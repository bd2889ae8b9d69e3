import { spawn } from 'node:child_process';
import { errorText } from '../pipeline/errors/error-text.ts';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { defaultDataDir } from '../pipeline/config.ts';
import { createCheckHandler } from '../pipeline/serve/check-handler.ts';
import { distLatestSource } from '../pipeline/published/latest-source.ts';
import { benchBuild, generateScaleStore } from './lib/bench-build.ts';

/**
 * `npm run bench`: prints one figure per line as `name: value unit` (issue 3 item 7, issue 4 item 6).
 *   npm run bench                  build and serving figures on the real data/ (copied; never changed)
 *   npm run bench -- --scale       build figures on generated data: 49 lotteries, 20 years of draws
 *   npm run bench -- --duration 5  seconds of load per serving measurement
 *   npm run bench -- --rounds 3    rounds of full builds, of incremental builds and of updates (each build
 *                                  beside its floor), whose medians are compared (scripts/lib/bench-build.ts)
 */
const SITE = { name: 'Lotto Results API', baseUrl: 'http://localhost:8888' };
const CONNECTIONS = 32;
const HANDLER_CALLS = 20_000;

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
  const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 3;
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-'));
  try {
    const dataDir = join(work, 'data');
    if (scale) await generateScaleStore(dataDir);
    else await cp(defaultDataDir(), dataDir, { recursive: true, filter: (src) => !src.endsWith('.data.lock') });
    const distDir = join(work, 'dist');
    await benchBuild({ dataDir, distDir, work, prefix: scale ? 'scale.build' : 'build', rounds, site: SITE }, figure);
    if (!scale) await benchServe(distDir, work, duration);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
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

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${errorText(error)}\n`);
  process.exit(1);
});
