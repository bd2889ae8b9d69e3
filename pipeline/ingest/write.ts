import { relative } from 'node:path';
import { type WriteHooks, commitFiles } from '../store/fs-atomic.ts';
import { type PlannedFile, stageAll } from '../store/store.ts';

/**
 * Writes planned files of data/ in the given order, each atomically (C8.4): every file is staged
 * (written and flushed beside its target) before the first rename, so a failure while staging
 * changes nothing; a crash between renames leaves each file whole, old or new. Callers order the
 * files so that an interruption loses nothing: a log entry is written before the change it
 * explains or the draws whose fetch found it, and whatever is not written yet is still due.
 */
export async function writePlanned(dataDir: string, planned: readonly PlannedFile[], hooks: WriteHooks = {}): Promise<string[]> {
  const staged = await stageAll(planned);
  await commitFiles(staged, hooks);
  return staged.map((s) => relative(dataDir, s.target));
}
