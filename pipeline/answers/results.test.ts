import { describe, expect, test } from 'vitest';
import type { ResultsResponse } from '../contract/schemas/index.ts';
import { LANGS, type Lang, type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { StoredDraw, StoredPrize } from '../store/schema.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { serialize } from './answer.ts';
import type { Site } from './attribution.ts';
import { resultsAnswer } from './results.ts';

const SITE: Site = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };

const prize = (numbers: readonly string[], amount: string | null, publishedAt: string): StoredPrize => ({
  numbers: [...numbers],
  amount,
  publishedAt,
  approximate: false,
});

function draw(date: string, prizes: Partial<Record<PrizeSlug, StoredPrize>>): StoredDraw {
  return { date, prizes, sources: [{ source: 'manual', ref: 'results.test.ts', prizes: Object.keys(prizes) as PrizeSlug[] }] };
}

/** A view over draws given oldest first, as the store returns them. */
const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());

/** The body as parsed from the wire; its type is the contract's. */
type ResultsBody = ResultsResponse;

function results(v: LotteryView, limit: number, lang: Lang = 'en'): { status: number; body: ResultsBody } {
  const answer = resultsAnswer(v, { endpoint: 'results', lang, lottery: v.def.id, limit }, SITE);
  return { status: answer.status, body: JSON.parse(serialize(answer.body)) as ResultsBody };
}

/**
 * lao-redcross (a Lao daily lottery whose table keeps the headline, from its brand result API; no fixed amounts): three complete draws and a fourth still being
 * announced, whose prizes came out at different times.
 */
const PATUXAY = [
  draw('2024-01-01', {
    'first-prize': prize(['10012'], null, '2023-12-31T22:45:00.000Z'),
    'last-three-digit': prize(['012'], null, '2023-12-31T22:45:00.000Z'),
    'upper-two-digit': prize(['12'], null, '2023-12-31T22:45:00.000Z'),
    'last-two-digit': prize(['34'], null, '2023-12-31T22:45:00.000Z'),
  }),
  draw('2024-01-02', {
    'first-prize': prize(['20034'], null, '2024-01-01T22:45:00.000Z'),
    'last-three-digit': prize(['034'], null, '2024-01-01T22:45:00.000Z'),
    'upper-two-digit': prize(['34'], null, '2024-01-01T22:45:00.000Z'),
    'last-two-digit': prize(['12'], null, '2024-01-01T22:45:00.000Z'),
  }),
  draw('2024-01-03', {
    'first-prize': prize(['30012'], null, '2024-01-02T22:45:00.000Z'),
    'last-three-digit': prize(['012'], null, '2024-01-02T22:45:00.000Z'),
    'upper-two-digit': prize(['12'], null, '2024-01-02T22:45:00.000Z'),
    'last-two-digit': prize(['12'], null, '2024-01-02T22:45:00.000Z'),
  }),
  // The bottom number is still awaited; the 3-top was published five minutes after the headline.
  draw('2024-01-04', {
    'first-prize': prize(['40056'], null, '2024-01-03T22:45:00.000Z'),
    'last-three-digit': prize(['056'], null, '2024-01-03T22:50:00.000Z'),
    'upper-two-digit': prize(['56'], null, '2024-01-03T22:46:00.000Z'),
  }),
];
const patuxay = view('lao-redcross', PATUXAY);

