import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LockedError } from '../errors/locked-error.ts';
import { writeFileAtomic } from '../store/fs-atomic.ts';
import { withLock } from '../store/lock.ts';

/**
 * A child process of the concurrent-writers test (lock.test.ts): on each message it tries the
 * store's lock once, and while holding it checks that nobody else is inside and adds one to a
 * counter with a read, a pause and a write, as a writer of data/ does. A lock that admits two
 * holders shows as an overlap or a lost increment.
 */
export interface ContenderTask {
  readonly dataDir: string;
}
export interface ContenderResult {
  readonly won: boolean;
  readonly overlap: boolean;
  readonly error: string | null;
}

const INSIDE = 'inside';
const COUNTER = 'counter';

async function contend(dataDir: string): Promise<ContenderResult> {
  let overlap = false;
  try {
    await withLock(dataDir, async () => {
      const marker = await open(join(dataDir, INSIDE), 'wx').catch(() => null);
      overlap = marker === null;
      const count = Number(await readFile(join(dataDir, COUNTER), 'utf8').catch(() => '0'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await writeFileAtomic(join(dataDir, COUNTER), String(count + 1));
      if (marker) {
        await marker.close();
        await rm(join(dataDir, INSIDE));
      }
    });
    return { won: true, overlap, error: null };
  } catch (error) {
    if (error instanceof LockedError) return { won: false, overlap, error: null };
    return { won: false, overlap, error: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (task: ContenderTask) => {
  void contend(task.dataDir).then((result) => process.send?.(result));
});
process.send?.('ready');
