import { ENDPOINTS, type Endpoint } from '../core/params.ts';
import { requestLang, route } from '../core/route.ts';
import { FALLBACK_PREFIX } from '../build/netlify-rules.ts';
import { type Handler, type Log, checkResult } from './check-handler.ts';
import { type HttpResult, jsonResult, methodNotAllowedResult, preflightResult, requestInfo, toResponse } from './http-result.ts';
import type { LatestSource } from './latest-source.ts';
import { methodNotAllowedAnswer, rateLimitedAnswer, serverErrorAnswer } from './meta-answers.ts';
import { CACHE_NONE, CACHE_STATIC } from './policy.ts';

/** Where Netlify's rate limiting rewrites a request over quota (functions' `rateLimit.to`). */
export const LIMITED_PREFIX = '/_limited';
/**
 * C3.5 on Netlify: its limiter does not say when the window frees a slot, so the 429 asks for the
 * longest wait the contract allows.
 */
export const NETLIFY_RETRY_AFTER_SECONDS = 60;

/**
 * The Netlify function behind every request that the CDN's rules do not serve from a file: invalid
 * parameters (400), lotteries without data (404), unknown paths (404), requests over quota (429),
 * preflights and wrong methods. Its bodies are those `route()` gives the local server (C1.3).
 */
export function createFallbackHandler(source: LatestSource, log: Log = console.error): Handler {
  return async (request) => {
    const info = requestInfo(request);
    if (info.method === 'OPTIONS') return toResponse(preflightResult(info));
    const lang = requestLang(info.url.searchParams);
    if (info.method !== 'GET' && info.method !== 'HEAD') return toResponse(methodNotAllowedResult(methodNotAllowedAnswer(lang, info.method)));
    const head = info.method === 'HEAD';
    try {
      // Netlify hands a rewritten request its original URL; a direct call shows the rewrite target.
      let path = info.url.pathname;
      if (path.startsWith(`${FALLBACK_PREFIX}/`)) path = `/${path.slice(FALLBACK_PREFIX.length + 1)}`;
      if (path.startsWith(`${LIMITED_PREFIX}/`)) return toResponse(limited(path.slice(LIMITED_PREFIX.length + 1), lang, head));
      const withData = new Set(source.index().lotteries);
      const outcome = route(path, info.url.searchParams, (id) => withData.has(id));
      switch (outcome.kind) {
        case 'answer':
          return toResponse(jsonResult(outcome.answer, CACHE_STATIC, head));
        case 'error-file':
          return toResponse(jsonResult(outcome.answer, CACHE_STATIC, head));
        case 'check':
          return toResponse(checkResult(source, info, log));
        case 'file': {
          // A valid request the rules did not match (they match every valid one; a safety net):
          // serve the published file from the site itself.
          const file = await fetch(new URL(`/${outcome.file}`, info.url));
          if (!file.ok) throw new Error(`published file /${outcome.file} answered ${file.status}`);
          return new Response(head ? null : await file.text(), { status: 200, headers: file.headers });
        }
      }
    } catch (error) {
      log(`fallback: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return toResponse(jsonResult(serverErrorAnswer(lang), CACHE_NONE, head));
    }
  };
}

function limited(endpoint: string, lang: ReturnType<typeof requestLang>, head: boolean): HttpResult {
  const known = (ENDPOINTS as readonly string[]).includes(endpoint) ? (endpoint as Endpoint) : 'results';
  return jsonResult(rateLimitedAnswer(lang, known, NETLIFY_RETRY_AFTER_SECONDS), CACHE_NONE, head, {
    'Retry-After': String(NETLIFY_RETRY_AFTER_SECONDS),
  });
}
