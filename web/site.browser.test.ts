import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type PageRef, pagePath } from './render/page-paths.ts';
import { lotteriesFile, resultsFile, statsFile } from '../pipeline/contract/paths.ts';
import type { LotteriesBody, LotteryStatusJson } from '../pipeline/contract/lotteries-body.ts';
import { freshnessText } from './texts/freshness-texts.ts';
import { type LocalServer, startLocalServer } from '../pipeline/serve/local-server.ts';
import type { Lang } from '../pipeline/registry/langs.ts';
import type { LotteryId } from '../pipeline/registry/lotteries.ts';
import { lottery } from '../pipeline/registry/lookup.ts';
import { MESSAGES } from '../pipeline/registry/messages.ts';
import { pageText } from './texts/page-texts.ts';
import type { ErrorBody, ResultsBody, StatsBody } from './lib/api-types.ts';
import { launchChromium, screenshotPath } from './testing/chromium.ts';
import { type SiteFixture, buildSyntheticSite } from './testing/site-fixture.ts';

/**
 * The website in a real browser (issue 6 item 5): Debian's Chromium driven by playwright-core,
 * against a tree built by `buildSite` from synthetic data and served by `npm start`'s server on
 * port 0. Without Chromium these tests fail (launchChromium says how to install it).
 */
const SETUP_TIMEOUT_MS = 180_000;
/** A page with a full-page screenshot can take seconds on a loaded two-core machine. */
vi.setConfig({ testTimeout: 90_000 });
const PHONE = { width: 360, height: 740 } as const;

let fx: SiteFixture;
let service: LocalServer;
let browser: Browser | undefined;
/** Why Chromium did not start: every test then fails with it (never skips). */
let launchError: unknown;

