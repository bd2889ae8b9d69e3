import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../contract/paths.ts';
import { BuildManifest } from '../contract/schemas/published-files.ts';

export { MANIFEST_FILE } from '../contract/paths.ts';

/**
 * The build manifest (MANIFEST_FILE), published with the tree: for each lottery the digest of its
 * stored bytes, its draw count, the files it produced and the values computed from them for the
 * global producers (TreeContext.perLottery); for each global producer its files and what it read
 * (global-memo.ts); and the digest of the code that produced them. The next build carries a
 * lottery's files over when both digests are unchanged, and a global producer's when nothing it
 * read changed (C1.4). It holds no times. Its schema is part of the contract (every published file has one, C7).
 */
export type { BuildManifest };

/** The manifest of the tree in `distDir`, or null when there is none or it cannot be trusted. */
export async function readManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    const parsed = BuildManifest.safeParse(JSON.parse(await readFile(join(distDir, MANIFEST_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every file of the tree a manifest describes, itself included. */
export function previousFiles(manifest: BuildManifest): Set<string> {
  return new Set([...Object.values(manifest.lotteries).flatMap((l) => l.files), ...manifest.global.flatMap((g) => g.files), MANIFEST_FILE]);
}

export function serializeManifest(manifest: BuildManifest): string {
  return JSON.stringify(manifest);
}

/** sha256 over a list of texts, each length-prefixed so that no two lists collide. */
export function digest(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
}
