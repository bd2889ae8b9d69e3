import { describe, expect, test } from 'vitest';
import type { CheckResponse, ErrorResponse } from '../contract/schemas/index.ts';
import { LANGS, type Lang, type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { StoredDraw, StoredPrize } from '../store/schema.ts';
import { type LatestDraw, latestDraw } from '../draws/latest-draw.ts';
import { serialize } from './answer.ts';
import type { Site } from './attribution.ts';
import { checkAnswer } from './check.ts';

const SITE: Site = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };
/** 2026-05-02 15:30 Thai time. */
const AT = '2026-05-02T08:30:00.000Z';

const prize = (numbers: readonly string[], amount: string | null): StoredPrize => ({
  numbers: [...numbers],
  amount,
  publishedAt: AT,
  approximate: false,
});

function draw(date: string, prizes: Partial<Record<PrizeSlug, StoredPrize>>): StoredDraw {
  return { date, prizes, sources: [{ source: 'manual', ref: 'check.test.ts', prizes: Object.keys(prizes) as PrizeSlug[] }] };
}

const words = (text: string): string[] => text.trim().split(/\s+/);

/**
 * The GLO draw of 2026-05-02 as GLO published it (DOMAIN 1.2, datasets/official-samples
 * glo-getLotteryResult/2026-05-02.json), every prize complete.
 */
const GLO_2026_05_02 = {
  'first-prize': prize(['536077'], '6000000.00'),
  'near-first-prize': prize(['536076', '536078'], '100000.00'),
  'second-prize': prize(words('066595 085702 564187 725574 758996'), '200000.00'),
  'third-prize': prize(words('061816 069472 116564 134320 184357 213562 442701 511289 568042 981256'), '80000.00'),
  'fourth-prize': prize(
    words(`041714 056252 060867 081719 100880 102006 109037 121308 181813 200417
      201300 255960 270750 288284 308975 311429 316104 337701 397487 429272
      436416 445943 455485 502744 514076 546190 547508 556189 626136 629797
      630519 663022 670910 685941 686989 742797 765502 770781 779764 792881
      820709 833750 835417 841391 870563 889011 898737 899160 913812 936909`),
    '40000.00',
  ),
  'fifth-prize': prize(
    words(`006124 017343 034965 041877 042391 054977 055775 055817 056348 073299
      078802 137831 145983 150856 151786 158941 159739 199646 200369 208779
      216305 221114 229713 244354 249714 278558 280349 288145 316654 323420
      330440 342012 352663 352690 360467 368276 372387 377896 381475 393222
      400894 414769 416321 423549 424744 463402 473260 478145 480281 487849
      500509 509969 511091 527246 549282 551011 551604 562867 574889 588367
      597496 598792 604564 614336 627849 640596 640853 643872 644098 680580
      700647 719379 729068 751660 752894 760809 766645 797182 799280 803561
      806432 826411 833878 839188 839608 842423 853114 884808 895873 925796
      926557 941695 942314 944269 959075 968171 976407 987016 987630 990813`),
    '20000.00',
  ),
  'first-three-digit': prize(['267', '318'], '4000.00'),
  'last-three-digit': prize(['065', '153'], '4000.00'),
  'last-two-digit': prize(['43'], '2000.00'),
} as const satisfies Partial<Record<PrizeSlug, StoredPrize>>;

const latest = (id: LotteryId, d: StoredDraw): LatestDraw => latestDraw(lottery(id), [d]);
const GLO_LATEST = latest('thai-government', draw('2026-05-02', GLO_2026_05_02));

/** The JSON body exactly as every path serves it (C1.3), parsed back. */
function check(id: LotteryId, ld: LatestDraw | null, number: string, lang: Lang = 'en'): { status: number; body: CheckResponse } {
  const answer = checkAnswer(lottery(id), ld, { endpoint: 'check', lang, lottery: id, number }, SITE);
  return { status: answer.status, body: JSON.parse(serialize(answer.body)) as CheckResponse };
}

/** [slug, winningNumber, amount] of every match, in answer order. */
const matchesOf = (body: CheckResponse): Array<[string, string, string]> =>
  body.data.matches.map((m) => [m.slug, m.winningNumber, m.amount]);

