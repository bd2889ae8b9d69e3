import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { XSMB_HEADER, lf, tempDir } from '../testing/importer-fixtures.ts';
import { importHanoiNormal } from './hanoi-normal.ts';
import { writeHanoiNormal } from '../testing/mini-datasets.ts';
import type { ImporterOutput } from './types.ts';
import { parseXsmb } from './xsmb-csv.ts';

const TODAY = '2026-11-21';
let root: string;
let output: ImporterOutput;

beforeAll(async () => {
  root = await tempDir('hanoi-normal');
  output = await importHanoiNormal(await writeHanoiNormal(root), { today: TODAY });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const ROW_2005_10_01 =
  '2005-10-01,34584,16876,34885,65037,44442,95464,14795,94080,18983,22006,4979,4293,2502,4395,4240,3439,3988,5912,3636,5423,729,272,278,12,25,78,70';

describe('importHanoiNormal', () => {
  test('stores the special prize as headline, its last 4/3/2 digits, and G1[-2:] as 2-bottom (C4.1, DOMAIN 4.2)', () => {
    const d = output.draws.find((x) => x.date === '2026-08-16');
    expect(Object.fromEntries(Object.entries(d?.prizes ?? {}).map(([slug, p]) => [slug, p?.numbers]))).toEqual({
      'first-prize': ['14696'],
      'last-four-digit': ['4696'],
      'last-three-digit': ['696'],
      'upper-two-digit': ['96'],
      'last-two-digit': ['29'],
    });
    expect(d?.prizes['first-prize']).toMatchObject({ amount: null, publishedAt: '2026-08-16T11:30:00.000Z', approximate: true });
    expect(d?.sources).toEqual([
      {
        source: 'dataset:xsmb',
        ref: 'khiemdoan/vietnam-lottery-xsmb-analysis@cd5b925 data/xsmb.csv:3',
        prizes: ['first-prize', 'last-four-digit', 'last-three-digit', 'upper-two-digit', 'last-two-digit'],
      },
    ]);
  });

  test('reports the lekdee row that disagrees with XSMB (2026-08-16 2-bottom) and stores XSMB', () => {
    expect(output.disagreements).toEqual([
      expect.objectContaining({
        date: '2026-08-16',
        prize: 'last-two-digit',
        a: expect.objectContaining({ source: 'dataset:xsmb', only: ['29'], stored: true }),
        b: expect.objectContaining({
          source: 'dataset:lekdee-hanoi',
          only: ['39'],
          ref: 'thitiphorn-data/lekdee-lao-lottery@dd505a1 hanoi_history.csv:10',
        }),
      }),
    ]);
    expect(output.pairs[0]).toMatchObject({ overlapping: 2, identical: 1 });
  });

  test('uses only the "ฮานอย" rows of lekdee, never storing them', () => {
    expect(output.draws.map((d) => d.date)).toEqual(['2026-08-15', '2026-08-16']);
  });
});

describe('parseXsmb', () => {
  test('re-pads every tier to its width: 5 for special-G3, 4 for G4/G5, 3 for G6, 2 for G7', () => {
    const text = lf([
      XSMB_HEADER,
      '2026-08-15,80278,97028,57724,834,71946,84077,83718,45800,97287,77363,6233,3434,5381,6127,4027,2547,1283,5647,6635,761,790,558,928,33,66,52,4',
    ]);
    const [row] = parseXsmb('/x.csv', text).rows;
    expect(row).toMatchObject({ date: '2026-08-15', special: '80278', g1: '97028' });
    expect(
      parseXsmb('/x.csv', lf([XSMB_HEADER, '2020-01-01,136,9,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1'])).rows[0],
    ).toMatchObject({
      special: '00136',
      g1: '00009',
    });
  });

  test('reads a real first row unchanged', () => {
    expect(parseXsmb('/x.csv', lf([XSMB_HEADER, ROW_2005_10_01])).rows[0]).toMatchObject({ special: '34584', g1: '16876' });
  });

  test.each([
    ['a value longer than its tier', ROW_2005_10_01.replace(',70', ',170'), 'prize7_4'],
    ['a non-digit value', ROW_2005_10_01.replace(',4979,', ',49a9,'), 'prize4_1'],
    ['an impossible date', ROW_2005_10_01.replace('2005-10-01', '2005-02-30'), 'date'],
    ['a missing column', ROW_2005_10_01.replace(',70', ''), '(row)'],
  ])('rejects %s, naming file, line and column', (_name, row, field) => {
    const run = () => parseXsmb('/x.csv', lf([XSMB_HEADER, ROW_2005_10_01.replace('2005-10-01', '2005-09-30'), row]));
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`/x.csv:3: field ${field}: `);
  });
});
