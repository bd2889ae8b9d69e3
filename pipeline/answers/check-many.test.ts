import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serialize } from './answer.ts';
import { checkAnswer } from './check.ts';
import { checkManyAnswer } from './check-many.ts';
import { chooseDraw } from './draw-choice.ts';
import { noDataAnswer } from './no-data.ts';
import { DrawArchive, DrawIndex, drawArchive } from '../draws/draw-archive.ts';
import { displayName } from '../draws/localize.ts';
import { addDays } from '../draws/thai-time.ts';
import { NUMBERS_MAX } from '../contract/param-specs.ts';
import { parseParams } from '../contract/params.ts';
import type { CheckManyResponse, CheckResponse } from '../contract/schemas/index.ts';
import { LANGS, type Lang, type LotteryId, checkLengths, format, lottery } from '../registry/index.ts';
import { SYNTHETIC_PLAN, TEST_SITE, syntheticStore } from '../testing/contract-fixture.ts';
import { validateAnswer } from '../testing/contract-check.ts';

/**
 * C9.4: `/check-many` and `/check` with `date`, as answer functions over the archive the build
 * publishes (api/{lottery}/draws.json): the same rules as `/check` for each number, one draw
 * chosen by date, and every bad input a clear error in the requested language, held to openapi.json.
 */

const store = syntheticStore();
const WITH_DATA = SYNTHETIC_PLAN.map((p) => p.lottery);
/** The archive of each lottery as the build writes it (newest-first draws in, oldest first out), read back through its schema. */
const ARCHIVES = new Map(
  WITH_DATA.map((id) => {
    const newestFirst = [...(store.get(id) ?? [])].reverse();
    return [id, new DrawIndex(DrawArchive.parse(JSON.parse(serialize(drawArchive(lottery(id), newestFirst)))))];
  }),
);
const archive = (id: LotteryId): DrawIndex => ARCHIVES.get(id) as DrawIndex;

/** Numbers worth checking against a draw: its prizes' numbers cut to each accepted length, and random ones. */
function numbersFor(id: LotteryId, date: string): fc.Arbitrary<string> {
  const lengths = checkLengths(lottery(id));
  const drawn = Object.values(archive(id).draw(date)?.draw.prizes ?? {}).flatMap((p) => p?.numbers ?? []);
  const winning = drawn.flatMap((n) => lengths.filter((l) => n.length >= l).map((l) => n.slice(-l)));
  const random = fc.constantFrom(...lengths).chain((l) => fc.stringMatching(new RegExp(`^[0-9]{${l}}$`)));
  return winning.length === 0 ? random : fc.oneof(fc.constantFrom(...winning), random);
}

const drawOf = fc.constantFrom(...WITH_DATA).chain((id) => fc.constantFrom(...archive(id).dates).map((date) => ({ id, date })));

