import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { committedThaiDraws2026 } from '../testing/ingest-kit.ts';
import type { StoredDraw } from '../store/schema.ts';
import { GLO_DATA_ORDER, GLO_SLUG, gloAnswer, gloErrorEnvelope, gloNothingYet } from '../testing/glo-fixtures.ts';
import { gloRequestBody, readGloAnswer } from './glo-response.ts';

const CONTEXT: SourceContext = {
  source: 'glo-api',
  url: 'POST https://glo.test/api/checking/getLotteryResult',
  lottery: 'thai-government',
  draw: '2026-05-02',
};
let may2: StoredDraw;

beforeAll(async () => {
  const draws = await committedThaiDraws2026();
  const draw = draws.find((d) => d.date === '2026-05-02');
  if (!draw) throw new Error('data/thai-government/2026.json has no 2026-05-02 draw');
  may2 = draw;
});

const read = (body: string, date = '2026-05-02') => readGloAnswer(JSON.parse(body), date, CONTEXT);

describe('readGloAnswer', () => {
  test('reads a complete answer: every GLO key to its slug, the price as the amount', () => {
    const reading = read(gloAnswer(may2));
    expect(reading.kind).toBe('draw');
    if (reading.kind !== 'draw') return;
    expect(reading.prizes.map((p) => p.slug)).toEqual(GLO_DATA_ORDER.map((k) => GLO_SLUG[k]));
    for (const p of reading.prizes) {
      expect([...p.numbers].sort()).toEqual(may2.prizes[p.slug as keyof StoredDraw['prizes']]?.numbers);
      expect(p.amount).toBe(may2.prizes[p.slug as keyof StoredDraw['prizes']]?.amount);
    }
    expect(reading.notes).toEqual([]);
  });

  test("takes no amount from an old draw's prices, which are today's table (PROVENANCE section 1), and says so", () => {
    // GLO answers 2016-02-01 with today's prices (GLO_PRICE), as its archive does for every old draw.
    const reading = read(gloAnswer(may2, { date: '2016-02-01' }), '2016-02-01');
    if (reading.kind !== 'draw') throw new Error(reading.kind);
    expect(reading.prizes.map((p) => p.amount)).toEqual(reading.prizes.map(() => undefined));
    expect(reading.notes).toEqual(["GLO's prices are today's table, not those of 2016-02-01: the amounts of its era are stored"]);
  });

  test('drops "x" placeholders mid-draw and says how many', () => {
    const reading = read(gloAnswer(may2, { placeholders: { fifth: 40, last2: 1 } }));
    if (reading.kind !== 'draw') throw new Error(reading.kind);
    expect(reading.prizes.find((p) => p.slug === 'fifth-prize')?.numbers).toHaveLength(60);
    expect(reading.prizes.find((p) => p.slug === 'last-two-digit')).toBeUndefined();
    expect(reading.notes).toEqual([
      'response.result.data.fifth: 40 value(s) not drawn yet (placeholders), not stored',
      'response.result.data.last2: 1 value(s) not drawn yet (placeholders), not stored',
    ]);
  });

  test('leaves out tiers that are missing or empty mid-draw', () => {
    const reading = read(gloAnswer(may2, { omit: ['fourth', 'fifth'], empty: ['third'] }));
    if (reading.kind !== 'draw') throw new Error(reading.kind);
    expect(reading.prizes.map((p) => p.slug)).toEqual([
      'first-prize',
      'second-prize',
      'last-two-digit',
      'first-three-digit',
      'last-three-digit',
      'near-first-prize',
    ]);
  });

  test.each([
    ['a null result', gloNothingYet()],
    ['every tier empty', () => gloAnswer(may2, { empty: [...GLO_DATA_ORDER] })],
    ['every value a placeholder', () => gloAnswer(may2, { placeholders: Object.fromEntries(GLO_DATA_ORDER.map((k) => [k, 100])) })],
    [
      'a null response block',
      JSON.stringify({ statusMessage: 'getLotteryResult - Success', statusCode: 200, message: null, status: true, response: null }),
    ],
  ])('reads %s before the draw as "nothing yet"', (_name, body) => {
    expect(read(typeof body === 'function' ? body() : body).kind).toBe('nothing-yet');
  });

  test('treats an answer for another date as nothing for the date asked', () => {
    const reading = read(gloAnswer(may2), '2026-05-01');
    expect(reading).toEqual({
      kind: 'nothing-yet',
      note: 'GLO answered with the draw of 2026-05-02, not 2026-05-01; nothing stored for it',
    });
  });

  test.each([
    [
      'an error envelope',
      () => gloErrorEnvelope(),
      'field status: changed shape: GLO answered with an error envelope (status false, statusCode 500',
    ],
    [
      'a failure statusCode in a success envelope',
      () => gloAnswer(may2).replace('"statusCode":200', '"statusCode":503'),
      'field statusCode: changed shape',
    ],
    [
      'a failed responseStatus',
      () => gloAnswer(may2).replace('"status":"Success"', '"status":"Fail"'),
      'field response.responseStatus.status: changed shape: GLO answered "Fail"',
    ],
    [
      'a renamed `number`',
      () => gloAnswer(may2).replace('"first":{"price":"6000000.00","number"', '"first":{"price":"6000000.00","numbers"'),
      'field response.result.data.first: changed shape: Unrecognized key: "numbers"',
    ],
    [
      'a value turned into a JSON number',
      () => gloAnswer(may2).replace('"value":"536077"', '"value":536077'),
      'field response.result.data.first.number[0].value: changed shape',
    ],
    [
      'a value that is neither digits nor a placeholder',
      () => gloAnswer(may2).replace('"value":"536077"', '"value":"53607?"'),
      'field response.result.data.first.number[0].value: changed shape: "53607?" is neither digits nor a placeholder',
    ],
    [
      'an unknown prize key',
      () => gloAnswer(may2).replace('"last2":', '"last1":'),
      'field response.result.data.last1: changed shape: unknown prize key "last1"',
    ],
    [
      'a Buddhist-era dd/mm/yyyy date',
      () => gloAnswer(may2).replace('"date":"2026-05-02"', '"date":"02/05/2569"'),
      'field response.result.date: changed shape: expected a date YYYY-MM-DD, got "02/05/2569"',
    ],
    [
      'a price that is not an amount',
      () => gloAnswer(may2).replace('"price":"6000000.00"', '"price":"6,000,000"'),
      'field response.result.data.first.price: changed shape',
    ],
    ['a missing statusCode', () => gloAnswer(may2).replace('"statusCode":200,', ''), 'field statusCode: changed shape'],
  ])('rejects %s as a changed shape naming the field', (_name, body, message) => {
    const run = () => read(body());
    expect(run).toThrow(SourceShapeError);
    expect(run).toThrow(`glo-api POST https://glo.test/api/checking/getLotteryResult, thai-government draw 2026-05-02, ${message}`);
  });

  test('asks with 2-digit day and month strings and a 4-digit Gregorian year', () => {
    expect(gloRequestBody('2026-05-02')).toEqual({ date: '02', month: '05', year: '2026' });
  });
});

