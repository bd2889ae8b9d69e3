import { checkAnswer } from '../core/answers/check.ts';
import { errorAnswer } from '../core/answers/answer.ts';
import { parseParams } from '../core/params.ts';
import { requestLang } from '../core/route.ts';
import { lottery } from '../registry/index.ts';
import { type HttpResult, type RequestInfo, jsonResult, methodNotAllowedResult, preflightResult, requestInfo, toResponse } from './http-result.ts';
import type { LatestSource } from './latest-source.ts';
import { methodNotAllowedAnswer, serverErrorAnswer } from './meta-answers.ts';
import { CACHE_NONE } from './policy.ts';

export type Handler = (request: Request) => Promise<Response>;
export type Log = (message: string) => void;

/**
 * GET /check (C1.2): validates per C2, reads the lottery's latest draw from `source`, applies C5,
 * and sets CORS and `Cache-Control: no-store` itself (Netlify's header rules do not reach
 * functions). Anything unexpected becomes a bare, localized 500 (C3.7).
 */
export function checkResult(source: LatestSource, request: RequestInfo, log: Log): HttpResult {
  if (request.method === 'OPTIONS') return preflightResult(request);
  const lang = requestLang(request.url.searchParams);
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowedResult(methodNotAllowedAnswer(lang, request.method));
  const head = request.method === 'HEAD';
  try {
    const parsed = parseParams('check', request.url.searchParams);
    if (!parsed.ok) return jsonResult(errorAnswer(400, parsed.failure.error), CACHE_NONE, head);
    const { params } = parsed;
    return jsonResult(checkAnswer(lottery(params.lottery), source.latest(params.lottery), params, source.index().site), CACHE_NONE, head);
  } catch (error) {
    log(`check: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return jsonResult(serverErrorAnswer(lang), CACHE_NONE, head);
  }
}

/** The Web-standard handler (Netlify Functions v2 shape) around `checkResult`. */
export function createCheckHandler(source: LatestSource, log: Log = console.error): Handler {
  return async (request) => toResponse(checkResult(source, requestInfo(request), log));
}