describe('GET /results (SPEC "Draw", C4)', () => {
  test('the default limit gives the newest draw only', () => {
    expect(results(patuxay, 1).body.data.map((d) => d.drawDate)).toEqual(['2024-01-04']);
  });

  test.each([
    [2, ['2024-01-04', '2024-01-03']],
    [4, ['2024-01-04', '2024-01-03', '2024-01-02', '2024-01-01']],
    [5, ['2024-01-04', '2024-01-03', '2024-01-02', '2024-01-01']],
    [20, ['2024-01-04', '2024-01-03', '2024-01-02', '2024-01-01']],
  ])('limit %i gives the newest draws first, no more than exist', (limit, dates) => {
    const { status, body } = results(patuxay, limit);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((d) => d.drawDate)).toEqual(dates);
  });

  test('a draw with a prize still awaited is announced and lists it, localized (C4.4)', () => {
    const [newest, older] = results(patuxay, 2).body.data;
    expect(newest?.status).toBe('announced');
    expect(newest?.pendingPrizes).toEqual([{ slug: 'last-two-digit', name: 'Bottom two digits' }]);
    expect(older?.status).toBe('complete');
    expect(older?.pendingPrizes).toEqual([]);
    expect(results(patuxay, 1, 'th').body.data[0]?.pendingPrizes).toEqual([{ slug: 'last-two-digit', name: '2 ตัวล่าง' }]);
  });

  test('prizes are the announced ones, in registry order, "0.00" where there is no fixed amount (C4.2, C4.3)', () => {
    expect(results(patuxay, 1).body.data[0]?.prizes).toEqual([
      { slug: 'first-prize', name: 'Drawn number', amount: '0.00', numbers: ['40056'] },
      { slug: 'last-three-digit', name: 'Top three digits', amount: '0.00', numbers: ['056'] },
      { slug: 'upper-two-digit', name: 'Top two digits', amount: '0.00', numbers: ['56'] },
    ]);
  });

  test('publishedAt is when the newest prize of the draw was published (C4.5)', () => {
    const data = results(patuxay, 2).body.data;
    expect(data[0]?.publishedAt).toBe('2024-01-03T22:50:00.000Z');
    expect(data[1]?.publishedAt).toBe('2024-01-02T22:45:00.000Z');
  });

  test('publishedAtText is absent in Thai and present, in Thai time, in every other language (C4.6)', () => {
    expect(results(patuxay, 1, 'th').body.data[0]).not.toHaveProperty('publishedAtText');
    // 2024-01-03T22:50Z is 05:50 on 4 January in Thai time (UTC+7).
    expect(results(patuxay, 1, 'en').body.data[0]?.publishedAtText).toBe('January 4, 2024 at 05:50 (Thai time)');
    for (const lang of ['lo', 'my', 'vi'] as const) {
      const text = results(patuxay, 1, lang).body.data[0]?.publishedAtText ?? '';
      expect(text, lang).toMatch(/\b0?5:50\b/);
      expect(text, lang).toContain('2024');
    }
  });

  test.each([
    ['th', '4 มกราคม 2567'],
    ['en', 'January 4, 2024'],
    ['vi', '4 tháng 1, 2024'],
  ] as const)('displayName is the long date in %s (Buddhist Era only in Thai)', (lang, text) => {
    expect(results(patuxay, 1, lang).body.data[0]?.displayName).toBe(text);
  });

  test.each(LANGS)('every date text uses Latin digits (%s)', (lang) => {
    const [d] = results(patuxay, 1, lang).body.data;
    const text = `${d?.displayName ?? ''} ${d?.publishedAtText ?? ''}`;
    expect(text).toMatch(/[0-9]/);
    // Thai, Lao and Myanmar digits.
    expect(text).not.toMatch(/[\u0E50-\u0E59\u0ED0-\u0ED9\u1040-\u1049]/);
    expect(lang === 'th' ? text.includes('2567') : text.includes('2024')).toBe(true);
  });

  test("the draw keys follow SPEC's table and the lottery is named in the language", () => {
    const [en] = results(patuxay, 1, 'en').body.data;
    expect(Object.keys(en ?? {})).toEqual([
      'lottery',
      'lotteryName',
      'drawDate',
      'displayName',
      'status',
      'pendingPrizes',
      'publishedAt',
      'publishedAtText',
      'prizes',
    ]);
    expect(en?.lottery).toBe('lao-redcross');
    expect(en?.lotteryName).toBe('Lao Red Cross');
    expect(results(patuxay, 1, 'th').body.data[0]?.lotteryName).toBe('ลาวกาชาด');
  });

  test('the attribution points at the site with the localized note (C4.8)', () => {
    expect(results(patuxay, 1, 'en').body.attribution).toEqual({
      source: 'Test Lotto',
      url: 'https://lotto.example/',
      note: 'Free for personal and business sites. Please add a credit link back to Test Lotto (requested, not required). Use on online gambling sites is not permitted.',
    });
    expect(Object.keys(results(patuxay, 1, 'th').body)).toEqual(['success', 'attribution', 'data']);
  });

  test('a lottery without data answers 404 naming it (C2.7)', () => {
    const { status, body } = results(view('hanoi-4d', []), 1, 'en');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'There are no results yet for Hanoi 4D (hanoi-4d). Please wait for the next draw.' });
  });
});

