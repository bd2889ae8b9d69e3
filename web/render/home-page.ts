import { resultsFile } from '../../pipeline/contract/paths.ts';
import { LIMIT_MAX } from '../../pipeline/contract/params.ts';
import { LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import { LOTTERIES, type LotteryId } from '../../pipeline/registry/lotteries.ts';
import { pageText } from '../texts/page-texts.ts';
import type { DrawJson, ResultsBody } from '../lib/api-types.ts';
import { BuildError } from '../../pipeline/errors/build-error.ts';
import type { GlobalOutputs, TreeContext } from '../../pipeline/publish/outputs.ts';
import { mainPrizes, pendingLine, statusBadge } from './draw-view.ts';
import { lotteryStatus } from '../../pipeline/answers/lotteries.ts';
import { lotteryFacts } from '../../pipeline/publish/lotteries-outputs.ts';
import { lottery } from '../../pipeline/registry/lookup.ts';
import { freshnessLine } from './freshness-view.ts';
import { type Html, html, raw } from './html.ts';
import { type PageContext, renderPage } from './layout.ts';
import { href, pageFile, pagePath } from './page-paths.ts';

/**
 * The home page in every language (issue 6): a card with the latest draw of every lottery that has
 * data, read from the new tree's `/results` answer (limit 1) so it shows exactly what the API
 * answers, then the lotteries still without results.
 */
export function homePages(context: Omit<PageContext, 'site'>): GlobalOutputs {
  return (tree) =>
    LANGS.map((lang) => ({
      path: pageFile({ kind: 'home' }, lang),
      render: () => homePage({ ...context, site: tree.site }, tree, lang),
    }));
}

function homePage(context: PageContext, tree: TreeContext, lang: Lang): string {
  const { site } = context;
  const withData = new Set(tree.withData);
  // A card is made from its lottery's files alone (its latest draw, and what /lotteries says of it,
  // C9.1), so the build keeps its markup with the lottery's record (TreeContext.perLottery) and
  // renders again only the cards of the lotteries that changed.
  const cards = tree.withData.map((id) =>
    raw(
      tree.perLottery(
        id,
        `home-card ${lang}`,
        () =>
          card(context, id, latest(tree, id, lang), lang, freshnessLine(lotteryStatus(lottery(id), lotteryFacts(tree, id), lang), lang))
            .text,
      ),
    ),
  );
  const without = LOTTERIES.filter((def) => !withData.has(def.id));
  const main = html`<p class="lead">${pageText(lang, 'home.intro')}</p>
${cards.length > 0 ? html`<ul class="cards">\n${cards}</ul>` : html`<p class="notice">${pageText(lang, 'home.none')}</p>`}
${
  without.length > 0
    ? html`<h2>${pageText(lang, 'home.no-data-heading')}</h2>
<p class="small">${pageText(lang, 'home.no-data-intro')}</p>
<ul class="numbers">${without.map((def) => html`<li><a href="${href(site, pagePath({ kind: 'lottery', lottery: def.id }, lang))}">${def.names[lang]}</a></li>`)}</ul>`
    : null
}`;
  return renderPage(context, { page: { kind: 'home' }, lang, title: pageText(lang, 'home.title'), main, scripts: ['freshness'] });
}

function latest(tree: TreeContext, lottery: LotteryId, lang: Lang): DrawJson {
  const path = resultsFile(lottery, 1, lang);
  const text = tree.read(path);
  const draw = text === undefined ? undefined : (JSON.parse(text) as ResultsBody).data[0];
  if (!draw) throw new BuildError(path, lottery, 'the home page needs the latest draw, and the tree has none');
  return draw;
}

function card(context: PageContext, lottery: LotteryId, draw: DrawJson, lang: Lang, freshness: Html | null): Html {
  const { site } = context;
  return html`<li class="card" data-lottery="${lottery}">
<h2><a href="${href(site, pagePath({ kind: 'lottery', lottery }, lang))}">${draw.lotteryName}</a></h2>
<p class="date">${draw.displayName} ${statusBadge(draw, lang)}</p>
${freshness}
${mainPrizes(draw)}
${pendingLine(draw, lang)}
<ul class="links">
<li><a href="${href(site, pagePath({ kind: 'lottery', lottery }, lang))}">${pageText(lang, 'card.results', { count: LIMIT_MAX })}</a></li>
<li><a href="${href(site, pagePath({ kind: 'stats', lottery }, lang))}">${pageText(lang, 'card.stats')}</a></li>
<li><a href="${href(site, `${pagePath({ kind: 'checker' }, lang)}?lottery=${lottery}`)}">${pageText(lang, 'nav.checker')}</a></li>
</ul>
</li>
`;
}
