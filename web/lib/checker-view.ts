/**
 * The checker's answer as page content (issue 13): one row per number, winners first, the total,
 * what a match without a fixed amount means, the notice of an incomplete draw and the disclaimer.
 * Text only (web/lib/dom.ts): nothing the service answers is parsed as markup.
 */
import type { CheckManyBody, CheckManyResultJson, CheckMatchJson, DrawJson } from './api-types.ts';
import {
  amountText,
  atSellerRate,
  hasFixedAmount,
  headline,
  listItems,
  money,
  needsSellerRateNote,
  orderResults,
  totalText,
} from './check-results.ts';
import { el } from './dom.ts';
import { formatDate } from './locale-formats.ts';
import { hasAmount } from './format.ts';
import { CHECKER_IDS, type CheckerTexts, OTHER_DATE } from './page-contract.ts';
import { fillTemplate } from '../texts/fill.ts';

export interface AnswerContext {
  readonly texts: CheckerTexts;
  /** Numbers entered more than once (checked once). */
  readonly repeated: readonly string[];
  /** The warning that newer draws are due, when the draw checked is the newest stored one. */
  readonly stale: Node | null;
}

export function renderAnswer(body: CheckManyBody, context: AnswerContext): Node[] {
  const { texts } = context;
  const { data } = body;
  const head = headline(body, texts);
  const headText = head.number === null ? [head.text] : withNode(head.text, 'number', el('span', { class: 'num' }, head.number));
  const nodes: Node[] = [
    el('p', { class: head.win ? 'win' : 'lose' }, ...headText),
    el('p', { class: 'date' }, fillTemplate(texts.drawOf, { date: data.displayName })),
  ];
  if (context.stale) nodes.push(context.stale);
  if (context.repeated.length > 0) {
    nodes.push(el('p', { class: 'repeated' }, fillTemplate(texts.repeated, { numbers: listItems(context.repeated, texts.listSeparator) })));
  }
  const total = totalText(body, texts);
  nodes.push(
    el(
      'table',
      { class: 'check-results' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col' }, texts.colNumber),
          el('th', { scope: 'col' }, texts.colResult),
          el('th', { scope: 'col', class: 'amount' }, texts.colAmount),
        ),
      ),
      el('tbody', {}, ...orderResults(data.results).map((r) => resultRow(r, data.complete, context))),
    ),
  );
  if (total !== null) nodes.push(el('p', { class: 'total' }, ...withNode(texts.total, 'amount', el('strong', { class: 'num' }, total))));
  if (needsSellerRateNote(body)) nodes.push(el('p', { class: 'rate-note' }, texts.sellerRateNote));
  if (data.notice !== null) nodes.push(el('p', { class: 'notice' }, data.notice));
  nodes.push(el('p', { class: 'small disclaimer' }, body.disclaimer));
  return nodes;
}

function resultRow(result: CheckManyResultJson, complete: boolean, context: AnswerContext): HTMLTableRowElement {
  const { texts } = context;
  const verdict = result.isWinner
    ? el('ul', { class: 'matches' }, ...result.matches.map((m) => matchItem(m, hasFixedAmount(result) && result.matches.length > 1, texts)))
    : complete
      ? texts.noWin
      : texts.noWinYet;
  return el(
    'tr',
    result.isWinner ? { class: 'winner', 'data-number': result.number } : { 'data-number': result.number },
    el('td', { class: 'num' }, result.number),
    el('td', {}, verdict),
    el('td', { class: atSellerRate(result) ? 'amount rate' : 'amount num' }, amountText(result, texts)),
  );
}

/** "First prize 123456", with the prize's own amount when the number has several. */
function matchItem(match: CheckMatchJson, withAmount: boolean, texts: CheckerTexts): HTMLLIElement {
  const amount = withAmount ? (hasAmount(match.amount) ? money(match.amount, texts) : texts.sellerRate) : null;
  return el(
    'li',
    { 'data-prize': match.slug },
    `${match.prize} `,
    el('span', { class: 'num' }, match.winningNumber),
    amount === null ? null : ` · ${amount}`,
  );
}

/** A template's text with one `{name}` replaced by a node (the rest stays text). */
export function withNode(template: string, name: string, node: Node): Array<Node | string> {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, node, after];
}

/**
 * The draw list: the stored draws, newest first, with their dates in the page's language (from
 * `/results`), then the entry that opens the date field. `wanted` is selected when listed.
 */
export function fillDraws(select: HTMLSelectElement, draws: readonly DrawJson[], texts: CheckerTexts, wanted: string | null): void {
  const options = draws.map((d) => el('option', { value: d.drawDate }, d.displayName));
  if (options.length === 0) options.push(el('option', { value: '' }, texts.drawLatest));
  select.replaceChildren(...options, el('option', { value: OTHER_DATE }, texts.drawOther));
  if (wanted !== null && draws.some((d) => d.drawDate === wanted)) select.value = wanted;
}

/** Shows or hides the date field as the draw list asks. */
export function showDateField(select: HTMLSelectElement): void {
  const field = document.getElementById(CHECKER_IDS.dateField);
  if (field) field.hidden = select.value !== OTHER_DATE;
}

/**
 * A date without a stored draw: the page's sentence, then the nearest stored draws as buttons
 * that check against them. `nearest` are the dates the service's 404 names (C9.4).
 */
export function renderNoDraw(
  message: string,
  nearest: readonly string[],
  context: { texts: CheckerTexts },
  pick: (date: string) => void,
): Node[] {
  const nodes: Node[] = [el('p', { class: 'error', id: CHECKER_IDS.error }, message)];
  if (nearest.length === 0) return nodes;
  const [before = '', after = ''] = context.texts.dateNearest.split('{dates}');
  const buttons = nearest.flatMap((date, i) => {
    const button = el('button', { type: 'button', class: 'link', 'data-date': date }, formatDate(date, context.texts.formats));
    button.addEventListener('click', () => pick(date));
    return i === 0 ? [button] : [context.texts.listSeparator, button];
  });
  nodes.push(el('p', { class: 'nearest' }, before, ...buttons, after));
  return nodes;
}
