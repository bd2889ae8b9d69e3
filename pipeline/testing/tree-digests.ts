import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listTree } from '../publish/publish.ts';

/** Every file of a published tree with the sha256 of its bytes, in path order: two trees are byte-identical when these are equal. */
export async function treeDigests(dir: string): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const path of [...(await listTree(dir))].sort()) {
    digests.set(
      path,
      createHash('sha256')
        .update(await readFile(join(dir, path)))
        .digest('hex'),
    );
  }
  return digests;
}
