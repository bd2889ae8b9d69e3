import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEAD_PID, idleProcess } from '../testing/processes.ts';
import { markServing, otherServers } from './serving-marks.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serving-marks-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const marks = async (): Promise<string[]> => (await readdir(root)).filter((n) => n.startsWith('dist.serving.')).sort();

describe("npm start's serving marks", () => {
  test('another live server of the tree for another address is found; its own mark, one for the same address, a dead one and a broken one are not', async () => {
    const distDir = join(root, 'dist');
    const idle = await idleProcess();
    try {
      const unmark = await markServing(distDir, 'http://localhost:1111', () => {});
      await writeFile(
        join(root, `dist.serving.${idle.pid}`),
        `${JSON.stringify({ pid: idle.pid, start: null, url: 'http://localhost:2222' })}\n`,
      );
      await writeFile(
        join(root, `dist.serving.${DEAD_PID}`),
        `${JSON.stringify({ pid: DEAD_PID, start: null, url: 'http://localhost:3333' })}\n`,
      );
      await writeFile(join(root, 'dist.serving.7'), '{"pid": 7, "ur');
      expect(await otherServers(distDir, 'http://localhost:1111')).toEqual([{ pid: idle.pid, start: null, url: 'http://localhost:2222' }]);
      expect(await otherServers(distDir, 'http://localhost:2222')).toEqual([]);
      // The dead process's mark and the broken one were removed; this one's and the live one's stay.
      expect(await marks()).toEqual([`dist.serving.${idle.pid}`, `dist.serving.${process.pid}`].sort());
      await unmark();
      expect(await marks()).toEqual([`dist.serving.${idle.pid}`]);
    } finally {
      idle.stop();
      await rm(join(root, `dist.serving.${idle.pid}`), { force: true });
    }
  });

  test('a folder it may not write leaves the tree unmarked, with a warning, and the start goes on', async () => {
    // A file where dist/'s folder should be: nothing can be made in it (as in a read-only one, for root too).
    await writeFile(join(root, 'not-a-folder'), '');
    const warnings: string[] = [];
    const unmark = await markServing(join(root, 'not-a-folder', 'dist'), 'http://localhost:1111', (line) => warnings.push(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`cannot mark ${join(root, 'not-a-folder', 'dist')} as served from here`);
    await expect(unmark()).resolves.toBeUndefined();
  });
});
