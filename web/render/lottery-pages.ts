import { feedHeadLinks, feedLinksSection } from './feed-links.ts';
import { noDataAnswer } from '../../pipeline/answers/no-data.ts';
import { drawValue } from '../../pipeline/answers/draw-json.ts';
import { resultsIndexes } from '../../pipeline/answers/results.ts';
import { publishedAtIsApproximate } from '../../pipeline/draws/draw-status.ts';
import { publishedAtText } from '../../pipeline/draws/localize.ts';
import type { Draw } from '../../pipeline/contract/schemas/index.ts';
import { groupSummary, prizeCounts } from '../../pipeline/answers/stats.ts';
import { statsPrizes } from '../../pipeline/registry/lookup.ts';
import { displayName } from '../../pipeline/draws/localize.ts';
import type { LotteryView } from '../../pipeline/draws/lottery-view.ts';
import { LIMIT_MAX } from '../../pipeline/contract/params.ts';
import { LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import type { LotteryDef } from '../../pipeline/registry/lotteries.ts';
import { pageText } from '../texts/page-texts.ts';
import type { StatsBody, StatsNumberJson, StatsPrizeJson } from '../lib/api-types.ts';
import { formatCount } from '../lib/format.ts';
import type { LotteryOutputs, Output } from '../../pipeline/publish/outputs.ts';
import { type Bar, columnChart, rowChart } from './charts.ts';
import { drawArticle } from './draw-view.ts';
import { lotteryStatus, storedFacts } from '../../pipeline/answers/lotteries.ts';
import { freshnessLine } from './freshness-view.ts';
import { type Html, html, pageHtml } from './html.ts';
import { type PageContext, renderPage } from './layout.ts';
import { href, langQuery, pageFile, pagePath } from './page-paths.ts';

/** Prizes of at most this many digits get a chart of every possible number; longer ones a top list. */
const FULL_CHART_MAX_DIGITS = 2;
/** How many numbers the ranked charts of 3- and 4-digit prizes show. */
const TOP_CHART_SIZE = 20;
/** How many rows the data table of a 3- or 4-digit prize shows. */
const TOP_TABLE_SIZE = 100;
/** Never-drawn numbers are listed when there are at most this many (otherwise counted). */
const NEVER_LIST_MAX = 100;

/**
 * The pages of one lottery, in every language (issue 6): its last 20 draws and its statistics.
 * Both show the answers the API gives (`/results?limit=20`, `/stats`) through the same answer
 * functions, so a page never says anything the API does not. A lottery without data gets a clear
 * "no results yet" page carrying the service's own 404 text (C2.7).
 */
export function lotteryPages(context: Omit<PageContext, 'site'>): LotteryOutputs {
  return (view, site) => {
    const pageContext = { ...context, site };
    return LANGS.flatMap((lang): Output[] => [
      { path: pageFile({ kind: 'lottery', lottery: view.def.id }, lang), render: () => resultsPage(pageContext, view, lang) },
      { path: pageFile({ kind: 'stats', lottery: view.def.id }, lang), render: () => statsPage(pageContext, view, lang) },
    ]);
  };
}

function resultsPage(context: PageContext, view: LotteryView, lang: Lang): string {
  const { def } = view;
  const page = { kind: 'lottery', lottery: def.id } as const;
  const title = pageText(lang, 'lottery.title', { lottery: def.names[lang] });
  // The draws of the /results answer with limit=20, as values (the answer holds them as text).
  const indexes = resultsIndexes(view, LIMIT_MAX);
  const draws = indexes.map((i) => drawValue(view, i, lang));
  if (draws.length === 0) return noDataPage(context, page, def, lang);
  const main = html`<p class="lead">${pageText(lang, 'lottery.intro', { count: draws.length })}</p>
${freshnessLine(lotteryStatus(def, storedFacts(view), lang), lang)}
<p><a href="${href(context.site, pagePath({ kind: 'stats', lottery: def.id }, lang))}">${pageText(lang, 'card.stats')}</a> · <a href="${href(context.site, `${pagePath({ kind: 'checker' }, lang)}?lottery=${def.id}`)}">${pageText(lang, 'nav.checker')}</a></p>
${draws.map((draw, i) => drawArticle(draw, lang, `draw-${i}`, publishedOf(view, indexes[i] as number, draw, lang)))}
${jsonLink(context, lang, `/results?lottery=${def.id}&limit=${LIMIT_MAX}${langQuery(lang)}`)}
${feedLinksSection(context.site, def, lang)}`;
  return renderPage(context, { page, lang, title, main, scripts: ['freshness'], head: feedHeadLinks(context.site, def, lang) });
}

/**
 * A draw's publication time in words, as the answer's `publishedAtText` (C4.6) gives it (Thai
 * answers leave it out; the Thai page still shows it), and whether the store has it only approximately.
 */
function publishedOf(view: LotteryView, index: number, draw: Draw, lang: Lang): { text: string; approximate: boolean } {
  return {
    text: publishedAtText(draw.publishedAt, lang),
    approximate: publishedAtIsApproximate(view.status(index)),
  };
}

function statsPage(context: PageContext, view: LotteryView, lang: Lang): string {
  const { def } = view;
  const page = { kind: 'stats', lottery: def.id } as const;
  const title = pageText(lang, 'stats.title', { lottery: def.names[lang] });
  const newest = view.draws[0];
  const oldest = view.draws[view.draws.length - 1];
  if (!newest || !oldest) return noDataPage(context, page, def, lang);
  // The /stats answer's own figures (prizeCounts is what statsAnswer publishes), taken without
  // serializing and re-parsing a body of up to 10,000 numbers per prize in every language.
  const dataset = { draws: view.draws.length, firstDate: oldest.date, lastDate: newest.date };
  const body: Pick<StatsBody, 'prizes'> & { attribution: { dataSource: string } } = {
    attribution: { dataSource: def.dataSource[lang] },
    prizes: statsPrizes(def).map((p) => {
      const c = prizeCounts(view, p);
      return { ...groupSummary(p, lang, c), numbers: c.numbers, neverDrawn: c.neverDrawn };
    }),
  };
  const main = html`<p class="lead">${pageText(lang, 'stats.intro', {
    draws: formatCount(dataset.draws, lang),
    first: displayName(dataset.firstDate, lang),
    last: displayName(dataset.lastDate, lang),
  })}</p>
<p class="small">${pageText(lang, 'stats.disclaimer')}</p>
<p><a href="${href(context.site, pagePath({ kind: 'lottery', lottery: def.id }, lang))}">${pageText(lang, 'card.results', { count: LIMIT_MAX })}</a></p>
${body.prizes.map((group) => prizeSection(group, lang))}
<p class="small">${pageText(lang, 'stats.source', { source: body.attribution.dataSource ?? '' })}</p>
${jsonLink(context, lang, `/stats?lottery=${def.id}${langQuery(lang)}`)}`;
  return renderPage(context, { page, lang, title, main, scripts: ['stats'] });
}

/** One `/stats` prize group: its summary, two charts and the data as a table. */
function prizeSection(group: StatsPrizeJson, lang: Lang): Html {
  const id = `p-${group.prize}`;
  const digits = String(group.possibleValues - 1).length;
  if (group.draws === 0) {
    return html`<section aria-labelledby="${id}"><h2 id="${id}">${group.prizeName}</h2><p>${pageText(lang, 'stats.prize-empty')}</p></section>\n`;
  }
  const summary = pageText(lang, 'stats.summary', {
    draws: formatCount(group.draws, lang),
    picks: formatCount(group.picks, lang),
    possible: formatCount(group.possibleValues, lang),
    expected: formatCount(group.expectedPerNumber, lang),
  });
  const charts = digits <= FULL_CHART_MAX_DIGITS ? fullCharts(group, lang, id) : topCharts(group, lang, id);
  const rows = digits <= FULL_CHART_MAX_DIGITS ? group.numbers : group.numbers.slice(0, TOP_TABLE_SIZE);
  const tableTitle =
    rows.length < group.numbers.length ? pageText(lang, 'stats.table-top', { count: rows.length }) : pageText(lang, 'stats.table');
  return html`<section aria-labelledby="${id}">
<h2 id="${id}">${group.prizeName}</h2>
<p>${summary}</p>
${charts}
<details><summary>${tableTitle}</summary>
${numbersTable(rows, lang)}
</details>
<p>${neverDrawn(group, lang)}</p>
</section>
`;
}

/** Numbers as a table: each one's count, the date it last came up and the draws since. */
function numbersTable(rows: readonly StatsNumberJson[], lang: Lang): Html {
  return html`<table><thead><tr><th scope="col">${pageText(lang, 'stats.col-number')}</th><th scope="col" class="amount">${pageText(lang, 'stats.col-count')}</th><th scope="col">${pageText(lang, 'stats.col-last')}</th><th scope="col" class="amount">${pageText(lang, 'stats.col-since')}</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td class="num">${r.number}</td><td class="amount num">${r.count}</td><td><time datetime="${r.lastDate}">${displayName(r.lastDate, lang)}</time></td><td class="amount num">${r.drawsSince}</td></tr>`)}</tbody></table>`;
}

/** Every possible number of a 2-digit prize: how often it came up, and how long ago. */
function fullCharts(group: StatsPrizeJson, lang: Lang, id: string): Html {
  const byNumber = new Map(group.numbers.map((r) => [r.number, r]));
  const digits = String(group.possibleValues - 1).length;
  const all = Array.from({ length: group.possibleValues }, (_, v) => String(v).padStart(digits, '0'));
  const counts: Bar[] = all.map((number) => {
    const r = byNumber.get(number);
    return { label: number, value: r?.count ?? 0, tip: pageText(lang, 'stats.bar-count', { number, count: r?.count ?? 0 }) };
  });
  const since: Bar[] = all.map((number) => {
    const r = byNumber.get(number);
    return r
      ? { label: number, value: r.drawsSince, tip: sinceTip(r, lang) }
      : { label: number, value: 0, tip: pageText(lang, 'stats.bar-never', { number }), never: true };
  });
  const tickEvery = Math.max(1, Math.round(group.possibleValues / 10));
  const countTitle = pageText(lang, 'stats.chart-counts');
  const sinceTitle = pageText(lang, 'stats.chart-since');
  return html`<figure><figcaption>${countTitle}</figcaption>
