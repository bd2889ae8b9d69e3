import { LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import { DEFAULT_LOTTERY, LOTTERIES, type LotteryDef } from '../../pipeline/registry/lotteries.ts';
import { checkLengths } from '../../pipeline/registry/lookup.ts';
import { MESSAGES, joinOr } from '../../pipeline/registry/messages.ts';
import { type PageTextKey, pageTemplate, pageText } from '../texts/page-texts.ts';
import {
  CHECKER_IDS,
  CHECK_MANY_API_ATTRIBUTE,
  type CheckerTexts,
  HINT_ATTRIBUTE,
  LENGTHS_ATTRIBUTE,
  NEWEST_ATTRIBUTE,
  OTHER_DATE,
  RESULTS_API_ATTRIBUTE,
} from '../lib/page-contract.ts';
import { type StoredFacts, nextScheduledDraws } from '../../pipeline/answers/lotteries.ts';
import { treeFacts } from '../../pipeline/publish/lotteries-outputs.ts';
import type { LotteryId } from '../../pipeline/registry/lotteries.ts';
import { RESULT_AT_ATTRIBUTE } from '../lib/freshness.ts';
import { freshnessTemplate } from '../texts/freshness-texts.ts';
import { localeFormats } from './locale-data.ts';
import type { GlobalOutputs } from '../../pipeline/publish/outputs.ts';
import { type Html, html, jsonIsland, pageHtml, raw } from './html.ts';
import { type PageContext, renderPage } from './layout.ts';
import { href, langQuery, pageFile, pagePath } from './page-paths.ts';

/** A number every lottery accepts (C5.1: 2 digits always), for the example without JavaScript. */
const EXAMPLE_NUMBER = '12';

/**
 * The checker page in every language (issue 6, issue 13): a labelled form (lottery, draw, numbers)
 * that its script reads forgivingly (web/lib/number-input.ts, whose rule the page states) and sends
 * to `/check-many`. It has no `required` or `pattern`: the script says what is wrong in the page's
 * words and the field keeps what was typed. Under the field: the lengths the chosen lottery accepts.
 */
export function checkerPages(context: Omit<PageContext, 'site'>): GlobalOutputs {
  return (tree) => {
    const withData = new Set<string>(tree.withData);
    const facts = treeFacts(tree);
    return LANGS.map((lang) => ({
      path: pageFile({ kind: 'checker' }, lang),
      render: () => checkerPage({ ...context, site: tree.site }, withData, lang, facts),
    }));
  };
}

/** The checker's texts by their name in the script (CheckerTexts) and their key. */
const SCRIPT_TEXTS = {
  checking: 'checker.checking',
  winner: 'checker.winner',
  loser: 'checker.loser',
  loserPending: 'checker.loser-pending',
  summaryWin: 'checker.summary-win',
  summaryNone: 'checker.summary-none',
  summaryNonePending: 'checker.summary-none-pending',
  drawOf: 'checker.draw-of',
  colNumber: 'checker.col-number',
  colResult: 'checker.col-result',
  colAmount: 'draw.col-amount',
  noWin: 'checker.no-win',
  noWinYet: 'checker.no-win-yet',
  money: 'checker.money',
  sellerRate: 'checker.seller-rate',
  sellerRateNote: 'checker.seller-rate-note',
  total: 'checker.total',
  repeated: 'checker.repeated',
  empty: 'checker.empty',
  tooMany: 'checker.too-many',
  notNumbers: 'checker.not-numbers',
  wrongLength: 'checker.wrong-length',
  dateInvalid: 'checker.date-invalid',
  dateFuture: 'checker.date-future',
  dateUnknown: 'checker.date-unknown',
  dateNearest: 'checker.date-nearest',
  lotteryUnknown: 'checker.lottery-unknown',
  invalid: 'checker.invalid',
  network: 'checker.network',
  drawLatest: 'checker.draw-latest',
  drawOther: 'checker.draw-other',
} as const satisfies Record<Exclude<keyof CheckerTexts, 'stale' | 'listSeparator' | 'formats'>, PageTextKey>;

function checkerPage(context: PageContext, withData: ReadonlySet<string>, lang: Lang, facts: ReadonlyMap<LotteryId, StoredFacts>): string {
  const { site } = context;
  const ready = LOTTERIES.filter((d) => withData.has(d.id));
  const waiting = LOTTERIES.filter((d) => !withData.has(d.id));
  const selected = withData.has(DEFAULT_LOTTERY) || ready.length === 0 ? DEFAULT_LOTTERY : (ready[0] as LotteryDef).id;
  const option = (def: LotteryDef): Html =>
    html`<option value="${def.id}" ${raw(LENGTHS_ATTRIBUTE)}="${checkLengths(def).join(' ')}" ${raw(HINT_ATTRIBUTE)}="${hint(def, lang)}"${freshness(def, facts)}${def.id === selected ? raw(' selected') : ''}>${def.names[lang]}</option>`;
  const selectedDef = LOTTERIES.find((d) => d.id === selected) as LotteryDef;
  const texts: CheckerTexts = {
    ...(Object.fromEntries(Object.entries(SCRIPT_TEXTS).map(([name, key]) => [name, pageTemplate(lang, key)])) as Record<
      keyof typeof SCRIPT_TEXTS,
      string
    >),
    stale: freshnessTemplate(lang, 'freshness.checker-stale'),
    listSeparator: MESSAGES['list.separator'][lang],
    formats: localeFormats(lang),
  };
  const example = `/check?lottery=${selected}&number=${EXAMPLE_NUMBER}${langQuery(lang)}`;
  const main = html`<p class="lead">${pageText(lang, 'checker.intro')}</p>
<form id="${CHECKER_IDS.form}" class="checker" method="get" action="${href(site, pagePath({ kind: 'checker' }, lang))}" ${raw(CHECK_MANY_API_ATTRIBUTE)}="${href(site, '/check-many')}" ${raw(RESULTS_API_ATTRIBUTE)}="${href(site, '/results')}" novalidate>
<div>
<label for="${CHECKER_IDS.lottery}">${pageText(lang, 'checker.lottery')}</label>
<select id="${CHECKER_IDS.lottery}" name="lottery">
<optgroup label="${pageText(lang, 'checker.with-data')}">${ready.map(option)}</optgroup>
${waiting.length > 0 ? html`<optgroup label="${pageText(lang, 'home.no-data-heading')}">${waiting.map(option)}</optgroup>` : null}
</select>
</div>
<div>
<label for="${CHECKER_IDS.draw}">${pageText(lang, 'checker.draw')}</label>
<select id="${CHECKER_IDS.draw}" name="date"><option value="">${pageText(lang, 'checker.draw-latest')}</option><option value="${OTHER_DATE}">${pageText(lang, 'checker.draw-other')}</option></select>
</div>
<div id="${CHECKER_IDS.dateField}" hidden>
<label for="${CHECKER_IDS.date}">${pageText(lang, 'checker.date')}</label>
<input id="${CHECKER_IDS.date}" name="other-date" type="date">
</div>
<div>
<label for="${CHECKER_IDS.numbers}">${pageText(lang, 'checker.numbers')}</label>
<textarea id="${CHECKER_IDS.numbers}" name="numbers" rows="3" autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="${CHECKER_IDS.hint} ${CHECKER_IDS.rule}"></textarea>
<span id="${CHECKER_IDS.hint}" class="hint">${hint(selectedDef, lang)}</span>
<span id="${CHECKER_IDS.rule}" class="hint">${pageText(lang, 'checker.rule')}</span>
</div>
<button type="submit">${pageText(lang, 'checker.submit')}</button>
</form>
<noscript><p class="notice">${pageHtml(lang, 'checker.noscript', { home: html`<a href="${href(site, pagePath({ kind: 'home' }, lang))}">${pageText(lang, 'nav.home')}</a>`, url: html`<a href="${href(site, example)}"><code>${example}</code></a>` })}</p></noscript>
<div id="${CHECKER_IDS.result}" role="status" aria-live="polite"></div>
<script type="application/json" id="${CHECKER_IDS.texts}">${jsonIsland(texts)}</script>`;
  return renderPage(context, { page: { kind: 'checker' }, lang, title: pageText(lang, 'checker.title'), main, scripts: ['checker'] });
}

/**
 * The newest stored draw and the result times of the scheduled draws after it (C9.1), so the
 * script can warn, by the viewer's clock, when the draw checked is not the most recent scheduled one.
 */
function freshness(def: LotteryDef, facts: ReadonlyMap<LotteryId, StoredFacts>): Html | null {
  const stored = facts.get(def.id);
  if (!stored?.latestDraw) return null;
  const next = nextScheduledDraws(def, stored.latestDraw.drawDate, stored.noDrawAfter)
    .map((d) => d.resultAt)
    .join(' ');
  return html` ${raw(NEWEST_ATTRIBUTE)}="${stored.latestDraw.drawDate}" ${raw(RESULT_AT_ATTRIBUTE)}="${next}"`;
}

/** The lengths this lottery accepts (C5.1), as a sentence of the page (the API keeps C2.6's own wording). */
function hint(def: LotteryDef, lang: Lang): string {
  return pageText(lang, 'checker.lengths', { lengths: joinOr(lang, checkLengths(def).map(String)), lottery: def.names[lang] });
}
