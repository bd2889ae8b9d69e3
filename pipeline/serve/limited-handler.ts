import { rateLimitedAnswer } from '../answers/meta-answers.ts';
import { type Endpoint, endpointOf } from '../contract/endpoints.ts';
import { LIMITED_PREFIX } from '../contract/function-paths.ts';
import { CACHE_NONE } from '../contract/http-policy.ts';
import { requestLang } from '../answers/route.ts';
import { type HttpResult, type RequestInfo, jsonResult } from './http-result.ts';
import { functionPath, publicPath } from './request-path.ts';
import { type Handler, methodGate, webHandler } from './web-stack.ts';

export { LIMITED_PREFIX } from '../contract/function-paths.ts';
/**
 * C3.5 on Netlify: its limiter does not say when the window frees a slot, so the 429 asks for the
 * longest wait the contract allows.
 */
export const NETLIFY_RETRY_AFTER_SECONDS = 60;

/**
 * The function Netlify's rate limiting rewrites a request over quota to (`/_limited/{endpoint}`):
 * always the 429 of C3.5 with `Retry-After` and CORS, whichever URL the platform shows it (the
 * rewrite target or the original), since being invoked at all means the client is over quota.
 * Preflights are never counted (C3.5), so they still get their 204; other methods their 405.
 */
export function createLimitedHandler(): Handler {
  return webHandler('limited', limitedResult);
}

export function limitedResult(info: RequestInfo): HttpResult {
  const gated = info.method === 'OPTIONS' ? methodGate(info) : null;
  if (gated) return gated;
  const path = functionPath(info.url.pathname, LIMITED_PREFIX);
  const endpoint: Endpoint = endpointOf(publicPath(path) ?? '') ?? 'results';
  const lang = requestLang(info.url.searchParams);
  return jsonResult(rateLimitedAnswer(lang, endpoint, NETLIFY_RETRY_AFTER_SECONDS), CACHE_NONE, {
    'Retry-After': String(NETLIFY_RETRY_AFTER_SECONDS),
  });
}