${columnChart({ id: `${id}-counts`, title: countTitle, desc: extremes(group.numbers, lang) }, counts, {
  tickEvery,
  reference: {
    value: group.expectedPerNumber,
    label: pageText(lang, 'stats.legend-expected', { expected: formatCount(group.expectedPerNumber, lang) }),
  },
})}
</figure>
<figure><figcaption>${sinceTitle}</figcaption>
${columnChart({ id: `${id}-since`, title: sinceTitle, desc: longestAbsent(group.numbers, lang) }, since, {
  tickEvery,
  neverLabel: pageText(lang, 'stats.legend-never'),
})}
</figure>`;
}

/** 3- and 4-digit prizes: the most drawn numbers and those absent longest, the latter also as a table (the table under the section lists the most drawn; a bar's details are otherwise a pointer's tooltip only). */
function topCharts(group: StatsPrizeJson, lang: Lang, id: string): Html {
  const top = group.numbers.slice(0, TOP_CHART_SIZE);
  const absent = bySince(group.numbers).slice(0, TOP_CHART_SIZE);
  const countTitle = pageText(lang, 'stats.chart-top-counts', { count: top.length });
  const sinceTitle = pageText(lang, 'stats.chart-top-since', { count: absent.length });
  return html`<figure><figcaption>${countTitle}</figcaption>
