import { type Lang, DEFAULT_LANG, isLang } from '../../pipeline/registry/langs.ts';
import { type LotteryId, isLotteryId } from '../../pipeline/registry/ids.ts';
import { widgetText } from '../texts/widget-texts.ts';
import type { DrawJson } from './api-types.ts';
import { el } from './dom.ts';
import { MAIN_PRIZE_SLUGS } from './format.ts';

/**
 * The embeddable widget's content (issue 6 item 3), rendered inside a shadow root so that the host
 * site's styles cannot break it and its styles cannot leak out. Colours meet WCAG AA contrast.
 */
export const WIDGET_STYLE = `
:host{all:initial;display:block;max-width:22rem}
.w{font-family:system-ui,-apple-system,'Segoe UI','Noto Sans','Noto Sans Thai','Noto Sans Lao','Noto Sans Myanmar',Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1b1f24;background:#fff;border:1px solid #d5dae1;border-radius:8px;padding:12px 14px;overflow-wrap:anywhere}
.head{display:flex;flex-wrap:wrap;gap:2px 8px;align-items:baseline}
.name{font-weight:700;font-size:16px}
.badge{font-size:12px;font-weight:600;padding:0 8px;border-radius:999px}
.complete{background:#e3f3e8;color:#0d5c27}
.announced{background:#fff1d6;color:#6b4200}
.date{color:#4a5260;margin:2px 0 8px;font-size:14px}
dl{display:flex;flex-wrap:wrap;gap:6px 14px;margin:0}
dt{font-size:12px;color:#4a5260}
dd{margin:0;font:700 18px/1.3 ui-monospace,'SFMono-Regular','DejaVu Sans Mono','Liberation Mono',Menlo,Consolas,monospace}
.headline dd{font-size:24px}
.pending{color:#6b4200;font-size:13px;margin:6px 0 0}
.error{color:#8c1d18;background:#fde8e7;border-radius:4px;padding:8px;margin:0;font-size:14px}
.credit{display:inline-block;margin-top:10px;font-size:13px;color:#0b4fa8}
.error a{color:#8c1d18}
`;

/**
 * Stands for the configured service name (C4.8) in the widget's bundle: the build writes the name
 * in its place (web/render/widget-page.ts), so that the credit link names the service even when
 * the service cannot be reached, whatever host the script was loaded from.
 */
export const SERVICE_NAME_MARK = 'lottery-widget:service-name';

/**
 * Stands for the lotteries with stored draws, their ids separated by spaces, in the widget's
 * bundle: the build writes them in its place, as it does the service name. The widget asks
 * `/results` only of those; a lottery without draws would answer 404 there (SPEC "Errors"), which
 * the browser reports in the console of the site that embeds the widget.
 */
export const WITH_DATA_MARK = 'lottery-widget:with-data';

/** The ids the build wrote in place of WITH_DATA_MARK. */
export function lotteriesWithData(written: string): ReadonlySet<string> {
  return new Set(written.split(' ').filter((id) => id !== ''));
}

/** What a widget shows: its lottery and language as the site owner wrote them (not yet checked). */
export interface WidgetRequest {
  readonly lottery: string | null;
  readonly lang: string | null;
}

/** The language of the widget's own texts: the requested one when valid, else Thai (the API's default). */
export function widgetLang(request: WidgetRequest): Lang {
  return request.lang !== null && isLang(request.lang) ? request.lang : DEFAULT_LANG;
}

/** Whether the widget's lottery is one of the registry's (a missing one is not: the widget names its lottery). */
export function knownLottery(request: WidgetRequest): request is WidgetRequest & { readonly lottery: LotteryId } {
  return request.lottery !== null && isLotteryId(request.lottery);
}

/**
 * The address of `/results` for the widget, next to the script the widget was loaded from, in the
 * language the widget shows (widgetLang): a `data-lang` the service does not know (`EN`, empty)
 * shows Thai, as the iframe form does, rather than the API's 400 for it.
 */
