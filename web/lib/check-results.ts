/**
 * What the checker says about an entry and a `/check-many` answer (issue 13), as text: pure, so that
 * it is tested without a browser. web/lib/checker-view.ts puts it on the page.
 */
import type { CheckManyBody, CheckManyResultJson } from './api-types.ts';
import type { CheckerTexts } from './page-contract.ts';
import { hasAmount } from './format.ts';
import { formatAmountWith } from './locale-formats.ts';
import type { EntryProblem } from './number-input.ts';
import { fillTemplate } from '../texts/fill.ts';

/** At most this many items are named in a sentence; more are shown as "…". */
export const LISTED_MAX = 10;

/** Items joined by the language's separator, the first `LISTED_MAX` of them. */
export function listItems(items: readonly string[], separator: string, max = LISTED_MAX): string {
  const shown = items.slice(0, max).join(separator);
  return items.length > max ? `${shown}${separator}…` : shown;
}

/** The page's sentence for an entry it will not send (web/lib/number-input.ts); `lengths` says what the lottery takes. */
export function problemText(problem: EntryProblem, texts: CheckerTexts, lengths: string, max: number): string {
  switch (problem.kind) {
    case 'empty':
      return texts.empty;
    case 'too-many':
      return fillTemplate(texts.tooMany, { max, count: problem.count });
    case 'not-numbers':
      return fillTemplate(texts.notNumbers, { items: listItems(problem.items, texts.listSeparator) });
    case 'wrong-length':
      return `${fillTemplate(texts.wrongLength, { numbers: listItems(problem.items, texts.listSeparator) })} ${lengths}`;
  }
}

/** Winners first; otherwise in the order entered (the answer's order). */
export function orderResults(results: readonly CheckManyResultJson[]): CheckManyResultJson[] {
  return [...results.filter((r) => r.isWinner), ...results.filter((r) => !r.isWinner)];
}

/** Whether any match is of a prize without a fixed amount (C4.2 "0.00"): paid at the seller's own rate. */
export function atSellerRate(result: CheckManyResultJson): boolean {
  return result.matches.some((m) => !hasAmount(m.amount));
}

/** Whether any match has a fixed amount. */
export function hasFixedAmount(result: CheckManyResultJson): boolean {
  return result.matches.some((m) => hasAmount(m.amount));
}

/** An amount with the language's grouping and its currency (every fixed amount is in baht). */
export function money(amount: string | number, texts: CheckerTexts): string {
  return fillTemplate(texts.money, { amount: formatAmountWith(amount, texts.formats) });
}

/**
 * What a number's amount cell says: its fixed total with the currency, the seller's rate for a
 * match without a fixed amount (both, joined by "+", were a draw ever to mix them), or nothing
 * for a number that does not win.
 */
export function amountText(result: CheckManyResultJson, texts: CheckerTexts): string {
  const parts: string[] = [];
  if (hasFixedAmount(result)) parts.push(money(result.totalAmount, texts));
  if (atSellerRate(result)) parts.push(texts.sellerRate);
  return parts.join(' + ');
}

/**
 * The headline of an answer: the one number's verdict (a template whose `{number}` the view fills
 * with the number set as a number), or how many of the numbers win.
 */
export function headline(
  body: CheckManyBody,
  texts: CheckerTexts,
): { readonly text: string; readonly number: string | null; readonly win: boolean } {
  const { results, complete } = body.data;
  const winners = results.filter((r) => r.isWinner).length;
  const only = results.length === 1 ? results[0] : undefined;
  if (only) {
    const template = only.isWinner ? texts.winner : complete ? texts.loser : texts.loserPending;
    return { text: template, number: only.number, win: only.isWinner };
  }
  if (winners > 0) return { text: fillTemplate(texts.summaryWin, { winners, count: results.length }), number: null, win: true };
  return {
    text: fillTemplate(complete ? texts.summaryNone : texts.summaryNonePending, { count: results.length }),
    number: null,
    win: false,
  };
}

/** The total line, shown when some match has a fixed amount; null otherwise (no "0.00" for amounts that do not exist). */
export function totalText(body: CheckManyBody, texts: CheckerTexts): string | null {
  if (!body.data.results.some(hasFixedAmount)) return null;
  return money(body.data.totalAmount, texts);
}

/** Whether the answer needs the sentence saying that matches are paid at the seller's own rate. */
export function needsSellerRateNote(body: CheckManyBody): boolean {
  return body.data.results.some(atSellerRate);
}
