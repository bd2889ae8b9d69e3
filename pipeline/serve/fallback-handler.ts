import { ENDPOINTS, endpointOf } from '../contract/endpoints.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { apiResult } from './api-answer.ts';
import type { LatestSource } from '../published/latest-source.ts';
import { type BundledFile, NO_BUNDLED_FILES } from '../published/netlify-tree.ts';
import { ifNoneMatchHas, strongEtag } from './etag.ts';
import type { HttpResult } from './http-result.ts';
import { functionPath, publicPath } from './request-path.ts';
import { configuredOrigin, fetchPublished } from './safety-net.ts';
import { type Handler, type Log, webHandler } from './web-stack.ts';

/**
 * The Netlify function behind every request that the CDN's rules do not serve from a file: invalid
 * parameters (400), lotteries without data (404), unknown paths (404), preflights and wrong
 * methods. Its bodies are those `route()` gives the local server (C1.3).
 *
 * A valid request is answered with its published file: read from the function's bundle when it is
 * there (the endpoints the rules send to it whole, netlify-rules.ts FUNCTION_SERVED_ORDER), else
 * asked of the CDN (the safety net). `origin`: the configured site the safety net asks
 * (safety-net.ts), never the request's host.
 *
 * The live endpoints are not answered here: `/check` and `/check-many` have functions of their own,
 * each with its quota (C3.5, C9.4), and no rule sends them to this one. Their paths reach it only
 * when a client asks for `/_fallback/check` itself, which would be a live check without a quota: it
 * gets the JSON 404 of an unknown path, as locally.
 */
export function createFallbackHandler(
  source: LatestSource,
  log?: Log,
  origin: string = configuredOrigin(),
  bundled: BundledFile = NO_BUNDLED_FILES,
): Handler {
  return webHandler(
    'fallback',
    async (info) =>
      validated(
        await apiResult(source, servedPath(info.url.pathname), info.url.searchParams, async (file) => {
          const text = await bundled(file);
          // Not bundled: a valid request the literal rules did not match (they match every valid one; a safety net).
          return text ?? fetchPublished(origin, file, { get: (name) => info.header(name) });
        }),
        info.header('if-none-match'),
      ),
    log,
  );
}

/** The public path a request to the fallback stands for; null (the JSON 404) for a hostile path or a live endpoint's. */
function servedPath(pathname: string): string | null {
  const path = publicPath(functionPath(pathname, FALLBACK_PREFIX));
  const endpoint = path === null ? null : endpointOf(path);
  return endpoint !== null && ENDPOINTS[endpoint].delivery === 'live' ? null : path;
}

/**
 * C3.4: a published file the function serves (every `/calculations` answer beyond the rule budget)
 * carries a strong ETag of its bytes, and a request naming it gets a 304, as the CDN's files do.
 */
function validated(result: HttpResult, ifNoneMatch: string | null): HttpResult {
  if (result.status !== 200 || result.body === null) return result;
  const etag = strongEtag(result.body);
  const headers = result.headers.with({ ETag: etag });
  return ifNoneMatchHas(ifNoneMatch, etag) ? { status: 304, headers, body: null } : { ...result, headers };
}
