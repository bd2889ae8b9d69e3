import { DEFAULT_LANG, LANGS, type Lang } from '../registry/index.ts';
import { ENDPOINTS, ENDPOINT_NAMES } from './endpoints.ts';
import { FALLBACK_PREFIX, LIMITED_PREFIX } from './function-paths.ts';
import { API_DIR, OPENAPI_FILE, README_FILE } from './paths.ts';

/**
 * Which unknown paths get the website's HTML 404 page and which the API's JSON 404 (C3.6, issue 13
 * item 4). The API owns the first path segments of its endpoints, of the internal /api/ files, of
 * the feeds, calendars and history downloads (C9.2, C9.3), of the description files (C7) and of
 * the functions' prefixes: an
 * unknown path under one of them (`/results/x`, `/feeds/nope.atom`) is answered by the API, in
 * JSON. Every other unknown path is a page that does not exist: `/{lang}/...` in that language,
 * anything else in Thai (the language of the unprefixed pages). One endpoint's segment is also a
 * folder of pages (`/stats` is the endpoint, `/stats/{lottery}/` a page), so only its exact path
 * is the API's, and it is always routed to the endpoint. The local server and the generated
 * Netlify rules (publish/not-found-rules.ts) both read this list.
 */

/** First segments whose sub-paths are pages (web/render/page-paths.ts), not API paths. */
const PAGE_FOLDERS: ReadonlySet<string> = new Set(['stats']);

/** The download families (contract/download-paths.ts): their files are their public paths. */
const DOWNLOAD_FOLDERS = ['feeds', 'calendar', 'history'] as const;

/** The public first segments the API owns, each as a path: `/results`, `/api`, `/feeds`, ... */
export const API_FOLDERS: readonly string[] = [
  ...ENDPOINT_NAMES.map((e) => ENDPOINTS[e].path).filter((p) => !PAGE_FOLDERS.has(p.slice(1))),
  `/${API_DIR}`,
  ...DOWNLOAD_FOLDERS.map((f) => `/${f}`),
  // The description files (C7): `/openapi.json/` is not a page either.
  `/${OPENAPI_FILE}`,
  `/${README_FILE}`,
];

/** Those and the functions' own prefixes (on Netlify the functions answer these paths themselves). */
const API_OWNED_FOLDERS: readonly string[] = [...API_FOLDERS, FALLBACK_PREFIX, LIMITED_PREFIX, '/.netlify'];

/** The languages with a folder of their own pages: every one but Thai. */
export const PAGE_PREFIX_LANGS: readonly Lang[] = LANGS.filter((l) => l !== DEFAULT_LANG);

/** The published HTML 404 page of a language: `404.html` (Thai) or `{lang}/404.html`. */
export function notFoundPageFile(lang: Lang): string {
  return lang === DEFAULT_LANG ? '404.html' : `${lang}/404.html`;
}

/**
 * The API's query parameters (every endpoint's, `lang` among them): an unknown path asked with one
 * of them (`/resultz?lottery=lao-lottery`, a mistyped endpoint) is a request to the API, and gets
 * the JSON 404 that a program reading the answer can parse, not a page. Pages take no query but
 * the checker's, and the checker is a published page, served before any 404.
 */
export const API_PARAMS: readonly string[] = [...new Set(ENDPOINT_NAMES.flatMap((e) => ENDPOINTS[e].params))].sort();

/**
 * The language of the HTML 404 page for an unknown path, or null when the request is the API's
 * (the JSON 404 answers it): a path under a folder the API owns, or any path asked with one of its
 * parameters. `path` is the decoded path the router reads.
 */
export function notFoundPageLang(path: string, query?: URLSearchParams): Lang | null {
  if (query && API_PARAMS.some((name) => query.has(name))) return null;
  const segment = path.split('/')[1] ?? '';
  const prefixed = PAGE_PREFIX_LANGS.find((l) => l === segment);
  if (prefixed) return prefixed;
  return API_OWNED_FOLDERS.includes(`/${segment}`) ? null : DEFAULT_LANG;
}
