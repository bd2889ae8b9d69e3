import { DEFAULT_LANG, type Lang, format, isLang, lottery as registryLottery } from '../registry/index.ts';
import { noDataAnswer } from './no-data.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { ErrorFileOutcome, HasData, LiveOutcome, Outcome } from './outcome.ts';
import { ENDPOINTS, ENDPOINT_NAMES, type LiveEndpoint, endpointOf, staticFile } from '../contract/endpoints.ts';
import { downloadRoute } from './download-route.ts';
import { type Params, parseParams } from '../contract/params.ts';
import { OPENAPI_FILE, README_FILE, noDataFile, notFoundFile } from '../contract/paths.ts';

/** Files served at a public path of their own (C7), besides the endpoints of the table. */
const DESCRIPTION_FILES: Readonly<Record<string, string>> = { '/openapi.json': OPENAPI_FILE, '/readme.md': README_FILE };

/** The public paths of SPEC and C9.1, listed in the not-found error: the endpoints, then the description files. */
export const PUBLIC_PATHS: readonly string[] = [...ENDPOINT_NAMES.map((e) => ENDPOINTS[e].path), ...Object.keys(DESCRIPTION_FILES)];

export type { ErrorFileOutcome, FileOutcome, HasData, LiveOutcome, Outcome } from './outcome.ts';

/**
 * The one mapping from a GET request to its answer (C1.3), read off the endpoint table: the build
 * writes a file for every `file` outcome with status 200, the local server and the Netlify
 * functions serve exactly these, and the generated Netlify rules are checked against it. A
 * static endpoint's invalid request is a 400 answer and a lottery without data its 404 document
 * (an endpoint without `lottery`, `/lotteries`, has its file whatever the data: C9.1); a live
 * endpoint's valid request goes to its handler, which reads the data itself. Any other path is a
 * description file, a download file (issue 12: its file, or a 404 naming the valid values) or
 * the 404 of C3.6.
 */
export function route(pathname: string, query: URLSearchParams, hasData: HasData): Outcome {
  const endpoint = endpointOf(pathname);
  if (endpoint === null) {
    const file = DESCRIPTION_FILES[pathname];
    if (file !== undefined) return { kind: 'file', file, status: 200, endpoint: 'file' };
    return downloadRoute(pathname, hasData) ?? notFound(query);
  }
  const parsed = parseParams(endpoint, query);
  if (!parsed.ok) return { kind: 'answer', answer: errorAnswer(400, parsed.failure.error), endpoint };
  const { params } = parsed;
  if (isLive(params)) return { kind: 'live', endpoint: params.endpoint, params } as LiveOutcome;
  if (!('lottery' in params)) return { kind: 'file', file: staticFile(params), status: 200, endpoint };
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
