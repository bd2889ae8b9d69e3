import { type Site, attributionNote } from '../../pipeline/answers/attribution.ts';
import { OPENAPI_FILE, README_FILE } from '../../pipeline/contract/paths.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import { LOTTERY_IDS } from '../../pipeline/registry/lotteries.ts';
import { pageText } from '../texts/page-texts.ts';
import type { PageEntry } from '../vite.config.ts';
import type { SiteAssets } from './assets.ts';
import { type Html, html, raw } from './html.ts';
import { type PageRef, absoluteUrl, href, pagePath } from './page-paths.ts';

/** What every page is rendered with: the site it is published on and the bundled client code. */
export interface PageContext {
  readonly site: Site;
  readonly assets: SiteAssets;
}

export interface PageSpec {
  readonly page: PageRef;
  readonly lang: Lang;
  /** The page's heading and the first part of its `<title>`. */
  readonly title: string;
  readonly main: Html;
  /** The bundles the page loads (its stylesheet always). */
  readonly scripts?: readonly PageEntry[];
  /** More `<head>` elements (a lottery page's feed links, issue 12). */
  readonly head?: Html;
  /**
   * A 404 page (issue 13 item 4): served at any unknown address, so it names no canonical address
   * or alternates, asks not to be indexed, and marks no navigation or language entry as the current page.
   */
  readonly notFound?: boolean;
}

/** The site's icon (site-files.ts publishes it), linked from every page. */
export const FAVICON_PATH = '/favicon.svg';

/** The main navigation, in order. */
const NAV: ReadonlyArray<{ readonly page: PageRef; readonly text: 'nav.home' | 'nav.checker' | 'nav.api' }> = [
  { page: { kind: 'home' }, text: 'nav.home' },
  { page: { kind: 'checker' }, text: 'nav.checker' },
  { page: { kind: 'api' }, text: 'nav.api' },
];

/**
 * A whole HTML document: `lang` on the root (issue 6 item 4), the canonical address and its
 * alternates in the other languages, the hashed stylesheet and module scripts from vite's manifest,
 * a skip link, the navigation, the language switcher (same page, other language) and the footer
 * with the credit request. Everything the page says is in its markup; scripts only enhance.
 */
export function renderPage(context: PageContext, spec: PageSpec): string {
  const { site, assets } = context;
  const { lang, page } = spec;
  const path = pagePath(page, lang);
  const styles = [...assets.entries.site.styles, ...(spec.scripts ?? []).flatMap((s) => assets.entries[s].styles)];
  const modules = (spec.scripts ?? []).map((s) => assets.entries[s]);
  const preload = [...new Set(modules.flatMap((m) => m.preload))];
  const title = `${spec.title} · ${site.name}`;
  const doc = html`<!doctype html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="${href(site, FAVICON_PATH)}" type="image/svg+xml">
<meta name="description" content="${description(spec)}">
${spec.notFound ? html`<meta name="robots" content="noindex">\n` : addresses(site, page, path)}${spec.head ?? null}${styles.map((s) => html`<link rel="stylesheet" href="${href(site, `/${s}`)}">\n`)}${preload.map((p) => html`<link rel="modulepreload" href="${href(site, `/${p}`)}">\n`)}${modules.map((m) => (m.script ? html`<script type="module" src="${href(site, `/${m.script}`)}"></script>\n` : null))}</head>
<body>
<a class="skip" href="#main">${pageText(lang, 'nav.skip')}</a>
<header class="site-header"><div class="wrap">
<a class="brand" href="${href(site, pagePath({ kind: 'home' }, lang))}">${site.name}</a>
<nav aria-label="${pageText(lang, 'nav.label')}"><ul>
${NAV.map(
  (n) =>
    html`<li><a href="${href(site, pagePath(n.page, lang))}"${n.page.kind === page.kind && !spec.notFound ? raw(' aria-current="page"') : ''}>${pageText(lang, n.text)}</a></li>\n`,
)}</ul></nav>
<nav class="langs" aria-label="${pageText(lang, 'nav.languages')}"><ul>
${LANGS.map(
  (l) =>
    html`<li><a href="${href(site, pagePath(page, l))}" hreflang="${l}" lang="${l}"${l === lang && !spec.notFound ? raw(' aria-current="page"') : ''}>${pageText(l, 'lang.autonym')}</a></li>\n`,
)}</ul></nav>
</div></header>
<main id="main" class="wrap">
<h1>${spec.title}</h1>
${spec.main}
</main>
<footer class="site-footer"><div class="wrap">
<p>${attributionNote(site, lang)}</p>
<p>${pageText(lang, 'footer.files')}: <a href="${href(site, `/${OPENAPI_FILE}`)}">${OPENAPI_FILE}</a> · <a href="${href(site, `/${README_FILE}`)}">${README_FILE}</a></p>
</div></footer>
</body>
</html>
`;
  return doc.text;
}

/**
 * The page's description for search results: the site's on the home page; on every other page
 * its title first, so that no two indexed pages share one (a lottery's, its statistics', the
 * checker's and the developers' pages would otherwise all have the home page's).
 */
function description(spec: PageSpec): string {
  const site = pageText(spec.lang, 'site.description', { count: LOTTERY_IDS.length });
  return spec.page.kind === 'home' ? site : `${spec.title} · ${site}`;
}

/** A page's canonical address and its alternates in every language. */
function addresses(site: PageContext['site'], page: PageRef, path: string): Html {
  return html`<link rel="canonical" href="${absoluteUrl(site, path)}">
${LANGS.map((l) => html`<link rel="alternate" hreflang="${l}" href="${absoluteUrl(site, pagePath(page, l))}">\n`)}<link rel="alternate" hreflang="x-default" href="${absoluteUrl(site, pagePath(page, DEFAULT_LANG))}">
`;
}
