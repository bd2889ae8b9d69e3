/**
 * What the pre-rendered pages and their scripts agree on: element ids, data attributes and the
 * texts the page hands its script. The page renderer (web/render) writes them; the
 * scripts under web/scripts read them.
 */

/** The checker's texts, filled in the page's language; `{name}` placeholders are filled by the script. */
export interface CheckerTexts {
  /** While `/check` answers. */
  readonly checking: string;
  /** `{number}` wins. */
  readonly winner: string;
  /** `{number}` does not win (complete draw). */
  readonly loser: string;
  /** `{number}` matches nothing announced so far (incomplete draw). */
  readonly loserPending: string;
  /** `{date}`: the draw's localized date. */
  readonly draw: string;
  readonly colPrize: string;
  readonly colWinning: string;
  readonly colAmount: string;
  /** `{amount}`: the total. */
  readonly total: string;
  /** C4.2: shown instead of "0.00". */
  readonly noAmount: string;
  /** The service could not be reached or did not answer JSON. */
  readonly network: string;
  /** `{date}` checked is not the most recent scheduled draw; `{count}` later ones are missing (issue 11 item 6). */
  readonly stale: string;
}

export const CHECKER_IDS = {
  form: 'checker',
  lottery: 'checker-lottery',
  number: 'checker-number',
  hint: 'checker-hint',
  result: 'checker-result',
  texts: 'checker-texts',
} as const;

/** The form's attribute naming the `/check` address the script calls. */
export const CHECK_API_ATTRIBUTE = 'data-check-api';
/** The option attribute with the date of that lottery's newest stored draw (C9.1 `latestDraw.drawDate`). */
export const NEWEST_ATTRIBUTE = 'data-newest';
/** The option attribute with that lottery's accepted lengths, shown under the field. */
export const HINT_ATTRIBUTE = 'data-hint';
/** Marks a bar of a chart; its `<title>` is its tooltip. */
export const BAR_ATTRIBUTE = 'data-bar';
