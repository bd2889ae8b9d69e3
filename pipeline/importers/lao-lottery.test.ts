import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { LAO_SANOOK_HEADER, LEKDEE_LAO_HEADER, lf, tempDir, writeStaged } from '../testing/importer-fixtures.ts';
import { parseLaoSanook, parseLekdeeLao } from './lao-csv.ts';
import { importLaoLottery, laoPrizes } from './lao-lottery.ts';
import { writeLaoLottery } from '../testing/mini-datasets.ts';
import type { ImporterOutput } from './types.ts';
import { LEKDEE_LAO_CSV } from './upstream.ts';

const TODAY = '2026-11-21';
let root: string;
let output: ImporterOutput;

beforeAll(async () => {
  root = await tempDir('lao');
  output = await importLaoLottery(await writeLaoLottery(root), { today: TODAY });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('importLaoLottery', () => {
  test('unites both sources, sorted, the Thursday draw only lekdee has included', () => {
    expect(output.draws.map((d) => [d.date, d.sources.map((s) => s.source)])).toEqual([
      ['2017-10-04', ['dataset:lao-sanook']],
      ['2025-01-03', ['dataset:lao-sanook', 'dataset:lekdee-lao']],
      ['2025-01-06', ['dataset:lao-sanook', 'dataset:lekdee-lao']],
      ['2026-04-02', ['dataset:lekdee-lao']],
      ['2026-04-03', ['dataset:lao-sanook', 'dataset:lekdee-lao']],
    ]);
  });

  test('derives 3-top, 2-top and 2-bottom from the 4-digit number (DOMAIN 4.1)', () => {
    const d = output.draws.find((x) => x.date === '2026-04-02');
    expect(Object.fromEntries(Object.entries(d?.prizes ?? {}).map(([slug, p]) => [slug, p?.numbers]))).toEqual({
      'first-prize': ['0643'],
      'last-four-digit': ['0643'],
      'last-three-digit': ['643'],
      'upper-two-digit': ['43'],
      'last-two-digit': ['06'],
    });
    expect(d?.prizes['first-prize']?.publishedAt).toBe('2026-04-02T13:30:00.000Z');
  });

  test('records the CSV line of each source', () => {
    const d = output.draws.find((x) => x.date === '2025-01-03');
    expect(d?.sources.map((s) => s.ref)).toEqual([
      'richaricohaulage11-ai/lao-lottery-analysis@1e44b4c data/real_draws.csv:4',
      'thitiphorn-data/lekdee-lao-lottery@dd505a1 lao_history.csv:2',
    ]);
    expect(output.pairs[0]).toMatchObject({ overlapping: 3, identical: 3 });
  });

  test('reports a disagreement between the sources and a published 2-bottom off the rule', async () => {
    const dir = await tempDir('lao-diff');
    const folder = await writeLaoLottery(dir);
    await writeStaged(folder, LEKDEE_LAO_CSV, [], lf([LEKDEE_LAO_HEADER, '3 ม.ค. 2568,2265,65,23']));
    const out = await importLaoLottery(folder, { today: TODAY });
    await rm(dir, { recursive: true, force: true });
    expect(out.disagreements).toEqual([
      expect.objectContaining({
        date: '2025-01-03',
        prize: 'first-prize',
        a: expect.objectContaining({ only: ['2256'] }),
        b: expect.objectContaining({ only: ['2265'] }),
      }),
    ]);
    expect(out.draws.find((d) => d.date === '2025-01-03')?.sources.map((s) => s.source)).toEqual(['dataset:lao-sanook']);
    expect(out.notices).toEqual([
      expect.objectContaining({ kind: 'rule-mismatch', date: '2025-01-03', message: expect.stringContaining('2 ตัวล่าง 23') }),
    ]);
  });
});

describe('Lao CSV parsing', () => {
  test('keeps four_digit as text with its leading zero and reads CRLF lines', () => {
    const { rows } = parseLaoSanook('/r.csv', `${LAO_SANOOK_HEADER}\r\n2026-10-02,0693\r\n`);
    expect(rows).toEqual([expect.objectContaining({ date: '2026-10-02', number: '0693', line: 2 })]);
  });

  test('reads Thai Buddhist-era dates', () => {
    expect(parseLekdeeLao('/l.csv', lf([LEKDEE_LAO_HEADER, '21 ส.ค. 2569,0253,53,02'])).rows[0]).toMatchObject({
      date: '2026-08-21',
      number: '0253',
      published: { top2: '53', bottom2: '02' },
    });
  });

  test.each([
    ['a 3-digit number', '2026-10-02,693', 'four_digit'],
    ['an impossible date', '2026-02-30,0693', 'draw_date'],
    ['a repeated date', '2026-10-05,2607', 'date'],
  ])('rejects %s, naming file, line and field', (_name, row, field) => {
    const run = () => parseLaoSanook('/r.csv', lf([LAO_SANOOK_HEADER, '2026-10-05,2607', row]));
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`/r.csv:3: field ${field}: `);
  });

  test('laoPrizes takes 2-bottom from the first two digits', () => {
    expect(laoPrizes('7568')['last-two-digit']?.numbers).toEqual(['75']);
  });
});
