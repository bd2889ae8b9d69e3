import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { processAlive, processStart } from '../store/temp-files.ts';

/**
 * `npm start`'s marks beside dist/ (`dist.serving.<pid>`): each server of a tree names the site
 * address its tree's links were built for. A second `npm start` of the same dist/ on another
 * address would rebuild the tree with its own links while the first still serves it (every link
 * of the first server then named the second's port, dead once that one stopped): it reads the
 * marks first and refuses. A mark whose process is gone (killed) is stale and removed.
 */
export interface ServingMark {
  readonly pid: number;
  /** The process's start (temp-files.ts processStart): a later process given the same pid is not it. */
  readonly start: string | null;
  readonly url: string;
}

const markPrefix = (distDir: string): string => `${basename(distDir)}.serving.`;

/** The live servers of `distDir` whose tree's links name another address than `url`. */
export async function otherServers(distDir: string, url: string): Promise<ServingMark[]> {
  const names = await readdir(dirname(distDir)).catch(() => [] as string[]);
  const others: ServingMark[] = [];
  for (const name of names.filter((n) => n.startsWith(markPrefix(distDir)))) {
    const path = join(dirname(distDir), name);
    const mark = parseMark(await readFile(path, 'utf8').catch(() => ''));
    if (mark === null || !isLive(mark)) {
      await rm(path, { force: true });
      continue;
    }
    if (mark.pid !== process.pid && mark.url !== url) others.push(mark);
  }
  return others;
}

/** Marks this process as serving `distDir` built for `url`; the function returned removes the mark. */
export async function markServing(distDir: string, url: string): Promise<() => Promise<void>> {
  const path = join(dirname(distDir), `${markPrefix(distDir)}${process.pid}`);
  const mark: ServingMark = { pid: process.pid, start: processStart(process.pid), url };
  await writeFile(path, `${JSON.stringify(mark)}\n`);
  return () => rm(path, { force: true });
}

function parseMark(text: string): ServingMark | null {
  try {
    const value = JSON.parse(text) as Partial<ServingMark>;
    return typeof value.pid === 'number' && typeof value.url === 'string'
      ? { pid: value.pid, start: value.start ?? null, url: value.url }
      : null;
  } catch {
    return null;
  }
}

function isLive(mark: ServingMark): boolean {
  if (!processAlive(mark.pid)) return false;
  const now = processStart(mark.pid);
  return mark.start === null || now === null || now === mark.start;
}
