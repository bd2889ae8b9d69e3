import type { Site } from '../../pipeline/answers/attribution.ts';
import { notFoundPageFile } from '../../pipeline/contract/not-found-pages.ts';
import type { GlobalOutputs } from '../../pipeline/publish/outputs.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import { LOTTERY_IDS } from '../../pipeline/registry/lotteries.ts';
import { pageText } from '../texts/page-texts.ts';
import { faviconIco, faviconSvg } from './favicon.ts';
import { html } from './html.ts';
import { FAVICON_PATH, type PageContext, renderPage } from './layout.ts';
import { type PageRef, absoluteUrl, href, pagePath } from './page-paths.ts';

/**
 * The files that make the pages behave like a website (issue 13 item 4): a 404 page per language
 * (served for unknown page paths with status 404, contract/not-found-pages.ts), the icon as SVG
 * and as /favicon.ico (what a browser asks for where no page names an icon, such as a JSON
 * answer), robots.txt allowing everything and naming the sitemap, and sitemap.xml listing every
 * page in every language with its alternates, at absolute addresses under the configured site.
 */
export function siteFiles(context: Omit<PageContext, 'site'>): GlobalOutputs {
  return ({ site }) => [
    ...LANGS.map((lang) => ({ path: notFoundPageFile(lang), render: () => notFoundPage({ ...context, site }, lang) })),
    { path: FAVICON_PATH.slice(1), render: faviconSvg },
    { path: 'favicon.ico', render: faviconIco, encoding: 'base64' as const },
    { path: 'robots.txt', render: () => robotsText(site) },
    { path: SITEMAP_FILE, render: () => sitemapXml(site) },
  ];
}

export const SITEMAP_FILE = 'sitemap.xml';

/** Every page of the site, in one language's terms (the widget's iframe page is part of other sites, not listed). */
export function sitePages(): PageRef[] {
  return [
    { kind: 'home' },
    ...LOTTERY_IDS.flatMap((lottery): PageRef[] => [
      { kind: 'lottery', lottery },
      { kind: 'stats', lottery },
    ]),
    { kind: 'checker' },
    { kind: 'api' },
  ];
}

function notFoundPage(context: PageContext, lang: Lang): string {
  const { site } = context;
  const main = html`<p class="lead">${pageText(lang, 'not-found.lead')}</p>
<p><a class="not-found-home" href="${href(site, pagePath({ kind: 'home' }, lang))}">${pageText(lang, 'not-found.home')}</a> · <a href="${href(site, pagePath({ kind: 'checker' }, lang))}">${pageText(lang, 'nav.checker')}</a></p>`;
  return renderPage(context, { page: { kind: 'home' }, lang, title: pageText(lang, 'not-found.title'), main, notFound: true });
}

function robotsText(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, `/${SITEMAP_FILE}`)}\n`;
}

function xmlAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function sitemapXml(site: Site): string {
  const urls = sitePages().flatMap((page) => {
    const links = [
      ...LANGS.map((l) => [l, absoluteUrl(site, pagePath(page, l))] as const),
      ['x-default', absoluteUrl(site, pagePath(page, DEFAULT_LANG))] as const,
    ]
      .map(([hreflang, url]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlAttr(url)}"/>`)
      .join('');
    return LANGS.map((lang) => `<url><loc>${xmlAttr(absoluteUrl(site, pagePath(page, lang)))}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
