import { describe, expect, test } from 'vitest';
import { fillPlaceholders, placeholders } from './template.ts';
import { liveSourceIds } from './live-sources.ts';
import {
  LANGS,
  LOTTERIES,
  LOTTERY_IDS,
  MESSAGES,
  type Localized,
  allPrizes,
  calculationPrizes,
  checkLengths,
  eraFor,
  format,
  joinOr,
  lottery,
  statsPrizes,
} from './index.ts';

/** C4.9: the lotteries whose sources give only 3-top, 2-top and 2-bottom (datasets/<lottery>/PROVENANCE.md). */
const THAI_SITE_ONLY = [
  'hanoi-special',
  'hanoi-vip',
  'hanoi-adhoc',
  'lao-star',
  'lao-vip',
  'lao-star-vip',
  'lao-hd',
  'lao-tv',
  'lao-asean',
  'lao-union-vip',
  'lao-extra',
  'lao-citizen',
  'lao-santipap',
  'lao-patuxay',
  'hanoi-asean',
  'hanoi-star',
  'hanoi-tv',
  'hanoi-redcross',
  'hanoi-develop',
  'hanoi-extra',
] as const;

/** SPEC "Lottery types": every value, its draws and result time, in SPEC's order. */
const SPEC_TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['thai-government', '1st and 16th of every month', 'from 14:30'],
  ['lao-lottery', 'every Monday and Thursday', 'about 20:30'],
  ['gsb-lottery', '1st and 16th of every month', 'no time stated'],
  ['hanoi-morning', 'daily', 'about 08:30'],
  ['hanoi-asean', 'daily', 'about 09:30'],
  ['hanoi-star', 'daily', 'about 12:30'],
  ['hanoi-tv', 'daily', 'about 14:30'],
  ['hanoi-redcross', 'daily', 'about 16:30'],
  ['hanoi-adhoc', 'daily', 'about 16:30'],
  ['hanoi-svip', 'daily', 'about 16:45'],
  ['hanoi-special', 'daily', 'about 17:30'],
  ['hanoi-union', 'daily', 'about 17:30'],
  ['hanoi-normal', 'daily', 'about 18:30'],
  ['hanoi-vip', 'daily', 'about 19:30'],
  ['hanoi-develop', 'daily', 'about 19:30'],
  ['hanoi-4d', 'daily', 'about 21:00'],
  ['hanoi-late', 'daily', 'about 22:30'],
  ['hanoi-extra', 'daily', 'about 22:30'],
  ['lao-patuxay', 'daily', 'about 05:45'],
  ['lao-santipap', 'daily', 'about 06:45'],
  ['lao-citizen', 'daily', 'about 07:45'],
  ['lao-extra', 'daily', 'about 08:30'],
  ['lao-morning', 'daily', 'about 08:30'],
  ['lao-development-morning', 'daily', 'about 09:00'],
  ['lao-development-morning-vip', 'daily', 'about 10:00'],
  ['lao-tv', 'daily', 'about 10:30'],
  ['lao-mungkung', 'daily', 'about 11:30'],
  ['lao-special-midday', 'daily', 'about 12:00'],
  ['lao-special', 'daily', 'about 12:00'],
  ['lao-plus', 'daily', 'about 12:05'],
  ['lao-development-midday', 'daily', 'about 12:30'],
  ['lao-sabaidee', 'daily', 'about 12:30'],
  ['lao-kaownah', 'daily', 'about 13:30'],
  ['lao-hd', 'daily', 'about 13:45'],
  ['lao-jaroen', 'daily', 'about 14:30'],
  ['lao-nakhonluang', 'daily', 'about 15:30'],
  ['lao-munkong', 'daily', 'about 15:30'],
  ['lao-star', 'daily', 'about 15:45'],
  ['lao-niyom', 'daily', 'about 16:30'],
  ['lao-rumruay', 'daily', 'about 16:30'],
  ['lao-mongkol', 'daily', 'about 18:30'],
  ['lao-super', 'daily', 'about 19:00'],
  ['lao-asean', 'daily', 'about 21:00'],
  ['lao-rungreung', 'daily', 'about 21:30'],
  ['lao-vip', 'daily', 'about 21:30'],
  ['lao-union-vip', 'daily', 'about 21:30'],
  ['lao-star-vip', 'daily', 'about 22:00'],
  ['lao-aiyara', 'daily', 'about 23:30'],
  ['lao-redcross', 'daily', 'about 23:30'],
];

