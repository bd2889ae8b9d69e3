import { describe, expect, test } from 'vitest';
import { lotteriesAnswer, storedFacts } from '../answers/lotteries.ts';
import { serialize } from '../answers/answer.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { lottery } from '../registry/index.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { generatedDocument, validateAnswer } from '../testing/contract-check.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { isJsonObject, type Json } from './openapi-kit.ts';

const at = (value: Json | undefined, ...keys: string[]): Json | undefined =>
  keys.reduce<Json | undefined>((v, k) => (isJsonObject(v) ? v[k] : undefined), value);

describe('/lotteries in openapi.json (C9.1, C7)', () => {
  const doc = generatedDocument();

  test('its schema is generated from the zod schema of the body', () => {
    expect(at(doc, 'components', 'schemas', 'LotteriesResponse', 'properties', 'data', 'items', 'required')).toEqual([
      'lottery',
      'name',
      'family',
      'schedule',
      'resultTime',
      'history',
      'latestDraw',
      'sources',
      'nextDraws',
    ]);
  });

  test('GET answers 200 with that schema, 400 on a bad lang, and has no 404 (every lottery is listed, data or not)', () => {
    const responses = at(doc, 'paths', '/lotteries', 'get', 'responses');
    expect(at(responses, '200', 'content', 'application/json', 'schema', '$ref')).toBe('#/components/schemas/LotteriesResponse');
    expect(at(responses, '400')).toBeDefined();
    expect(at(responses, '404')).toBeUndefined();
    expect(at(doc, 'paths', '/lotteries', 'get', 'parameters')).toEqual([
      { $ref: '#/components/parameters/lang' },
      { $ref: '#/components/parameters/ifNoneMatch' },
    ]);
  });

  test('a real answer conforms, and one with a wrong field does not', () => {
    const def = lottery('thai-government');
    const facts = storedFacts(new LotteryView(def, syntheticDraws(def, '2026-01-01', '2026-02-16').reverse()));
    const body = JSON.parse(serialize(lotteriesAnswer((id) => (id === def.id ? facts : undefined), 'lo', TEST_SITE).body)) as {
      data: Array<Record<string, unknown>>;
    };
    expect(validateAnswer('/lotteries', 200, body)).toEqual([]);
    const broken = { ...body, data: body.data.map((d, i) => (i === 0 ? { ...d, resultTime: '2:30 PM' } : d)) };
    expect(validateAnswer('/lotteries', 200, broken)).not.toEqual([]);
  });
});
