import { describe, expect, test } from 'vitest';
import { type LotteryId, lottery } from '../registry/index.ts';
import {
  DUE_WINDOW_HOURS,
  type LatestState,
  MAX_BACKLOG_DAYS,
  MAX_DRAWS_PER_REQUEST,
  RUN_CADENCE_MINUTES,
  UPDATE_WINDOW_MINUTES,
  askedThisRun,
  dueDraws,
  lastScheduledDraw,
  retryWindow,
} from './due.ts';
import { formatDue } from './report.ts';

/** An instant from Thai wall-clock time (UTC+7). */
const thai = (local: string) => new Date(`${local}:00+07:00`);
const GLO = [lottery('thai-government')];

function due(at: string, latest: LatestState | null, defs = GLO) {
  return dueDraws(thai(at), defs, () => latest);
}

describe('dueDraws for thai-government (1st and 16th, 14:30 Thai time)', () => {
  const june16 = { date: '2026-06-16', complete: true };

  test.each([
    ['before the result time on a draw day', '2026-07-01T14:29', june16],
    ['the day before a draw', '2026-06-30T15:00', june16],
    ['on a day without a draw', '2026-07-10T15:00', { date: '2026-07-01', complete: true }],
  ])('lists nothing %s while the last draw is complete', (_name, at, latest) => {
    expect(due(at, latest)).toEqual([]);
  });

  test('lists the draw once its result time has passed and nothing is stored, asking the moved-draw days too', () => {
    expect(due('2026-07-01T14:30', june16)).toEqual([
      {
        lottery: 'thai-government',
        date: '2026-07-01',
        state: 'missing',
        ask: ['2026-07-01', '2026-06-30', '2026-06-29', '2026-06-28'],
        resultAt: '2026-07-01T07:30:00.000Z',
        until: '2026-07-01T13:30:00.000Z',
        active: true,
        retrying: false,
        next: null,
      },
    ]);
  });

  test('lists a partial draw as incomplete, asking only its own date', () => {
    expect(due('2026-07-01T15:10', { date: '2026-07-01', complete: false })).toMatchObject([
      { date: '2026-07-01', state: 'incomplete', ask: ['2026-07-01'], active: true },
    ]);
  });

  test('lists nothing once the draw is complete', () => {
    expect(due('2026-07-01T16:30', { date: '2026-07-01', complete: true })).toEqual([]);
  });

  test(`turns overdue ${DUE_WINDOW_HOURS} hours after the result time`, () => {
    expect(due('2026-07-01T20:29', june16)[0]?.active).toBe(true);
    expect(due('2026-07-01T20:30', june16)[0]).toMatchObject({ active: false, until: '2026-07-01T13:30:00.000Z' });
  });

  test(`update's retry windows stay open ${UPDATE_WINDOW_MINUTES} minutes, the scheduled function's ${RUN_CADENCE_MINUTES}`, () => {
    const april16 = { date: '2026-04-16', complete: true };
    // 2026-05-01's draw is overdue from 20:30 and retried hourly: a run at 23:07 is in both windows,
    // a late one at 23:22 (the repository job's next slot) only in update's.
    const at = (local: string, width?: number) => dueDraws(thai(local), GLO, () => april16, width)[0];
    expect(at('2026-05-01T23:07')).toMatchObject({ active: true, retrying: true });
    expect(at('2026-05-01T23:22')).toMatchObject({ active: false, next: '2026-05-01T17:00:00.000Z' });
    expect(at('2026-05-01T23:22', UPDATE_WINDOW_MINUTES)).toMatchObject({ active: true, retrying: true });
    expect(at('2026-05-01T23:31', UPDATE_WINDOW_MINUTES)).toMatchObject({ active: false, next: '2026-05-01T17:00:00.000Z' });
  });

  test('a draw moved to the 2nd (2 May 2026): retried hourly overnight, due again from 14:30 on the 2nd, asking both days', () => {
    const april16 = { date: '2026-04-16', complete: true };
    expect(due('2026-05-02T10:20', april16)[0]).toMatchObject({ date: '2026-05-01', active: false, next: '2026-05-02T04:00:00.000Z' });
    expect(due('2026-05-02T11:00', april16)[0]).toMatchObject({ date: '2026-05-01', active: true, retrying: true });
    expect(due('2026-05-02T14:30', april16)[0]).toMatchObject({
      date: '2026-05-01',
      state: 'missing',
      ask: ['2026-05-01', '2026-05-02', '2026-04-30', '2026-04-29', '2026-04-28'],
      resultAt: '2026-05-02T07:30:00.000Z',
      active: true,
    });
    expect(due('2026-05-02T15:00', { date: '2026-05-02', complete: false })).toMatchObject([
      { date: '2026-05-02', state: 'incomplete', ask: ['2026-05-02'] },
    ]);
    expect(due('2026-05-02T16:30', { date: '2026-05-02', complete: true })).toEqual([]);
  });

  test('a draw moved to the 17th (17 Jan 2026) is stored: the 16th is not due any more', () => {
    expect(due('2026-01-20T15:00', { date: '2026-01-17', complete: true })).toEqual([]);
  });

  test("the New Year draw is also asked on 30 December, within that day's due window only", () => {
    const dec16 = { date: '2026-12-16', complete: true };
    expect(due('2026-12-30T14:29', dec16)).toEqual([]);
    expect(due('2026-12-30T14:30', dec16)).toMatchObject([
      { date: '2027-01-01', state: 'missing', ask: ['2026-12-30'], resultAt: '2026-12-30T07:30:00.000Z', active: true },
    ]);
    expect(due('2026-12-30T20:29', dec16)[0]).toMatchObject({ date: '2027-01-01', active: true });
    // Not retried overnight: the 1st's own result time makes it due again, asking the days around it.
    expect(due('2026-12-30T20:30', dec16)).toEqual([]);
    expect(due('2026-12-31T15:00', dec16)).toEqual([]);
    expect(due('2027-01-01T14:30', dec16)[0]).toMatchObject({
      ask: ['2027-01-01', '2026-12-31', '2026-12-30', '2026-12-29'],
      active: true,
    });
    // Found on the 30th: nothing more is asked.
    expect(due('2026-12-30T15:00', { date: '2026-12-30', complete: true })).toEqual([]);
    expect(due('2027-01-01T15:00', { date: '2026-12-30', complete: true })).toEqual([]);
    // Only GLO's New Year draw: not its other draws, not another lottery.
    expect(due('2026-11-29T15:00', { date: '2026-11-16', complete: true })).toEqual([]);
  });

  test('a draw moved before the 1st is asked on that day only if it is 30 December, else from the 1st; then it satisfies it', () => {
    const dec16 = { date: '2025-12-16', complete: true };
    expect(due('2025-12-30T16:00', dec16)[0]?.ask).toEqual(['2025-12-30']);
    expect(due('2025-12-31T16:00', dec16)).toEqual([]);
    expect(due('2026-01-01T14:30', dec16)[0]?.ask).toEqual(['2026-01-01', '2025-12-31', '2025-12-30', '2025-12-29']);
    expect(due('2026-01-01T14:30', { date: '2025-12-30', complete: true })).toEqual([]);
  });

  test('after the last moved-draw day a missing draw is retried with back-off, and the next draw date is listed after it', () => {
    expect(due('2026-07-05T15:00', june16)[0]).toMatchObject({
      active: true,
      ask: ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05', '2026-06-30', '2026-06-29', '2026-06-28'],
    });
    // A day after the 5th's result time: every 3 hours from Thai midnight, in the first 15 minutes.
    expect(due('2026-07-06T15:20', june16)[0]).toMatchObject({ active: false, retrying: false, next: '2026-07-06T11:00:00.000Z' });
    expect(due('2026-07-06T18:05', june16)[0]).toMatchObject({ active: true, retrying: true });
    // Once the 16th is due the source is live: the missing 1st is caught up on every run too.
    expect(due('2026-07-16T14:30', june16).map((d) => [d.date, d.active, d.retrying])).toEqual([
      ['2026-07-01', true, true],
      ['2026-07-16', true, false],
    ]);
  });

  test('a lottery with nothing stored at all is due at its first result time', () => {
    expect(due('2026-07-01T14:30', null)[0]).toMatchObject({ state: 'missing', active: true });
  });
});