/** The script each language's text must contain at least once (a text pasted into the wrong language fails). */
const SCRIPT: Record<string, RegExp | null> = {
  th: /[\u0E00-\u0E7F]/,
  lo: /[\u0E80-\u0EFF]/,
  my: /[\u1000-\u109F]/,
  en: null,
  vi: null,
};

function expectComplete(where: string, text: Localized, requireScript: boolean): void {
  for (const lang of LANGS) {
    const value = text[lang];
    expect(value.trim(), `${where} [${lang}]`).not.toBe('');
    const script = SCRIPT[lang];
    if (requireScript && script) expect(value, `${where} [${lang}] is not in its script`).toMatch(script);
  }
}

describe('the lottery list', () => {
  test("is exactly SPEC's 49 values in SPEC's order", () => {
    expect(LOTTERY_IDS).toEqual(SPEC_TABLE.map(([id]) => id));
    expect(LOTTERIES.map((l) => l.id)).toEqual([...LOTTERY_IDS]);
    expect(LOTTERY_IDS).toHaveLength(49);
  });

  test.each(SPEC_TABLE)('%s draws and result time follow SPEC (%s, %s), or the record where C4.10 says so', (id, draws, time) => {
    const def = lottery(id as (typeof LOTTERY_IDS)[number]);
    const schedule =
      draws === 'daily'
        ? { kind: 'daily' }
        : draws === 'every Monday and Thursday'
          ? { kind: 'weekly', weekdays: [1, 4] }
          : { kind: 'monthly', days: [1, 16] };
    // The schedule in force is the last era's, and the first era starts at the earliest accepted date.
    expect(def.schedule).toEqual(def.scheduleEras.at(-1)?.schedule);
    expect(def.scheduleEras[0]?.from).toBe(def.eras[0]?.from);
    if (id === 'lao-lottery') {
      // C4.10: the record's eras replace SPEC's Monday/Thursday where it contradicts them; from
      // 2020-02-03 it cannot (its source never tried a Thursday), so that era is SPEC's.
      expect(def.scheduleEras.filter((e) => e.from !== '2020-02-03').map((e) => e.schedule)).not.toContainEqual(schedule);
      expect(def.scheduleEras.find((e) => e.from === '2020-02-03')?.schedule).toEqual(schedule);
      expect(def.schedule).toEqual({ kind: 'weekly', weekdays: [1, 2, 3, 4, 5] });
    } else {
      expect(def.scheduleEras.map((e) => e.schedule)).toEqual([schedule]);
    }
    if (time === 'no time stated') expect(def.resultTimeStated).toBe(false);
    else {
      expect(def.resultTimeStated).toBe(true);
      expect(def.resultTime).toBe(time.replace(/^(from|about) /, ''));
    }
  });

  test('full tickets: 6 digits for thai-government, 7 for gsb-lottery, none elsewhere', () => {
    expect(LOTTERIES.filter((l) => l.ticketLength !== null).map((l) => [l.id, l.ticketLength])).toEqual([
      ['thai-government', 6],
      ['gsb-lottery', 7],
    ]);
  });
});

