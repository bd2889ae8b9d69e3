import { describe, expect, test } from 'vitest';
import { LANGS, LOTTERIES, LOTTERY_IDS, PRIZE_SLUGS, calculationPrizes } from '../registry/index.ts';
import { historyEntryFile } from './download-paths.ts';
import { LIMIT_MAX, LIMIT_MIN, WINDOWS } from './param-specs.ts';
import {
  API_DIR,
  LATEST_INDEX_FILE,
  MANIFEST_FILE,
  calculationsFile,
  drawsFile,
  latestFile,
  lotteriesFile,
  lotteryDir,
  noDataFile,
  notFoundFile,
  resultsFile,
  statsFile,
} from './paths.ts';

/** Every file paths.ts can name for one lottery: the whole parameter space of its answers. */
function lotteryFiles(def: (typeof LOTTERIES)[number]): string[] {
  const files = [latestFile(def.id), drawsFile(def.id), historyEntryFile(def.id)];
  for (const lang of LANGS) {
    files.push(noDataFile(def.id, lang), statsFile(def.id, lang));
    for (let limit = LIMIT_MIN; limit <= LIMIT_MAX; limit += 1) files.push(resultsFile(def.id, limit, lang));
    for (const window of WINDOWS) {
      for (const prize of [null, ...calculationPrizes(def).map((p) => p.slug)]) files.push(calculationsFile(def.id, window, prize, lang));
    }
  }
  return files;
}

const GLOBAL_FILES = [...LANGS.map(lotteriesFile), ...LANGS.map(notFoundFile), LATEST_INDEX_FILE, MANIFEST_FILE];

describe('the flat layout of api/ (issue 14: one folder per lottery, no folder per parameter value)', () => {
  test('every value a name is built from is a registry value without a dot or a slash, and no prize is called "all"', () => {
    const values = [...LOTTERY_IDS, ...LANGS, ...WINDOWS, ...PRIZE_SLUGS, String(LIMIT_MIN), String(LIMIT_MAX)];
    expect(values.filter((v) => !/^[a-z0-9-]+$/.test(v))).toEqual([]);
    // `calculations.{window}.all.{lang}.json` is the answer without `prize`: no prize slug may read the same.
    expect(PRIZE_SLUGS).not.toContain('all');
  });

  test('a lottery’s files lie directly in api/{lottery}/, each name once', () => {
    for (const def of LOTTERIES) {
      const files = lotteryFiles(def);
      expect(new Set(files).size, def.id).toBe(files.length);
      for (const file of files) expect(file, def.id).toMatch(new RegExp(`^${lotteryDir(def.id)}/[a-z0-9-]+(\\.[a-z0-9-]+)*\\.json$`));
    }
  });

  test('the global files lie directly in api/, and none can be taken for a lottery’s folder', () => {
    expect(new Set(GLOBAL_FILES).size).toBe(GLOBAL_FILES.length);
    for (const file of GLOBAL_FILES) expect(file).toMatch(new RegExp(`^${API_DIR}/[a-z0-9-]+(\\.[a-z0-9-]+)+$`));
    const folders = new Set(LOTTERY_IDS.map(lotteryDir));
    expect(GLOBAL_FILES.filter((f) => folders.has(f))).toEqual([]);
  });

  test('the whole parameter space needs api/ and one folder per lottery, no other', () => {
    const all = [...GLOBAL_FILES, ...LOTTERIES.flatMap(lotteryFiles)];
    const folders = new Set(all.map((f) => f.slice(0, f.lastIndexOf('/'))));
    expect([...folders].sort()).toEqual([API_DIR, ...LOTTERY_IDS.map(lotteryDir)].sort());
  });

  test('names as they were chosen (internal paths, but the rules, the bundle glob and the docs spell them)', () => {
    expect(resultsFile('thai-government', 20, 'en')).toBe('api/thai-government/results.20.en.json');
    expect(statsFile('hanoi-vip', 'lo')).toBe('api/hanoi-vip/stats.lo.json');
    expect(calculationsFile('lao-vip', 'all', null, 'th')).toBe('api/lao-vip/calculations.all.all.th.json');
    expect(calculationsFile('lao-vip', '30', 'last-two-digit', 'my')).toBe('api/lao-vip/calculations.30.last-two-digit.my.json');
    expect(noDataFile('lao-vip', 'vi')).toBe('api/lao-vip/no-data.vi.json');
    expect(lotteriesFile('en')).toBe('api/lotteries.en.json');
    expect(notFoundFile('th')).toBe('api/not-found.th.json');
  });
});