describe('dueDraws for other schedules', () => {
  const latest = (states: Partial<Record<LotteryId, LatestState>>) => (id: LotteryId) => states[id] ?? null;

  test('a daily lottery is due from its result time, asking that day only', () => {
    const at = thai('2026-08-16T15:45');
    expect(dueDraws(at, [lottery('lao-star')], latest({ 'lao-star': { date: '2026-08-15', complete: true } }))).toMatchObject([
      { lottery: 'lao-star', date: '2026-08-16', ask: ['2026-08-16'], active: true },
    ]);
    expect(
      dueDraws(thai('2026-08-16T15:44'), [lottery('lao-star')], latest({ 'lao-star': { date: '2026-08-15', complete: true } })),
    ).toEqual([]);
  });

  test('a 23:30 draw stays due after midnight, Thai time', () => {
    expect(dueDraws(thai('2026-08-17T01:00'), [lottery('lao-redcross')], () => ({ date: '2026-08-15', complete: true }))).toMatchObject([
      { date: '2026-08-16', active: true, until: '2026-08-16T22:30:00.000Z' },
    ]);
  });

  test('a weekly lottery skips the days without a draw', () => {
    // lao-lottery: Monday to Friday since 2026-04-02 (C4.10); 2026-08-22/23 are a Saturday and a Sunday.
    const defs = [lottery('lao-lottery')];
    expect(dueDraws(thai('2026-08-23T21:00'), defs, () => ({ date: '2026-08-21', complete: true }))).toEqual([]);
    expect(lastScheduledDraw(lottery('lao-lottery'), thai('2026-08-23T21:00'))).toBe('2026-08-21');
    // In the Monday/Wednesday/Friday era a Tuesday is not a draw day.
    expect(lastScheduledDraw(lottery('lao-lottery'), thai('2025-06-03T21:00'))).toBe('2025-06-02');
  });

  test('lists lotteries in registry order', () => {
    const defs = [lottery('thai-government'), lottery('hanoi-normal'), lottery('lao-star')];
    expect(dueDraws(thai('2026-07-01T19:00'), defs, () => null).map((d) => d.lottery)).toEqual([
      'thai-government',
      'hanoi-normal',
      'lao-star',
    ]);
  });
});

