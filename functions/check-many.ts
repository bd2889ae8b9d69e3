import type { Config } from '@netlify/functions';
import { publishedTree } from '../pipeline/published/netlify-tree.ts';
import { createCheckHandler } from '../pipeline/serve/check-handler.ts';

/**
 * GET /check-many on Netlify (Functions v2, C9.4): the same live stack as /check, routing by the
 * endpoint table. The latest-draw files and each lottery's draw archive (for `date`) are bundled
 * with the function (netlify.toml `included_files`) and read once per instance, an archive on the
 * first dated check of its lottery.
 */
export default createCheckHandler(publishedTree());

/**
 * Literals only: Netlify reads this object from the source text without running it (see
 * functions/check.ts); pipeline/serve/netlify-functions.test.ts holds it to the endpoint table.
 */
export const config: Config = {
  path: '/check-many',
  // C9.4: 60 a minute per client like /check; over quota, rewritten to functions/limited.ts (C3.5).
  rateLimit: {
    windowLimit: 60,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
    action: 'rewrite',
    to: '/_limited/check-many',
  },
};
