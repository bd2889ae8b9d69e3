import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { statsPageUrl } from '../pipeline/answers/attribution.ts';
import { displayName } from '../pipeline/draws/localize.ts';
import { noDataFile, resultsFile, statsFile } from '../pipeline/contract/paths.ts';
import { notFoundPageFile } from '../pipeline/contract/not-found-pages.ts';
import { siteAssets } from './render/assets.ts';
import { lotteryPages as lotteryPageOutputs } from './render/lottery-pages.ts';
import { LotteryView } from '../pipeline/draws/lottery-view.ts';
import { publishedAtText } from '../pipeline/draws/localize.ts';
import { renderText } from '../pipeline/publish/outputs.ts';
import { type PageRef, pageFile, pagePath } from './render/page-paths.ts';
import { buildSite } from '../pipeline/site-build.ts';
import { listTree } from '../pipeline/publish/publish.ts';
import { LANGS, type Lang } from '../pipeline/registry/langs.ts';
import { LOTTERIES, LOTTERY_IDS, type LotteryId } from '../pipeline/registry/lotteries.ts';
import { PRIZE_SLUGS } from '../pipeline/registry/index.ts';
import { parseParams } from '../pipeline/contract/params.ts';
import { allPrizes, lottery } from '../pipeline/registry/lookup.ts';
import { MESSAGES, joinOr } from '../pipeline/registry/messages.ts';
import { saveLotteries } from '../pipeline/store/store.ts';
import { syntheticDraw } from '../pipeline/testing/synthetic.ts';
import type { ErrorBody, ResultsBody, StatsBody } from './lib/api-types.ts';
import { type SiteFixture, buildSyntheticSite } from './testing/site-fixture.ts';
import { pageText } from './texts/page-texts.ts';

/** Issue 6 item 2: no page ships more than this much compressed script. */
const SCRIPT_BUDGET_BYTES = 100 * 1024;
const TREE_TIMEOUT_MS = 180_000;

let fx: SiteFixture;
let files: Set<string>;
let withData: LotteryId[];

beforeAll(async () => {
  fx = await buildSyntheticSite('pages-test');
  files = await listTree(fx.distDir);
  withData = (JSON.parse(await fx.read('api/latest-index.json')) as { lotteries: LotteryId[] }).lotteries;
}, TREE_TIMEOUT_MS);

afterAll(async () => {
  await fx?.remove();
});

const GLOBAL_PAGES: readonly PageRef[] = [{ kind: 'home' }, { kind: 'checker' }, { kind: 'api' }];
const lotteryPages = (id: LotteryId): PageRef[] => [
  { kind: 'lottery', lottery: id },
  { kind: 'stats', lottery: id },
];
const pages = (): Array<[PageRef, Lang]> =>
  [...GLOBAL_PAGES, ...LOTTERY_IDS.flatMap(lotteryPages)].flatMap((page) => LANGS.map((lang): [PageRef, Lang] => [page, lang]));

/** The paths a page must never take: the API's, the description files', the functions' prefixes. */
const RESERVED =
  /^(results|check|calculations|api|_fallback|_limited|feeds|calendar|history)(\/|$)|^stats\/index\.html$|^(openapi\.json|readme\.md)$/;

