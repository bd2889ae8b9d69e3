import type { Endpoint } from '../contract/params.ts';
import { type Answer, errorAnswer } from '../answers/answer.ts';
import { type Lang, format } from '../registry/index.ts';
import { QUOTA_PER_MINUTE } from '../contract/endpoints.ts';

/** C3.2: 405 naming the method. */
export function methodNotAllowedAnswer(lang: Lang, method: string): Answer {
  return errorAnswer(405, format(lang, 'error.method-not-allowed', { method: method.slice(0, 20) }));
}

/** C3.5: 429 naming the endpoint, its quota and the wait. */
export function rateLimitedAnswer(lang: Lang, endpoint: Endpoint, seconds: number): Answer {
  return errorAnswer(429, format(lang, 'error.rate-limited', { endpoint: `/${endpoint}`, limit: QUOTA_PER_MINUTE[endpoint], seconds }));
}

/** C3.7: a fault inside the service, with no internals. */
export function serverErrorAnswer(lang: Lang): Answer {
  return errorAnswer(500, format(lang, 'error.server'));
}

/**
 * A request the server could not read (a malformed request line or header, or more than
 * `maxBytes` of them): 400, saying what a readable request is rather than naming a path.
 */
export function unreadableRequestAnswer(lang: Lang, maxBytes: number): Answer {
  return errorAnswer(400, format(lang, 'error.unreadable-request', { max: maxBytes }));
}
