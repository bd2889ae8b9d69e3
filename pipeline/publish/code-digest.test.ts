import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { BUILD_ENTRIES, codeDigest, importGraph } from './code-digest.ts';

const SITE = { name: 'Test', baseUrl: 'https://lotto.example' };
let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

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
