import { describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { checkAnswer } from '../answers/check.ts';
import { checkManyAnswer } from '../answers/check-many.ts';
import { parseParams } from '../contract/params.ts';
import { COMPONENTS, LatestDraw, type SchemaName } from '../contract/schemas/index.ts';
import { calculationsFile, drawsFile, latestFile, noDataFile, resultsFile, statsFile } from '../contract/paths.ts';
import { LANGS, LOTTERIES, checkLengths, lottery } from '../registry/index.ts';
import { memoryContext, syntheticStore, TEST_SITE } from '../testing/contract-fixture.ts';
import { compileContract, generatedDocument } from '../testing/contract-check.ts';
import { type Json, isJsonObject } from './openapi-kit.ts';
import { componentSchemas } from './openapi-schemas.ts';

/**
 * openapi.json's schemas are generated from the contract's zod schemas; the cross-field rules zod
 * cannot write out are given to the generator as metadata. These hold the two to each other: on
 * the real answers of a synthetic tree and on broken ones, zod and ajv (over the generated
 * document) must give the same verdict.
 */
const context = memoryContext(syntheticStore());
const contract = compileContract(generatedDocument());
const zodAccepts = (name: SchemaName, value: unknown) => COMPONENTS[name].safeParse(value).success;
const ajvAccepts = (name: SchemaName, value: unknown) => contract.check(name, value).length === 0;

const file = (path: string): any => {
  const text = context.read(path);
  if (text === undefined) throw new Error(`the synthetic tree has no ${path}`);
  return JSON.parse(text);
};

/** Every /check answer worth holding: each prize's first number of the newest draw, cut to each accepted length. */
function checkBodies(): any[] {
  const bodies: any[] = [];
  for (const id of context.withData) {
    const latest = LatestDraw.parse(file(latestFile(id)));
    const numbers = new Set(['00', '999']);
    for (const prize of Object.values(latest.draw.prizes)) {
      for (const len of checkLengths(lottery(id)))
        if (prize?.numbers[0] && prize.numbers[0].length >= len) numbers.add(prize.numbers[0].slice(-len));
    }
    for (const number of numbers) {
      if (!checkLengths(lottery(id)).includes(number.length)) continue;
      const answer = checkAnswer(lottery(id), latest, { endpoint: 'check', lang: 'en', lottery: id, number }, TEST_SITE);
      bodies.push(JSON.parse(serialize(answer.body)));
    }
  }
  return bodies;
}

/** A /check-many answer per lottery with data: the numbers checkBodies checks, the first given twice (C9.4). */
function checkManyBodies(): any[] {
  return context.withData.map((id) => {
    const latest = LatestDraw.parse(file(latestFile(id)));
    const numbers = checkBodies()
      .filter((b) => b.data.drawDate === latest.draw.date && checkLengths(lottery(id)).includes(b.data.number.length))
      .map((b) => b.data.number as string);
    const parsed = parseParams('check-many', new URLSearchParams({ lottery: id, numbers: [...numbers, numbers[0]].join(',') }));
    if (!parsed.ok) throw new Error(parsed.failure.error);
    return JSON.parse(serialize(checkManyAnswer(lottery(id), latest, { ...parsed.params, lang: 'en' }, TEST_SITE).body));
  });
}

function samples(): Array<readonly [SchemaName, string, unknown]> {
  const out: Array<readonly [SchemaName, string, unknown]> = [];
  for (const id of context.withData) {
    out.push(['LatestDraw', latestFile(id), file(latestFile(id))]);
    out.push(['DrawArchive', drawsFile(id), file(drawsFile(id))]);
    for (const lang of LANGS) {
      out.push(['ResultsResponse', resultsFile(id, 20, lang), file(resultsFile(id, 20, lang))]);
      out.push(['StatsResponse', statsFile(id, lang), file(statsFile(id, lang))]);
      out.push(['CalculationsResponse', calculationsFile(id, '30', null, lang), file(calculationsFile(id, '30', null, lang))]);
    }
  }
  const without = LOTTERIES.find((d) => !context.withData.includes(d.id));
  if (without) out.push(['ErrorResponse', noDataFile(without.id, 'th'), file(noDataFile(without.id, 'th'))]);
  for (const [i, body] of checkBodies().entries()) out.push(['CheckResponse', `check #${i}`, body]);
  for (const [i, body] of checkManyBodies().entries()) out.push(['CheckManyResponse', `check-many #${i}`, body]);
  return out;
}

describe('the generated schemas', () => {
  test('are exactly the contract schemas, as components of the document (no $schema or $id of their own)', () => {
    const schemas = componentSchemas();
    expect(Object.keys(schemas)).toEqual(Object.keys(COMPONENTS));
    const own = (value: Json): string[] =>
      Array.isArray(value)
        ? (value as Json[]).flatMap(own)
        : isJsonObject(value)
          ? Object.entries(value).flatMap(([k, v]) => [...(k === '$schema' || k === '$id' ? [k] : []), ...own(v)])
          : [];
    expect(own(schemas as unknown as Json)).toEqual([]);
  });

  test('zod and ajv accept every real answer and published file of a synthetic tree', () => {
    const all = samples();
    expect(new Set(all.map(([name]) => name))).toEqual(
      new Set([
        'LatestDraw',
        'DrawArchive',
        'ResultsResponse',
        'StatsResponse',
        'CalculationsResponse',
        'ErrorResponse',
        'CheckResponse',
        'CheckManyResponse',
      ]),
    );
    const disagreements = all
      .filter(([name, , body]) => !zodAccepts(name, body) || !ajvAccepts(name, body))
      .map(([name, where]) => `${name} ${where}`);
    expect(disagreements).toEqual([]);
  });

  test.each(Object.keys(COMPONENTS) as SchemaName[])('%s: zod and ajv both reject {}', (name) => {
    expect([zodAccepts(name, {}), ajvAccepts(name, {})]).toEqual([false, false]);
  });

  const first = context.withData[0] ?? 'thai-government';
  const winner = () => checkBodies().find((b) => b.data.isWinner && !b.data.complete);
  const many = () =>
    checkManyBodies().find(
      (b) => !b.data.complete && b.data.results.some((r: any) => r.isWinner) && b.data.results.some((r: any) => !r.isWinner),
    );
  const BREAKS: ReadonlyArray<readonly [SchemaName, string, () => any, (body: any) => void]> = [
    ['ResultsResponse', 'an extra key', () => file(resultsFile(first, 20, 'en')), (b) => (b.extra = 1)],
    [
      'ResultsResponse',
      'a number with a letter',
      () => file(resultsFile(first, 20, 'en')),
      (b) => (b.data[0].prizes[0].numbers[0] = '12a456'),
    ],
    [
      'ResultsResponse',
      'a status that contradicts pendingPrizes',
      () => file(resultsFile(first, 20, 'en')),
      (b) => (b.data[0].status = b.data[0].status === 'complete' ? 'announced' : 'complete'),
    ],
    ['ResultsResponse', 'no draw', () => file(resultsFile(first, 20, 'en')), (b) => (b.data = [])],
    [
      'ResultsResponse',
      'a publishedAt without milliseconds',
      () => file(resultsFile(first, 1, 'en')),
      (b) => (b.data[0].publishedAt = '2016-12-16T07:30:00Z'),
    ],
    ['CheckResponse', 'isWinner flipped', winner, (b) => (b.data.isWinner = false)],
    ['CheckResponse', 'complete flipped', winner, (b) => (b.data.complete = true)],
    ['CheckResponse', 'a missing notice on an incomplete draw', winner, (b) => (b.data.notice = null)],
    ['CheckResponse', 'a total as text', winner, (b) => (b.data.totalAmount = '6000000')],
    ['CheckResponse', 'a match without slug', winner, (b) => delete b.data.matches[0].slug],
    ['CheckManyResponse', 'a winning result flipped', many, (b) => (b.data.results.find((r: any) => r.isWinner).isWinner = false)],
    ['CheckManyResponse', 'a losing result with a total', many, (b) => (b.data.results.find((r: any) => !r.isWinner).totalAmount = 5)],
    ['CheckManyResponse', 'complete flipped', many, (b) => (b.data.complete = true)],
    ['CheckManyResponse', 'no result', many, (b) => (b.data.results = [])],
    ['CheckManyResponse', 'a repeated number of the wrong length', many, (b) => b.data.repeated.push('1')],
    ['DrawArchive', 'a language missing from a displayName', () => file(drawsFile(first)), (b) => delete b.draws[0].displayName.vi],
    [
      'DrawArchive',
      'a prize with its publishedAt',
      () => file(drawsFile(first)),
      (b) => {
        const prize = Object.values(b.draws[0].draw.prizes)[0] as any;
        prize.publishedAt = '2016-12-16T07:30:00.000Z';
      },
    ],
    ['StatsResponse', 'a count of 0', () => file(statsFile(first, 'en')), (b) => (b.prizes[0].numbers[0].count = 0)],
    ['StatsResponse', 'possibleValues that no prize has', () => file(statsFile(first, 'en')), (b) => (b.prizes[0].possibleValues = 7)],
    [
      'CalculationsResponse',
      'both nameTh and name',
      () => file(calculationsFile(first, '30', null, 'th')),
      (b) => (b.lottery.name = b.lottery.nameTh),
    ],
    [
      'CalculationsResponse',
      'another formula version',
      () => file(calculationsFile(first, '30', null, 'en')),
      (b) => (b.formulaVersion = '2.0.0'),
    ],
    [
      'CalculationsResponse',
      'nine ranked digits',
      () => file(calculationsFile(first, '30', null, 'en')),
      (b) => b.data.prizes[0].digitRanking.pop(),
    ],
    ['LatestDraw', 'a language missing from displayName', () => file(latestFile(first)), (b) => delete b.displayName.vi],
    [
      'LatestDraw',
      'an unknown prize slug',
      () => file(latestFile(first)),
      (b) => (b.draw.prizes.jackpot = b.draw.prizes[Object.keys(b.draw.prizes)[0] as string]),
    ],
    ['ErrorResponse', 'success true', () => ({ success: false, error: 'x' }), (b) => (b.success = true)],
  ];
  test.each(BREAKS)('%s with %s: zod and ajv both reject it', (name, _what, body, breakIt) => {
    const value = body();
    expect(value, 'the sample exists').toBeDefined();
    expect([zodAccepts(name, value), ajvAccepts(name, value)]).toEqual([true, true]);
    breakIt(value);
    expect([zodAccepts(name, value), ajvAccepts(name, value)]).toEqual([false, false]);
  });
});
