import { describe, expect, test } from 'vitest';
import type { StatsResponse } from '../contract/schemas/index.ts';
import { type Lang, type LotteryId, type PrizeSlug, lottery, statsPrizes } from '../registry/index.ts';
import type { StoredDraw, StoredPrize } from '../store/schema.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { serialize } from './answer.ts';
import type { Site } from './attribution.ts';
import { statsAnswer } from './stats.ts';

const SITE: Site = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };

const prize = (numbers: readonly string[], publishedAt: string, amount: string | null = null): StoredPrize => ({
  numbers: [...numbers],
  amount,
  publishedAt,
  approximate: true,
});

function draw(date: string, prizes: Partial<Record<PrizeSlug, StoredPrize>>): StoredDraw {
  return { date, prizes, sources: [{ source: 'manual', ref: 'stats.test.ts', prizes: Object.keys(prizes) as PrizeSlug[] }] };
}

const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());

/** The body as parsed from the wire; its type is the contract's. */
type StatsBody = StatsResponse;

function stats(v: LotteryView, lang: Lang = 'en'): { status: number; body: StatsBody } {
  const answer = statsAnswer(v, { endpoint: 'stats', lang, lottery: v.def.id }, SITE);
  return { status: answer.status, body: JSON.parse(serialize(answer.body)) as StatsBody };
}

/** Every number of `digits` digits, ascending, except `drawn`. */
const allExcept = (digits: number, drawn: readonly string[]): string[] =>
  Array.from({ length: 10 ** digits }, (_, v) => String(v).padStart(digits, '0')).filter((n) => !drawn.includes(n));

/**
 * lao-patuxay, four draws (oldest first). The newest still lacks its bottom number, so the
 * last-two-digit prize has one draw fewer than the lottery.
 *
 *   date        3-top  2-top  2-bottom
 *   2024-01-01  012    12     34
 *   2024-01-02  034    34     12
 *   2024-01-03  012    12     12
 *   2024-01-04  056    56     -
 */
const PATUXAY = view('lao-patuxay', [
  draw('2024-01-01', {
    'first-prize': prize(['10012'], '2023-12-31T22:45:00.000Z'),
    'last-three-digit': prize(['012'], '2023-12-31T22:45:00.000Z'),
    'upper-two-digit': prize(['12'], '2023-12-31T22:45:00.000Z'),
    'last-two-digit': prize(['34'], '2023-12-31T22:45:00.000Z'),
  }),
  draw('2024-01-02', {
    'first-prize': prize(['20034'], '2024-01-01T22:45:00.000Z'),
    'last-three-digit': prize(['034'], '2024-01-01T22:45:00.000Z'),
    'upper-two-digit': prize(['34'], '2024-01-01T22:45:00.000Z'),
    'last-two-digit': prize(['12'], '2024-01-01T22:45:00.000Z'),
  }),
  draw('2024-01-03', {
    'first-prize': prize(['30012'], '2024-01-02T22:45:00.000Z'),
    'last-three-digit': prize(['012'], '2024-01-02T22:45:00.000Z'),
    'upper-two-digit': prize(['12'], '2024-01-02T22:45:00.000Z'),
    'last-two-digit': prize(['12'], '2024-01-02T22:45:00.000Z'),
  }),
  draw('2024-01-04', {
    'first-prize': prize(['40056'], '2024-01-03T22:45:00.000Z'),
    'last-three-digit': prize(['056'], '2024-01-03T22:47:00.000Z'),
    'upper-two-digit': prize(['56'], '2024-01-03T22:46:00.000Z'),
  }),
]);