describe('/check-many answers (C9.4 with the rules of C5)', () => {
  test('each number is checked once, in first-seen order, exactly as /check checks it; repeats are listed; the total is exact', () => {
    fc.assert(
      fc.property(
        drawOf.chain(({ id, date }) =>
          fc.record({
            id: fc.constant(id),
            date: fc.constant(date),
            numbers: fc.array(numbersFor(id, date), { minLength: 1, maxLength: NUMBERS_MAX }),
            lang: fc.constantFrom(...LANGS),
          }),
        ),
        ({ id, date, numbers, lang }) => {
          const def = lottery(id);
          const parsed = parseParams('check-many', new URLSearchParams({ lottery: id, numbers: numbers.join(','), date, lang }));
          if (!parsed.ok) throw new Error(parsed.failure.error);
          const draw = archive(id).draw(date);
          const answer = checkManyAnswer(def, draw ?? null, parsed.params, TEST_SITE);
          const body = JSON.parse(serialize(answer.body)) as CheckManyResponse;
          expect(answer.status).toBe(200);
          expect(validateAnswer('/check-many', 200, body)).toEqual([]);
          const unique = [...new Set(numbers)];
          expect(body.data.results.map((r) => r.number)).toEqual(unique);
          expect(body.data.repeated).toEqual(unique.filter((n) => numbers.indexOf(n) !== numbers.lastIndexOf(n)));
          let cents = 0;
          for (const result of body.data.results) {
            const single = JSON.parse(
              serialize(checkAnswer(def, draw ?? null, { endpoint: 'check', lottery: id, lang, number: result.number }, TEST_SITE).body),
            ) as CheckResponse;
            const { number, isWinner, matches, totalAmount, ...drawPart } = single.data;
            expect(result).toEqual({ number, isWinner, matches, totalAmount });
            const { notice, ...facts } = drawPart;
            expect(facts).toEqual({
              drawDate: body.data.drawDate,
              displayName: body.data.displayName,
              complete: body.data.complete,
              pendingPrizes: body.data.pendingPrizes,
            });
            // C5.5: the same awaited prizes, said of the numbers (the list's own sentence).
            expect(body.data.notice === null).toBe(notice === null);
            for (const p of body.data.pendingPrizes) expect(body.data.notice).toContain(p.name);
            cents += Math.round(totalAmount * 100);
          }
          expect(Math.round(body.data.totalAmount * 100)).toBe(cents);
          expect(body.data.drawDate).toBe(date);
          expect(body.data.displayName).toBe(displayName(date, lang));
        },
      ),
      { seed: 20_261_125, numRuns: 300 },
    );
  });

  test.each([
    ['en', 'This draw is still being announced (awaited: Second prize, Fourth prize, Fifth prize). These numbers may still win'],
    ['th', 'เลขเหล่านี้อาจยังถูกรางวัลที่ยังไม่ประกาศได้'],
  ] as const)('an incomplete draw: the notice of C5.5 said of the numbers (%s)', (lang, text) => {
    const id = 'thai-government';
    const parsed = parseParams('check-many', new URLSearchParams({ lottery: id, numbers: '12,345', lang }));
    if (!parsed.ok) throw new Error(parsed.failure.error);
    const body = checkManyAnswer(lottery(id), archive(id).draw(archive(id).dates.at(-1) as string) ?? null, parsed.params, TEST_SITE)
      .body as CheckManyResponse;
    expect(body.data.complete).toBe(false);
    expect(body.data.notice).toContain(text);
  });

  test('a lottery without data is the 404 of C2.7', () => {
    const parsed = parseParams('check-many', new URLSearchParams('lottery=lao-vip&numbers=12,34&lang=en'));
    if (!parsed.ok) throw new Error(parsed.failure.error);
    const answer = checkManyAnswer(lottery('lao-vip'), null, parsed.params, TEST_SITE);
    expect(answer.status).toBe(404);
    expect(validateAnswer('/check-many', 404, answer.body)).toEqual([]);
  });
});

describe('the draw archive (api/{lottery}/draws.json)', () => {
  test('holds every stored draw oldest first, with /results displayName in every language and each prize as stored', () => {
    for (const id of WITH_DATA) {
      const draws = store.get(id) ?? [];
      expect(archive(id).dates).toEqual(draws.map((d) => d.date));
      for (const d of draws) {
        const archived = archive(id).draw(d.date);
        for (const lang of LANGS) expect(archived?.displayName[lang]).toBe(displayName(d.date, lang));
        for (const [slug, prize] of Object.entries(d.prizes)) {
          expect(archived?.draw.prizes[slug as keyof typeof d.prizes]).toEqual({ numbers: prize.numbers, amount: prize.amount });
        }
      }
    }
  });

  test('refuses an archive out of date order, or with a draw missing a language', () => {
    const text = serialize(drawArchive(lottery('lao-lottery'), [...(store.get('lao-lottery') ?? [])].reverse()));
    const swapped = JSON.parse(text) as { draws: unknown[] };
    swapped.draws.reverse();
    expect(DrawArchive.safeParse(swapped).success).toBe(false);
    const missing = JSON.parse(text) as { draws: Array<{ displayName: Record<string, string> }> };
    delete missing.draws[0]?.displayName['vi'];
    expect(DrawArchive.safeParse(missing).success).toBe(false);
  });

  test('the live path checks the envelope on reading (lottery, ascending dates) and each draw when first asked for', () => {
    const file = JSON.parse(serialize(drawArchive(lottery('lao-lottery'), [...(store.get('lao-lottery') ?? [])].reverse()))) as {
      draws: Array<{ draw: { date: string; prizes: Record<string, { numbers: unknown }> } }>;
    };
    expect(() => DrawIndex.fromJson(file, 'thai-government')).toThrow(/lottery|archive/);
    expect(() => DrawIndex.fromJson({ ...file, draws: [...file.draws].reverse() }, 'lao-lottery')).toThrow(/ascending/);
    expect(() => DrawIndex.fromJson({ ...file, draws: [] }, 'lao-lottery')).toThrow();
    const [first, second] = file.draws as [(typeof file.draws)[number], (typeof file.draws)[number]];
    for (const prize of Object.values(second.draw.prizes)) prize.numbers = ['12a'];
    const index = DrawIndex.fromJson(file, 'lao-lottery');
    expect(index.draw(first.draw.date)?.draw.date).toBe(first.draw.date);
    expect(() => index.draw(second.draw.date)).toThrow();
    expect(index.draw('1999-01-01')).toBeUndefined();
  });

  test('nearest: the newest stored date before and the oldest after any date without a draw (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_DATA),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        (id, instant) => {
          const date = instant.toISOString().slice(0, 10);
          const dates = archive(id).dates;
          fc.pre(!dates.includes(date));
          const { before, after } = archive(id).nearest(date);
          expect(before).toBe([...dates].reverse().find((d) => d < date) ?? null);
          expect(after).toBe(dates.find((d) => d > date) ?? null);
        },
      ),
      { seed: 20_261_125, numRuns: 500 },
    );
  });
});

