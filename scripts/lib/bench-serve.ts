import { type Figure, median } from './bench-figures.ts';
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createCheckHandler } from '../../pipeline/serve/check-handler.ts';
import { distLatestSource } from '../../pipeline/published/latest-source.ts';

const CONNECTIONS = 32;
const HANDLER_CALLS = 20_000;

/**
 * Serving figures: the local server against a bare node:http server sending the same recorded
 * status, headers and body bytes (the floor). The machine is shared and noisy, so each round loads
 * the floor and the service in alternating one-second slices for each answer (`compare`), and the
 * ratios printed are the medians over the rounds of the ratio measured within each round.
 */
export async function benchServe(distDir: string, work: string, duration: number, rounds: number, figure: Figure): Promise<void> {
  const source = distLatestSource(distDir);
  const latest = source.latest('thai-government');
  if (!latest) throw new Error('bench needs thai-government data');
  const ticket = latest.draw.prizes['first-prize']?.numbers[0] ?? '123456';
  const staticPath = '/results?lottery=thai-government&limit=5&lang=en';
  const checkPath = `/check?lottery=thai-government&number=${ticket}&lang=en`;

  const service = await serverProcess(['service', distDir]);
  const floors: Array<{ stop: () => void }> = [];
  try {
    const staticFloor = await serverProcess(['floor', await record(`${service.url}${staticPath}`, join(work, 'static.json'))]);
    floors.push(staticFloor);
    const checkFloor = await serverProcess(['floor', await record(`${service.url}${checkPath}`, join(work, 'check.json'))]);
    floors.push(checkFloor);
    await load(staticFloor.url, 1); // warm-ups
    await load(`${service.url}${staticPath}`, 1);
    await load(checkFloor.url, 1);
    await load(`${service.url}${checkPath}`, 1);
    const statics: Compared[] = [];
    const checks: Compared[] = [];
    for (let round = 0; round < rounds; round += 1) {
      statics.push(await compare(staticFloor.url, `${service.url}${staticPath}`, duration));
      checks.push(await compare(checkFloor.url, `${service.url}${checkPath}`, duration));
    }
    figure('serve.rounds', rounds, 'rounds');
    figure('serve.floor_rps', median(statics.map((c) => c.floorRps)), 'req/s');
    figure('serve.check_floor_rps', median(checks.map((c) => c.floorRps)), 'req/s');
    figure('serve.static_rps', median(statics.map((c) => c.rps)), 'req/s');
    figure('serve.check_rps', median(checks.map((c) => c.rps)), 'req/s');
    figure('serve.static_ratio', median(statics.map((c) => c.rps / c.floorRps)), 'x');
    figure('serve.check_ratio', median(checks.map((c) => c.rps / c.floorRps)), 'x');
    figure('serve.check_p99_ms', median(checks.map((c) => c.p99)), 'ms');
  } finally {
    for (const floor of floors) floor.stop();
    service.stop();
  }

  const handler = createCheckHandler(source, () => undefined);
  const url = `http://localhost${checkPath}`;
  const sample = await handler(new Request(url));
  const body = await sample.text();
  const init = { status: sample.status, headers: Object.fromEntries(sample.headers) };
  for (let i = 0; i < 2000; i += 1) await handler(new Request(url));
  const requests = Array.from({ length: HANDLER_CALLS }, () => new Request(url));
  const times: number[] = [];
  const floorTimes: number[] = [];
  for (const request of requests) {
    let t = performance.now();
    await handler(request);
    times.push((performance.now() - t) * 1000);
    // The floor of a Web handler: a Response of the same status, headers and body, built and nothing else.
    t = performance.now();
    await Promise.resolve(new Response(body, init));
    floorTimes.push((performance.now() - t) * 1000);
  }
  times.sort((a, b) => a - b);
  floorTimes.sort((a, b) => a - b);
  figure('check.handler_p50_us', times[Math.floor(times.length / 2)] ?? 0, 'us');
  figure('check.handler_p99_us', times[Math.floor(times.length * 0.99)] ?? 0, 'us');
  figure('check.response_floor_p50_us', floorTimes[Math.floor(floorTimes.length / 2)] ?? 0, 'us');
}

interface Compared {
  readonly floorRps: number;
  readonly rps: number;
  /** The service's worst slice p99, in ms. */
  readonly p99: number;
}

/**
 * The floor and the service loaded in turn, in one-second slices ordered floor, service, service,
 * floor, ... so that the load of the rest of the machine, drifting over the round, weighs on both alike.
 */
async function compare(floorUrl: string, serviceUrl: string, duration: number): Promise<Compared> {
  let floorRequests = 0;
  let requests = 0;
  let p99 = 0;
  const slices = Math.max(1, Math.round(duration));
  for (let slice = 0; slice < slices; slice += 1) {
    const order = slice % 2 === 0 ? [floorUrl, serviceUrl] : [serviceUrl, floorUrl];
    for (const url of order) {
      const run = await load(url, 1);
      if (url === floorUrl) floorRequests += run.rps;
      else {
        requests += run.rps;
        p99 = Math.max(p99, run.p99);
      }
    }
  }
  return { floorRps: floorRequests / slices, rps: requests / slices, p99 };
}

async function load(url: string, duration: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors under load`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
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
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bench-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
