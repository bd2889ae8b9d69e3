import { describe, expect, test } from 'vitest';
import type { CalculationsResponse } from '../contract/schemas/index.ts';
import { type Lang, type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { StoredDraw, StoredPrize } from '../store/schema.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import type { Window } from '../contract/params.ts';
import { addDays } from '../draws/thai-time.ts';
import { serialize } from './answer.ts';
import { FORMULA_VERSION, calculationsAnswer, quality } from './calculations.ts';

const prize = (numbers: readonly string[], publishedAt: string): StoredPrize => ({
  numbers: [...numbers],
  amount: null,
  publishedAt,
  approximate: true,
});

function draw(date: string, prizes: Partial<Record<PrizeSlug, StoredPrize>>): StoredDraw {
  return { date, prizes, sources: [{ source: 'manual', ref: 'calculations.test.ts', prizes: Object.keys(prizes) as PrizeSlug[] }] };
}

const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());

/** The body as parsed from the wire; its type is the contract's. */
type CalcBody = CalculationsResponse;

function calc(v: LotteryView, window: Window, prizeSlug: PrizeSlug | null = null, lang: Lang = 'en'): { status: number; body: CalcBody } {
  const answer = calculationsAnswer(v, { endpoint: 'calculations', lang, lottery: v.def.id, window, prize: prizeSlug });
  return { status: answer.status, body: JSON.parse(serialize(answer.body)) as CalcBody };
}

/**
 * lao-patuxay, seven draws. Newest first (age k = 0 .. 6):
 *
 *   k  date        3-top  2-top  2-bottom
 *   0  2024-01-07  512    12     12
 *   1  2024-01-06  634    34     34
 *   2  2024-01-05  712    12     12
 *   3  2024-01-04  850    50     50
 *   4  2024-01-03  905    05     05
 *   5  2024-01-02  199    99     99
 *   6  2024-01-01  312    12     12
 */
const BOTTOM = ['12', '34', '12', '50', '05', '99', '12'];
const TOP3 = ['512', '634', '712', '850', '905', '199', '312'];
const published = (date: string) => `${addDays(date, -1)}T22:45:00.000Z`;
const SEVEN = BOTTOM.map((bottom, k) => {
  const date = addDays('2024-01-07', -k);
  const top3 = TOP3[k] as string;
  return draw(date, {
    'first-prize': prize([`10${top3}`], published(date)),
    'last-three-digit': prize([top3], published(date)),
    'upper-two-digit': prize([top3.slice(1)], published(date)),
    'last-two-digit': prize([bottom], published(date)),
  });
}).reverse();
const seven = view('lao-patuxay', SEVEN);

/** `count` draws of lao-patuxay, each complete, from 2024-01-01. */
function manyDraws(count: number): LotteryView {
  return view(
    'lao-patuxay',
    Array.from({ length: count }, (_, i) => {
      const date = addDays('2024-01-01', i);
      const n = String(i % 100).padStart(2, '0');
      return draw(date, {
        'first-prize': prize([`123${n}`], published(date)),
        'last-three-digit': prize([`3${n}`], published(date)),
        'upper-two-digit': prize([n], published(date)),
        'last-two-digit': prize([n], published(date)),
      });
    }),
  );
}

