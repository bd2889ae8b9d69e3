import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The temporary files the store's writers make beside their targets (fs-atomic.ts stageFile,
 * lock.ts): `.{name}.{pid}.{8 hex}.tmp`. A writer killed between writing one and renaming it
 * leaves it behind (issue 15.9: a 0-byte one made `verify` fail until removed by hand). Such a
 * file is never read as data; the next writer removes those of processes that are gone, under the
 * lock, and `verify` reports them as a warning.
 */
const WRITER_TEMP = /^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** The pid of the writer a temporary file belongs to; null when the name is not a writer's. */
export function writerTempPid(name: string): number | null {
  const pid = WRITER_TEMP.exec(name)?.[1];
  return pid === undefined ? null : Number(pid);
}

/**
 * The pid of the run a lock's temporary file belongs to (lock.ts: `{lock}.{pid}.{8 hex}.tmp` while
 * taking it, `{lock}.break.{pid}.{8 hex}.tmp` while breaking it); null for any other name. Beside
 * data/'s lock (`.data.lock`) these are writer temporary files too.
 */
export function lockTempPid(lockName: string, name: string): number | null {
  if (!name.startsWith(`${lockName}.`)) return null;
  const pid = LOCK_TEMP_TAIL.exec(name.slice(lockName.length))?.[1];
  return pid === undefined ? null : Number(pid);
}
const LOCK_TEMP_TAIL = /^(?:\.break)?\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/**
 * Whether a process with this pid runs (EPERM: it does, owned by another user). A zombie (killed,
 * not yet reaped by its parent: `update` killed with its process group leaves one for seconds) still
 * answers a signal 0, but runs no more: it holds no lock and writes nothing, so it counts as gone.
 */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * Whether the process `pid` that started at `start` (processStart's value when it was recorded;
 * undefined or null when none was) still runs: it lives, and where both starts are known, they
 * agree (a later process given the same pid is not it).
 */
export function sameProcessRuns(pid: number, start: string | null | undefined): boolean {
  if (!processAlive(pid)) return false;
  const now = start === undefined || start === null ? null : processStart(pid);
  return now === null || now === start;
}

/** Whether /proc says the process has ended (state Z, zombie, or X, dead); false where /proc cannot tell. */
function isZombie(pid: number): boolean {
  const state = procStat(pid)?.[0];
  return state === 'Z' || state === 'X';
}

/**
 * The fields of /proc/<pid>/stat after the process's name, from field 3 (the state) on; null where
 * /proc cannot tell (another system, or no such process). The name is in parentheses and may hold
 * spaces, so the fields start after the last `)`.
 */
export function procStat(pid: number): readonly string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * When a process started, as the kernel counts it: the boot's id and the start tick (field 22 of
 * /proc/<pid>/stat). A pid is reused (after a reboot; a restarted container gives its first
 * processes the same pids), this pair is not. Null where /proc cannot tell (another system, or
 * no such process).
 */
export function processStart(pid: number): string | null {
  const tick = procStat(pid)?.[19];
  return tick === undefined ? null : `${bootId()}:${tick}`;
}

let boot: string | undefined;
function bootId(): string {
  if (boot === undefined) {
    try {
      boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      boot = '';
    }
  }
  return boot;
}

/**
 * Removes the writer temporary files of processes that are gone, at the top of data/ and one
 * folder down (the lottery folders). Call while holding the lock. Returns the removed paths,
 * relative to `dataDir`.
 */
export async function removeStaleTemps(dataDir: string): Promise<string[]> {
  const removed: string[] = [];
  const sweep = async (dir: string, prefix: string): Promise<void> => {
    const entries = await readdir(join(dataDir, dir), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory() && dir === '' && !entry.name.startsWith('.')) await sweep(entry.name, `${entry.name}/`);
      if (!entry.isFile()) continue;
      const pid = writerTempPid(entry.name);
      if (pid === null || processAlive(pid)) continue;
      await rm(join(dataDir, dir, entry.name), { force: true });
      removed.push(`${prefix}${entry.name}`);
    }
  };
  await sweep('', '');
  return removed;
}
