import { link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** How many file operations the publisher keeps in flight (libuv's pool runs them in parallel). */
const IO_CONCURRENCY = 64;

/** A file of the new tree: its bytes, or the previous tree's file carried over untouched. */
export type TreeFile = { readonly path: string; readonly bytes: Buffer } | { readonly path: string; readonly reuse: true };

export interface PublishPlan {
  /** Every file of the new tree. */
  readonly files: readonly TreeFile[];
  /**
   * Incremental publishing: the previous tree's file list, and the folders that are replaced as a
   * whole (one per re-rendered lottery). Without it the whole tree is replaced.
   */
  readonly incremental?: { readonly previousFiles: ReadonlySet<string>; readonly units: readonly string[] };
}

export interface PublishReport {
  readonly files: number;
  /** Files whose bytes changed or that are new: the only ones written. */
  readonly written: readonly string[];
  /** Files of the previous tree that the new one no longer has. */
  readonly removed: readonly string[];
}

/** Test hook: runs after the new content is complete and staged, before anything of dist/ changes. */
export interface PublishHooks {
  readonly beforeSwap?: () => void | Promise<void>;
}

/**
 * Publishes a tree atomically (C1.5) and incrementally (C1.4). Everything new is first written
 * beside dist/, in `dist.staging`; a file whose bytes did not change is hard-linked, not rewritten.
 * Only when all of it is complete does dist/ change: by two renames that swap the whole tree, or,
 * when publishing incrementally, by one rename per replaced lottery folder and per changed file.
 * A failure before that point leaves the previous dist/ serving, untouched.
 */
export async function publishTree(distDir: string, plan: PublishPlan, hooks: PublishHooks = {}): Promise<PublishReport> {
  const staging = `${distDir}.staging`;
  const retired = `${distDir}.previous`;
  await rm(staging, { recursive: true, force: true });
  await rm(retired, { recursive: true, force: true });
  const incremental = plan.incremental && (await exists(distDir)) ? plan.incremental : null;
  const previous = incremental ? incremental.previousFiles : await listTree(distDir);
  const units = incremental?.units ?? [];
  const inUnit = (path: string): boolean => units.some((u) => path.startsWith(`${u}/`));

  const wanted = new Set(plan.files.map((f) => f.path));
  const written: string[] = [];
  const staged: string[] = [];
  try {
    const toStage = plan.files.filter((f) => !incremental || 'bytes' in f || inUnit(f.path));
    const dirs = new Set(toStage.map((f) => dirname(join(staging, f.path))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    await forEachConcurrently(toStage, IO_CONCURRENCY, async (f) => {
      const target = join(staging, f.path);
      const old = join(distDir, f.path);
      if (!('bytes' in f)) {
        if (!previous.has(f.path)) throw new Error(`${f.path} is to be carried over but the previous tree lacks it`);
        await link(old, target);
      } else if (previous.has(f.path) && (await sameBytes(old, f.bytes))) {
        if (incremental && !inUnit(f.path)) return; // unchanged single file: stays where it is
        await link(old, target);
      } else {
        await writeFile(target, f.bytes);
        written.push(f.path);
      }
      staged.push(f.path);
    });
    await hooks.beforeSwap?.();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const removed = [...previous].filter((p) => !wanted.has(p)).sort();
  if (!incremental) {
    if (await exists(distDir)) await rename(distDir, retired);
    await rename(staging, distDir);
  } else {
    for (const unit of units) {
      if (await exists(join(distDir, unit))) {
        await mkdir(dirname(join(retired, unit)), { recursive: true });
        await rename(join(distDir, unit), join(retired, unit));
      }
      await mkdir(dirname(join(distDir, unit)), { recursive: true });
      await rename(join(staging, unit), join(distDir, unit));
    }
    for (const path of staged.filter((p) => !inUnit(p)).sort()) {
      await mkdir(dirname(join(distDir, path)), { recursive: true });
      await rename(join(staging, path), join(distDir, path));
    }
    for (const path of removed) if (!inUnit(path)) await unlink(join(distDir, path)).catch(() => undefined);
  }
  await rm(retired, { recursive: true, force: true });
  await rm(staging, { recursive: true, force: true });
  written.sort();
  return { files: plan.files.length, written, removed };
}

/** Every file below `dir`, as forward-slash paths relative to it; empty when `dir` is absent. */
export async function listTree(dir: string): Promise<Set<string>> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return new Set(entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
}

async function sameBytes(path: string, bytes: Buffer): Promise<boolean> {
  try {
    const s = await stat(path);
    if (s.size !== bytes.length) return false;
    return (await readFile(path)).equals(bytes);
  } catch {
    return false;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
