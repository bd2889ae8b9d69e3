import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type LocalServer, startLocalServer } from '../pipeline/serve/local-server.ts';
import type { Lang } from '../pipeline/registry/langs.ts';
import { LOTTERIES } from '../pipeline/registry/lotteries.ts';
import { checkLengths } from '../pipeline/registry/lookup.ts';
import { pagePath } from './render/page-paths.ts';
import { pageText } from './texts/page-texts.ts';
import { launchChromium, screenshotPath } from './testing/chromium.ts';
import { type SiteFixture, buildSyntheticSite } from './testing/site-fixture.ts';

/**
 * Issue 13 items 4, 6 and 8 in Debian's Chromium, in two languages, at desktop and phone widths:
 * the HTML 404 page (its language, its link home, no sideways scrolling), the statistics charts'
 * legend, and the developers page's table of accepted number lengths. Screenshots are saved for
 * the reader; the assertions are what the tests check.
 */
vi.setConfig({ testTimeout: 90_000 });
const SIZES = [
  ['desktop', { width: 1100, height: 900 }],
  ['390px', { width: 390, height: 844 }],
] as const;
const LANGS_TESTED: readonly Lang[] = ['th', 'en'];
const CASES = LANGS_TESTED.flatMap((lang) => SIZES.map(([size, viewport]) => [lang, size, viewport] as const));

let fx: SiteFixture;
let service: LocalServer;
let browser: Browser | undefined;
let launchError: unknown;

beforeAll(async () => {
  fx = await buildSyntheticSite('site-extras-browser');
  service = await startLocalServer({ distDir: fx.distDir, port: 0, host: '127.0.0.1', log: () => undefined });
  browser = await launchChromium().catch((error: unknown) => {
    launchError = error;
    return undefined;
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
  await fx?.remove();
});

async function open(path: string, viewport: { width: number; height: number }, status = 200): Promise<Page> {
  if (!browser) throw launchError;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${service.url}${path}`);
  expect(response?.status(), path).toBe(status);
  expect(errors).toEqual([]);
  return page;
}

/** Nothing wider than the window: the page never scrolls sideways. */
async function expectNoOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The element's box lies inside the window's width and has a size. */
async function expectInside(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, selector).not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 0.5);
}

describe('the HTML 404 page (issue 13 item 4)', () => {
  test.each(CASES)('in %s at %s: status 404, its language, a visible link home, no overflow', async (lang, size, viewport) => {
    const prefix = lang === 'th' ? '' : `/${lang}`;
    for (const path of [`${prefix}/nope/`, `${prefix}/lottery/bogus/`]) {
      const page = await open(path, viewport, 404);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect(page.locator('h1').textContent()).resolves.toBe(pageText(lang, 'not-found.title'));
      const home = page.locator('a.not-found-home');
      expect(await home.isVisible()).toBe(true);
      await expect(home.textContent()).resolves.toBe(pageText(lang, 'not-found.home'));
      await expectInside(page, 'a.not-found-home');
      await expectNoOverflow(page);
      await page.screenshot({ path: screenshotPath(`not-found-${lang}-${size}${path.replace(/\//g, '_')}`), fullPage: true });
      await home.click();
      await page.waitForURL(`${service.url}${pagePath({ kind: 'home' }, lang)}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await page.context().close();
    }
  });

  test('the icon the pages link is loaded', async () => {
    const page = await open('/en/', { width: 1100, height: 900 });
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const r = await fetch(link?.href ?? '');
      return { status: r.status, type: r.headers.get('content-type') };
    });
    expect(icon).toEqual({ status: 200, type: 'image/svg+xml' });
    await page.context().close();
  });
});

describe('the statistics charts legend (issue 13 item 8)', () => {
  test.each(CASES)('in %s at %s: the expected-value line and the never-drawn marks are named', async (lang, size, viewport) => {
    const page = await open(pagePath({ kind: 'stats', lottery: 'lao-lottery' }, lang), viewport);
    const never = page.locator('.chart-legend .legend-never').first();
    const expected = page.locator('.chart-legend .legend-expected').first();
    await never.scrollIntoViewIfNeeded();
    expect(await never.isVisible()).toBe(true);
    expect(await expected.isVisible()).toBe(true);
    await expect(never.textContent()).resolves.toContain(pageText(lang, 'stats.legend-never'));
    expect((await expected.textContent())?.trim()).toMatch(
      new RegExp(
        `^${pageText(lang, 'stats.legend-expected', { expected: 'X' })
          .split('X')[0]
          ?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    // The legend's mark is drawn in the chart's colour, and the chart has marks of that kind.
    const colours = await page.evaluate(() => {
      const legend = document.querySelector('.chart-legend .never');
      const chart = document.querySelector('svg.chart .never');
      return [legend && getComputedStyle(legend).fill, chart && getComputedStyle(chart).fill];
    });
    expect(colours[0]).not.toBeNull();
    expect(colours[0]).toBe(colours[1]);
    // Legible on a phone: the page's own text size, not scaled down with the chart.
    const fontPx = await never.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(12);
    await expectInside(page, '.chart-legend .legend-never');
    await expectNoOverflow(page);
    await never.screenshot({ path: screenshotPath(`chart-legend-${lang}-${size}`) });
    await page.context().close();
  });
});

describe('the developers page lengths table (issue 13 item 6)', () => {
  test.each(CASES)('in %s at %s: every lottery with the lengths the registry accepts', async (lang, size, viewport) => {
    const page = await open(pagePath({ kind: 'api' }, lang), viewport);
    const table = page.locator('table.lengths');
    await table.scrollIntoViewIfNeeded();
    expect(await table.isVisible()).toBe(true);
    await expect(page.locator('#number-lengths').textContent()).resolves.toBe(pageText(lang, 'api.lengths-heading'));
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']));
    for (const def of LOTTERIES) {
      const row = rows.find(([, names]) => (names ?? '').split(', ').includes(def.names[lang]));
      expect(row, def.id).toBeDefined();
      expect((row?.[0] ?? '').match(/\d+/g)?.map(Number), def.id).toEqual(checkLengths(def));
    }
    // The `number` parameter links to the table instead of a pattern.
    const cell = page
      .locator('#check table tbody tr', { has: page.locator('code', { hasText: /^number$/ }) })
      .locator('td')
      .nth(1);
    await expect(cell.textContent()).resolves.not.toContain('{2,7}');
    expect(await cell.locator('a[href="#number-lengths"]').count()).toBe(1);
    await expectInside(page, 'table.lengths');
    await expectNoOverflow(page);
    await table.screenshot({ path: screenshotPath(`lengths-${lang}-${size}`) });
    await page.context().close();
  });
});
