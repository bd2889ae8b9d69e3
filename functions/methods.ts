import type { Config } from '@netlify/functions';
import { createFallbackHandler } from '../pipeline/serve/fallback-handler.ts';
import { publishedTree } from '../pipeline/published/netlify-tree.ts';

/**
 * C3.2 on every path: the CDN answers only GET and HEAD from files, so preflights and other methods
 * come here (a function with a `method` list only receives those methods).
 */
export default createFallbackHandler(publishedTree());

export const config: Config = {
  path: '/*',
  method: ['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
};
