import type { Site } from '../../pipeline/answers/attribution.ts';
import { type FeedFormat, calendarFile, feedFile, historyFile } from '../../pipeline/contract/download-paths.ts';
import type { Lang } from '../../pipeline/registry/langs.ts';
import type { LotteryDef } from '../../pipeline/registry/lotteries.ts';
import { FEED_TEXTS, feedText } from '../texts/feed-texts.ts';
import { type Html, html, templateHtml } from './html.ts';
import { absoluteUrl, href } from './page-paths.ts';

/** The feeds' media types and names, as the page's alternate links announce them. */
const FEEDS: ReadonlyArray<{ readonly format: FeedFormat; readonly type: string; readonly name: string }> = [
  { format: 'atom', type: 'application/atom+xml', name: 'Atom' },
  { format: 'json', type: 'application/feed+json', name: 'JSON Feed' },
];

/** `<link rel="alternate">` to the lottery's feeds in the page's language, for feed readers (issue 12). */
export function feedHeadLinks(site: Site, def: LotteryDef, lang: Lang): Html {
  return html`${FEEDS.map(
    (f) =>
      html`<link rel="alternate" type="${f.type}" title="${feedText(lang, 'feeds.link-title', { lottery: def.names[lang], format: f.name })}" href="${absoluteUrl(site, `/${feedFile(def.id, lang, f.format)}`)}">\n`,
  )}`;
}

/**
 * The lottery page's links to its feeds, its calendar ("subscribe": a `webcal:` address, which
 * calendar apps open as a subscription) and its history files.
 */
export function feedLinksSection(site: Site, def: LotteryDef, lang: Lang): Html {
  const link = (path: string, text: string): Html => html`<a href="${href(site, `/${path}`)}">${text}</a>`;
  const webcal = absoluteUrl(site, `/${calendarFile(def.id, lang)}`).replace(/^https?:/, 'webcal:');
  return html`<p class="small feeds">${templateHtml(
    FEED_TEXTS['feeds.follow'][lang],
    {
      atom: link(feedFile(def.id, lang, 'atom'), 'Atom'),
      json: link(feedFile(def.id, lang, 'json'), 'JSON Feed'),
      calendar: html`<a href="${webcal}" data-subscribe>${feedText(lang, 'feeds.subscribe')}</a> (<a href="${href(site, `/${calendarFile(def.id, lang)}`)}">.ics</a>)`,
    },
    'feeds.follow',
  )}<br>${templateHtml(
    FEED_TEXTS['feeds.history'][lang],
    {
      json: link(historyFile(def.id, 'json'), 'JSON'),
      csv: link(historyFile(def.id, 'csv'), 'CSV'),
    },
    'feeds.history',
  )}</p>`;
}
