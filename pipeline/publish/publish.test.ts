import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { RETIRED_PREFIX, removeTree } from '../tree-layout.ts';
import { type PublishPlan, type TreeFile, listTree, openPublication, publishTree, recoverPublish } from './publish.ts';
import { copySite } from '../testing/tree-copy.ts';

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

/**
 * What a publish leaves beside dist/ besides dist.trees/ with the current tree, the one before it
 * and at most one tree it retired (deleted when the next publish starts): nothing (no staging tree,
 * no temporary link, no folder of the former layout).
 */
async function leftovers(dist: string): Promise<string[]> {
  const names = (await readdir(dirname(dist))).filter((name) => name !== 'dist' && name !== 'dist.trees');
  const trees = await readdir(`${dist}.trees`).catch(() => [] as string[]);
  const current = await readlink(dist).then(basename, () => null);
  const retired = trees.filter((t) => t.startsWith(RETIRED_PREFIX));
  const others = trees.filter((t) => t !== current && !t.startsWith(RETIRED_PREFIX));
  return [
    ...names,
    ...others.filter((t) => t.endsWith('.staging')),
    ...(others.length > 1 ? [`${others.length} old trees`] : []),
    ...(retired.length > 1 ? [`${retired.length} retired trees`] : []),
  ].sort();
}

