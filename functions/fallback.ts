import type { Config } from '@netlify/functions';
import { createFallbackHandler } from '../pipeline/serve/fallback-handler.ts';
import { bundledFiles, publishedDir, publishedTree } from '../pipeline/published/netlify-tree.ts';

/**
 * Everything the CDN does not serve from a file: the generated `_redirects` rules rewrite invalid
 * requests, lotteries without data and unknown paths to `/_fallback/...` (issue 4). Requests over
 * quota go to functions/limited.ts instead. Where the rules send an endpoint to it whole (beyond
 * Netlify's rule budget, netlify-rules.ts), its valid answers are read from the files bundled here.
 */
export default createFallbackHandler(publishedTree(), undefined, undefined, bundledFiles(publishedDir()));

export const config: Config = {
  path: '/_fallback/*', // a literal: Netlify reads config without running it
};
