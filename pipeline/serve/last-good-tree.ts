import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../contract/paths.ts';

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

/** A warning that cannot be missed: what failed, what is served instead, how to fix it. */
export function lastGoodWarning(distDir: string, error: unknown): string {
  const bar = '!'.repeat(78);
  return [
    bar,
    'npm start: THE BUILD FAILED; serving the last good tree, which does not show data/ as it is now.',
    `  error: ${error instanceof Error ? error.message : String(error)}`,
    `  serving: ${distDir} (as published by the last build that succeeded)`,
    '  fix: correct data/ (npm run pipeline -- verify names every problem), then restart npm start',
    bar,
    '',
  ].join('\n');
}
