import { beforeAll, describe, expect, test } from 'vitest';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import { lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import type { SourceDraw, SourcePrize } from '../sources/types.ts';
import { LIVE_PUBLICATION_HOURS, acceptDraw } from './accept-draw.ts';
import { committedThaiDraws2026 } from '../testing/ingest-kit.ts';

const GLO = { source: 'glo-api' as const, url: 'POST https://glo.test/api/checking/getLotteryResult', official: true };
const FEED = { source: 'feed' as const, url: 'GET https://feeds.test/x.json', official: false };
const SEEN = new Date('2026-07-01T08:05:00.000Z'); // 15:05 Thai time on a draw day
let july1: StoredDraw;

beforeAll(async () => {
  const draw = (await committedThaiDraws2026()).find((d) => d.date === '2026-07-01');
  if (!draw) throw new Error('no 2026-07-01 draw in data/');
  july1 = draw;
});

/** The committed 2026-07-01 draw as a source would give it, with `change` applied. */
function gloDraw(change: (prizes: SourcePrize[]) => SourcePrize[] = (p) => p, date = '2026-07-01'): SourceDraw {
  const prizes = Object.entries(july1.prizes).map(
    ([slug, p]) => ({ slug, numbers: p.numbers, amount: p.amount ?? undefined, field: `response.result.data.${slug}` }) as SourcePrize,
  );
  return { date, ref: 'POST https://glo.test {…}', field: 'response.result', prizes: change(prizes) };
}

const hanoiDraw = (prizes: Array<[string, string[]]>, date = '2026-08-16'): SourceDraw => ({
  date,
  ref: 'GET https://feeds.test/x.json',
  field: 'draws[0]',
  prizes: prizes.map(([slug, numbers], i) => ({ slug, numbers, field: `draws[0].prizes[${i}]` })),
});

describe('acceptDraw', () => {
  test('stores a complete official draw, each prize published when first seen', () => {
    const { draw, pending, warnings } = acceptDraw(lottery('thai-government'), GLO, gloDraw(), { seenAt: SEEN });
    expect(pending).toEqual([]);
    expect(warnings).toEqual([]);
    expect(draw?.prizes['first-prize']).toEqual({
      ...july1.prizes['first-prize'],
      publishedAt: '2026-07-01T08:05:00.000Z',
      approximate: false,
    });
    expect(draw?.sources).toEqual([{ source: 'glo-api', ref: 'POST https://glo.test {…}', prizes: Object.keys(july1.prizes) }]);
  });

  test('leaves a prize with fewer numbers than its count pending, and stores the rest', () => {
    const { draw, pending } = acceptDraw(
      lottery('thai-government'),
      GLO,
      gloDraw((p) =>
        p.map((x) => (x.slug === 'fifth-prize' ? { ...x, numbers: x.numbers.slice(0, 60) } : x)).filter((x) => x.slug !== 'fourth-prize'),
      ),
      { seenAt: SEEN },
    );
    expect(pending).toEqual(['fourth-prize', 'fifth-prize']);
    expect(Object.keys(draw?.prizes ?? {})).not.toContain('fifth-prize');
  });

  test('returns no draw while nothing is complete', () => {
    expect(
      acceptDraw(
        lottery('thai-government'),
        GLO,
        gloDraw(() => []),
        { seenAt: SEEN },
      ).draw,
    ).toBeNull();
  });

  test(`gives a prize first seen more than ${LIVE_PUBLICATION_HOURS} hours late the scheduled time, marked approximate`, () => {
    const late = acceptDraw(lottery('thai-government'), GLO, gloDraw(), { seenAt: new Date('2026-07-03T08:00:00.000Z') });
    expect(late.draw?.prizes['first-prize']).toMatchObject({ publishedAt: '2026-07-01T07:30:00.000Z', approximate: true });
  });

  test('takes the time a source says it shows a prize once it has passed, however late the run; before it, the moment seen', () => {
    const shown = (shownAt: string): SourceDraw => ({
      ...hanoiDraw([]),
      prizes: hanoiDraw([['first-prize', ['12554']]]).prizes.map((p) => ({ ...p, shownAt })),
    });
    const first = (shownAt: string, seenAt: string) =>
      acceptDraw(lottery('hanoi-normal'), FEED, shown(shownAt), { seenAt: new Date(seenAt) }).draw?.prizes['first-prize'];
    // Seen minutes after the show, and seen the next morning (a missed run): both the show time, exact.
    expect(first('2026-08-16T11:30:00.000Z', '2026-08-16T11:42:00.000Z')).toMatchObject({
      publishedAt: '2026-08-16T11:30:00.000Z',
      approximate: false,
    });
    expect(first('2026-08-16T11:30:00.000Z', '2026-08-17T02:00:00.000Z')).toMatchObject({
      publishedAt: '2026-08-16T11:30:00.000Z',
      approximate: false,
    });
    // Seen while the draw runs, before its show time: when it was seen (never a time still to come).
    expect(first('2026-08-16T11:30:00.000Z', '2026-08-16T11:25:00.000Z')).toMatchObject({
      publishedAt: '2026-08-16T11:25:00.000Z',
      approximate: false,
    });
  });

  test("keeps a source's own publishedAt, and refuses one after the time of ingest", () => {
    const at = (publishedAt: string) => hanoiDraw([['first-prize', ['12554']]]).prizes.map((p) => ({ ...p, publishedAt }));
    const draw = (publishedAt: string): SourceDraw => ({ ...hanoiDraw([]), prizes: at(publishedAt) });
    const seenAt = new Date('2026-08-16T12:00:00.000Z');
    expect(
      acceptDraw(lottery('hanoi-normal'), FEED, draw('2026-08-16T11:31:00.000Z'), { seenAt }).draw?.prizes['first-prize'],
    ).toMatchObject({
      publishedAt: '2026-08-16T11:31:00.000Z',
      approximate: false,
    });
    expect(() => acceptDraw(lottery('hanoi-normal'), FEED, draw('2026-08-16T13:00:00.000Z'), { seenAt })).toThrow(
      'field draws[0].prizes[0].publishedAt: rejected: 2026-08-16T13:00:00.000Z is after the time of ingest',
    );
  });

  test('accepts an off-schedule date from an official source with a warning (draws move for holidays)', () => {
    const { draw, warnings } = acceptDraw(
      lottery('thai-government'),
      GLO,
      gloDraw((p) => p, '2026-07-02'),
      { seenAt: new Date('2026-07-02T09:00:00.000Z') },
    );
    expect(draw?.date).toBe('2026-07-02');
    expect(warnings).toEqual([
      "2026-07-02 is not a draw date of thai-government's schedule (days 1, 16 of the month); accepted because glo-api is official (draws move for holidays, DOMAIN 1.6)",
    ]);
  });

  test('accepts a repeated number in a many-number prize with a warning (GLO 2019-08-01 has one)', () => {
    const { warnings } = acceptDraw(
      lottery('thai-government'),
      GLO,
      gloDraw((p) => p.map((x) => (x.slug === 'fifth-prize' ? { ...x, numbers: [...x.numbers.slice(0, 99), x.numbers[0] ?? ''] } : x))),
      { seenAt: SEEN },
    );
    expect(warnings).toEqual([expect.stringMatching(/^response\.result\.data\.fifth-prize: fifth-prize lists \d{6} more than once/)]);
  });

  const thai = lottery('thai-government');
  test.each([
    [
      'a number of the wrong width',
      () =>
        acceptDraw(
          thai,
          GLO,
          gloDraw((p) => p.map((x) => (x.slug === 'first-prize' ? { ...x, numbers: ['12345'] } : x))),
          { seenAt: SEEN },
        ),
      'field response.result.data.first-prize: rejected: 12345 has 5 digits; first-prize numbers have 6',
    ],
    [
      'an off-schedule date from a source that is not official',
      () =>
        acceptDraw(
          lottery('lao-lottery'),
          FEED,
          { ...hanoiDraw([['first-prize', ['7568']]], '2026-08-22'), field: 'draws[0]' },
          { seenAt: new Date('2026-08-23T00:00:00Z') },
        ),
      "field draws[0].date: rejected: 2026-08-22 is not a draw date of lao-lottery's schedule (weekdays 1, 2, 3, 4, 5 (0 = Sunday) from 2026-04-02); only an official source may report a moved draw",
    ],
    [
      'an unknown prize slug',
      () =>
        acceptDraw(
          lottery('hanoi-normal'),
          FEED,
          hanoiDraw([
            ['first-prize', ['12554']],
            ['special-prize', ['12554']],
          ]),
          { seenAt: new Date('2026-08-16T12:00:00Z') },
        ),
      'field draws[0].prizes[1]: rejected: unknown prize slug "special-prize"; hanoi-normal has first-prize, last-four-digit, last-three-digit, upper-two-digit, last-two-digit',
    ],
    [
      'a duplicate prize',
      () =>
        acceptDraw(
          lottery('hanoi-normal'),
          FEED,
          hanoiDraw([
            ['last-two-digit', ['33']],
            ['last-two-digit', ['34']],
          ]),
          { seenAt: new Date('2026-08-16T12:00:00Z') },
        ),
      'field draws[0].prizes[1]: rejected: last-two-digit is given twice (also draws[0].prizes[0])',
    ],
    [
      'a prize the era does not have',
      () =>
        acceptDraw(
          thai,
          GLO,
          {
            ...gloDraw(),
            date: '2015-08-16',
            prizes: [{ slug: 'first-three-digit', numbers: ['123', '456'], field: 'response.result.data.last3f' }],
          },
          { seenAt: SEEN },
        ),
      'field response.result.data.last3f: rejected: thai-government has no first-three-digit in the prize table from 2015-08-01',
    ],
    [
      'too many numbers',
      () =>
        acceptDraw(lottery('hanoi-normal'), FEED, hanoiDraw([['first-prize', ['12554', '12555']]]), {
          seenAt: new Date('2026-08-16T12:00:00Z'),
        }),
      'field draws[0].prizes[0]: rejected: 2 numbers; first-prize has 1',
    ],
    [
      'a draw in the future',
      () =>
        acceptDraw(
          thai,
          GLO,
          gloDraw((p) => p, '2026-07-16'),
          { seenAt: SEEN },
        ),
      'field response.result.date: rejected: 2026-07-16 is after today (2026-07-01, Thai time)',
    ],
    [
      "a derived number that is not the headline's last digits",
      () =>
        acceptDraw(
          lottery('hanoi-normal'),
          FEED,
          hanoiDraw([
            ['first-prize', ['12554']],
            ['upper-two-digit', ['45']],
          ]),
          { seenAt: new Date('2026-08-16T12:00:00Z') },
        ),
      'field draws[0].prizes[1]: rejected: 45 is not the last 2 digits of first-prize 12554',
    ],
    [
      'a near-first prize that is not the first prize ± 1',
      () =>
        acceptDraw(
          thai,
          GLO,
          gloDraw((p) => p.map((x) => (x.slug === 'near-first-prize' ? { ...x, numbers: ['000001', '000003'] } : x))),
          { seenAt: SEEN },
        ),
      'field response.result.data.near-first-prize: rejected: 000001 000003 is not first-prize',
    ],
    [
      'a partial prize where the whole prize is required (manual entry)',
      () =>
        acceptDraw(
          thai,
          { ...GLO, source: 'manual' },
          gloDraw((p) => p.map((x) => (x.slug === 'second-prize' ? { ...x, numbers: x.numbers.slice(0, 2) } : x))),
          { seenAt: SEEN, requireComplete: true },
        ),
      'field response.result.data.second-prize: rejected: 2 of 5 numbers of second-prize; give the whole prize at once',
    ],
  ])('rejects %s, naming the field', (_name, run, message) => {
    expect(run).toThrow(DrawRejectedError);
    expect(run).toThrow(message);
  });

  describe("C4.9: a headline outside a lottery's prize table", () => {
    const star = lottery('lao-star');
    const draw = (prizes: Array<[string, string[]]>) => ({
      date: '2026-06-23',
      ref: 'GET https://api.laostars.com/result',
      field: 'data',
      prizes: prizes.map(([slug, numbers]) => ({ slug, numbers, field: `data.results.${slug}` })),
    });
    const seenAt = new Date('2026-06-23T09:00:00Z');

    test('is checked, left out with a warning, and the draw is stored complete with the prizes of its table', () => {
      const accepted = acceptDraw(
        star,
        FEED,
        draw([
          ['first-prize', ['88669']],
          ['last-three-digit', ['669']],
          ['upper-two-digit', ['69']],
          ['last-two-digit', ['88']],
        ]),
        { seenAt },
      );
      expect(Object.keys(accepted.draw?.prizes ?? {})).toEqual(['last-three-digit', 'upper-two-digit', 'last-two-digit']);
      expect(accepted.pending).toEqual([]);
      expect(accepted.warnings).toEqual([
        expect.stringContaining(
          "data.results.first-prize: first-prize 88669 not stored: lao-star's prize table from 2000-01-01 has no first-prize (C4.9)",
        ),
      ]);
    });

    test('a headline of the wrong width is still refused, and a GLO-only prize is refused', () => {
      expect(() =>
        acceptDraw(
          star,
          FEED,
          draw([
            ['first-prize', ['8866']],
            ['last-three-digit', ['669']],
          ]),
          { seenAt },
        ),
      ).toThrow('field data.results.first-prize: rejected: "8866" is not a 5-digit first-prize');
      expect(() => acceptDraw(star, FEED, draw([['second-prize', ['88669']]]), { seenAt })).toThrow(
        'lao-star has no second-prize in the prize table from 2000-01-01',
      );
    });
  });
});