describe('GET /calculations: the snapshot (SPEC, C6.3)', () => {
  test("has SPEC's keys in order, the formula version and the disclaimer", () => {
    const { status, body } = calc(seven, '30');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      'success',
      'lottery',
      'sourceDraw',
      'window',
      'requestedDraws',
      'sampleSize',
      'quality',
      'formulaVersion',
      'calculatedAt',
      'disclaimer',
      'data',
    ]);
    expect(body.success).toBe(true);
    expect(body.formulaVersion).toBe('1.0.0');
    expect(FORMULA_VERSION).toBe('1.0.0');
    expect(body.disclaimer).toBe('Scores are statistics from past results. They are not probabilities and no guarantee of future results.');
  });

  test('sourceDraw is the newest draw as {lottery}:{drawDate}; calculatedAt is its publishedAt', () => {
    const { body } = calc(seven, '30');
    expect(body.sourceDraw).toEqual({ id: 'lao-patuxay:2024-01-07', drawDate: '2024-01-07' });
    expect(body.calculatedAt).toBe('2024-01-06T22:45:00.000Z');
  });

  test('calculatedAt is the newest prize of the source draw, not a clock', () => {
    const later = [
      ...SEVEN,
      draw('2024-01-08', {
        'first-prize': prize(['10001'], '2024-01-07T22:45:00.000Z'),
        'last-two-digit': prize(['77'], '2024-01-07T23:01:00.000Z'),
      }),
    ];
    expect(calc(view('lao-patuxay', later), '5').body.calculatedAt).toBe('2024-01-07T23:01:00.000Z');
    expect(calc(view('lao-patuxay', later), '5').body.sourceDraw.id).toBe('lao-patuxay:2024-01-08');
  });

  test.each([
    ['5', 5, 5],
    ['10', 10, 7],
    ['20', 20, 7],
    ['30', 30, 7],
    ['50', 50, 7],
    ['100', 100, 7],
    ['all', 7, 7],
  ] as const)('window=%s asks for %i draws and uses %i of the 7 stored', (window, requested, used) => {
    const { body } = calc(seven, window);
    expect(body.window).toBe(window);
    expect(body.requestedDraws).toBe(requested);
    expect(body.sampleSize).toBe(used);
    expect(body.quality).toBe('low');
    for (const p of body.data.prizes) expect(p.sampleSize).toBe(used);
  });

  test.each([
    [0, 'low'],
    [9, 'low'],
    [10, 'medium'],
    [29, 'medium'],
    [30, 'high'],
    [100, 'high'],
  ] as const)('quality of a sample of %i is %s', (size, label) => {
    expect(quality(size)).toBe(label);
  });

  test.each([
    [9, 'all', 9, 'low'],
    [10, 'all', 10, 'medium'],
    [29, 'all', 29, 'medium'],
    [30, 'all', 30, 'high'],
    [30, '30', 30, 'high'],
    [35, '20', 20, 'medium'],
    [35, '5', 5, 'low'],
    [120, 'all', 120, 'high'],
    [120, '100', 100, 'high'],
  ] as const)('%i stored draws with window=%s: sampleSize %i, quality %s', (count, window, size, label) => {
    const { body } = calc(manyDraws(count), window);
    expect(body.sampleSize).toBe(size);
    expect(body.quality).toBe(label);
    if (window === 'all') expect(body.requestedDraws).toBe(count);
  });

  test('lottery and prize carry nameTh in Thai and name in every other language', () => {
    const th = calc(seven, '30', 'last-two-digit', 'th').body;
    expect(th.lottery).toEqual({ slug: 'lao-patuxay', nameTh: 'ลาวประตูชัย' });
    expect(th.data.prizes[0]?.prize).toEqual({ slug: 'last-two-digit', nameTh: '2 ตัวล่าง', digitCount: 2 });
    for (const lang of ['en', 'lo', 'my', 'vi'] as const) {
      const body = calc(seven, '30', 'last-two-digit', lang).body;
      expect(body.lottery).toEqual({ slug: 'lao-patuxay', name: lottery('lao-patuxay').names[lang] });
      expect(body.data.prizes[0]?.prize).toHaveProperty('name');
      expect(body.data.prizes[0]?.prize).not.toHaveProperty('nameTh');
    }
  });

  test('without prize every supported prize is given in registry order; with prize only that one (C6.1)', () => {
    expect(calc(seven, '30').body.data.prizes.map((p) => [p.prize.slug, p.prize.digitCount])).toEqual([
      ['last-three-digit', 3],
      ['upper-two-digit', 2],
      ['last-two-digit', 2],
    ]);
    expect(calc(seven, '30', 'upper-two-digit').body.data.prizes.map((p) => p.prize.slug)).toEqual(['upper-two-digit']);
  });

  test('the figures do not depend on the language', () => {
    const figures = (b: CalcBody) => b.data.prizes.map((p) => [p.sampleSize, p.digitRanking, p.pairRanking]);
    expect(figures(calc(seven, '10', null, 'my').body)).toEqual(figures(calc(seven, '10', null, 'en').body));
  });

  test('a lottery without data answers 404 (C2.7)', () => {
    const { status, body } = calc(view('lao-vip', []), '30');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'There are no results yet for Lao VIP (lao-vip). Please wait for the next draw.' });
  });
});

