import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PublishPlan, type TreeFile, listTree, publishTree, recoverPublish } from './publish.ts';

let tmp: string;
let n = 0;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'publish-test-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A new, empty place for a dist/ folder. */
function place(): string {
  n += 1;
  return join(tmp, `site-${n}`, 'dist');
}

const file = (path: string, text: string): TreeFile => ({ path, bytes: Buffer.from(text, 'utf8') });
const reuse = (path: string): TreeFile => ({ path, reuse: true });

/** Every file of a tree with its text. */
async function contents(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of [...(await listTree(dir))].sort()) out[path] = await readFile(join(dir, path), 'utf8');
  return out;
}

async function inode(path: string): Promise<number> {
  return (await stat(path)).ino;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The folders beside dist/ that a publish may use and must not leave behind. */
async function leftovers(dist: string): Promise<string[]> {
  const names = await readdir(dirname(dist));
  return names.filter((name) => name !== 'dist').sort();
}

/** The previous tree of the incremental tests: two lottery folders (units) and three single files. */
const OLD: Record<string, string> = {
  'api/a/1.json': 'a1',
  'api/a/2.json': 'a2',
  'api/b/1.json': 'b1',
  'g1.json': 'g1',
  'g2.json': 'g2',
  'g3.json': 'g3',
};

async function publishOld(dist: string): Promise<void> {
  await publishTree(dist, { files: Object.entries(OLD).map(([p, t]) => file(p, t)) });
}

describe('publishTree, the whole tree', () => {
  test('publishes into a folder that does not exist yet, writing every file', async () => {
    const dist = place();
    const report = await publishTree(dist, { files: [file('a/b/c.json', '1'), file('x.json', '2')] });
    expect(report).toEqual({ files: 2, written: ['a/b/c.json', 'x.json'], removed: [] });
    expect(await contents(dist)).toEqual({ 'a/b/c.json': '1', 'x.json': '2' });
    expect(await leftovers(dist)).toEqual([]);
  });

  test('replaces the tree: changed and new files written, unchanged ones hard-linked, missing ones removed', async () => {
    const dist = place();
    await publishOld(dist);
    const g1 = await inode(join(dist, 'g1.json'));
    const a1 = await inode(join(dist, 'api/a/1.json'));
    const report = await publishTree(dist, {
      files: [file('api/a/1.json', 'a1'), file('api/a/2.json', 'a2 changed'), file('g1.json', 'g1'), file('new/n.json', 'n')],
    });
    expect(report).toEqual({ files: 4, written: ['api/a/2.json', 'new/n.json'], removed: ['api/b/1.json', 'g2.json', 'g3.json'] });
    expect(await contents(dist)).toEqual({ 'api/a/1.json': 'a1', 'api/a/2.json': 'a2 changed', 'g1.json': 'g1', 'new/n.json': 'n' });
    expect(await inode(join(dist, 'g1.json'))).toBe(g1);
    expect(await inode(join(dist, 'api/a/1.json'))).toBe(a1);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a failure before the swap leaves dist/ as it was and removes the staging folder', async () => {
    const dist = place();
    await publishOld(dist);
    const g1 = await inode(join(dist, 'g1.json'));
    const attempt = publishTree(dist, { files: [file('g1.json', 'new')] }, { beforeSwap: () => Promise.reject(new Error('crash')) });
    await expect(attempt).rejects.toThrow('crash');
    expect(await contents(dist)).toEqual(OLD);
    expect(await inode(join(dist, 'g1.json'))).toBe(g1);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a staging folder left by a killed build never leaks a stale file into the next tree (C1.5)', async () => {
    const dist = place();
    await publishOld(dist);
    await mkdir(join(`${dist}.staging`, 'api', 'a'), { recursive: true });
    await writeFile(join(`${dist}.staging`, 'api', 'a', 'stale.json'), 'from a killed build');
    await writeFile(join(`${dist}.staging`, 'g1.json'), 'half-written');
    await publishTree(dist, { files: [file('api/a/1.json', 'a1'), file('g1.json', 'g1')] });
    expect(await contents(dist)).toEqual({ 'api/a/1.json': 'a1', 'g1.json': 'g1' });
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a file to carry over that the previous tree lacks is an error, and dist/ stays', async () => {
    const dist = place();
    await publishOld(dist);
    await expect(publishTree(dist, { files: [reuse('nope.json')] })).rejects.toThrow('nope.json is to be carried over');
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a crash between moving the old tree aside and moving the new one in is undone by the next publish', async () => {
    const dist = place();
    await publishOld(dist);
    const crash = publishTree(dist, { files: [file('g1.json', 'new')] }, { midSwap: () => Promise.reject(new Error('crash mid-swap')) });
    await expect(crash).rejects.toThrow('crash mid-swap');
    // The hole the crash left: no dist/ at all.
    expect(await exists(dist)).toBe(false);
    // The next attempt fails too, before its own swap: the previous tree serves again all the same.
    await expect(publishTree(dist, { files: [file('g1.json', 'newer')] }, { beforeSwap: () => Promise.reject(new Error('again')) })).rejects.toThrow('again');
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
  });
});

describe('publishTree, incrementally', () => {
  const plan = (): PublishPlan => ({
    files: [
      file('api/a/1.json', 'a1'),
      file('api/a/3.json', 'a3'),
      reuse('api/b/1.json'),
      file('g1.json', 'g1'),
      file('g2.json', 'g2 changed'),
    ],
    incremental: { previousFiles: new Set(Object.keys(OLD)), units: ['api/a'] },
  });

  test('replaces each unit as a whole and each changed single file, and leaves everything else in place', async () => {
    const dist = place();
    await publishOld(dist);
    const before = {
      a1: await inode(join(dist, 'api/a/1.json')),
      b1: await inode(join(dist, 'api/b/1.json')),
      g1: await inode(join(dist, 'g1.json')),
      g2: await inode(join(dist, 'g2.json')),
    };
    const report = await publishTree(dist, plan());
    expect(report).toEqual({ files: 5, written: ['api/a/3.json', 'g2.json'], removed: ['api/a/2.json', 'g3.json'] });
    expect(await contents(dist)).toEqual({ 'api/a/1.json': 'a1', 'api/a/3.json': 'a3', 'api/b/1.json': 'b1', 'g1.json': 'g1', 'g2.json': 'g2 changed' });
    // Unchanged bytes keep their file: hard-linked inside a replaced unit, untouched elsewhere.
    expect(await inode(join(dist, 'api/a/1.json'))).toBe(before.a1);
    expect(await inode(join(dist, 'api/b/1.json'))).toBe(before.b1);
    expect(await inode(join(dist, 'g1.json'))).toBe(before.g1);
    expect(await inode(join(dist, 'g2.json'))).not.toBe(before.g2);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('publishes the whole tree when there is no previous dist/', async () => {
    const dist = place();
    const report = await publishTree(dist, { files: [file('api/a/1.json', 'a1')], incremental: { previousFiles: new Set(), units: ['api/a'] } });
    expect(report.written).toEqual(['api/a/1.json']);
    expect(await contents(dist)).toEqual({ 'api/a/1.json': 'a1' });
  });

  test('a failure before the swap leaves dist/ as it was and removes the staging folder', async () => {
    const dist = place();
    await publishOld(dist);
    const a1 = await inode(join(dist, 'api/a/1.json'));
    await expect(publishTree(dist, plan(), { beforeSwap: () => Promise.reject(new Error('crash')) })).rejects.toThrow('crash');
    expect(await contents(dist)).toEqual(OLD);
    expect(await inode(join(dist, 'api/a/1.json'))).toBe(a1);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a crash between retiring a unit and moving its replacement in is undone before the next publish', async () => {
    const dist = place();
    await publishOld(dist);
    await expect(publishTree(dist, plan(), { midSwap: () => Promise.reject(new Error('crash mid-swap')) })).rejects.toThrow('crash mid-swap');
    expect(await exists(join(dist, 'api/a'))).toBe(false);
    await recoverPublish(dist);
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
    // And the publish then goes through.
    await publishTree(dist, plan());
    expect(await contents(dist)).toEqual({ 'api/a/1.json': 'a1', 'api/a/3.json': 'a3', 'api/b/1.json': 'b1', 'g1.json': 'g1', 'g2.json': 'g2 changed' });
  });

  test('recovery never brings back a part that dist/ has again (a crash while clearing the retired folder)', async () => {
    const dist = place();
    await publishOld(dist);
    // What a crash leaves while the retired copy of the unit is being deleted after a good swap.
    const retired = join(`${dist}.previous`, 'units', encodeURIComponent('api/a'));
    await mkdir(retired, { recursive: true });
    await writeFile(join(retired, 'stale.json'), 'stale');
    await recoverPublish(dist);
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
  });
});
