import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { noDataFile } from '../pipeline/contract/paths.ts';
import { type LocalServer, startLocalServer } from '../pipeline/serve/local-server.ts';
import type { Lang } from '../pipeline/registry/langs.ts';
import type { LotteryId } from '../pipeline/registry/lotteries.ts';
import type { ErrorBody, ResultsBody } from './lib/api-types.ts';
import { MAIN_PRIZE_SLUGS } from './lib/format.ts';
import { pagePath } from './render/page-paths.ts';
import { pageText } from './texts/page-texts.ts';
import { launchChromium, screenshotPath } from './testing/chromium.ts';
import { type SiteFixture, buildSyntheticSite } from './testing/site-fixture.ts';

/**
 * The embeddable widget in Debian's Chromium (issue 6 item 3, issue 13 item 5), pasted by a site of
 * another origin, in both forms: the script (`widget.js`, rendered in the browser) and the iframe
 * (`/widget/?lottery=…&lang=…`, pre-rendered: it shows the numbers with JavaScript disabled). The
 * tree is built by `buildSite` from the synthetic store for a configured service name; every
 * number shown is compared with the published latest-draw file.
 */
const SETUP_TIMEOUT_MS = 180_000;
vi.setConfig({ testTimeout: 90_000 });
const SITE = { name: 'Widget Test Lotto', baseUrl: 'https://widgets.example' } as const;
const VIEWPORTS = { desktop: { width: 1100, height: 900 }, phone: { width: 390, height: 844 } } as const;
type ViewportName = keyof typeof VIEWPORTS;

let fx: SiteFixture;
let service: LocalServer;
let other: http.Server;
let otherOrigin: string;
let browser: Browser | undefined;
let launchError: unknown;

