import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { noDataFile, resultsFile } from '../pipeline/contract/paths.ts';
import { widgetRewrite } from '../pipeline/contract/widget-paths.ts';
import { type BuildManifest, MANIFEST_FILE } from '../pipeline/publish/manifest.ts';
import { LANGS, type Lang } from '../pipeline/registry/langs.ts';
import { LOTTERY_IDS, type LotteryId } from '../pipeline/registry/lotteries.ts';
import { saveLotteries } from '../pipeline/store/store.ts';
import { syntheticDraw } from '../pipeline/testing/synthetic.ts';
import { lottery } from '../pipeline/registry/lookup.ts';
import { buildSite } from '../pipeline/site-build.ts';
import type { ErrorBody, ResultsBody } from './lib/api-types.ts';
import { MAIN_PRIZE_SLUGS } from './lib/format.ts';
import { SERVICE_NAME_MARK, WITH_DATA_MARK, lotteriesWithData, resultsUrl, widgetLang, widgetPageUrl } from './lib/widget-view.ts';
import { escapeHtml } from './render/html.ts';
import { absoluteUrl, pageFile, pagePath, widgetPageFile, widgetPagePath } from './render/page-paths.ts';
import { widgetScript } from './render/widget-page.ts';
import { pageText } from './texts/page-texts.ts';
import { type SiteFixture, buildSyntheticSite } from './testing/site-fixture.ts';

/**
 * Issue 13 item 5: the widget's pre-rendered pages and script, built by `buildSite` from the
 * synthetic store for a service whose name needs escaping in HTML and in JavaScript and whose
 * address has a path, so that no page can pass by showing "localhost" or a default name.
 */
const SITE = { name: `Lotto <"Ünï"> & 'q' \`t\` \${x}`, baseUrl: 'https://widgets.example/lotto' } as const;
const TREE_TIMEOUT_MS = 180_000;

let fx: SiteFixture;
let withData: LotteryId[];

beforeAll(async () => {
  fx = await buildSyntheticSite('widget-test', SITE);
  withData = (JSON.parse(await fx.read('api/latest-index.json')) as { lotteries: LotteryId[] }).lotteries;
}, TREE_TIMEOUT_MS);

afterAll(async () => {
  await fx?.remove();
});

