/**
 * The checker page's address and the `/check-many` request it makes (issue 13 item 1, C9.4). Pure:
 * the script gives it the page's query, the clock and the chosen values.
 *
 * A check is kept in the page's address as `?lottery=…&date=…&numbers=a,b,c`, so a reload or a
 * shared link reopens the same check against the same draw. `?number=` (one number, the address
 * the checker wrote before issue 13) still opens.
 */

import { isCalendarDate } from '../../pipeline/registry/calendar-date.ts';

export interface CheckerQuery {
  readonly lottery: string | null;
  readonly date: string | null;
  /** The entry as it came, to be read by parseNumbers (commas separate numbers there). */
  readonly numbers: string | null;
}

export function readQuery(search: string): CheckerQuery {
  const query = new URLSearchParams(search);
  return { lottery: query.get('lottery'), date: query.get('date'), numbers: query.get('numbers') ?? query.get('number') };
}

/**
 * The page's query for a check that was answered: the draw's own date, so the link keeps that draw.
 * The numbers are ASCII digits and the date YYYY-MM-DD, so the commas are written as they are (a
 * link people can read).
 */
export function writeQuery(lottery: string, date: string, numbers: readonly string[]): string {
  return `?lottery=${encodeURIComponent(lottery)}&date=${encodeURIComponent(date)}&numbers=${numbers.map(encodeURIComponent).join(',')}`;
}

/** The `/check-many` request: the numbers comma-separated (C9.4); without `date`, the latest draw. */
export function checkManyUrl(
  api: string,
  base: string,
  params: { lottery: string; numbers: readonly string[]; date: string | null; lang: string },
): URL {
  const url = new URL(api, base);
  const query = new URLSearchParams({ lottery: params.lottery, numbers: params.numbers.join(',') });
  if (params.date !== null) query.set('date', params.date);
  query.set('lang', params.lang);
  url.search = query.toString();
  return url;
}

/** The `/results` request for the draws the page lists (the newest 20, C2.5's largest `limit`). */
export function drawListUrl(api: string, base: string, lottery: string, lang: string): URL {
  const url = new URL(api, base);
  url.search = new URLSearchParams({ lottery, limit: String(DRAW_LIST_LIMIT), lang }).toString();
  return url;
}

export const DRAW_LIST_LIMIT = 20;

/** Whether a text is a real calendar date written YYYY-MM-DD: the service's own test (years 1 to 99 included). */
export const isDate = isCalendarDate;

/** Draw dates are Thai dates (C4.6, DOMAIN): today's in Asia/Bangkok at `now`. */
export function thaiToday(now: number): string {
  // Thailand keeps UTC+7 all year.
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** What is wrong with a chosen draw date, or null: not a date, or a day not reached yet in Thailand. */
export function dateProblem(date: string, now: number): 'invalid' | 'future' | null {
  if (!isDate(date)) return 'invalid';
  return date > thaiToday(now) ? 'future' : null;
}

/**
 * The dates a 404 of `/check-many` for `date` names besides `date` itself: the nearest stored
 * draws (C9.4 names them in its sentence, as YYYY-MM-DD, the only dates it holds).
 */
export function nearestDates(error: string, date: string): string[] {
  return [...new Set(error.match(/\d{4}-\d{2}-\d{2}/g) ?? [])].filter((d) => d !== date && isDate(d));
}
