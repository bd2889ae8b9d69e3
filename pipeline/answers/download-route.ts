import {
  DEFAULT_LANG,
  LOTTERY_IDS,
  type Lang,
  type LotteryId,
  format,
  isLang,
  isLotteryId,
  lottery as registryLottery,
} from '../registry/index.ts';
import {
  type FeedFormat,
  HISTORY_INDEX_FILE,
  type HistoryFormat,
  PREFIXED_LANGS,
  calendarFile,
  feedFile,
  historyFile,
} from '../contract/download-paths.ts';
import { echoValue } from '../contract/param-specs.ts';
import { noDataFile } from '../contract/paths.ts';
import { type Answer, errorAnswer } from './answer.ts';
import { noDataAnswer } from './no-data.ts';
import type { ErrorFileOutcome, FileOutcome, HasData, Outcome } from './outcome.ts';

/**
 * Routing of the feeds, calendars and history downloads (C9.2, C9.3, issue 12), whose places in
 * dist/ (contract/download-paths.ts) are their public paths. A path of these families that names
 * no file (an unknown lottery or language, a lottery without data) is routed here by route(),
 * for the fallback and the local server: a JSON 404 listing the valid values, in the language of
 * the path (Thai for the unprefixed paths and for an unknown language).
 */

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
  return lotteryOutcome(slug, lang, hasData, (id) =>
    family === 'calendar' ? calendarFile(id, lang) : feedFile(id, lang, ext as FeedFormat),
  );
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

/** C2.2's message with a 404: the path segment, the value received and every valid value (identifiers, joined as the parameters' are). */
function unknownValue(lang: Lang, param: 'lang' | 'lottery', value: string, allowed: readonly string[]): Outcome {
  let received = value;
  try {
    received = decodeURIComponent(value);
  } catch {
    // shown as written
  }
  const error = format(lang, 'error.invalid-param', { param, value: echoValue(received), allowed: allowed.join(', ') });
  return { kind: 'answer', answer: errorAnswer(404, error), endpoint: null };
}