describe('thai-government, draw of 2026-05-02 (SPEC matching rules, C5.2)', () => {
  test.each([
    ['the first prize wins the first prize only', '536077', [['first-prize', '536077', '6000000.00']], 6_000_000],
    ['the first prize - 1 wins a near-first prize', '536076', [['near-first-prize', '536076', '100000.00']], 100_000],
    ['the first prize + 1 wins a near-first prize', '536078', [['near-first-prize', '536078', '100000.00']], 100_000],
    ['a second-prize ticket', '725574', [['second-prize', '725574', '200000.00']], 200_000],
    ['a third-prize ticket', '981256', [['third-prize', '981256', '80000.00']], 80_000],
    [
      'a fourth-prize ticket also ending in the last two digits',
      '445943',
      [
        ['fourth-prize', '445943', '40000.00'],
        ['last-two-digit', '43', '2000.00'],
      ],
      42_000,
    ],
    [
      'a fifth-prize ticket also ending in the last two digits',
      '017343',
      [
        ['fifth-prize', '017343', '20000.00'],
        ['last-two-digit', '43', '2000.00'],
      ],
      22_000,
    ],
    [
      'a ticket matching the first three and the last two at once',
      '267143',
      [
        ['first-three-digit', '267', '4000.00'],
        ['last-two-digit', '43', '2000.00'],
      ],
      6_000,
    ],
    [
      'a ticket matching the first three and the last three at once',
      '318153',
      [
        ['first-three-digit', '318', '4000.00'],
        ['last-three-digit', '153', '4000.00'],
      ],
      8_000,
    ],
    ['a ticket matching only the last three', '999065', [['last-three-digit', '065', '4000.00']], 4_000],
    ['a ticket matching only the last two', '000043', [['last-two-digit', '43', '2000.00']], 2_000],
    ['a ticket whose middle digits spell a prize does not win it', '126700', [], 0],
    ['a losing ticket', '000000', [], 0],
    ['a 3-digit number against the first-three prize', '267', [['first-three-digit', '267', '4000.00']], 4_000],
    ['a 3-digit number against the last-three prize', '065', [['last-three-digit', '065', '4000.00']], 4_000],
    ['a 3-digit number that is the end of the first prize wins nothing', '077', [], 0],
    ['a 2-digit number against the last-two prize', '43', [['last-two-digit', '43', '2000.00']], 2_000],
    ['a 2-digit number that ends the first prize wins nothing (GLO has no upper-two)', '77', [], 0],
  ] as const)('%s (%s)', (_name, number, expected, total) => {
    const { status, body } = check('thai-government', GLO_LATEST, number);
    expect(status).toBe(200);
    expect(matchesOf(body)).toEqual(expected);
    expect(body.data.isWinner).toBe(expected.length > 0);
    expect(body.data.totalAmount).toBe(total);
    expect(typeof body.data.totalAmount).toBe('number');
    expect(body.data.number).toBe(number);
  });

  test("the answer has SPEC's shape, slug beside prize (C5.4), and no note in the attribution", () => {
    const { body } = check('thai-government', GLO_LATEST, '445943', 'en');
    expect(body).toEqual({
      success: true,
      data: {
        number: '445943',
        isWinner: true,
        drawDate: '2026-05-02',
        displayName: 'May 2, 2026',
        complete: true,
        pendingPrizes: [],
        notice: null,
        matches: [
          { slug: 'fourth-prize', prize: 'Fourth prize', amount: '40000.00', winningNumber: '445943' },
          { slug: 'last-two-digit', prize: 'Last two digits', amount: '2000.00', winningNumber: '43' },
        ],
        totalAmount: 42000,
      },
      disclaimer: 'This check is for convenience only. Prize claims follow the official announcement of the issuing office.',
      attribution: { source: 'Test Lotto', url: 'https://lotto.example/' },
    });
    expect(Object.keys(body.data)).toEqual([
      'number',
      'isWinner',
      'drawDate',
      'displayName',
      'complete',
      'pendingPrizes',
      'notice',
      'matches',
      'totalAmount',
    ]);
  });

  test('prize names and the date are localized; numbers are not', () => {
    const { body } = check('thai-government', GLO_LATEST, '536077', 'th');
    expect(body.data.displayName).toBe('2 พฤษภาคม 2569');
    expect(body.data.matches).toEqual([{ slug: 'first-prize', prize: 'รางวัลที่ 1', amount: '6000000.00', winningNumber: '536077' }]);
    expect(body.disclaimer).toMatch(/[\u0E00-\u0E7F]/);
  });

  test('a number in both 3-digit prizes wins both', () => {
    const d = draw('2026-05-02', { ...GLO_2026_05_02, 'first-three-digit': prize(['153', '267'], '4000.00') });
    const { body } = check('thai-government', latest('thai-government', d), '153');
    expect(matchesOf(body)).toEqual([
      ['first-three-digit', '153', '4000.00'],
      ['last-three-digit', '153', '4000.00'],
    ]);
    expect(body.data.totalAmount).toBe(8000);
  });

  test('a number drawn twice in a prize wins it twice (C5.3; GLO drew 354809 twice in the 5th prize of 2019-08-01)', () => {
    // A hand-built excerpt of that draw: the first prize and three of the fifth prize's numbers.
    const d = draw('2019-08-01', {
      'first-prize': prize(['387006'], '6000000.00'),
      'fifth-prize': prize(['000648', '354809', '354809'], '20000.00'),
    });
    const { body } = check('thai-government', latest('thai-government', d), '354809');
    expect(matchesOf(body)).toEqual([
      ['fifth-prize', '354809', '20000.00'],
      ['fifth-prize', '354809', '20000.00'],
    ]);
    expect(body.data.totalAmount).toBe(40000);
  });

  test('a 3-digit number drawn twice in one 3-digit prize wins it twice', () => {
    const d = draw('2026-05-02', { ...GLO_2026_05_02, 'last-three-digit': prize(['065', '065'], '4000.00') });
    const { body } = check('thai-government', latest('thai-government', d), '065');
    expect(matchesOf(body)).toEqual([
      ['last-three-digit', '065', '4000.00'],
      ['last-three-digit', '065', '4000.00'],
    ]);
    expect(body.data.totalAmount).toBe(8000);
  });

  test('an old-era draw (four last-three numbers, no first-three) is complete with its own table', () => {
    const d = draw('2015-08-16', {
      'first-prize': prize(['000001'], '6000000.00'),
      'near-first-prize': prize(['000000', '000002'], '100000.00'),
      'second-prize': prize(['100000', '100001', '100002', '100003', '100004'], '200000.00'),
      'third-prize': prize(
        Array.from({ length: 10 }, (_, i) => String(200000 + i)),
        '80000.00',
      ),
      'fourth-prize': prize(
        Array.from({ length: 50 }, (_, i) => String(300000 + i)),
        '40000.00',
      ),
      'fifth-prize': prize(
        Array.from({ length: 100 }, (_, i) => String(400000 + i)),
        '20000.00',
      ),
      'last-three-digit': prize(['227', '624', '648', '781'], '4000.00'),
      'last-two-digit': prize(['40'], '2000.00'),
    });
    const { body } = check('thai-government', latest('thai-government', d), '648');
    expect(body.data.complete).toBe(true);
    expect(matchesOf(body)).toEqual([['last-three-digit', '648', '4000.00']]);
  });
});

