import { describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { lottery } from '../registry/index.ts';
import { type SecretMansEntry, secretMansJson } from '../testing/importer-fixtures.ts';
import { parseSecretMans } from './secretmans.ts';

const def = lottery('thai-government');
const parse = (text: string) => parseSecretMans('/s/lotto_history.json', text, def);

/** 2007-09-01 as scraped: one near-first number truncated, front-three "xxx" (no such prize yet). */
const E_2007_09_01: SecretMansEntry = {
  id: '01092550',
  date: '01 September 2550',
  prize_1: '331810',
  prize1_close: ['33180', '331811'],
  prize_first3: ['xxx', 'xxx'],
  prize_last3: ['293', '505', '518', '520'],
  prize_last2: '69',
  seed: 7,
};

describe('parseSecretMans', () => {
  test('reads an entry: sanook id as the date, old four last-three numbers, no front-three', () => {
    const [r] = parse(secretMansJson([E_2007_09_01])).records;
    expect(r?.date).toBe('2007-09-01');
    expect(r?.usable['last-three-digit']).toEqual(['293', '505', '518', '520']);
    expect(r?.view['first-three-digit']).toEqual([]);
    expect(r?.ref).toBe('SecretMans/thai-lotto-scraper@9e54f45 lotto_history.json:3 id 01092550');
  });

  test('names the field of an entry that fits neither a draw nor an error stub (a null first prize)', () => {
    const entries = JSON.parse(secretMansJson([E_2007_09_01])) as Array<{ prize: Record<string, unknown> }>;
    (entries[0] as { prize: Record<string, unknown> }).prize['prize_1'] = null;
    expect(() => parse(JSON.stringify(entries, null, 2))).toThrow(/field prize\.prize_1: /);
  });

  test("reads the page's amount of each prize of the era, and refuses one that is not an amount", () => {
    const wording = { prize_1: '2,000,000', prize1_close: '50,000', prize_first3: '2,000', prize_last2: '1,000' };
    const [r] = parse(secretMansJson([{ ...E_2007_09_01, wording }])).records;
    // No first-three-digit in 2007: its wording is left out.
    expect(r?.amounts).toEqual({ 'first-prize': '2000000.00', 'near-first-prize': '50000.00', 'last-two-digit': '1000.00' });
    expect(() => parse(secretMansJson([{ ...E_2007_09_01, wording: { prize_1: '2.000.000' } }]))).toThrow(
      /wording\.prize_1\.prize.*"2\.000\.000" is not an amount/,
    );
  });

  test('leaves a truncated number out of the usable prizes and lists it', () => {
    const [r] = parse(secretMansJson([E_2007_09_01])).records;
    expect(r?.usable['near-first-prize']).toBeUndefined();
    expect(r?.unusable).toEqual([{ prize: 'near-first-prize', tokens: ['33180'] }]);
    expect(r?.view['near-first-prize']).toEqual(['33180', '331811']);
  });

  test('treats x placeholders as unusable and trims spaces around the first prize', () => {
    const [r] = parse(secretMansJson([{ ...E_2007_09_01, prize_1: ' 331810 ', prize_4: ['xxxxxx'] }])).records;
    expect(r?.usable['first-prize']).toEqual(['331810']);
    expect(r?.unusable).toContainEqual({ prize: 'fourth-prize', tokens: ['xxxxxx'] });
  });

  test.each([
    ['28022554', '28 February 2554', '2011-03-01', undefined],
    ['16052563', '16 May 2563', '2020-04-01', '2020-05-16'],
  ])('aliases entry %s to the draw it is', (id, date, expected, drawnOn) => {
    const modern = expected >= '2015-09-01' ? { prize_first3: ['285', '430'], prize_last3: ['191', '364'] } : {};
    const [r] = parse(secretMansJson([{ ...E_2007_09_01, ...modern, id, date }])).records;
    expect([r?.date, r?.drawnOn]).toEqual([expected, drawnOn]);
  });

  test('reads the postponed draw once when it appears under both of its dates', () => {
    const entry = { ...E_2007_09_01, prize1_close: ['331809', '331811'], prize_first3: ['285', '430'], prize_last3: ['191', '364'] };
    const r = parse(
      secretMansJson([
        { ...entry, id: '01042563', date: '01 April 2563' },
        { ...entry, id: '16052563', date: '16 May 2563' },
      ]),
    );
    expect(r.records.map((x) => x.date)).toEqual(['2020-04-01']);
    expect(r.duplicates.map((d) => [d.id, d.of])).toEqual([['16052563', '01042563']]);
  });

  test('skips the known error stub and rejects an unknown one', () => {
    expect(parse(secretMansJson([{ id: '08102564', status: 'error: timeout' }])).stubs.map((s) => s.id)).toEqual(['08102564']);
    expect(() => parse(secretMansJson([{ id: '01012569', status: 'error: timeout' }]))).toThrow(
      /:3: field prize: entry 01012569 has no prizes/,
    );
  });

  test.each([
    ['a number longer than its prize', { prize_last2: '691' }, 'prize_last2'],
    ['a letter that is not a placeholder', { prize_1: '33181O' }, 'prize_1'],
    ['a date that is not the id', { date: '02 September 2550' }, 'date'],
    ['a fifth last-three number', { prize_last3: ['293', '505', '518', '520', '521'] }, 'prize_last3'],
  ])('rejects %s, naming the line and field', (_name, change, field) => {
    const run = () => parse(secretMansJson([{ ...E_2007_09_01, ...change }]));
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`/s/lotto_history.json:3: field ${field}: `);
  });
});
