import { addDays, isScheduledDrawDate, scheduledDatesBetween, scheduledResultAt, thaiDate } from '../draws/thai-time.ts';
import type { LotteryDef, LotteryId } from '../registry/index.ts';
import { earlyDrawDay, movedDrawDays } from '../draws/moved-draws.ts';
import { GAP_DAYS } from '../draws/missing-dates.ts';

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
  /** Dates after `date` that a source answered as "no draw" (data/no-draw.json): never asked again. */
  readonly noDraw?: readonly string[];
  /**
   * Scheduled dates of the GAP_DAYS before `date` with no stored draw (draws/missing-dates.ts), less
   * those data/no-draw.json records: missed while a newer draw was stored, asked again.
   */
  readonly gaps?: readonly string[];
  /**
   * Stored draws of the GAP_DAYS before `date` that are not complete (missing-dates.ts
   * recentIncomplete), oldest first: left partial when their source moved on to the next draw,
   * asked again after the gaps.
   */
  readonly incomplete?: readonly string[];
}

/**
 * How long after a draw's result time it is asked on every run (every 15 minutes on Netlify). GLO's
 * broadcast runs 14:30-16:00 and the full table follows (DOMAIN 1.5); six hours covers that with
 * room. Afterwards the draw is *overdue* and asked with back-off (RETRY_BACKOFF), never given up.
 */
export const DUE_WINDOW_HOURS = 6;

/**
 * Back-off of an overdue draw, by its age (hours since the result time of the latest date asked):
 * from `fromHours` on, it is asked once every `everyHours`. The windows are aligned to the Thai
 * clock (the first RUN_CADENCE_MINUTES after each multiple of `everyHours` since Thai midnight), so
 * that one run, and one build, serves every overdue draw of every lottery at once, and `due` stays
 * a pure function of the clock: no record of past attempts is needed. The last step lasts forever:
 * a missed draw stays asked once a day until a source has it or says there was no draw.
 */
export const RETRY_BACKOFF = [
  { fromHours: DUE_WINDOW_HOURS, everyHours: 1 },
  { fromHours: 24, everyHours: 3 },
  { fromHours: 72, everyHours: 12 },
  { fromHours: 14 * 24, everyHours: 24 },
] as const;

/** The scheduled function's cadence (every 15 minutes, functions/scheduled-update.ts): the width of a retry window. */
export const RUN_CADENCE_MINUTES = 15;

/**
 * How long a retry window stays open for `update` (the repository job's run, a Netlify build's, a
 * run by hand) and for `due`, which says what `update` would ask: the cadence and as much again.
 * The repository job is scheduled at :07, :22, :37 and :52 and GitHub starts scheduled jobs late
 * under load; with windows of the cadence alone only the :07 run fell in an hourly window, and a
 * start past :15 missed it, leaving the draw to Netlify builds whose data/ the next build drops.
 * The scheduled function opens windows with RUN_CADENCE_MINUTES alone: one build per window.
 */
export const UPDATE_WINDOW_MINUTES = 2 * RUN_CADENCE_MINUTES;

/**
 * Politeness: `update` sends one request per lottery and source per run, asking for at most this
 * many draws, the first in dueDraws' order: the newer draws oldest first, then the gaps newest first
 * (a backlog of 90 daily draws is caught up in 18 runs).
 */
export const MAX_DRAWS_PER_REQUEST = 5;

/**
 * How far back `due` looks for scheduled draws after the newest stored one, and for gaps before it
 * (GAP_DAYS, the same year). A year bounds the work; an older gap is for `import` or
 * `update --lottery L --date D` (docs/ingest.md).
 */
export const MAX_BACKLOG_DAYS = GAP_DAYS;

/** Longest gap between two scheduled draws of any schedule in the registry (monthly 16th -> 1st). */
const LOOKBACK_DAYS = 35;

export interface DueDraw {
  readonly lottery: LotteryId;
  /** The draw awaited: the scheduled date when nothing is stored yet, the stored draw's date when it is partial. */
  readonly date: string;
  readonly state: 'missing' | 'incomplete';
  /** The dates to ask a source for, the most likely first (several only for a GLO draw that may have moved). */
  readonly ask: readonly string[];
  /** The result time (ISO, UTC) of the latest date asked: the draw's age counts from it. */
  readonly resultAt: string;
  /** When asking on every run ends (resultAt + DUE_WINDOW_HOURS); after it, RETRY_BACKOFF. */
  readonly until: string;
  /** Whether a run at this instant asks for the draw: inside the due window, or in a retry window. */
  readonly active: boolean;
  /** Overdue but asked now: a retry window is open (RETRY_BACKOFF), or a newer draw of the lottery is due (catch-up). */
  readonly retrying: boolean;
  /** When an inactive draw is next asked (the start of its next retry window, ISO UTC); null when active. */
  readonly next: string | null;
  /** Asked on a day the draw is only often held on, before its own date (earlyDrawDay): that day may have none. */
  readonly early?: true;
}

