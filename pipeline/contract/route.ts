import { DEFAULT_LANG, type Lang, type LotteryId, format, isLang, lottery as registryLottery } from '../registry/index.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { type Answer, errorAnswer } from '../answers/answer.ts';
import { downloadRoute } from './download-paths.ts';
import { type CheckParams, type Endpoint, parseParams } from './params.ts';
import {
  OPENAPI_FILE,
  README_FILE,
  calculationsFile,
  lotteriesFile,
  noDataFile,
  notFoundFile,
  resultsFile,
  statsFile,
} from './paths.ts';

/** The public paths of SPEC and C9.1, listed in the not-found error. */
export const PUBLIC_PATHS = ['/results', '/check', '/stats', '/calculations', '/lotteries', '/openapi.json', '/readme.md'] as const;

/** What serves a request: a published file, a live answer, or the /check handler. */
export type Outcome =
  | { readonly kind: 'file'; readonly file: string; readonly status: 200; readonly endpoint: Endpoint | 'file' }
  /** A published error document (C2.7 no data, C3.6 not found) and the answer it holds. */
  | { readonly kind: 'error-file'; readonly file: string; readonly answer: Answer; readonly endpoint: Endpoint | null }
  /** A computed answer; `endpoint` is null for the paths of the download files (issue 12). */
  | { readonly kind: 'answer'; readonly answer: Answer; readonly endpoint: Endpoint | null }
  | { readonly kind: 'check'; readonly params: CheckParams };

export type FileOutcome = Extract<Outcome, { kind: 'file' }>;
export type ErrorFileOutcome = Extract<Outcome, { kind: 'error-file' }>;

/** Whether a lottery has stored draws (from the published latest-draw index). */
export type HasData = (lottery: LotteryId) => boolean;

/**
 * The one mapping from a GET request to its answer (C1.3): the build writes a file for every
 * `file` outcome with status 200, the local server and the Netlify fallback serve exactly these,
 * and the generated Netlify rules are checked against it.
 */
export function route(pathname: string, query: URLSearchParams, hasData: HasData): Outcome {
  switch (pathname) {
    case '/results': {
      const r = parseParams('results', query);
      if (!r.ok) return invalid('results', r.failure.error);
      const { lottery, limit, lang } = r.params;
      return dataFile('results', lottery, lang, hasData, () => resultsFile(lottery, limit, lang));
    }
    case '/stats': {
      const r = parseParams('stats', query);
      if (!r.ok) return invalid('stats', r.failure.error);
      const { lottery, lang } = r.params;
      return dataFile('stats', lottery, lang, hasData, () => statsFile(lottery, lang));
    }
    case '/calculations': {
      const r = parseParams('calculations', query);
      if (!r.ok) return invalid('calculations', r.failure.error);
      const { lottery, window, prize, lang } = r.params;
      return dataFile('calculations', lottery, lang, hasData, () => calculationsFile(lottery, window, prize, lang));
    }
    case '/lotteries': {
      // C9.1: one file per language, whether or not any lottery has data.
      const r = parseParams('lotteries', query);
      if (!r.ok) return invalid('lotteries', r.failure.error);
      return { kind: 'file', file: lotteriesFile(r.params.lang), status: 200, endpoint: 'lotteries' };
    }
    case '/check': {
      const r = parseParams('check', query);
      if (!r.ok) return invalid('check', r.failure.error);
      return { kind: 'check', params: r.params };
    }
    case '/openapi.json':
      return { kind: 'file', file: OPENAPI_FILE, status: 200, endpoint: 'file' };
    case '/readme.md':
      return { kind: 'file', file: README_FILE, status: 200, endpoint: 'file' };
    default:
      // Feeds, calendars and history (issue 12): their files, or a 404 naming the valid values.
      return downloadRoute(pathname, hasData) ?? notFound(query);
  }
}

/** C3.6: the 404 of an unknown path, in the requested language when `lang` is valid. */
export function notFound(query: URLSearchParams): ErrorFileOutcome {
  const lang = requestLang(query);
  return { kind: 'error-file', file: notFoundFile(lang), answer: notFoundAnswer(lang), endpoint: null };
}

/** The language a non-endpoint answer (404, 405, 429, 500) uses: a single valid `lang`, else Thai. */
export function requestLang(query: URLSearchParams): Lang {
  const values = query.getAll('lang');
  const only = values.length === 1 ? values[0] : undefined;
  return only !== undefined && isLang(only) ? only : DEFAULT_LANG;
}

/** The body of the static not-found document. */
export function notFoundAnswer(lang: Lang): Answer {
  return errorAnswer(404, format(lang, 'error.not-found', { paths: PUBLIC_PATHS.join(', ') }));
}

function invalid(endpoint: Endpoint, error: string): Outcome {
  return { kind: 'answer', answer: errorAnswer(400, error), endpoint };
}

function dataFile(endpoint: Endpoint, lottery: LotteryId, lang: Lang, hasData: HasData, file: () => string): Outcome {
  return hasData(lottery)
    ? { kind: 'file', file: file(), status: 200, endpoint }
    : { kind: 'error-file', file: noDataFile(lottery, lang), answer: noDataAnswer(registryLottery(lottery), lang), endpoint };
}
