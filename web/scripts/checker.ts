import { type CheckManyBody, type ResultsBody, isAnswer, isErrorBody } from '../lib/api-types.ts';
import { problemText } from '../lib/check-results.ts';
import { checkManyUrl, dateProblem, drawListUrl, nearestDates, readQuery, thaiToday, writeQuery } from '../lib/checker-query.ts';
import { fillDraws, renderAnswer, renderNoDraw, showDateField } from '../lib/checker-view.ts';
import { el } from '../lib/dom.ts';
import { formatDate } from '../lib/locale-formats.ts';
import { missingDraws, parseResultAt, RESULT_AT_ATTRIBUTE } from '../lib/freshness.ts';
import { MAX_NUMBERS, entryProblem, parseNumbers } from '../lib/number-input.ts';
import { CHECKER_IDS, type CheckerTexts, LENGTHS_ATTRIBUTE, NEWEST_ATTRIBUTE, OTHER_DATE } from '../lib/page-contract.ts';
import { fillTemplate } from '../texts/fill.ts';

/**
 * The checker page's form (issue 6, issue 13): reads the numbers forgivingly, checks them against
 * the chosen draw with `/check-many`, and shows one row per number, or a sentence in the page's
 * own words for an entry it cannot check. The entry stays in the field; the address keeps the
 * check. The page renders the form and every text; this only enhances.
 */
