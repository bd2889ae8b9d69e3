import type { Config } from '@netlify/functions';
import { publishedTree } from '../pipeline/http/netlify-tree.ts';
import { createCheckHandler } from '../pipeline/http/check-handler.ts';
import { LIMITED_PREFIX } from '../pipeline/http/fallback-handler.ts';
import { QUOTA_PER_MINUTE, QUOTA_WINDOW_MS } from '../pipeline/http/policy.ts';

/**
 * GET /check on Netlify (Functions v2). The latest-draw files are bundled with the function
 * (netlify.toml `included_files`) and read once per instance.
 */
export default createCheckHandler(publishedTree());

export const config: Config = {
  path: '/check',
  // SPEC "Limits": 60 a minute per client. `aggregateBy` must be an array: a single string is
  // silently ignored and limits the whole site as one client. Over quota, Netlify rewrites the
  // request to the fallback function, which answers the 429 with Retry-After and CORS (C3.5).
  rateLimit: {
    windowLimit: QUOTA_PER_MINUTE.check,
    windowSize: QUOTA_WINDOW_MS / 1000,
    aggregateBy: ['ip', 'domain'],
    action: 'rewrite',
    to: `${LIMITED_PREFIX}/check`,
  },
};