describe('the backlog: every missing draw after the newest stored one (issue 11 item 4)', () => {
  const at = thai('2026-11-20T15:00');

  test('lists the eight GLO draws between the newest stored (2026-07-01) and the newest scheduled (2026-11-16), and that one, oldest first', () => {
    const listed = due('2026-11-20T15:00', { date: '2026-07-01', complete: true });
    expect(listed.map((d) => d.date)).toEqual([
      '2026-07-16',
      '2026-08-01',
      '2026-08-16',
      '2026-09-01',
      '2026-09-16',
      '2026-10-01',
      '2026-10-16',
      '2026-11-01',
      '2026-11-16',
    ]);
    expect(listed.every((d) => d.state === 'missing')).toBe(true);
  });

  test('a partial newest draw comes first, then the missing ones after it', () => {
    expect(dueDraws(at, [lottery('lao-star')], () => ({ date: '2026-11-17', complete: false })).map((d) => [d.date, d.state])).toEqual([
      ['2026-11-17', 'incomplete'],
      ['2026-11-18', 'missing'],
      ['2026-11-19', 'missing'],
    ]);
  });

  test('dates a source answered as "no draw" are not asked again', () => {
    expect(
      dueDraws(at, [lottery('lao-star')], () => ({ date: '2026-11-16', complete: true, noDraw: ['2026-11-18'] })).map((d) => d.date),
    ).toEqual(['2026-11-17', '2026-11-19']);
  });

  test('retry windows are aligned to the Thai clock, so one run serves every overdue draw: daily at midnight after two weeks', () => {
    const old = dueDraws(thai('2026-11-20T00:05'), [lottery('lao-star')], () => ({ date: '2026-10-01', complete: true }));
    expect(old.length).toBe(49);
    expect(
      old
        .filter((d) => d.active)
        .map((d) => d.date)
        .slice(0, 3),
    ).toEqual(['2026-10-02', '2026-10-03', '2026-10-04']);
    // Two hours later the old draws wait for the next midnight; the younger ones for their shorter periods.
    const later = dueDraws(thai('2026-11-20T02:05'), [lottery('lao-star')], () => ({ date: '2026-10-01', complete: true }));
    expect(later[0]).toMatchObject({ date: '2026-10-02', active: false, next: '2026-11-20T17:00:00.000Z' });
  });

  test('askedThisRun takes per lottery the oldest MAX_DRAWS_PER_REQUEST active draws', () => {
    const listed = dueDraws(thai('2026-11-20T00:05'), [lottery('lao-star'), lottery('hanoi-tv')], () => ({
      date: '2026-10-01',
      complete: true,
    }));
    const asked = askedThisRun(listed);
    expect(asked.map((d) => `${d.lottery} ${d.date}`)).toEqual([
      ...['02', '03', '04', '05', '06'].map((d) => `lao-star 2026-10-${d}`),
      ...['02', '03', '04', '05', '06'].map((d) => `hanoi-tv 2026-10-${d}`),
    ]);
    expect(MAX_DRAWS_PER_REQUEST).toBe(5);
  });

  test(`looks back at most ${MAX_BACKLOG_DAYS} days`, () => {
    const listed = dueDraws(at, [lottery('lao-star')], () => ({ date: '2020-01-01', complete: true }));
    expect(listed.length).toBe(MAX_BACKLOG_DAYS);
    expect(listed[0]?.date).toBe('2025-11-19');
  });
});