function start(): void {
  const byId = (id: string): HTMLElement | null => document.getElementById(id);
  const form = byId(CHECKER_IDS.form);
  const island = byId(CHECKER_IDS.texts);
  const output = byId(CHECKER_IDS.result);
  const lotteries = byId(CHECKER_IDS.lottery);
  const draws = byId(CHECKER_IDS.draw);
  const dateInput = byId(CHECKER_IDS.date);
  const input = byId(CHECKER_IDS.numbers);
  const hint = byId(CHECKER_IDS.hint);
  if (!(form instanceof HTMLFormElement) || !island || !output || !(input instanceof HTMLTextAreaElement)) return;
  if (!(lotteries instanceof HTMLSelectElement) || !(draws instanceof HTMLSelectElement) || !(dateInput instanceof HTMLInputElement))
    return;
  const texts = JSON.parse(island.textContent ?? '{}') as CheckerTexts;
  const lang = document.documentElement.lang;
  const manyApi = form.dataset['checkManyApi'] ?? '/check-many';
  const resultsApi = form.dataset['resultsApi'] ?? '/results';
  const here = window.location.href;
  let sequence = 0;
  let listSequence = 0;

  const option = (): HTMLOptionElement | null => lotteries.selectedOptions[0] ?? null;
  const lengths = (): number[] => (option()?.getAttribute(LENGTHS_ATTRIBUTE) ?? '').split(' ').filter(Boolean).map(Number);
  const showHint = (): void => {
    const text = option()?.dataset['hint'];
    if (hint && text) hint.textContent = text;
  };

  /**
   * The stored draws of the chosen lottery, newest first, into the draw list; `wanted` selected.
   * False when another lottery was chosen meanwhile (its own list is coming): nothing was filled.
   */
  const loadDraws = async (wanted: string | null): Promise<boolean> => {
    listSequence += 1;
    const mine = listSequence;
    const lottery = lotteries.value;
    let body: unknown = null;
    if (option()?.hasAttribute(NEWEST_ATTRIBUTE)) {
      try {
        body = await (await fetch(drawListUrl(resultsApi, here, lottery, lang), { headers: { Accept: 'application/json' } })).json();
      } catch {
        body = null; // the list is a convenience: "latest" and the date field still work
      }
    }
    if (mine !== listSequence) return false;
    const list = isAnswer(body) && body.success ? (body as ResultsBody).data : [];
    // "Another date", chosen while the list was loading, stays chosen with the date typed.
    const other = wanted === null && draws.value === OTHER_DATE;
    fillDraws(draws, list, texts, wanted);
    if (other) draws.value = OTHER_DATE;
    if (wanted !== null && draws.value !== wanted) {
      draws.value = OTHER_DATE;
      dateInput.value = wanted; // a browser leaves the field empty for a value that is not a date
    }
    showDateField(draws);
    return true;
  };

  /**
   * The field at fault is marked invalid and described by the error sentence first (WCAG 3.3.1: a
   * screen reader landing on it says what is wrong, not only the hint); every other field is cleared.
   */
  const fields: readonly HTMLElement[] = [lotteries, draws, dateInput, input];
  const describedBy = (field: HTMLElement): string[] =>
    (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '' && id !== CHECKER_IDS.error);
  const clearInvalid = (): void => {
    for (const field of fields) {
      field.removeAttribute('aria-invalid');
      const rest = describedBy(field);
      if (rest.length > 0) field.setAttribute('aria-describedby', rest.join(' '));
      else field.removeAttribute('aria-describedby');
    }
  };
  const markInvalid = (field: HTMLElement): void => {
    clearInvalid();
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', [CHECKER_IDS.error, ...describedBy(field)].join(' '));
  };

  /** A sentence in place of the answer; `field` is the one at fault, null when none is (a refusal of the service, no network). */
  const showError = (message: string, field: HTMLElement | null): void => {
    sequence += 1; // an answer still under way is no longer wanted
    output.removeAttribute('aria-busy');
    output.replaceChildren(el('p', { class: 'error', id: CHECKER_IDS.error }, message));
    if (field === null) {
      clearInvalid();
      return;
    }
    markInvalid(field);
    field.focus();
  };

  const check = async (): Promise<void> => {
    const lottery = lotteries.value;
    const parsed = parseNumbers(input.value);
    const problem = entryProblem(parsed, lengths());
    if (problem) return showError(problemText(problem, texts, option()?.dataset['hint'] ?? '', MAX_NUMBERS), input);
    let date: string | null = draws.value === '' ? null : draws.value;
    if (draws.value === OTHER_DATE) {
      date = dateInput.value;
      const wrong = dateProblem(date, Date.now());
      if (wrong === 'invalid') return showError(texts.dateInvalid, dateInput);
      if (wrong === 'future') return showError(fillTemplate(texts.dateFuture, { date: formatDate(date, texts.formats) }), dateInput);
    }
    // The entry can be checked: no field is at fault any more (the lottery of an unknown address included).
    clearInvalid();
    sequence += 1;
    const mine = sequence;
    output.setAttribute('aria-busy', 'true');
    output.replaceChildren(el('p', { class: 'small' }, texts.checking));
    let status = 0;
    let body: unknown = null;
    try {
      const response = await fetch(checkManyUrl(manyApi, here, { lottery, numbers: parsed.numbers, date, lang }), {
        headers: { Accept: 'application/json' },
      });
      status = response.status;
      body = await response.json();
    } catch {
      body = null;
    }
    if (mine !== sequence) return; // a newer check is under way
    output.removeAttribute('aria-busy');
    if (isAnswer(body) && body.success) {
      const answer = body as CheckManyBody;
      // The address keeps the check against this very draw, so a reload or a shared link shows it again.
      window.history.replaceState(null, '', writeQuery(lottery, answer.data.drawDate, parsed.numbers));
      output.replaceChildren(...renderAnswer(answer, { texts, repeated: parsed.repeated, stale: staleWarning(answer, texts) }));
    } else if (status === 404 && date !== null && option()?.hasAttribute(NEWEST_ATTRIBUTE)) {
      // A lottery with draws and a date without one: the page's words, and the nearest draws the service names.
      const message = fillTemplate(texts.dateUnknown, { lottery: option()?.text ?? lottery, date: formatDate(date, texts.formats) });
      showError(message, draws.value === OTHER_DATE ? dateInput : draws);
      const nearest = isErrorBody(body) ? nearestDates(body.error, date) : [];
      output.replaceChildren(...renderNoDraw(message, nearest, { texts }, choose));
    } else if (status === 400) showError(texts.invalid, input);
    else if (isErrorBody(body))
      showError(body.error, null); // no data yet, too many requests, a fault: the service's sentence, no field at fault
    else showError(texts.network, null);
  };

  /** Checks again against another stored draw (one the service named as nearest). */
  const choose = (date: string): void => {
    draws.value = date;
    if (draws.value !== date) {
      draws.value = OTHER_DATE;
      dateInput.value = date;
    }
    showDateField(draws);
    void check();
  };

  const staleWarning = (answer: CheckManyBody, t: CheckerTexts): Node | null => {
    const chosen = option();
    const newest = chosen?.getAttribute(NEWEST_ATTRIBUTE);
    // Only for the newest stored draw: a past draw chosen on purpose is not stale.
    if (!chosen || !newest || answer.data.drawDate !== newest) return null;
    const missing = missingDraws(parseResultAt(chosen.getAttribute(RESULT_AT_ATTRIBUTE)), Date.now());
    if (missing.count === 0) return null;
    const count = missing.atLeast ? `${missing.count}+` : String(missing.count);
    return el('p', { class: 'stale-warning', role: 'alert' }, fillTemplate(t.stale, { date: answer.data.displayName, count }));
  };

  const query = readQuery(window.location.search);
  // An address naming no lottery (a typo, an old link) is said, not checked against another lottery.
  const unknown = query.lottery !== null && query.lottery !== '' && ![...lotteries.options].some((o) => o.value === query.lottery);
  if (query.lottery && !unknown) lotteries.value = query.lottery;
  if (query.numbers !== null) input.value = query.numbers.replaceAll(',', '\n');
  dateInput.max = thaiToday(Date.now());
  showHint();
  lotteries.addEventListener('change', () => {
    showHint();
    // The list held the previous lottery's draws until the new one's arrive: a check meanwhile
    // sent one of their dates for this lottery (its newest draw, or a date it has none for).
    // "Latest" alone, at once, checks the chosen lottery's newest draw.
    fillDraws(draws, [], texts, null);
    showDateField(draws);
    // The answer shown, or still under way, is for the previous lottery and names only a date (and
    // its nearest-draw buttons would check this lottery against that one's dates): it goes.
    sequence += 1;
    output.removeAttribute('aria-busy');
    output.replaceChildren();
    clearInvalid();
    void loadDraws(null);
  });
  // The date field is shown, next in the tab order; the focus stays on the list (WCAG 3.2.2: a
  // keyboard user arrowing through the draws was moved into the field at "Another date").
  draws.addEventListener('change', () => showDateField(draws));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void check();
  });
  // In the many-line field, Enter starts a new line; Ctrl+Enter (Cmd+Enter) checks.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  // The address's check (or its unknown lottery) is the page's only while no other lottery was chosen.
  void loadDraws(query.date || null).then((current) => {
    if (!current) return;
    if (unknown) showError(fillTemplate(texts.lotteryUnknown, { lottery: query.lottery ?? '' }), lotteries);
    else if (query.numbers !== null) void check();
  });
}

start();
