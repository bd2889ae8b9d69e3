import type { Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import { LANGS, type Lang } from '../pipeline/registry/langs.ts';
import { lottery } from '../pipeline/registry/lookup.ts';
import { MESSAGES } from '../pipeline/registry/messages.ts';
import type { CheckManyBody, ErrorBody, ResultsBody } from './lib/api-types.ts';
import { displayName } from '../pipeline/draws/localize.ts';
import { pagePath } from './render/page-paths.ts';
import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  check,
  checkerSession,
  lengthsSentence,
  money,
  rows,
  screenshotFits,
  thaiDigits,
} from './testing/checker-session.ts';
import { OTHER_DATE } from './lib/page-contract.ts';
import { pageText } from './texts/page-texts.ts';

/**
 * The checker in a real browser (issue 13 items 1-3): any stored draw, many numbers, forgiving
 * input, honest amounts, and bad input said in the page's words. Debian's Chromium against a tree
 * built from synthetic data and served by `npm start`'s server (with its live `/check-many`), at
 * a desktop width and a 390 px phone, in two languages and more. Every screenshot is checked: the
 * image is exactly as wide as the window (nothing sticks out sideways) and the elements it is
 * taken for are visible.
 */
vi.setConfig({ testTimeout: 90_000 });
const session = checkerSession('checker-browser');

/** A slow connection: requests matching `pattern` wait until the returned function is called; `passed` after each goes on. */
async function holdAnswers(page: Page, pattern: string, passed: () => void = () => {}): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
    passed();
  });
  return release;
}

/** The /check-many addresses the page asks, in order, from now on. */
function checksSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/check-many?')) sent.push(r.url());
  });
  return sent;
}

