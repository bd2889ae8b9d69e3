import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { route } from '../answers/route.ts';
import { PROJECT_ROOT } from '../config.ts';
import { ENDPOINTS, STATIC_ENDPOINTS } from '../contract/endpoints.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { type BundledFile, bundledFiles } from '../published/netlify-tree.ts';
import { LOTTERY_IDS, type LotteryId } from '../registry/index.ts';
import type { LocalServer } from '../serve/local-server.ts';
import { type Cdn, cdnFor, forms, matcherFor, pools, same } from '../testing/netlify-cdn.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import { FUNCTION_SERVED_ORDER, RULE_BUDGET, functionServedIn, netlifyRules, redirectsText, rulesServing } from './netlify-rules.ts';

/**
 * Issue 14: at most RULE_BUDGET rules whatever the number of lotteries with data. Beyond it the
 * endpoints of FUNCTION_SERVED_ORDER (/calculations) are served by the fallback function, which
 * reads their files from its bundle (netlify.toml `included_files`); every other endpoint keeps its
 * literal rules. Proved here with Netlify's parser and matcher on every URL form, as
 * netlify-rules.test.ts does for the all-literal rules.
 */

describe('the rule budget', () => {
  test('every lottery with data (the scale case): the literal rules would pass the budget; /calculations goes to the function and the rest fits', () => {
    expect(rulesServing(LOTTERY_IDS, new Set()).length).toBeGreaterThan(RULE_BUDGET);
    const rules = netlifyRules(LOTTERY_IDS);
    expect(rules.length).toBeLessThanOrEqual(RULE_BUDGET);
    expect(functionServedIn(rules)).toEqual(['calculations']);
    // The endpoint has one rule left, sending any query to the fallback; every other endpoint keeps its literal rules.
    expect(rules.filter((r) => r.from === ENDPOINTS.calculations.path)).toEqual([
      { from: '/calculations', query: {}, to: `${FALLBACK_PREFIX}/calculations` },
    ]);
    const allLiteral = rulesServing(LOTTERY_IDS, new Set());
    for (const endpoint of STATIC_ENDPOINTS.filter((e) => e !== 'calculations')) {
      const of = (r: { from: string }) => r.from === ENDPOINTS[endpoint].path;
      expect(rules.filter(of), endpoint).toEqual(allLiteral.filter(of));
    }
  });

  test('while every literal rule fits, nothing goes to the function: the rules are the all-literal ones', () => {
    for (const withData of [
      ['thai-government'],
      ['thai-government', 'lao-lottery', 'hanoi-normal'],
      LOTTERY_IDS.slice(0, 20),
    ] as LotteryId[][]) {
      expect(redirectsText(netlifyRules(withData))).toBe(redirectsText(rulesServing(withData, new Set())));
    }
  });

  test('the switch happens at the first count of lotteries whose literal rules pass the budget', () => {
    let first = -1;
    for (let n = 1; n <= LOTTERY_IDS.length && first < 0; n += 1) {
      if (rulesServing(LOTTERY_IDS.slice(0, n), new Set()).length > RULE_BUDGET) first = n;
    }
    expect(first).toBeGreaterThan(1);
    expect(functionServedIn(netlifyRules(LOTTERY_IDS.slice(0, first - 1)))).toEqual([]);
    expect(functionServedIn(netlifyRules(LOTTERY_IDS.slice(0, first)))).toEqual(['calculations']);
  });

  test('rules that cannot fit fail the build instead of being deployed', () => {
    expect(() => netlifyRules(LOTTERY_IDS, 5_000)).toThrow(/over 5000/);
    expect(FUNCTION_SERVED_ORDER.every((e) => STATIC_ENDPOINTS.includes(e))).toBe(true);
  });
});

/**
 * The `included_files` the fallback function gets from netlify.toml, as globs over project paths:
 * those of `[functions]` and of `[functions.fallback]`, which Netlify concatenates ("If a function
 * matches several configuration blocks containing one of these properties, the values are
 * concatenated": @netlify/build-info's netlify.toml types).
 */
async function includedFiles(): Promise<RegExp[]> {
  const toml = await readFile(join(PROJECT_ROOT, 'netlify.toml'), 'utf8');
  const globs: string[] = [];
  let table = '';
  for (const line of toml.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) table = (header[1] as string).replace(/"/g, '');
    const list = /^\s*included_files\s*=\s*\[([^\]]*)\]/.exec(line)?.[1];
    if (list !== undefined && (table === 'functions' || table === 'functions.fallback'))
      globs.push(...[...list.matchAll(/"([^"]+)"/g)].map(([, glob]) => glob as string));
  }
  return globs.map(globRegExp);
}

function globRegExp(glob: string): RegExp {
  const parts = glob.split('**').map((part) =>
    part
      .split('*')
      .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*'),
  );
  return new RegExp(`^${parts.join('.*')}$`);
}

/** The files a deployed fallback function has: those of the tree that `included_files` names, and no other. */
function deployedBundle(distDir: string, globs: readonly RegExp[]): BundledFile {
  const read = bundledFiles(distDir);
  return async (file) => (globs.some((g) => g.test(`dist/${file}`)) ? read(file) : null);
}

