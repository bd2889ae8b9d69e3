import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type LotteryDef, lottery } from '../registry/index.ts';
import type { Source, SourceAnswer } from '../sources/types.ts';
import { readDraws, saveLotteries } from '../store/store.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { testDeps } from '../testing/ingest-kit.ts';
import { type LatestState, dueDraws } from './due.ts';
import { storedStates } from './latest-state.ts';
import { formatUpdate } from './report.ts';
import { runUpdate } from './run-update.ts';
import { acceptDraw } from './accept-draw.ts';
import { GAP_DAYS } from '../draws/missing-dates.ts';
import { addDays } from '../draws/thai-time.ts';
import { formatNoDraw } from '../store/no-draw.ts';
import { syntheticDraw } from '../testing/synthetic.ts';

/* Issue 11 item 4 through `update`: a backlog asked oldest first in one request, and "no draw" answers recorded. */

let dataDir: string;
const asked: string[][] = [];

/** A source that has lao-munkong's draw of 2026-08-11 and says 2026-08-10 had no draw. */
const fake: Source = {
  id: 'feed',
  async fetch(def: LotteryDef, dates: readonly string[]): Promise<SourceAnswer> {
    asked.push([...dates]);
    const draws = dates.includes('2026-08-11')
      ? [
          {
            date: '2026-08-11',
            ref: 'fake 2026-08-11',
            field: 'draws[0]',
            prizes: [{ slug: 'last-three-digit', numbers: ['262'], field: 'draws[0].last-three-digit' }],
          },
        ]
      : [];
    return {
      source: 'feed',
      lottery: def.id,
      url: 'GET https://fake.test/munkong.json',
      official: false,
      draws,
      notes: [],
      noDraw: ['2026-08-10', '2026-08-30'],
    };
  },
};

/** 2026-08-09 stored complete (a draw built by the same checks as any source's). */
async function seed(): Promise<void> {
  const def = lottery('lao-munkong');
  const n = '11223';
  const prizes = [
    { slug: 'last-three-digit', numbers: [n.slice(-3)], field: 'b' },
    { slug: 'upper-two-digit', numbers: [n.slice(-2)], field: 'c' },
    { slug: 'last-two-digit', numbers: [n.slice(0, 2)], field: 'd' },
  ];
  const accepted = acceptDraw(
    def,
    { source: 'manual', url: 'test', official: false },
    { date: '2026-08-09', ref: 'test', field: 'x', prizes },
    { seenAt: new Date('2026-08-09T09:00:00Z') },
  );
  await saveLotteries(dataDir, new Map([['lao-munkong', accepted.draw ? [accepted.draw] : []]]));
  await writeFile(
    join(dataDir, 'sources.json'),
    JSON.stringify({ version: 1, feeds: { 'lao-munkong': { url: 'https://fake.test/munkong.json' } } }),
  );
}

beforeEach(async () => {
  dataDir = await tempDir('backlog');
  asked.length = 0;
  await seed();
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

// 15:00 Thai time on 2026-08-12: the 12th's result (15:30) is not out; the 10th and 11th are overdue and in a retry window.
const AT = new Date('2026-08-12T08:00:00.000Z');
const update = () => runUpdate<never>({ dataDir, now: AT, deps: testDeps('http://127.0.0.1:9'), sourcesFor: () => [fake] });

describe('update with a backlog', () => {
  test('asks every missing draw in one request, oldest first; records a "no draw" answer and does not ask it again', async () => {
    const report = await update();
    expect(asked).toEqual([['2026-08-10', '2026-08-11']]);
    expect((await readDraws(dataDir, 'lao-munkong')).map((d) => d.date)).toEqual(['2026-08-09', '2026-08-11']);
    // Only a date that was asked counts: the 30th (not asked, in the future) is ignored.
    expect(report.newNoDraw.map((e) => [e.lottery, e.date, e.source])).toEqual([['lao-munkong', '2026-08-10', 'feed']]);
    expect(JSON.parse(await readFile(join(dataDir, 'no-draw.json'), 'utf8'))).toEqual([
      { lottery: 'lao-munkong', date: '2026-08-10', source: 'feed', ref: 'GET https://fake.test/munkong.json', seenAt: AT.toISOString() },
    ]);
    const { out } = formatUpdate(report);
    expect(out).toContain('lao-munkong 2026-08-10 feed: no draw on this date (the source says so); not asked again');
    expect(out).toContain('recorded 1 date(s) without a draw in data/no-draw.json');

    // The recorded date is part of due's facts: with the 11th stored it is behind the newest anyway,
    // and without it (a source that has nothing yet for the 11th) it would still not be asked.
    const states = await storedStates(dataDir, [lottery('lao-munkong')]);
    expect(states.get('lao-munkong')).toEqual({ date: '2026-08-11', complete: false });
    const before: LatestState = { date: '2026-08-09', complete: true, noDraw: ['2026-08-10'] };
    expect(dueDraws(AT, [lottery('lao-munkong')], () => before).map((d) => d.date)).toEqual(['2026-08-11']);

    const hash = await hashTree(dataDir);
    await update();
    expect(await hashTree(dataDir)).toBe(hash);
  });
});

describe("storedStates' gaps", () => {
  test('reads back across a year file to the GAP_DAYS before the newest draw, less the dates recorded as having no draw', async () => {
    const def = lottery('lao-munkong');
    // Every day from 31 December 2024 to 29 December 2025, then 2 January; 30 December 2024 is
    // missing too, but more than GAP_DAYS before 2 January 2026: left to import.
    const dates = ['2024-12-29', ...Array.from({ length: 364 }, (_, k) => addDays('2024-12-31', k)), '2026-01-02'];
    expect(dates.at(-2)).toBe('2025-12-29');
    await saveLotteries(dataDir, new Map([[def.id, dates.map((date) => syntheticDraw(def, date))]]));
    expect((await storedStates(dataDir, [def])).get(def.id)).toEqual({
      date: '2026-01-02',
      complete: true,
      gaps: ['2025-12-30', '2025-12-31', '2026-01-01'],
    });
    const entry = { lottery: def.id, date: '2025-12-31', source: 'feed' as const, ref: 'test', seenAt: '2026-01-02T09:00:00.000Z' };
    await writeFile(join(dataDir, 'no-draw.json'), formatNoDraw([entry]));
    expect((await storedStates(dataDir, [def])).get(def.id)?.gaps).toEqual(['2025-12-30', '2026-01-01']);
    expect(GAP_DAYS).toBe(366);
  });
});
