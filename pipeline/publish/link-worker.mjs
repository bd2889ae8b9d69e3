/**
 * The entry of the link worker (linker.ts): hard-links batches of files carried over from the
 * previous tree into the new one, making their folders as needed, off the thread that renders.
 * Plain JavaScript with node:fs only, so it starts without a TypeScript loader.
 */
import { linkSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ from: string, to: string }} */
const { from, to } = workerData;
/** Folders of the new tree made so far (mkdirSync with `recursive` also accepts one made meanwhile). */
const made = new Set();

parentPort?.on('message', (/** @type {{ id: number, paths: string[] }} */ batch) => {
  try {
    for (const path of batch.paths) {
      const target = join(to, path);
      const dir = dirname(target);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      linkSync(join(from, path), target);
    }
    parentPort?.postMessage({ id: batch.id });
  } catch (error) {
    const e = /** @type {NodeJS.ErrnoException} */ (error);
    parentPort?.postMessage({ id: batch.id, error: { message: e.message, code: e.code } });
  }
});