describe('rules with /calculations served by the fallback function, on a tree built from synthetic data', () => {
  let tree: TestTree;
  let server: LocalServer;
  let cdn: Cdn;
  let dir: string;
  const hasData = (id: LotteryId) => tree.withData.includes(id);

  beforeAll(async () => {
    tree = await syntheticTree();
    server = await serveTree(tree.distDir);
    dir = await mkdtemp(join(tmpdir(), 'rules-budget-'));
    const redirectsFile = join(dir, '_redirects');
    await writeFile(redirectsFile, redirectsText(rulesServing(tree.withData, new Set(['calculations']))));
    // The safety net's origin answers nothing: every valid /calculations answer must come from the bundle.
    cdn = await cdnFor(tree, 'http://127.0.0.1:9', { redirectsFile, bundled: deployedBundle(tree.distDir, await includedFiles()) });
  });
  afterAll(async () => {
    await server?.close();
    await tree?.remove();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('every URL form of /calculations reaches the function and gets the local server’s status and bytes', async () => {
    const mismatches: string[] = [];
    const counts = { valid: 0, invalid: 0 };
    for (const query of forms(pools(tree.withData, 'calculations'))) {
      const target = `/calculations${query ? `?${query}` : ''}`;
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      if (answer.via !== `fallback:${FALLBACK_PREFIX}/calculations`) mismatches.push(`${target}: lands on ${answer.via}`);
      else if (!same(local, answer)) mismatches.push(`${target}: local ${local.status}, CDN ${answer.status}, bodies differ`);
      counts[route('/calculations', new URL(target, 'http://local').searchParams, hasData).kind === 'file' ? 'valid' : 'invalid'] += 1;
    }
    expect(mismatches).toEqual([]);
    expect(counts.valid).toBeGreaterThan(10);
    expect(counts.invalid).toBeGreaterThan(10);
  }, 120_000);

  test.each([
    '/calculations?lang=xx&lang=en',
    '/calculations?lang',
    '/calculations?l%61ng=en&lottery=thai-government',
    '/calculations?lang=lo&',
    '/calculations/?window=all&prize=last-two-digit',
  ])('%s: where literal rules cannot follow C2.3, the function does (docs/netlify.md)', async (target) => {
    const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
    expect(answer.via).toBe(`fallback:${FALLBACK_PREFIX}/calculations`);
    expect({ status: answer.status, body: answer.body.toString('utf8') }).toEqual({ status: local.status, body: local.text() });
  });

  test.each(['results', 'stats'] as const)(
    '/%s keeps its literal rules: a valid form is a file, any other the fallback, as before',
    async (endpoint) => {
      const mismatches: string[] = [];
      for (const query of forms(pools(tree.withData, endpoint)).filter((_, i) => i % 2 === 0)) {
        const target = `/${endpoint}${query ? `?${query}` : ''}`;
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        const outcome = route(`/${endpoint}`, new URL(target, 'http://local').searchParams, hasData);
        const expected = outcome.kind === 'file' ? `file:${outcome.file}` : `fallback:${FALLBACK_PREFIX}/${endpoint}`;
        if (answer.via !== expected || !same(local, answer)) mismatches.push(`${target}: ${answer.via}, expected ${expected}`);
      }
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  const hostile = [
    '..',
    '.',
    '/',
    '%2F',
    '..%2F..%2Fopenapi',
    '%2e%2e',
    '',
    'x'.repeat(5000),
    '%E0%B8%97%E0%B8%A2',
    '%F0%9F%8E%B2',
    ':lang',
    '%00',
  ];
  test.each(['calculations', 'results', 'stats'] as const)(
    'hostile values in every parameter of /%s end where the local server says, with its bytes',
    async (endpoint) => {
      const mismatches: string[] = [];
      const params = ENDPOINTS[endpoint].params;
      for (const name of params) {
        for (const value of hostile) {
          const target = `/${endpoint}?${params.map((p) => `${p}=${p === name ? value : p === 'lottery' ? 'thai-government' : p === 'lang' ? 'en' : pools(tree.withData, endpoint).find(([n]) => n === p)?.[1][0]}`).join('&')}`;
          const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
          if (!answer.via.startsWith('fallback:') || !same(local, answer))
            mismatches.push(`${target.slice(0, 80)}: ${answer.via} ${answer.status}, local ${local.status}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
    120_000,
  );
});

describe('why no placeholder reaches a rule target (docs/netlify.md)', () => {
  test('netlify-redirector puts a query value into the target as it is (dots kept, "/" as %2F): an invalid value names a path no valid request names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rules-placeholder-'));
    try {
      const file = join(dir, '_redirects');
      await writeFile(file, '/results lottery=:lottery limit=:limit lang=:lang /api/:lottery/results.:limit.:lang.json 200\n');
      const match = await matcherFor(file);
      const to = (query: string) => match(`/results?${query}`)?.to;
      expect(to('lottery=thai-government&limit=5&lang=en')).toBe('/api/thai-government/results.5.en.json');
      // Dots are kept: a value of dots names no file; a whole segment of them is a dot segment (resolved: /results.5.en.json).
      expect(to('lottery=thai-government&limit=..&lang=en')).toBe('/api/thai-government/results....en.json');
      expect(to('lottery=..&limit=5&lang=en')).toBe('/api/../results.5.en.json');
      expect(to('lottery=thai-government&limit=5&lang=..%2F..%2Fstats%2Fen')).toBe(
        '/api/thai-government/results.5...%2F..%2Fstats%2Fen.json',
      );
      expect(to('lottery=thai-government&limit=5&lang=')).toBe('/api/thai-government/results.5..json');
      expect(to('lottery=thai-government&limit=5&lang=a%20b')).toBe('/api/thai-government/results.5.a+b.json');
      // Whether the CDN resolves such a target to a file, and what it answers when none is there, is Netlify's, not checkable here.
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
