import { randomBytes } from 'node:crypto';
import { link, readFile, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { LockedError } from '../errors/locked-error.ts';
import { processAlive as isAlive, lockTempPid, processStart, removeStaleTemps, sameProcessRuns } from './temp-files.ts';

/** The lock file's name inside the data directory (ignored by git). */
export const LOCK_FILE = '.data.lock';
/** Beside a lock, held only while a stale lock is being removed, so that two processes never both remove one. */
const BREAK_SUFFIX = '.break';

/** Hooks a race test uses to widen the windows between steps; production passes none. */
export interface LockHooks {
  /** After a stale lock was judged stale, before it is removed. */
  readonly beforeBreak?: () => void | Promise<void>;
}

/** How many times a lock found stale is broken and taken again before giving up. */
const ATTEMPTS = 5;

/**
 * Runs `fn` while holding the store's lock, so two pipeline runs cannot both write (C8.4); a second
 * run is refused with LockedError. Correct under races:
 * - the lock file appears complete or not at all: its text (pid, a random token and the process's
 *   start; see ownerText) is written to a private file first and hard-linked to the lock's name,
 *   which fails if the name exists. (An `open('wx')` then write left an empty file that a racing
 *   process read as stale and deleted.)
 * - a lock whose run is gone (holderLives: its process is gone, or its pid now names a later
 *   process, or this process, which holds no such lock) is removed only under a second lock (the
 *   break file), and only if it still holds the very text that was judged stale, so a fresh lock
 *   taken meanwhile is never removed.
 * - on release the lock is removed only if it still holds this run's token.
 * Locks are taken on the main thread of processes that share one pid namespace: `heldHere` is this
 * module's, and a lock that names this process's pid is judged by it.
 */
export async function withLock<T>(dataDir: string, fn: () => Promise<T>, hooks: LockHooks = {}): Promise<T> {
  // What a killed writer left (its temporary files, the lock's among them) goes before anyone
  // writes again (issue 15.9).
  return holding(join(dataDir, LOCK_FILE), STORE, { hooks, sweep: () => removeStaleTemps(dataDir) }, fn);
}

/** What a waiting lock does while another process holds it. */
export interface LockWait {
  /** How long to wait at most before LockedError; a holder that long at work is taken to be stuck. */
  readonly ms: number;
  /** Called once, when the lock is first found held by a live process. */
  readonly onWait?: (holderPid: number | null) => void;
}

/**
 * Runs `fn` while holding the lock file at `path` (the same lock as withLock's), waiting while a
 * live process holds it: for work that a second run should do after the first rather than refuse,
 * such as a build (publish/build.ts). `what` names what the lock guards in LockedError.
 */
export function withWaitingLock<T>(path: string, what: string, wait: LockWait, fn: () => Promise<T>): Promise<T> {
  return holding(path, what, { wait, sweep: () => removeDeadTemps(path) }, fn);
}

const STORE = 'the data store';
/** How often a waiting lock tries again. */
const POLL_MS = 50;

/** How a lock is taken: `wait` (else a live holder refuses at once), and what its holder sweeps first. */
interface Holding {
  readonly hooks?: LockHooks;
  readonly wait?: LockWait;
  /** Removes what killed runs left: run while holding the lock, before `fn`. */
  readonly sweep: () => Promise<unknown>;
}

async function holding<T>(path: string, what: string, { hooks = {}, wait, sweep }: Holding, fn: () => Promise<T>): Promise<T> {
  const mine = ownerText();
  // Marked as this process's before it can be the lock's text (see holderLives).
  heldHere.add(mine);
  try {
    const started = performance.now();
    let told = false;
    for (;;) {
      try {
        await acquire(path, mine, what, hooks);
        break;
      } catch (error) {
        if (!(error instanceof LockedError) || wait === undefined) throw error;
        const waited = performance.now() - started;
        if (waited >= wait.ms) throw new LockedError(error.lockPath, error.holderPid, what, waited);
        if (!told) wait.onWait?.(error.holderPid);
        told = true;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    try {
      await sweep();
      return await fn();
    } finally {
      await releaseIfMine(path, mine);
    }
  } finally {
    heldHere.delete(mine);
  }
}

/**
 * Removes the temporary files that runs killed while taking, breaking or checking this lock left
 * beside it (temp-files.ts lockTempPid; see createExclusive and removeIfStill), those of processes
 * that are gone. The waiting lock's sweep: beside data/'s lock, removeStaleTemps finds them.
 */
async function removeDeadTemps(lockPath: string): Promise<void> {
  const name = basename(lockPath);
  for (const entry of await readdir(dirname(lockPath)).catch(() => [] as string[])) {
    const pid = lockTempPid(name, entry);
    if (pid !== null && !isAlive(pid)) await rm(join(dirname(lockPath), entry), { force: true });
  }
}

/** The lock texts of this process's runs that hold a lock or are trying to take one. */
const heldHere = new Set<string>();

/**
 * "pid token start\n": the pid says whether the holder lives; the token says which run it is; the
 * start (temp-files.ts processStart, where /proc tells it) tells the holder from a later process
 * that was given the same pid.
 */
function ownerText(): string {
  const start = processStart(process.pid);
  return `${process.pid} ${randomBytes(8).toString('hex')}${start === null ? '' : ` ${start}`}\n`;
}

/**
 * Whether the run that wrote a lock's text still runs: its process lives and is the same process
 * (its start, when the text has one, is unchanged), and a text naming this process is one of this
 * process's runs (a process killed while holding a lock, restarted with the same pid, as the first
 * processes of a container are, finds its own pid in the lock).
 */
function holderLives(text: string): boolean {
  const pid = pidOf(text);
  if (pid === null) return false;
  if (pid === process.pid) return heldHere.has(text);
  return sameProcessRuns(pid, text.trim().split(' ')[2]);
}

async function acquire(path: string, mine: string, what: string, hooks: LockHooks): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (await createExclusive(path, mine)) return;
    const held = await readText(path);
    if (held === null) continue; // released between the two steps: try again
    if (holderLives(held)) throw new LockedError(path, pidOf(held), what);
    await hooks.beforeBreak?.();
    await breakStale(path, held);
  }
  throw new LockedError(path, null, what);
}

/**
 * Creates `path` holding `text` if it does not exist, atomically: a reader sees the whole text or
 * no file. Returns false when the name is taken.
 */
async function createExclusive(path: string, text: string): Promise<boolean> {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, text, { flag: 'wx' });
  try {
    await link(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Removes the lock if it still holds `judged` (a dead process's lock), under the break file. */
async function breakStale(path: string, judged: string): Promise<void> {
  const breakPath = `${path}${BREAK_SUFFIX}`;
  const mine = ownerText();
  heldHere.add(mine);
  try {
    if (!(await createExclusive(breakPath, mine))) {
      // Another run is breaking the lock; if it died doing so, its break file goes the same way.
      const other = await readText(breakPath);
      if (other !== null && !holderLives(other)) await removeIfStill(breakPath, other);
      return;
    }
    try {
      // Only a breaker removes a dead process's lock, and breakers take turns: text equal now stays equal.
      if ((await readText(path)) === judged) await unlink(path).catch(ignoreMissing);
    } finally {
      await releaseIfMine(breakPath, mine);
    }
  } finally {
    heldHere.delete(mine);
  }
}

/**
 * Removes the break file of a breaker that died (a window of a few system calls). Moved aside first
 * and checked; if it was not the one judged dead, it is linked back. The only case this cannot undo
 * is a third process taking the break file in the instant between the two: two breakers that then
 * both find the same dead lock, which is still removed once (the second finds it gone or fresh).
 */
async function removeIfStill(path: string, judged: string): Promise<void> {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await rename(path, aside);
  } catch (error) {
    ignoreMissing(error);
    return;
  }
  try {
    if ((await readText(aside)) !== judged) await link(aside, path).catch(() => undefined);
  } finally {
    await rm(aside, { force: true });
  }
}

async function releaseIfMine(path: string, mine: string): Promise<void> {
  if ((await readText(path)) === mine) await unlink(path).catch(ignoreMissing);
}

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    ignoreMissing(error);
    return null;
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

/** The holder's pid; null for a text no run of this code writes (a hand-made or foreign file). */
function pidOf(text: string): number | null {
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}
