import { readFileSync } from 'node:fs';
import { LOTTERY_IDS, type LotteryId } from '../../pipeline/registry/index.ts';
import { listYearsSync, yearFilePath } from '../../pipeline/store/store.ts';

/**
 * What bounds a build's ratio to its floor on this machine (issue 14): the CPU that the build and
 * the floor spend, all threads counted, and the least CPU a build spends beyond the floor's writes.
 *
 * A build cannot keep more than the machine's cores busy, so it takes at least (the floor's CPU,
 * since it writes the same files, plus its own least CPU) / cores, and its ratio to the floor's
 * time is at least that over the floor's time. Two leasts are measured: reading the store
 * (JSON.parse of the year files), which every build from the store does, and serializing each
 * written file whole besides (JSON.stringify of its value, UTF-8 encoding of its text), which a
 * build that renders each file from values does. A build that wrote most bytes as copies of pieces
 * serialized once for many files (as RawJson does for the draws of the /results limits) would
 * spend less than the second, never less than the first.
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

/** One thread's time for the two leasts above, in ms: `parse` (reading the store) and `serialize` (that and serializing each file whole). */
export interface SerializationFloor {
  readonly parseMs: number;
  readonly serializeMs: number;
}

/**
 * The leasts, measured on the year files the build read and the files it wrote: JSON.parse of
 * each year file; JSON.stringify of the value of each JSON file (the text it gives is the file's own
 * but for a final newline, except openapi.json's, which is indented) and UTF-8 encoding of that text
 * or of any other file's.
 * Each file is read, and a written file parsed, outside the clock.
 */
export function serializationFloor(yearFiles: readonly string[], outputs: readonly { path: string; bytes: Buffer }[]): SerializationFloor {
  let parseMs = 0;
  for (const path of yearFiles) {
    const text = readFileSync(path, 'utf8');
    const t = performance.now();
    JSON.parse(text);
    parseMs += performance.now() - t;
  }
  let writeMs = 0;
  for (const { path, bytes } of outputs) {
    const text = bytes.toString('utf8');
    const value: unknown = path.endsWith('.json') ? JSON.parse(text) : undefined;
    const t = performance.now();
    Buffer.from(value === undefined ? text : JSON.stringify(value), 'utf8');
    writeMs += performance.now() - t;
  }
  return { parseMs, serializeMs: parseMs + writeMs };
}

/** The store's year files, of every lottery or of one. */
export function yearFiles(dataDir: string, lottery?: LotteryId): string[] {
  return (lottery === undefined ? LOTTERY_IDS : [lottery]).flatMap((id) =>
    listYearsSync(dataDir, id).map((year) => yearFilePath(dataDir, id, year)),
  );
}

/** The least ratio to the floor of a build that spends `leastOwnCpuMs` beyond the floor's CPU on `cores` cores. */
export const ratioBound = (floor: { cpuMs: number; wallMs: number }, leastOwnCpuMs: number, cores: number): number =>
  (floor.cpuMs + leastOwnCpuMs) / (cores * floor.wallMs);
