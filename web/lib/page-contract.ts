import type { LocaleFormats } from './locale-formats.ts';

/**
 * What the pre-rendered pages and their scripts agree on: element ids, data attributes and the
 * texts the page hands its script. The page renderer (web/render) writes them; the
 * scripts under web/scripts read them.
 */

/**
 * The checker's texts (issue 6, issue 13), filled in the page's language; `{name}` placeholders
 * are filled by the script. Keys are those of web/texts/checker-*.ts without the `checker.` prefix,
 * in camel case.
 */
export interface CheckerTexts {
  readonly checking: string;
  /** One number: `{number}` wins, does not win (complete draw), matches nothing announced so far. */
  readonly winner: string;
  readonly loser: string;
  readonly loserPending: string;
  /** Several numbers: `{winners}` of `{count}` win; none of `{count}` wins (complete, incomplete). */
  readonly summaryWin: string;
  readonly summaryNone: string;
  readonly summaryNonePending: string;
  /** `{date}`: the draw's localized date. */
  readonly drawOf: string;
  readonly colNumber: string;
  readonly colResult: string;
  readonly colAmount: string;
  readonly noWin: string;
  readonly noWinYet: string;
  /** `{amount}` with the currency. */
  readonly money: string;
  /** C4.2: a match without a fixed amount, and the sentence under the table. */
  readonly sellerRate: string;
  readonly sellerRateNote: string;
  /** `{amount}`: the total. */
  readonly total: string;
  /** `{numbers}` entered more than once. */
  readonly repeated: string;
  /** Bad input, in the page's words: nothing, more than `{max}` (`{count}`), not numbers (`{items}`), wrong lengths (`{numbers}`). */
  readonly empty: string;
  readonly tooMany: string;
  readonly notNumbers: string;
  readonly wrongLength: string;
  /** The chosen date: not a date, `{date}` still to come, no stored draw of `{lottery}` on `{date}`, the nearest `{dates}`. */
  readonly dateInvalid: string;
  readonly dateFuture: string;
  readonly dateUnknown: string;
  readonly dateNearest: string;
  /** `{lottery}`: the address's lottery, which names none; nothing is checked. */
  readonly lotteryUnknown: string;
  /** The service refused an entry the page found nothing wrong with. */
  readonly invalid: string;
  /** The service could not be reached or did not answer JSON. */
  readonly network: string;
  /** `{date}` checked is not the most recent scheduled draw; `{count}` later ones are missing (issue 11 item 6). */
  readonly stale: string;
  /** The draw list: before it has loaded, and its last entry that opens the date field. */
  readonly drawLatest: string;
  readonly drawOther: string;
  /** Between the items of a list ("12, 34"). */
  readonly listSeparator: string;
  /** The page language's date and amount formats, as the build writes them (the browser's Intl may lack the language). */
  readonly formats: LocaleFormats;
}

export const CHECKER_IDS = {
  form: 'checker',
  lottery: 'checker-lottery',
  draw: 'checker-draw',
  dateField: 'checker-date-field',
  date: 'checker-date',
  numbers: 'checker-numbers',
  hint: 'checker-hint',
  rule: 'checker-rule',
  result: 'checker-result',
  /** The sentence of an entry that cannot be checked (made by the script), which the field at fault points at. */
  error: 'checker-error',
  texts: 'checker-texts',
} as const;

/** The draw list's value that opens the date field. */
export const OTHER_DATE = 'other';
/** The form's attributes naming the `/check-many` and `/results` addresses the script calls. */
export const CHECK_MANY_API_ATTRIBUTE = 'data-check-many-api';
export const RESULTS_API_ATTRIBUTE = 'data-results-api';
/** The option attribute with the date of that lottery's newest stored draw (C9.1 `latestDraw.drawDate`). */
export const NEWEST_ATTRIBUTE = 'data-newest';
/** The option attributes with that lottery's accepted lengths (C5.1): space-separated, and as a sentence shown under the field. */
export const LENGTHS_ATTRIBUTE = 'data-lengths';
export const HINT_ATTRIBUTE = 'data-hint';
/** Marks a bar of a chart; its `<title>` is its tooltip. */
export const BAR_ATTRIBUTE = 'data-bar';
