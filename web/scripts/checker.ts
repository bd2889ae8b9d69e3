import { type CheckBody, isAnswer, isErrorBody } from '../lib/api-types.ts';
import { el } from '../lib/dom.ts';
import { formatAmount, hasAmount } from '../lib/format.ts';
import { missingDraws, parseResultAt, RESULT_AT_ATTRIBUTE } from '../lib/freshness.ts';
import { CHECKER_IDS, type CheckerTexts, NEWEST_ATTRIBUTE } from '../lib/page-contract.ts';
import { fillTemplate } from '../texts/fill.ts';

/**
 * The checker page's form (issue 6): sends the entered number to `/check` and shows the answer,
 * matches, amounts, `notice` and the disclaimer, or the service's own localized error, always
 * keeping the number in the field. The page renders the form and every text; this only enhances.
 */
function start(): void {
  const form = document.getElementById(CHECKER_IDS.form);
  const island = document.getElementById(CHECKER_IDS.texts);
  const output = document.getElementById(CHECKER_IDS.result);
  const select = document.getElementById(CHECKER_IDS.lottery);
  const input = document.getElementById(CHECKER_IDS.number);
  const hint = document.getElementById(CHECKER_IDS.hint);
  if (!(form instanceof HTMLFormElement) || !island || !output) return;
  if (!(select instanceof HTMLSelectElement) || !(input instanceof HTMLInputElement)) return;
  const texts = JSON.parse(island.textContent ?? '{}') as CheckerTexts;
  const lang = document.documentElement.lang;
  const api = form.dataset['checkApi'] ?? '/check';
  let sequence = 0;

  const showHint = (): void => {
    const text = select.selectedOptions[0]?.dataset['hint'];
    if (hint && text) hint.textContent = text;
  };

  const showError = (message: string): void => {
    output.replaceChildren(el('p', { class: 'error' }, message));
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  };

  const check = async (): Promise<void> => {
    const lottery = select.value;
    const number = input.value;
    const url = new URL(api, window.location.href);
    url.search = new URLSearchParams({ lottery, number, lang }).toString();
    sequence += 1;
    const mine = sequence;
    output.setAttribute('aria-busy', 'true');
    output.replaceChildren(el('p', { class: 'small' }, texts.checking));
    let body: unknown = null;
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      body = await response.json();
    } catch {
      body = null;
    }
    if (mine !== sequence) return; // a newer check is under way
    output.removeAttribute('aria-busy');
    // The address keeps the check, so a reload or a shared link shows it again.
    window.history.replaceState(null, '', `?${new URLSearchParams({ lottery, number }).toString()}`);
    if (isErrorBody(body)) showError(body.error);
    else if (isAnswer(body) && body.success) {
      input.removeAttribute('aria-invalid');
      const option = [...select.options].find((o) => o.value === lottery);
      output.replaceChildren(...renderCheck(body as CheckBody, texts, lang, option ?? null));
    } else showError(texts.network);
  };

  const query = new URLSearchParams(window.location.search);
  const wanted = query.get('lottery');
  if (wanted && [...select.options].some((o) => o.value === wanted)) select.value = wanted;
  const number = query.get('number');
  if (number !== null) input.value = number;
  showHint();
  select.addEventListener('change', showHint);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void check();
  });
  if (number !== null) void check();
}

/** The answer of `/check` as page content (SPEC "Check result"). */
function renderCheck(body: CheckBody, texts: CheckerTexts, lang: string, option: HTMLOptionElement | null): Node[] {
  const { data } = body;
  const number = el('span', { class: 'num' }, data.number);
  const headline = data.isWinner ? texts.winner : data.complete ? texts.loser : texts.loserPending;
  const nodes: Node[] = [
    el('p', { class: data.isWinner ? 'win' : 'lose' }, ...withNode(headline, 'number', number)),
    el('p', { class: 'date' }, fillTemplate(texts.draw, { date: data.displayName })),
  ];
  const stale = staleWarning(data.drawDate, data.displayName, texts, option);
  if (stale) nodes.push(stale);
  if (data.matches.length > 0) {
    const rows = data.matches.map((m) =>
      el(
        'tr',
        {},
        el('td', {}, m.prize),
        el('td', { class: 'num' }, m.winningNumber),
        el('td', { class: 'amount num' }, hasAmount(m.amount) ? formatAmount(m.amount, lang) : texts.noAmount),
      ),
    );
    nodes.push(
      el(
        'table',
        {},
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col' }, texts.colPrize),
            el('th', { scope: 'col' }, texts.colWinning),
            el('th', { scope: 'col', class: 'amount' }, texts.colAmount),
          ),
        ),
        el('tbody', {}, ...rows),
      ),
      el('p', { class: 'total' }, ...withNode(texts.total, 'amount', el('strong', { class: 'num' }, formatAmount(data.totalAmount, lang)))),
    );
  }
  if (data.notice !== null) nodes.push(el('p', { class: 'notice' }, data.notice));
  nodes.push(el('p', { class: 'small disclaimer' }, body.disclaimer));
  return nodes;
}

/**
 * Issue 11 item 6: a warning when the draw checked is not the most recent scheduled one, that is
 * when scheduled draws after the newest stored draw have passed their result time by the viewer's
 * clock (the page carries their times, C9.1 `nextDraws`). Null when it is the most recent.
 */
function staleWarning(drawDate: string, displayName: string, texts: CheckerTexts, option: HTMLOptionElement | null): Node | null {
  const newest = option?.getAttribute(NEWEST_ATTRIBUTE);
  if (!option || !newest || drawDate > newest) return null; // a draw newer than the page knows: nothing to say
  const missing = missingDraws(parseResultAt(option.getAttribute(RESULT_AT_ATTRIBUTE)), Date.now());
  if (missing.count === 0) return null;
  const count = missing.atLeast ? `${missing.count}+` : String(missing.count);
  return el('p', { class: 'stale-warning', role: 'alert' }, fillTemplate(texts.stale, { date: displayName, count }));
}

/** A template's text with one `{name}` replaced by a node (the rest stays text). */
function withNode(template: string, name: string, node: Node): Array<Node | string> {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, node, after];
}

start();
