import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { apiResult } from './api-answer.ts';
import type { LatestSource } from '../published/latest-source.ts';
import { type BundledFile, NO_BUNDLED_FILES } from '../published/netlify-tree.ts';
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
 */
export function createFallbackHandler(
  source: LatestSource,
  log?: Log,
  origin: string = configuredOrigin(),
  bundled: BundledFile = NO_BUNDLED_FILES,
): Handler {
  return webHandler(
    'fallback',
    (info) =>
      apiResult(source, publicPath(functionPath(info.url.pathname, FALLBACK_PREFIX)), info.url.searchParams, async (file) => {
        const text = await bundled(file);
        // Not bundled: a valid request the literal rules did not match (they match every valid one; a safety net).
        return text ?? fetchPublished(origin, file, { get: (name) => info.header(name) });
      }),
    log,
  );
}
