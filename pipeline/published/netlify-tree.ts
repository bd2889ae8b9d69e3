import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LATEST_INDEX_FILE } from '../contract/paths.ts';
import { bundlePaths } from './bundle-paths.ts';
import { type LatestSource, distLatestSource } from './latest-source.ts';

/**
 * The published tree as a Netlify function sees it. Files listed in `included_files` keep their
 * project-relative paths in the function bundle, which runs with that folder as its working
 * directory; `DIST_DIR` overrides for tests and `netlify dev`.
 */
export function publishedTree(env: NodeJS.ProcessEnv = process.env): LatestSource {
  return distLatestSource(publishedDir(env));
}

/** The directory of the published tree a function was deployed with (see publishedTree). */
export function publishedDir(env: NodeJS.ProcessEnv = process.env): string {
  const bundled = bundlePaths(env, PUBLISH_DIR);
  const candidates = [env['DIST_DIR'], ...bundled];
  const found = candidates.find((dir): dir is string => typeof dir === 'string' && existsSync(join(dir, LATEST_INDEX_FILE)));
  return found ?? (bundled[0] as string);
}

/** netlify.toml's `publish`, whose files `included_files` names under the same folder. */
const PUBLISH_DIR = 'dist';

/** A published file's text if it was bundled with the function (netlify.toml `included_files`), else null. */
export type BundledFile = (file: string) => Promise<string | null>;

/** The bundled files under `distDir`; `file` is a path route() gave, never request text. */
export function bundledFiles(distDir: string): BundledFile {
  return (file) =>
    readFile(join(distDir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
}

/** No bundled files: every published file is asked of the CDN (the safety net). */
export const NO_BUNDLED_FILES: BundledFile = async () => null;
