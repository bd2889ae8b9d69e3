import { LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import { DEFAULT_LOTTERY, LOTTERIES, type LotteryDef } from '../../pipeline/registry/lotteries.ts';
import { checkLengths } from '../../pipeline/registry/lookup.ts';
import { format, joinOr } from '../../pipeline/registry/messages.ts';
import { pageTemplate, pageText } from '../texts/page-texts.ts';
import { CHECKER_IDS, CHECK_API_ATTRIBUTE, type CheckerTexts, HINT_ATTRIBUTE, NEWEST_ATTRIBUTE } from '../lib/page-contract.ts';
import { type StoredFacts, nextScheduledDraws } from '../../pipeline/answers/lotteries.ts';
import { treeFacts } from '../../pipeline/publish/lotteries-outputs.ts';
import type { LotteryId } from '../../pipeline/registry/lotteries.ts';
import { RESULT_AT_ATTRIBUTE } from '../lib/freshness.ts';
import { freshnessTemplate } from '../texts/freshness-texts.ts';
import type { GlobalOutputs } from '../../pipeline/publish/outputs.ts';
import { type Html, html, jsonIsland, pageHtml, raw } from './html.ts';
import { type PageContext, renderPage } from './layout.ts';
import { href, langQuery, pageFile, pagePath } from './page-paths.ts';

/** A number every lottery accepts (C5.1: 2 digits always), for the example without JavaScript. */
const EXAMPLE_NUMBER = '12';

/**
 * The checker page in every language (issue 6): a labelled form (lottery, number) that its script
 * sends to `/check`. It has no `required` or `pattern`: every entry goes to the service, so an
 * invalid one gets the service's own localized error (C2.6), and the field keeps what was typed.
 * The hint under the field is the accepted-lengths text of that error, per lottery.
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

function checkerPage(context: PageContext, withData: ReadonlySet<string>, lang: Lang, facts: ReadonlyMap<LotteryId, StoredFacts>): string {
  const { site } = context;
  const ready = LOTTERIES.filter((d) => withData.has(d.id));
  const waiting = LOTTERIES.filter((d) => !withData.has(d.id));
  const selected = withData.has(DEFAULT_LOTTERY) || ready.length === 0 ? DEFAULT_LOTTERY : (ready[0] as LotteryDef).id;
  const option = (def: LotteryDef): Html =>
    html`<option value="${def.id}" ${raw(HINT_ATTRIBUTE)}="${hint(def, lang)}"${freshness(def, facts)}${def.id === selected ? raw(' selected') : ''}>${def.names[lang]}</option>`;
  const selectedDef = LOTTERIES.find((d) => d.id === selected) as LotteryDef;
  const texts: CheckerTexts = {
    checking: pageText(lang, 'checker.checking'),
    winner: pageTemplate(lang, 'checker.winner'),
    loser: pageTemplate(lang, 'checker.loser'),
    loserPending: pageTemplate(lang, 'checker.loser-pending'),
    draw: pageTemplate(lang, 'checker.draw'),
    colPrize: pageText(lang, 'draw.col-prize'),
    colWinning: pageText(lang, 'checker.col-winning'),
    colAmount: pageText(lang, 'draw.col-amount'),
    total: pageTemplate(lang, 'checker.total'),
    noAmount: pageText(lang, 'draw.no-amount'),
    network: pageText(lang, 'checker.network'),
    stale: freshnessTemplate(lang, 'freshness.checker-stale'),
  };
  const example = `/check?lottery=${selected}&number=${EXAMPLE_NUMBER}${langQuery(lang)}`;
  const main = html`<p class="lead">${pageText(lang, 'checker.intro')}</p>
<form id="${CHECKER_IDS.form}" class="checker" method="get" action="${href(site, pagePath({ kind: 'checker' }, lang))}" ${raw(CHECK_API_ATTRIBUTE)}="${href(site, '/check')}" novalidate>
<div>
<label for="${CHECKER_IDS.lottery}">${pageText(lang, 'checker.lottery')}</label>
<select id="${CHECKER_IDS.lottery}" name="lottery">
<optgroup label="${pageText(lang, 'checker.with-data')}">${ready.map(option)}</optgroup>
${waiting.length > 0 ? html`<optgroup label="${pageText(lang, 'home.no-data-heading')}">${waiting.map(option)}</optgroup>` : null}
</select>
</div>
<div>
<label for="${CHECKER_IDS.number}">${pageText(lang, 'checker.number')}</label>
<input id="${CHECKER_IDS.number}" name="number" type="text" inputmode="numeric" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go" aria-describedby="${CHECKER_IDS.hint}">
<span id="${CHECKER_IDS.hint}" class="hint">${hint(selectedDef, lang)}</span>
</div>
<button type="submit">${pageText(lang, 'checker.submit')}</button>
</form>
<noscript><p class="notice">${pageHtml(lang, 'checker.noscript', { url: html`<a href="${href(site, example)}"><code>${example}</code></a>` })}</p></noscript>
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
  const next = nextScheduledDraws(def, stored.latestDraw.drawDate)
    .map((d) => d.resultAt)
    .join(' ');
  return html` ${raw(NEWEST_ATTRIBUTE)}="${stored.latestDraw.drawDate}" ${raw(RESULT_AT_ATTRIBUTE)}="${next}"`;
}

/** C2.6's "allowed" text for `number`: the lengths this lottery accepts (C5.1). */
function hint(def: LotteryDef, lang: Lang): string {
  return format(lang, 'allowed.number', { lengths: joinOr(lang, checkLengths(def).map(String)), lottery: def.names[lang] });
}
