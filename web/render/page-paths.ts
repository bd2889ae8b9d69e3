import type { Site } from '../../pipeline/answers/attribution.ts';
import { DEFAULT_LANG, type Lang } from '../../pipeline/registry/langs.ts';
import type { LotteryId } from '../../pipeline/registry/lotteries.ts';
import { WIDGET_FILE } from '../vite.config.ts';

/**
 * Where each page of the website lives (issue 6). Thai pages have no prefix (`/`), the others
 * `/{lang}/`. The statistics page is where `attribution.url` of `/stats` points (C4.8:
 * `{base}/stats/{lottery}`, `{base}/{lang}/stats/{lottery}`), served as a folder's index.html so
 * that the address with and without its final slash both reach it. No page may take a path the
 * API answers (`/results`, `/check`, `/stats`, `/calculations`, `/openapi.json`, `/readme.md`) or
 * the functions' prefixes; a test holds every published page to that.
 */
export type PageRef =
  | { readonly kind: 'home' }
  | { readonly kind: 'lottery'; readonly lottery: LotteryId }
  | { readonly kind: 'stats'; readonly lottery: LotteryId }
  | { readonly kind: 'checker' }
  | { readonly kind: 'api' };

/** The iframe version of the widget: its address, and its pre-rendered pages (pipeline/contract/widget-paths.ts). */
export { WIDGET_PAGE_PATH, widgetPageFile, widgetPagePath } from '../../pipeline/contract/widget-paths.ts';
/** The embeddable widget's script, at a fixed address site owners paste (issue 6 item 3). */
export const WIDGET_SCRIPT_PATH = `/${WIDGET_FILE}`;

/** The page's path below the site's base, with its final slash: `/en/stats/lao-lottery/`. */
export function pagePath(page: PageRef, lang: Lang): string {
  const prefix = lang === DEFAULT_LANG ? '/' : `/${lang}/`;
  switch (page.kind) {
    case 'home':
      return prefix;
    case 'lottery':
      return `${prefix}lottery/${page.lottery}/`;
    case 'stats':
      return `${prefix}stats/${page.lottery}/`;
    case 'checker':
      return `${prefix}checker/`;
    case 'api':
      return `${prefix}developers/`;
  }
}

/** The file of the published tree that holds a page. */
export function pageFile(page: PageRef, lang: Lang): string {
  return indexFile(pagePath(page, lang));
}

/** `/en/checker/` -> `en/checker/index.html`. */
export function indexFile(path: string): string {
  return `${path.slice(1)}index.html`;
}

/** The path part of the site's base URL, without a final slash ('' at a domain's root). */
export function basePath(site: Site): string {
  return new URL(site.baseUrl).pathname.replace(/\/+$/, '');
}

/** A link from one page to another: the site's path prefix and the page's path. */
export function href(site: Site, path: string): string {
  return `${basePath(site)}${path}`;
}

/** The absolute address of a page (canonical links, hreflang alternates, snippets). */
export function absoluteUrl(site: Site, path: string): string {
  return `${site.baseUrl}${path}`;
}

/** The `&lang=` an API address in a page needs: none for the default language (C2). */
export function langQuery(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `&lang=${lang}`;
}