export function resultsUrl(base: URL, request: WidgetRequest): URL {
  const url = new URL('results', base);
  const query = new URLSearchParams();
  if (request.lottery !== null) query.set('lottery', request.lottery);
  if (request.lang !== null) query.set('lang', widgetLang(request));
  url.search = query.toString();
  return url;
}

/**
 * The pre-rendered widget page of a lottery in the widget's language, next to the script: for a
 * lottery without draws it holds the service's "no results yet" sentence (the iframe form shows
 * that page), and it answers 200. (The bundle reads only web/ and the registry, which key its cache:
 * the path is written here as creditUrl writes the lottery page's, and a test holds both to page-paths.ts.)
 */
export function widgetPageUrl(base: URL, lottery: LotteryId, lang: Lang): URL {
  const prefix = lang === DEFAULT_LANG ? '' : `${lang}/`;
  return new URL(`${prefix}widget/${encodeURIComponent(lottery)}/`, base);
}

/** The service's page for the credit link: the lottery's page in the widget's language, or the home page. */
export function creditUrl(base: URL, lang: Lang, lottery: string | null): URL {
  const prefix = lang === DEFAULT_LANG ? '' : `${lang}/`;
  return new URL(lottery === null ? prefix : `${prefix}lottery/${encodeURIComponent(lottery)}/`, base);
}

export function loadingView(lang: Lang): HTMLElement {
  return el('div', { class: 'w', lang, 'aria-busy': 'true' }, el('p', { class: 'date' }, widgetText(lang, 'widget.loading')));
}

/** The latest draw, with the credit link back to the service. */
export function drawView(draw: DrawJson, source: string, lang: Lang, credit: URL): HTMLElement {
  const prizes = draw.prizes.filter((p) => MAIN_PRIZE_SLUGS.includes(p.slug));
  return el(
    'section',
    { class: 'w', lang, 'aria-label': draw.lotteryName },
    el(
      'div',
      { class: 'head' },
      el('span', { class: 'name' }, draw.lotteryName),
      el('span', { class: `badge ${draw.status}` }, widgetText(lang, draw.status === 'complete' ? 'status.complete' : 'status.announced')),
    ),
    el('p', { class: 'date' }, draw.displayName),
    el(
      'dl',
      {},
      ...prizes.map((p) =>
        el(
          'div',
          { class: p.slug === 'first-prize' ? 'headline' : 'prize', 'data-prize': p.slug },
          el('dt', {}, p.name),
          el('dd', {}, p.numbers.join(' ')),
        ),
      ),
    ),
    draw.pendingPrizes.length > 0 &&
      el('p', { class: 'pending' }, `${widgetText(lang, 'draw.pending')} ${draw.pendingPrizes.map((p) => p.name).join(' · ')}`),
    creditLink(lang, source, credit),
  );
}

/** The service's error text (an unknown lottery, no data yet) or ours when it could not be reached. */
export function errorView(message: string, lang: Lang, source: string, credit: URL): HTMLElement {
  return el('div', { class: 'w', lang }, el('p', { class: 'error', role: 'alert' }, message), creditLink(lang, source, credit));
}

/** An unknown or missing lottery: one short sentence and the way to the list, not the API's list of every value. */
export function unknownView(lang: Lang, source: string, home: URL): HTMLElement {
  return el(
    'div',
    { class: 'w', lang },
    el(
      'p',
      { class: 'error', role: 'alert' },
      `${widgetText(lang, 'widget.unknown')} `,
      el('a', { href: home.href, target: '_blank', rel: 'noopener' }, widgetText(lang, 'widget.list')),
    ),
    creditLink(lang, source, home),
  );
}

function creditLink(lang: Lang, source: string, url: URL): HTMLElement {
  return el('a', { class: 'credit', href: url.href, target: '_blank', rel: 'noopener' }, widgetText(lang, 'widget.credit', { source }));
}