beforeAll(async () => {
  fx = await buildSyntheticSite('widget-browser', SITE);
  service = await startLocalServer({ distDir: fx.distDir, port: 0, host: '127.0.0.1', log: () => undefined });
  other = await startOtherOrigin(service.url);
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
  browser = await launchChromium().catch((error: unknown) => {
    launchError = error;
    return undefined;
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
  await service?.close();
  await fx?.remove();
});

/**
 * A site of someone else's (another origin: another host name and port) that pastes the widget:
 * `/embed?lottery=…&lang=…` with the script snippet, `/frame?…` with the iframe.
 */
async function startOtherOrigin(serviceUrl: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://other');
    if (url.pathname === '/violations.js') {
      // Records what a Content-Security-Policy blocks (a file: the policy below allows no inline script).
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(
        "window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));",
      );
      return;
    }
    const lottery = url.searchParams.get('lottery');
    const lang = url.searchParams.get('lang');
    const attrs = `${lottery === null ? '' : ` data-lottery="${lottery}"`}${lang === null ? '' : ` data-lang="${lang}"`}`;
    const body =
      url.pathname === '/frame'
        ? `<iframe src="${serviceUrl}/widget/${url.search}" title="results" width="360" height="300"></iframe>`
        : `<p>A site that shows lottery results.</p><script src="${serviceUrl}/widget.js"${attrs} async></script><p>After the widget.</p>`;
    // `csp`: a common strict policy: scripts, data and frames of the site itself and the service; no inline style.
    const csp = url.searchParams.has('csp')
      ? {
          'Content-Security-Policy': `default-src 'self'; script-src 'self' ${serviceUrl}; connect-src ${serviceUrl}; frame-src ${serviceUrl}; style-src 'self'`,
        }
      : {};
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...csp });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Other site</title><script src="/violations.js"></script></head><body style="font-family:serif;color:#f0f">${body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function open(
  url: string,
  options: { javaScript?: boolean; viewport?: ViewportName } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  if (!browser) throw launchError;
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return { page, context, errors };
}

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${service.url}${path}`)).json()) as T;
}

/** The widget's iframe, once its page has loaded. */
async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  await frame.waitForLoadState('load');
  return frame;
}

/** Neither the page nor the widget is wider than the window (nothing scrolls sideways). */
async function expectNoOverflow(target: Page | Frame, where: string): Promise<void> {
  const sizes = await target.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll, `${where}: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(sizes.client);
}

/** The main prizes of the stored newest draw, as the widget shows them: `[slug, numbers]`. */
async function storedMainPrizes(lottery: LotteryId): Promise<string[][]> {
  const latest = await fx.latest(lottery);
  return MAIN_PRIZE_SLUGS.flatMap((slug) => {
    const prize = latest.draw.prizes[slug as keyof typeof latest.draw.prizes];
    return prize ? [[slug, prize.numbers.join(' ')]] : [];
  });
}

/** What a widget shows of a draw, read from the page (visible elements only). */
async function shownDraw(root: Page | Frame): Promise<{ name: string; date: string; status: string; prizes: string[][] }> {
  const widget = root.locator('.lottery-widget');
  await widget.locator('.name').waitFor({ state: 'visible' });
  const prizes: string[][] = [];
  for (const prize of await widget.locator('[data-prize]').all()) {
    expect(await prize.isVisible()).toBe(true);
    prizes.push([(await prize.getAttribute('data-prize')) ?? '', (await prize.locator('dd').textContent()) ?? '']);
  }
  return {
    name: (await widget.locator('.name').textContent()) ?? '',
    date: (await widget.locator('.date').textContent()) ?? '',
    status: (await widget.locator('.badge').textContent()) ?? '',
    prizes,
  };
}

async function expectedDraw(lottery: LotteryId, lang: Lang): Promise<{ name: string; date: string; status: string; prizes: string[][] }> {
  const body = await api<ResultsBody>(`/results?lottery=${lottery}&lang=${lang}`);
  const draw = body.data[0];
  if (!draw) throw new Error(`${lottery} has no draw`);
  const latest = await fx.latest(lottery);
  expect(draw.displayName).toBe(latest.displayName[lang]);
  return {
    name: draw.lotteryName,
    date: latest.displayName[lang],
    status: pageText(lang, draw.status === 'complete' ? 'status.complete' : 'status.announced'),
    prizes: await storedMainPrizes(lottery),
  };
}

const credit = (lang: Lang) => pageText(lang, 'widget.credit', { source: SITE.name });
const CASES: ReadonlyArray<readonly [LotteryId, Lang, ViewportName]> = [
  ['thai-government', 'en', 'desktop'],
  ['thai-government', 'th', 'phone'],
  ['hanoi-normal', 'vi', 'phone'],
  ['lao-patuxay', 'lo', 'desktop'],
];

test("Debian's Chromium starts (the browser tests need it: .ci/run installs it when CI=true)", () => {
  if (!browser) throw launchError;
  expect(browser.isConnected()).toBe(true);
});

describe('the iframe form, pre-rendered', () => {
  test.each(CASES)(
    '%s in %s at %s width, JavaScript disabled: the stored numbers, the date and the status',
    async (lottery, lang, viewport) => {
      const { page, context } = await open(`${otherOrigin}/frame?lottery=${lottery}&lang=${lang}`, { javaScript: false, viewport });
      const frame = await widgetFrame(page);
      await expect(frame.locator('html').getAttribute('lang')).resolves.toBe(lang);
      const shown = await shownDraw(frame);
      expect(shown).toEqual(await expectedDraw(lottery, lang));
      expect(shown.prizes.length).toBeGreaterThan(0);
      const body = await api<ResultsBody>(`/results?lottery=${lottery}&lang=${lang}`);
      const pending = body.data[0]?.pendingPrizes ?? [];
      const pendingLine = frame.locator('.lottery-widget .pending');
      if (pending.length === 0) await expect(pendingLine.count()).resolves.toBe(0);
      else for (const p of pending) await expect(pendingLine.textContent()).resolves.toContain(p.name);
      const link = frame.locator('a.credit');
      await expect(link.textContent()).resolves.toBe(credit(lang));
      expect(await link.getAttribute('href')).toBe(`${SITE.baseUrl}${pagePath({ kind: 'lottery', lottery }, lang)}`);
      await expectNoOverflow(page, 'host page');
      await expectNoOverflow(frame, 'widget');
      await page.screenshot({ path: screenshotPath(`widget-iframe-${lottery}-${lang}-${viewport}-no-js`) });
      await context.close();
    },
  );

  test('with JavaScript enabled the iframe shows the same, without any script of its own', async () => {
    const { page, context, errors } = await open(`${otherOrigin}/frame?lottery=hanoi-normal&lang=vi`);
    const frame = await widgetFrame(page);
    expect(await shownDraw(frame)).toEqual(await expectedDraw('hanoi-normal', 'vi'));
    await expect(frame.locator('script').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['my', 'phone'],
    ['en', 'desktop'],
  ] as const)('an unknown lottery in %s at %s width, JavaScript disabled: one sentence and the way to the list', async (lang, viewport) => {
    const { page, context } = await open(`${otherOrigin}/frame?lottery=no-such-lottery&lang=${lang}`, { javaScript: false, viewport });
    const frame = await widgetFrame(page);
    await expect(frame.locator('html').getAttribute('lang')).resolves.toBe(lang);
    const error = frame.locator('.lottery-widget .error');
    await expect(error.textContent()).resolves.toBe(`${pageText(lang, 'widget.unknown')} ${pageText(lang, 'widget.list')}`);
    expect(await error.isVisible()).toBe(true);
    expect(await error.locator('a').getAttribute('href')).toBe(`${SITE.baseUrl}${pagePath({ kind: 'home' }, lang)}`);
    await expect(frame.locator('a.credit').textContent()).resolves.toBe(credit(lang));
    await expectNoOverflow(frame, 'widget');
    await page.screenshot({ path: screenshotPath(`widget-iframe-unknown-${lang}-${viewport}`) });
    await context.close();
  });

  test('a lottery without data, JavaScript disabled: the service text in the language asked', async () => {
    const { page, context } = await open(`${otherOrigin}/frame?lottery=lao-vip&lang=lo`, { javaScript: false, viewport: 'phone' });
    const frame = await widgetFrame(page);
    const expected = JSON.parse(await fx.read(noDataFile('lao-vip', 'lo'))) as ErrorBody;
    await expect(frame.locator('.lottery-widget .error').textContent()).resolves.toBe(expected.error);
    await expect(frame.locator('html').getAttribute('lang')).resolves.toBe('lo');
    await expect(frame.locator('a.credit').textContent()).resolves.toBe(credit('lo'));
    await context.close();
  });
});

describe('the script form on another origin', () => {
  test('under a Content-Security-Policy that allows no inline style: the same numbers and the same styles, nothing blocked', async () => {
    /** The widget's box as styled, read from the page. */
    const styled = (page: Page) =>
      page.locator('.lottery-widget .name').evaluate((el) => {
        const box = el.closest('.w') ?? el;
        const s = getComputedStyle(box);
        return { fontFamily: s.fontFamily, borderRadius: s.borderRadius, borderTopWidth: s.borderTopWidth, padding: s.padding };
      });
    const plain = await open(`${otherOrigin}/embed?lottery=thai-government&lang=en`);
    const strict = await open(`${otherOrigin}/embed?lottery=thai-government&lang=en&csp`);
    const expected = await expectedDraw('thai-government', 'en');
    expect(await shownDraw(strict.page)).toEqual(expected);
    expect(await shownDraw(plain.page)).toEqual(expected);
    expect(await styled(strict.page)).toEqual(await styled(plain.page));
    expect((await styled(strict.page)).borderRadius).toBe('8px');
    // The policy holds (the host page's own inline style attribute is blocked), and blocked nothing of the widget's.
    const violations = (await strict.page.evaluate(() => (window as unknown as { violations: string[] }).violations)).filter(
      (v) => !v.startsWith('style-src-attr'),
    );
    expect(violations).toEqual([]);
    expect(strict.errors).toEqual([]);
    await plain.context.close();
    await strict.context.close();
  });

  test.each(CASES)('%s in %s at %s width: the stored numbers and the credit link back to the service', async (lottery, lang, viewport) => {
    const { page, context, errors } = await open(`${otherOrigin}/embed?lottery=${lottery}&lang=${lang}`, { viewport });
    expect(new URL(page.url()).origin).not.toBe(new URL(service.url).origin);
    expect(await shownDraw(page)).toEqual(await expectedDraw(lottery, lang));
    const widget = page.locator('.lottery-widget');
    const link = widget.locator('a.credit');
    expect(await link.getAttribute('href')).toBe(`${service.url}${pagePath({ kind: 'lottery', lottery }, lang)}`);
    await expect(link.textContent()).resolves.toBe(credit(lang));
    // The host page's own styles do not reach into the widget.
    expect(await widget.locator('.name').evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 255)');
    await expectNoOverflow(page, 'host page');
    const box = await widget.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    await page.screenshot({ path: screenshotPath(`widget-script-${lottery}-${lang}-${viewport}`) });
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['en', 'desktop'],
    ['lo', 'phone'],
  ] as const)(
    'an unknown lottery in %s at %s width: one sentence and the way to the list, never the list of slugs',
    async (lang, viewport) => {
      const { page, context } = await open(`${otherOrigin}/embed?lottery=no-such-lottery&lang=${lang}`, { viewport });
      const widget = page.locator('.lottery-widget');
      const error = widget.locator('.error');
      await expect(error.textContent()).resolves.toBe(`${pageText(lang, 'widget.unknown')} ${pageText(lang, 'widget.list')}`);
      expect(await error.locator('a').getAttribute('href')).toBe(`${service.url}${pagePath({ kind: 'home' }, lang)}`);
      await expect(widget.locator('a.credit').textContent()).resolves.toBe(credit(lang));
      await expect(widget.textContent()).resolves.not.toContain('lao-lottery');
      await expectNoOverflow(page, 'host page');
      await page.screenshot({ path: screenshotPath(`widget-script-unknown-${lang}-${viewport}`) });
      await context.close();
    },
  );

  test('a language the service does not know: the latest draw in Thai, as the iframe form shows it', async () => {
    const { page, context, errors } = await open(`${otherOrigin}/embed?lottery=hanoi-normal&lang=fr`);
    expect(await shownDraw(page)).toEqual(await expectedDraw('hanoi-normal', 'th'));
    await expect(page.locator('.lottery-widget a.credit').textContent()).resolves.toBe(credit('th'));
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['lao-vip', 'lo'],
    ['hanoi-4d', 'en'],
  ] as const)(
    "%s, a lottery without data, in %s: the service's text, the credit naming the configured service, and no failed request in the host's console",
    async (lottery, lang) => {
      const expected = await api<ErrorBody>(`/results?lottery=${lottery}&lang=${lang}`);
      expect(expected.success).toBe(false);
      if (!browser) throw launchError;
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      // What a host site sees of the widget: every answer of 400 or more and every console error.
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      page.on('console', (m) => {
        if (m.type() === 'error') failed.push(m.text());
      });
      page.on('pageerror', (e) => failed.push(e.message));
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await page.goto(`${otherOrigin}/embed?lottery=${lottery}&lang=${lang}`);
      const widget = page.locator('.lottery-widget');
      await expect(widget.locator('.error').textContent()).resolves.toBe(expected.error);
      await expect(widget.locator('a.credit').textContent()).resolves.toBe(credit(lang));
      expect(await widget.locator('a.credit').getAttribute('href')).toBe(`${service.url}${pagePath({ kind: 'lottery', lottery }, lang)}`);
      // The favicon of the other origin is the test server's own (it answers 200 for every path).
      expect(failed).toEqual([]);
      expect(asked).not.toContain('/results');
      await context.close();
    },
  );

  test('a lottery with data asks /results and never its widget page', async () => {
    if (!browser) throw launchError;
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${otherOrigin}/embed?lottery=lao-patuxay&lang=en`);
    expect(await shownDraw(page)).toEqual(await expectedDraw('lao-patuxay', 'en'));
    expect(asked).toContain('/results');
    expect(asked.filter((p) => p.includes('/widget/'))).toEqual([]);
    await context.close();
  });

  test('the service cannot be reached: its own sentence in the language asked, and the configured name, never the host', async () => {
    if (!browser) throw launchError;
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.route('**/results?**', (route) => route.abort('connectionrefused'));
    await page.goto(`${otherOrigin}/embed?lottery=hanoi-normal&lang=my`);
    const widget = page.locator('.lottery-widget');
    await expect(widget.locator('.error').textContent()).resolves.toBe(pageText('my', 'widget.unavailable'));
    await expect(widget.locator('a.credit').textContent()).resolves.toBe(credit('my'));
    await expect(widget.textContent()).resolves.not.toContain(new URL(service.url).host);
    await context.close();
  });
});
