import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What bounds a build's ratio to its floor on this machine (issue 14): the CPU that the build and
 * the floor spend, all threads counted, and the least CPU any build that renders from the stored
 * draws must spend beyond the floor's writes.
 *
 * Both a full build and its floor keep this machine's cores busy (the build: a render worker
 * beside the main thread, the stage worker's writes; the floor: 64 writes in flight), so each one's
 * time is about its CPU time over the cores it keeps busy. A build's ratio therefore cannot fall
 * below (floor CPU + the build's own CPU) / floor CPU, and its own CPU cannot fall below the
 * serialization floor below, whatever the renderer.
 */

/** Wall and CPU time of one piece of work in this process (every thread: render and stage workers too). */
export interface Spent {
  readonly wallMs: number;
  readonly userMs: number;
  readonly sysMs: number;
}

export async function spent<T>(work: () => Promise<T>): Promise<{ value: T; spent: Spent }> {
  const before = process.resourceUsage();
  const t = performance.now();
  const value = await work();
  const wallMs = performance.now() - t;
  const after = process.resourceUsage();
  return {
    value,
    spent: { wallMs, userMs: (after.userCPUTime - before.userCPUTime) / 1000, sysMs: (after.systemCPUTime - before.systemCPUTime) / 1000 },
  };
}

export const cpuMs = (s: Spent): number => s.userMs + s.sysMs;

/**
 * The serialization floor, in ms of one thread's time: JSON.parse of every year file the build
 * reads, JSON.stringify of the value of every JSON file it writes, and UTF-8 encoding of every
 * file's text. Any renderer that reads the store and writes these bytes does at least that much
 * (it also computes every status, window and page, which this leaves out), so it is a floor of
 * the rendering's CPU, not an estimate of it. Each file is read and parsed outside the clock.
 */
export function serializationFloorMs(yearFiles: readonly string[], outputs: readonly { path: string; bytes: Buffer }[]): number {
  let ms = 0;
  for (const path of yearFiles) {
    const text = readFileSync(path, 'utf8');
    const t = performance.now();
    JSON.parse(text);
    ms += performance.now() - t;
  }
  for (const { path, bytes } of outputs) {
    const text = bytes.toString('utf8');
    const value: unknown = path.endsWith('.json') ? JSON.parse(text) : undefined;
    const t = performance.now();
    Buffer.from(value === undefined ? text : JSON.stringify(value), 'utf8');
    ms += performance.now() - t;
  }
  return ms;
}

/** The year files of the store (`{lottery}/{year}.json`), or of one lottery's folder. */
export function yearFiles(dataDir: string, lottery?: string): string[] {
  const dirs =
    lottery === undefined
      ? readdirSync(dataDir, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
      : [lottery];
  return dirs.flatMap((dir) =>
    readdirSync(join(dataDir, dir))
      .filter((name) => /^\d{4}\.json$/.test(name))
      .map((name) => join(dataDir, dir, name)),
  );
}

/**
 * The least ratio a full build can measure against its floor: the floor's CPU plus the least CPU
 * the build spends beyond it, over the floor's CPU. It holds when both keep the cores as busy as
 * each other, which `cpu_ratio` beside `ratio` shows (a full build at scale and its floor both do).
 * Not for the build after one draw: it renders on one thread while its few writes run beside it.
 */
export const ratioBound = (floorCpuMs: number, leastOwnCpuMs: number): number => (floorCpuMs + leastOwnCpuMs) / floorCpuMs;