describe('many numbers against the latest draw, typed forgivingly', () => {
  // Lao and Burmese at one size: Chromium has no Intl data for them, and the amounts must still read as the build writes them.
  test.each([
    ...(['th', 'en'] as const).flatMap((lang) => VIEWPORTS.map(([name, viewport]) => [lang, name, viewport] as const)),
    ...(['lo', 'my'] as const).map((lang) => [lang, VIEWPORTS[1][0], VIEWPORTS[1][1]] as const),
  ])('in %s at %s: Thai digits, spaces, a dash and a repeat; winners first, with the total in baht', async (lang, name, viewport) => {
    const latest = await session.fx.latest('thai-government');
    const first = latest.draw.prizes['first-prize']?.numbers[0] as string;
    const lastTwo = latest.draw.prizes['last-two-digit']?.numbers[0] as string;
    const loser = ['00', '11', '22', '33', '44', '55', '77', '88', '99'].find((n) => n !== lastTwo) as string;
    // One per line, spaces, Thai digits, and the first prize again written with a dash: 4 numbers, 1 repeated.
    const typed = `${loser}\n  ${thaiDigits(lastTwo)}   ${first}\n${first.slice(0, 2)}-${first.slice(2)}, 123456`;
    const numbers = [loser, lastTwo, first, '123456'];
    const expected = (await session.api<CheckManyBody>(`/check-many?lottery=thai-government&numbers=${numbers.join(',')}&lang=${lang}`))
      .body;
    const winners = expected.data.results.filter((r) => r.isWinner);
    expect(winners.length).toBeGreaterThanOrEqual(2);

    const { page, context, errors } = await session.open(pagePath({ kind: 'checker' }, lang), viewport);
    await check(page, { numbers: typed });
    await expect(page.locator('#checker-result .win').textContent()).resolves.toBe(
      pageText(lang, 'checker.summary-win', { winners: winners.length, count: numbers.length }),
    );
    await expect(page.locator('#checker-result .date').textContent()).resolves.toBe(
      pageText(lang, 'checker.draw-of', { date: latest.displayName[lang] }),
    );
    const shown = await rows(page);
    // One row per different number, winners first, each in the order entered.
    expect(shown.map((r) => r.number)).toEqual([
      ...numbers.filter((n) => winners.some((w) => w.number === n)),
      ...numbers.filter((n) => !winners.some((w) => w.number === n)),
    ]);
    for (const row of shown) {
      const result = expected.data.results.find((r) => r.number === row.number);
      expect(row.winner).toBe(result?.isWinner);
      expect(row.amount).toBe(result?.isWinner ? money(result.totalAmount, lang) : '');
    }
    await expect(page.locator('#checker-result .total').textContent()).resolves.toBe(
      pageText(lang, 'checker.total', { amount: money(expected.data.totalAmount, lang) }),
    );
    await expect(page.locator('#checker-result .repeated').textContent()).resolves.toBe(
      pageText(lang, 'checker.repeated', { numbers: first }),
    );
    await expect(page.locator('#checker-result .notice').textContent()).resolves.toBe(expected.data.notice);
    await expect(page.locator('#checker-result .disclaimer').textContent()).resolves.toBe(MESSAGES['check.disclaimer'][lang]);
    // What was typed stays; the address holds the check against this very draw.
    expect(await page.inputValue('#checker-numbers')).toBe(typed);
    expect(new URL(page.url()).search).toBe(`?lottery=thai-government&date=${latest.draw.date}&numbers=${numbers.join(',')}`);
    await screenshotFits(page, `many-${lang}-${name}`, ['#checker-result .win', '#checker-result table', '#checker-result .total']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a past draw', () => {
  test.each((['en', 'lo'] as const).flatMap((lang) => VIEWPORTS.map(([name, viewport]) => [lang, name, viewport] as const)))(
    'in %s at %s: the draw list shows the stored draws newest first in the language; a past draw is checked',
    async (lang, name, viewport) => {
      const draws = await session.storedDraws('thai-government', lang);
      const past = draws[3] as ResultsBody['data'][number];
      const first = past.prizes.find((p) => p.slug === 'first-prize')?.numbers[0] as string;
      const { page, context, errors, requests } = await session.open(pagePath({ kind: 'checker' }, lang), viewport);
      const options = await page
        .locator('#checker-draw option')
        .evaluateAll((os) => os.map((o) => [o.getAttribute('value'), o.textContent]));
      expect(options).toEqual([...draws.map((d) => [d.drawDate, d.displayName]), ['other', pageText(lang, 'checker.draw-other')]]);
      await check(page, { draw: past.drawDate, numbers: first });
      await expect(page.locator('#checker-result .win').textContent()).resolves.toBe(pageText(lang, 'checker.winner', { number: first }));
      await expect(page.locator('#checker-result .date').textContent()).resolves.toBe(
        pageText(lang, 'checker.draw-of', { date: past.displayName }),
      );
      // The amount as the build writes it in the language (Chromium's own Intl has no Lao data, and would group as English).
      const amount = Number(past.prizes.find((p) => p.slug === 'first-prize')?.amount);
      expect((await rows(page))[0]).toEqual({ number: first, winner: true, amount: money(amount, lang) });
      // A draw chosen on purpose is not "stale", and a complete draw has no notice.
      expect(await page.locator('#checker-result .stale-warning, #checker-result .notice').count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('date')).toBe(past.drawDate);
      expect(requests.some((r) => r === `/check-many?lottery=thai-government&numbers=${first}&date=${past.drawDate}&lang=${lang}`)).toBe(
        true,
      );
      await screenshotFits(page, `past-${lang}-${name}`, ['#checker-draw', '#checker-result .win', '#checker-result table']);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test.each(['en', 'lo', 'my'] as const)(
    'in %s, a date typed in the date field: a stored one is checked, one without a draw is said in the page words',
    async (lang) => {
      const draws = await session.storedDraws('thai-government', lang);
      const old = session.fx.store.get('thai-government')?.[2];
      if (!old) throw new Error('the synthetic store has thai-government draws');
      expect(draws.some((d) => d.drawDate === old.date)).toBe(false); // older than the list of 20
      const { page, context } = await session.open(pagePath({ kind: 'checker' }, lang));
      expect(await page.locator('#checker-date').isVisible()).toBe(false);
      await page.selectOption('#checker-draw', 'other');
      expect(await page.locator('#checker-date').isVisible()).toBe(true);
      await check(page, { date: old.date, numbers: old.prizes['last-two-digit']?.numbers[0] as string });
      await expect(page.locator('#checker-result .date').textContent()).resolves.toBe(
        pageText(lang, 'checker.draw-of', { date: displayName(old.date, lang) }),
      );
      expect(await page.locator('#checker-result .win').isVisible()).toBe(true);

      // A day between two draws: the service answers 404; the page says it in its words.
      const missing = '2016-12-02';
      const answer = await session.api<ErrorBody>(`/check-many?lottery=thai-government&numbers=12&date=${missing}&lang=${lang}`);
      expect(answer.status).toBe(404);
      await check(page, { date: missing, numbers: '12' });
      await expect(page.locator('#checker-result .error').textContent()).resolves.toBe(
        pageText(lang, 'checker.date-unknown', { lottery: lottery('thai-government').names[lang], date: displayName(missing, lang) }),
      );
      // The service's raw sentence is not shown; the nearest stored draws it names are offered instead.
      expect(await page.locator('#checker-result').textContent()).not.toContain(answer.body.error);
      const nearest = page.locator('#checker-result .nearest button');
      expect(await nearest.evaluateAll((bs) => bs.map((b) => b.textContent))).toEqual([
        displayName('2016-12-01', lang),
        displayName('2016-12-16', lang),
      ]);
      if (lang === 'en') await screenshotFits(page, 'no-draw-en', ['#checker-result .error', '#checker-result .nearest button']);
      await nearest.first().click();
      await page.locator('#checker-result .date').waitFor();
      await expect(page.locator('#checker-result .date').textContent()).resolves.toBe(
        pageText(lang, 'checker.draw-of', { date: displayName('2016-12-01', lang) }),
      );
      expect(await page.inputValue('#checker-draw')).toBe('2016-12-01');
      await context.close();
    },
  );
});

describe('honest amounts', () => {
  test.each(['th', 'vi'] as const)(
    "in %s, a lottery without a fixed amount says the match is paid at the seller's rate, never 0.00",
    async (lang) => {
      const latest = await session.fx.latest('lao-lottery');
      const four = latest.draw.prizes['last-four-digit']?.numbers[0] as string;
      const { page, context } = await session.open(pagePath({ kind: 'checker' }, lang), PHONE);
      await check(page, { lottery: 'lao-lottery', numbers: `${four} 00` });
      const first = (await rows(page))[0];
      expect(first).toEqual({ number: four, winner: true, amount: pageText(lang, 'checker.seller-rate') });
      await expect(page.locator('#checker-result .rate-note').textContent()).resolves.toBe(pageText(lang, 'checker.seller-rate-note'));
      expect(await page.locator('#checker-result .total').count()).toBe(0);
      expect(await page.locator('#checker-result').textContent()).not.toContain('0.00');
      expect(await page.locator('#checker-result').textContent()).not.toContain('0,00');
      await screenshotFits(page, `seller-rate-${lang}-390px`, ['#checker-result .rate-note', '#checker-result table']);
      await context.close();
    },
  );
});

describe("bad input, in the page's words", () => {
  const many = Array.from({ length: 101 }, (_, i) => String(100 + i)).join(' ');
  interface BadCase {
    readonly name: string;
    readonly lang: Lang;
    readonly numbers: string;
    readonly sentence: (lang: Lang) => string;
    readonly date?: string;
  }
  const cases: readonly BadCase[] = [
    {
      name: 'two numbers of lengths the lottery does not take, named',
      lang: 'en',
      numbers: '12345 12 1234567',
      sentence: (lang) =>
        `${pageText(lang, 'checker.wrong-length', { numbers: '12345, 1234567' })} ${lengthsSentence('thai-government', lang)}`,
    },
    {
      name: 'a wrong length in Thai digits',
      lang: 'th',
      numbers: '๑๒๓๔๕',
      sentence: (lang) => `${pageText(lang, 'checker.wrong-length', { numbers: '12345' })} ${lengthsSentence('thai-government', lang)}`,
    },
    { name: 'nothing but separators', lang: 'my', numbers: ' \n , ', sentence: (lang) => pageText(lang, 'checker.empty') },
    { name: '101 numbers', lang: 'vi', numbers: many, sentence: (lang) => pageText(lang, 'checker.too-many', { max: 100, count: 101 }) },
    {
      name: 'pieces that are not numbers',
      lang: 'en',
      numbers: '12a ٣٤',
      sentence: (lang) => pageText(lang, 'checker.not-numbers', { items: '12a, ٣٤' }),
    },
    {
      name: 'a date still to come',
      lang: 'th',
      numbers: '12',
      date: '2099-01-01',
      sentence: (lang) => pageText(lang, 'checker.date-future', { date: displayName('2099-01-01', lang) }),
    },
  ];

  test.each(cases)('in $lang: $name', async ({ lang, numbers, sentence, date }) => {
    const { page, context, errors, requests } = await session.open(pagePath({ kind: 'checker' }, lang), PHONE);
    if (date) await page.selectOption('#checker-draw', 'other');
    await check(page, { numbers, ...(date ? { date } : {}) });
    await expect(page.locator('#checker-result .error').textContent()).resolves.toBe(sentence(lang));
    // Nothing was sent: the page knew; the entry stays, marked, with the focus to correct it.
    expect(requests.filter((r) => /^\/check(-many)?\?/.test(r))).toEqual([]);
    const field = date ? '#checker-date' : '#checker-numbers';
    expect(await page.getAttribute(field, 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(field.slice(1));
    // The field is described by the sentence first (WCAG 3.3.1), then by what described it before.
    expect((await page.getAttribute(field, 'aria-describedby'))?.split(' ')[0]).toBe('checker-error');
    await expect(page.locator('#checker-error').textContent()).resolves.toBe(sentence(lang));
    if (!date) expect(await page.inputValue('#checker-numbers')).toBe(numbers);
    if (lang === 'en' && numbers.startsWith('12345')) await screenshotFits(page, 'wrong-length-en-390px', ['#checker-result .error']);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the hint under the field follows the lottery', async () => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    await expect(page.locator('#checker-hint').textContent()).resolves.toBe(lengthsSentence('thai-government', 'en'));
    await page.selectOption('#checker-lottery', 'hanoi-normal');
    await expect(page.locator('#checker-hint').textContent()).resolves.toBe(lengthsSentence('hanoi-normal', 'en'));
    await context.close();
  });

  test.each(['en', 'th'] as const)(
    "in %s, a check made while the chosen lottery's draws are still loading goes against its newest draw, never a date of the previous lottery",
    async (lang) => {
      const newest = await session.fx.latest('hanoi-normal');
      const previous = await session.fx.latest('thai-government');
      expect(newest.draw.date).not.toBe(previous.draw.date);
      const { page, context } = await session.open(pagePath({ kind: 'checker' }, lang));
      // A slow connection: the new lottery's draw list arrives only after the check is sent.
      const release = await holdAnswers(page, '**/results?**');
      const sent = checksSent(page);
      await page.selectOption('#checker-lottery', 'hanoi-normal');
      await page.fill('#checker-numbers', '13');
      await page.click('form.checker button[type="submit"]');
      await page.locator('#checker-result:not([aria-busy]) > :not(.small:only-child)').first().waitFor();
      expect(sent).toHaveLength(1);
      expect(new URL(sent[0] as string).searchParams.get('date')).toBeNull();
      await expect(page.locator('#checker-result .date').textContent()).resolves.toBe(
        pageText(lang, 'checker.draw-of', { date: newest.displayName[lang] }),
      );
      release();
      await context.close();
    },
  );

  test('an answer still under way when another lottery is chosen is dropped, never shown under the new one', async () => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    let answered = 0;
    const release = await holdAnswers(page, '**/check-many?**', () => {
      answered += 1;
    });
    await page.fill('#checker-numbers', '13');
    await page.click('form.checker button[type="submit"]');
    await expect(page.getAttribute('#checker-result', 'aria-busy')).resolves.toBe('true');
    await page.selectOption('#checker-lottery', 'hanoi-normal');
    release();
    await expect.poll(() => answered).toBe(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#checker-result').textContent()).resolves.toBe('');
    expect(await page.getAttribute('#checker-result', 'aria-busy')).toBeNull();
    await context.close();
  });

  test("an answer shown, with its nearest-draw buttons, goes when another lottery is chosen: they were the previous lottery's", async () => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    await check(page, { draw: OTHER_DATE, date: '2016-12-02', numbers: '12' });
    await expect(page.locator('#checker-result .nearest button').count()).resolves.toBeGreaterThan(0);
    expect(await page.getAttribute('#checker-date', 'aria-invalid')).toBe('true');
    await page.selectOption('#checker-lottery', 'hanoi-normal');
    await expect(page.locator('#checker-result').textContent()).resolves.toBe('');
    for (const field of ['#checker-lottery', '#checker-draw', '#checker-date', '#checker-numbers']) {
      expect(await page.getAttribute(field, 'aria-invalid'), field).toBeNull();
    }
    await context.close();
  });

  test('"another date" chosen while the new lottery\'s draws load stays chosen, and its date is the one checked', async () => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    const release = await holdAnswers(page, '**/results?**');
    const sent = checksSent(page);
    await page.selectOption('#checker-lottery', 'hanoi-normal');
    await page.selectOption('#checker-draw', OTHER_DATE);
    await page.fill('#checker-date', '2024-01-05');
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#checker-draw option').nth(2).getAttribute('value')).resolves.not.toBe(OTHER_DATE);
    expect(await page.inputValue('#checker-draw')).toBe(OTHER_DATE);
    expect(await page.isVisible('#checker-date')).toBe(true);
    await page.fill('#checker-numbers', '13');
    await page.click('form.checker button[type="submit"]');
    await page.locator('#checker-result:not([aria-busy]) > :not(.small:only-child)').first().waitFor();
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0] as string).searchParams.get('date')).toBe('2024-01-05');
    await context.close();
  });

  test.each([
    ['a check', 'lottery=hanoi-normal&numbers=13'],
    ['an unknown lottery', 'lottery=nope&numbers=13'],
  ])('%s in the address is dropped when another lottery is chosen before the page has loaded its draws', async (_, query) => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    const release = await holdAnswers(page, '**/results?**');
    const sent = checksSent(page);
    await page.goto(`${session.url}${pagePath({ kind: 'checker' }, 'en')}?${query}`);
    await page.selectOption('#checker-lottery', 'lao-lottery');
    release();
    await page.waitForLoadState('networkidle');
    await page.locator('#checker-draw option').nth(1).waitFor({ state: 'attached' });
    expect(sent).toEqual([]);
    await expect(page.locator('#checker-result').textContent()).resolves.toBe('');
    expect(await page.getAttribute('#checker-lottery', 'aria-invalid')).toBeNull();
    await context.close();
  });

  test("a lottery without any draw gets the service's own sentence for it", async () => {
    const expected = (await session.api<ErrorBody>('/check-many?lottery=lao-vip&numbers=12&lang=en')).body;
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    await check(page, { lottery: 'lao-vip', numbers: '12' });
    await expect(page.locator('#checker-result .error').textContent()).resolves.toBe(expected.error);
    // The entry was fine: no field is marked as wrong (a refusal of the service is no fault of a field).
    for (const field of ['#checker-lottery', '#checker-draw', '#checker-date', '#checker-numbers']) {
      expect(await page.getAttribute(field, 'aria-invalid'), field).toBeNull();
      expect((await page.getAttribute(field, 'aria-describedby')) ?? '', field).not.toContain('checker-error');
    }
    await context.close();
  });

  test('at 320 px, a winning number in the list of matches is never broken across lines (my: the longest prize names)', async () => {
    const latest = await session.fx.latest('thai-government');
    const near = latest.draw.prizes['near-first-prize']?.numbers[0] as string;
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'my'), { width: 320, height: 700 });
    await check(page, { numbers: `${near}\n${near.slice(-2)}` });
    const numbers = await page.locator('#checker-result ul.matches .num').evaluateAll((els) =>
      els.map((e) => ({
        lines: e.getClientRects().length,
        wrap: getComputedStyle(e).whiteSpace,
        anywhere: getComputedStyle(e).overflowWrap,
      })),
    );
    expect(numbers.length).toBeGreaterThan(0);
    // The cell may break anywhere (overflow-wrap), a number in it never: it would read as two numbers.
    for (const n of numbers) expect(n).toEqual({ lines: 1, wrap: 'nowrap', anywhere: 'normal' });
    await context.close();
  });

  test('a network failure is said without marking any field', async () => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'th'));
    await page.route('**/check-many?**', (route) => route.abort());
    await check(page, { numbers: '12' });
    await expect(page.locator('#checker-result .error').textContent()).resolves.toBe(pageText('th', 'checker.network'));
    expect(await page.getAttribute('#checker-numbers', 'aria-invalid')).toBeNull();
    await context.close();
  });
});