/** The previous tree of the incremental tests: two lottery folders and three single files. */
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

  test('a tree two publishes old is retired by one publish and deleted by the next, never the one kept for readers', async () => {
    const dist = place();
    const trees = async (): Promise<string[]> => (await readdir(`${dist}.trees`)).sort();
    await publishTree(dist, { files: [file('g1.json', '1')] });
    const [first] = await trees();
    await publishTree(dist, { files: [file('g1.json', '2')] });
    const second = basename(await readlink(dist));
    await publishTree(dist, { files: [file('g1.json', '3')] });
    const third = basename(await readlink(dist));
    // The first tree is no reader's any more: retired (renamed), its file still whole until deleted.
    expect(await trees()).toEqual([`${RETIRED_PREFIX}${first}`, second, third].sort());
    expect(await readFile(join(`${dist}.trees`, `${RETIRED_PREFIX}${first}`, 'g1.json'), 'utf8')).toBe('1');
    await publishTree(dist, { files: [file('g1.json', '4')] });
    const fourth = basename(await readlink(dist));
    expect(await trees()).toEqual([`${RETIRED_PREFIX}${second}`, third, fourth].sort());
    expect(await contents(dist)).toEqual({ 'g1.json': '4' });
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a retired tree is deleted whole by `rm`, and by fs.rm where that command is missing', async () => {
    for (const command of ['rm', 'no-such-command-for-this-test']) {
      const tree = place();
      await mkdir(join(tree, 'api', 'a', 'deep'), { recursive: true });
      await writeFile(join(tree, 'api', 'a', 'deep', '1.json'), '1');
      await writeFile(join(tree, 'g1.json'), 'g1');
      // A name an option parser would take for a flag: `--` keeps it a path.
      const hostile = join(tree, '-rf');
      await mkdir(hostile);
      await writeFile(join(hostile, 'x'), 'x');
      await removeTree(hostile, command);
      expect(await listTree(tree)).toEqual(new Set(['api/a/deep/1.json', 'g1.json']));
      await removeTree(tree, command);
      await expect(lstat(tree)).rejects.toMatchObject({ code: 'ENOENT' });
    }
  });

  test('a large tree carries its unchanged files by links made on the worker thread, in nested folders', async () => {
    const dist = place();
    // Several of the stage worker's batches, across folders of several depths.
    const paths = Array.from({ length: 1_050 }, (_, i) => `api/l${i % 7}/${i % 3 === 0 ? 'deep/' : ''}f${i}.json`);
    await publishTree(dist, { files: [...paths.map((p) => file(p, p)), file('g1.json', 'old')] });
    const before = await inode(join(dist, paths[5] as string));
    const report = await publishTree(dist, { files: [...paths.map(reuse), file('g1.json', 'new')] });
    expect(report).toEqual({ files: paths.length + 1, written: ['g1.json'], removed: [] });
    const after = await contents(dist);
    expect(Object.keys(after).length).toBe(paths.length + 1);
    for (const p of paths) expect(after[p]).toBe(p);
    expect(after['g1.json']).toBe('new');
    expect(await inode(join(dist, paths[5] as string))).toBe(before);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a large tree told to carry a file it lacks fails, and dist/ stays as it was', async () => {
    const dist = place();
    const paths = Array.from({ length: 1_000 }, (_, i) => `api/x/f${i}.json`);
    await publishTree(dist, { files: paths.map((p) => file(p, p)) });
    const tree = await readlink(dist);
    const attempt = publishTree(dist, { files: [...paths.map(reuse), reuse('api/x/gone.json')] });
    await expect(attempt).rejects.toThrow('api/x/gone.json is to be carried over but the previous tree lacks it');
    expect(await readlink(dist)).toBe(tree);
    expect((await listTree(dist)).size).toBe(paths.length);
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

  test('a rendered file the stage worker cannot put in place fails the publish with its error; dist/ stays', async () => {
    const dist = place();
    await publishOld(dist);
    // A file where the other one needs a folder: whichever the worker reaches first, the other fails.
    const attempt = publishTree(dist, { files: [file('x.json', 'x'), file('x.json/inner.json', 'y')] });
    await expect(attempt).rejects.toMatchObject({ code: expect.stringMatching(/^(EEXIST|ENOTDIR|EISDIR)$/) });
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
  });

  test("files given as views of one larger buffer (a render worker's batch) are written as the views, which stay intact", async () => {
    const dist = place();
    // A buffer of its own, as a render worker's is (a small Buffer.from shares Buffer's pool, which Node never transfers).
    const batch = Buffer.alloc(18);
    batch.write('first|second|third', 'utf8');
    const views = [batch.subarray(0, 5), batch.subarray(6, 12), batch.subarray(13)];
    await publishTree(dist, { files: views.map((bytes, i) => ({ path: `v${i}.txt`, bytes })) });
    expect(await contents(dist)).toEqual({ 'v0.txt': 'first', 'v1.txt': 'second', 'v2.txt': 'third' });
    // The caller still reads them (the build reads some files back for the global ones).
    expect(views.map((v) => v.toString('utf8'))).toEqual(['first', 'second', 'third']);
    expect(batch.toString('utf8')).toBe('first|second|third');
  });

  test('a file added after the publication was aborted is refused, and dist/ stays', async () => {
    const dist = place();
    await publishOld(dist);
    const publication = await openPublication(dist, {});
    publication.add(file('g1.json', 'x'));
    await publication.abort();
    expect(() => publication.add(file('g2.json', 'y'))).toThrow('g2.json was added after the publication was committed or aborted');
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('an abort while files are still being written waits for them: nothing is left beside dist/', async () => {
    const dist = place();
    await publishOld(dist);
    const publication = await openPublication(dist, {});
    for (let i = 0; i < 500; i += 1) publication.add(file(`api/n${i % 10}/f${i}.json`, 'x'.repeat(4_000 + i)));
    await publication.abort();
    // Were a write still going on, it would recreate the staging tree after abort removed it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
    expect((await readdir(`${dist}.trees`)).filter((t) => t.endsWith('.staging'))).toEqual([]);
  });

  test('a file to carry over that the previous tree lacks is an error, and dist/ stays', async () => {
    const dist = place();
    await publishOld(dist);
    await expect(publishTree(dist, { files: [reuse('nope.json')] })).rejects.toThrow('nope.json is to be carried over');
    expect(await contents(dist)).toEqual(OLD);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('a tree of the former layout (a plain dist/ folder) is replaced by a link without losing a file', async () => {
    const dist = place();
    for (const [path, text] of Object.entries(OLD)) {
      await mkdir(dirname(join(dist, path)), { recursive: true });
      await writeFile(join(dist, path), text);
    }
    const report = await publishTree(dist, { files: [file('g1.json', 'g1'), file('x.json', 'x')] });
    expect(report.removed).toEqual(['api/a/1.json', 'api/a/2.json', 'api/b/1.json', 'g2.json', 'g3.json']);
    expect((await lstat(dist)).isSymbolicLink()).toBe(true);
    expect(await contents(dist)).toEqual({ 'g1.json': 'g1', 'x.json': 'x' });
    expect(await leftovers(dist)).toEqual([]);
  });

  test.each(['NETLIFY', 'NETLIFY_LOCAL'])(
    "on a build Netlify deploys (%s=true, its CI's or netlify-cli's) dist/ is a plain folder, first publish or not",
    async (name) => {
      const dist = place();
      vi.stubEnv(name, 'true');
      try {
        await publishOld(dist);
        await publishTree(dist, { files: [file('g1.json', 'second')] });
        expect((await lstat(dist)).isDirectory()).toBe(true);
        expect(await contents(dist)).toEqual({ 'g1.json': 'second' });
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  test('the tree swapped out stays whole until the next publish (a reader that resolved dist/ still finds its files)', async () => {
    const dist = place();
    await publishOld(dist);
    const first = await readlink(dist);
    await publishTree(dist, { files: [file('g1.json', 'second')] });
    expect(await contents(join(dirname(dist), first))).toEqual(OLD);
    await publishTree(dist, { files: [file('g1.json', 'third')] });
    expect(await exists(join(dirname(dist), first))).toBe(false);
    expect(await leftovers(dist)).toEqual([]);
  });
});

/**
 * Kill tests (issue 15.3): the publish is stopped after each of its steps in turn. At the hook the
 * whole site folder is copied synchronously, hard links kept (testing/tree-copy.ts), which is what a kill leaves on disk (no clean-up, no
 * finally); the publish then fails. On the copy, dist/ must show the old tree or the new one, whole,
 * and the next publish must complete the new tree exactly and leave nothing behind.
 */
describe('a publish killed at every step', () => {
  const NEW: Record<string, string> = {
    'api/a/1.json': 'a1',
    'api/a/3.json': 'a3',
    'api/b/1.json': 'b1',
    'g1.json': 'g1',
    'g2.json': 'g2 changed',
  };
  const plan = (): PublishPlan => ({
    files: [
      file('api/a/1.json', 'a1'),
      file('api/a/3.json', 'a3'),
      reuse('api/b/1.json'),
      file('g1.json', 'g1'),
      file('g2.json', 'g2 changed'),
    ],
    incremental: { previousFiles: new Set(Object.keys(OLD)) },
  });

  test('leaves the old or the new tree whole, and the next publish completes it', async () => {
    const dist = place();
    await publishOld(dist);
    let total = 0;
    await publishTree(join(tmp, 'count', 'dist'), { files: Object.entries(OLD).map(([p, t]) => file(p, t)) });
    await publishTree(join(tmp, 'count', 'dist'), plan(), {
      step: (k) => {
        total = k;
      },
    });
    // Four files staged and one carried over (a batch of one), the tree renamed, dist/ pointed at it.
    expect(total).toBe(plan().files.length + 2);
    for (let k = 1; k <= total; k += 1) {
      const site = join(tmp, `kill-${k}`);
      await publishOld(join(site, 'dist'));
      const killed = join(tmp, `killed-${k}`);
      const attempt = publishTree(join(site, 'dist'), plan(), {
        step: (at) => {
          if (at !== k) return;
          copySite(site, killed);
          throw new Error(`killed at step ${k}`);
        },
      });
      await expect(attempt).rejects.toThrow(`killed at step ${k}`);
      const seen = await contents(join(killed, 'dist'));
      expect([OLD, NEW]).toContainEqual(seen);
      await publishTree(join(killed, 'dist'), plan());
      expect(await contents(join(killed, 'dist'))).toEqual(NEW);
      expect(await leftovers(join(killed, 'dist'))).toEqual([]);
    }
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
    incremental: { previousFiles: new Set(Object.keys(OLD)) },
  });

  test('writes only the changed and new files; every unchanged one is the same file, hard-linked', async () => {
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
    expect(await contents(dist)).toEqual({
      'api/a/1.json': 'a1',
      'api/a/3.json': 'a3',
      'api/b/1.json': 'b1',
      'g1.json': 'g1',
      'g2.json': 'g2 changed',
    });
    // Unchanged bytes keep their file: hard-linked into the new tree.
    expect(await inode(join(dist, 'api/a/1.json'))).toBe(before.a1);
    expect(await inode(join(dist, 'api/b/1.json'))).toBe(before.b1);
    expect(await inode(join(dist, 'g1.json'))).toBe(before.g1);
    expect(await inode(join(dist, 'g2.json'))).not.toBe(before.g2);
    expect(await leftovers(dist)).toEqual([]);
  });

  test('carries over more files than one batch links, each the same file, in folders of their own, besides new ones', async () => {
    const dist = place();
    const paths = Array.from({ length: 700 }, (_, i) => `api/l${i % 7}/f${i}.json`);
    await publishTree(dist, { files: paths.map((p) => file(p, p)) });
    const inodes = await Promise.all(paths.map((p) => inode(join(dist, p))));
    const report = await publishTree(dist, {
      files: [...paths.map(reuse), file('api/l0/new.json', 'new')],
      incremental: { previousFiles: new Set(paths) },
    });
    expect(report).toEqual({ files: 701, written: ['api/l0/new.json'], removed: [] });
    expect(await Promise.all(paths.map((p) => inode(join(dist, p))))).toEqual(inodes);
    expect(await readFile(join(dist, 'api/l6/f699.json'), 'utf8')).toBe('api/l6/f699.json');
    expect(await leftovers(dist)).toEqual([]);
  });

  test('publishes the whole tree when there is no previous dist/', async () => {
    const dist = place();
    const report = await publishTree(dist, {
      files: [file('api/a/1.json', 'a1')],
      incremental: { previousFiles: new Set() },
    });
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

  test('recovery removes what the former layout left (dist.staging, dist.previous), restoring a tree it had moved aside', async () => {
    const dist = place();
    await mkdir(join(`${dist}.previous`, 'tree'), { recursive: true });
    await writeFile(join(`${dist}.previous`, 'tree', 'g1.json'), 'g1');
    await mkdir(`${dist}.staging`, { recursive: true });
    await recoverPublish(dist);
    expect(await contents(dist)).toEqual({ 'g1.json': 'g1' });
    expect(await leftovers(dist)).toEqual([]);
  });
});
