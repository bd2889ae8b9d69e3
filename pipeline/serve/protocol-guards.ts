import type http from 'node:http';
import { unreadableRequestAnswer } from '../answers/meta-answers.ts';
import type { Lang } from '../registry/index.ts';
import { type HttpResult, jsonResult } from './http-result.ts';
import { CACHE_NONE, MAX_HEADER_BYTES } from '../contract/http-policy.ts';

/**
 * Requests node:http would answer by itself, bare, before any route sees them (issue 15.8; C3.1
 * wants CORS and a JSON error on every answer). The server turns off node's own checks
 * (`requireHostHeader: false`, a `checkExpectation` listener) and decides here instead.
 */

/** Server options that keep node from answering on its own. */
export const SERVER_OPTIONS = { requireHostHeader: false } as const;

/**
 * An HTTP/1.1 request without `Host` (RFC 9112 3.2: a server must answer 400): the JSON 400 the
 * server gives any request it cannot read, in `lang()` (its query's, read only then: this runs on
 * every request), with the CORS headers. Null for any other request.
 */
export function missingHostResult(req: http.IncomingMessage, lang: () => Lang): HttpResult | null {
  if (req.httpVersion !== '1.1' || req.headers.host !== undefined) return null;
  return jsonResult(unreadableRequestAnswer(lang(), MAX_HEADER_BYTES), CACHE_NONE);
}
