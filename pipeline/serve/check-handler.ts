import { checkAnswer } from '../answers/check.ts';
import { errorText } from '../errors/error-text.ts';
import { errorAnswer } from '../answers/answer.ts';
import { parseParams } from '../contract/params.ts';
import { requestLang } from '../contract/route.ts';
import { lottery } from '../registry/index.ts';
import { type HttpResult, type RequestInfo, answerResult, jsonResult, methodNotAllowedResult, preflightResult, requestInfo, toResponse } from './http-result.ts';
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
  const query = request.url.searchParams;
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowedResult(methodNotAllowedAnswer(requestLang(query), request.method));
  try {
    const parsed = parseParams('check', query);
    if (!parsed.ok) return jsonResult(errorAnswer(400, parsed.failure.error), CACHE_NONE);
    const { params } = parsed;
    const answer = checkAnswer(lottery(params.lottery), source.latest(params.lottery), params, source.index().site);
    return answerResult(answer.status, checkJson(answer.body), CACHE_NONE);
  } catch (error) {
    log(`check: ${errorText(error)}`);
    return jsonResult(serverErrorAnswer(requestLang(query)), CACHE_NONE);
  }
}

/**
 * The text of a /check body. `serialize` walks every value looking for the build's pre-rendered
 * pieces (RawJson), which a live answer never holds, and that walk cost about half of the
 * serialization on the hot path; plain `JSON.stringify` gives the same bytes for such a body
 * (check-handler.test.ts holds the two equal).
 */
export function checkJson(body: object): string {
  return JSON.stringify(body);
}

/** The Web-standard handler (Netlify Functions v2 shape) around `checkResult`. */
export function createCheckHandler(source: LatestSource, log: Log = console.error): Handler {
  return async (request) => toResponse(checkResult(source, requestInfo(request), log), request.method);
}
