import { downloadContentType } from './download-paths.ts';

/**
 * The HTTP rules of C3 in one place: CORS (C3.1, C3.2), content types (C3.3), cache lifetimes
 * (C3.4) and the quota window (C3.5); each endpoint's quota and cache policy is in its entry of
 * the endpoint table (endpoints.ts).
 */
export const EXPOSED_HEADERS = 'Retry-After, ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/** C3.2: how long a browser may cache a preflight answer. */
export const PREFLIGHT_MAX_AGE_SECONDS = 86_400;
/** SPEC "Limits": CDN cache of the static endpoints, 300 seconds. */
export const STATIC_MAX_AGE_SECONDS = 300;
export const CACHE_STATIC = `public, max-age=${STATIC_MAX_AGE_SECONDS}`;
export const CACHE_NONE = 'no-store';
/**
 * The pages, assets and HTML 404 pages: no header rule gives them a lifetime, so the CDN sends its
 * default (Netlify's docs, "Caching overview": revalidate every time, a 304 while unchanged), and
 * `npm start` sends the same. A page is then never older than the tree it is served from.
 */
export const CACHE_PAGES = 'public, max-age=0, must-revalidate';
export const JSON_TYPE = 'application/json; charset=utf-8';
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** C3.3: the type of a published file, by its name (every answer is JSON but `/readme.md` and the download files). */
export function contentTypeOf(file: string): string {
  // Feeds, calendars and history files have their own types (issue 12).
  const download = downloadContentType(file);
  if (download !== null) return download;
  return file.endsWith('.md') ? MARKDOWN_TYPE : JSON_TYPE;
}

/**
 * The most request-line and header bytes the local server reads. Node's default (16 KiB) answers
 * a longer query with a bare 431 before any route sees it; at 64 KiB an overlong query still gets
 * C2's JSON 400 naming what is accepted, and anything longer gets the JSON error of C3.6.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/** C3.5: quotas count over a sliding 60-second window. */
export const QUOTA_WINDOW_MS = 60_000;

/** C3.1: on every response, errors and 429 included. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

/** C3.2: the preflight answer, echoing the requested headers (or `*`). */
export function preflightHeaders(requestedHeaders: string | null | undefined): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': requestedHeaders && requestedHeaders.trim() !== '' ? requestedHeaders : '*',
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
  };
}
