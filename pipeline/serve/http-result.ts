import { type Answer, serialize } from '../answers/answer.ts';
import type { RequestTarget } from './request-path.ts';
import { ALLOWED_METHODS, CACHE_NONE, CACHE_STATIC, CORS_HEADERS, JSON_TYPE, preflightHeaders } from '../contract/http-policy.ts';

/**
 * A fixed list of response headers in the three shapes the edges need: a record (tests, merging),
 * a flat `[name, value, ...]` list that node:http writes without copying, and a Web `Headers`
 * (built once; `new Response` copies it, so one instance serves every answer).
 */
export class HeaderSet {
  readonly record: Readonly<Record<string, string>>;
  readonly flat: readonly string[];
  #web: Headers | undefined;

  constructor(record: Readonly<Record<string, string>>) {
    this.record = Object.freeze({ ...record });
    this.flat = Object.freeze(Object.entries(record).flat());
  }

  web(): Headers {
    this.#web ??= new Headers(this.record);
    return this.#web;
  }

  /** These headers and `extra` (which wins on a repeated name). */
  with(extra: Readonly<Record<string, string>>): HeaderSet {
    return new HeaderSet({ ...this.record, ...extra });
  }
}

/** C3.1, C3.3, C3.4: the headers of a JSON answer, for each cache policy, built once. */
const JSON_HEADERS: ReadonlyMap<string, HeaderSet> = new Map(
  [CACHE_STATIC, CACHE_NONE].map((cache) => [cache, new HeaderSet({ ...CORS_HEADERS, 'Content-Type': JSON_TYPE, 'Cache-Control': cache })]),
);

export function jsonHeaders(cache: string): HeaderSet {
  return JSON_HEADERS.get(cache) ?? new HeaderSet({ ...CORS_HEADERS, 'Content-Type': JSON_TYPE, 'Cache-Control': cache });
}

/**
 * A finished answer in plain data: what the Netlify adapters turn into a Web `Response` and the
 * local server writes straight to the socket, so both send the same status, headers and bytes.
 */
export interface HttpResult {
  readonly status: number;
  readonly headers: HeaderSet;
  /**
   * The body of a GET (null for 204 and 304). A HEAD answer has the same headers and no body; the
   * writers drop it (`toResponse`, the local server), so HEAD and GET cannot drift apart.
   */
  readonly body: string | null;
}

/** The request facts the handlers read, from a Web `Request` or a node:http request alike. */
export interface RequestInfo {
  readonly method: string;
  readonly url: RequestTarget;
  header(name: string): string | null;
}

/** A Web `Request`'s facts: its URL is a whole URL. */
export interface WebRequestInfo extends RequestInfo {
  readonly url: URL;
}

/** A JSON answer with the headers of C3 (CORS, type, cache). */
export function jsonResult(answer: Answer, cache: string, extra?: Readonly<Record<string, string>>): HttpResult {
  return answerResult(answer.status, serialize(answer.body), cache, extra);
}

/** The same for a body already serialized (see `check-handler.ts`). */
export function answerResult(status: number, body: string | null, cache: string, extra?: Readonly<Record<string, string>>): HttpResult {
  const base = jsonHeaders(cache);
  return { status, headers: extra ? base.with(extra) : base, body };
}

/** C3.2: the preflight answer. */
export function preflightResult(request: RequestInfo): HttpResult {
  return { status: 204, headers: new HeaderSet(preflightHeaders(request.header('access-control-request-headers'))), body: null };
}

/** C3.2: any method but GET, HEAD and OPTIONS. */
export function methodNotAllowedResult(answer: Answer): HttpResult {
  return jsonResult(answer, CACHE_NONE, { Allow: ALLOWED_METHODS });
}

/** The Netlify adapter's half: a Web Request in, a Web Response out. */
export function requestInfo(request: Request): WebRequestInfo {
  return { method: request.method, url: new URL(request.url), header: (name) => request.headers.get(name) };
}

/** A Web Response; for HEAD, no body but the length the GET body has (C3.2: HEAD works as GET does). */
export function toResponse(result: HttpResult, method = 'GET'): Response {
  if (method !== 'HEAD' || result.body === null) return new Response(result.body, { status: result.status, headers: result.headers.web() });
  const headers = new Headers(result.headers.web());
  headers.set('Content-Length', String(Buffer.byteLength(result.body)));
  return new Response(null, { status: result.status, headers });
}
