/**
 * Where the generated Netlify rules and the platform's rate limiting send a request that the CDN
 * does not answer from a file (issue 4, docs/netlify.md): functions/fallback.ts answers
 * `/_fallback/...` (invalid requests, lotteries without data, unknown paths) and
 * functions/limited.ts answers `/_limited/{endpoint}` (over quota). The build writes these
 * prefixes into `_redirects`; the functions strip them (serve/request-path.ts `functionPath`).
 */
export const FALLBACK_PREFIX = '/_fallback';
export const LIMITED_PREFIX = '/_limited';
