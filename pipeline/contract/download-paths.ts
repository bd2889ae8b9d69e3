import { noDataAnswer } from '../answers/no-data.ts';
import { type Answer, errorAnswer } from '../answers/answer.ts';
import {
  DEFAULT_LANG,
  LANGS,
  LOTTERY_IDS,
  type Lang,
  type LotteryId,
  format,
  isLang,
  isLotteryId,
  joinList,
  lottery as registryLottery,
} from '../registry/index.ts';
import { echoValue } from './params.ts';
import { lotteryDir, noDataFile } from './paths.ts';
import type { ErrorFileOutcome, FileOutcome, HasData, Outcome } from './route.ts';

/**
 * Feeds, calendars and history downloads (C9.2, C9.3, issue 12): their places in dist/ are their
 * public paths, so the CDN serves them as the files they are, with no rule. A path of these
 * families that names no file (an unknown lottery or language, a lottery without data) is routed
 * here by the fallback and the local server: a JSON 404 listing the valid values, in the
 * language of the path (Thai for the unprefixed paths and for an unknown language).
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
/** Netlify's per-path headers file, generated with the tree: the download files' types (C3.3). */
export const HEADERS_FILE = '_headers';

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

const LOCALIZED_PATH = /^\/(feeds|calendar)\/(?:([^/]*)\/)?([^/]*)\.(atom|json|ics)$/;
const HISTORY_PATH = /^\/history\/([^/]*)\.(json|csv)$/;

/**
 * The outcome of a path of the download families, or null when the path is not one of them (the
 * caller then answers its usual 404). A family's path with an extension it does not publish
 * (`/calendar/x.atom`) is not one of them either.
 */
export function downloadRoute(pathname: string, hasData: HasData): Outcome | null {
  if (pathname === `/${HISTORY_INDEX_FILE}`) return file(HISTORY_INDEX_FILE);
  const history = HISTORY_PATH.exec(pathname);
  if (history) {
    const [, slug = '', ext] = history;
    return lotteryOutcome(slug, DEFAULT_LANG, hasData, (id) => historyFile(id, ext as HistoryFormat));
  }
  const m = LOCALIZED_PATH.exec(pathname);
  if (!m) return null;
  const [, family, prefix, slug = '', ext] = m;
  if ((family === 'calendar') !== (ext === 'ics')) return null;
  let lang: Lang = DEFAULT_LANG;
  if (prefix !== undefined) {
    if (!isLang(prefix) || prefix === DEFAULT_LANG) return unknownValue(DEFAULT_LANG, 'lang', prefix, PREFIXED_LANGS);
    lang = prefix;
  }
  return lotteryOutcome(slug, lang, hasData, (id) => (family === 'calendar' ? calendarFile(id, lang) : feedFile(id, lang, ext as FeedFormat)));
}

function lotteryOutcome(slug: string, lang: Lang, hasData: HasData, path: (id: LotteryId) => string): Outcome {
  if (!isLotteryId(slug)) return unknownValue(lang, 'lottery', slug, LOTTERY_IDS);
  if (!hasData(slug)) {
    // C2.7: no files are published for a lottery without draws; its 404 names it.
    const answer: Answer = noDataAnswer(registryLottery(slug), lang);
    return { kind: 'error-file', file: noDataFile(slug, lang), answer, endpoint: null } satisfies ErrorFileOutcome;
  }
  return file(path(slug));
}

function file(path: string): FileOutcome {
  return { kind: 'file', file: path, status: 200, endpoint: 'file' };
}

/** C2.2's message with a 404: the path segment, the value received and every valid value. */
function unknownValue(lang: Lang, param: 'lang' | 'lottery', value: string, allowed: readonly string[]): Outcome {
  let received = value;
  try {
    received = decodeURIComponent(value);
  } catch {
    // shown as written
  }
  const error = format(lang, 'error.invalid-param', { param, value: echoValue(received), allowed: joinList(lang, allowed) });
  return { kind: 'answer', answer: errorAnswer(404, error), endpoint: null };
}
