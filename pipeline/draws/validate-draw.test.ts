import { describe, expect, test } from 'vitest';
import { type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { StoredDraw, StoredPrize } from '../store/schema.ts';
import { type DefectKind, nearFirstOf, validateDraw } from './validate-draw.ts';

const TODAY = '2026-11-21';

function prize(numbers: string[], amount: string | null): StoredPrize {
  return { numbers, amount, publishedAt: '2026-05-02T07:30:00.000Z', approximate: true };
}

/** GLO 2026-05-02 (official sample; DOMAIN 1.2), complete, with the registry's amounts. */
function gloDraw(date = '2026-05-02'): StoredDraw {
  return {
    date,
    prizes: {
      'first-prize': prize(['536077'], '6000000.00'),
      'near-first-prize': prize(['536076', '536078'], '100000.00'),
      'first-three-digit': prize(['267', '318'], '4000.00'),
      'last-three-digit': prize(['065', '153'], '4000.00'),
      'last-two-digit': prize(['43'], '2000.00'),
    },
    sources: [{ source: 'dataset:glo-archive', ref: 'test', prizes: ['first-prize'] }],
  };
}

/** XSMB 2026-08-16: special 14696, G1 34229 (PROVENANCE hanoi-normal). */
function hanoiDraw(): StoredDraw {
  return {
    date: '2026-08-16',
    prizes: {
      'first-prize': prize(['14696'], null),
      'last-four-digit': prize(['4696'], null),
      'last-three-digit': prize(['696'], null),
      'upper-two-digit': prize(['96'], null),
      'last-two-digit': prize(['29'], null),
    },
    sources: [{ source: 'dataset:xsmb', ref: 'test', prizes: ['first-prize'] }],
  };
}

function withPrize(draw: StoredDraw, slug: PrizeSlug, value: StoredPrize | undefined): StoredDraw {
  const prizes = { ...draw.prizes };
  if (value === undefined) delete prizes[slug];
  else prizes[slug] = value;
  return { ...draw, prizes };
}

function kinds(id: LotteryId, draw: StoredDraw): Array<[DefectKind, 'error' | 'warning', PrizeSlug | undefined]> {
  return validateDraw(lottery(id), draw, TODAY).map((d) => [d.kind, d.severity, d.prize]);
}

describe('validateDraw', () => {
  test.each<[string, LotteryId, StoredDraw, Array<[DefectKind, 'error' | 'warning', PrizeSlug | undefined]>]>([
    [
      'accepts a complete GLO draw on a moved date with only an off-schedule warning',
      'thai-government',
      gloDraw(),
      [['off-schedule', 'warning', undefined]],
    ],
    ['accepts a complete Hanoi draw', 'hanoi-normal', hanoiDraw(), []],
    [
      'accepts a partial draw: a prize with fewer numbers and prizes missing',
      'thai-government',
      withPrize(gloDraw('2026-05-16'), 'near-first-prize', undefined),
      [],
    ],
    [
      'rejects first-three-digit before 2015-09-01, when the prize did not exist',
      'thai-government',
      // The amounts of 2015-08-16 (the 3,000,000 era), so that only the prize that did not exist is reported.
      {
        date: '2015-08-16',
        prizes: {
          'first-prize': prize(['536077'], '3000000.00'),
          'near-first-prize': prize(['536076', '536078'], '50000.00'),
          'first-three-digit': prize(['267', '318'], '2000.00'),
          'last-three-digit': prize(['227', '624', '648', '781'], '2000.00'),
          'last-two-digit': prize(['43'], '1000.00'),
        },
        sources: [{ source: 'dataset:glo-archive', ref: 'test', prizes: ['first-prize'] }],
      },
      [['prize-not-in-era', 'error', 'first-three-digit']],
    ],
    [
      'rejects a third last-three-digit number from 2015-09-01',
      'thai-government',
      withPrize(gloDraw('2026-05-16'), 'last-three-digit', prize(['065', '153', '999'], '4000.00')),
      [['too-many-numbers', 'error', 'last-three-digit']],
    ],
    [
      'rejects a 5-digit number in a 6-digit prize',
      'thai-government',
      withPrize(gloDraw('2026-05-16'), 'second-prize', prize(['12345'], '200000.00')),
      [['wrong-digit-count', 'error', 'second-prize']],
    ],
    [
      'rejects near-first numbers that are not first ± 1',
      'thai-government',
      withPrize(gloDraw('2026-05-16'), 'near-first-prize', prize(['103298', '536078'], '100000.00')),
      [['near-first-mismatch', 'error', 'near-first-prize']],
    ],
    [
      'warns about an amount the registry does not have',
      'thai-government',
      withPrize(gloDraw('2026-05-16'), 'first-prize', prize(['536077'], '2000000.00')),
      [['amount-differs', 'warning', 'first-prize']],
    ],
    [
      'rejects an amount for a prize the registry gives none (C4.2)',
      'hanoi-normal',
      withPrize(hanoiDraw(), 'first-prize', prize([hanoiDraw().prizes['first-prize']?.numbers[0] ?? ''], '1000.00')),
      [['amount-without-fixed-amount', 'error', 'first-prize']],
    ],
    [
      'rejects a 3-top that is not the last three of the headline',
      'hanoi-normal',
      withPrize(hanoiDraw(), 'last-three-digit', prize(['695'], null)),
      [['derived-mismatch', 'error', 'last-three-digit']],
    ],
    [
      'rejects a 2-top that is not the last two of the 3-top when no headline is stored',
      'hanoi-special',
      {
        date: '2026-08-16',
        prizes: { 'last-three-digit': prize(['470'], null), 'upper-two-digit': prize(['71'], null), 'last-two-digit': prize(['38'], null) },
        sources: [{ source: 'dataset:lekdee-hanoi', ref: 'test', prizes: ['last-three-digit'] }],
      },
      [['derived-mismatch', 'error', 'upper-two-digit']],
    ],
    [
      'does not hold 2-bottom to any rule: the source publishes it (C4.1)',
      'hanoi-normal',
      withPrize(hanoiDraw(), 'last-two-digit', prize(['39'], null)),
      [],
    ],
    [
      'checks a Lao draw against its 4-digit headline (DOMAIN 4.1)',
      'lao-lottery',
      {
        date: '2025-01-06',
        prizes: { 'first-prize': prize(['4609'], null), 'last-four-digit': prize(['4609'], null), 'upper-two-digit': prize(['90'], null) },
        sources: [{ source: 'dataset:lekdee-lao', ref: 'test', prizes: ['first-prize'] }],
      },
      [['derived-mismatch', 'error', 'upper-two-digit']],
    ],
    [
      "rejects a Lao 2-bottom that is not the 4-digit number's first two digits (DOMAIN 4.1: 4693 -> 46)",
      'lao-lottery',
      {
        date: '2025-01-06',
        prizes: { 'last-four-digit': prize(['4693'], null), 'last-two-digit': prize(['93'], null) },
        sources: [{ source: 'manual', ref: 'test', prizes: ['last-four-digit'] }],
      },
      [['derived-mismatch', 'error', 'last-two-digit']],
    ],
    [
      'accepts the Lao 2-bottom the 4-digit number gives, from the headline when 4-digit is not stored',
      'lao-lottery',
      {
        date: '2025-01-06',
        prizes: { 'first-prize': prize(['4693'], null), 'last-two-digit': prize(['46'], null) },
        sources: [{ source: 'manual', ref: 'test', prizes: ['first-prize'] }],
      },
      [],
    ],
    [
      'warns about a Lao draw off its recorded schedule (a Thursday of the Mon/Wed/Fri era, C4.10)',
      'lao-lottery',
      {
        date: '2025-01-02',
        prizes: { 'first-prize': prize(['2256'], null) },
        sources: [{ source: 'dataset:lekdee-lao', ref: 'test', prizes: ['first-prize'] }],
      },
      [['off-schedule', 'warning', undefined]],
    ],
    ['rejects a draw after today', 'thai-government', gloDraw('2026-12-01'), [['date-in-future', 'error', undefined]]],
    [
      'rejects a draw before the first prize table',
      'thai-government',
      gloDraw('1999-12-16'),
      [['date-before-first-era', 'error', undefined]],
    ],
    [
      'accepts the postponed 2020-04-01 draw drawn on 2020-05-16',
      'thai-government',
      { ...gloDraw('2020-04-01'), drawnOn: '2020-05-16' },
      [],
    ],
    [
      'rejects a drawnOn before the draw date',
      'thai-government',
      { ...gloDraw('2020-04-01'), drawnOn: '2020-03-16' },
      [['drawn-before-date', 'error', undefined]],
    ],
  ])('%s', (_name, id, draw, expected) => {
    expect(kinds(id, draw)).toEqual(expected);
  });

  test('names the lottery, date and prize of a defect', () => {
    const [defect] = validateDraw(lottery('hanoi-normal'), withPrize(hanoiDraw(), 'upper-two-digit', prize(['69'], null)), TODAY);
    expect(defect).toMatchObject({ lottery: 'hanoi-normal', date: '2026-08-16', prize: 'upper-two-digit', severity: 'error' });
    expect(defect?.problem).toContain('14696');
  });
});

describe('nearFirstOf', () => {
  test.each([
    ['536077', ['536076', '536078']],
    ['032988', ['032987', '032989']],
    ['000000', ['000001', '999999']],
  ])('gives first ± 1 for %s', (first, expected) => {
    expect(nearFirstOf(first)).toEqual(expected);
  });
});
