import { describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { gloResponse } from '../testing/importer-fixtures.ts';
import { parseGloResponse } from './glo-archive.ts';

const OLD = { date: '2015-08-16', first: '033363', last3f: [], last3b: ['227', '624', '648', '781'], last2: '40' } as const;
const NEW = { date: '2015-09-01', first: '021094', last3f: ['260', '403'], last3b: ['068', '819'], last2: '89' } as const;

function parse(body: string, date = '2015-09-01') {
  return parseGloResponse(`/x/${date}.json`, `${date}.json`, date, body);
}

describe('parseGloResponse', () => {
  test('reads the old format: last3b has four numbers and the empty last3f is no prize', () => {
    const r = parse(gloResponse(OLD), '2015-08-16');
    expect(r.prizes['last-three-digit']).toEqual({ numbers: ['227', '624', '648', '781'], amount: '4000.00' });
    expect(r.prizes['first-three-digit']).toBeUndefined();
    expect(r.view['first-three-digit']).toEqual([]);
  });

  test('reads the new format: two front-three and two last-three numbers', () => {
    const r = parse(gloResponse(NEW));
    expect(r.prizes['first-three-digit']?.numbers).toEqual(['260', '403']);
    expect(r.prizes['last-three-digit']?.numbers).toEqual(['068', '819']);
  });

  test('maps every GLO key to its slug and keeps the price string as the amount', () => {
    const r = parse(gloResponse(NEW));
    expect(Object.fromEntries(Object.entries(r.prizes).map(([slug, p]) => [slug, [p?.numbers.length, p?.amount]]))).toEqual({
      'first-prize': [1, '6000000.00'],
      'near-first-prize': [2, '100000.00'],
      'second-prize': [5, '200000.00'],
      'third-prize': [10, '80000.00'],
      'fourth-prize': [50, '40000.00'],
      'fifth-prize': [100, '20000.00'],
      'first-three-digit': [2, '4000.00'],
      'last-three-digit': [2, '4000.00'],
      'last-two-digit': [1, '2000.00'],
    });
    expect(r.ref).toBe('GarliQz/ThaiLotteryData@02a4257 data/json/2015-09-01.json');
  });

  test('records that the 2020-04-01 draw was drawn on 2020-05-16', () => {
    const r = parse(
      gloResponse({ date: '2020-04-01', first: '051095', last3f: ['285', '430'], last3b: ['191', '364'], last2: '22' }, { n3: null }),
      '2020-04-01',
    );
    expect(r.date).toBe('2020-04-01');
    expect(r.drawnOn).toBe('2020-05-16');
  });

  test.each([
    [
      'a non-digit value',
      (b: string) => b.replace('"value":"021094"', '"value":"02109x"'),
      /field response\.result\.data\.first\.number\.0\.value/,
    ],
    [
      'a price that is not an amount',
      (b: string) => b.replace('"price":"6000000.00"', '"price":"6,000,000"'),
      /field response\.result\.data\.first\.price/,
    ],
    ['an unknown prize key', (b: string) => b.replace('"last2":', '"last1":'), /field response\.result\.data/],
    [
      'a date other than the one requested',
      (b: string) => b.replace('"date":"2015-09-01"', '"date":"2015-09-02"'),
      /field response\.result\.date/,
    ],
    ['a truncated body', (b: string) => b.slice(0, 200), /field \(json\)/],
  ])('rejects %s, naming the file and field', (_name, mutate, field) => {
    const run = () => parse(mutate(gloResponse(NEW)));
    expect(run).toThrow(ImportError);
    expect(run).toThrow(field);
    expect(run).toThrow(/^\/x\/2015-09-01\.json: /);
  });
});