/** The text of an element's content with the markup taken out and entities decoded. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function creditOf(page: string): { href: string | undefined; text: string } {
  const m = /<a class="credit" href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(page);
  return { href: m?.[1], text: textOf(m?.[2] ?? '') };
}

const combos = (ids: readonly LotteryId[]): Array<[LotteryId, Lang]> =>
  ids.flatMap((id) => LANGS.map((lang): [LotteryId, Lang] => [id, lang]));

describe('the pre-rendered widget pages', () => {
  test('every lottery has one per language, listed with its files in the build manifest; one "not known" page per language', async () => {
    const manifest = JSON.parse(await fx.read(MANIFEST_FILE)) as BuildManifest;
    for (const id of LOTTERY_IDS) {
      for (const lang of LANGS) expect(manifest.lotteries[id]?.files).toContain(widgetPageFile(id, lang));
    }
    const globalFiles = manifest.global.flatMap((producer) => producer.files);
    for (const lang of LANGS) expect(globalFiles).toContain(widgetPageFile(null, lang));
    expect(widgetPageFile('lao-lottery', 'th')).toBe('widget/lao-lottery/index.html');
    expect(widgetPageFile(null, 'en')).toBe('en/widget/index.html');
  });

  test('a lottery with data: its language, exactly the stored numbers, the date, the status and awaited prizes, the credit with the configured name, no script', async () => {
    expect(withData.length).toBeGreaterThan(3);
    for (const [id, lang] of combos(withData)) {
      const page = await fx.read(widgetPageFile(id, lang));
      const latest = await fx.latest(id);
      const answer = JSON.parse(await fx.read(resultsFile(id, 1, lang))) as ResultsBody;
      const draw = answer.data[0];
      if (!draw) throw new Error(`${id} has no draw`);
      const where = `${id} ${lang}`;
      expect(page, where).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
      expect(page, where).not.toMatch(/<script|<noscript|localhost/);
      expect(textOf(/<span class="name">([^<]*)<\/span>/.exec(page)?.[1] ?? ''), where).toBe(draw.lotteryName);
      expect(textOf(/<p class="date">([^<]*)<\/p>/.exec(page)?.[1] ?? ''), where).toBe(latest.displayName[lang]);
      const status = pageText(lang, draw.status === 'complete' ? 'status.complete' : 'status.announced');
      expect(page, where).toContain(`<span class="badge ${draw.status}">${escapeHtml(status)}</span>`);
      // Every main prize of the stored newest draw, byte for byte, and no other prize.
      const shown = [...page.matchAll(/data-prize="([^"]+)"><dt>[^<]*<\/dt><dd class="num">([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);
      const stored = MAIN_PRIZE_SLUGS.flatMap((slug) => {
        const prize = latest.draw.prizes[slug as keyof typeof latest.draw.prizes];
        return prize ? [[slug, prize.numbers.join(' ')]] : [];
      });
      expect(shown.length, where).toBeGreaterThan(0);
      expect(shown, where).toEqual(stored);
      const pending = /<p class="pending">([^<]*)<\/p>/.exec(page)?.[1];
      if (draw.pendingPrizes.length === 0) expect(pending, where).toBeUndefined();
      else for (const p of draw.pendingPrizes) expect(textOf(pending ?? ''), where).toContain(p.name);
      expect(creditOf(page), where).toEqual({
        href: absoluteUrl(fx.site, pagePath({ kind: 'lottery', lottery: id }, lang)),
        text: pageText(lang, 'widget.credit', { source: SITE.name }),
      });
    }
  });

  test('the fixture has a draw still being announced, whose page names the awaited prizes', async () => {
    const page = await fx.read(widgetPageFile('thai-government', 'en'));
    expect(page).toContain('<span class="badge announced">');
    expect(page).toMatch(/<p class="pending">Awaited: [^<]*Fourth prize/);
  });

  test("a lottery without data: the service's own 404 text in the page's language, with the credit", async () => {
    const without = LOTTERY_IDS.filter((id) => !withData.includes(id));
    expect(without.length).toBeGreaterThan(0);
    for (const [id, lang] of combos(without.slice(0, 3))) {
      const page = await fx.read(widgetPageFile(id, lang));
      const error = (JSON.parse(await fx.read(noDataFile(id, lang))) as ErrorBody).error;
      expect(page).toContain(`<html lang="${lang}">`);
      expect(textOf(/<p class="error" role="alert">([^<]*)<\/p>/.exec(page)?.[1] ?? '')).toBe(error);
      expect(creditOf(page).text).toBe(pageText(lang, 'widget.credit', { source: SITE.name }));
    }
  });

  test.each(LANGS)(
    'the "not known" page in %s: one short sentence, a link to the list, the credit; never the list of lotteries',
    async (lang) => {
      const page = await fx.read(widgetPageFile(null, lang));
      const home = absoluteUrl(fx.site, pagePath({ kind: 'home' }, lang));
      expect(page).toContain(`<html lang="${lang}">`);
      expect(page).toContain(
        `<p class="error" role="alert">${escapeHtml(pageText(lang, 'widget.unknown'))} <a href="${home}" target="_blank" rel="noopener">${escapeHtml(pageText(lang, 'widget.list'))}</a></p>`,
      );
      expect(creditOf(page)).toEqual({ href: home, text: pageText(lang, 'widget.credit', { source: SITE.name }) });
      expect(page).not.toMatch(/<script|localhost|lao-lottery|hanoi-vip/);
    },
  );

  test('each text of the widget differs between the five languages', () => {
    for (const key of ['widget.unknown', 'widget.list', 'widget.credit'] as const) {
      expect(new Set(LANGS.map((lang) => pageText(lang, key, { source: 'x' }))).size).toBe(LANGS.length);
    }
  });

  test(
    "a new draw rewrites that lottery's widget pages with its numbers, and no other lottery's",
    async () => {
      const id: LotteryId = 'hanoi-normal';
      const draws = [...(fx.store.get(id) ?? [])];
      const next = syntheticDraw(lottery(id), '2024-03-01');
      expect(next.date > (draws.at(-1)?.date ?? '')).toBe(true);
      await saveLotteries(fx.dataDir, new Map([[id, [...draws, next]]]));
      const report = await buildSite({ dataDir: fx.dataDir, distDir: fx.distDir, site: fx.site });
      const widgetPages = report.written.filter((f) => /(^|\/)widget\/[^/]+\/index\.html$/.test(f));
      expect(widgetPages.sort()).toEqual(LANGS.map((lang) => widgetPageFile(id, lang)).sort());
      const page = await fx.read(widgetPageFile(id, 'en'));
      expect(page).toContain('March 1, 2024');
      const first = next.prizes['first-prize']?.numbers.join(' ');
      expect(first).toBeDefined();
      expect(page).toContain(`<dd class="num">${first}</dd>`);
    },
    TREE_TIMEOUT_MS,
  );
});

describe('the developers page', () => {
  test.each(LANGS)('documents the iframe address and the direct address of a widget page (%s)', async (lang) => {
    const text = await fx.read(pageFile({ kind: 'api' }, lang));
    expect(text).toContain(`&lt;iframe src=&quot;${SITE.baseUrl}/widget/?lottery=`);
    const direct = /<code>(https:\/\/widgets\.example\/lotto\/(?:[a-z]{2}\/)?widget\/([a-z0-9-]+)\/)<\/code>/.exec(text);
    expect(direct?.[1]).toBe(absoluteUrl(fx.site, widgetPagePath(direct?.[2] as LotteryId, lang)));
    expect(LOTTERY_IDS).toContain(direct?.[2]);
  });
});

describe('the developers page snippets', () => {
  test.each(LANGS)('are valid HTML to paste with a service name that needs escaping (%s)', async (lang) => {
    const page = await fx.read(pageFile({ kind: 'api' }, lang));
    // What a reader copies: the text of each <code> block (the page's own escaping undone once).
    const snippets = [...page.matchAll(/<pre><code>([^<]*)<\/code><\/pre>/g)].map((m) => textOf(m[1] ?? ''));
    const iframe = snippets.find((s) => s.startsWith('<iframe '));
    const title = /^<iframe [^>]*\btitle="([^"]*)"[^>]*><\/iframe>$/.exec(iframe ?? '')?.[1];
    expect(title, iframe).toBeDefined();
    expect(textOf(title ?? '')).toBe(SITE.name);
    const credit = snippets.find((s) => s.startsWith('<a href='));
    const text = /^<a href="[^"]*">([^<]*)<\/a>$/.exec(credit ?? '')?.[1];
    expect(text, credit).toBeDefined();
    expect(textOf(text ?? '')).toBe(pageText(lang, 'api.credit-text', { source: SITE.name }));
  });
});

describe('the address the widget script asks', () => {
  const base = new URL('https://lotto.example/');
  test.each([
    [{ lottery: 'thai-government', lang: 'en' }, '/results?lottery=thai-government&lang=en'],
    [{ lottery: 'thai-government', lang: null }, '/results?lottery=thai-government'],
    // A lang the service does not know: Thai, the language the widget shows, as the iframe form does.
    [{ lottery: 'thai-government', lang: 'EN' }, '/results?lottery=thai-government&lang=th'],
    [{ lottery: 'thai-government', lang: '' }, '/results?lottery=thai-government&lang=th'],
  ])('%o: %s', (request, expected) => {
    const url = resultsUrl(base, request);
    expect(`${url.pathname}${url.search}`).toBe(expected);
    expect(url.searchParams.get('lang') ?? 'th').toBe(widgetLang(request));
  });

  test.each(LANGS)(
    'for a lottery without data, its published widget page in %s, below the base, holding the no-data sentence',
    async (lang) => {
      const without = LOTTERY_IDS.find((id) => !withData.includes(id)) as LotteryId;
      expect(without).toBeDefined();
      const base = new URL(`${SITE.baseUrl}/`);
      const url = widgetPageUrl(base, without, lang);
      expect(url.href).toBe(absoluteUrl(fx.site, widgetPagePath(without, lang)));
      const page = await fx.read(widgetPageFile(without, lang));
      const sentence = /<p class="error" role="alert">([^<]*)<\/p>/.exec(page)?.[1];
      expect(textOf(sentence ?? '')).toBe((JSON.parse(await fx.read(noDataFile(without, lang))) as ErrorBody).error);
    },
  );
});

describe('the widget script', () => {
  test('is published with the configured service name and the lotteries with data in place of the marks, as string literals', async () => {
    const script = await fx.read('widget.js');
    expect(script).not.toContain(SERVICE_NAME_MARK);
    expect(script).not.toContain(WITH_DATA_MARK);
    expect(script).toContain(JSON.stringify(SITE.name));
    expect(withData.length).toBeGreaterThan(0);
    expect(script).toContain(JSON.stringify(withData.join(' ')));
  });

  test.each(['`', '"', "'"])('widgetScript writes the name and the ids into %s-quoted marks, and the result evaluates to them', (quote) => {
    const mark = (m: string) => `${quote}${m}${quote}`;
    const bundle = `return [${mark(SERVICE_NAME_MARK)}, ${mark(WITH_DATA_MARK)}, ${mark(SERVICE_NAME_MARK)}];`;
    const ids: LotteryId[] = ['thai-government', 'hanoi-vip'];
    const values = new Function(widgetScript(bundle, SITE, ids))() as string[];
    expect(values).toEqual([SITE.name, 'thai-government hanoi-vip', SITE.name]);
    expect([...lotteriesWithData(values[1] as string)]).toEqual(ids);
    const lineSeparators = { name: 'a\u2028b\u2029c', baseUrl: SITE.baseUrl };
    expect(new Function(widgetScript(bundle, lineSeparators, []))()).toEqual([lineSeparators.name, '', lineSeparators.name]);
    expect(lotteriesWithData('').size).toBe(0);
  });

  test("a service name holding a mark's text is written as it is, never taken for the mark", () => {
    const bundle = `return ["${SERVICE_NAME_MARK}", "${WITH_DATA_MARK}"];`;
    const site = { name: WITH_DATA_MARK, baseUrl: SITE.baseUrl };
    expect(new Function(widgetScript(bundle, site, ['lao-vip']))()).toEqual([WITH_DATA_MARK, 'lao-vip']);
  });

  test('a bundle without either mark is refused', () => {
    expect(() => widgetScript(`return ["${WITH_DATA_MARK}"];`, SITE, [])).toThrow(/service name mark/);
    expect(() => widgetScript(`return ["${SERVICE_NAME_MARK}"];`, SITE, [])).toThrow(/lotteries with data/);
  });
});

describe('which page answers /widget/?…', () => {
  test.each([
    ['lottery=lao-lottery&lang=en', '/en/widget/lao-lottery/'],
    ['lottery=lao-lottery', '/widget/lao-lottery/'],
    ['lottery=lao-lottery&lang=fr', '/widget/lao-lottery/'],
    ['lottery=lao-lottery&lang=th', '/widget/lao-lottery/'],
    ['lang=vi&lottery=lao-vip', '/vi/widget/lao-vip/'],
    ['lottery=nope&lang=my', '/my/widget/'],
    ['lottery=&lang=lo', '/lo/widget/'],
    ['lang=en', '/en/widget/'],
    ['lottery=nope&lottery=hanoi-vip&lang=vi', '/vi/widget/hanoi-vip/'],
    ['lottery=nope', null],
    ['lottery=LAO-LOTTERY&lang=EN', null],
    ['', null],
  ])('%s -> %s', (query, page) => {
    expect(widgetRewrite('/widget/', new URLSearchParams(query))).toBe(page);
    expect(widgetRewrite('/widget', new URLSearchParams(query))).toBe(page);
    expect(widgetRewrite('/en/widget/', new URLSearchParams(query))).toBeNull();
  });
});
