import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { processStart, sameProcessRuns } from '../store/temp-files.ts';

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

/**
 * Marks this process as the server of `distDir` built for `url`, before it builds: two starts at
 * once each find the other's mark (a start still building is as much a server of the tree as one
 * serving it). Written whole (a temporary file renamed), so a reader never finds a half-written
 * mark, which it would take for a broken one and remove. The function returned removes the mark.
 * A folder it may not write (read-only) leaves the tree unmarked, with `warn` told: the start goes
 * on, as it does to serve the last good tree there.
 */
export async function markServing(distDir: string, url: string, warn: (line: string) => void): Promise<() => Promise<void>> {
  const path = join(dirname(distDir), `${markPrefix(distDir)}${process.pid}`);
  const mark: ServingMark = { pid: process.pid, start: processStart(process.pid), url };
  const temp = join(dirname(distDir), `.${basename(path)}.tmp`);
  try {
    await mkdir(dirname(distDir), { recursive: true });
    await writeFile(temp, `${JSON.stringify(mark)}\n`);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    warn(
      `cannot mark ${distDir} as served from here (${(error as Error).message}); a start of it for another address will not see this one`,
    );
    return async () => {};
  }
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

const isLive = (mark: ServingMark): boolean => sameProcessRuns(mark.pid, mark.start);