describe('lotteries without a fixed amount (C4.2) and their own prizes (C5.2)', () => {
  // DOMAIN 4.2's worked example: special prize 12554, first prize 26733 -> 554, 54 and 33.
  const HANOI = draw('2026-05-01', {
    'first-prize': prize(['12554'], null),
    'last-four-digit': prize(['2554'], null),
    'last-three-digit': prize(['554'], null),
    'upper-two-digit': prize(['54'], null),
    'last-two-digit': prize(['33'], null),
  });
  const hanoi = latest('hanoi-normal', HANOI);

  test.each([
    ['a 2-digit number against the upper-two prize', '54', [['upper-two-digit', '54', '0.00']]],
    ['a 2-digit number against the last-two prize', '33', [['last-two-digit', '33', '0.00']]],
    ['a 3-digit number against the last-three prize', '554', [['last-three-digit', '554', '0.00']]],
    ['a 4-digit number against the last-four prize', '2554', [['last-four-digit', '2554', '0.00']]],
    ['a 4-digit number that is not the last four', '1255', []],
    ['a losing 2-digit number', '55', []],
  ] as const)('hanoi-normal: %s (%s)', (_name, number, expected) => {
    const { body } = check('hanoi-normal', hanoi, number);
    expect(matchesOf(body)).toEqual(expected);
    expect(body.data.isWinner).toBe(expected.length > 0);
    expect(body.data.totalAmount).toBe(0);
  });

  test('hanoi-normal: a 2-digit number that is both the upper-two and the last-two wins both', () => {
    const d = draw('2026-05-01', { ...HANOI.prizes, 'last-two-digit': prize(['54'], null) });
    const { body } = check('hanoi-normal', latest('hanoi-normal', d), '54');
    expect(matchesOf(body)).toEqual([
      ['upper-two-digit', '54', '0.00'],
      ['last-two-digit', '54', '0.00'],
    ]);
    expect(body.data.totalAmount).toBe(0);
    expect(body.data.isWinner).toBe(true);
  });

  test('lao-lottery: the 4-digit number is checked against last-four-digit (DOMAIN 4.1: 564693 -> 4693, 93, 46)', () => {
    const d = draw('2026-04-13', {
      'first-prize': prize(['4693'], null),
      'last-four-digit': prize(['4693'], null),
      'last-three-digit': prize(['693'], null),
      'upper-two-digit': prize(['93'], null),
      'last-two-digit': prize(['46'], null),
    });
    const ld = latest('lao-lottery', d);
    expect(matchesOf(check('lao-lottery', ld, '4693').body)).toEqual([['last-four-digit', '4693', '0.00']]);
    expect(matchesOf(check('lao-lottery', ld, '46').body)).toEqual([['last-two-digit', '46', '0.00']]);
  });

  test('gsb-lottery: a full 7-digit ticket against the first prize and its last three and last two digits', () => {
    const d = draw('2026-05-16', {
      'first-prize': prize(['1234567'], null),
      'last-three-digit': prize(['567'], null),
      'upper-two-digit': prize(['67'], null),
      'last-two-digit': prize(['67'], null),
    });
    const { body } = check('gsb-lottery', latest('gsb-lottery', d), '1234567');
    // C5.2 lists no upper-two-digit comparison for a full ticket.
    expect(matchesOf(body)).toEqual([
      ['first-prize', '1234567', '0.00'],
      ['last-three-digit', '567', '0.00'],
      ['last-two-digit', '67', '0.00'],
    ]);
    expect(body.data.totalAmount).toBe(0);
  });
});

