import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HISTORY_INDEX_FILE, calendarFile } from '../contract/download-paths.ts';
import { latestFile, lotteriesFile } from '../contract/paths.ts';
import { lottery } from '../registry/index.ts';
import { buildSite } from '../site-build.ts';
import { StoreError } from '../errors/store-error.ts';
import { LatestDraw } from '../draws/latest-draw.ts';
import { type NoDrawEntry, formatNoDraw, noDrawPath, parseNoDraw } from '../store/no-draw.ts';
import { seededBuild } from '../testing/ingest-kit.ts';
import { verifyStore } from '../store/verify-store.ts';
import { syntheticDraws } from '../testing/synthetic.ts';

/*
 * Dates data/no-draw.json records (a holiday: Tết for the Hanoi lotteries) are neither missing
 * draws nor draws to come in anything the build publishes, and recording one rebuilds the lottery.
 */

const SITE = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };
const def = lottery('hanoi-normal');
// Stored up to 20 February but not 16 and 17 (Tết); 22 and 23 recorded ahead as not held.
const draws = syntheticDraws(def, '2026-02-01', '2026-02-20').filter((d) => d.date !== '2026-02-16' && d.date !== '2026-02-17');
const entry = (date: string): NoDrawEntry => ({
  lottery: def.id,
  date,
  source: 'manual',
  ref: 'operator: Tết',
  seenAt: '2026-02-16T00:00:00.000Z',
});
let dataDir: string;
let distDir: string;

const json = async (path: string): Promise<Record<string, unknown>> => JSON.parse(await readFile(join(distDir, path), 'utf8'));

let remove: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ dataDir, distDir, remove } = await seededBuild('no-draw-build', [[def.id, draws]]));
}, 120_000);
afterAll(() => remove?.());

describe('dates recorded without a draw', () => {
  test('are neither gaps, missing dates, draws to come nor calendar events; recording them rebuilds the lottery', async () => {
    await buildSite({ dataDir, distDir, site: SITE });
    const before = await json(latestFile(def.id));
    expect(before['gaps']).toEqual(['2026-02-16', '2026-02-17']);
    const nextBefore = ((await json(lotteriesFile('en')))['data'] as { lottery: string; nextDraws: { drawDate: string }[] }[]).find(
      (l) => l.lottery === def.id,
    );
    expect(nextBefore?.nextDraws.slice(0, 3).map((d) => d.drawDate)).toEqual(['2026-02-21', '2026-02-22', '2026-02-23']);

    await writeFile(noDrawPath(dataDir), formatNoDraw(['2026-02-16', '2026-02-17', '2026-02-22', '2026-02-23'].map(entry)));
    const report = await buildSite({ dataDir, distDir, site: SITE });
    expect(report.rendered).toEqual([def.id]);

    const latest = await json(latestFile(def.id));
    expect(latest['gaps']).toEqual([]);
    expect(latest['noDrawAfter']).toEqual(['2026-02-22', '2026-02-23']);
    const item = ((await json(lotteriesFile('en')))['data'] as { lottery: string; nextDraws: { drawDate: string }[] }[]).find(
      (l) => l.lottery === def.id,
    );
    expect(item?.nextDraws.slice(0, 3).map((d) => d.drawDate)).toEqual(['2026-02-21', '2026-02-24', '2026-02-25']);
    const index = (await json(HISTORY_INDEX_FILE))['lotteries'] as { lottery: string; missingDates: string[] }[];
    expect(index.find((l) => l.lottery === def.id)?.missingDates).toEqual([]);
    const calendar = await readFile(join(distDir, calendarFile(def.id, 'en')), 'utf8');
    const starts = [...calendar.matchAll(/\r\nDTSTART;TZID=[^:]+:(\d{8})T/g)].map((m) => m[1]);
    expect(starts).toContain('20260221');
    expect(starts).not.toContain('20260222');
    expect(starts).not.toContain('20260223');
    expect(starts).toContain('20260224');
    // The lottery's page: the freshness line's result times are those of the draws to come.
    const page = await readFile(join(distDir, 'en', 'lottery', def.id, 'index.html'), 'utf8');
    const resultAt = /data-result-at="([^"]*)"/.exec(page)?.[1]?.split(' ') ?? [];
    expect(resultAt.slice(0, 3).map((t) => t.slice(0, 10))).toEqual(['2026-02-21', '2026-02-24', '2026-02-25']);
    expect(resultAt.map((t) => t.slice(0, 10))).not.toContain('2026-02-22');
  }, 120_000);

  test('a date recorded twice is refused by name (one entry per lottery and date)', () => {
    const text = formatNoDraw([entry('2026-02-16'), entry('2026-02-17'), entry('2026-02-16')]);
    expect(() => parseNoDraw('no-draw.json', text)).toThrow(StoreError);
    expect(() => parseNoDraw('no-draw.json', text)).toThrow('entry #2: hanoi-normal 2026-02-16 is recorded twice; keep one entry');
  });

  test('a latest-draw file of a tree built before `incomplete` and `noDrawAfter` reads them as none', async () => {
    const { incomplete: _i, noDrawAfter: _n, ...older } = await json(latestFile(def.id));
    const read = LatestDraw.parse(older);
    expect(read.incomplete).toEqual([]);
    expect(read.noDrawAfter).toEqual([]);
  });

  test('a malformed data/no-draw.json stops the build naming the file, and dist/ is left as it was', async () => {
    const before = await readFile(join(distDir, latestFile(def.id)), 'utf8');
    await writeFile(noDrawPath(dataDir), formatNoDraw([entry('2026-02-16'), entry('2026-02-16')]));
    await expect(buildSite({ dataDir, distDir, site: SITE })).rejects.toThrow(/no-draw\.json.*recorded twice/);
    await writeFile(noDrawPath(dataDir), '[{');
    await expect(buildSite({ dataDir, distDir, site: SITE })).rejects.toThrow(StoreError);
    expect(await readFile(join(distDir, latestFile(def.id)), 'utf8')).toBe(before);
  }, 120_000);

  test('verify warns of a date recorded without a draw on which a draw is stored', async () => {
    await writeFile(noDrawPath(dataDir), formatNoDraw([entry('2026-02-10'), entry('2026-02-16')]));
    const report = await verifyStore(dataDir, '2026-11-27');
    expect(report.problems.map((p) => [p.kind, p.severity, p.problem])).toEqual([
      [
        'no-draw-has-draw',
        'warning',
        'hanoi-normal 2026-02-10 is recorded as having no draw, and a draw is stored on it; delete the entry if the draw is right',
      ],
    ]);
  });
});
