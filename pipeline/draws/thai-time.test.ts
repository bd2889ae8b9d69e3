import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LOTTERIES, lottery } from '../registry/index.ts';
import { addDays, isScheduledDrawDate, scheduledDatesBetween, scheduledResultAt } from './thai-time.ts';

describe('isScheduledDrawDate follows the registry schedule eras (C4.10)', () => {
  test.each([
    // Wednesdays only until the first Monday draw (2020-02-03).
    ['2018-01-03', true],
    ['2018-01-01', false],
    ['2020-01-29', true],
    ['2020-02-03', true],
    // Mondays and Thursdays (SPEC's days; the record's source never tried a Thursday, DOMAIN 4.1's
    // S8 shows Thursday draws in February 2021): the 2020 monthly Wednesdays stay off the schedule.
    ['2020-05-20', false],
    ['2020-02-06', true],
    ['2021-02-04', true],
    ['2021-02-05', false],
    ['2021-10-18', true],
    ['2021-10-14', true],
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

describe('scheduledDatesBetween', () => {
  /** The days strictly between two dates that isScheduledDrawDate accepts, one by one. */
  const oneByOne = (id: (typeof LOTTERIES)[number]['id'], after: string, before: string): string[] => {
    const dates: string[] = [];
    for (let date = addDays(after, 1); date < before; date = addDays(date, 1)) if (isScheduledDrawDate(lottery(id), date)) dates.push(date);
    return dates;
  };

  test('gives what isScheduledDrawDate gives for each day, across eras, months and leap days', () => {
    const day = fc.integer({ min: Date.UTC(2015, 0, 1) / 86_400_000, max: Date.UTC(2028, 11, 31) / 86_400_000 });
    const date = day.map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...LOTTERIES.map((l) => l.id)), date, fc.integer({ min: 0, max: 900 }), (id, after, span) => {
        const before = addDays(after, span);
        expect(scheduledDatesBetween(lottery(id), after, before)).toEqual(oneByOne(id, after, before));
      }),
      { numRuns: 300 },
    );
  });

  test("lao-lottery's four eras, from before the first to after the last", () => {
    const dates = scheduledDatesBetween(lottery('lao-lottery'), '2020-01-26', '2026-04-13');
    expect(dates).toEqual(oneByOne('lao-lottery', '2020-01-26', '2026-04-13'));
    // Wednesday 2020-01-29 (first era), Monday 2020-02-03 and Thursday 2020-02-06 (second), then Wednesday 2021-10-20 (third), Thursday 2026-04-02 (fourth).
    expect(dates.slice(0, 3)).toEqual(['2020-01-29', '2020-02-03', '2020-02-06']);
    expect(dates).toContain('2021-10-20');
    expect(dates).toContain('2026-04-02');
    expect(dates).not.toContain('2020-05-20');
  });

  test('nothing between a date and the next day, or the same date', () => {
    expect(scheduledDatesBetween(lottery('lao-star'), '2026-01-01', '2026-01-02')).toEqual([]);
    expect(scheduledDatesBetween(lottery('lao-star'), '2026-01-01', '2026-01-01')).toEqual([]);
    expect(scheduledDatesBetween(lottery('thai-government'), '2026-01-01', '2026-01-17')).toEqual(['2026-01-16']);
  });
});
