import { join } from 'node:path';

/**
 * Where a project path is inside a Netlify function's bundle: the files netlify.toml's
 * `included_files` copies keep their project-relative paths under the bundle's root, the
 * function's working directory (or LAMBDA_TASK_ROOT). Candidates in that order.
 *
 * The path comes in as parameters, never as a literal beside `process.cwd()`: Netlify's file tracer
 * (@vercel/nft) reads `join(process.cwd(), 'dist')` as a use of that whole folder and bundles all
 * of it with the function, far beyond `included_files` (measured with netlify-cli 24.9.0's build:
 * 7,213 files and 88.9 MB unzipped in each of four functions, and the whole of data/ in the
 * scheduled one; docs/netlify.md "Function bundles").
 */
export function bundlePaths(env: NodeJS.ProcessEnv, ...segments: readonly string[]): string[] {
  const roots = [process.cwd(), env['LAMBDA_TASK_ROOT']].filter((root): root is string => typeof root === 'string' && root !== '');
  return roots.map((root) => join(root, ...segments));
}
