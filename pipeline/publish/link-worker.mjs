/**
 * The entry of the link worker (linker.ts): puts the files carried over from the previous tree
 * into the new one, off the thread that renders. Plain JavaScript with node:fs only, so it starts
 * without a TypeScript loader.
 *
 * Into a fresh tree each file is hard-linked, its folder made when the link finds none. Into a
 * recycled tree (publish.ts: the retired tree two publishes old, whose folders and most files are
 * already right) a file that is already the previous tree's (the same inode) is left alone; any
 * other is unlinked first, so nothing is ever written into an inode that a served tree shares.
 */
import { linkSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ from: string, to: string, recycled: boolean }} */
const { from, to, recycled } = workerData;

/** @param {string} path */
function carry(path) {
  const source = join(from, path);
  const target = join(to, path);
  if (recycled) {
    const there = lstatSync(target, { throwIfNoEntry: false });
    if (there) {
      const wanted = lstatSync(source);
      if (there.ino === wanted.ino && there.dev === wanted.dev) return;
      unlinkSync(target);
    }
  }
  try {
    linkSync(source, target);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    // No folder yet (a missing source fails again, and is reported).
    mkdirSync(dirname(target), { recursive: true });
    linkSync(source, target);
  }
}

parentPort?.on('message', (/** @type {{ id: number, paths: string[] }} */ batch) => {
  try {
    for (const path of batch.paths) carry(path);
    parentPort?.postMessage({ id: batch.id });
  } catch (error) {
    const e = /** @type {NodeJS.ErrnoException} */ (error);
    parentPort?.postMessage({ id: batch.id, error: { message: e.message, code: e.code } });
  }
});