describe('gaps: draws missed before the newest stored one (a source gave only its latest draw)', () => {
  // lao-tv (10:30 Thai time): 21 to 23 June missed while the 24th was stored.
  const LAO_TV = [lottery('lao-tv')];
  const stored: LatestState = { date: '2026-06-24', complete: true, gaps: ['2026-06-21', '2026-06-22', '2026-06-23'] };

  test('each gap is listed as a missing draw, asked with the back-off of its own age', () => {
    // 25 June 00:05 Thai time: a 3-hour window is open (the 21st is 85 hours old: 12-hour steps,
    // whose window opens at midnight too), so every gap is asked.
    const listed = dueDraws(thai('2026-06-25T00:05'), LAO_TV, () => stored);
    expect(listed.map((d) => [d.date, d.state, d.active, d.ask])).toEqual([
      ['2026-06-23', 'missing', true, ['2026-06-23']],
      ['2026-06-22', 'missing', true, ['2026-06-22']],
      ['2026-06-21', 'missing', true, ['2026-06-21']],
    ]);
    // 25 June 03:05: the 22nd and 23rd (65 and 41 hours old, 3-hour steps) are asked; the 21st
    // (89 hours, 12-hour steps) waits until noon Thai time.
    const later = dueDraws(thai('2026-06-25T03:05'), LAO_TV, () => stored);
    expect(later.map((d) => [d.date, d.active, d.next])).toEqual([
      ['2026-06-23', true, null],
      ['2026-06-22', true, null],
      ['2026-06-21', false, '2026-06-25T05:00:00.000Z'],
    ]);
  });

  test('the newer draws come first, so that a run bounded to MAX_DRAWS_PER_REQUEST asks them before the gaps, newest gaps first', () => {
    // 30 June 10:45: the 29th and 30th are missing after the 28th, and six gaps are older.
    const gaps = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20'];
    const listed = dueDraws(thai('2026-06-30T10:45'), LAO_TV, () => ({ date: '2026-06-28', complete: true, gaps }));
    expect(listed.map((d) => d.date)).toEqual(['2026-06-29', '2026-06-30', ...[...gaps].reverse()]);
    // The 30th is in its due window, so every draw of the lottery is asked (catch-up), the newer ones first.
    expect(askedThisRun(listed).map((d) => d.date)).toEqual(['2026-06-29', '2026-06-30', '2026-06-20', '2026-06-19', '2026-06-18']);
  });

  test('a gap is listed only once its result time has passed (due --at an earlier instant)', () => {
    // 23 June 10:00, before the 23rd's 10:30 result time, of a store whose newest draw (the 24th) came later.
    const listed = dueDraws(thai('2026-06-23T10:00'), LAO_TV, () => stored);
    expect(listed.map((d) => d.date)).toEqual(['2026-06-22', '2026-06-21']);
  });

  test('a gap a source answered as "no draw" is not asked again', () => {
    const listed = dueDraws(thai('2026-06-25T00:05'), LAO_TV, () => ({ ...stored, noDraw: ['2026-06-22'] }));
    expect(listed.map((d) => d.date)).toEqual(['2026-06-23', '2026-06-21']);
  });
});