beforeAll(async () => {
  fx = await buildSyntheticSite('site-browser');
  service = await startLocalServer({ distDir: fx.distDir, port: 0, host: '127.0.0.1', log: () => undefined });
  browser = await launchChromium().catch((error: unknown) => {
    launchError = error;
    return undefined;
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await service?.close();
  await fx?.remove();
});

async function open(
  path: string,
  options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  if (!browser) throw launchError;
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: options.viewport ?? { width: 1100, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(path.startsWith('http') ? path : `${service.url}${path}`);
  expect(response?.status(), path).toBe(200);
  return { page, context, errors };
}

async function json<T>(path: string): Promise<T> {
  return JSON.parse(await fx.read(path)) as T;
}

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${service.url}${path}`)).json()) as T;
}

const PAGE_TYPES: ReadonlyArray<[string, PageRef]> = [
  ['home', { kind: 'home' }],
  ['lottery', { kind: 'lottery', lottery: 'thai-government' }],
  ['stats', { kind: 'stats', lottery: 'hanoi-normal' }],
  ['checker', { kind: 'checker' }],
  ['api', { kind: 'api' }],
];

test("Debian's Chromium starts (the browser tests need it: .ci/run installs it when CI=true)", () => {
  if (!browser) throw launchError;
  expect(browser.isConnected()).toBe(true);
});

describe('every page type in two languages', () => {
  test.each(PAGE_TYPES.flatMap(([name, ref]) => (['th', 'en'] as const).map((lang) => [name, lang, ref] as const)))(
    '%s page in %s',
    async (name, lang, ref) => {
      const { page, context, errors } = await open(pagePath(ref, lang));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect((await page.locator('h1').textContent())?.trim()).not.toBe('');
      switch (ref.kind) {
        case 'home': {
          const latest = await fx.latest('thai-government');
          const card = page.locator('.card[data-lottery="thai-government"]');
          await expect(card.locator('[data-prize="first-prize"] dd').textContent()).resolves.toBe(
            latest.draw.prizes['first-prize']?.numbers.join(' '),
          );
          await expect(card.textContent()).resolves.toContain(latest.displayName[lang]);
          break;
        }
        case 'lottery': {
          const body = await json<ResultsBody>(resultsFile('thai-government', 20, lang));
          expect(await page.locator('article.draw').count()).toBe(body.data.length);
          await expect(page.locator('article.draw h2').first().textContent()).resolves.toContain(body.data[0]?.displayName);
          break;
        }
        case 'stats': {
          const body = await json<StatsBody>(statsFile('hanoi-normal', lang));
          expect(await page.locator('svg.chart').count()).toBe(body.prizes.filter((p) => p.draws > 0).length * 2);
          // The tooltip: hovering a bar shows its text at once.
          const top = body.prizes.find((p) => p.prize === 'last-two-digit')?.numbers[0]?.number as string;
          const bar = page
            .locator('section[aria-labelledby="p-last-two-digit"] svg.chart')
            .first()
            .locator('rect[data-bar]')
            .nth(Number(top));
          await bar.hover();
          await expect(page.locator('.chart-tip').textContent()).resolves.toMatch(new RegExp(`^${top}: `));
          expect(await page.locator('.chart-tip').isVisible()).toBe(true);
          break;
        }
        case 'checker':
          expect(await page.locator('label[for="checker-numbers"]').isVisible()).toBe(true);
          expect(await page.locator('label[for="checker-lottery"]').isVisible()).toBe(true);
          break;
        case 'api':
          await expect(page.locator('main').textContent()).resolves.toContain(MESSAGES['terms.usage'][lang]);
          // The preview widget, from the same origin.
          await expect(page.locator('.widget-preview .lottery-widget .name').textContent()).resolves.toBe(
            (await json<ResultsBody>(resultsFile('thai-government', 1, lang))).data[0]?.lotteryName,
          );
          break;
      }
      // The language switcher keeps the page.
      const otherLang: Lang = lang === 'th' ? 'en' : 'th';
      await page.locator(`nav.langs a[hreflang="${otherLang}"]`).click();
      await page.waitForURL(`${service.url}${pagePath(ref, otherLang)}`);
      expect(await page.getAttribute('html', 'lang')).toBe(otherLang);
      await page.goBack();
      await page.screenshot({ path: screenshotPath(`${name}-${lang}`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('C4.8: /stats attribution.url opens the statistics page, with or without its final slash', async () => {
    const body = await api<StatsBody>('/stats?lottery=lao-lottery&lang=vi');
    const path = body.attribution.url.slice(fx.site.baseUrl.length);
    expect(path).toBe('/vi/stats/lao-lottery');
    for (const address of [path, `${path}/`]) {
      const { page, context } = await open(address);
      await expect(page.locator('h1').textContent()).resolves.toBe(
        pageText('vi', 'stats.title', { lottery: lottery('lao-lottery').names.vi }),
      );
      await context.close();
    }
  });

  test('a lottery without data shows a clear "no results yet" page', async () => {
    for (const lang of ['th', 'en'] as const) {
      const { error } = await api<ErrorBody>(`/results?lottery=lao-vip&lang=${lang}`);
      for (const kind of ['lottery', 'stats'] as const) {
        const { page, context } = await open(pagePath({ kind, lottery: 'lao-vip' }, lang));
        await expect(page.locator('p[data-no-data]').textContent()).resolves.toBe(error);
        expect(await page.locator('p[data-no-data]').isVisible()).toBe(true);
        if (kind === 'lottery' && lang === 'en') await page.screenshot({ path: screenshotPath('no-data-en') });
        await context.close();
      }
    }
  });
});

describe('readable without JavaScript', () => {
  test('the home, lottery and statistics pages hold their data; the checker says what to do', async () => {
    const latest = await fx.latest('thai-government');
    const first = latest.draw.prizes['first-prize']?.numbers[0] as string;
    const home = await open(pagePath({ kind: 'home' }, 'en'), { javaScript: false });
    await expect(home.page.locator('.card[data-lottery="thai-government"]').textContent()).resolves.toContain(first);
    await home.page.screenshot({ path: screenshotPath('home-en-no-js'), fullPage: true });
    await home.context.close();

    const results = await open(pagePath({ kind: 'lottery', lottery: 'thai-government' }, 'en'), { javaScript: false });
    await expect(results.page.locator('article.draw').first().textContent()).resolves.toContain(first);
    await results.context.close();

    const stats = await open(pagePath({ kind: 'stats', lottery: 'lao-lottery' }, 'en'), { javaScript: false });
    const body = await json<StatsBody>(statsFile('lao-lottery', 'en'));
    const top = body.prizes.find((p) => p.prize === 'last-two-digit')?.numbers[0];
    // The chart is drawn, and its data table opens without a script.
    expect(await stats.page.locator('svg.chart').count()).toBeGreaterThan(0);
    const section = stats.page.locator('section[aria-labelledby="p-last-two-digit"]');
    await section.locator('details summary').click();
    await expect(section.locator('tbody tr').first().textContent()).resolves.toContain(top?.number);
    await stats.page.screenshot({ path: screenshotPath('stats-en-no-js'), fullPage: true });
    await stats.context.close();

    const checker = await open(pagePath({ kind: 'checker' }, 'en'), { javaScript: false });
    expect(await checker.page.locator('noscript').count()).toBe(1);
    await expect(checker.page.locator('main').textContent()).resolves.toContain('The checker needs JavaScript');
    await checker.context.close();
  });
});

describe('accessible and readable', () => {
  test.each(PAGE_TYPES)('the %s page fits a 320 or 360 px wide phone without sideways scrolling', async (name, ref) => {
    for (const [lang, width] of [
      ['th', 360],
      ['en', 360],
      ['my', 360],
      ['th', 320],
      ['en', 320],
      ['vi', 320],
    ] as const) {
      const { page, context } = await open(pagePath(ref, lang), { viewport: { ...PHONE, width } });
      await page.waitForLoadState('networkidle');
      // With every <details> open (the developers page's lists of allowed values widen its tables).
      const { scroll, client } = await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) d.open = true;
        return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
      });
      expect(scroll, `${name} ${lang} ${width} px`).toBeLessThanOrEqual(client);
      if (lang === 'th' && width === 360) await page.screenshot({ path: screenshotPath(`${name}-th-360px`), fullPage: true });
      await context.close();
    }
  });

  test('on a 360 px phone no word or number of the statistics tables breaks across lines', async () => {
    for (const lang of ['th', 'en', 'lo', 'my', 'vi'] as const) {
      const { page, context } = await open(pagePath({ kind: 'stats', lottery: 'thai-government' }, lang), { viewport: PHONE });
      const broken = await page.evaluate((lang) => {
        for (const d of document.querySelectorAll('details')) d.open = true;
        const words = new Intl.Segmenter(lang, { granularity: 'word' });
        const out: string[] = [];
        for (const cell of document.querySelectorAll('table th, table td')) {
          // A cell of one word (a number, "Number", a Burmese word) is set on one line. Thai headings
          // of two words may break between them, as the language's own line breaking does.
          const text = cell.textContent?.trim() ?? '';
          if ([...words.segment(text)].filter((w) => w.isWordLike).length !== 1) continue;
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(text);
        }
        return out;
      }, lang);
      expect(broken, lang).toEqual([]);
      await context.close();
    }
  });

  test('numbers are set in a monospace face and text meets WCAG AA contrast', async () => {
    const { page, context } = await open(pagePath({ kind: 'home' }, 'en'));
    const families = await page.locator('.main-prizes dd').evaluateAll((els) => els.map((el) => getComputedStyle(el).fontFamily));
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(family).toMatch(/monospace/);
    const selectors = [
      'body',
      'h1',
      'a',
      '.lead',
      '.date',
      '.badge.complete',
      '.badge.announced',
      '.pending',
      '.main-prizes dt',
      '.main-prizes dd',
      '.site-footer p',
      'nav a',
    ];
    const colors = await page.evaluate((list) => {
      const background = (el: Element | null): string => {
        for (let e = el; e; e = e.parentElement) {
          const c = getComputedStyle(e).backgroundColor;
          if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
        }
        return 'rgb(255, 255, 255)';
      };
      return list.flatMap((selector) =>
        [...document.querySelectorAll(selector)]
          .slice(0, 5)
          .map((el) => ({ selector, fg: getComputedStyle(el).color, bg: background(el) })),
      );
    }, selectors);
    const ratios = colors.map(({ selector, fg, bg }) => ({ selector, ratio: contrast(fg, bg) }));
    expect(new Set(ratios.map((r) => r.selector))).toEqual(new Set(selectors));
    for (const { selector, ratio } of ratios) expect(ratio, selector).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});

/** WCAG 2.2's contrast ratio of two CSS colours as getComputedStyle gives them (`rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const luminance = (color: string): number => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (v: number): number => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('the keyboard focus ring', () => {
  test('meets 3:1 against the background around it on the first tab stops of a page and of the checker (WCAG 1.4.11)', async () => {
    for (const path of [pagePath({ kind: 'home' }, 'en'), pagePath({ kind: 'checker' }, 'th')]) {
      const { page, context } = await open(path);
      const seen: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          // The ring is drawn outside the element (outline-offset): against its parents' background.
          let around = 'rgb(255, 255, 255)';
          for (let e = el.parentElement; e; e = e.parentElement) {
            const c = getComputedStyle(e).backgroundColor;
            if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
              around = c;
              break;
            }
          }
          const style = getComputedStyle(el);
          return {
            tag: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`,
            width: style.outlineWidth,
            ring: style.outlineColor,
            around,
          };
        });
        if (!ring) continue;
        seen.push(ring.tag);
        expect(ring.width, ring.tag).not.toBe('0px');
        expect(contrast(ring.ring, ring.around), `${path} ${ring.tag}`).toBeGreaterThanOrEqual(3);
      }
      expect(seen.length).toBeGreaterThan(3);
      await context.close();
    }
  });
});

describe('freshness, by the viewer clock (issue 11 item 6)', () => {
  /** A page opened with its clock set: the count of missing draws depends on nothing else. */
  async function openAt(path: string, time: number): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    if (!browser) throw launchError;
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.clock.install({ time });
    const response = await page.goto(`${service.url}${path}`);
    expect(response?.status(), path).toBe(200);
    return { page, context, errors };
  }

  async function item(lottery: LotteryId, lang: Lang): Promise<LotteryStatusJson> {
    const body = await json<LotteriesBody>(lotteriesFile(lang));
    const found = body.data.find((d) => d.lottery === lottery);
    if (!found?.latestDraw) throw new Error(`${lottery} has no latest draw in /lotteries`);
    return found;
  }

  const at = (s: LotteryStatusJson, i: number): number => Date.parse(s.nextDraws[i]?.resultAt ?? '');

  test('a card shows the newest draw and how many scheduled draws have passed since, by the page clock', async () => {
    const status = await item('thai-government', 'en');
    const latest = await fx.latest('thai-government');
    expect(status.latestDraw?.drawDate).toBe(latest.draw.date);
    // A minute after the second scheduled result time: two draws are missing.
    const { page, context, errors } = await openAt(pagePath({ kind: 'home' }, 'en'), at(status, 1) + 60_000);
    const line = page.locator('.card[data-lottery="thai-government"] .freshness');
    await expect(line.textContent()).resolves.toContain(freshnessText('en', 'freshness.newest', { date: latest.displayName.en }));
    await expect(line.locator('[data-missing]').textContent()).resolves.toBe(freshnessText('en', 'freshness.missing', { count: 2 }));
    expect(await line.getAttribute('class')).toContain('stale');
    expect(errors).toEqual([]);
    await page.screenshot({ path: screenshotPath('home-en-stale'), fullPage: false });
    await context.close();
  });

  test('before the next result time the card says the draw is the most recent scheduled one', async () => {
    const status = await item('hanoi-normal', 'th');
    const { page, context } = await openAt(pagePath({ kind: 'home' }, 'th'), at(status, 0) - 60_000);
    const line = page.locator('.card[data-lottery="hanoi-normal"] .freshness');
    await expect(line.locator('[data-missing]').textContent()).resolves.toBe(freshnessText('th', 'freshness.current'));
    expect(await line.getAttribute('class')).not.toContain('stale');
    await context.close();
  });

  test('the lottery page says "at least 10" once every listed draw is past', async () => {
    const status = await item('lao-lottery', 'vi');
    const { page, context } = await openAt(pagePath({ kind: 'lottery', lottery: 'lao-lottery' }, 'vi'), at(status, 9) + 60_000);
    await expect(page.locator('main .freshness [data-missing]').textContent()).resolves.toBe(
      freshnessText('vi', 'freshness.missing-many', { count: 10 }),
    );
    await context.close();
  });

  test('the checker warns when the draw it checked is not the most recent scheduled one, and only then', async () => {
    const status = await item('lao-lottery', 'en');
    const latest = await fx.latest('lao-lottery');
    const number = latest.draw.prizes['last-two-digit']?.numbers[0] as string;
    const target = `${pagePath({ kind: 'checker' }, 'en')}?lottery=lao-lottery&number=${number}`;

    const stale = await openAt(target, at(status, 2) + 60_000);
    await stale.page.locator('#checker-result .win').waitFor();
    await expect(stale.page.locator('#checker-result .stale-warning').textContent()).resolves.toBe(
      freshnessText('en', 'freshness.checker-stale', { date: latest.displayName.en, count: '3' }),
    );
    expect(stale.errors).toEqual([]);
    await stale.page.screenshot({ path: screenshotPath('checker-stale-en'), fullPage: true });
    await stale.context.close();

    // The installed clock runs on from its start: a minute of margin, not a millisecond.
    const current = await openAt(target, at(status, 0) - 60_000);
    await current.page.locator('#checker-result .win').waitFor();
    expect(await current.page.locator('#checker-result .stale-warning').count()).toBe(0);
    await current.context.close();
  });
});
