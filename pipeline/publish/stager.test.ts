import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Stager } from './stager.ts';

let tmp: string;
let n = 0;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'stager-test-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A previous tree and an empty new one. */
async function trees(): Promise<{ from: string; to: string }> {
  n += 1;
  const from = join(tmp, `from-${n}`);
  const to = join(tmp, `to-${n}`);
  await mkdir(from, { recursive: true });
  await mkdir(to, { recursive: true });
  return { from, to };
}

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('Stager', () => {
  test('holds back rendered files beyond the bytes in flight it allows, and places them all in order given', async () => {
    const { from, to } = await trees();
    const stager = new Stager(from, to, { recycled: false, concurrency: 4, maxBytesInFlight: 10 });
    try {
      const texts = ['aaaaaaa1', 'bbbbbbb2', 'ccccccc3', 'ddddddd4', 'eeeeeee5'];
      const placed = texts.map((t, i) => stager.stage(`d${i % 2}/f${i}.txt`, bytes(t), false));
      // Posted once this thread yields (a microtask later), in one message: one 8-byte file fits under 10 bytes, a second would not.
      expect(stager.bytesInFlight).toBe(0);
      await Promise.resolve();
      expect(stager.bytesInFlight).toBe(8);
      expect(await Promise.all(placed)).toEqual(texts.map(() => 'written'));
      expect(stager.bytesInFlight).toBe(0);
      for (const [i, t] of texts.entries()) expect(await readFile(join(to, `d${i % 2}/f${i}.txt`), 'utf8')).toBe(t);
    } finally {
      await stager.close();
    }
  });

  test('a write that fails without a path (ENOSPC: no space left) names the file it was writing', async () => {
    const { from, to } = await trees();
    // /dev/full takes no byte: every write to it fails with ENOSPC, as on a full disk.
    await symlink('/dev/full', join(to, 'full.json'));
    const stager = new Stager(from, to, { recycled: false, concurrency: 1 });
    try {
      const error = await stager.stage('full.json', bytes('{}'), false).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'ENOSPC' });
      expect((error as Error).message).toContain(`(writing ${join(to, 'full.json')})`);
    } finally {
      await stager.close();
    }
  });

  test('files staged together go in messages of up to 64, each answered for itself: a failure rejects its own call only', async () => {
    const { from, to } = await trees();
    // A folder where one file is to go: writing it fails with EISDIR.
    await mkdir(join(to, 'f70.txt'), { recursive: true });
    const stager = new Stager(from, to, { recycled: false, concurrency: 4 });
    try {
      const calls = Array.from({ length: 150 }, (_, i) => stager.stage(`f${i}.txt`, bytes(`file ${i}`), false));
      const settled = await Promise.allSettled(calls);
      const failed = settled.flatMap((s, i) => (s.status === 'rejected' ? [i] : []));
      expect(failed).toEqual([70]);
      expect((settled[70] as PromiseRejectedResult).reason).toMatchObject({ code: 'EISDIR' });
      for (const [i, s] of settled.entries()) {
        if (i === 70) continue;
        expect(s).toEqual({ status: 'fulfilled', value: 'written' });
        expect(await readFile(join(to, `f${i}.txt`), 'utf8')).toBe(`file ${i}`);
      }
    } finally {
      await stager.close();
    }
  });

  test('a file larger than the allowance still goes when nothing else is in flight', async () => {
    const { from, to } = await trees();
    const stager = new Stager(from, to, { recycled: false, concurrency: 4, maxBytesInFlight: 4 });
    try {
      expect(await stager.stage('big.txt', bytes('more than four bytes'), false)).toBe('written');
      expect(await readFile(join(to, 'big.txt'), 'utf8')).toBe('more than four bytes');
    } finally {
      await stager.close();
    }
  });

  test("the previous tree's same bytes are linked, other bytes written", async () => {
    const { from, to } = await trees();
    await writeFile(join(from, 'same.txt'), 'same');
    await writeFile(join(from, 'other.txt'), 'old');
    const stager = new Stager(from, to, { recycled: false, concurrency: 4 });
    try {
      expect(await stager.stage('same.txt', bytes('same'), true)).toBe('linked');
      expect(await stager.stage('other.txt', bytes('new'), true)).toBe('written');
      expect((await stat(join(to, 'same.txt'))).ino).toBe((await stat(join(from, 'same.txt'))).ino);
      expect((await stat(join(to, 'other.txt'))).ino).not.toBe((await stat(join(from, 'other.txt'))).ino);
      expect(await readFile(join(from, 'other.txt'), 'utf8')).toBe('old');
    } finally {
      await stager.close();
    }
  });

  test('once closed (or stopped), every call not yet answered rejects, and later ones at once', async () => {
    const { from, to } = await trees();
    const stager = new Stager(from, to, { recycled: false, concurrency: 1, maxBytesInFlight: 1 });
    const calls = Array.from({ length: 50 }, (_, i) => stager.stage(`f${i}.txt`, bytes(`file ${i}`), false));
    await stager.close();
    const settled = await Promise.allSettled(calls);
    for (const s of settled) if (s.status === 'rejected') expect(String(s.reason)).toContain('the stage worker was closed');
    // The allowance let one file go at a time: the worker cannot have placed all of them before close.
    expect(settled.some((s) => s.status === 'rejected')).toBe(true);
    await expect(stager.stage('late.txt', bytes('late'), false)).rejects.toThrow('the stage worker was closed');
    await expect(stager.link(['late.txt'])).rejects.toThrow('the stage worker was closed');
  });
});
