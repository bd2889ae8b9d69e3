import type { Config } from '@netlify/functions';
import { createFallbackHandler } from '../pipeline/http/fallback-handler.ts';
import { publishedTree } from '../pipeline/http/netlify-tree.ts';

/**
 * Everything the CDN does not serve from a file: the generated `_redirects` rules rewrite invalid
 * requests, lotteries without data and unknown paths to `/_fallback/...`, and rate limiting
 * rewrites requests over quota to `/_limited/...` (issue 4).
 */
export default createFallbackHandler(publishedTree());

export const config: Config = {
  path: ['/_fallback/*', '/_limited/*'],
};
