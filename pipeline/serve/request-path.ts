import { endpointOf } from '../contract/endpoints.ts';

/**
 * A path that tries to leave the published tree or is not a clean URL path: a backslash, NUL,
 * an encoded slash or backslash, or a `..` segment written plainly or percent-encoded (C3.6).
 * Such a path is never looked up; it gets the JSON 404.
 */
export const HOSTILE_PATH = /\\|\0|%00|%5c|%2f|(^|\/)(\.|%2e){2}(\/|$)/i;

/**
 * The path a request names, as Netlify's rule matching sees it, so that the local server and the
 * fallback function route exactly the requests the CDN would route (C1.3): percent-escapes are
 * decoded (`/%72esults` is `/results`), and a data endpoint written with one trailing slash
 * (`/results/`) is that endpoint. Null for a hostile path.
 */
export function publicPath(pathname: string): string | null {
  if (HOSTILE_PATH.test(pathname)) return null;
  let path = pathname;
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return pathname;
    }
    if (HOSTILE_PATH.test(path)) return null;
  }
  if (path.length > 1 && path.endsWith('/')) {
    const trimmed = path.slice(0, -1);
    if (endpointOf(trimmed) !== null) return trimmed;
  }
  return path;
}

/**
 * The public path a function answers for. Netlify hands a rewritten request its original URL
 * (netlify dev does too); a direct call, or a platform that passes the rewrite target, shows
 * `{prefix}/...` instead. Both give the same path here.
 */
export function functionPath(pathname: string, prefix: string): string {
  return pathname.startsWith(`${prefix}/`) ? `/${pathname.slice(prefix.length + 1)}` : pathname;
}

/** The part of a request the routing reads: its path and its query. */
export interface RequestTarget {
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}

/** A one-segment path that WHATWG URL parsing leaves as it is (`/results`, `/openapi.json`). */
const PLAIN_PATH = /^\/[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9]+)?$/;
/** Query characters URL parsing removes or stops at (tab, newline, other C0, space, `#`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 controls are what URL parsing drops
const URL_SENSITIVE = /[\u0000-\u0020#]/;

/**
 * A request target (`/path?query`, or absolute-form `http://host/path?query`) as `new URL` would
 * read it. The usual target, a plain one-segment path and an ordinary query, is split by hand:
 * the same pathname and parameters (request-path.test.ts holds the two equal) at a third of the
 * cost of a URL object on the hot path.
 */
export function parseTarget(raw: string): RequestTarget {
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  if (PLAIN_PATH.test(path)) {
    const query = q < 0 ? '' : raw.slice(q + 1);
    if (!URL_SENSITIVE.test(query)) return { pathname: path, searchParams: new URLSearchParams(query) };
  }
  return targetUrl(raw);
}

/** The request target as a URL: origin-form or absolute-form; anything else as the path it is written as. */
export function targetUrl(raw: string): URL {
  // Appended to an origin, not resolved against one: as a relative reference `//x` or `/\\` would
  // name a host (and an empty one throws).
  if (raw.startsWith('/')) return new URL(`http://local${raw}`);
  if (/^https?:\/\//i.test(raw)) {
    try {
      return new URL(raw);
    } catch {
      // not a URL after all
    }
  }
  return new URL(`http://local/${raw}`);
}
