import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../contract/paths.ts';
import { StoreError } from '../errors/store-error.ts';

/**
 * Availability from the last good tree (issue 15.9): a build that fails (a corrupt data/ file)
 * never touches the published tree (publish.ts), so `npm start` can still serve it. These say
 * whether there is one, and what to tell the operator.
 */
export async function hasPublishedTree(distDir: string): Promise<boolean> {
  try {
    return (await stat(join(distDir, MANIFEST_FILE))).isFile();
  } catch {
    return false;
  }
}

/**
 * A warning that cannot be missed: what failed, what is served instead, how to fix it. Only a file
 * of data/ that does not validate (a StoreError) sends the operator to data/; any other failure (a
 * full disk, a folder it may not write) is not there, and `verify` would find nothing.
 */
export function lastGoodWarning(distDir: string, error: unknown): string {
  const bar = '!'.repeat(78);
  const fix =
    error instanceof StoreError
      ? 'correct data/ (npm run pipeline -- verify names every problem)'
      : `remove the cause above, which is not in data/ (for a full disk or a folder it may not write: the tree is built beside ${distDir})`;
  return [
    bar,
    'npm start: THE BUILD FAILED; serving the last good tree, which does not show data/ as it is now.',
    `  error: ${error instanceof Error ? error.message : String(error)}`,
    `  serving: ${distDir} (as published by the last build that succeeded)`,
    `  fix: ${fix}, then restart npm start`,
    bar,
    '',
  ].join('\n');
}
