import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { stageFile, writeFileAtomic } from './fs-atomic.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fs-atomic-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('atomic writes (C8.4)', () => {
  test('replace the target whole and leave no temporary file', async () => {
    const target = join(dir, '2026.json');
    await writeFile(target, 'old');
    await writeFileAtomic(target, 'new');
    expect(await readFile(target, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['2026.json']);
  });

  test('a write that fails part-way (a full disk; here a value writeFile refuses) removes its temporary file and names the target', async () => {
    const target = join(dir, '2026.json');
    await writeFile(target, 'old');
    // What writeFile cannot write throws inside the write, after the temporary file was created.
    await expect(stageFile(target, 42 as unknown as string)).rejects.toThrow(`cannot write ${target}: `);
    expect(await readdir(dir)).toEqual(['2026.json']);
    expect(await readFile(target, 'utf8')).toBe('old');
  });
});
