import type { Endpoint } from '../contract/params.ts';
import { requestLang } from '../contract/route.ts';
import type { Handler } from './check-handler.ts';
import { type HttpResult, type RequestInfo, jsonResult, preflightResult, requestInfo, toResponse } from './http-result.ts';
import { rateLimitedAnswer } from './meta-answers.ts';
import { CACHE_NONE, endpointOf } from './policy.ts';
import { functionPath, publicPath } from './request-path.ts';

/** Where Netlify's rate limiting rewrites a request over quota (functions/limited.ts, docs/netlify.md). */
export const LIMITED_PREFIX = '/_limited';
/**
 * C3.5 on Netlify: its limiter does not say when the window frees a slot, so the 429 asks for the
 * longest wait the contract allows.
 */
export const NETLIFY_RETRY_AFTER_SECONDS = 60;

/**
 * The function Netlify's rate limiting rewrites a request over quota to (`/_limited/{endpoint}`):
 * always the 429 of C3.5 with `Retry-After` and CORS, whichever URL the platform shows it (the
 * rewrite target or the original), since being invoked at all means the client is over quota.
 * Preflights are never counted (C3.5), so they still get their 204.
 */
export function createLimitedHandler(): Handler {
  return async (request) => {
    const info = requestInfo(request);
    return toResponse(limitedResult(info), info.method);
  };
}

export function limitedResult(info: RequestInfo): HttpResult {
  if (info.method === 'OPTIONS') return preflightResult(info);
  const path = functionPath(info.url.pathname, LIMITED_PREFIX);
  const endpoint: Endpoint = endpointOf(publicPath(path) ?? '') ?? 'results';
  const lang = requestLang(info.url.searchParams);
  return jsonResult(rateLimitedAnswer(lang, endpoint, NETLIFY_RETRY_AFTER_SECONDS), CACHE_NONE, {
    'Retry-After': String(NETLIFY_RETRY_AFTER_SECONDS),
  });
}