describe('partial draws passed by a newer one (a source moved on before the draw was complete)', () => {
  // hanoi-star (12:30 Thai time): the 23rd stored with its 2-bottom only, the 24th complete.
  const STAR = [lottery('hanoi-star')];
  const stored: LatestState = { date: '2026-06-24', complete: true, incomplete: ['2026-06-23'] };

  test('is listed as incomplete, asking its own date, with the back-off of its own age', () => {
    // 25 June 00:05 Thai time: a window of the 3-hour step is open (the 23rd is 35.6 hours old).
    const listed = dueDraws(thai('2026-06-25T00:05'), STAR, () => stored);
    expect(listed.map((d) => [d.date, d.state, d.active, d.ask])).toEqual([['2026-06-23', 'incomplete', true, ['2026-06-23']]]);
    // 25 June 01:05: between windows, asked again at 03:00 Thai time.
    const later = dueDraws(thai('2026-06-25T01:05'), STAR, () => stored);
    expect(later.map((d) => [d.date, d.active, d.next])).toEqual([['2026-06-23', false, '2026-06-24T20:00:00.000Z']]);
  });

  test('comes after the newer draws and the gaps, newest first, and is asked with them while the newest is due (catch-up)', () => {
    const state: LatestState = { date: '2026-06-28', complete: true, gaps: ['2026-06-20'], incomplete: ['2026-06-19', '2026-06-23'] };
    const listed = dueDraws(thai('2026-06-30T12:45'), STAR, () => state);
    expect(listed.map((d) => [d.date, d.state])).toEqual([
      ['2026-06-29', 'missing'],
      ['2026-06-30', 'missing'],
      ['2026-06-20', 'missing'],
      ['2026-06-23', 'incomplete'],
      ['2026-06-19', 'incomplete'],
    ]);
    expect(askedThisRun(listed).map((d) => d.date)).toEqual(['2026-06-29', '2026-06-30', '2026-06-20', '2026-06-23', '2026-06-19']);
  });
});

describe('formatDue', () => {
  test('says which due draws this run asks and which wait for a later one (MAX_DRAWS_PER_REQUEST a lottery)', () => {
    // lao-tv at 30 June 10:45 Thai time: the 29th and 30th after the 28th, and six gaps (catch-up makes every one active).
    const gaps = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20'];
    const at = thai('2026-06-30T10:45');
    const lines = formatDue(
      at,
      dueDraws(at, [lottery('lao-tv')], () => ({ date: '2026-06-28', complete: true, gaps })),
    );
    expect(lines[0]).toBe(
      'at 2026-06-30T03:45:00.000Z (2026-06-30 10:45 Thai time): 8 due (5 asked this run, 3 waiting for later runs), 0 overdue',
    );
    const asked = lines.filter((l) => l.endsWith('asked again now)') || /due until [^,]+\)$/.test(l));
    const waiting = lines.filter((l) =>
      l.includes(`waits for a later run (a run asks ${MAX_DRAWS_PER_REQUEST} draws of a lottery, in this order)`),
    );
    expect(asked.map((l) => l.split(' ')[2])).toEqual(['2026-06-29', '2026-06-30', '2026-06-20', '2026-06-19', '2026-06-18']);
    expect(waiting.map((l) => l.split(' ')[2])).toEqual(['2026-06-17', '2026-06-16', '2026-06-15']);
  });

  test('a draw asked by name (update --lottery L --date D, a separate object) counts as asked', () => {
    const at = thai('2026-06-30T10:45');
    const due = dueDraws(at, [lottery('lao-tv')], () => ({ date: '2026-06-28', complete: true }));
    const forced = { ...(due[1] as (typeof due)[number]) };
    const lines = formatDue(at, due, [], [forced]);
    expect(lines[0]).toBe(
      'at 2026-06-30T03:45:00.000Z (2026-06-30 10:45 Thai time): 2 due (1 asked this run, 1 waiting for later runs), 0 overdue',
    );
    expect(lines[2]).toMatch(/^due: lao-tv 2026-06-30 missing \(result time 10:30 Thai time; due until [^,]+\)$/);
  });
});

describe('retryWindow', () => {
  test('names the next window of the back-off step in force then, also across a step', () => {
    const HOUR = 3_600_000;
    const resultAt = Date.parse('2026-08-20T07:30:00Z');
    // 71 h 50 min old: hourly now, but 72 h old at 07:30Z, when windows are every 12 h (00:00 and 12:00 Thai).
    const before = retryWindow(Date.parse('2026-08-23T07:20:00Z'), Date.parse('2026-08-23T07:20:00Z') - resultAt);
    expect(new Date(before.next).toISOString()).toBe('2026-08-23T17:00:00.000Z');
    const at = Date.parse('2026-08-23T17:00:00Z');
    expect(retryWindow(at, at - resultAt).open).toBe(true);
    const between = Date.parse('2026-08-23T08:00:00Z');
    expect(retryWindow(between, between - resultAt).open).toBe(false);
    // Within a step: the next multiple of its period.
    const young = retryWindow(Date.parse('2026-08-20T15:20:00Z'), 8 * HOUR);
    expect(new Date(young.next).toISOString()).toBe('2026-08-20T16:00:00.000Z');
  });
});
