import { randomBytes } from 'node:crypto';
import { open, rename, rm, mkdir } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';

/**
 * A file written beside its target under a temporary name, complete and flushed, waiting to be
 * renamed over the target. Renaming is atomic on one file system, so a reader (or a crash) sees
 * either the old bytes or the new ones, never a mix (C8.4, C1.5).
 */
export interface StagedFile {
  readonly target: string;
  readonly temp: string;
}

/** Hooks a fault test can use to simulate a crash between steps; production passes none. */
export interface WriteHooks {
  /** Called after each staged file is renamed into place, with how many are done. */
  readonly afterCommit?: (target: string, done: number) => void | Promise<void>;
}

export async function stageFile(target: string, content: string | Uint8Array): Promise<StagedFile> {
  await mkdir(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
  } catch (error) {
    // A full disk, say: the half-written file goes too (it holds the space that ran out), and the
    // error names the file the write was for.
    await handle.close().catch(() => {});
    await rm(temp, { force: true });
    throw new Error(`cannot write ${target}: ${(error as Error).message}`, { cause: error });
  }
  return { target, temp };
}

/** Renames every staged file into place, in order; on failure removes the temp files not yet used. */
export async function commitFiles(staged: readonly StagedFile[], hooks: WriteHooks = {}): Promise<void> {
  let done = 0;
  try {
    for (const file of staged) {
      await rename(file.temp, file.target);
      done += 1;
      await hooks.afterCommit?.(file.target, done);
    }
  } finally {
    await Promise.all(staged.slice(done).map((f) => rm(f.temp, { force: true })));
  }
}

/** Writes one file atomically. */
export async function writeFileAtomic(target: string, content: string | Uint8Array): Promise<void> {
  await commitFiles([await stageFile(target, content)]);
}
