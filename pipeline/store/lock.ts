import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LockedError } from '../errors/locked-error.ts';

/** The lock file's name inside the data directory (ignored by git). */
export const LOCK_FILE = '.data.lock';

/**
 * Runs `fn` while holding the store's lock, so two pipeline runs cannot both write (C8.4). The lock
 * is a file created exclusively; a lock left by a process that no longer exists is taken over.
 */
export async function withLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const path = join(dataDir, LOCK_FILE);
  await acquire(path);
  try {
    return await fn();
  } finally {
    await rm(path, { force: true });
  }
}

async function acquire(path: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readHolder(path);
      if (holder !== null && isAlive(holder)) throw new LockedError(path, holder);
      await rm(path, { force: true }); // stale: its process is gone
    }
  }
  throw new LockedError(path, null);
}

async function readHolder(path: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
