import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_LIMIT, DEFAULT_WINDOW } from '../contract/params.ts';
import { resultsFile } from '../contract/paths.ts';
import { route } from '../answers/route.ts';
import { LOTTERY_IDS, type LotteryId, calculationPrizes, lottery } from '../registry/index.ts';
import type { LocalServer } from '../serve/local-server.ts';
import { type TestTree, committedTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import { type Cdn, type ParsedRule, cdnFor, exists, forms, pools, same, staticAt } from '../testing/netlify-cdn.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { WIDGET_PAGE_PATH, widgetRewrite } from '../contract/widget-paths.ts';
import { notFoundRules } from './not-found-rules.ts';
import { ENDPOINTS, ENDPOINT_NAMES } from '../contract/endpoints.ts';

describe('Netlify rules on a tree built from synthetic data', () => {
  let tree: TestTree;
  let server: LocalServer;
  let cdn: Cdn;
  const hasData = (id: LotteryId) => tree.withData.includes(id);

  beforeAll(async () => {
    tree = await syntheticTree();
    server = await serveTree(tree.distDir);
    cdn = await cdnFor(tree, server.url);
  });
  afterAll(async () => {
    await server?.close();
    await tree?.remove();
  });

  test('every literal rule points at the file route() serves for its query, and the file exists', async () => {
    const literal = cdn.rules.filter((r) => !r.to.startsWith(`${FALLBACK_PREFIX}/`) && r.from !== WIDGET_PAGE_PATH && r.status === 200);
    expect(literal.length).toBeGreaterThan(0);
    for (const rule of literal) {
      const outcome = route(rule.from, new URLSearchParams(rule.query as Record<string, string>), hasData);
      expect({
        rule: `${rule.from} ${JSON.stringify(rule.query)}`,
        to: outcome.kind === 'file' ? `/${outcome.file}` : outcome.kind,
      }).toEqual({
        rule: `${rule.from} ${JSON.stringify(rule.query)}`,
        to: rule.to,
      });
      expect(await exists(join(tree.distDir, rule.to))).toBe(true);
      expect({ status: rule.status, force: rule.force }).toEqual({ status: 200, force: false });
    }
  });

  test('every other rule is a placeholder rule to its endpoint fallback, and the not-found rules close the list', () => {
    const tail = notFoundRules();
    const other = cdn.rules.slice(0, -tail.length).filter((r) => r.to.startsWith(`${FALLBACK_PREFIX}/`));
    // The last of those: the forced 404 of the internal /api/ files (issue 15.6).
    expect(other.at(-1)).toMatchObject({ from: '/api/*', to: `${FALLBACK_PREFIX}/not-found`, query: {}, status: 200, force: true });
    for (const rule of other.slice(0, -1)) {
      expect(rule.to).toBe(`${FALLBACK_PREFIX}${rule.from}`);
      for (const [name, value] of Object.entries(rule.query)) expect(value).toBe(`:${name}`);
    }
    // Issue 13 item 4: each endpoint's folder but /stats (a folder of pages) and each download
    // family's to the JSON 404, then each language's HTML 404 page, Thai last.
    const folders = [
      ...ENDPOINT_NAMES.filter((e) => e !== 'stats').map((e) => ENDPOINTS[e].path),
      '/feeds',
      '/calendar',
      '/history',
      '/openapi.json',
      '/readme.md',
    ];
    expect(cdn.rules.slice(-tail.length).map((r) => `${r.from} ${r.to} ${r.status}${r.force ? '!' : ''}`)).toEqual([
      ...folders.map((f) => `${f}/* ${FALLBACK_PREFIX}/not-found 200`),
      // Any other path asked with a parameter of the API: a mistyped endpoint, the JSON 404 too.
      ...['date', 'lang', 'limit', 'lottery', 'number', 'numbers', 'prize', 'window'].map(() => `/* ${FALLBACK_PREFIX}/not-found 200`),
      '/en/* /en/404.html 404',
      '/lo/* /lo/404.html 404',
      '/my/* /my/404.html 404',
      '/vi/* /vi/404.html 404',
      '/* /404.html 404',
    ]);
  });

  test('no published file or page shadows an API path (the rules are not forced)', async () => {
    for (const path of ['/results', '/check', '/stats', '/calculations', '/lotteries']) {
      expect(await staticAt(tree.distDir, path)).toBeNull();
      expect(await staticAt(tree.distDir, `${path}/`)).toBeNull();
    }
  });

  test.each(['results', 'stats', 'calculations', 'lotteries'] as const)(
    'every URL form of /%s lands where the local server says, with its bytes',
    async (endpoint) => {
      const mismatches: string[] = [];
      const counts = { file: 0, fallback: 0 };
      for (const query of forms(pools(tree.withData, endpoint))) {
        const target = `/${endpoint}${query ? `?${query}` : ''}`;
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        const url = new URL(target, 'http://local');
        const outcome = route(`/${endpoint}`, url.searchParams, hasData);
        // Valid with data: a static file, never a function. Anything else: the fallback function.
        const expected = outcome.kind === 'file' ? `file:${outcome.file}` : `fallback:${FALLBACK_PREFIX}/${endpoint}`;
        if (answer.via !== expected) mismatches.push(`${target}: lands on ${answer.via}, route() says ${expected}`);
        else if (!same(local, answer))
          mismatches.push(`${target}: local ${local.status}, CDN ${answer.status} (${answer.via}), bodies differ`);
        counts[outcome.kind === 'file' ? 'file' : 'fallback'] += 1;
      }
      expect(mismatches).toEqual([]);
      // /lotteries has one parameter of its own, so far fewer forms.
      const least = endpoint === 'lotteries' ? 3 : 10;
      expect(counts.file).toBeGreaterThan(least);
      expect(counts.fallback).toBeGreaterThan(least);
    },
    120_000,
  );

  test.each([
    '/results?lottery=thai-government&limit=2&lang=en&extra=1',
    '/results?utm_source=x&lang=vi',
    '/results?&&lang=lo',
    '/results?LANG=en',
    '/stats?lottery=lao-lottery&LOTTERY=nope&lang=my',
    '/calculations?window=all&x=%00&prize=last-two-digit',
    '/results?lang=en%00',
    '/results?lang=e+n',
    '/results?lang=%E0%B8%97',
    '/results?lang=%zz',
    '/results?lang=en;lottery=lao-vip',
    '/results?lang=en=',
    '/results?=en',
    '/%72esults?lang=vi',
    '/results/?lang=en',
    '/stats/?lottery=nope',
    '/check?number=12&lang=en',
    '/check/?number=1&lang=vi',
  ])('%s: extra, odd and encoded forms answer alike', async (target) => {
    const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
    expect({ status: answer.status, body: answer.body.toString('utf8') }).toEqual({ status: local.status, body: local.text() });
  });

  test.each(['/results/x', '/results//', '/api/nope.json', '/feeds/nope.txt', '/history/x/y', '/calendar/nope', '/lotteries/x'])(
    '%s: an unknown API path lands on the not-found rule and the fallback answers as the local server',
    async (target) => {
      expect(cdn.match(target)?.to).toBe(`${FALLBACK_PREFIX}/not-found`);
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      expect(answer.via).toBe(`fallback:${FALLBACK_PREFIX}/not-found`);
      expect(local.status).toBe(404);
      expect({ status: answer.status, body: answer.body.toString('utf8') }).toEqual({ status: local.status, body: local.text() });
    },
  );

  test.each([
    ['/nope', '404.html'],
    ['/nope/', '404.html'],
    ['/RESULTS', '404.html'],
    ['/results.json', '404.html'],
    ['/stats/nope/', '404.html'],
    ['/lottery/bogus/', '404.html'],
    ['/en/nope/', 'en/404.html'],
    ['/en/lottery/bogus/', 'en/404.html'],
    ['/vi/stats/nope', 'vi/404.html'],
    ['/lo/x/y/z', 'lo/404.html'],
    ['/my/nope', 'my/404.html'],
  ])('%s: an unknown page path gets the HTML 404 page %s with status 404, as the local server answers', async (target, file) => {
    const m = cdn.match(target);
    expect({ to: m?.to, status: m?.status, force: m?.force }).toEqual({ to: `/${file}`, status: 404, force: false });
    expect(await staticAt(tree.distDir, target)).toBeNull();
    const local = await get(server.url, target);
    expect(local.status).toBe(404);
    expect(local.body.equals(await readFile(join(tree.distDir, file)))).toBe(true);
  });

  test.each([
    '/resultz?lottery=lao-lottery&lang=en',
    '/RESULTS?lang=vi',
    '/results.json?limit=5&lang=lo',
    '/chek?number=123456&lang=my',
    '/en/nope/?lottery=thai-government&lang=en',
    '/check-many/x?numbers=12',
  ])('%s: an unknown path asked with an API parameter (a mistyped endpoint) gets the JSON 404 in its lang, as locally', async (target) => {
    const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
    expect(answer.via).toBe(`fallback:${FALLBACK_PREFIX}/not-found`);
    expect(local.status).toBe(404);
    expect(local.headers['content-type']).toMatch(/^application\/json/);
    expect({ status: answer.status, body: answer.body.toString('utf8') }).toEqual({ status: local.status, body: local.text() });
  });

  test('published pages are served ahead of the 404 rules, with a query too', async () => {
    for (const target of [
      '/en/',
      '/en/checker/',
      '/en/checker/?lottery=thai-government&numbers=123456&lang=en',
      '/stats/lao-lottery/',
      '/vi/developers/',
      '/sitemap.xml',
    ]) {
      const answer = await cdn.answer(target);
      expect(answer.via, target).toBe('static');
      expect(answer.status).toBe(200);
    }
  });

  test.each([
    '/api/build-manifest.json',
    '/api/latest-index.json',
    '/api/thai-government/latest.json',
    '/api/thai-government/results.10.en.json',
    '/api/not-found.en.json',
  ])(
    '%s: an internal file is not served; the forced rule sends it to the JSON 404, as the local server answers (issue 15.6)',
    async (target) => {
      expect(await staticAt(tree.distDir, target)).not.toBeNull();
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      expect(answer.via).toBe(`fallback:${FALLBACK_PREFIX}/not-found`);
      expect(local.status).toBe(404);
      expect({ status: answer.status, body: answer.body.toString('utf8') }).toEqual({ status: local.status, body: local.text() });
    },
  );

  test('the widget rules are forced rewrites of /widget/ to pages of the tree, ahead of the internal and catch-all rules', async () => {
    const widget = cdn.rules.filter((r) => r.from === WIDGET_PAGE_PATH);
    // Every lottery in every language, every lottery alone, every language but Thai alone.
    expect(widget).toHaveLength(LOTTERY_IDS.length * 5 + LOTTERY_IDS.length + 4);
    for (const rule of widget) {
      expect({ status: rule.status, force: rule.force }).toEqual({ status: 200, force: true });
      expect(await exists(join(tree.distDir, rule.to))).toBe(true);
      expect(`/${rule.to.slice(1).replace(/index\.html$/, '')}`).toBe(
        widgetRewrite(WIDGET_PAGE_PATH, new URLSearchParams(rule.query as Record<string, string>)),
      );
    }
    expect(cdn.rules.indexOf(widget.at(-1) as ParsedRule)).toBeLessThan(cdn.rules.length - 2);
  });

  test('every URL form of the widget address lands on the page the local server serves, with its bytes (issue 13.5)', async () => {
    const other = tree.withData.find((id) => id !== 'thai-government') ?? 'lao-lottery';
    const without = LOTTERY_IDS.find((id) => !tree.withData.includes(id)) ?? 'lao-vip';
    const lotteries = ['thai-government', other, without, 'nope', '', 'THAI-GOVERNMENT'];
    const langs = ['en', 'vi', 'th', 'xx', '', 'EN'];
    const targets = [
      ...forms([
        ['lottery', lotteries],
        ['lang', langs],
      ]).flatMap((query) => [`/widget/${query ? `?${query}` : ''}`]),
      `/widget?lottery=${other}&lang=lo`,
      '/widget/?lottery=nope&lottery=thai-government&lang=my',
      '/widget/?lang=vi&lottery=thai-government&utm_source=x',
      '/en/widget/',
      `/my/widget/${other}/`,
    ];
    const mismatches: string[] = [];
    for (const target of targets) {
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      const url = new URL(target, 'http://local');
      const path = url.pathname.replace(/([^/])$/, '$1/');
      const page = widgetRewrite(url.pathname, url.searchParams) ?? path;
      // The page at the path itself is served as it is; any other through a rule.
      const expected = page === path ? 'static' : `file:${page.slice(1)}index.html`;
      if (answer.via !== expected) mismatches.push(`${target}: lands on ${answer.via}, widgetRewrite says ${expected}`);
      else if (local.status !== 200 || !same(local, answer))
        mismatches.push(`${target}: local ${local.status}, CDN ${answer.status} (${answer.via}), bodies differ`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  test('published files are served as they are, ahead of the catch-all rule', async () => {
    for (const target of ['/openapi.json', '/readme.md']) {
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      expect(answer.via).toBe('static');
      expect(same(local, answer)).toBe(true);
    }
  });

  describe('where Netlify cannot follow C2.3 (documented in docs/netlify.md)', () => {
    test('a repeated parameter takes its LAST value on the CDN; C2.3 (and every live path) answers 400', async () => {
      for (const [target, file] of [
        ['/results?lang=xx&lang=en', resultsFile('thai-government', DEFAULT_LIMIT, 'en')],
        ['/results?limit=0&limit=5&lang=vi', resultsFile('thai-government', 5, 'vi')],
        ['/results?lottery=lao-vip&lottery=thai-government', resultsFile('thai-government', DEFAULT_LIMIT, 'th')],
      ] as const) {
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        expect(answer.via).toBe(`file:${file}`);
        const url = new URL(target, 'http://local');
        const outcome = route(url.pathname, url.searchParams, hasData);
        expect(outcome.kind === 'answer' ? outcome.answer : null).toEqual({ status: 400, body: local.json() });
        expect(local.status).toBe(400);
      }
      // When the last value is itself invalid the rules send it to the function, which sees every value and agrees.
      for (const target of [
        '/results?lang=en&lang=xx',
        '/stats?lottery=thai-government&lottery=nope',
        `/calculations?window=${DEFAULT_WINDOW}&window=7`,
      ]) {
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        expect(answer.via.startsWith('fallback:')).toBe(true);
        expect(same(local, answer)).toBe(true);
        expect(local.status).toBe(400);
      }
    });

    test('a query ending in "&" loses its last parameter in netlify-redirector; the live paths read it', async () => {
      for (const [target, cdnFile, localFile] of [
        ['/results?lang=lo&', resultsFile('thai-government', DEFAULT_LIMIT, 'th'), resultsFile('thai-government', DEFAULT_LIMIT, 'lo')],
        ['/results?lang=en&limit=3&', resultsFile('thai-government', DEFAULT_LIMIT, 'en'), resultsFile('thai-government', 3, 'en')],
      ] as const) {
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        expect(answer.via).toBe(`file:${cdnFile}`);
        expect(local.body.equals(await readFile(join(tree.distDir, localFile)))).toBe(true);
      }
    });

    test('a parameter written without "=" is ignored by the CDN; every live path reads it as empty and answers 400', async () => {
      for (const [target, file] of [
        ['/results?lang', resultsFile('thai-government', DEFAULT_LIMIT, 'th')],
        ['/results?limit&lang=en', resultsFile('thai-government', DEFAULT_LIMIT, 'en')],
      ] as const) {
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        expect(answer.via).toBe(`file:${file}`);
        expect(local.status).toBe(400);
      }
    });

    test('a percent-encoded parameter NAME is not decoded by the CDN (an unknown parameter there); the live paths decode it', async () => {
      const target = '/results?l%61ng=en';
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      expect(answer.via).toBe(`file:${resultsFile('thai-government', DEFAULT_LIMIT, 'th')}`);
      expect(local.body.equals(await readFile(join(tree.distDir, resultsFile('thai-government', DEFAULT_LIMIT, 'en'))))).toBe(true);
    });

    test('an encoded slash is decoded before matching on the CDN; the local server refuses it (C3.6)', async () => {
      const target = '/results%2F?lang=en';
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      expect(answer.via).toBe(`file:${resultsFile('thai-government', DEFAULT_LIMIT, 'en')}`);
      expect(local.status).toBe(404);
    });

    test('the fallback path itself is reachable on Netlify (answered as the path it stands for); locally it is an unknown path', async () => {
      const target = '/_fallback/results?lang=xx';
      const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
      expect(local.status).toBe(404);
      expect(answer.status).toBe(400);
    });
  });

  test('calculations rules name every prize slug a lottery supports', () => {
    for (const id of tree.withData) {
      for (const prize of calculationPrizes(lottery(id))) {
        expect(cdn.match(`/calculations?lottery=${id}&prize=${prize.slug}`)?.to).toBe(
          `/api/${id}/calculations.${DEFAULT_WINDOW}.${prize.slug}.th.json`,
        );
      }
    }
  });
});

describe('Netlify rules on a tree built from the committed data/', () => {
  let tree: TestTree;
  let server: LocalServer;
  let cdn: Cdn;

  beforeAll(async () => {
    tree = await committedTree();
    server = await serveTree(tree.distDir);
    cdn = await cdnFor(tree, server.url);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await tree?.remove();
  });

  test('every literal rule points at the file route() serves, and a sample of URL forms answers as the local server', async () => {
    const hasData = (id: LotteryId) => tree.withData.includes(id);
    for (const rule of cdn.rules.filter(
      (r) => !r.to.startsWith(`${FALLBACK_PREFIX}/`) && r.from !== WIDGET_PAGE_PATH && r.status === 200,
    )) {
      const outcome = route(rule.from, new URLSearchParams(rule.query as Record<string, string>), hasData);
      expect(outcome.kind === 'file' ? `/${outcome.file}` : outcome.kind).toBe(rule.to);
    }
    const mismatches: string[] = [];
    for (const endpoint of ['results', 'stats'] as const) {
      for (const query of forms(pools(tree.withData, endpoint)).filter((_, i) => endpoint === 'stats' || i % 3 === 0)) {
        const target = `/${endpoint}${query ? `?${query}` : ''}`;
        const [local, answer] = await Promise.all([get(server.url, target), cdn.answer(target)]);
        if (!same(local, answer)) mismatches.push(`${target}: local ${local.status}, CDN ${answer.status} via ${answer.via}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