/**
 * Every draw of `lotteries` that is due or overdue at `now`, in registry order and, per lottery:
 * the newest stored one while it is partial, every scheduled draw after it (up to MAX_BACKLOG_DAYS
 * back) oldest first, then the gaps before it (GAP_DAYS), newest first, then the partial draws
 * before it (GAP_DAYS), newest first, so that a run's bounded asks (askedThisRun) serve the newer
 * draws first. Nothing stored at all: the newest scheduled draw.
 */
export function dueDraws(
  now: Date,
  lotteries: readonly LotteryDef[],
  latest: (id: LotteryId) => LatestState | null,
  /** How long each retry window stays open: RUN_CADENCE_MINUTES (the scheduled function) or UPDATE_WINDOW_MINUTES. */
  windowMinutes: number = RUN_CADENCE_MINUTES,
): DueDraw[] {
  return lotteries.flatMap((def) => dueFor({ def, now, windowMinutes }, latest(def.id)));
}

/** What every draw of one lottery is judged by: its definition, the instant and the width of a retry window. */
interface DueContext {
  readonly def: LotteryDef;
  readonly now: Date;
  readonly windowMinutes: number;
}

function dueFor(at: DueContext, latest: LatestState | null): DueDraw[] {
  const { def, now } = at;
  const newest = lastScheduledDraw(def, now);
  if (newest === null) return [];
  const moves = movedDrawDays(def);
  const out: DueDraw[] = [];
  if (latest === null) return [missing(at, newest, moves)];
  if (!latest.complete && resultTime(def, latest.date) <= now.getTime()) {
    out.push(make(at, latest.date, 'incomplete', [latest.date], latest.date));
  }
  const skip = new Set(latest.noDraw ?? []);
  for (const date of scheduledBetween(def, latest.date, newest)) {
    // A stored draw within the moved-draw window of a scheduled date is that date's draw (DOMAIN 1.6).
    if (latest.date >= addDays(date, -moves.before) || skip.has(date)) continue;
    out.push(missing(at, date, moves));
  }
  // Missed while a newer draw was stored (a source that gives only its latest draw answered, the
  // others did not): asked by their own age, like any missing draw, newest first (the likeliest
  // still on a source's pages; a day that had no draw and that no source says so of then holds
  // back only older gaps), each once its result time has passed (`due --at` an earlier instant).
  const gaps = latest.gaps ?? [];
  for (let k = gaps.length - 1; k >= 0; k -= 1) {
    const date = gaps[k] as string;
    if (!skip.has(date) && resultTime(def, date) <= now.getTime()) out.push(missing(at, date, moves));
  }
  // Stored partial, then passed by a newer draw before a source completed it: asked by its own age
  // too, newest first, after the missing draws (a source's history table still shows it).
  const incomplete = latest.incomplete ?? [];
  for (let k = incomplete.length - 1; k >= 0; k -= 1) {
    const date = incomplete[k] as string;
    out.push(make(at, date, 'incomplete', [date], date));
  }
  const early = earlyCandidate(at, newest, latest);
  if (early) out.push(early);
  // Catch-up: while one of the lottery's draws is within its due window the source is live, so the
  // older ones are asked on every run too (still at most MAX_DRAWS_PER_REQUEST per run, in this order).
  const live = out.some((d) => Date.parse(d.until) > now.getTime());
  return live ? out.map((d) => (d.active ? d : { ...d, active: true, retrying: true, next: null })) : out;
}

/**
 * What a run asks for: the active draws, per lottery the first MAX_DRAWS_PER_REQUEST in dueDraws'
 * order (the newer draws oldest first, then the gaps newest first); the rest wait for the next run. `update` and the scheduled
 * function's build-hook body use the same bound.
 */
export function askedThisRun(due: readonly DueDraw[]): DueDraw[] {
  const taken = new Map<LotteryId, number>();
  return due.filter((d) => {
    if (!d.active) return false;
    const n = taken.get(d.lottery) ?? 0;
    taken.set(d.lottery, n + 1);
    return n < MAX_DRAWS_PER_REQUEST;
  });
}

/**
 * The next scheduled draw, asked on the day it is known to be often held early (earlyDrawDay: GLO's
 * New Year draw on 30 December), within that day's due window only: its own date's result time
 * then makes it due as any missing draw. Nothing when a draw on or after that day is stored.
 */