describe('a check can be shared', () => {
  test.each([
    ['en', DESKTOP],
    ['th', PHONE],
  ] as const)('in %s, the address reopens the same check in a fresh browser', async (lang, viewport) => {
    const draws = await session.storedDraws('hanoi-normal', lang);
    const past = draws[1] as ResultsBody['data'][number];
    const two = past.prizes.find((p) => p.slug === 'last-two-digit')?.numbers[0] as string;
    const first = await session.open(pagePath({ kind: 'checker' }, lang), viewport);
    await check(first.page, { lottery: 'hanoi-normal', draw: past.drawDate, numbers: `${two}\n123` });
    const shared = first.page.url();
    const before = await rows(first.page);
    await first.context.close();

    const again = await session.open(shared.slice(session.url.length), viewport);
    await again.page.locator('#checker-result table').waitFor();
    expect(await rows(again.page)).toEqual(before);
    expect(await again.page.inputValue('#checker-lottery')).toBe('hanoi-normal');
    expect(await again.page.inputValue('#checker-draw')).toBe(past.drawDate);
    expect(await again.page.inputValue('#checker-numbers')).toBe(`${two}\n123`);
    await expect(again.page.locator('#checker-result .date').textContent()).resolves.toBe(
      pageText(lang, 'checker.draw-of', { date: past.displayName }),
    );
    await screenshotFits(again.page, `shared-${lang}`, ['#checker-result table']);
    expect(again.errors).toEqual([]);
    await again.context.close();
  });

  test.each(['en', 'lo'] as const)(
    'in %s, an address naming no lottery says so and checks nothing against another lottery',
    async (lang) => {
      const path = `${pagePath({ kind: 'checker' }, lang)}?lottery=hanoi-nromal%3Cb%3E&numbers=00`;
      const { page, context, errors, requests } = await session.open(path);
      await expect(page.locator('#checker-result .error').textContent()).resolves.toBe(
        pageText(lang, 'checker.lottery-unknown', { lottery: 'hanoi-nromal<b>' }),
      );
      expect(await page.locator('#checker-result b').count()).toBe(0);
      expect(requests.filter((r) => /^\/check(-many)?\?/.test(r))).toEqual([]);
      expect(page.url().endsWith(path)).toBe(true);
      expect(await page.inputValue('#checker-numbers')).toBe('00');
      expect(await page.getAttribute('#checker-lottery', 'aria-invalid')).toBe('true');
      expect((await page.getAttribute('#checker-lottery', 'aria-describedby'))?.split(' ')).toContain('checker-error');
      // A check that can be made (the list shows a lottery of its own) clears the mark on the list.
      await check(page, { numbers: '00' });
      expect(await page.getAttribute('#checker-lottery', 'aria-invalid')).toBeNull();
      expect(await page.getAttribute('#checker-lottery', 'aria-describedby')).toBeNull();
      expect(await page.getAttribute('#checker-numbers', 'aria-describedby')).not.toContain('checker-error');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('choosing "another date" in the draw list shows the date field and leaves the focus on the list (WCAG 3.2.2)', async () => {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
    await page.focus('#checker-draw');
    await page.selectOption('#checker-draw', 'other');
    await expect(page.locator('#checker-date').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checker-draw');
    await context.close();
  });

  test('the one-number address of the earlier checker still opens', async () => {
    const latest = await session.fx.latest('hanoi-normal');
    const number = latest.draw.prizes['last-two-digit']?.numbers[0] as string;
    const { page, context } = await session.open(`${pagePath({ kind: 'checker' }, 'vi')}?lottery=hanoi-normal&number=${number}`);
    await expect(page.locator('#checker-result .win').textContent()).resolves.toBe(pageText('vi', 'checker.winner', { number }));
    await context.close();
  });
});

test('works from the keyboard alone: Tab to each control, type, Ctrl+Enter', async () => {
  const latest = await session.fx.latest('hanoi-normal');
  const number = latest.draw.prizes['last-two-digit']?.numbers[0] as string;
  const { page, context } = await session.open(pagePath({ kind: 'checker' }, 'en'));
  const focused = (): Promise<string | undefined> => page.evaluate(() => document.activeElement?.id);
  for (let i = 0; i < 40 && (await focused()) !== 'checker-lottery'; i += 1) await page.keyboard.press('Tab');
  expect(await focused()).toBe('checker-lottery');
  await page.keyboard.type('Hanoi Normal');
  expect(await page.inputValue('#checker-lottery')).toBe('hanoi-normal');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('checker-draw');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('checker-numbers');
  await page.keyboard.type(`${number}\n${number}`);
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('#checker-result .win').textContent()).resolves.toBe(pageText('en', 'checker.winner', { number }));
  await context.close();
});

test('every language states the input rule and the lengths under the field', async () => {
  for (const lang of LANGS) {
    const { page, context } = await session.open(pagePath({ kind: 'checker' }, lang), PHONE);
    await expect(page.locator('#checker-rule').textContent()).resolves.toBe(pageText(lang, 'checker.rule'));
    await expect(page.locator('#checker-hint').textContent()).resolves.toBe(lengthsSentence('thai-government', lang));
    await screenshotFits(page, `form-${lang}-390px`, ['#checker-numbers', '#checker-rule', 'form.checker button']);
    await context.close();
  }
});