describe('GET /stats (SPEC "Statistics", C6.1, C6.2)', () => {
  const { status, body } = stats(PATUXAY);

  test("answers 200 with SPEC's keys", () => {
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['success', 'attribution', 'lottery', 'dataset', 'prizes']);
    expect(body.success).toBe(true);
    expect(body.lottery).toBe('lao-patuxay');
  });

  test('dataset counts every stored draw; updatedAt is the publishedAt of the newest draw', () => {
    expect(body.dataset).toEqual({ draws: 4, firstDate: '2024-01-01', lastDate: '2024-01-04', updatedAt: '2024-01-03T22:47:00.000Z' });
  });

  test('one group per prize of at most 4 digits, in registry order (the 5-digit headline has none)', () => {
    expect(body.prizes.map((g) => [g.prize, g.prizeName])).toEqual([
      ['last-three-digit', 'Top three digits'],
      ['upper-two-digit', 'Top two digits'],
      ['last-two-digit', 'Bottom two digits'],
    ]);
  });

  test('last-two-digit: draws in which the prize appears, picks, expectation and drawsSince over its own draws', () => {
    const group = body.prizes.find((g) => g.prize === 'last-two-digit');
    expect(group).toEqual({
      prize: 'last-two-digit',
      prizeName: 'Bottom two digits',
      draws: 3,
      picks: 3,
      possibleValues: 100,
      expectedPerNumber: 0.03,
      numbers: [
        // Came up in 2024-01-03, the newest draw that has this prize: 0 draws of the prize since.
        { number: '12', count: 2, lastDate: '2024-01-03', drawsSince: 0 },
        { number: '34', count: 1, lastDate: '2024-01-01', drawsSince: 2 },
      ],
      neverDrawn: allExcept(2, ['12', '34']),
    });
  });

  test('upper-two-digit: numbers by count descending, then number ascending', () => {
    const group = body.prizes.find((g) => g.prize === 'upper-two-digit');
    expect(group?.draws).toBe(4);
    expect(group?.picks).toBe(4);
    expect(group?.expectedPerNumber).toBe(0.04);
    expect(group?.numbers).toEqual([
      { number: '12', count: 2, lastDate: '2024-01-03', drawsSince: 1 },
      { number: '34', count: 1, lastDate: '2024-01-02', drawsSince: 2 },
      { number: '56', count: 1, lastDate: '2024-01-04', drawsSince: 0 },
    ]);
  });

  test('last-three-digit: 1000 possible values and 997 never drawn, ascending with leading zeros', () => {
    const group = body.prizes.find((g) => g.prize === 'last-three-digit');
    expect(group?.possibleValues).toBe(1000);
    expect(group?.expectedPerNumber).toBe(0.004);
    expect(group?.numbers.map((n) => [n.number, n.count, n.drawsSince])).toEqual([
      ['012', 2, 1],
      ['034', 1, 2],
      ['056', 1, 0],
    ]);
    expect(group?.neverDrawn).toHaveLength(997);
    expect(group?.neverDrawn.slice(0, 3)).toEqual(['000', '001', '002']);
    expect(group?.neverDrawn).toEqual(allExcept(3, ['012', '034', '056']));
  });

  test('drawn and never-drawn numbers together are every possible value, once', () => {
    for (const group of body.prizes) {
      const all = [...group.numbers.map((n) => n.number), ...group.neverDrawn].sort();
      expect(all).toEqual(allExcept(group.prize === 'last-three-digit' ? 3 : 2, []));
    }
  });

  test('the attribution points at the statistics page and names the data source (C4.8)', () => {
    expect(body.attribution).toEqual({
      source: 'Test Lotto',
      url: 'https://lotto.example/en/stats/lao-patuxay',
      note: 'Free for personal and business sites. Please add a credit link back to Test Lotto (requested, not required). Use on online gambling sites is not permitted.',
      dataSource: lottery('lao-patuxay').dataSource.en,
    });
    const th = stats(PATUXAY, 'th').body;
    expect(th.attribution['url']).toBe('https://lotto.example/stats/lao-patuxay');
    expect(th.attribution['dataSource']).toBe(lottery('lao-patuxay').dataSource.th);
    expect(th.prizes.map((g) => g.prizeName)).toEqual(['3 ตัวบน', '2 ตัวบน', '2 ตัวล่าง']);
    expect(stats(PATUXAY, 'my').body.attribution['url']).toBe('https://lotto.example/my/stats/lao-patuxay');
  });

  test('numbers and field names are the same in every language', () => {
    const strip = (b: StatsBody) => ({ ...b, attribution: null, prizes: b.prizes.map((g) => ({ ...g, prizeName: null })) });
    expect(strip(stats(PATUXAY, 'vi').body)).toEqual(strip(body));
  });

  test('a lottery without data answers 404 (C2.7)', () => {
    const answer = statsAnswer(view('lao-vip', []), { endpoint: 'stats', lang: 'en', lottery: 'lao-vip' }, SITE);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      error: 'There are no results yet for Lao VIP (lao-vip). Please wait for the next draw.',
    });
  });
});

