import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { notFoundAnswer } from '../answers/route.ts';
import { notFoundPageLang } from '../contract/not-found-pages.ts';
import { LANGS, LOTTERY_IDS, checkLengths, lottery } from '../registry/index.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import type { LocalServer } from './local-server.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import { pagePath } from '../../web/render/page-paths.ts';
import { sitePages } from '../../web/render/site-files.ts';
import { NOT_FOUND_TEXTS } from '../../web/texts/not-found-texts.ts';
import { pageText } from '../../web/texts/page-texts.ts';

/**
 * Issue 13 items 4 and 7, as `npm start` serves them: the HTML 404 page of the path's language for
 * an unknown page path and the JSON 404 for the API's paths; pages and scripts compressed by
 * Accept-Encoding with strong ETags and 304; the favicon, robots.txt and sitemap.xml.
 */

let tree: TestTree;
let server: LocalServer;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

describe('unknown paths: the HTML 404 page for pages, the JSON 404 for the API', () => {
  test.each([
    ['/en/nope/', 'en'],
    ['/en/lottery/bogus/', 'en'],
    ['/vi/stats/nope', 'vi'],
    ['/%6co/x', 'lo'],
    ['/my/nope', 'my'],
    ['/nope/', 'th'],
    ['/lottery/bogus/', 'th'],
    ['/stats/nope/', 'th'],
    ['/resultsx', 'th'],
    // A query of no API parameter (a campaign tag) leaves a page path a page; `?lang=en` makes it the API's (the JSON 404).
    ['/nope?utm_source=x', 'th'],
  ] as const)('%s: 404, HTML in %s, linking home', async (target, lang) => {
    const r = await get(server.url, target);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = r.text();
    expect(text).toContain(`<html lang="${lang}"`);
    expect(text).toContain(NOT_FOUND_TEXTS['not-found.title'][lang]);
    expect(text).toContain(`<a class="not-found-home" href="${pagePath({ kind: 'home' }, lang)}">`);
    expect(text).toContain('<meta name="robots" content="noindex">');
    expect(text).not.toContain('rel="canonical"');
  });

  test('a 404 page is never answered 304, and is compressed like any page', async () => {
    const first = await get(server.url, '/en/nope/', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get(server.url, '/en/nope/', { 'If-None-Match': first.headers['etag'] ?? '*' });
    expect(again.status).toBe(404);
  });

  test.each([
    '/results/x',
    '/check/x',
    '/calculations/x/y',
    '/lotteries/x',
    '/api/nope.json',
    '/feeds/x/y.txt',
    '/calendar/nope',
    '/history/nope',
    '/_fallback/results',
  ])('%s: the API path keeps the JSON 404 (C3.6), with or without a query', async (path) => {
    const r = await get(server.url, `${path}?lang=en`);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.text()).toBe(serialize(notFoundAnswer('en').body));
    const bare = await get(server.url, path);
    expect(bare.status).toBe(404);
    expect(bare.text()).toBe(serialize(notFoundAnswer('th').body));
  });

  test('no published page lies under a folder the API owns', () => {
    for (const page of sitePages()) for (const lang of LANGS) expect(notFoundPageLang(pagePath(page, lang))).toBe(lang);
  });
});

describe('compressed pages and scripts (issue 13 item 7)', () => {
  const statsPage = '/stats/lao-lottery/';
  let script = '';
  beforeAll(async () => {
    // The largest script of the bundle.
    const dir = join(tree.distDir, 'assets');
    const scripts = (await readdir(dir)).filter((f) => f.endsWith('.js'));
    const sizes = await Promise.all(scripts.map(async (f) => [f, (await readFile(join(dir, f))).length] as const));
    script = `/assets/${sizes.sort((a, b) => b[1] - a[1])[0]?.[0]}`;
  });

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('%s: the stats page and a script, smaller, with a strong ETag of their own, Vary, and a 304', async (coding, inflate) => {
    for (const target of [statsPage, script]) {
      const plain = await get(server.url, target);
      const packed = await get(server.url, target, { 'Accept-Encoding': `${coding}, identity;q=0.1` });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(packed.headers['vary']).toBe('Accept-Encoding');
      expect(packed.headers['content-type']).toBe(plain.headers['content-type']);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length).toBeLessThan(plain.body.length / 2);
      expect(inflate(packed.body).equals(plain.body)).toBe(true);
      for (const r of [plain, packed]) expect(r.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
      expect(packed.headers['etag']).not.toBe(plain.headers['etag']);
      const etag = packed.headers['etag'] ?? '';
      const cached = await get(server.url, target, { 'Accept-Encoding': coding, 'If-None-Match': etag });
      expect(cached.status).toBe(304);
      expect(cached.body.length).toBe(0);
      expect(cached.headers['etag']).toBe(etag);
      // The tag of the compressed bytes does not validate the plain ones.
      expect((await get(server.url, target, { 'If-None-Match': etag })).status).toBe(200);
    }
  });

  test('a range is served from the uncompressed bytes', async () => {
    const r = await get(server.url, statsPage, { 'Accept-Encoding': 'br', Range: 'bytes=0-14' });
    expect(r.status).toBe(206);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.text()).toBe('<!doctype html>');
  });
});