describe('names and texts in five languages (C4.7)', () => {
  test.each(LOTTERIES.map((l) => [l.id, l] as const))('%s has a name and data source in every language', (id, def) => {
    expectComplete(`${id} name`, def.names, true);
    expectComplete(`${id} dataSource`, def.dataSource, true);
  });

  test.each(LOTTERIES.map((l) => [l.id, l] as const))('%s: every prize of every era has five names', (id, def) => {
    for (const era of def.eras) for (const p of era.prizes) expectComplete(`${id} ${era.from} ${p.slug}`, p.names, true);
  });

  test.each(Object.entries(MESSAGES))('message %s exists in every language with the same placeholders', (key, text) => {
    expectComplete(key, text, !key.startsWith('list.'));
    const names = (s: string) => placeholders(s).sort();
    for (const lang of LANGS) expect(names(text[lang]), `${key} [${lang}]`).toEqual(names(text.th));
  });

  test('format refuses a missing placeholder and fills given ones', () => {
    expect(() => format('en', 'error.no-data', { lottery: 'x' })).toThrow(/slug/);
    expect(format('en', 'error.no-data', { lottery: 'Hanoi VIP', slug: 'hanoi-vip' })).toContain('Hanoi VIP (hanoi-vip)');
    expect(joinOr('en', ['2', '3', '6'])).toBe('2, 3 or 6');
  });

  test('a plural choice takes its first text for 1 and its second for any other count, and needs its value', () => {
    const template = '{number}: drawn {count} {count|time|times}';
    expect(fillPlaceholders(template, { number: '05', count: 1 }, 't')).toBe('05: drawn 1 time');
    expect(fillPlaceholders(template, { number: '05', count: 2 }, 't')).toBe('05: drawn 2 times');
    expect(fillPlaceholders(template, { number: '05', count: 0 }, 't')).toBe('05: drawn 0 times');
    expect(fillPlaceholders(template, { number: '05', count: '1' }, 't')).toBe('05: drawn 1 time');
    expect(() => fillPlaceholders('{count|a|b}', {}, 't')).toThrow(/needs \{count\}/);
    // The languages without a grammatical plural name the same placeholders.
    expect(placeholders(template)).toEqual(['number', 'count']);
  });

  test('429 says "1 second" in English, not "1 seconds"', () => {
    expect(format('en', 'error.rate-limited', { endpoint: '/check', limit: 60, seconds: 1 })).toContain('Retry in 1 second.');
    expect(format('en', 'error.rate-limited', { endpoint: '/check', limit: 60, seconds: 30 })).toContain('Retry in 30 seconds.');
  });
});

