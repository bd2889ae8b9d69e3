import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { BUILD_ENTRIES, codeDigest, forgetSources, importGraph } from './code-digest.ts';

const SITE = { name: 'Test', baseUrl: 'https://lotto.example' };
let root: string | undefined;

afterEach(async () => {
  vi.useRealTimers();
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/**
 * Moves the clock a minute on: every file then looks older than the racy window, so the source
 * cache keeps it (a real build's sources are usually that old).
 */
function laterOn(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
}

/** A small project: an entry importing in every form the graph follows, plus files it never imports. */
async function project(files: Readonly<Record<string, string>>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'code-digest-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  root = dir;
  return dir;
}

const FILES = {
  'src/entry.ts':
    "import { a } from './a.ts';\nimport type {\n  B,\n} from '../lib/b.ts';\nexport { c } from './c.ts';\nimport './side.ts';\nconst d = () => import('./d.ts');\nimport { z } from 'zod';\n",
  'src/a.ts': "import { shared } from './shared.ts';\nexport const a = shared;\n",
  'lib/b.ts': 'export type B = string;\n',
  'src/c.ts': "export { shared as c } from './shared.ts';\n",
  'src/side.ts': '',
  'src/d.ts': 'export const d = 1;\n',
  'src/shared.ts': 'export const shared = 1;\n',
  'src/a.test.ts': "import { a } from './a.ts';\n",
  'testing/helper.ts': "import { a } from '../src/a.ts';\n",
};

describe('the build code digest (issue 10 item 4)', () => {
  test('follows every import form from the entry, and nothing else', async () => {
    const dir = await project(FILES);
    expect(await importGraph(dir, ['src/entry.ts'])).toEqual([
      'lib/b.ts',
      'src/a.ts',
      'src/c.ts',
      'src/d.ts',
      'src/entry.ts',
      'src/shared.ts',
      'src/side.ts',
    ]);
  });

  test('changes when a file the build imports changes', async () => {
    const dir = await project(FILES);
    const before = await codeDigest(SITE, dir, ['src/entry.ts']);
    await writeFile(join(dir, 'src/shared.ts'), 'export const shared = 2;\n');
    expect(await codeDigest(SITE, dir, ['src/entry.ts'])).not.toBe(before);
  });

  test('changes when the locked package versions change (package-lock.json), and holds without a lockfile', async () => {
    const dir = await project(FILES);
    const without = await codeDigest(SITE, dir, ['src/entry.ts']);
    expect(await codeDigest(SITE, dir, ['src/entry.ts'])).toBe(without);
    await writeFile(join(dir, 'package-lock.json'), '{"packages":{"node_modules/zod":{"version":"4.1.0"}}}\n');
    const locked = await codeDigest(SITE, dir, ['src/entry.ts']);
    expect(locked).not.toBe(without);
    await writeFile(join(dir, 'package-lock.json'), '{"packages":{"node_modules/zod":{"version":"4.1.1"}}}\n');
    expect(await codeDigest(SITE, dir, ['src/entry.ts'])).not.toBe(locked);
  });

  test('does not change when a test or a test helper changes', async () => {
    const dir = await project(FILES);
    const before = await codeDigest(SITE, dir, ['src/entry.ts']);
    await writeFile(join(dir, 'src/a.test.ts'), "import { a } from './a.ts';\n// edited\n");
    await writeFile(join(dir, 'testing/helper.ts'), '// edited\n');
    expect(await codeDigest(SITE, dir, ['src/entry.ts'])).toBe(before);
  });

  test('fails naming a relative import that names no file', async () => {
    const dir = await project({ 'src/entry.ts': "import { x } from './missing.ts';\n" });
    await expect(importGraph(dir, ['src/entry.ts'])).rejects.toThrow('src/missing.ts');
  });

  test("the real build's graph holds its producers and the endpoint table, and no test, test helper or command", async () => {
    const graph = await importGraph(PROJECT_ROOT, BUILD_ENTRIES);
    expect(graph).toEqual(
      expect.arrayContaining(['pipeline/site-build.ts', 'pipeline/contract/endpoints.ts', 'pipeline/publish/outputs.ts']),
    );
    expect(
      graph.filter(
        (f) => f.endsWith('.test.ts') || /(^|\/)testing\//.test(f) || f.startsWith('pipeline/commands/') || f.startsWith('pipeline/serve/'),
      ),
    ).toEqual([]);
  });
});

describe('the source cache behind the code digest', () => {
  const entry = ['src/entry.ts'];
  const cacheFile = (dir: string) => join(dir, 'dist.code.json');
  /** The digest from the sources as they are: no cache file, the process's entries forgotten. */
  const uncached = (dir: string) => {
    forgetSources();
    return codeDigest(SITE, dir, entry, null);
  };
  const cached = (dir: string) => codeDigest(SITE, dir, entry, cacheFile(dir));

  test('keeps every source of the graph, and gives the digest the sources give', async () => {
    const dir = await project(FILES);
    laterOn();
    expect(await cached(dir)).toBe(await uncached(dir));
    const kept = JSON.parse(await readFile(cacheFile(dir), 'utf8')) as Record<string, { imports: string[] }>;
    expect(Object.keys(kept).sort()).toEqual((await importGraph(dir, entry)).map((f) => join(dir, f)));
    expect(kept[join(dir, 'src/c.ts')]?.imports).toEqual([join(dir, 'src/shared.ts')]);
    expect(await cached(dir)).toBe(await uncached(dir));
  });

  test('a kept source that is edited, even to the same size and modification time, is read again', async () => {
    const dir = await project(FILES);
    laterOn();
    const file = join(dir, 'src/shared.ts');
    const whole = 1_700_000_000; // whole seconds: utimes gives them back exactly
    await utimes(file, whole, whole);
    const before = await cached(dir);
    const kept = (await stat(file)).mtimeMs;
    await writeFile(file, 'export const shared = 2;\n');
    await utimes(file, whole, whole); // only the change time (which utimes cannot set) tells
    expect((await stat(file)).mtimeMs).toBe(kept);
    const after = await cached(dir);
    expect(after).not.toBe(before);
    expect(after).toBe(await uncached(dir));
  });

  test('a kept source that gains an import brings the new file into the digest', async () => {
    const dir = await project(FILES);
    laterOn();
    await cached(dir);
    await writeFile(join(dir, 'src/new.ts'), 'export const n = 1;\n');
    await writeFile(join(dir, 'src/d.ts'), "export { n } from './new.ts';\n");
    expect(await importGraph(dir, entry)).toContain('src/new.ts');
    expect(await cached(dir)).toBe(await uncached(dir));
    await writeFile(join(dir, 'src/new.ts'), 'export const n = 2;\n');
    expect(await cached(dir)).toBe(await uncached(dir));
  });

  test('a source changed within the racy window is not kept, and an unreadable cache is only read around', async () => {
    const dir = await project(FILES);
    expect(await cached(dir)).toBe(await uncached(dir));
    // Nothing old enough to keep: no cache is written.
    await expect(readFile(cacheFile(dir), 'utf8')).rejects.toThrow('ENOENT');
    await writeFile(cacheFile(dir), '{ not json');
    laterOn();
    expect(await cached(dir)).toBe(await uncached(dir));
  });

  test('an entry whose size, times and inode match is trusted without reading the file (what makes it fast)', async () => {
    const dir = await project(FILES);
    laterOn();
    const honest = await cached(dir);
    const kept = JSON.parse(await readFile(cacheFile(dir), 'utf8')) as Record<string, { digest: string }>;
    (kept[join(dir, 'src/side.ts')] as { digest: string }).digest = '0'.repeat(64);
    await writeFile(cacheFile(dir), JSON.stringify(kept));
    expect(await cached(dir)).not.toBe(honest);
  });
});
