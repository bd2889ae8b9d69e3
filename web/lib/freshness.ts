/**
 * How far behind a lottery's data is, computed where the clock is: in the browser at view time
 * (issue 11 item 6). The pages carry the `resultAt` of the scheduled draws after the newest stored
 * one (C9.1 `nextDraws`), never a build time; this counts those already past.
 */

/** Marks an element that shows a lottery's freshness; its attributes below feed the script. */
export const FRESHNESS_ATTRIBUTE = 'data-freshness';
/** Space-separated ISO instants: `nextDraws[].resultAt`, oldest first. */
export const RESULT_AT_ATTRIBUTE = 'data-result-at';
/** The templates with `{count}` the script fills, and the text when nothing is missing. */
export const MISSING_TEXT_ATTRIBUTE = 'data-missing-text';
export const MISSING_MANY_TEXT_ATTRIBUTE = 'data-missing-many-text';
export const CURRENT_TEXT_ATTRIBUTE = 'data-current-text';
/** The child element the script writes into. */
export const MISSING_ATTRIBUTE = 'data-missing';

export interface Missing {
  /** Scheduled draws after the newest stored one whose result time has passed. */
  readonly count: number;
  /** Every listed draw is past, so the real count may be higher. */
  readonly atLeast: boolean;
}

/** `resultAt` values already past at `now` (ms since the epoch). */
export function missingDraws(resultAt: readonly string[], now: number): Missing {
  const count = resultAt.filter((at) => Date.parse(at) <= now).length;
  return { count, atLeast: count > 0 && count === resultAt.length };
}

/** The attribute's list of instants (empty when absent or blank). */
export function parseResultAt(value: string | null | undefined): string[] {
  return (value ?? '').split(' ').filter((v) => v !== '');
}
