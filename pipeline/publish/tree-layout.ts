import { realpath } from 'node:fs/promises';

/**
 * Where the published trees live: dist/ is a symbolic link to one of them (publish.ts). Everything
 * that reads dist/ through its name follows the link; a reader that must see one tree from start to
 * end (the local server) resolves the link once and reads that tree, which never changes.
 */
export function treesDir(distDir: string): string {
  return `${distDir}.trees`;
}

/** The folder dist/ stands for now: the tree it links to, or dist/ itself when it is a folder. */
export function resolveTree(distDir: string): Promise<string> {
  return realpath(distDir);
}
