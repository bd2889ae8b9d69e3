import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_INDEX_FILE } from '../contract/paths.ts';
import { type LatestSource, distLatestSource } from './latest-source.ts';

/**
 * The published tree as a Netlify function sees it. Files listed in `included_files` keep their
 * project-relative paths in the function bundle, which runs with that folder as its working
 * directory; `DIST_DIR` overrides for tests and `netlify dev`.
 */
export function publishedTree(env: NodeJS.ProcessEnv = process.env): LatestSource {
  const candidates = [env['DIST_DIR'], join(process.cwd(), 'dist'), env['LAMBDA_TASK_ROOT'] && join(env['LAMBDA_TASK_ROOT'], 'dist')];
  const found = candidates.find((dir): dir is string => typeof dir === 'string' && existsSync(join(dir, LATEST_INDEX_FILE)));
  return distLatestSource(found ?? join(process.cwd(), 'dist'));
}
