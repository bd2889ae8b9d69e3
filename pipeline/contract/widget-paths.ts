import { DEFAULT_LANG, LANGS, type Lang, isLang } from '../registry/langs.ts';
import { LOTTERY_IDS, type LotteryId, isLotteryId } from '../registry/ids.ts';

/**
 * Where the iframe form of the widget lives (issue 6 item 3, issue 13 item 5). Site owners paste
 * `{base}/widget/?lottery=…&lang=…`; every answer to it is a page pre-rendered at build time, so the
 * widget shows its result without JavaScript:
 *
 * - `/widget/{lottery}/` (Thai) and `/{lang}/widget/{lottery}/`: the lottery's latest result, or
 *   the service's "no results yet" text for a lottery without data; one page per lottery and
 *   language, addresses that also work on their own;
 * - `/widget/` and `/{lang}/widget/`: the "this lottery is not known" page of that language.
 *
 * `widgetRewrite` says which of them answers `/widget/?…`; the local server calls it and the
 * Netlify rules (`widgetRules`) are its literal table, so the two cannot disagree (C1.3).
 */
export const WIDGET_PAGE_PATH = '/widget/';

/** The page of one lottery (or, with null, the "not known" page) in one language, with its final slash. */
export function widgetPagePath(lottery: LotteryId | null, lang: Lang): string {
  const prefix = lang === DEFAULT_LANG ? '/' : `/${lang}/`;
  return lottery === null ? `${prefix}widget/` : `${prefix}widget/${lottery}/`;
}

/** The published file of a widget page: `en/widget/lao-lottery/index.html`. */
export function widgetPageFile(lottery: LotteryId | null, lang: Lang): string {
  return `${widgetPagePath(lottery, lang).slice(1)}index.html`;
}

/**
 * The widget page that answers `pathname?query`, or null when the request is not the widget's
 * address with a `lottery` or `lang` (the page at the path itself answers). A known lottery gets
 * its page in the requested language, or in Thai when `lang` is missing or not one of the five; any
 * other `lottery` (unknown, empty or missing) gets the "not known" page of the language. As on
 * Netlify's CDN, a repeated parameter counts with its last value.
 */
export function widgetRewrite(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== WIDGET_PAGE_PATH && pathname !== WIDGET_PAGE_PATH.slice(0, -1)) return null;
  const lottery = query.getAll('lottery').at(-1);
  const lang = query.getAll('lang').at(-1);
  const known = lottery !== undefined && isLotteryId(lottery) ? lottery : null;
  const validLang = lang !== undefined && isLang(lang) ? lang : null;
  if (known === null && validLang === null) return null;
  return widgetPagePath(known, validLang ?? DEFAULT_LANG);
}

/** A rewrite of `/widget/` for one literal query, as Netlify's rules write it (forced: a page sits at /widget/). */
export interface WidgetRule {
  readonly query: Readonly<Record<string, string>>;
  /** The file that answers, from the tree's root: `/en/widget/lao-lottery/index.html`. */
  readonly to: string;
}

/**
 * `widgetRewrite` as a list of literal rules, in the order Netlify must try them (the first rule
 * whose parameters are all present matches; extra parameters are ignored): every lottery with
 * every language, then every lottery alone (Thai), then every language alone (the "not known"
 * page; Thai's is the page at /widget/ itself).
 */
export function widgetRules(): WidgetRule[] {
  const file = (lottery: LotteryId | null, lang: Lang) => `/${widgetPageFile(lottery, lang)}`;
  return [
    ...LOTTERY_IDS.flatMap((lottery) => LANGS.map((lang) => ({ query: { lottery, lang }, to: file(lottery, lang) }))),
    ...LOTTERY_IDS.map((lottery) => ({ query: { lottery }, to: file(lottery, DEFAULT_LANG) })),
    ...LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => ({ query: { lang }, to: file(null, lang) })),
  ];
}
