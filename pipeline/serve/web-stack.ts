import { methodNotAllowedAnswer, serverErrorAnswer } from '../answers/meta-answers.ts';
import { CACHE_NONE } from '../contract/http-policy.ts';
import { requestLang } from '../answers/route.ts';
import { errorText } from '../errors/error-text.ts';
import {
  type HttpResult,
  type RequestInfo,
  type WebRequestInfo,
  jsonResult,
  methodNotAllowedResult,
  preflightResult,
  requestInfo,
  toResponse,
} from './http-result.ts';

export type Handler = (request: Request) => Promise<Response>;
export type Log = (message: string) => void;
/** What a function answers to a GET or HEAD that passed the method gate. */
export type Answerer = (info: WebRequestInfo) => HttpResult | Promise<HttpResult>;

/**
 * C3.2, the method gate of every handler (the functions and the local server): a preflight gets
 * its 204, any method but GET and HEAD its 405; null lets the request through.
 */
export function methodGate(info: RequestInfo): HttpResult | null {
  if (info.method === 'GET' || info.method === 'HEAD') return null;
  if (info.method === 'OPTIONS') return preflightResult(info);
  return methodNotAllowedResult(methodNotAllowedAnswer(requestLang(info.url.searchParams), info.method));
}

/**
 * The one Web-standard handler stack behind every Netlify function (Functions v2 shape): the method
 * gate, then `answer`, and one error handler that turns anything unexpected into a bare, localized
 * 500 with no internals (C3.7), logged under `name`. HEAD gets the GET answer's headers only.
 */
export function webHandler(name: string, answer: Answerer, log: Log = console.error): Handler {
  return async (request) => {
    const info = requestInfo(request);
    return toResponse(await guarded(name, info, answer, log), info.method);
  };
}

/** The gate and the error handler around `answer`, as plain data (the tests and the bench read it). */
export async function guarded(name: string, info: WebRequestInfo, answer: Answerer, log: Log): Promise<HttpResult> {
  const gated = methodGate(info);
  if (gated) return gated;
  try {
    return await answer(info);
  } catch (error) {
    log(`${name}: ${errorText(error)}`);
    return jsonResult(serverErrorAnswer(requestLang(info.url.searchParams)), CACHE_NONE);
  }
}
