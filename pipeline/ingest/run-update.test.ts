import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { readDraws } from '../store/store.ts';
import { FEED_FORMAT } from '../sources/feed-format.ts';
import { formatUpdate } from './report.ts';
import { runUpdate } from './run-update.ts';
import { storedStates } from './latest-state.ts';
import { lottery } from '../registry/index.ts';
import { testDeps, testServer } from '../testing/ingest-kit.ts';

/* Feeds through `update`: the catch-up of a feed's history, the official flag, on-demand fetches. */

let dataDir: string;
let feedDoc: unknown;
let server: Awaited<ReturnType<typeof testServer>>;

/** A draw of lao-munkong as its source gives it: 3-top, 2-top and 2-bottom (C4.9). */
const star = (date: string, n: string) => ({
  date,
  prizes: [
    { slug: 'last-three-digit', numbers: [n.slice(-3)] },
    { slug: 'upper-two-digit', numbers: [n.slice(-2)] },
    { slug: 'last-two-digit', numbers: [n.slice(0, 2)] },
  ],
});

beforeEach(async () => {
  dataDir = await tempDir('run-update');
  server = await testServer(() => ({ body: JSON.stringify(feedDoc) }));
});
afterEach(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function configure(feeds: Record<string, { url: string; official?: boolean }>): Promise<void> {
  await writeFile(join(dataDir, 'sources.json'), JSON.stringify({ version: 1, feeds }));
}

const update = (at: string, extra = {}) =>
  runUpdate<never>({ dataDir, now: new Date(at), deps: testDeps('http://127.0.0.1:9') /* closed: GLO must not be asked here */, ...extra });

describe('update with a feed', () => {
  test('adds every draw the feed lists; history seen days later gets the scheduled time, marked approximate', async () => {
    await configure({ 'lao-munkong': { url: `${server.url}/lao-munkong.json` } });
    feedDoc = {
      format: FEED_FORMAT,
      version: 1,
      lottery: 'lao-munkong',
      draws: [star('2026-08-10', '58063'), star('2026-08-11', '50262'), star('2026-08-12', '37402')],
    };
    const report = await update('2026-08-12T09:00:00.000Z'); // 16:00 Thai time, lao-munkong's result time 15:30
    expect(report.failed).toBe(false);
    expect(report.outcomes[0]?.draws.map((d) => [d.date, d.status])).toEqual([
      ['2026-08-10', 'complete'],
      ['2026-08-11', 'complete'],
      ['2026-08-12', 'complete'],
    ]);
    const draws = await readDraws(dataDir, 'lao-munkong');
    expect(draws.map((d) => [d.date, d.prizes['last-three-digit']?.publishedAt, d.prizes['last-three-digit']?.approximate])).toEqual([
      ['2026-08-10', '2026-08-10T08:30:00.000Z', true],
      ['2026-08-11', '2026-08-11T08:30:00.000Z', true],
      ['2026-08-12', '2026-08-12T09:00:00.000Z', false],
    ]);
    expect(draws[2]?.sources).toEqual([
      {
        source: 'feed',
        ref: `GET ${server.url}/lao-munkong.json`,
        prizes: ['last-three-digit', 'upper-two-digit', 'last-two-digit'],
      },
    ]);
    const before = await hashTree(dataDir);
    expect((await update('2026-08-12T09:00:00.000Z', { force: { lottery: 'lao-munkong', date: '2026-08-12' } })).written).toEqual([]);
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('draws missed while a newer one was stored are asked again, and stored when the source has them', async () => {
    await configure({ 'lao-munkong': { url: `${server.url}/lao-munkong.json` } });
    const feed = (...draws: ReturnType<typeof star>[]) => {
      feedDoc = { format: FEED_FORMAT, version: 1, lottery: 'lao-munkong', draws };
    };
    feed(star('2026-08-09', '11223'));
    await update('2026-08-09T09:00:00.000Z');
    // Asked for the 10th to the 12th, the source has only its latest draw (as a brand result API answers).
    feed(star('2026-08-12', '37402'));
    const first = await update('2026-08-12T09:00:00.000Z');
    expect(first.asked.map((d) => d.date)).toEqual(['2026-08-10', '2026-08-11', '2026-08-12']);
    expect((await readDraws(dataDir, 'lao-munkong')).map((d) => d.date)).toEqual(['2026-08-09', '2026-08-12']);
    expect((await storedStates(dataDir, [lottery('lao-munkong')])).get('lao-munkong')).toEqual({
      date: '2026-08-12',
      complete: true,
      gaps: ['2026-08-10', '2026-08-11'],
    });
    // Outside their retry windows the gaps wait (nothing is asked); in one (18:05 Thai time), they are asked and stored.
    feed(star('2026-08-10', '58063'), star('2026-08-11', '50262'), star('2026-08-12', '37402'));
    expect((await update('2026-08-12T10:05:00.000Z')).asked).toEqual([]);
    const again = await update('2026-08-12T11:05:00.000Z');
    expect(again.asked.map((d) => [d.date, d.state])).toEqual([
      ['2026-08-11', 'missing'],
      ['2026-08-10', 'missing'],
    ]);
    expect((await readDraws(dataDir, 'lao-munkong')).map((d) => d.date)).toEqual(['2026-08-09', '2026-08-10', '2026-08-11', '2026-08-12']);
    expect((await storedStates(dataDir, [lottery('lao-munkong')])).get('lao-munkong')).toEqual({ date: '2026-08-12', complete: true });
  });

  test('a draw stored partial and then passed by a newer one is asked again, and completed when the source has it', async () => {
    await configure({ 'lao-munkong': { url: `${server.url}/lao-munkong.json` } });
    const feed = (...draws: unknown[]) => {
      feedDoc = { format: FEED_FORMAT, version: 1, lottery: 'lao-munkong', draws };
    };
    // The 10th with its 2-bottom only (a brand API shows it first), then the 11th complete, the
    // source already past the 10th.
    const full = star('2026-08-10', '58063');
    feed({ date: full.date, prizes: full.prizes.filter((p) => p.slug === 'last-two-digit') });
    await update('2026-08-10T09:00:00.000Z');
    feed(star('2026-08-11', '50262'));
    await update('2026-08-11T09:00:00.000Z');
    expect((await storedStates(dataDir, [lottery('lao-munkong')])).get('lao-munkong')).toEqual({
      date: '2026-08-11',
      complete: true,
      incomplete: ['2026-08-10'],
    });
    // In its next retry window (18:05 Thai time on the 11th: 26.5 hours after its result time, the
    // 3-hour step), the 10th is asked and completed.
    feed(full, star('2026-08-11', '50262'));
    const again = await update('2026-08-11T11:05:00.000Z');
    expect(again.asked.map((d) => [d.date, d.state])).toEqual([['2026-08-10', 'incomplete']]);
    expect(again.outcomes[0]?.draws.map((d) => [d.date, d.status, d.added])).toEqual([
      ['2026-08-10', 'complete', ['last-three-digit', 'upper-two-digit']],
      ['2026-08-11', 'complete', []],
    ]);
    expect((await storedStates(dataDir, [lottery('lao-munkong')])).get('lao-munkong')).toEqual({ date: '2026-08-11', complete: true });
  });

  test('rejects the whole answer of a feed whose draw is off the schedule, unless the feed is declared official', async () => {
    // lao-lottery draws on Monday and Thursday in the registry; 2026-08-09 is a Sunday.
    feedDoc = {
      format: FEED_FORMAT,
      version: 1,
      lottery: 'lao-lottery',
      draws: [
        { date: '2026-08-09', prizes: [{ slug: 'first-prize', numbers: ['7568'] }] },
        { date: '2026-08-10', prizes: [{ slug: 'first-prize', numbers: ['5079'] }] },
      ],
    };
    await configure({ 'lao-lottery': { url: `${server.url}/lao.json` } });
    const at = '2026-08-10T14:00:00.000Z'; // Monday 21:00 Thai time
    const refused = await update(at);
    expect(refused.outcomes[0]?.error?.message).toContain(
      "field draws[0].date: rejected: 2026-08-09 is not a draw date of lao-lottery's schedule",
    );
    expect(await readDraws(dataDir, 'lao-lottery')).toEqual([]);

    await configure({ 'lao-lottery': { url: `${server.url}/lao.json`, official: true } });
    const accepted = await update(at);
    expect(accepted.outcomes[0]?.error).toBeNull();
    expect(accepted.outcomes[0]?.warnings).toEqual([expect.stringContaining('accepted because feed is official')]);
    expect((await readDraws(dataDir, 'lao-lottery')).map((d) => d.date)).toEqual(['2026-08-09', '2026-08-10']);
  });

  test('refuses an on-demand fetch for a lottery without a source', async () => {
    await expect(update('2026-08-12T09:00:00.000Z', { force: { lottery: 'hanoi-vip', date: '2026-08-12' } })).rejects.toThrow(
      'hanoi-vip has no source to ask: GLO serves thai-government only; give other lotteries a feed in data/sources.json',
    );
  });

  test('reports what it did in plain lines', async () => {
    await configure({ 'lao-munkong': { url: `${server.url}/lao-munkong.json` } });
    feedDoc = {
      format: FEED_FORMAT,
      version: 1,
      lottery: 'lao-munkong',
      draws: [{ date: '2026-08-12', prizes: [{ slug: 'last-three-digit', numbers: ['402'] }] }],
    };
    const { out, err } = formatUpdate(await update('2026-08-12T09:00:00.000Z'));
    expect(err).toEqual([]);
    expect(out).toEqual([
      'at 2026-08-12T09:00:00.000Z (2026-08-12 16:00 Thai time): 1 due, 1 overdue',
      'due: lao-munkong 2026-08-12 missing (result time 15:30 Thai time; due until 2026-08-12T14:30:00.000Z)',
      'overdue: 1 draw waits for its retry window: thai-government 1 (npm run pipeline -- due lists each)',
      'lao-munkong 2026-08-12 feed: stored last-three-digit; announced; pending: upper-two-digit, last-two-digit',
      'wrote 1 file(s): lao-munkong/2026.json',
    ]);
  });
});
