import { appendFile, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteAssets, sourceDigest } from './render/assets.ts';
import { PROJECT_ROOT } from '../pipeline/config.ts';

/** vite runs twice here (a cold cache, then changed sources). */
const VITE_TIMEOUT_MS = 120_000;

let root: string;
let cacheDir: string;

beforeAll(async () => {
  // A copy of the sources the bundle reads, so the test can change them.
  root = await mkdtemp(join(tmpdir(), 'assets-test-'));
  cacheDir = join(root, 'cache');
  for (const dir of ['web', 'pipeline/registry']) {
    await cp(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true, filter: (src) => !src.includes(`${join('web', 'testing')}`) });
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the bundled client code (issue 6 item 2)', () => {
  test(
    'vite runs once per version of web/: unchanged sources come from the cache, changed ones rebuild',
    async () => {
      const first = await siteAssets({ root, cacheDir });
      expect(first.fromCache).toBe(false);
      for (const entry of [first.entries.checker, first.entries.stats]) {
        expect(entry.script).toMatch(/^assets\/[a-z]+-[A-Za-z0-9_-]{8}\.js$/);
      }
      expect(first.entries.site.styles).toEqual([expect.stringMatching(/^assets\/site-[A-Za-z0-9_-]{8}\.css$/)]);
      expect(first.files.map((f) => f.path)).toContain('widget.js');
      // The bundle's manifest is an input of the pages, not a published file.
      expect(first.files.some((f) => f.path.endsWith('.json'))).toBe(false);

      const again = await siteAssets({ root, cacheDir });
      expect(again.fromCache).toBe(true);
      expect(again.key).toBe(first.key);
      expect(again.digest).toBe(first.digest);

      // A test file does not change the bundle; a script does.
      await appendFile(join(root, 'web', 'pages.test.ts'), '\n// changed\n');
      expect(await sourceDigest(root)).toBe(first.key);
      await appendFile(join(root, 'web', 'scripts', 'stats.ts'), '\nconsole.info("changed");\n');
      const changed = await siteAssets({ root, cacheDir });
      expect(changed.fromCache).toBe(false);
      expect(changed.key).not.toBe(first.key);
      expect(changed.entries.stats.script).not.toBe(first.entries.stats.script);
      expect(changed.entries.checker.script).toBe(first.entries.checker.script);
      // Only finished bundles stay in the cache.
      expect((await readdir(cacheDir)).sort()).toEqual([first.key, changed.key].sort());
    },
    VITE_TIMEOUT_MS,
  );

  test('the widget is one classic script and carries only its own texts', async () => {
    const assets = await siteAssets({ root, cacheDir });
    const widget = assets.files.find((f) => f.path === 'widget.js')?.text ?? '';
    expect(widget.startsWith('(function(){')).toBe(true);
    expect(widget).not.toMatch(/^\s*(import|export)\b/m);
    expect(widget).toContain('Results from {source}');
    // A page text the widget never shows is not in its bundle.
    expect(widget).not.toContain('Never drawn');
  });
});
