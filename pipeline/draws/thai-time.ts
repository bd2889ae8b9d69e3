import { type LotteryDef, type Schedule, scheduleFor } from '../registry/index.ts';
import { remember } from './bounded-memo.ts';

/** SPEC: "All times are Thai time" — Asia/Bangkok, UTC+7 all year (no daylight saving). */
export const THAI_UTC_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = THAI_UTC_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

/**
 * thaiInstant's answers, remembered: the build asks for the same result times in every language's
 * calendar of every lottery (issue 14). Bounded, so that a long-running server cannot grow it without end.
 */
const INSTANTS = new Map<string, string>();
const INSTANTS_MAX = 10_000;

/** The UTC instant, ISO 8601 with milliseconds, of a Thai wall-clock time on a date. */
export function thaiInstant(date: string, time: string): string {
  const key = `${date} ${time}`;
  const known = INSTANTS.get(key);
  if (known !== undefined) return known;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return remember(INSTANTS, INSTANTS_MAX, key, new Date(Date.UTC(y, m - 1, d, hh, mm) - OFFSET_MS).toISOString());
}

/** The lottery's scheduled result time on a date: the `publishedAt` of imported history (C4.5). */
export function scheduledResultAt(def: LotteryDef, date: string): string {
  return thaiInstant(date, def.resultTime);
}

/** The Thai calendar date (YYYY-MM-DD) of an instant. */
export function thaiDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The Thai wall-clock time (HH:MM) of an instant. */
export function thaiTime(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

/** Day of the week of a calendar date, 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar date `days` after (or before, if negative) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether the lottery's schedule in force on this date has a draw then (moved draws are not in it).
 * Era-aware (C4.10): every reader of the schedule (due, verify, the scheduled function, the site,
 * calendars) gets the registry's schedule eras through this one function.
 */
export function isScheduledDrawDate(def: LotteryDef, date: string): boolean {
  return drawsOn(scheduleFor(def, date), weekday(date), Number(date.slice(8, 10)));
}

function drawsOn(s: Schedule, weekdayOfDate: number, dayOfMonth: number): boolean {
  switch (s.kind) {
    case 'daily':
      return true;
    case 'weekly':
      return s.weekdays.includes(weekdayOfDate);
    case 'monthly':
      return s.days.includes(dayOfMonth);
  }
}

/**
 * The dates strictly between `after` and `before` (YYYY-MM-DD) on which isScheduledDrawDate holds,
 * oldest first: the same answer for each day, without a text and a schedule lookup per day (the
 * history index walks 20 years of days of every lottery on every build, issue 14).
 */
export function scheduledDatesBetween(def: LotteryDef, after: string, before: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${before}T00:00:00Z`);
  const day = new Date(Date.parse(`${after}T00:00:00Z`) + DAY_MS);
  // The schedule of the day, and the first day of a later era, when it is looked up again.
  let schedule: Schedule | null = null;
  let eraEnd = Number.NEGATIVE_INFINITY;
  for (let ms = day.getTime(); ms < end; ms += DAY_MS) {
    day.setTime(ms);
    if (ms >= eraEnd) {
      const date = day.toISOString().slice(0, 10);
      schedule = scheduleFor(def, date);
      eraEnd = Number.POSITIVE_INFINITY;
      for (const era of def.scheduleEras) if (era.from > date) eraEnd = Math.min(eraEnd, Date.parse(`${era.from}T00:00:00Z`));
    }
    if (drawsOn(schedule as Schedule, day.getUTCDay(), day.getUTCDate())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}
