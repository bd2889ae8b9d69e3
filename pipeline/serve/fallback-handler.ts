import { notFound, requestLang, route } from '../contract/route.ts';
import { errorText } from '../errors/error-text.ts';
import { FALLBACK_PREFIX } from '../publish/netlify-rules.ts';
import { type Handler, type Log, checkResult } from './check-handler.ts';
import { HeaderSet, type HttpResult, type WebRequestInfo, jsonResult, methodNotAllowedResult, preflightResult, requestInfo, toResponse } from './http-result.ts';
import type { LatestSource } from './latest-source.ts';
import { methodNotAllowedAnswer, serverErrorAnswer } from './meta-answers.ts';
import { CACHE_NONE, CACHE_STATIC, CORS_HEADERS, contentTypeOf } from './policy.ts';
import { functionPath, publicPath } from './request-path.ts';
import { configuredOrigin, fetchPublished } from './safety-net.ts';

/**
 * The Netlify function behind every request that the CDN's rules do not serve from a file: invalid
 * parameters (400), lotteries without data (404), unknown paths (404), preflights and wrong
 * methods. Its bodies are those `route()` gives the local server (C1.3).
 */
export function createFallbackHandler(source: LatestSource, log: Log = console.error, origin: string = configuredOrigin()): Handler {
  return async (request) => {
    const info = requestInfo(request);
    return toResponse(await fallbackResult(source, info, log, origin, request.headers), info.method);
  };
}

/** `origin`: the configured site the safety net asks (safety-net.ts), never the request's host. */
export async function fallbackResult(source: LatestSource, info: WebRequestInfo, log: Log, origin: string, headers: Headers = new Headers()): Promise<HttpResult> {
  if (info.method === 'OPTIONS') return preflightResult(info);
  const query = info.url.searchParams;
  if (info.method !== 'GET' && info.method !== 'HEAD') return methodNotAllowedResult(methodNotAllowedAnswer(requestLang(query), info.method));
  try {
    const path = publicPath(functionPath(info.url.pathname, FALLBACK_PREFIX));
    if (path === null) return jsonResult(notFound(query).answer, CACHE_STATIC);
    if (path === '/check') return checkResult(source, info, log);
    const outcome = route(path, query, (id) => source.hasData(id));
    switch (outcome.kind) {
      case 'answer':
      case 'error-file':
        return jsonResult(outcome.answer, CACHE_STATIC);
      case 'check':
        return checkResult(source, info, log);
      case 'file': {
        // A valid request the rules did not match (they match every valid one; a safety net).
        return { status: 200, headers: staticHeaders(outcome.file), body: await fetchPublished(origin, outcome.file, headers) };
      }
    }
  } catch (error) {
    log(`fallback: ${errorText(error)}`);
    return jsonResult(serverErrorAnswer(requestLang(query)), CACHE_NONE);
  }
}

function staticHeaders(file: string): HeaderSet {
  return new HeaderSet({ ...CORS_HEADERS, 'Content-Type': contentTypeOf(file), 'Cache-Control': CACHE_STATIC });
}
