import { DEFAULT_LANG, LANGS, type Lang, type LotteryId } from '../registry/index.ts';
import { lotteryDir } from './paths.ts';

/**
 * Feeds, calendars and history downloads (C9.2, C9.3, issue 12): their places in dist/ are their
 * public paths, so the CDN serves them as the files they are, with no rule (their types and
 * cache come from the generated `_headers`, publish/netlify-headers.ts). A path of these families
 * that names no file is routed by answers/download-route.ts.
 */

export const FEED_FORMATS = ['atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const HISTORY_FORMATS = ['json', 'csv'] as const;
export type HistoryFormat = (typeof HISTORY_FORMATS)[number];

/** C9.2: the languages with their own folder; Thai is the unprefixed path. */
export const PREFIXED_LANGS = LANGS.filter((l) => l !== DEFAULT_LANG);

export const HISTORY_INDEX_FILE = 'history/index.json';
/** C9.2: a feed holds the 20 newest draws. */
export const FEED_ENTRIES = 20;

const langFolder = (family: string, lang: Lang): string => (lang === DEFAULT_LANG ? family : `${family}/${lang}`);

/** `feeds/{lottery}.atom|json` (Thai) or `feeds/{lang}/{lottery}.atom|json`. */
export function feedFile(lottery: LotteryId, lang: Lang, format: FeedFormat): string {
  return `${langFolder('feeds', lang)}/${lottery}.${format}`;
}

/** `calendar/{lottery}.ics` (Thai) or `calendar/{lang}/{lottery}.ics`. */
export function calendarFile(lottery: LotteryId, lang: Lang): string {
  return `${langFolder('calendar', lang)}/${lottery}.ics`;
}

/** `history/{lottery}.json|csv` (one per lottery: the history holds no text to translate). */
export function historyFile(lottery: LotteryId, format: HistoryFormat): string {
  return `history/${lottery}.${format}`;
}

/**
 * A lottery's entry of `history/index.json` (checksums of its history files), published with its
 * files for the build's own use, like `latest.json`: reused with them when the lottery is.
 */
export function historyEntryFile(lottery: LotteryId): string {
  return `${lotteryDir(lottery)}/history-entry.json`;
}

/** Every feed, calendar and history file of a lottery with data, in a fixed order. */
export function downloadFiles(lottery: LotteryId): string[] {
  return [
    ...LANGS.flatMap((lang) => [...FEED_FORMATS.map((f) => feedFile(lottery, lang, f)), calendarFile(lottery, lang)]),
    ...HISTORY_FORMATS.map((f) => historyFile(lottery, f)),
  ];
}

/** C3.3 for the download files (issue 12): each format's registered type, always UTF-8. */
export const DOWNLOAD_TYPES = {
  atom: 'application/atom+xml; charset=utf-8',
  feedJson: 'application/feed+json; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  json: 'application/json; charset=utf-8',
} as const;

/** The Content-Type of a published download file, or null for any other file. */
export function downloadContentType(file: string): string | null {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  if (file.startsWith('feeds/')) return ext === 'atom' ? DOWNLOAD_TYPES.atom : ext === 'json' ? DOWNLOAD_TYPES.feedJson : null;
  if (file.startsWith('calendar/')) return ext === 'ics' ? DOWNLOAD_TYPES.ics : null;
  if (file.startsWith('history/')) return ext === 'csv' ? DOWNLOAD_TYPES.csv : ext === 'json' ? DOWNLOAD_TYPES.json : null;
  return null;
}
