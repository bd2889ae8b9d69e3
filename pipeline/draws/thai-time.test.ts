import { describe, expect, test } from 'vitest';
import { lottery } from '../registry/index.ts';
import { isScheduledDrawDate, scheduledResultAt } from './thai-time.ts';

describe('isScheduledDrawDate follows the registry schedule eras (C4.10)', () => {
  test.each([
    // Wednesdays only until the first Monday-only draw (2020-02-03).
    ['2018-01-03', true],
    ['2018-01-01', false],
    ['2020-01-29', true],
    ['2020-02-03', true],
    // Mondays only: the 2020 monthly Wednesdays stay off the schedule.
    ['2020-05-20', false],
    ['2021-10-18', true],
    ['2021-10-13', false],
    // Monday, Wednesday, Friday from 2021-10-20.
    ['2021-10-20', true],
    ['2021-10-22', true],
    ['2025-01-02', false],
    ['2026-03-31', false],
    // Monday to Friday from 2026-04-02; never on weekends; never SPEC's Monday/Thursday alone.
    ['2026-04-02', true],
    ['2026-04-07', true],
    ['2026-04-11', false],
    ['2026-04-12', false],
  ])('lao-lottery %s: %s', (date, expected) => {
    expect(isScheduledDrawDate(lottery('lao-lottery'), date)).toBe(expected);
  });

  test('monthly and daily lotteries have one era each: GLO on the 1st and 16th, daily every day', () => {
    const glo = lottery('thai-government');
    expect(['2026-07-01', '2026-07-16', '2026-07-02'].map((d) => isScheduledDrawDate(glo, d))).toEqual([true, true, false]);
    const star = lottery('lao-star');
    expect(['2026-08-22', '2026-08-23', '2001-01-01'].every((d) => isScheduledDrawDate(star, d))).toBe(true);
  });

  test('scheduledResultAt is the result time in Thai time on the date', () => {
    expect(scheduledResultAt(lottery('lao-lottery'), '2026-04-07')).toBe('2026-04-07T13:30:00.000Z');
  });
});
