import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../contract/paths.ts';
import type { BuildManifest } from '../contract/schemas/published-files.ts';
import { LOTTERY_IDS } from '../registry/index.ts';

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
    const value: unknown = JSON.parse(await readFile(join(distDir, MANIFEST_FILE), 'utf8'));
    return isBuildManifest(value) ? value : null;
  } catch {
    return null;
  }
}

/** The manifest format this code writes and reads (the schema's `format` literal; manifest.test.ts holds them equal). */
export const MANIFEST_FORMAT = 2;

/**
 * Whether a parsed value has BuildManifest's shape (the contract's schema), checked by hand: the
 * build reads the manifest first thing, and zod's first use of that schema cost a cold build some
 * 20 to 40 ms for 14,000 paths (the same checks take about 1 ms). manifest.test.ts holds the two
 * to the same verdicts.
 */
export function isBuildManifest(value: unknown): value is BuildManifest {
  if (!isObject(value) || !hasOnly(value, ['format', 'code', 'lotteries', 'global'])) return false;
  if (value['format'] !== MANIFEST_FORMAT || !isSha256(value['code']) || !isObject(value['lotteries']) || !Array.isArray(value['global']))
    return false;
  for (const [id, entry] of Object.entries(value['lotteries'])) {
    if (!LOTTERY_ID_SET.has(id) || !isObject(entry) || !hasOnly(entry, ['input', 'draws', 'bytes', 'files'], ['derived'])) return false;
    if (!isSha256(entry['input']) || !isCount(entry['draws']) || !isCount(entry['bytes']) || !isPaths(entry['files'])) return false;
    if (entry['derived'] !== undefined && !isObject(entry['derived'])) return false;
  }
  return value['global'].every(
    (g: unknown) =>
      isObject(g) &&
      hasOnly(g, ['files', 'bytes', 'key', 'lotteries', 'values', 'absent']) &&
      isPaths(g['files']) &&
      isCount(g['bytes']) &&
      isSha256(g['key']) &&
      Array.isArray(g['lotteries']) &&
      g['lotteries'].every((id: unknown) => typeof id === 'string' && LOTTERY_ID_SET.has(id)) &&
      Array.isArray(g['values']) &&
      g['values'].every((v: unknown) => typeof v === 'string') &&
      isPaths(g['absent']),
  );
}

const LOTTERY_ID_SET: ReadonlySet<string> = new Set(LOTTERY_IDS);
const SHA256 = /^[0-9a-f]{64}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Whether `o` has every `required` key and no key outside `required` and `optional`. */
const hasOnly = (o: Record<string, unknown>, required: readonly string[], optional: readonly string[] = []): boolean =>
  required.every((k) => k in o) && Object.keys(o).every((k) => required.includes(k) || optional.includes(k));
/** Whether `v` is a sha256 in lower-case hex, as the manifest's `code` and keys are. */
export const isSha256 = (v: unknown): v is string => typeof v === 'string' && SHA256.test(v);
const isCount = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;
const isPaths = (v: unknown): boolean => Array.isArray(v) && v.every((p) => typeof p === 'string' && p.length > 0);

/** Every file of the tree a manifest describes, itself included. */
export function previousFiles(manifest: BuildManifest): Set<string> {
  return new Set([...Object.values(manifest.lotteries).flatMap((l) => l.files), ...manifest.global.flatMap((g) => g.files), MANIFEST_FILE]);
}

/**
 * The files that two manifests of the same code record with the same bytes: every file of each
 * lottery whose stored input and file list are the same in both, and of each global producer
 * whose key (over what it read) and files are the same. A tree's files are a function of the code
 * and of those inputs alone (C1.4): what carrying a lottery's files over, and a global producer's
 * (global-memo.ts), already relies on.
 */
export function sameFiles(a: BuildManifest, b: BuildManifest): Set<string> {
  const same = new Set<string>();
  if (a.code !== b.code) return same;
  for (const [id, x] of Object.entries(a.lotteries)) {
    const y = b.lotteries[id as keyof BuildManifest['lotteries']];
    if (y && x.input === y.input && sameList(x.files, y.files)) for (const path of x.files) same.add(path);
  }
  if (a.global.length === b.global.length) {
    for (const [i, x] of a.global.entries()) {
      const y = b.global[i];
      if (y && x.key === y.key && sameList(x.files, y.files)) for (const path of x.files) same.add(path);
    }
  }
  return same;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function serializeManifest(manifest: BuildManifest): string {
  return JSON.stringify(manifest);
}

/** sha256 over a list of texts, each length-prefixed so that no two lists collide. */
export function digest(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
}
