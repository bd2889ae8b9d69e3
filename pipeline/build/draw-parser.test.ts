import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StoreError } from '../errors/store-error.ts';
import { type LotteryId, lottery } from '../registry/index.ts';
import { saveLotteries, yearFilePath } from '../store/store.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { type DrawParser, inlineParser, workerParser } from './draw-parser.ts';
import type { YearInput } from './parse-draws.ts';

/** Two lotteries over a year boundary, so each has two year files. */
const STORE = new Map<LotteryId, ReturnType<typeof syntheticDraws>>([
  ['thai-government', syntheticDraws(lottery('thai-government'), '2023-11-01', '2024-02-16')],
  ['hanoi-normal', syntheticDraws(lottery('hanoi-normal'), '2023-12-25', '2024-01-06')],
]);
let data: string;
let worker: DrawParser;

const inputs = (id: LotteryId, withBytes: boolean): Promise<YearInput[]> =>
  Promise.all(
    [2023, 2024].map(async (year) => {
      const path = yearFilePath(data, id, year);
      return withBytes ? { path, year, bytes: await readFile(path) } : { path, year };
    }),
  );

beforeAll(async () => {
  data = await mkdtemp(join(tmpdir(), 'draw-parser-'));
  await saveLotteries(data, STORE);
  worker = workerParser();
});
afterAll(async () => {
  await worker.close();
  await rm(data, { recursive: true, force: true });
});

describe('the draw parser, inline and on a worker thread', () => {
  test('both give the stored draws, oldest first, from paths or from bytes already read', async () => {
    for (const [id, draws] of STORE) {
      for (const withBytes of [false, true]) {
        const files = await inputs(id, withBytes);
        expect(await inlineParser.parse(id, files)).toEqual(draws);
        expect(await worker.parse(id, files)).toEqual(draws);
      }
    }
  });

  test('concurrent requests on the worker each get their own lottery', async () => {
    const ids = [...STORE.keys(), ...STORE.keys()];
    const answers = await Promise.all(ids.map(async (id) => worker.parse(id, await inputs(id, false))));
    expect(answers).toEqual(ids.map((id) => STORE.get(id)));
  });

  test('a draw that breaks the registry is the same StoreError on both, naming the file and the draw', async () => {
    const path = yearFilePath(data, 'hanoi-normal', 2024);
    const original = await readFile(path, 'utf8');
    try {
      const file = JSON.parse(original) as { draws: Array<{ date: string; prizes: Record<string, { numbers: string[] }> }> };
      const target = file.draws.find((d) => d.date === '2024-01-03');
      if (!target?.prizes['first-prize']) throw new Error('fixture lacks the draw');
      target.prizes['first-prize'].numbers = ['123'];
      await writeFile(path, JSON.stringify(file, null, 2));
      const files = await inputs('hanoi-normal', false);
      for (const parser of [inlineParser, worker]) {
        const attempt = parser.parse('hanoi-normal', files);
        await expect(attempt).rejects.toThrow(StoreError);
        await expect(attempt).rejects.toThrow(path);
        await expect(attempt).rejects.toThrow(/draw 2024-01-03, first-prize/);
      }
      // The worker survives a failed request.
      expect(await worker.parse('thai-government', await inputs('thai-government', false))).toEqual(STORE.get('thai-government'));
    } finally {
      await writeFile(path, original);
    }
  });
});