describe('incomplete draws (SPEC "States", C4.4, C5.5)', () => {
  const partial = draw('2026-05-02', {
    'first-prize': GLO_2026_05_02['first-prize'],
    'near-first-prize': GLO_2026_05_02['near-first-prize'],
    // Two of the five second-prize numbers are out: the prize is announced and still pending.
    'second-prize': prize(['066595', '085702'], '200000.00'),
    'last-two-digit': GLO_2026_05_02['last-two-digit'],
  });
  const ld = latest('thai-government', partial);
  const PENDING_EN = [
    { slug: 'second-prize', name: 'Second prize' },
    { slug: 'third-prize', name: 'Third prize' },
    { slug: 'fourth-prize', name: 'Fourth prize' },
    { slug: 'fifth-prize', name: 'Fifth prize' },
    { slug: 'first-three-digit', name: 'First three digits' },
    { slug: 'last-three-digit', name: 'Last three digits' },
  ];

  test('complete is false and pendingPrizes lists every missing or short prize, localized', () => {
    const { body } = check('thai-government', ld, '000000', 'en');
    expect(body.data.complete).toBe(false);
    expect(body.data.pendingPrizes).toEqual(PENDING_EN);
    expect(body.data.isWinner).toBe(false);
  });

  test('the notice says the number may still win, naming the pending prizes (en)', () => {
    expect(check('thai-government', ld, '000000', 'en').body.data.notice).toBe(
      'This draw is still being announced (awaited: Second prize, Third prize, Fourth prize, Fifth prize, First three digits, Last three digits). ' +
        'The number may still win one of these prizes; check again once every prize is announced.',
    );
  });

  test.each(LANGS)('the notice is in the requested language and names every pending prize (%s)', (lang) => {
    const { body } = check('thai-government', ld, '43', lang);
    const names = body.data.pendingPrizes.map((p) => p.name);
    expect(names).toEqual(
      PENDING_EN.map(
        (p) =>
          lottery('thai-government')
            .eras.at(-1)
            ?.prizes.find((d) => d.slug === p.slug)?.names[lang],
      ),
    );
    expect(body.data.notice).not.toBeNull();
    for (const name of names) expect(body.data.notice).toContain(name);
    if (lang !== 'en') expect(body.data.notice).not.toContain('still being announced');
  });

  test('announced numbers still match, and a short prize matches its published numbers', () => {
    expect(matchesOf(check('thai-government', ld, '536077').body)).toEqual([['first-prize', '536077', '6000000.00']]);
    expect(matchesOf(check('thai-government', ld, '085702').body)).toEqual([['second-prize', '085702', '200000.00']]);
    expect(matchesOf(check('thai-government', ld, '43').body)).toEqual([['last-two-digit', '43', '2000.00']]);
  });

  test('a complete draw has no notice and no pending prizes', () => {
    const { body } = check('thai-government', GLO_LATEST, '000000', 'vi');
    expect(body.data.complete).toBe(true);
    expect(body.data.pendingPrizes).toEqual([]);
    expect(body.data.notice).toBeNull();
  });
});

describe('no data (C2.7)', () => {
  test.each(LANGS)('a lottery without a stored draw answers 404 naming it (%s)', (lang) => {
    const { status, body } = check('lao-vip', null, '12', lang);
    expect(status).toBe(404);
    const error = body as unknown as ErrorResponse;
    expect(error.success).toBe(false);
    expect(error.error).toContain(lottery('lao-vip').names[lang]);
    expect(error.error).toContain('lao-vip');
    expect(Object.keys(body)).toEqual(['success', 'error']);
  });
});
