import { type Handler, type Log, webHandler } from './web-stack.ts';
import { apiResult } from './api-answer.ts';
import type { LatestSource } from '../published/latest-source.ts';
import { publicPath } from './request-path.ts';

export type { Handler, Log } from './web-stack.ts';
export { checkJson } from './live-answers.ts';

/**
 * GET /check on Netlify (C1.2): the shared stack routing by the endpoint table, so it validates per
 * C2, reads the lottery's latest draw from `source`, applies C5, and sets CORS and
 * `Cache-Control: no-store` itself (Netlify's header rules do not reach functions).
 */
export function createCheckHandler(source: LatestSource, log?: Log): Handler {
  return webHandler('check', (info) => apiResult(source, publicPath(info.url.pathname), info.url.searchParams, notPublished), log);
}

/** The check function serves no published file: every path it is given is a live endpoint or an error. */
async function notPublished(file: string): Promise<string> {
  throw new Error(`the check function does not serve published files (${file})`);
}
