import { type Answer, serialize } from '../core/answers/answer.ts';
import { ALLOWED_METHODS, CACHE_NONE, CORS_HEADERS, JSON_TYPE, preflightHeaders } from './policy.ts';

/**
 * A finished answer in plain data: what the Netlify adapters turn into a Web `Response` and the
 * local server writes straight to the socket, so both send the same status, headers and bytes.
 */
export interface HttpResult {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** null for 204, 304 and HEAD. */
  readonly body: string | null;
}

/** The request facts the handlers read, from a Web `Request` or a node:http request alike. */
export interface RequestInfo {
  readonly method: string;
  readonly url: URL;
  header(name: string): string | null;
}

/** A JSON answer with the headers of C3 (CORS, type, cache). */
export function jsonResult(answer: Answer, cache: string, head: boolean, extra: Readonly<Record<string, string>> = {}): HttpResult {
  return {
    status: answer.status,
    headers: { ...CORS_HEADERS, 'Content-Type': JSON_TYPE, 'Cache-Control': cache, ...extra },
    body: head ? null : serialize(answer.body),
  };
}

/** C3.2: the preflight answer. */
export function preflightResult(request: RequestInfo): HttpResult {
  return { status: 204, headers: preflightHeaders(request.header('access-control-request-headers')), body: null };
}

/** C3.2: any method but GET, HEAD and OPTIONS. */
export function methodNotAllowedResult(answer: Answer): HttpResult {
  return jsonResult(answer, CACHE_NONE, false, { Allow: ALLOWED_METHODS });
}

/** The Netlify adapter's half: a Web Request in, a Web Response out. */
export function requestInfo(request: Request): RequestInfo {
  return { method: request.method, url: new URL(request.url), header: (name) => request.headers.get(name) };
}

export function toResponse(result: HttpResult): Response {
  return new Response(result.body, { status: result.status, headers: result.headers });
}