describe('choosing the draw of `date` (C9.4)', () => {
  const today = '2026-11-25';
  const choose = (id: LotteryId, lang: Lang, date: string) =>
    chooseDraw(lottery(id), lang, date, today, WITH_DATA.includes(id) ? archive(id) : null);

  test('a stored date is its draw; today is not in the future', () => {
    const id = 'thai-government';
    const date = archive(id).dates[3] as string;
    const choice = choose(id, 'en', date);
    expect(choice.ok && choice.draw.draw.date).toBe(date);
    const todays = choose(id, 'en', today);
    expect(!todays.ok && todays.answer.status).toBe(404);
  });

  test.each([
    ['en', 'Parameter "date" is in the future: received "2026-11-26", and today is 2026-11-25 (Thai time).'],
    ['th', 'พารามิเตอร์ "date" เป็นวันในอนาคต: ได้รับ "2026-11-26" วันนี้คือ 2026-11-25 (เวลาประเทศไทย)'],
    ['vi', 'Tham số "date" là một ngày trong tương lai: đã nhận "2026-11-26", hôm nay là 2026-11-25 (giờ Thái Lan).'],
  ] as const)(
    'the day after today (Thai time) is a 404 in %s saying so and naming the newest stored draw (C9.4: an unknown date)',
    (lang, text) => {
      const choice = choose('thai-government', lang, addDays(today, 1));
      if (choice.ok) throw new Error('a future date was accepted');
      expect(choice.answer.status).toBe(404);
      const error = (choice.answer.body as { error: string }).error;
      expect(error).toContain(text);
      expect(error.endsWith(format(lang, 'date.nearest-before', { before: archive('thai-government').dates.at(-1) as string }))).toBe(true);
      expect(validateAnswer('/check', 404, choice.answer.body)).toEqual([]);
      // A lottery without data: C2.7's 404, whatever the date.
      const none = choose('lao-vip', lang, addDays(today, 1));
      expect(!none.ok && none.answer).toEqual(noDataAnswer(lottery('lao-vip'), lang));
    },
  );

  test('a date without a draw is a 404 naming the nearest stored dates, in each language', () => {
    const id = 'lao-lottery';
    const dates = archive(id).dates;
    const [first, second] = [dates[0] as string, dates[1] as string];
    const between = addDays(first, 1);
    expect(between < second).toBe(true);
    const cases: ReadonlyArray<readonly [string, Lang, string]> = [
      [
        between,
        'en',
        `There is no stored draw of Lao Development Lottery (lao-lottery) on ${between}. The nearest stored draws are ${first} (before) and ${second} (after).`,
      ],
      [between, 'th', `งวดที่ใกล้ที่สุดในระบบคือ ${first} (ก่อนหน้า) และ ${second} (ถัดไป)`],
      ['2001-01-01', 'en', `The nearest stored draw is ${first} (after; the oldest stored).`],
      [addDays(dates.at(-1) as string, 1), 'my', `${dates.at(-1)} (အရင်၊ နောက်ဆုံး သိမ်းဆည်းထားသော)`],
    ];
    for (const [date, lang, text] of cases) {
      const choice = choose(id, lang, date);
      if (choice.ok) throw new Error(`${date} has no draw`);
      expect(choice.answer.status).toBe(404);
      expect((choice.answer.body as { error: string }).error).toContain(text);
      expect(validateAnswer('/check-many', 404, choice.answer.body)).toEqual([]);
    }
  });

  test('a past date for a lottery without data is the 404 of C2.7', () => {
    const choice = choose('lao-vip', 'lo', '2020-01-01');
    expect(!choice.ok && choice.answer).toEqual({
      status: 404,
      body: { success: false, error: expect.stringContaining('(lao-vip)') },
    });
  });
});
