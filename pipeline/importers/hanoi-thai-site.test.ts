import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { LEKDEE_HANOI_HEADER, lf, tempDir } from '../testing/importer-fixtures.ts';
import { thaiSiteHanoiImporter } from './hanoi-thai-site.ts';
import { parseLekdeeHanoi } from './lekdee-hanoi.ts';
import { writeHanoiThaiSites } from '../testing/mini-datasets.ts';

const TODAY = '2026-11-21';
let root: string;
let folders: string[];

beforeAll(async () => {
  root = await tempDir('hanoi-sites');
  folders = await writeHanoiThaiSites(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('thaiSiteHanoiImporter', () => {
  test.each([
    ['hanoi-special', 0, { 'last-three-digit': ['470'], 'upper-two-digit': ['70'], 'last-two-digit': ['38'] }, 'hanoi_history.csv:12'],
    ['hanoi-vip', 1, { 'last-three-digit': ['062'], 'upper-two-digit': ['62'], 'last-two-digit': ['02'] }, 'hanoi_history.csv:11'],
    ['hanoi-adhoc', 2, { 'last-three-digit': ['805'], 'upper-two-digit': ['05'], 'last-two-digit': ['72'] }, 'hanoi_history.csv:13'],
  ] as const)('stores only the 3-top, 2-top and 2-bottom that %s rows give', async (id, i, prizes, ref) => {
    const out = await thaiSiteHanoiImporter(id)(folders[i] as string, { today: TODAY });
    const d = out.draws.find((x) => x.date === '2026-08-16');
    expect(Object.fromEntries(Object.entries(d?.prizes ?? {}).map(([slug, p]) => [slug, p?.numbers]))).toEqual(prizes);
    expect(d?.sources[0]?.ref).toBe(`thitiphorn-data/lekdee-lao-lottery@dd505a1 ${ref}`);
  });

  test('leaves 3-top absent, not invented, where the source column is empty', async () => {
    const out = await thaiSiteHanoiImporter('hanoi-special')(folders[0] as string, { today: TODAY });
    const d = out.draws.find((x) => x.date === '2026-06-20');
    expect(Object.keys(d?.prizes ?? {})).toEqual(['upper-two-digit', 'last-two-digit']);
    expect(d?.sources[0]?.prizes).toEqual(['upper-two-digit', 'last-two-digit']);
  });
});

describe('parseLekdeeHanoi', () => {
  test.each([
    ['an unknown lottery', '16 ส.ค. 2569,ฮานอยดาว,470,70,38', 'ประเภท', 'unknown lottery'],
    ['an impossible date', '31 มิ.ย. 2569,ฮานอยพิเศษ,470,70,38', 'วันที่', 'not a Thai date'],
    ['a 4-digit 3-top', '16 ส.ค. 2569,ฮานอยพิเศษ,4470,70,38', '3 ตัวบน', 'not empty or 3 digits'],
  ])('rejects %s, naming file, line and field', (_name, row, field, message) => {
    const run = () => parseLekdeeHanoi('/h.csv', lf([LEKDEE_HANOI_HEADER, '15 ส.ค. 2569,ฮานอย,278,78,28', row]));
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`/h.csv:3: field ${field}: `);
    expect(run).toThrow(message);
  });
});
