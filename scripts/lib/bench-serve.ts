import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createCheckHandler } from '../../pipeline/serve/check-handler.ts';
import { distLatestSource } from '../../pipeline/published/latest-source.ts';

/** What the bench prints a figure with (`name: value unit`). */
export type Figure = (name: string, value: number, unit: string) => void;

const CONNECTIONS = 32;
const HANDLER_CALLS = 20_000;

/**
 * Serving figures: the local server against a bare node:http server sending the same recorded
 * status, headers and body bytes (the floor). The machine is shared and noisy, so each round loads
 * the floor and the service one after the other for each answer, and the ratios compared are the
 * medians over the rounds of the ratio measured within each round.
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
    const runs = { floor: [] as number[], static: [] as number[], checkFloor: [] as number[], check: [] as number[], p99: [] as number[] };
    const ratios = { static: [] as number[], check: [] as number[] };
    for (let round = 0; round < rounds; round += 1) {
      const floorRps = (await load(staticFloor.url, duration)).rps;
      const staticRps = (await load(`${service.url}${staticPath}`, duration)).rps;
      const checkFloorRps = (await load(checkFloor.url, duration)).rps;
      const check = await load(`${service.url}${checkPath}`, duration);
      runs.floor.push(floorRps);
      runs.static.push(staticRps);
      runs.checkFloor.push(checkFloorRps);
      runs.check.push(check.rps);
      runs.p99.push(check.p99);
      ratios.static.push(staticRps / floorRps);
      ratios.check.push(check.rps / checkFloorRps);
    }
    figure('serve.rounds', rounds, 'rounds');
    figure('serve.floor_rps', median(runs.floor), 'req/s');
    figure('serve.check_floor_rps', median(runs.checkFloor), 'req/s');
    figure('serve.static_rps', median(runs.static), 'req/s');
    figure('serve.check_rps', median(runs.check), 'req/s');
    figure('serve.static_ratio', median(ratios.static), 'x');
    figure('serve.check_ratio', median(ratios.check), 'x');
    figure('serve.check_p99_ms', median(runs.p99), 'ms');
  } finally {
    for (const floor of floors) floor.stop();
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

export function median(values: readonly number[]): number {
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