describe('prize tables (C4.1)', () => {
  test('thai-government: four last-three numbers and no first-three before 2015-09-01', () => {
    const def = lottery('thai-government');
    const old = eraFor(def, '2015-08-16').prizes;
    expect(old.find((p) => p.slug === 'last-three-digit')?.count).toBe(4);
    expect(old.some((p) => p.slug === 'first-three-digit')).toBe(false);
    const current = eraFor(def, '2017-09-01').prizes;
    expect(current.map((p) => [p.slug, p.count, p.digits, p.amount])).toEqual([
      ['first-prize', 1, 6, '6000000.00'],
      ['near-first-prize', 2, 6, '100000.00'],
      ['second-prize', 5, 6, '200000.00'],
      ['third-prize', 10, 6, '80000.00'],
      ['fourth-prize', 50, 6, '40000.00'],
      ['fifth-prize', 100, 6, '20000.00'],
      ['first-three-digit', 2, 3, '4000.00'],
      ['last-three-digit', 2, 3, '4000.00'],
      ['last-two-digit', 1, 2, '2000.00'],
    ]);
  });

  test('thai-government: the amounts of their time, changed on 2015-08-01 and 2017-09-01 (SecretMans wording)', () => {
    const def = lottery('thai-government');
    const amounts = (date: string) => Object.fromEntries(eraFor(def, date).prizes.map((p) => [p.slug, p.amount]));
    const table2006 = {
      'first-prize': '2000000.00',
      'near-first-prize': '50000.00',
      'second-prize': '100000.00',
      'third-prize': '40000.00',
      'fourth-prize': '20000.00',
      'fifth-prize': '10000.00',
      'last-three-digit': '2000.00',
      'last-two-digit': '1000.00',
    };
    expect(amounts('2006-12-30')).toEqual(table2006);
    expect(amounts('2015-07-16')).toEqual(table2006);
    expect(amounts('2015-08-01')).toEqual({ ...table2006, 'first-prize': '3000000.00' });
    expect(amounts('2017-08-16')).toEqual({ ...table2006, 'first-prize': '3000000.00', 'first-three-digit': '2000.00' });
    expect(amounts('2017-09-01')['first-prize']).toBe('6000000.00');
    expect(eraFor(def, '2015-08-16').prizes.find((p) => p.slug === 'last-three-digit')?.count).toBe(4);
  });

  test('GLO-only slugs appear only for thai-government; upper-two-digit never does', () => {
    const gloOnly = ['near-first-prize', 'second-prize', 'third-prize', 'fourth-prize', 'fifth-prize', 'first-three-digit'];
    for (const def of LOTTERIES) {
      const slugs = allPrizes(def).map((p) => p.slug);
      if (def.id === 'thai-government') expect(slugs).not.toContain('upper-two-digit');
      else for (const s of gloOnly) expect(slugs, def.id).not.toContain(s);
    }
  });

  test('last-four-digit for lao-lottery and the hanoi-* lotteries whose table is not the Thai-site one (C4.1, C4.9)', () => {
    for (const def of LOTTERIES) {
      const has = allPrizes(def).some((p) => p.slug === 'last-four-digit');
      // The Hanoi lotteries with a source of the headline: the XSMB history and xskt, or a brand result API with no history.
      expect(has, def.id).toBe(['lao-lottery', 'hanoi-normal', 'hanoi-union'].includes(def.id));
    }
  });

  test.each(THAI_SITE_ONLY)('C4.9: %s lists only the 3-top, 2-top and 2-bottom its sources publish', (id) => {
    const def = lottery(id);
    expect(def.eras.map((e) => [e.from, e.prizes.map((p) => [p.slug, p.count, p.digits, p.amount])])).toEqual([
      [
        '2000-01-01',
        [
          ['last-three-digit', 1, 3, null],
          ['upper-two-digit', 1, 2, null],
          ['last-two-digit', 1, 2, null],
        ],
      ],
    ]);
    expect(def.sources.some((s) => s.startsWith('dataset:'))).toBe(true);
  });

  test('C4.9: a lottery with no history has the three prizes of allhuay.com when that is its only source, else its family headline', () => {
    for (const id of ['hanoi-morning', 'hanoi-4d', 'lao-morning', 'lao-aiyara'] as const) {
      expect(liveSourceIds(id), id).toEqual(['allhuay']);
      expect(
        allPrizes(lottery(id)).map((p) => p.slug),
        id,
      ).toEqual(['last-three-digit', 'upper-two-digit', 'last-two-digit']);
    }
    expect(allPrizes(lottery('hanoi-union')).map((p) => p.slug)).toEqual([
      'first-prize',
      'last-four-digit',
      'last-three-digit',
      'upper-two-digit',
      'last-two-digit',
    ]);
    expect(allPrizes(lottery('lao-redcross')).map((p) => p.slug)).toEqual([
      'first-prize',
      'last-three-digit',
      'upper-two-digit',
      'last-two-digit',
    ]);
  });

  test('a slug keeps its digit count across eras', () => {
    for (const def of LOTTERIES) {
      const digits = new Map<string, number>();
      for (const era of def.eras)
        for (const p of era.prizes) {
          expect(digits.get(p.slug) ?? p.digits, `${def.id} ${p.slug}`).toBe(p.digits);
          digits.set(p.slug, p.digits);
        }
    }
  });

  test.each([
    ['thai-government', [2, 3, 6]],
    ['gsb-lottery', [2, 3, 7]],
    ['hanoi-normal', [2, 3, 4]],
    ['lao-lottery', [2, 3, 4]],
    ['lao-star', [2, 3]],
  ] as const)('C5.1: %s accepts numbers of %j digits', (id, lengths) => {
    expect(checkLengths(lottery(id))).toEqual(lengths);
  });

  test('C6.1: stats groups have at most 4 digits, calculation prizes 2 or 3', () => {
    expect(statsPrizes(lottery('thai-government')).map((p) => p.slug)).toEqual(['first-three-digit', 'last-three-digit', 'last-two-digit']);
    expect(statsPrizes(lottery('hanoi-normal')).map((p) => p.slug)).toEqual([
      'last-four-digit',
      'last-three-digit',
      'upper-two-digit',
      'last-two-digit',
    ]);
    expect(statsPrizes(lottery('lao-lottery')).map((p) => p.slug)).toEqual([
      'first-prize',
      'last-four-digit',
      'last-three-digit',
      'upper-two-digit',
      'last-two-digit',
    ]);
    expect(calculationPrizes(lottery('hanoi-vip')).map((p) => p.slug)).toEqual(['last-three-digit', 'upper-two-digit', 'last-two-digit']);
  });
});
