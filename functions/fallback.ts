import type { Config } from '@netlify/functions';
import { createFallbackHandler } from '../pipeline/serve/fallback-handler.ts';
import { publishedTree } from '../pipeline/published/netlify-tree.ts';

/**
 * Everything the CDN does not serve from a file: the generated `_redirects` rules rewrite invalid
 * requests, lotteries without data and unknown paths to `/_fallback/...` (issue 4). Requests over
 * quota go to functions/limited.ts instead.
 */
export default createFallbackHandler(publishedTree());

export const config: Config = {
  path: '/_fallback/*', // a literal: Netlify reads config without running it
};
