import { describe, expect, test } from 'vitest';
import { type LotteryId, lottery } from '../registry/index.ts';
import { DUE_WINDOW_HOURS, type LatestState, dueDraws, lastScheduledDraw } from './due.ts';

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
      },
    ]);
  });

  test('lists a partial draw as incomplete, asking only its own date', () => {
    expect(due('2026-07-01T15:10', { date: '2026-07-01', complete: false })).toMatchObject([{ date: '2026-07-01', state: 'incomplete', ask: ['2026-07-01'], active: true }]);
  });

  test('lists nothing once the draw is complete', () => {
    expect(due('2026-07-01T16:30', { date: '2026-07-01', complete: true })).toEqual([]);
  });

  test(`turns overdue ${DUE_WINDOW_HOURS} hours after the result time`, () => {
    expect(due('2026-07-01T20:29', june16)[0]?.active).toBe(true);
    expect(due('2026-07-01T20:30', june16)[0]).toMatchObject({ active: false, until: '2026-07-01T13:30:00.000Z' });
  });

  test('a draw moved to the 2nd (2 May 2026): quiet overnight, due again from 14:30 on the 2nd, asking both days', () => {
    const april16 = { date: '2026-04-16', complete: true };
    expect(due('2026-05-02T10:00', april16)[0]).toMatchObject({ date: '2026-05-01', active: false });
    expect(due('2026-05-02T14:30', april16)[0]).toMatchObject({
      date: '2026-05-01',
      state: 'missing',
      ask: ['2026-05-01', '2026-05-02', '2026-04-30', '2026-04-29', '2026-04-28'],
      resultAt: '2026-05-02T07:30:00.000Z',
      active: true,
    });
    expect(due('2026-05-02T15:00', { date: '2026-05-02', complete: false })).toMatchObject([{ date: '2026-05-02', state: 'incomplete', ask: ['2026-05-02'] }]);
    expect(due('2026-05-02T16:30', { date: '2026-05-02', complete: true })).toEqual([]);
  });

  test('a draw moved to the 17th (17 Jan 2026) is stored: the 16th is not due any more', () => {
    expect(due('2026-01-20T15:00', { date: '2026-01-17', complete: true })).toEqual([]);
  });

  test('a draw moved before the 1st (30 Dec) is picked up from the 1st and then satisfies it', () => {
    const dec16 = { date: '2025-12-16', complete: true };
    expect(due('2025-12-30T16:00', dec16)).toEqual([]);
    expect(due('2026-01-01T14:30', dec16)[0]?.ask).toEqual(['2026-01-01', '2025-12-31', '2025-12-30', '2025-12-29']);
    expect(due('2026-01-01T14:30', { date: '2025-12-30', complete: true })).toEqual([]);
  });

  test('stops asking after the last moved-draw day; the next draw date starts afresh', () => {
    expect(due('2026-07-05T15:00', june16)[0]).toMatchObject({ active: true, ask: ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05', '2026-06-30', '2026-06-29', '2026-06-28'] });
    expect(due('2026-07-06T15:00', june16)[0]).toMatchObject({ active: false });
    expect(due('2026-07-16T14:30', june16)[0]).toMatchObject({ date: '2026-07-16', active: true });
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
    expect(dueDraws(thai('2026-08-16T15:44'), [lottery('lao-star')], latest({ 'lao-star': { date: '2026-08-15', complete: true } }))).toEqual([]);
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
    expect(dueDraws(thai('2026-07-01T19:00'), defs, () => null).map((d) => d.lottery)).toEqual(['thai-government', 'hanoi-normal', 'lao-star']);
  });
});