describe('favicon, robots.txt and sitemap.xml', () => {
  test('the SVG icon is linked from the pages and served; /favicon.ico is an icon file', async () => {
    const page = await get(server.url, '/en/');
    expect(page.text()).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const svg = await get(server.url, '/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const ico = await get(server.url, '/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect([ico.body.readUInt16LE(0), ico.body.readUInt16LE(2), ico.body.readUInt16LE(4), ico.body[6], ico.body[7]]).toEqual([
      0, 1, 1, 16, 16,
    ]);
    expect(ico.body.length).toBe(22 + ico.body.readUInt32LE(14));
    // Opaque accent-coloured pixels at the ball's edge, transparent corners (BGRA, bottom-up rows).
    const pixel = (x: number, y: number) => [...ico.body.subarray(62 + ((15 - y) * 16 + x) * 4, 66 + ((15 - y) * 16 + x) * 4)];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(8, 1)).toEqual([0xa8, 0x4f, 0x0b, 255]);
  });

  test('robots.txt allows everything and names the sitemap', async () => {
    const r = await get(server.url, '/robots.txt');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${TEST_SITE.baseUrl}/sitemap.xml\n`);
  });

  test('sitemap.xml parses and lists every page in every language with its hreflang alternates', async () => {
    const r = await get(server.url, '/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(r.text()) as {
      urlset: {
        xmlns: string;
        'xmlns:xhtml': string;
        url: Array<{ loc: string; 'xhtml:link': Array<{ rel: string; hreflang: string; href: string }> }>;
      };
    };
    expect(parsed.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = parsed.urlset.url;
    // Home, checker, developers, and each lottery's results and statistics pages, in five languages.
    expect(urls).toHaveLength((3 + 2 * LOTTERY_IDS.length) * LANGS.length);
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    for (const lang of LANGS)
      expect(locs.has(`${TEST_SITE.baseUrl}${pagePath({ kind: 'stats', lottery: 'lao-lottery' }, lang)}`)).toBe(true);
    for (const url of urls) {
      expect(url.loc.startsWith(`${TEST_SITE.baseUrl}/`)).toBe(true);
      const links = url['xhtml:link'];
      expect(links.map((l) => l.hreflang)).toEqual([...LANGS, 'x-default']);
      expect(links.every((l) => l.rel === 'alternate' && l.href.startsWith(`${TEST_SITE.baseUrl}/`))).toBe(true);
      expect(links.some((l) => l.href === url.loc)).toBe(true);
    }
    // Every listed page is published and served.
    for (const loc of [...locs].filter((_, i) => i % 37 === 0)) {
      expect((await get(server.url, loc.slice(TEST_SITE.baseUrl.length))).status, loc).toBe(200);
    }
    expect(await readFile(join(tree.distDir, 'sitemap.xml'), 'utf8')).toBe(r.text());
  });
});

describe('the developers page (issue 13 item 6)', () => {
  test.each(['th', 'en'] as const)(
    'in %s: /lotteries and /check described in the language, the lengths table, no digit pattern',
    async (lang) => {
      const text = (await get(server.url, pagePath({ kind: 'api' }, lang))).text();
      for (const key of ['api.lotteries', 'api.check', 'api.lengths-heading', 'api.lengths-intro'] as const)
        expect(text).toContain(pageText(lang, key));
      expect(text).toContain('<table class="lengths">');
      expect(text).not.toContain('{2,7}');
      for (const id of ['thai-government', 'lao-lottery', 'hanoi-normal'] as const) {
        const row = new RegExp(
          `<tr><th scope="row">([^<]*)</th><td>[^<]*${lottery(id).names[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[,<]`,
        ).exec(text);
        expect(row?.[1]?.match(/\d+/g)?.map(Number), id).toEqual(checkLengths(lottery(id)));
      }
    },
  );
});
