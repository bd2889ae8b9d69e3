import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { LOTTERY_IDS, type LotteryId, lottery } from '../registry/index.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import type { StoredDraw } from '../store/schema.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { historyFile } from '../contract/download-paths.ts';
import { historyCsv, historyJson } from './history.ts';
import { missingDates } from '../draws/missing-dates.ts';
import { type HistoryIndexEntry, historyIndex, historyIndexEntry } from './history-index.ts';

const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());

/** thai-government with the draw of 2024-02-16 missing, hanoi-normal complete. */
function publishedFiles(): Map<string, string> {
  const glo = syntheticDraws(lottery('thai-government'), '2024-01-01', '2024-04-01').filter((d) => d.date !== '2024-02-16');
  const hanoi = syntheticDraws(lottery('hanoi-normal'), '2024-01-01', '2024-01-31');
  const files = new Map<string, string>();
  for (const [id, draws] of [
    ['thai-government', glo],
    ['hanoi-normal', hanoi],
  ] as const) {
    files.set(historyFile(id, 'json'), historyJson(view(id, draws)));
    files.set(historyFile(id, 'csv'), historyCsv(view(id, draws)));
  }
  return files;
}

describe('history index', () => {
  const files = publishedFiles();
  const entryOf = (id: LotteryId): HistoryIndexEntry | undefined => {
    const [json, csv] = [files.get(historyFile(id, 'json')), files.get(historyFile(id, 'csv'))];
    return json === undefined || csv === undefined ? undefined : historyIndexEntry(lottery(id), { json, csv });
  };
  const index = JSON.parse(historyIndex(entryOf)) as { lotteries: HistoryIndexEntry[] };
  const entry = (id: LotteryId) => index.lotteries.find((l) => l.lottery === id);

  test('lists every lottery in registry order', () => {
    expect(index.lotteries.map((l) => l.lottery)).toEqual([...LOTTERY_IDS]);
  });

  test('gives the draws, first and last date and the scheduled dates with no stored draw', () => {
    expect(entry('thai-government')).toMatchObject({
      draws: 6,
      firstDate: '2024-01-01',
      lastDate: '2024-04-01',
      missingDates: ['2024-02-16'],
    });
    expect(entry('hanoi-normal')).toMatchObject({ draws: 31, firstDate: '2024-01-01', lastDate: '2024-01-31', missingDates: [] });
  });

  test('holds the SHA-256 and size of exactly the published bytes', () => {
    for (const id of ['thai-government', 'hanoi-normal'] as const) {
      for (const format of ['json', 'csv'] as const) {
        const bytes = Buffer.from(files.get(historyFile(id, format)) as string, 'utf8');
        expect(entry(id)?.files?.[format]).toEqual({
          path: `/${historyFile(id, format)}`,
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
      }
    }
  });

  test('gives a lottery without draws no files and no dates', () => {
    expect(entry('lao-patuxay')).toEqual({
      lottery: 'lao-patuxay',
      draws: 0,
      firstDate: null,
      lastDate: null,
      missingDates: [],
      files: null,
    });
  });

  test('missing dates follow the schedule, and a draw moved off it stands for its scheduled date (DOMAIN 1.6)', () => {
    const def = lottery('thai-government');
    // 17 January for the 16th, 2 June for the 1st, 30 December for 1 January: nothing missing.
    expect(missingDates(def, ['2020-01-01', '2020-01-17', '2020-02-01'])).toEqual([]);
    expect(missingDates(def, ['2015-05-16', '2015-06-02', '2015-06-16'])).toEqual([]);
    expect(missingDates(def, ['2018-12-16', '2018-12-30', '2019-01-16'])).toEqual([]);
    // A moved draw stands for one date only: 2 January for the 1st, so the 16th is missing.
    expect(missingDates(def, ['2019-12-16', '2020-01-02', '2020-02-01'])).toEqual(['2020-01-16']);
    // The draws suspended in 2020 (16 April to 16 May) are missing; 1 June, on the schedule, stands for none of them.
    expect(missingDates(def, ['2020-04-01', '2020-06-01'])).toEqual(['2020-04-16', '2020-05-01', '2020-05-16']);
    // A draw off the schedule further than the moved-draw days stands for nothing.
    expect(missingDates(def, ['2020-01-01', '2020-01-11', '2020-02-01'])).toEqual(['2020-01-16']);
    expect(missingDates(def, [])).toEqual([]);
  });

  test('missing dates of a daily lottery are the days of its gaps, and dates in any order give the day-by-day answer', () => {
    const def = lottery('hanoi-normal');
    expect(missingDates(def, ['2024-02-27', '2024-03-01', '2024-03-02', '2024-03-05'])).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-03',
      '2024-03-04',
    ]);
    expect(missingDates(def, ['2024-01-01'])).toEqual([]);
    // Out of order or repeated: the answer for the same dates sorted.
    expect(missingDates(def, ['2024-01-01', '2024-01-05', '2024-01-03'])).toEqual(['2024-01-02', '2024-01-04']);
    expect(missingDates(def, ['2024-01-01', '2024-01-01', '2024-01-03'])).toEqual(['2024-01-02']);
  });
});