// The builder the tests use is held to the real recorded answer where ../shared is at hand.
const RECORDED = join(PROJECT_ROOT, '..', 'shared', 'datasets', 'official-samples', 'glo-getLotteryResult', '2026-05-02.json');

describe.skipIf(!existsSync(RECORDED))('the test builder against the recorded 2026-05-02 answer', () => {
  test('has the recorded shape: keys in order, types, and the same numbers and prices per tier', () => {
    const real = JSON.parse(readFileSync(RECORDED, 'utf8')) as unknown;
    const built = JSON.parse(gloAnswer(may2)) as unknown;
    expect(shape(built)).toEqual(shape(real));
    const tiers = (doc: unknown) =>
      Object.fromEntries(
        Object.entries(
          (doc as { response: { result: { data: Record<string, { price: string; number: Array<{ value: string }> }> } } }).response.result
            .data,
        ).map(([k, t]) => [k, [t.price, t.number.map((n) => n.value)]]),
      );
    expect(tiers(built)).toEqual(tiers(real));
    expect(readFileSync(RECORDED, 'utf8').endsWith('}')).toBe(true);
  });
});

/** Keys in order and value types, arrays reduced to their first element's shape. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value !== null && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, shape(v)]);
  return value === null ? 'null' : typeof value;
}