describe('status by prize table and count (C4.4)', () => {
  const AT = '2015-09-01T08:30:00.000Z';
  const range = (start: number, n: number): string[] => Array.from({ length: n }, (_, i) => String(start + i));
  const gloCore = (at: string) => ({
    'first-prize': prize(['100001'], '6000000.00', at),
    'near-first-prize': prize(['100000', '100002'], '100000.00', at),
    'second-prize': prize(range(200000, 5), '200000.00', at),
    'third-prize': prize(range(300000, 10), '80000.00', at),
    'fourth-prize': prize(range(400000, 50), '40000.00', at),
    'fifth-prize': prize(range(500000, 100), '20000.00', at),
    'last-two-digit': prize(['01'], '2000.00', at),
  });

  test('before 2015-09-01 four last-three numbers and no first-three make a complete GLO draw', () => {
    const old = draw('2015-08-16', {
      ...gloCore('2015-08-16T08:30:00.000Z'),
      'last-three-digit': prize(['227', '624', '648', '781'], '4000.00', '2015-08-16T08:30:00.000Z'),
    });
    const [d] = results(view('thai-government', [old]), 1).body.data;
    expect(d?.status).toBe('complete');
    expect(d?.prizes.map((p) => p.slug)).toEqual([
      'first-prize',
      'near-first-prize',
      'second-prize',
      'third-prize',
      'fourth-prize',
      'fifth-prize',
      'last-three-digit',
      'last-two-digit',
    ]);
  });

  test('from 2015-09-01 the same prizes leave first-three pending, and two last-three numbers suffice', () => {
    const current = draw('2015-09-01', { ...gloCore(AT), 'last-three-digit': prize(['068', '819'], '4000.00', AT) });
    const [d] = results(view('thai-government', [current]), 1).body.data;
    expect(d?.status).toBe('announced');
    expect(d?.pendingPrizes).toEqual([{ slug: 'first-three-digit', name: 'First three digits' }]);
  });

  test('a prize short of its count is listed in prizes and is pending', () => {
    const short = draw('2015-09-01', {
      ...gloCore(AT),
      'second-prize': prize(['200000', '200001', '200002'], '200000.00', AT),
      'first-three-digit': prize(['260', '403'], '4000.00', AT),
      'last-three-digit': prize(['068', '819'], '4000.00', AT),
    });
    const [d] = results(view('thai-government', [short]), 1).body.data;
    expect(d?.status).toBe('announced');
    expect(d?.pendingPrizes).toEqual([{ slug: 'second-prize', name: 'Second prize' }]);
    expect(d?.prizes.find((p) => p.slug === 'second-prize')).toEqual({
      slug: 'second-prize',
      name: 'Second prize',
      amount: '200000.00',
      numbers: ['200000', '200001', '200002'],
    });
  });

  test('every prize with its full count is complete, with the official amounts', () => {
    const full = draw('2015-09-01', {
      ...gloCore(AT),
      'first-three-digit': prize(['260', '403'], '4000.00', AT),
      'last-three-digit': prize(['068', '819'], '4000.00', AT),
    });
    const [d] = results(view('thai-government', [full]), 1, 'th').body.data;
    expect(d?.status).toBe('complete');
    expect(d?.pendingPrizes).toEqual([]);
    expect(d?.displayName).toBe('1 กันยายน 2558');
    expect(d?.prizes.map((p) => [p.slug, p.amount])).toEqual([
      ['first-prize', '6000000.00'],
      ['near-first-prize', '100000.00'],
      ['second-prize', '200000.00'],
      ['third-prize', '80000.00'],
      ['fourth-prize', '40000.00'],
      ['fifth-prize', '20000.00'],
      ['first-three-digit', '4000.00'],
      ['last-three-digit', '4000.00'],
      ['last-two-digit', '2000.00'],
    ]);
  });

  test('numbers keep their leading zeros', () => {
    const d = draw('2024-01-05', {
      'first-prize': prize(['00007'], null, '2024-01-04T22:45:00.000Z'),
      'last-three-digit': prize(['007'], null, '2024-01-04T22:45:00.000Z'),
      'upper-two-digit': prize(['07'], null, '2024-01-04T22:45:00.000Z'),
      'last-two-digit': prize(['00'], null, '2024-01-04T22:45:00.000Z'),
    });
    const text = serialize(
      resultsAnswer(view('lao-redcross', [d]), { endpoint: 'results', lang: 'th', lottery: 'lao-redcross', limit: 1 }, SITE).body,
    );
    expect(text).toContain('"numbers":["00007"]');
    expect(text).toContain('"numbers":["00"]');
  });
});
