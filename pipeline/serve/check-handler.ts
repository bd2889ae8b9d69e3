import { type Handler, type Log, webHandler } from './web-stack.ts';
import { apiResult } from './api-answer.ts';
import { CHECK_HEADERS, fastCheckBody } from './check-fast.ts';
import { toResponse } from './http-result.ts';
import type { LatestSource } from '../published/latest-source.ts';
import { publicPath } from './request-path.ts';

export type { Handler, Log } from './web-stack.ts';
export { checkJson } from './live-answers.ts';

/**
 * GET /check on Netlify (C1.2): the shared stack routing by the endpoint table, so it validates per
 * C2, reads the lottery's latest draw from `source`, applies C5, and sets CORS and
 * `Cache-Control: no-store` itself (Netlify's header rules do not reach functions). A well-formed
 * GET or HEAD of `/check` takes the fast path (check-fast.ts) with the same status, headers and bytes.
 */
export function createCheckHandler(source: LatestSource, log?: Log): Handler {
  const general = webHandler('check', (info) => apiResult(source, publicPath(info.url.pathname), info.url.searchParams, notPublished), log);
  return (request) => {
    const { method } = request;
    if (method === 'GET' || method === 'HEAD') {
      const body = fastBody(source, request.url);
      if (body !== null) return Promise.resolve(toResponse({ status: 200, headers: CHECK_HEADERS, body }, method));
    }
    return general(request);
  };
}

const CHECK_PATH = '/check?';

/** The fast path's body, or null; a fault there is left to the general path, which answers and logs it (C3.7). */
function fastBody(source: LatestSource, url: string): string | null {
  const query = checkQuery(url);
  if (query === null) return null;
  try {
    return fastCheckBody(source, query);
  } catch {
    return null;
  }
}

/** The query of a whole URL whose path is exactly `/check` (as a Request serializes it), else null. */
export function checkQuery(url: string): string | null {
  const authority = url.indexOf('://');
  if (authority < 0) return null;
  const path = url.indexOf('/', authority + 3);
  return path >= 0 && url.startsWith(CHECK_PATH, path) ? url.slice(path + CHECK_PATH.length) : null;
}

/** The check function serves no published file: every path it is given is a live endpoint or an error. */
async function notPublished(file: string): Promise<string> {
  throw new Error(`the check function does not serve published files (${file})`);
}
