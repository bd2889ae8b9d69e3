import { GLO_KEY_TO_SLUG, GLO_PRIZES, type GloKey, type PrizeSlug } from '../registry/index.ts';

export type { GloKey };
import type { StoredDraw } from '../store/schema.ts';

/*
 * Test support, not a test file: getLotteryResult answers in exactly the shape of the recorded real
 * ones (datasets/official-samples/glo-getLotteryResult, PROVENANCE.md), built from a stored draw so
 * that the tests need no copy of ../shared (C8.5). Field order, types, the minified body without a
 * final newline, `number` sorted by value with its draw `round`, `price` strings: as recorded.
 * The answers GLO gives before and during a draw were never recorded (DOMAIN 1.5, 6.1); the
 * variants below are this project's assumptions, named as such.
 */

/** The recorded `data` key order. */
export const GLO_DATA_ORDER: readonly GloKey[] = ['first', 'second', 'third', 'fourth', 'fifth', 'last2', 'last3f', 'last3b', 'near1'];

export const GLO_SLUG: Readonly<Record<GloKey, PrizeSlug>> = GLO_KEY_TO_SLUG;

/** GLO's `price` per key: the amounts of the registry's current GLO table, as GLO publishes them. */
export const GLO_PRICE = Object.fromEntries(
  GLO_DATA_ORDER.map((key) => [key, GLO_PRIZES.find((p) => p.slug === GLO_SLUG[key])?.amount ?? '0.00']),
) as Readonly<Record<GloKey, string>>;

/** A draw in progress, or a damaged answer: what to change in the recorded shape. */
export interface GloVariant {
  /** Keys left out of `data` altogether (assumption: a tier not started yet). */
  readonly omit?: readonly GloKey[];
  /** Keys present with `"number": []` (the shape of the old format's unused `last3f`). */
  readonly empty?: readonly GloKey[];
  /** Per key, how many of its values read "x" * width instead (assumption: a live board's placeholder). */
  readonly placeholders?: Partial<Record<GloKey, number>>;
  /** Per key, other values (a source that disagrees, a wrong width). */
  readonly values?: Partial<Record<GloKey, readonly string[]>>;
  /** `result.date` other than the draw's. */
  readonly date?: string;
}

/** A getLotteryResult body for a stored draw (every prize the store has), in the recorded shape. */
export function gloAnswer(draw: StoredDraw, variant: GloVariant = {}): string {
  const data: Record<string, { price: string; number: Array<{ round: number; value: string }> }> = {};
  for (const key of GLO_DATA_ORDER) {
    if (variant.omit?.includes(key)) continue;
    let values = [...(variant.values?.[key] ?? draw.prizes[GLO_SLUG[key]]?.numbers ?? [])];
    if (variant.empty?.includes(key)) values = [];
    const hidden = Math.min(variant.placeholders?.[key] ?? 0, values.length);
    values = values.map((v, i) => (i >= values.length - hidden ? 'x'.repeat(v.length) : v));
    data[key] = { price: GLO_PRICE[key], number: withRounds(values) };
  }
  const year = Number(draw.date.slice(0, 4));
  const n = 2 * (Number(draw.date.slice(5, 7)) - 1) + (Number(draw.date.slice(8, 10)) >= 16 ? 2 : 1);
  const first = draw.prizes['first-prize']?.numbers[0] ?? '000000';
  return gloSuccess({
    youtube_url: year >= 2019 ? 'https://www.youtube.com/watch?v=q7gSY7bMVpM' : null,
    pdf_url: 'https://api.glo.or.th/utility/file/download/66d2225a-2ca8-4bb8-a131-e6a239ba76f3',
    date: variant.date ?? draw.date,
    period: [n, n + 1],
    remark: null,
    status: 1,
    sheetId: 'cefb305f-283b-42a2-834e-60b3fca14e9f',
    data,
    // GLO's separate N3 product, present from 2024-11-01 (PROVENANCE); the service ignores it.
    ...(draw.date >= '2024-11-01' ? { n3: n3Block(first) } : {}),
  });
}

/** The recorded success envelope around a `result` (the official samples and the GLO archive alike). */
export function gloSuccess(result: object | null): string {
  return JSON.stringify({
    statusMessage: 'getLotteryResult - Success',
    statusCode: 200,
    message: null,
    status: true,
    response: {
      responseStatus: { operation: 'getLotteryResult', status: 'Success', code: '00000', messageType: 'NONE', message: 'บันทึกสำเร็จ' },
      result,
    },
  });
}

/** Values sorted ascending, each with a draw round, the rounds shuffled as recorded (a fixed permutation). */
function withRounds(values: readonly string[]): Array<{ round: number; value: string }> {
  const count = values.length;
  return [...values].sort().map((value, i) => ({ round: ((i * 7) % count) + 1, value }));
}

function n3Block(first: string): Record<string, { price: string; number: Array<{ round: number; value: string }> }> {
  const top = first.slice(-3);
  return {
    straight3: { price: '8036.00', number: [{ round: 1, value: top }] },
    shuffle3: { price: '3693.00', number: [{ round: 1, value: top.split('').reverse().join('') }] },
    straight2: { price: '592.00', number: [{ round: 1, value: first.slice(0, 2) }] },
    special: { price: '718012.00', number: [{ round: 1, value: `${top}000001685` }] },
  };
}

/** Assumption: GLO's answer for a date it has no result for yet (success envelope, null result). */
export function gloNothingYet(): string {
  return gloSuccess(null);
}

/** Assumption: an error envelope (the recorded envelope with status false and no response). */
export function gloErrorEnvelope(message = 'Internal Server Error'): string {
  return JSON.stringify({ statusMessage: 'getLotteryResult - Error', statusCode: 500, message, status: false, response: null });
}

/** The prizes of a stored draw restricted to some GLO keys (a partial draw as it will be stored). */
export function onlyKeys(draw: StoredDraw, keys: readonly GloKey[]): StoredDraw {
  const prizes: StoredDraw['prizes'] = {};
  for (const key of keys) {
    const p = draw.prizes[GLO_SLUG[key]];
    if (p) prizes[GLO_SLUG[key]] = p;
  }
  return { ...draw, prizes };
}