describe('/stats groups of other prize tables', () => {
  test('hanoi: the 4-digit group counts against 10,000 values (expectedPerNumber to 4 decimals)', () => {
    const at = '2024-01-01T11:30:00.000Z';
    const hanoi = view('hanoi-normal', [
      draw('2024-01-01', { 'last-four-digit': prize(['2554'], at), 'last-two-digit': prize(['33'], at) }),
      draw('2024-01-02', { 'last-four-digit': prize(['0001'], at) }),
      draw('2024-01-03', { 'last-four-digit': prize(['2554'], at) }),
    ]);
    const { body } = stats(hanoi);
    expect(body.prizes.map((g) => g.prize)).toEqual(statsPrizes(lottery('hanoi-normal')).map((p) => p.slug));
    expect(body.prizes.map((g) => g.prize)).toEqual(['last-four-digit', 'last-three-digit', 'upper-two-digit', 'last-two-digit']);
    const four = body.prizes[0];
    expect(four?.possibleValues).toBe(10_000);
    expect(four?.expectedPerNumber).toBe(0.0003);
    expect(four?.numbers).toEqual([
      { number: '2554', count: 2, lastDate: '2024-01-03', drawsSince: 0 },
      { number: '0001', count: 1, lastDate: '2024-01-02', drawsSince: 1 },
    ]);
    expect(four?.neverDrawn).toHaveLength(9_998);
    expect(four?.neverDrawn[0]).toBe('0000');
    expect(four?.neverDrawn[1]).toBe('0002');
    // A prize no stored draw has: no draws, no picks, every value never drawn.
    const three = body.prizes[1];
    expect([three?.draws, three?.picks, three?.expectedPerNumber, three?.numbers, three?.neverDrawn.length]).toEqual([0, 0, 0, [], 1000]);
    const bottom = body.prizes[3];
    expect([bottom?.draws, bottom?.numbers]).toEqual([1, [{ number: '33', count: 1, lastDate: '2024-01-01', drawsSince: 0 }]]);
  });

  test('GLO: every pick counts, a number drawn twice in one draw included; the old and new eras are merged', () => {
    const at = (date: string) => `${date}T08:30:00.000Z`;
    const glo = view('thai-government', [
      draw('2015-08-16', { 'last-three-digit': prize(['227', '624', '648', '781'], at('2015-08-16'), '4000.00') }),
      draw('2015-09-01', {
        'first-three-digit': prize(['260', '403'], at('2015-09-01'), '4000.00'),
        'last-three-digit': prize(['068', '068'], at('2015-09-01'), '4000.00'),
      }),
    ]);
    const { body } = stats(glo);
    expect(body.prizes.map((g) => g.prize)).toEqual(['first-three-digit', 'last-three-digit', 'last-two-digit']);
    const last3 = body.prizes[1];
    expect(last3?.draws).toBe(2);
    expect(last3?.picks).toBe(6);
    expect(last3?.expectedPerNumber).toBe(0.006);
    expect(last3?.numbers[0]).toEqual({ number: '068', count: 2, lastDate: '2015-09-01', drawsSince: 0 });
    expect(last3?.numbers.slice(1).map((n) => [n.number, n.drawsSince])).toEqual([
      ['227', 1],
      ['624', 1],
      ['648', 1],
      ['781', 1],
    ]);
    expect(body.prizes[0]?.draws).toBe(1);
  });
});
