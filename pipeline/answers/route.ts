import { DEFAULT_LANG, type Lang, type LotteryId, format, isLang, lottery as registryLottery } from '../registry/index.ts';
import { noDataAnswer } from './no-data.ts';
import { type Answer, errorAnswer } from './answer.ts';
import { ENDPOINTS, ENDPOINT_NAMES, type Endpoint, type LiveEndpoint, type ParamsOf, endpointOf, staticFile } from '../contract/endpoints.ts';
import { type Params, parseParams } from '../contract/params.ts';
import { OPENAPI_FILE, README_FILE, noDataFile, notFoundFile } from '../contract/paths.ts';

/** Files served at a public path of their own (C7), besides the endpoints of the table. */
const DESCRIPTION_FILES: Readonly<Record<string, string>> = { '/openapi.json': OPENAPI_FILE, '/readme.md': README_FILE };

/** The public paths of SPEC, listed in the not-found error: the endpoints, then the description files. */
export const PUBLIC_PATHS: readonly string[] = [...ENDPOINT_NAMES.map((e) => ENDPOINTS[e].path), ...Object.keys(DESCRIPTION_FILES)];

/** What serves a request: a published file, a computed answer, or a live endpoint's handler. */
export type Outcome =
  | { readonly kind: 'file'; readonly file: string; readonly status: 200; readonly endpoint: Endpoint | 'file' }
  /** A published error document (C2.7 no data, C3.6 not found) and the answer it holds. */
  | { readonly kind: 'error-file'; readonly file: string; readonly answer: Answer; readonly endpoint: Endpoint | null }
  | { readonly kind: 'answer'; readonly answer: Answer; readonly endpoint: Endpoint }
  | LiveOutcome;

/** A valid request to a live endpoint, for its handler to answer. */
export type LiveOutcome = { [E in LiveEndpoint]: { readonly kind: 'live'; readonly endpoint: E; readonly params: ParamsOf<E> } }[LiveEndpoint];

export type FileOutcome = Extract<Outcome, { kind: 'file' }>;
export type ErrorFileOutcome = Extract<Outcome, { kind: 'error-file' }>;

/** Whether a lottery has stored draws (from the published latest-draw index). */
export type HasData = (lottery: LotteryId) => boolean;

/**
 * The one mapping from a GET request to its answer (C1.3), read off the endpoint table: the build
 * writes a file for every `file` outcome with status 200, the local server and the Netlify
 * functions serve exactly these, and the generated Netlify rules are checked against it. A
 * static endpoint's invalid request is a 400 answer and a lottery without data its 404 document;
 * a live endpoint's valid request goes to its handler, which reads the data itself.
 */
export function route(pathname: string, query: URLSearchParams, hasData: HasData): Outcome {
  const endpoint = endpointOf(pathname);
  if (endpoint === null) {
    const file = DESCRIPTION_FILES[pathname];
    return file === undefined ? notFound(query) : { kind: 'file', file, status: 200, endpoint: 'file' };
  }
  const parsed = parseParams(endpoint, query);
  if (!parsed.ok) return { kind: 'answer', answer: errorAnswer(400, parsed.failure.error), endpoint };
  const { params } = parsed;
  if (isLive(params)) return { kind: 'live', endpoint: params.endpoint, params } as LiveOutcome;
  const { lottery, lang } = params;
  return hasData(lottery)
    ? { kind: 'file', file: staticFile(params), status: 200, endpoint }
    : { kind: 'error-file', file: noDataFile(lottery, lang), answer: noDataAnswer(registryLottery(lottery), lang), endpoint };
}

function isLive(params: Params): params is Extract<Params, { endpoint: LiveEndpoint }> {
  return ENDPOINTS[params.endpoint].delivery === 'live';
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
