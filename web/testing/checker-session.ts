import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Endpoint, QUOTA_PER_MINUTE } from '../../pipeline/contract/endpoints.ts';
import { type LocalServer, startLocalServer } from '../../pipeline/serve/local-server.ts';
import type { Lang } from '../../pipeline/registry/langs.ts';
import type { LotteryId } from '../../pipeline/registry/lotteries.ts';
import { checkLengths, lottery } from '../../pipeline/registry/lookup.ts';
import { joinOr } from '../../pipeline/registry/messages.ts';
import type { ResultsBody } from '../lib/api-types.ts';
import { formatAmountWith } from '../lib/locale-formats.ts';
import { localeFormats } from '../render/locale-data.ts';
import { pageText } from '../texts/page-texts.ts';
import { launchChromium, screenshotPath } from './chromium.ts';
import { type SiteFixture, buildSyntheticSite } from './site-fixture.ts';

/**
 * What the checker's browser tests (web/checker.browser.test.ts) share: a tree built from
 * synthetic data, served by `npm start`'s server (with its live `/check-many`), Debian's Chromium,
 * and the steps a player takes on the checker page.
 */
const SETUP_TIMEOUT_MS = 180_000;
export const DESKTOP = { width: 1100, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['390px', PHONE],
] as const;

export interface Opened {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[];
  /** The addresses of the service the page asked, in order. */
  readonly requests: string[];
}

export interface CheckerSession {
  readonly fx: SiteFixture;
  /** The service's origin. */
  readonly url: string;
  open(path: string, viewport?: { width: number; height: number }): Promise<Opened>;
  api<T>(path: string): Promise<{ status: number; body: T }>;
  /** The lottery's newest stored draws, newest first (what the draw list shows). */
  storedDraws(id: LotteryId, lang: Lang): Promise<ResultsBody['data']>;
}

/** Registers the suite's setup and teardown; the session's fields are there once the setup has run. */
export function checkerSession(prefix: string): CheckerSession {
  let fx: SiteFixture | undefined;
  let service: LocalServer | undefined;
  let browser: Browser | undefined;
  /** Why Chromium did not start: every test then fails with it (never skips). */
  let launchError: unknown;

  beforeAll(async () => {
    fx = await buildSyntheticSite(prefix);
    // Every page of these tests asks from one address; the quotas (C3.5, tested with the server) are not what is tested here.
    const quota = Object.fromEntries(Object.keys(QUOTA_PER_MINUTE).map((endpoint) => [endpoint, 10_000])) as Record<Endpoint, number>;
    service = await startLocalServer({ distDir: fx.distDir, port: 0, host: '127.0.0.1', log: () => undefined, quota });
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

  const origin = (): string => {
    if (!service) throw new Error('the checker session is not set up');
    return service.url;
  };
  const api = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${origin()}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    get fx(): SiteFixture {
      if (!fx) throw new Error('the checker session is not set up');
      return fx;
    },
    get url(): string {
      return origin();
    },
    async open(path, viewport = DESKTOP) {
      if (!browser) throw launchError;
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => requests.push(r.url().slice(origin().length)));
      const response = await page.goto(`${origin()}${path}`);
      expect(response?.status(), path).toBe(200);
      // The draw list has loaded (the newest stored draw or, without data, the latest entry).
      await page.locator('#checker-draw option').nth(1).waitFor({ state: 'attached' });
      return { page, context, errors, requests };
    },
    api,
    async storedDraws(id, lang) {
      return (await api<ResultsBody>(`/results?lottery=${id}&limit=20&lang=${lang}`)).body.data;
    },
  };
}

/** Fills the form as a player would and checks; resolves when the answer (or the page's sentence) is shown. */
export async function check(page: Page, form: { lottery?: LotteryId; draw?: string; date?: string; numbers: string }): Promise<void> {
  if (form.lottery) {
    await page.selectOption('#checker-lottery', form.lottery);
    await page.waitForLoadState('networkidle');
  }
  if (form.draw) await page.selectOption('#checker-draw', form.draw);
  if (form.date !== undefined) await page.fill('#checker-date', form.date);
  await page.fill('#checker-numbers', form.numbers);
  await page.click('form.checker button[type="submit"]');
  await page.locator('#checker-result:not([aria-busy]) > :not(.small:only-child)').first().waitFor();
}

/** Nothing sticks out sideways, the given elements are visible, and the screenshot is as wide as the window. */
export async function screenshotFits(page: Page, name: string, visible: readonly string[]): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${name}: sideways overflow`).toBeLessThanOrEqual(client);
  for (const selector of visible) {
    const box = await page.locator(selector).first().boundingBox();
    expect(box, `${name}: ${selector} is shown`).not.toBeNull();
    expect(await page.locator(selector).first().isVisible(), `${name}: ${selector}`).toBe(true);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: ${selector} inside the window`).toBeLessThanOrEqual(client + 0.5);
  }
  const png = await page.screenshot({ path: screenshotPath(`checker-${name}`), fullPage: true });
  // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
  expect(png.readUInt32BE(16), `${name}: screenshot width`).toBe(page.viewportSize()?.width);
  expect(png.readUInt32BE(20)).toBeGreaterThan(0);
}

/** Rows of the answer: number, whether it is a winner, and the amount cell. */
export async function rows(page: Page): Promise<Array<{ number: string; winner: boolean; amount: string }>> {
  return page.locator('#checker-result tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      number: tr.getAttribute('data-number') ?? '',
      winner: tr.classList.contains('winner'),
      amount: tr.querySelector('td.amount')?.textContent ?? '',
    })),
  );
}

export const money = (amount: number, lang: Lang): string =>
  pageText(lang, 'checker.money', { amount: formatAmountWith(amount, localeFormats(lang)) });
export const thaiDigits = (ascii: string): string => [...ascii].map((d) => String.fromCodePoint(0x0e50 + Number(d))).join('');
export const lengthsSentence = (id: LotteryId, lang: Lang): string =>
  pageText(lang, 'checker.lengths', { lottery: lottery(id).names[lang], lengths: joinOr(lang, checkLengths(lottery(id)).map(String)) });
