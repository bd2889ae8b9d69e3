import { Feed } from 'feed';
import type { Lang } from '../registry/index.ts';
import { downloadText } from '../registry/download-texts.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import { type DrawText, drawPlainText, drawText, stableUrn } from './draw-text.ts';
import { escapeHtml } from '../registry/template.ts';

export { FEED_ENTRIES } from '../contract/download-paths.ts';
import { FEED_ENTRIES } from '../contract/download-paths.ts';

/** The addresses a feed names: the lottery's page, the feed itself in both formats, the service. */
export interface FeedLinks {
  readonly page: string;
  readonly atom: string;
  readonly json: string;
  readonly siteName: string;
  readonly siteUrl: string;
}

/**
 * One entry per draw, newest first. An entry's id depends only on the lottery, the date and the
 * language, so it never changes; its `updated` is the draw's `publishedAt` (its newest prize), so
 * it moves when the draw's last prize arrives and the draw turns complete, and readers see it, and
 * later again when a stored value of the draw is corrected (the correction's time, DrawText.updatedAt;
 * RFC 4287 4.2.15); `published` is when its first prize was. The feed's `updated` is its newest
 * entry's: nothing comes from the build's clock.
 */
function entries(view: LotteryView, lang: Lang): DrawText[] {
  const count = Math.min(FEED_ENTRIES, view.draws.length);
  return Array.from({ length: count }, (_, i) => drawText(view, i, lang));
}

const entryId = (view: LotteryView, lang: Lang, date: string): string => stableUrn(`feed-entry/${view.def.id}/${date}/${lang}`);
const feedId = (view: LotteryView, lang: Lang): string => stableUrn(`feed/${view.def.id}/${lang}`);

function newest(items: readonly DrawText[]): string {
  let updated = '';
  for (const item of items) if (item.updatedAt > updated) updated = item.updatedAt;
  return updated;
}

/** The entry's HTML: the status, then each prize and its numbers. */
function entryHtml(item: DrawText): string {
  const rows = item.prizes.map((p) => `<li>${escapeHtml(p.name)}: <strong>${p.numbers.join(' ')}</strong></li>`).join('');
  return `<p>${escapeHtml(item.statusText)}</p><ul>${rows}</ul>`;
}

/** Atom 1.0 (RFC 4287) of the lottery's newest draws. The view must hold at least one draw. */
export function atomFeed(view: LotteryView, lang: Lang, links: FeedLinks): string {
  const items = entries(view, lang);
  const lottery = view.def.names[lang];
  const feed = new Feed({
    id: feedId(view, lang),
    title: downloadText(lang, 'feed.title', { lottery }),
    description: downloadText(lang, 'feed.subtitle', { lottery, count: items.length, source: links.siteName }),
    updated: new Date(newest(items)),
    generator: false,
    language: lang,
    link: links.page,
    feedLinks: { atom: links.atom },
    author: { name: links.siteName, link: links.siteUrl },
  });
  for (const item of items) {
    feed.addItem({
      id: entryId(view, lang, item.date),
      title: item.title,
      link: links.page,
      date: new Date(item.updatedAt),
      published: new Date(item.firstPublishedAt),
      content: entryHtml(item),
      // The term stays the status a program reads; the label is what a reader shows, in the feed's language.
      category: [{ term: item.status, name: item.statusWord }],
    });
  }
  return `${withLanguage(feed.atom1(), lang)}\n`;
}

/**
 * RFC 4287 section 2: `xml:lang` on the feed element says what language its texts are in (the feed
 * package takes a `language` but writes it only into RSS). Its opening tag is fixed; a package
 * version that writes another one stops the build instead of dropping the language silently.
 */
function withLanguage(atom: string, lang: Lang): string {
  const open = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!atom.includes(open)) throw new Error(`the feed package's Atom output no longer opens with ${open}`);
  return atom.replace(open, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`);
}

/** JSON Feed 1.1 of the lottery's newest draws, each item also carrying the draw as data (`_draw`). */
export function jsonFeed(view: LotteryView, lang: Lang, links: FeedLinks): string {
  const items = entries(view, lang);
  const lottery = view.def.names[lang];
  // Key order is fixed here (STYLE: stable JSON key order).
  const body = {
    version: 'https://jsonfeed.org/version/1.1',
    title: downloadText(lang, 'feed.title', { lottery }),
    home_page_url: links.page,
    feed_url: links.json,
    description: downloadText(lang, 'feed.subtitle', { lottery, count: items.length, source: links.siteName }),
    language: lang,
    authors: [{ name: links.siteName, url: links.siteUrl }],
    items: items.map((item) => ({
      id: entryId(view, lang, item.date),
      url: links.page,
      title: item.title,
      content_html: entryHtml(item),
      content_text: drawPlainText(item),
      date_published: item.firstPublishedAt,
      date_modified: item.updatedAt,
      tags: [item.status],
      _draw: {
        lottery: view.def.id,
        drawDate: item.date,
        status: item.status,
        pendingPrizes: item.pending,
        publishedAt: item.publishedAt,
        prizes: item.prizes,
      },
    })),
  };
  return `${JSON.stringify(body)}\n`;
}
