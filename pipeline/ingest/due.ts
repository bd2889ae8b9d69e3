import { addDays, isScheduledDrawDate, scheduledResultAt, thaiDate } from '../draws/thai-time.ts';
import type { LotteryDef, LotteryId } from '../registry/index.ts';

/**
 * Which draws the ingest should ask for now (issue 5 "The schedule"). Pure: the clock, the
 * registry and the newest draw of each lottery come in as arguments, so `npm run pipeline -- due`
 * (reading data/) and the scheduled function (reading the published latest-draw files) run the
 * same code on the same facts.
 */

/** What `due` needs of a lottery's newest stored or published draw. */
export interface LatestState {
  readonly date: string;
  /** C4.4: every prize of the draw's era present with its full count. */
  readonly complete: boolean;
}

/**
 * How long after a draw's result time it stays due. GLO's broadcast runs 14:30-16:00 and the full
 * table follows (DOMAIN 1.5); six hours covers that with room, and bounds the builds a source that
 * never answers can cause. Afterwards the draw is reported as overdue and left to an operator
 * (`update --lottery L --date D`, `add-draw`) or to the next day's window.
 */
export const DUE_WINDOW_HOURS = 6;

/**
 * DOMAIN 1.6: GLO moves draws for holidays: seen 30 Dec and 31 Jul before the 1st, the 2nd, 17th
 * and 2 Jan after it, and clients also probe 29 Dec and 4-5 May. While the draw of a scheduled date
 * is missing, the dates from 3 days before to 4 days after it are asked too, each only once its own
 * result time has passed. Only lotteries of the GLO family move so (the registry has no field for
 * it yet; see docs/ingest.md).
 */
export const GLO_MOVED_DRAW_DAYS = { before: 3, after: 4 } as const;

/** Longest gap between two scheduled draws of any schedule in the registry (monthly 16th -> 1st). */
const LOOKBACK_DAYS = 35;

export interface DueDraw {
  readonly lottery: LotteryId;
  /** The draw awaited: the scheduled date when nothing is stored yet, the stored draw's date when it is partial. */
  readonly date: string;
  readonly state: 'missing' | 'incomplete';
  /** The dates to ask a source for, the most likely first (several only for a GLO draw that may have moved). */
  readonly ask: readonly string[];
  /** The result time (ISO, UTC) of the latest date asked: it made the draw due. */
  readonly resultAt: string;
  /** When the draw stops being due (resultAt + DUE_WINDOW_HOURS). */
  readonly until: string;
  /** False once `until` has passed: overdue, listed for an operator, not fetched by itself. */
  readonly active: boolean;
}

/** Every lottery of `lotteries` whose draw is due or overdue at `now`, in registry order. */
export function dueDraws(now: Date, lotteries: readonly LotteryDef[], latest: (id: LotteryId) => LatestState | null): DueDraw[] {
  return lotteries.flatMap((def) => {
    const due = dueFor(def, now, latest(def.id));
    return due ? [due] : [];
  });
}

function dueFor(def: LotteryDef, now: Date, latest: LatestState | null): DueDraw | null {
  const scheduled = lastScheduledDraw(def, now);
  if (scheduled === null) return null;
  const moves = def.family === 'glo' ? GLO_MOVED_DRAW_DAYS : { before: 0, after: 0 };
  const windowStart = addDays(scheduled, -moves.before);
  if (latest !== null && latest.date >= windowStart) {
    // The draw of this period is stored (perhaps on a moved date): due only while it is partial.
    if (latest.complete || resultTime(def, latest.date) > now.getTime()) return null;
    return make(def, now, latest.date, 'incomplete', [latest.date], latest.date);
  }
  const today = thaiDate(now);
  const later: string[] = [];
  for (let k = 1; k <= moves.after; k += 1) {
    const date = addDays(scheduled, k);
    if (date > today || resultTime(def, date) > now.getTime()) break;
    later.push(date);
  }
  const earlier = Array.from({ length: moves.before }, (_, k) => addDays(scheduled, -(k + 1)));
  return make(def, now, scheduled, 'missing', [scheduled, ...later, ...earlier], later.at(-1) ?? scheduled);
}

function make(def: LotteryDef, now: Date, date: string, state: DueDraw['state'], ask: string[], anchor: string): DueDraw {
  const resultAt = resultTime(def, anchor);
  const until = resultAt + DUE_WINDOW_HOURS * 3_600_000;
  return {
    lottery: def.id,
    date,
    state,
    ask,
    resultAt: new Date(resultAt).toISOString(),
    until: new Date(until).toISOString(),
    active: now.getTime() < until,
  };
}

/** The latest date of the lottery's schedule whose result time (Thai time) is at or before `now`. */
export function lastScheduledDraw(def: LotteryDef, now: Date): string | null {
  const today = thaiDate(now);
  for (let i = 0; i <= LOOKBACK_DAYS; i += 1) {
    const date = addDays(today, -i);
    if (isScheduledDrawDate(def, date) && resultTime(def, date) <= now.getTime()) return date;
  }
  return null;
}

function resultTime(def: LotteryDef, date: string): number {
  return Date.parse(scheduledResultAt(def, date));
}

/** "thai-government 2026-07-01 missing (result 14:30 Thai; asking 2026-07-01, 2026-06-30, ...)" */
export function describeDue(due: DueDraw, def: LotteryDef): string {
  const ask = due.ask.length > 1 ? `; asking ${due.ask.join(', ')}` : '';
  const until = due.active ? `due until ${due.until}` : `overdue since ${due.until}, not fetched by itself`;
  return `${due.lottery} ${due.date} ${due.state} (result time ${def.resultTime} Thai time${ask}; ${until})`;
}
