import { describe, expect, test } from 'vitest';
import { LANGS } from '../../pipeline/registry/langs.ts';
import { LOTTERIES } from '../../pipeline/registry/lotteries.ts';
import { pageTemplate } from '../texts/page-texts.ts';
import type { CheckManyBody, CheckManyResultJson } from './api-types.ts';
import { amountText, headline, listItems, needsSellerRateNote, orderResults, problemText, totalText } from './check-results.ts';
import type { CheckerTexts } from './page-contract.ts';
import { localeFormats } from '../render/locale-data.ts';

/** The texts the English page hands its script (only those these functions read). */
const TEXTS = {
  winner: pageTemplate('en', 'checker.winner'),
  loser: pageTemplate('en', 'checker.loser'),
  loserPending: pageTemplate('en', 'checker.loser-pending'),
  summaryWin: pageTemplate('en', 'checker.summary-win'),
  summaryNone: pageTemplate('en', 'checker.summary-none'),
  summaryNonePending: pageTemplate('en', 'checker.summary-none-pending'),
  money: pageTemplate('en', 'checker.money'),
  sellerRate: pageTemplate('en', 'checker.seller-rate'),
  empty: pageTemplate('en', 'checker.empty'),
  tooMany: pageTemplate('en', 'checker.too-many'),
  notNumbers: pageTemplate('en', 'checker.not-numbers'),
  wrongLength: pageTemplate('en', 'checker.wrong-length'),
  listSeparator: ', ',
  formats: localeFormats('en'),
} as CheckerTexts;

const match = (amount: string, winningNumber = '56') => ({
  slug: 'last-two-digit' as const,
  prize: 'Last two digits',
  amount,
  winningNumber,
});
const result = (number: string, amounts: readonly string[]): CheckManyResultJson => ({
  number,
  isWinner: amounts.length > 0,
  matches: amounts.map((a) => match(a)),
  totalAmount: amounts.reduce((sum, a) => sum + Number(a), 0),
});
const body = (results: readonly CheckManyResultJson[], complete = true): CheckManyBody => ({
  success: true,
  data: {
    drawDate: '2026-07-01',
    displayName: 'July 1, 2026',
    complete,
    pendingPrizes: [],
    notice: null,
    results,
    totalAmount: results.reduce((sum, r) => sum + r.totalAmount, 0),
    repeated: [],
  },
  disclaimer: 'd',
  attribution: { source: 's', url: 'u' },
});

describe('the answer', () => {
  test('winners first, the rest in the order entered', () => {
    const rows = [result('11', []), result('56', ['2000.00']), result('22', []), result('156', ['0.00'])];
    expect(orderResults(rows).map((r) => r.number)).toEqual(['56', '156', '11', '22']);
  });

  test('a fixed amount carries the currency; one without a fixed amount is paid at the seller\'s rate, never "0.00"', () => {
    expect(amountText(result('56', ['2000.00']), TEXTS)).toBe('THB 2,000.00');
    expect(amountText(result('56', ['2000.00', '6000000.00']), TEXTS)).toBe('THB 6,002,000.00');
    expect(amountText(result('56', ['0.00']), TEXTS)).toBe("at the seller's rate");
    expect(amountText(result('11', []), TEXTS)).toBe('');
    expect(
      amountText(result('56', ['2000.00']), { ...TEXTS, money: pageTemplate('th', 'checker.money'), formats: localeFormats('th') }),
    ).toBe('2,000.00 บาท');
  });

  test('the total is shown only where some amount is fixed; the seller-rate sentence only where one is not', () => {
    const fixed = body([result('56', ['2000.00']), result('11', [])]);
    expect(totalText(fixed, TEXTS)).toBe('THB 2,000.00');
    expect(needsSellerRateNote(fixed)).toBe(false);
    const unfixed = body([result('56', ['0.00']), result('11', [])]);
    expect(totalText(unfixed, TEXTS)).toBeNull();
    expect(needsSellerRateNote(unfixed)).toBe(true);
    expect(totalText(body([result('11', [])]), TEXTS)).toBeNull();
  });

  test('the headline: one number by itself, several by count', () => {
    expect(headline(body([result('56', ['0.00'])]), TEXTS)).toEqual({ text: TEXTS.winner, number: '56', win: true });
    expect(headline(body([result('11', [])], false), TEXTS)).toEqual({ text: TEXTS.loserPending, number: '11', win: false });
    expect(headline(body([result('56', ['2000.00']), result('11', []), result('22', [])]), TEXTS)).toEqual({
      text: 'Winning numbers: 1 of 3.',
      number: null,
      win: true,
    });
    expect(headline(body([result('11', []), result('22', [])]), TEXTS).text).toBe('None of the 2 numbers wins in this draw.');
    expect(headline(body([result('11', []), result('22', [])], false), TEXTS).text).toBe(
      'None of the 2 numbers matches the prizes announced so far.',
    );
  });
});

describe("bad entries in the page's words", () => {
  test('each problem has its sentence; wrong lengths are named with what the lottery takes', () => {
    const lengths = 'Thai Government Lottery takes numbers of 2, 3 or 6 digits.';
    expect(problemText({ kind: 'empty' }, TEXTS, lengths, 100)).toBe('Enter at least one number.');
    expect(problemText({ kind: 'too-many', count: 140 }, TEXTS, lengths, 100)).toBe('Up to 100 numbers at a time; you entered 140.');
    expect(problemText({ kind: 'not-numbers', items: ['12a', 'x'] }, TEXTS, lengths, 100)).toBe('Not a number: 12a, x. Use digits only.');
    expect(problemText({ kind: 'wrong-length', items: ['1234', '5'] }, TEXTS, lengths, 100)).toBe(
      `Wrong number of digits: 1234, 5. ${lengths}`,
    );
  });

  test('a long list is cut after ten items', () => {
    const items = Array.from({ length: 12 }, (_, i) => String(i));
    expect(listItems(items, ', ')).toBe('0, 1, 2, 3, 4, 5, 6, 7, 8, 9, …');
    expect(listItems(items.slice(0, 10), ', ')).toBe('0, 1, 2, 3, 4, 5, 6, 7, 8, 9');
  });
});

test('every fixed amount in the registry is a GLO prize, so the currency the texts give (baht) is right', () => {
  for (const def of LOTTERIES) {
    const fixed = def.eras.flatMap((era) => era.prizes.filter((p) => p.amount !== null));
    if (def.family !== 'glo') expect(fixed.map((p) => `${def.id} ${p.slug}`)).toEqual([]);
  }
  const currency = { th: 'บาท', en: 'THB', lo: 'ບາດ', my: 'ဘတ်', vi: 'baht' } as const;
  for (const lang of LANGS) expect(pageTemplate(lang, 'checker.money')).toContain(currency[lang]);
});
