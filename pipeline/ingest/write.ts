import { rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { type StagedFile, type WriteHooks, commitFiles, stageFile } from '../store/fs-atomic.ts';
import type { PlannedFile } from '../store/store.ts';

/**
 * Writes planned files of data/ in the given order, each atomically (C8.4): every file is staged
 * (written and flushed beside its target) before the first rename, so a failure while staging
 * changes nothing; a crash between renames leaves each file whole, old or new. Callers order the
 * files so that an interruption loses nothing: a log entry is written before the change it
 * explains or the draws whose fetch found it, and whatever is not written yet is still due.
 */
export async function writePlanned(dataDir: string, planned: readonly PlannedFile[], hooks: WriteHooks = {}): Promise<string[]> {
  const staged: StagedFile[] = [];
  try {
    for (const file of planned) staged.push(await stageFile(file.path, file.text));
  } catch (error) {
    await Promise.all(staged.map((s) => rm(s.temp, { force: true })));
    throw error;
  }
  await commitFiles(staged, hooks);
  return staged.map((s) => relative(dataDir, s.target));
}
