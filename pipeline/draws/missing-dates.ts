import type { LotteryDef } from '../registry/index.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';
import { drawStatus } from './draw-status.ts';
import { movedDrawDays } from './moved-draws.ts';
import { DAY_MS, addDays, isScheduledDrawDate, scheduledDatesBetween } from './thai-time.ts';

/**
 * The scheduled draw dates with no stored draw: `/history/index.json`'s `missingDates` (C9.3) and
 * the gaps `due` asks for again (GAP_DAYS). A draw held on a day off the schedule within the moved-
 * draw days of a scheduled date (GLO's holiday moves, DOMAIN 1.6: 2 June for 1 June, 30 December
 * for 1 January) is that date's draw, so the date is not missing: only days no draw stands for are.
 */

/**
 * How many days before a lottery's newest stored draw `due` looks for missing draws, as far as it
 * looks for them after it (MAX_BACKLOG_DAYS): a source that answers only its latest draw (the brand
 * result APIs) can store a newer draw while older ones are missing, its other source down that
 * run, and they must not then be given up. They are asked again like any missing draw, by their
 * age (RETRY_BACKOFF), after the lottery's newer draws; an older gap is for `import` or
 * `update --lottery L --date D` (docs/ingest.md).
 */
export const GAP_DAYS = 366;

/** The scheduled dates from the first to the last stored date (oldest first) that have no stored draw. */
export function missingDates(def: LotteryDef, storedOldestFirst: readonly string[]): string[] {
  const first = storedOldestFirst[0];
  const last = storedOldestFirst.at(-1);
  if (first === undefined || last === undefined) return [];
  if (!strictlyAscending(storedOldestFirst)) return missingDatesOfSet(def, storedOldestFirst);
  // Only the days between two consecutive stored dates can be missing (issue 14: a daily lottery
  // of 20 years has 7,000 gaps of no day; a twice-monthly one, 500 gaps of two weeks).
  const moves = movedDrawDays(def);
  const missing: string[] = [];
  // The stored draw off the schedule that already stands for a scheduled date.
  let standing: string | null = null;
  let previous = Date.parse(`${first}T00:00:00Z`);
  for (let k = 1; k < storedOldestFirst.length; k += 1) {
    const next = Date.parse(`${storedOldestFirst[k] as string}T00:00:00Z`);
    if (next - previous > DAY_MS) {
      const before = storedOldestFirst[k - 1] as string;
      const after = storedOldestFirst[k] as string;
      for (const date of scheduledDatesBetween(def, before, after)) {
        // The draws on either side of the gap, when held off the schedule, may be this date's, moved.
        if (standing !== before && before >= addDays(date, -moves.before) && !isScheduledDrawDate(def, before)) standing = before;
        else if (standing !== after && after <= addDays(date, moves.after) && !isScheduledDrawDate(def, after)) standing = after;
        else missing.push(date);
      }
    }
    previous = next;
  }
  return missing;
}

/**
 * The missing dates of the last GAP_DAYS before a lottery's newest stored draw: `storedOldestFirst`
 * must hold every stored date from the last one before that window on; earlier ones are skipped.
 */
export function recentGaps(def: LotteryDef, storedOldestFirst: readonly string[]): string[] {
  const newest = storedOldestFirst.at(-1);
  if (newest === undefined) return [];
  const since = addDays(newest, -GAP_DAYS);
  // The last stored date before the window, where a gap reaching into it starts.
  let from = storedOldestFirst.length - 1;
  while (from > 0 && (storedOldestFirst[from] as string) >= since) from -= 1;
  return missingDates(def, storedOldestFirst.slice(from)).filter((date) => date >= since);
}

/**
 * The stored draws of the last GAP_DAYS before a lottery's newest one that are not complete (C4.4),
 * oldest first: a draw stored partial (a brand API shows the 2-bottom first) whose source had moved
 * on to the next draw by the run that would have completed it, its other source down then. Asked
 * again like a gap, after the lottery's newer draws (due.ts), never given up within the window.
 * `draws` oldest first, every stored draw from the window's start on (earlier ones are skipped).
 */
export function recentIncomplete(def: LotteryDef, draws: readonly StoredDraw[]): string[] {
  const newest = draws.at(-1);
  if (newest === undefined) return [];
  const since = addDays(newest.date, -GAP_DAYS);
  const dates: string[] = [];
  for (let k = draws.length - 2; k >= 0; k -= 1) {
    const draw = draws[k] as StoredDraw;
    if (draw.date < since) break;
    if (!drawStatus(def, draw).complete) dates.push(draw.date);
  }
  return dates.reverse();
}

function strictlyAscending(dates: readonly string[]): boolean {
  for (let k = 1; k < dates.length; k += 1) if ((dates[k - 1] as string) >= (dates[k] as string)) return false;
  return true;
}

/** missingDates for dates in any order, repeated or not: the answer for the same dates, sorted. */
function missingDatesOfSet(def: LotteryDef, stored: readonly string[]): string[] {
  return missingDates(def, [...new Set(stored)].sort());
}
