import { describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { lottery } from '../registry/index.ts';
import { filler, vichaText } from '../testing/importer-fixtures.ts';
import { parseVichaFile } from './vicha-archive.ts';

const def = lottery('thai-government');

function file(name: string, text: string) {
  return parseVichaFile(`/v/${name}`, name, name.slice(0, 10), text, def);
}

const OLD_2006 = vichaText(
  'http://news.sanook.com/lotto/check/30122549/',
  [
    ['FIRST', ['778584']],
    ['THREE', ['164', '403', '811', '971']],
    ['TWO', ['07']],
    ['NEAR_FIRST', ['778583', '778585']],
    ['SECOND', ['133134', '468424', '509756', '515202', '640052']],
    ['THIRD', filler(10, 6, 1)],
  ],
  true,
);

describe('parseVichaFile', () => {
  test('reads an old-format CRLF file with trailing spaces: THREE is the four last-three numbers', () => {
    const r = file('2006-12-30.txt', OLD_2006);
    expect(r.prizes['last-three-digit']).toEqual(['164', '403', '811', '971']);
    expect(r.prizes['first-three-digit']).toEqual([]);
    expect(r.prizes['second-prize']).toEqual(['133134', '468424', '509756', '515202', '640052']);
    expect(r.lines['near-first-prize']).toBe(5);
    expect(r.ref).toBe('vicha-w/thai-lotto-archive@1fb29e0 lottonumbers/2006-12-30.txt');
  });

  test('reads the new format: THREE_FIRST and THREE_LAST', () => {
    const r = file(
      '2026-05-16.txt',
      vichaText('http://news.sanook.com/lotto/check/16052569/', [
        ['FIRST', ['107387']],
        ['THREE_FIRST', ['091', '298']],
        ['THREE_LAST', ['602', '716']],
        ['TWO', ['08']],
      ]),
    );
    expect(r.prizes['first-three-digit']).toEqual(['091', '298']);
    expect(r.prizes['last-three-digit']).toEqual(['602', '716']);
  });

  test('files the postponed draw of 2020-05-16.txt under 2020-04-01', () => {
    const r = file('2020-05-16.txt', vichaText('http://news.sanook.com/lotto/check/16052563/', [['FIRST', ['051095']]]));
    expect([r.date, r.drawnOn]).toEqual(['2020-04-01', '2020-05-16']);
  });

  test('marks 2026-01-16.txt skipped, aliased to 2026-01-17, and only splits its corrupt tokens', () => {
    const r = file('2026-01-16.txt', vichaText('http://news.sanook.com/lotto/check/16012569/', [['NEAR_FIRST', ['837706', '347']]]));
    expect(r.skipped).toContain('misdated');
    expect(r.date).toBe('2026-01-17');
    expect(r.prizes['near-first-prize']).toEqual(['837706', '347']);
  });

  test.each([
    ['a 5-digit number', OLD_2006.replace('133134', '13313'), 6, 'SECOND', '"13313" is not a 6-digit number'],
    ['an unknown label', OLD_2006.replace('TWO 07', 'TWIN 07'), 4, 'TWIN', 'unknown label'],
    ['THREE_FIRST before 2015-09-01', OLD_2006.replace('THREE 164 403 811 971', 'THREE_FIRST 164 403'), 3, 'THREE_FIRST', 'does not exist'],
    ['a third NEAR_FIRST', OLD_2006.replace('778583 778585', '778583 778585 778586'), 5, 'NEAR_FIRST', '3 numbers'],
    [
      'a first line that is not a URL',
      OLD_2006.replace('http://news.sanook.com/lotto/check/30122549/', 'FIRST 1'),
      1,
      'source URL',
      'expected',
    ],
  ])('rejects %s, naming file, line and field', (_name, text, line, field, message) => {
    const run = () => file('2006-12-30.txt', text);
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`/v/2006-12-30.txt:${line}: field ${field}: `);
    expect(run).toThrow(message);
  });
});
