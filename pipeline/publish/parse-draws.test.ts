import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lottery } from '../registry/index.ts';
import { saveLotteries, yearFilePath } from '../store/store.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { type ValidatedContents, parseLotteryFiles } from './parse-draws.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'parse-draws-test-'));
  await saveLotteries(dataDir, new Map([['hanoi-vip', syntheticDraws(lottery('hanoi-vip'), '2024-12-20', '2025-01-10')]]));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A set of validated digests that records what the parse asked and marked. */
function memory(known: readonly string[] = []): ValidatedContents & { marked: string[] } {
  const set = new Set(known);
  const marked: string[] = [];
  return { isValidated: (d) => set.has(d), markValidated: (d) => marked.push(d), marked };
}

describe('parseLotteryFiles', () => {
  test('validates a content it does not know and marks it; a known content parses to the same draws', async () => {
    const files = [2024, 2025].map((year) => ({ path: yearFilePath(dataDir, 'hanoi-vip', year), year, digest: `d${year}` }));
    const fresh = memory();
    const validated = parseLotteryFiles('hanoi-vip', files, fresh);
    expect(fresh.marked).toEqual(['d2024', 'd2025']);
    const known = memory(['d2024', 'd2025']);
    expect(parseLotteryFiles('hanoi-vip', files, known)).toEqual(validated);
    expect(known.marked).toEqual([]);
  });

  test('a bad draw is rejected when its content is not known as validated', async () => {
    const path = yearFilePath(dataDir, 'hanoi-vip', 2025);
    const text = await readFile(path, 'utf8');
    const bad = join(dataDir, 'bad.json');
    await writeFile(bad, text.replace(/"numbers": \["(\d+)"\]/, '"numbers": ["1x"]'));
    expect(() => parseLotteryFiles('hanoi-vip', [{ path: bad, year: 2025, digest: 'new' }], memory(['d2025']))).toThrow(/ASCII digits/);
  });

  test('validated bytes at another year path are still refused', () => {
    const path = yearFilePath(dataDir, 'hanoi-vip', 2025);
    expect(() => parseLotteryFiles('hanoi-vip', [{ path, year: 2024, digest: 'd2025' }], memory(['d2025']))).toThrow(
      /holds hanoi-vip 2025, expected hanoi-vip 2024/,
    );
  });
});
