import type { Site } from '../../pipeline/answers/attribution.ts';
import { drawValue } from '../../pipeline/answers/draw-json.ts';
import { noDataAnswer } from '../../pipeline/answers/no-data.ts';
import type { LotteryView } from '../../pipeline/draws/lottery-view.ts';
import type { GlobalOutputs, LotteryOutputs } from '../../pipeline/publish/outputs.ts';
import { LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import type { LotteryId } from '../../pipeline/registry/ids.ts';
import { SERVICE_NAME_MARK, WIDGET_STYLE, WITH_DATA_MARK } from '../lib/widget-view.ts';
import { widgetText } from '../texts/widget-texts.ts';
import { mainPrizes, pendingLine, statusBadge } from './draw-view.ts';
import { type Html, html, raw } from './html.ts';
import { absoluteUrl, pagePath, widgetPageFile } from './page-paths.ts';

/**
 * The iframe form of the widget (issue 6 item 3, issue 13 item 5), pre-rendered: one page per
 * lottery and language with its latest result (or the service's "no results yet" text), rebuilt
 * with the lottery's other files when its draws change, and one "this lottery is not known" page
 * per language. `/widget/?lottery=…&lang=…` answers with one of them (pipeline/contract/widget-paths.ts),
 * so the widget shows the numbers, the draw date and the status in its language without any
 * script, and its credit link names the configured service (C4.8).
 */
export const widgetLotteryPages: LotteryOutputs = (view, site) =>
  LANGS.map((lang) => ({ path: widgetPageFile(view.def.id, lang), render: () => lotteryWidgetPage(site, view, lang) }));

/** The "not known" page of every language: `/widget/` (Thai) and `/{lang}/widget/`. */
export const widgetPageOutputs: GlobalOutputs = ({ site }) =>
  LANGS.map((lang) => ({ path: widgetPageFile(null, lang), render: () => unknownWidgetPage(site, lang) }));

function lotteryWidgetPage(site: Site, view: LotteryView, lang: Lang): string {
  const { def } = view;
  const name = def.names[lang];
  const credit = absoluteUrl(site, pagePath({ kind: 'lottery', lottery: def.id }, lang));
  if (view.draws.length === 0) {
    const body = html`<div class="w">
<div class="head"><span class="name">${name}</span></div>
<p class="error" role="alert">${noDataAnswer(def, lang).body.error}</p>
${creditLink(site, lang, credit)}
</div>`;
    return widgetDocument(site, lang, name, body);
  }
  // The first draw of the /results answer in this language: the same values the script widget shows.
  const draw = drawValue(view, 0, lang);
  const body = html`<section class="w" aria-label="${draw.lotteryName}">
<div class="head"><span class="name">${draw.lotteryName}</span>${statusBadge(draw, lang)}</div>
<p class="date">${draw.displayName}</p>
${mainPrizes(draw)}
${pendingLine(draw, lang)}
${creditLink(site, lang, credit)}
</section>`;
  return widgetDocument(site, lang, name, body);
}

function unknownWidgetPage(site: Site, lang: Lang): string {
  const home = absoluteUrl(site, pagePath({ kind: 'home' }, lang));
  const body = html`<div class="w">
<p class="error" role="alert">${widgetText(lang, 'widget.unknown')} <a href="${home}" target="_blank" rel="noopener">${widgetText(lang, 'widget.list')}</a></p>
${creditLink(site, lang, home)}
</div>`;
  return widgetDocument(site, lang, widgetText(lang, 'widget.unknown'), body);
}

function creditLink(site: Site, lang: Lang, url: string): Html {
  return html`<a class="credit" href="${url}" target="_blank" rel="noopener">${widgetText(lang, 'widget.credit', { source: site.name })}</a>`;
}

/** The page around a widget: its language, the widget's own styles, nothing to load. */
function widgetDocument(site: Site, lang: Lang, title: string, body: Html): string {
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${site.name}</title>
<style>${raw(WIDGET_STYLE)}body{margin:0;padding:4px;background:transparent}.w{max-width:22rem}</style>
</head>
<body>
<div class="lottery-widget">
${body}
</div>
</body>
</html>
`.text;
}

/**
 * The widget's script as published: the bundle with the configured service name written where
 * SERVICE_NAME_MARK stands, and the ids of the lotteries with stored draws where WITH_DATA_MARK
 * stands (each as a JSON string, which is a JavaScript string literal). A bundle without either
 * mark is refused: the credit link would lose the service's name, or every lottery would seem
 * to have no draws.
 */
export function widgetScript(bundle: string, site: Site, withData: readonly LotteryId[]): string {
  const values = new Map([
    [SERVICE_NAME_MARK, site.name],
    [WITH_DATA_MARK, withData.join(' ')],
  ]);
  // One pass over the bundle, so that a value holding a mark's text is never rewritten in turn.
  const literal = new RegExp(`([\`"'])(${[...values.keys()].join('|')})\\1`, 'g');
  const found = new Set<string>();
  const text = bundle.replace(literal, (_m, _quote, mark: string) => {
    found.add(mark);
    return JSON.stringify(values.get(mark))
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
  });
  if (!found.has(SERVICE_NAME_MARK)) throw new Error(`the widget's bundle lacks the service name mark ${SERVICE_NAME_MARK}`);
  if (!found.has(WITH_DATA_MARK)) throw new Error(`the widget's bundle lacks the mark of the lotteries with data ${WITH_DATA_MARK}`);
  return text;
}