describe('formula 1.0.0 (C6.4), computed by hand', () => {
  /*
   * last-two-digit, window=5: the picks are 12 34 12 50 05 (k = 0..4); d = 2, picks = 5.
   *   expected = 5 * 2 / 10 = 1
   *   occurrences: 0:2 1:2 2:2 3:1 4:1 5:2, 6-9: 0      -> frequency30 = occurrences / 1
   *   weights 0.9^k: 1, 0.9, 0.81, 0.729, 0.6561; their sum 4.0951; weighted expected 0.81902
   *   weighted occurrences: 1 and 2: 1 + 0.81 = 1.81 -> recent 2.20996 -> 2.21
   *                         0 and 5: 0.729 + 0.6561 = 1.3851 -> recent 1.69117 -> 1.6912
   *                         3 and 4: 0.9 -> recent 1.09887 -> 1.0989
   *   score = 0.6 * frequency30 + 0.4 * recent (unrounded), then rounded:
   *     1, 2: 1.2 + 0.88398 = 2.08398 -> 2.084
   *     0, 5: 1.2 + 0.67647 = 1.87647 -> 1.8765
   *     3, 4: 0.6 + 0.439550 = 1.039550 -> 1.0395 (from the rounded recent, 0.6 + 0.4 * 1.0989 = 1.03956,
   *           it would be 1.0396: rounding comes at the end)
   */
  test('digitRanking of a 2-digit prize: all ten digits, score descending then digit ascending', () => {
    const [p] = calc(seven, '5', 'last-two-digit').body.data.prizes;
    expect(p?.sampleSize).toBe(5);
    expect(p?.digitRanking).toEqual([
      { candidate: '1', score: 2.084, breakdown: { frequency30: 2, recent: 2.21 } },
      { candidate: '2', score: 2.084, breakdown: { frequency30: 2, recent: 2.21 } },
      { candidate: '0', score: 1.8765, breakdown: { frequency30: 2, recent: 1.6912 } },
      { candidate: '5', score: 1.8765, breakdown: { frequency30: 2, recent: 1.6912 } },
      { candidate: '3', score: 1.0395, breakdown: { frequency30: 1, recent: 1.0989 } },
      { candidate: '4', score: 1.0395, breakdown: { frequency30: 1, recent: 1.0989 } },
      { candidate: '6', score: 0, breakdown: { frequency30: 0, recent: 0 } },
      { candidate: '7', score: 0, breakdown: { frequency30: 0, recent: 0 } },
      { candidate: '8', score: 0, breakdown: { frequency30: 0, recent: 0 } },
      { candidate: '9', score: 0, breakdown: { frequency30: 0, recent: 0 } },
    ]);
  });

  /*
   * Pairs. historical uses all 7 stored draws: 12 x3, 34 05 50 99 x1; expected = 7 / 100 = 0.07
   *   -> 12: 3 / 0.07 = 42.8571; 34, 05, 50, 99: 14.2857; any other pair 0.
   * position uses the window's 5 picks: tens digits 1 3 1 5 0 -> shares 1: 0.4, 0 3 5: 0.2 each;
   *   units digits 2 4 2 0 5 -> shares 2: 0.4, 0 4 5: 0.2 each; position = tens share * units share * 100
   *   -> 12: 16; a in {0,3,5} with b = 2, or a = 1 with b in {0,4,5}: 8; a in {0,3,5} with b in {0,4,5}: 4.
   * score = 0.5 * historical + 0.5 * position:
   *   12: 29.4286; 05 34 50: 7.1429 + 2 = 9.1429; 99: 7.1429; 02 10 14 15 32 52: 4; 00 04 30 35 54 55: 2;
   *   then the zeros by candidate: 01 03 06 ...; 20 in all.
   */
  const PAIRS = [
    ['12', 29.4286, 42.8571, 16],
    ['05', 9.1429, 14.2857, 4],
    ['34', 9.1429, 14.2857, 4],
    ['50', 9.1429, 14.2857, 4],
    ['99', 7.1429, 14.2857, 0],
    ['02', 4, 0, 8],
    ['10', 4, 0, 8],
    ['14', 4, 0, 8],
    ['15', 4, 0, 8],
    ['32', 4, 0, 8],
    ['52', 4, 0, 8],
    ['00', 2, 0, 4],
    ['04', 2, 0, 4],
    ['30', 2, 0, 4],
    ['35', 2, 0, 4],
    ['54', 2, 0, 4],
    ['55', 2, 0, 4],
    ['01', 0, 0, 0],
    ['03', 0, 0, 0],
    ['06', 0, 0, 0],
  ] as const;
  const expectedPairs = PAIRS.map(([candidate, score, historical, position]) => ({
    candidate,
    score,
    breakdown: { historical, position },
  }));

  test('pairRanking: historical over every stored draw, position over the window, the 20 best', () => {
    const [p] = calc(seven, '5', 'last-two-digit').body.data.prizes;
    expect(p?.pairRanking).toHaveLength(20);
    expect(p?.pairRanking).toEqual(expectedPairs);
  });

  test('a pair is the last two digits of a pick: the 3-digit prize with the same endings ranks the same pairs', () => {
    const [p] = calc(seven, '5', 'last-three-digit').body.data.prizes;
    expect(p?.pairRanking).toEqual(expectedPairs);
  });

  /*
   * last-three-digit, window=5: picks 512 634 712 850 905; d = 3; expected = 5 * 3 / 10 = 1.5.
   *   occurrences over every position: 5:3 0 1 2:2 3 4 6 7 8 9:1
   *   weighted: 5: 1 + 0.729 + 0.6561 = 2.3851; 1, 2: 1 + 0.81 = 1.81; 0: 0.729 + 0.6561 = 1.3851;
   *             3, 4, 6: 0.9; 7: 0.81; 8: 0.729; 9: 0.6561; weighted expected 4.0951 * 3 / 10 = 1.22853
   *   5: 0.6 * 3/1.5 + 0.4 * 2.3851/1.22853 = 1.2 + 0.77657 = 1.97657 -> 1.9766 (recent 1.9414)
   *   1, 2: 0.6 * 1.33333 + 0.4 * 1.47331 = 1.38932 -> 1.3893
   *   0: 0.8 + 0.4 * 1.12744 = 1.25098 -> 1.251
   *   3, 4, 6: 0.4 + 0.4 * 0.73258 = 0.69303 -> 0.693
   *   7: 0.4 + 0.4 * 0.65933 = 0.66373 -> 0.6637; 8: 0.4 + 0.4 * 0.59340 = 0.63736 -> 0.6374;
   *   9: 0.4 + 0.4 * 0.53406 = 0.61362 -> 0.6136
   */
  test('digitRanking of a 3-digit prize counts every position of every pick', () => {
    const [p] = calc(seven, '5', 'last-three-digit').body.data.prizes;
    expect(p?.prize).toEqual({ slug: 'last-three-digit', name: 'Top three digits', digitCount: 3 });
    expect(p?.digitRanking.map((r) => [r.candidate, r.score, r.breakdown['frequency30'], r.breakdown['recent']])).toEqual([
      ['5', 1.9766, 2, 1.9414],
      ['1', 1.3893, 1.3333, 1.4733],
      ['2', 1.3893, 1.3333, 1.4733],
      ['0', 1.251, 1.3333, 1.1274],
      ['3', 0.693, 0.6667, 0.7326],
      ['4', 0.693, 0.6667, 0.7326],
      ['6', 0.693, 0.6667, 0.7326],
      ['7', 0.6637, 0.6667, 0.6593],
      ['8', 0.6374, 0.6667, 0.5934],
      ['9', 0.6136, 0.6667, 0.5341],
    ]);
  });

  /*
   * The newest draw (2024-01-08) still lacks its bottom number. The window is the lottery's draws,
   * so with window=5 the prize has 4 picks, aged k = 1..4: 12 34 12 50 (were age counted among the
   * prize's own draws, the weights would be 1 .. 0.729 and every figure below would differ).
   *   expected = 4 * 2 / 10 = 0.8; frequency30: 1 2: 2/0.8 = 2.5; 0 3 4 5: 1.25
   *   weights 0.9 0.81 0.729 0.6561, sum 3.0951, weighted expected 0.61902
   *   1, 2: (0.9 + 0.729) / 0.61902 = 2.63158 -> score 1.5 + 1.05263 = 2.55263 -> 2.5526
   *   3, 4: 0.81 / 0.61902 = 1.30852 -> score 0.75 + 0.52341 = 1.27341 -> 1.2734
   *   0, 5: 0.6561 / 0.61902 = 1.05990 -> score 0.75 + 0.42396 = 1.17396 -> 1.174
   */
  test('a window draw without the prize still ages the others; the prize sampleSize counts its own draws', () => {
    const pending = [...SEVEN, draw('2024-01-08', { 'first-prize': prize(['10777'], '2024-01-07T22:45:00.000Z') })];
    const { body } = calc(view('lao-patuxay', pending), '5', 'last-two-digit');
    expect(body.sampleSize).toBe(5);
    const [p] = body.data.prizes;
    expect(p?.sampleSize).toBe(4);
    expect(p?.digitRanking.slice(0, 6).map((r) => [r.candidate, r.score, r.breakdown['frequency30'], r.breakdown['recent']])).toEqual([
      ['1', 2.5526, 2.5, 2.6316],
      ['2', 2.5526, 2.5, 2.6316],
      ['3', 1.2734, 1.25, 1.3085],
      ['4', 1.2734, 1.25, 1.3085],
      ['0', 1.174, 1.25, 1.0599],
      ['5', 1.174, 1.25, 1.0599],
    ]);
  });

  test('window=all uses every stored draw for both position and historical', () => {
    // 7 picks: tens 1 3 1 5 0 9 1 -> 1: 3/7; units 2 4 2 0 5 9 2 -> 2: 3/7; position(12) = 9/49 * 100 = 18.3673
    // historical(12) = 3 / 0.07 = 42.8571; score = (42.857143 + 18.367347) / 2 = 30.6122
    const [p] = calc(seven, 'all', 'last-two-digit').body.data.prizes;
    expect(p?.pairRanking[0]).toEqual({ candidate: '12', score: 30.6122, breakdown: { historical: 42.8571, position: 18.3673 } });
  });

  test('a prize no window draw has scores 0 everywhere but keeps all ten digits and 20 pairs', () => {
    const onlyHeadline = view('lao-patuxay', [draw('2024-01-01', { 'first-prize': prize(['12345'], '2023-12-31T22:45:00.000Z') })]);
    const [p] = calc(onlyHeadline, '30', 'last-two-digit').body.data.prizes;
    expect(p?.sampleSize).toBe(0);
    expect(p?.digitRanking.map((r) => r.candidate)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(p?.digitRanking.every((r) => r.score === 0)).toBe(true);
    expect(p?.pairRanking.map((r) => r.candidate)).toEqual(Array.from({ length: 20 }, (_, i) => String(i).padStart(2, '0')));
  });
});