describe('the published pages', () => {
  test('every page exists in all five languages: Thai at /, the others under /{lang}/', () => {
    for (const [page, lang] of pages()) expect(files, `${pagePath(page, lang)}`).toContain(pageFile(page, lang));
    expect(pagePath({ kind: 'home' }, 'th')).toBe('/');
    expect(pagePath({ kind: 'checker' }, 'vi')).toBe('/vi/checker/');
    expect(files).toContain('widget/index.html');
    expect(files).toContain('widget.js');
  });

  test('no page or asset takes a path of the API, the description files or the functions', () => {
    const site = [...files].filter((f) => f.endsWith('.html') || f.startsWith('assets/') || f === 'widget.js');
    expect(site.length).toBeGreaterThan(LOTTERY_IDS.length * 10);
    expect(site.filter((f) => RESERVED.test(f))).toEqual([]);
    // The site publishes no JSON of its own (the tree's JSON files are all held to openapi.json).
    // (JSON Feeds and history files, issue 12, are the API's and held to openapi.json too.)
    const api = /^(api|feeds|history)\//;
    expect([...files].filter((f) => f.endsWith('.json') && !api.test(f) && f !== 'openapi.json')).toEqual([]);
  });

  test.each(LANGS)('C4.8: /stats attribution.url in %s is the statistics page', async (lang) => {
    for (const id of withData) {
      const body = JSON.parse(await fx.read(statsFile(id, lang))) as StatsBody;
      expect(body.attribution.url).toBe(statsPageUrl(fx.site, id, lang));
      const path = body.attribution.url.slice(fx.site.baseUrl.length);
      expect(`${path}/`).toBe(pagePath({ kind: 'stats', lottery: id }, lang));
      expect(files).toContain(pageFile({ kind: 'stats', lottery: id }, lang));
    }
  });

  test('every page has its language, a title, a canonical address and the switcher to the same page', async () => {
    for (const [page, lang] of pages()) {
      const text = await fx.read(pageFile(page, lang));
      expect(text.startsWith(`<!doctype html>\n<html lang="${lang}"`), pageFile(page, lang)).toBe(true);
      expect(text).toMatch(/<title>[^<]+<\/title>/);
      expect(text).toContain(`<link rel="canonical" href="${fx.site.baseUrl}${pagePath(page, lang)}">`);
      for (const other of LANGS) expect(text).toContain(`<a href="${pagePath(page, other)}" hreflang="${other}" lang="${other}"`);
      expect(text).toContain('<main id="main"');
    }
  });

  test('no two indexed pages share a title or a description (a lottery without data included)', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [page, lang] of pages()) {
      const file = pageFile(page, lang);
      const text = await fx.read(file);
      const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)">/.exec(text)?.[1] ?? '';
      expect(description, file).not.toBe('');
      expect(titles.get(title), `${file}: ${title}`).toBeUndefined();
      expect(descriptions.get(description), `${file}: ${description}`).toBeUndefined();
      titles.set(title, file);
      descriptions.set(description, file);
    }
    expect(titles.size).toBe(pages().length);
  });

  test.each(LANGS)('the 404 page in %s marks no navigation or language link as the current page', async (lang) => {
    const text = await fx.read(notFoundPageFile(lang));
    expect(text).toContain('<meta name="robots" content="noindex">');
    expect(text).not.toContain('aria-current');
  });

  test('the lottery page shows exactly the /results answer of its last 20 draws', async () => {
    for (const lang of ['th', 'en'] as const) {
      for (const id of withData) {
        const page = await fx.read(pageFile({ kind: 'lottery', lottery: id }, lang));
        const body = JSON.parse(await fx.read(resultsFile(id, 20, lang))) as ResultsBody;
        expect(page.match(/<article class="draw"/g)?.length, id).toBe(body.data.length);
        for (const draw of body.data) {
          expect(page).toContain(draw.displayName);
          for (const prize of draw.prizes) {
            expect(page).toContain(prize.name);
            for (const n of prize.numbers) expect(page).toContain(`<li>${n}</li>`);
          }
          for (const p of draw.pendingPrizes) expect(page).toContain(p.name);
        }
      }
    }
  });

  test.each(LANGS)(
    'a lottery page in %s gives each draw its publication time, "about" where the store has it only approximately',
    async (lang) => {
      const def = lottery('lao-star');
      const exact = syntheticDraw(def, '2024-02-05');
      const approximate = syntheticDraw(def, '2024-02-06');
      const exactly = Object.fromEntries(Object.entries(exact.prizes).map(([slug, p]) => [slug, { ...p, approximate: false }]));
      expect(Object.values(approximate.prizes).every((p) => p.approximate)).toBe(true);
      const view = new LotteryView(def, [approximate, { ...exact, prizes: exactly }]);
      const output = lotteryPageOutputs({ assets: await siteAssets() })(view, fx.site).find(
        (o) => o.path === pageFile({ kind: 'lottery', lottery: def.id }, lang),
      );
      const page = output === undefined ? '' : renderText(output, def.id);
      const lines = [...page.matchAll(/<p class="date">([^<]*)<\/p>/g)].map((m) => m[1]);
      const time = (draw: typeof exact) => publishedAtText(Object.values(draw.prizes)[0]?.publishedAt ?? '', lang).replaceAll('&', '&amp;');
      expect(lines).toEqual([
        pageText(lang, 'draw.published-approximate', { time: time(approximate) }),
        pageText(lang, 'draw.published', { time: time(exact) }),
      ]);
    },
  );

  test.each(LANGS)(
    'without JavaScript the checker page in %s says it needs it and links the home page, whose lottery pages list the last 20 draws',
    async (lang) => {
      const page = parseHtml(await fx.read(pageFile({ kind: 'checker' }, lang)));
      const note = parseHtml(page.querySelector('noscript')?.innerHTML ?? '');
      expect(note.querySelector(`a[href="${pagePath({ kind: 'home' }, lang)}"]`)?.text).toBe(pageText(lang, 'nav.home'));
      expect(note.querySelector('a code')?.text).toMatch(/^\/check\?lottery=/);
    },
  );

  test('the home page has a card with the latest result of every lottery with data, and only those', async () => {
    for (const lang of LANGS) {
      const page = await fx.read(pageFile({ kind: 'home' }, lang));
      expect([...page.matchAll(/<li class="card" data-lottery="([a-z0-9-]+)"/g)].map((m) => m[1])).toEqual(withData);
      for (const id of withData) {
        const latest = (JSON.parse(await fx.read(resultsFile(id, 1, lang))) as ResultsBody).data[0];
        expect(page).toContain(latest?.displayName);
        const headline = latest?.prizes.find((p) => p.slug === 'first-prize');
        if (headline) expect(page).toContain(headline.numbers.join(' '));
      }
    }
  });

  test('a lottery without data gets a clear "no results yet" page carrying the service\'s 404 text', async () => {
    const id: LotteryId = 'lao-vip';
    expect(withData).not.toContain(id);
    for (const lang of LANGS) {
      const { error } = JSON.parse(await fx.read(noDataFile(id, lang))) as ErrorBody;
      for (const page of lotteryPages(id)) {
        const text = await fx.read(pageFile(page, lang));
        expect(text).toContain(`<p class="notice" data-no-data>${error}</p>`);
        expect(text).toContain(lottery(id).names[lang]);
      }
    }
  });

  test('the statistics page draws its charts as SVG with every bar titled', async () => {
    const text = await fx.read(pageFile({ kind: 'stats', lottery: 'hanoi-normal' }, 'en'));
    const body = JSON.parse(await fx.read(statsFile('hanoi-normal', 'en'))) as StatsBody;
    // Two charts per prize group with draws.
    expect(text.match(/<svg class="chart/g)?.length).toBe(body.prizes.filter((p) => p.draws > 0).length * 2);
    const twoDigit = body.prizes.find((p) => p.prize === 'last-two-digit');
    const top = twoDigit?.numbers[0];
    expect(text).toContain(`<title>${top?.number}: drawn ${top?.count} times</title>`);
    expect(text).toContain(body.attribution.dataSource);
  });

  test.each(LANGS)('a fixed amount on a lottery page is in baht, as the checker gives it (%s)', async (lang) => {
    const text = await fx.read(pageFile({ kind: 'lottery', lottery: 'thai-government' }, lang));
    const label = `${pageText(lang, 'draw.col-amount')}: `;
    const shown = text.split(label).slice(1);
    expect(shown.length).toBeGreaterThan(0);
    // The page's own digits (its locale's grouping), inside the language's money template.
    const [before = '', after = ''] = pageText(lang, 'checker.money', { amount: '\u0000' }).split('\u0000');
    for (const amount of shown) {
      expect(amount.startsWith(`${before}<span class="num">`), amount.slice(0, 60)).toBe(true);
      const end = amount.indexOf('</span>') + '</span>'.length;
      expect(amount.slice(end).startsWith(`${after}<`), amount.slice(0, 80)).toBe(true);
    }
  });

  test('no prize of any lottery is named like the column that lists the numbers', () => {
    const clashes = LOTTERY_IDS.flatMap((id) =>
      allPrizes(lottery(id)).flatMap((p) =>
        LANGS.filter((lang) => p.names[lang] === pageText(lang, 'draw.col-numbers')).map((lang) => `${id} ${p.slug} [${lang}]`),
      ),
    );
    expect(clashes).toEqual([]);
  });

  test('a 3-digit prize lists its numbers absent longest in a table too, with their last date and the draws since', async () => {
    const text = await fx.read(pageFile({ kind: 'stats', lottery: 'hanoi-normal' }, 'en'));
    const body = JSON.parse(await fx.read(statsFile('hanoi-normal', 'en'))) as StatsBody;
    const three = body.prizes.find((p) => p.prize === 'last-three-digit');
    if (!three || three.numbers.length === 0) throw new Error('no last-three-digit numbers');
    const absent = [...three.numbers].sort((a, b) => b.drawsSince - a.drawsSince || (a.number < b.number ? -1 : 1)).slice(0, 20);
    const section = text.slice(text.indexOf('<section aria-labelledby="p-last-three-digit">'));
    const summary = `<details><summary>${pageText('en', 'stats.chart-top-since', { count: absent.length })}</summary>`;
    expect(section).toContain(summary);
    const table = section.slice(section.indexOf(summary), section.indexOf('</details>', section.indexOf(summary)));
    expect(table.match(/<tr><td/g)).toHaveLength(absent.length);
    for (const r of absent) {
      expect(table).toContain(
        `<tr><td class="num">${r.number}</td><td class="amount num">${r.count}</td><td><time datetime="${r.lastDate}">${displayName(r.lastDate, 'en')}</time></td><td class="amount num">${r.drawsSince}</td></tr>`,
      );
    }
  });

  test.each(LANGS)(
    "the statistics table's last-drawn dates are the language's long dates (C4.6; Buddhist Era in Thai), as its charts are (%s)",
    async (lang) => {
      const text = await fx.read(pageFile({ kind: 'stats', lottery: 'hanoi-normal' }, lang));
      const body = JSON.parse(await fx.read(statsFile('hanoi-normal', lang))) as StatsBody;
      const top = body.prizes.find((p) => p.prize === 'last-two-digit')?.numbers[0];
      if (!top) throw new Error('no last-two-digit numbers');
      expect(text).toContain(`<td><time datetime="${top.lastDate}">${displayName(top.lastDate, lang)}</time></td>`);
      expect(text).not.toMatch(/<td[^>]*>\d{4}-\d{2}-\d{2}<\/td>/);
    },
  );

  test('the API page carries the usage terms, the credit-link request and the widget snippet', async () => {
    for (const lang of LANGS) {
      const text = await fx.read(pageFile({ kind: 'api' }, lang));
      for (const path of ['/results', '/check', '/stats', '/calculations', '/openapi.json', '/readme.md'])
        expect(text).toContain(`<code>GET ${path}</code>`);
      expect(text).toContain(MESSAGES['terms.usage'][lang]);
      expect(text).toContain(`&lt;script src=&quot;${fx.site.baseUrl}/widget.js&quot; data-lottery=`);
      expect(text).toContain(`&lt;iframe src=&quot;${fx.site.baseUrl}/widget/?lottery=`);
      // An example whose query held only the default lang is the bare path (`/lotteries`, never `/lotteries?`).
      expect(text).not.toMatch(/<code>\/[a-z-]+\?<\/code>/);
      expect(text).toContain(lang === 'th' ? '<code>/lotteries</code>' : `<code>/lotteries?lang=${lang}</code>`);
    }
  });

  test("the checker form has labelled fields, states its input rule and has no browser validation that would hide the page's sentences", async () => {
    for (const lang of LANGS) {
      const text = await fx.read(pageFile({ kind: 'checker' }, lang));
      for (const id of ['checker-lottery', 'checker-draw', 'checker-date', 'checker-numbers'])
        expect(text).toContain(`<label for="${id}">`);
      expect(text).toMatch(/<textarea id="checker-numbers" name="numbers"[^>]*aria-describedby="checker-hint checker-rule"/);
      expect(text).not.toMatch(/<(input|textarea)[^>]*(required|pattern=)/);
      expect(text).toContain('data-check-many-api="/check-many"');
      expect(text).toContain('data-results-api="/results"');
      expect(text).toContain(pageText(lang, 'checker.rule'));
      // Each lottery's accepted lengths (C5.1), for the script and as the page's sentence.
      expect(text).toContain(
        `value="thai-government" data-lengths="2 3 6" data-hint="${pageText(lang, 'checker.lengths', { lottery: lottery('thai-government').names[lang], lengths: joinOr(lang, ['2', '3', '6']) })}"`,
      );
    }
  });

  test('no page ships more than 100 KB of compressed script', async () => {
    const sizes = new Map<string, { gzip: number; brotli: number }>();
    const sizeOf = async (path: string): Promise<{ gzip: number; brotli: number }> => {
      let size = sizes.get(path);
      if (!size) {
        const bytes = await readFile(join(fx.distDir, path));
        size = {
          gzip: gzipSync(bytes, { level: 9 }).length,
          brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        };
        sizes.set(path, size);
      }
      return size;
    };
    let largest = 0;
    for (const file of [...files].filter((f) => f.endsWith('.html'))) {
      const text = await fx.read(file);
      const scripts = [...text.matchAll(/<script[^>]* src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => (m[1] ?? m[2]) as string,
      );
      let total = 0;
      for (const src of new Set(scripts)) {
        expect(src.startsWith('/'), `${file}: ${src}`).toBe(true);
        expect(files, `${file} loads ${src}`).toContain(src.slice(1));
        total += (await sizeOf(src.slice(1))).gzip;
      }
      largest = Math.max(largest, total);
      expect(total, file).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    }
    expect(largest).toBeGreaterThan(0);
  });
});

describe('building the site', () => {
  test(
    'a rebuild without changes re-renders no lottery, writes nothing and takes the bundle from the cache',
    async () => {
      const again = await buildSite({ dataDir: fx.dataDir, distDir: fx.distDir, site: fx.site });
      expect(again.rendered).toEqual([]);
      expect(again.written).toEqual([]);
      expect((await siteAssets()).fromCache).toBe(true);
    },
    TREE_TIMEOUT_MS,
  );

  test(
    'the same data gives byte-identical pages in another tree',
    async () => {
      const other = await mkdtemp(join(tmpdir(), 'pages-again-'));
      try {
        await buildSite({ dataDir: fx.dataDir, distDir: other, site: fx.site });
        for (const file of [...files].filter((f) => f.endsWith('.html') || f.startsWith('assets/'))) {
          expect(await readFile(join(other, file), 'utf8'), file).toBe(await fx.read(file));
        }
      } finally {
        await rm(other, { recursive: true, force: true });
      }
    },
    TREE_TIMEOUT_MS,
  );

  test(
    "a new draw of one lottery re-renders its pages and the global ones, never another lottery's",
    async () => {
      const id: LotteryId = 'lao-patuxay';
      const draws = [...(fx.store.get(id) ?? [])];
      const last = draws[draws.length - 1];
      expect(last).toBeDefined();
      const next = syntheticDraw(lottery(id), '2024-02-05');
      expect(next.date > (last?.date ?? '')).toBe(true);
      await saveLotteries(fx.dataDir, new Map([[id, [...draws, next]]]));
      const report = await buildSite({ dataDir: fx.dataDir, distDir: fx.distDir, site: fx.site });
      expect(report.rendered).toEqual([id]);
      const otherLotteries = LOTTERY_IDS.filter((l) => l !== id);
      const touched = report.written.filter((f) => otherLotteries.some((l) => f.includes(`/${l}/`)));
      expect(touched).toEqual([]);
      for (const lang of LANGS) {
        expect(report.written).toContain(pageFile({ kind: 'lottery', lottery: id }, lang));
        expect(report.written).toContain(pageFile({ kind: 'stats', lottery: id }, lang));
        expect(report.written).toContain(pageFile({ kind: 'home' }, lang));
      }
      expect(await fx.read(pageFile({ kind: 'lottery', lottery: id }, 'en'))).toContain('February 5, 2024');
    },
    TREE_TIMEOUT_MS,
  );
});

describe('links to the feeds, calendar and history (issue 12)', () => {
  test.each(LANGS)('a lottery page with data announces its feeds and links its calendar and history (%s)', async (lang) => {
    const id = withData[0];
    if (!id) throw new Error('the fixture has no lottery with data');
    const text = await fx.read(pageFile({ kind: 'lottery', lottery: id }, lang));
    const folder = lang === 'th' ? '' : `${lang}/`;
    expect(text).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${fx.site.baseUrl}/feeds/${folder}${id}\\.atom">`,
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/feed\\+json" title="[^"]+" href="${fx.site.baseUrl}/feeds/${folder}${id}\\.json">`,
      ),
    );
    expect(text).toContain(`href="webcal:${fx.site.baseUrl.replace(/^https?:/, '')}/calendar/${folder}${id}.ics" data-subscribe`);
    expect(text).toContain(`/history/${id}.csv"`);
    for (const path of [`feeds/${folder}${id}.atom`, `calendar/${folder}${id}.ics`, `history/${id}.csv`])
      expect(await fx.read(path)).not.toBe('');
  });

  test('the developers page lists the download paths, polling with If-None-Match and the typed client', async () => {
    const text = await fx.read(pageFile({ kind: 'api' }, 'en'));
    for (const path of ['/feeds/{lottery}.atom', '/calendar/{lang}/{lottery}.ics', '/history/{lottery}.csv', '/history/index.json'])
      expect(text).toContain(`GET ${path}`);
    // The ETag line as printed already has its quotes, and Access-Control-Expose-Headers names ETag too:
    // the snippet takes only the ETag header's value and sends it back as it is.
    expect(text).toContain('grep -i &#39;^etag&#39; | cut -d&#39; &#39; -f2');
    expect(text).toContain('-H &quot;If-None-Match: $etag&quot;');
    expect(text).toContain('createLotteryClient');
    // The widget's snippets need no inline style of the host page (a strict Content-Security-Policy blocks one).
    const iframe = /&lt;iframe [^<]*&lt;\/iframe&gt;/.exec(text)?.[0] ?? '';
    expect(iframe).toContain('frameborder=&quot;0&quot;');
    expect(iframe).not.toContain('style=');
    expect(text).toContain(`allow ${new URL(fx.site.baseUrl).origin} in script-src and connect-src`);
    expect(text).not.toContain('href="/feeds/{lottery}');
  });

  test.each(LANGS)(
    'the developers page in %s lists, for every lottery, exactly the prize values /calculations accepts for it',
    async (lang) => {
      const page = parseHtml(await fx.read(pageFile({ kind: 'api' }, lang)));
      const rows = page.querySelectorAll('table.prizes tbody tr').map((tr) => ({
        slugs: tr.querySelectorAll('th code').map((c) => c.text),
        names: (tr.querySelector('td')?.text ?? '').split(', '),
      }));
      for (const def of LOTTERIES) {
        const listed = rows.filter((r) => r.names.includes(def.names[lang]));
        expect(listed, def.id).toHaveLength(1);
        const accepted = PRIZE_SLUGS.filter((prize) => parseParams('calculations', new URLSearchParams({ lottery: def.id, prize })).ok);
        expect(listed[0]?.slugs, def.id).toEqual(accepted);
      }
      // The `prize` parameter's row links to the table instead of listing every lottery's values as one.
      const prizeRow = page.querySelectorAll('#calculations table tbody tr').find((tr) => tr.querySelector('th code')?.text === 'prize');
      expect(prizeRow?.querySelector('td a')?.getAttribute('href')).toBe('#calculation-prizes');
      expect(prizeRow?.querySelectorAll('td code')).toHaveLength(0);
      expect(page.querySelector('#calculation-prizes')?.text).toBe(pageText(lang, 'api.prizes-heading'));
    },
  );
});
