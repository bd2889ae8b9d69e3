import type { Config } from '@netlify/functions';
import { createLimitedHandler } from '../pipeline/serve/limited-handler.ts';

/**
 * Where Netlify's rate limiting rewrites a request over quota: the /check function's own
 * `rateLimit` and the team ruleset for /results, /stats and /calculations (docs/netlify.md) both
 * rewrite to `/_limited/{endpoint}`, and this answers the 429 of C3.5 with `Retry-After` and CORS.
 */
export default createLimitedHandler();

export const config: Config = {
  path: '/_limited/*', // a literal: Netlify reads config without running it
};
