import type { Config } from '@netlify/functions';
import { publishedTree } from '../pipeline/published/netlify-tree.ts';
import { createCheckHandler } from '../pipeline/serve/check-handler.ts';

/**
 * GET /check on Netlify (Functions v2). The latest-draw files are bundled with the function
 * (netlify.toml `included_files`) and read once per instance.
 */
export default createCheckHandler(publishedTree());

/**
 * Netlify reads this object from the source text without running it, and silently drops any value
 * that is not written as a literal (an imported constant, a template, arithmetic), so every value
 * is a literal here; pipeline/serve/netlify-functions.test.ts holds them equal to the endpoint table and to what Netlify's
 * own parser reads.
 */
export const config: Config = {
  path: '/check',
  // SPEC "Limits": 60 a minute per client (QUOTA_PER_MINUTE.check over QUOTA_WINDOW_MS).
  // `aggregateBy` must be an array: a single string is silently ignored and limits the whole site
  // as one client. Over quota, Netlify rewrites the request to functions/limited.ts, which answers
  // the 429 with Retry-After and CORS (C3.5).
  rateLimit: {
    windowLimit: 60,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
    action: 'rewrite',
    to: '/_limited/check',
  },
};