${rowChart(
  { id: `${id}-counts`, title: countTitle, desc: extremes(group.numbers, lang) },
  top.map((r) => ({ label: r.number, value: r.count, tip: pageText(lang, 'stats.bar-count', { number: r.number, count: r.count }) })),
)}
</figure>
<figure><figcaption>${sinceTitle}</figcaption>
${rowChart(
  { id: `${id}-since`, title: sinceTitle, desc: longestAbsent(group.numbers, lang) },
  absent.map((r) => ({ label: r.number, value: r.drawsSince, tip: sinceTip(r, lang) })),
  true,
)}
</figure>
<details><summary>${sinceTitle}</summary>
${numbersTable(absent, lang)}
</details>`;
}

function sinceTip(r: StatsNumberJson, lang: Lang): string {
  return pageText(lang, 'stats.bar-since', { number: r.number, since: r.drawsSince, date: displayName(r.lastDate, lang) });
}

/** Numbers by `drawsSince` descending, then number ascending; sorted once per list, not per language. */
const SINCE_ORDER = new WeakMap<readonly StatsNumberJson[], readonly StatsNumberJson[]>();
function bySince(numbers: readonly StatsNumberJson[]): readonly StatsNumberJson[] {
  let sorted = SINCE_ORDER.get(numbers);
  if (!sorted) {
    sorted = [...numbers].sort((a, b) => b.drawsSince - a.drawsSince || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
    SINCE_ORDER.set(numbers, sorted);
  }
  return sorted;
}

/** The chart's text alternative: the most and the least drawn number. */
function extremes(numbers: readonly StatsNumberJson[], lang: Lang): string {
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  if (!first || !last) return '';
  return [
    pageText(lang, 'stats.bar-count', { number: first.number, count: first.count }),
    pageText(lang, 'stats.bar-count', { number: last.number, count: last.count }),
  ].join('; ');
}

function longestAbsent(numbers: readonly StatsNumberJson[], lang: Lang): string {
  const first = bySince(numbers)[0];
  return first ? sinceTip(first, lang) : '';
}

function neverDrawn(group: StatsPrizeJson, lang: Lang): Html | string {
  const count = group.neverDrawn.length;
  if (count === 0) return pageText(lang, 'stats.never-none');
  if (count > NEVER_LIST_MAX) return pageText(lang, 'stats.never-count', { count: formatCount(count, lang) });
  return pageHtml(lang, 'stats.never', { count, numbers: html`<span class="num">${group.neverDrawn.join(' ')}</span>` });
}

/** C2.7: the service's own "no results yet" text, as a page. */
function noDataPage(
  context: PageContext,
  page: { kind: 'lottery' | 'stats'; lottery: LotteryDef['id'] },
  def: LotteryDef,
  lang: Lang,
): string {
  const { error } = noDataAnswer(def, lang).body as { error: string };
  const main = html`<p class="notice" data-no-data>${error}</p>
<p><a href="${href(context.site, pagePath({ kind: 'home' }, lang))}">${pageText(lang, 'nodata.more')}</a></p>`;
  // The statistics page keeps its own title, so that the two pages of a lottery without draws differ.
  const title =
    page.kind === 'stats'
      ? pageText(lang, 'stats.title', { lottery: def.names[lang] })
      : pageText(lang, 'nodata.title', { lottery: def.names[lang] });
  return renderPage(context, { page, lang, title, main });
}

function jsonLink(context: PageContext, lang: Lang, path: string): Html {
  const url = href(context.site, path);
  return html`<p class="small">${pageHtml(lang, 'page.json', { url: html`<a href="${url}"><code>${path}</code></a>` })}</p>`;
}
