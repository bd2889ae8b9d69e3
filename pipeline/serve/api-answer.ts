import { ENDPOINTS } from '../contract/endpoints.ts';
import { CACHE_STATIC, CORS_HEADERS, contentTypeOf } from '../contract/http-policy.ts';
import { type Outcome, notFound, route } from '../answers/route.ts';
import { HeaderSet, type HttpResult, jsonResult } from './http-result.ts';
import type { LatestSource } from '../published/latest-source.ts';
import { liveAnswer } from './live-answers.ts';

/** Reads a published file the CDN would have served (the fallback's safety net). */
export type PublishedFile = (file: string) => Promise<string>;

/**
 * The answer of a request the functions receive, by `route()` (C1.3): a parameter error with its
 * endpoint's cache policy, a published error document's answer, a live endpoint's answer, or a
 * published file. `path` is the public path (null: hostile, C3.6).
 */
export function apiResult(
  source: LatestSource,
  path: string | null,
  query: URLSearchParams,
  published: PublishedFile,
): HttpResult | Promise<HttpResult> {
  if (path === null) return jsonResult(notFound(query).answer, CACHE_STATIC);
  return outcomeResult(
    source,
    route(path, query, (id) => source.hasData(id)),
    published,
  );
}

export function outcomeResult(source: LatestSource, outcome: Outcome, published: PublishedFile): HttpResult | Promise<HttpResult> {
  switch (outcome.kind) {
    case 'answer':
    case 'error-file':
      return jsonResult(outcome.answer, outcome.endpoint === null ? CACHE_STATIC : ENDPOINTS[outcome.endpoint].cache);
    case 'live':
      return liveAnswer(source, outcome);
    case 'file':
      return published(outcome.file).then((body) => ({ status: 200, headers: staticHeaders(outcome.file), body }));
  }
}

function staticHeaders(file: string): HeaderSet {
  return new HeaderSet({ ...CORS_HEADERS, 'Content-Type': contentTypeOf(file), 'Cache-Control': CACHE_STATIC });
}