function earlyCandidate(at: DueContext, newest: string, latest: LatestState): DueDraw | null {
  const { def, now } = at;
  const next = scheduledDatesBetween(def, newest, addDays(newest, LOOKBACK_DAYS + 1))[0];
  if (next === undefined) return null;
  const early = earlyDrawDay(def, next);
  if (early === null || latest.date >= early) return null;
  const opens = resultTime(def, early);
  if (now.getTime() < opens || now.getTime() >= opens + DUE_WINDOW_HOURS * HOUR_MS) return null;
  return { ...make(at, next, 'missing', [early], early), early: true };
}

/** A missing scheduled draw, asking its moved-draw days (GLO) once each one's result time has passed. */
function missing(at: DueContext, scheduled: string, moves: { before: number; after: number }): DueDraw {
  const { def, now } = at;
  const today = thaiDate(now);
  const later: string[] = [];
  for (let k = 1; k <= moves.after; k += 1) {
    const date = addDays(scheduled, k);
    if (date > today || resultTime(def, date) > now.getTime()) break;
    later.push(date);
  }
  const earlier = Array.from({ length: moves.before }, (_, k) => addDays(scheduled, -(k + 1)));
  return make(at, scheduled, 'missing', [scheduled, ...later, ...earlier], later.at(-1) ?? scheduled);
}

/** The scheduled dates after `after` up to and including `newest`, oldest first (at most MAX_BACKLOG_DAYS back). */
function scheduledBetween(def: LotteryDef, after: string, newest: string): string[] {
  const floor = addDays(newest, -MAX_BACKLOG_DAYS);
  const dates: string[] = [];
  for (let date = addDays(after > floor ? after : floor, 1); date <= newest; date = addDays(date, 1)) {
    if (isScheduledDrawDate(def, date)) dates.push(date);
  }
  return dates;
}

function make(at: DueContext, date: string, state: DueDraw['state'], ask: string[], anchor: string): DueDraw {
  const { def, now } = at;
  const resultAt = resultTime(def, anchor);
  const until = resultAt + DUE_WINDOW_HOURS * HOUR_MS;
  const retry = retryWindow(now.getTime(), now.getTime() - resultAt, at.windowMinutes);
  const within = now.getTime() < until;
  const active = within || retry.open;
  return {
    lottery: def.id,
    date,
    state,
    ask,
    resultAt: new Date(resultAt).toISOString(),
    until: new Date(until).toISOString(),
    active,
    retrying: active && !within,
    next: active ? null : new Date(Math.max(retry.next, until)).toISOString(),
  };
}

const HOUR_MS = 3_600_000;
const THAI_OFFSET_MS = 7 * HOUR_MS;

/** The back-off period of a draw of this age (RETRY_BACKOFF), in milliseconds. */
function retryPeriod(ageMs: number): number {
  let every: number = RETRY_BACKOFF[0].everyHours;
  for (const step of RETRY_BACKOFF) if (ageMs >= step.fromHours * HOUR_MS) every = step.everyHours;
  return every * HOUR_MS;
}

/**
 * Whether `nowMs` is in a retry window (open `windowMinutes`) for a draw of this age, and when the
 * next window opens: the next instant that starts a window of the back-off step in force then,
 * which is a later step's when the draw ages past one before the current step's next window.
 */
export function retryWindow(nowMs: number, ageMs: number, windowMinutes: number = RUN_CADENCE_MINUTES): { open: boolean; next: number } {
  const period = retryPeriod(ageMs);
  const thaiMs = nowMs + THAI_OFFSET_MS;
  const slotStart = Math.floor(thaiMs / period) * period;
  let next = slotStart + period;
  for (;;) {
    const then = retryPeriod(ageMs + (next - thaiMs));
    if (next % then === 0) break;
    next = Math.ceil(next / then) * then;
  }
  return {
    open: ageMs >= DUE_WINDOW_HOURS * HOUR_MS && thaiMs - slotStart < windowMinutes * 60_000,
    next: next - THAI_OFFSET_MS,
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

/**
 * "thai-government 2026-07-01 missing (result time 14:30 Thai time; asking 2026-07-01, 2026-06-30, ...; due until ...)".
 * `asked`: whether this run asks for it (askedThisRun); an active draw beyond its lottery's
 * MAX_DRAWS_PER_REQUEST waits for a later run.
 */
export function describeDue(due: DueDraw, def: LotteryDef, asked = true): string {
  const ask = due.ask.length > 1 ? `; asking ${due.ask.join(', ')}` : '';
  const waits = `waits for a later run (a run asks ${MAX_DRAWS_PER_REQUEST} draws of a lottery, in this order)`;
  const when = due.retrying
    ? `overdue since ${due.until}, ${asked ? 'asked again now' : waits}`
    : due.active
      ? `due until ${due.until}${asked ? '' : `, ${waits}`}`
      : `overdue since ${due.until}, next try ${due.next ?? ''}`;
  return `${due.lottery} ${due.date} ${due.state} (result time ${def.resultTime} Thai time${ask}; ${when})`;
}
