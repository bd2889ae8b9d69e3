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

/** Hooks a fault test uses to simulate a crash; production passes none. */
export interface PublishHooks {
  /** Runs after the new content is complete and staged, before anything of dist/ changes. */
  readonly beforeSwap?: () => void | Promise<void>;
  /**
   * Runs between moving a part of dist/ aside and moving its replacement in (the whole tree, or
   * one lottery folder): the one moment a crash leaves a hole in dist/ (see recoverPublish).
   */
  readonly midSwap?: () => void | Promise<void>;
}

/**
 * Publishes a tree atomically (C1.5) and incrementally (C1.4). Everything new is first written
 * beside dist/, in `dist.staging`; a file whose bytes did not change is hard-linked, not rewritten.
 * Only when all of it is complete does dist/ change: by two renames that swap the whole tree, or,
 * when publishing incrementally, by one rename per replaced lottery folder and per changed file.
 * A failure before that point leaves the previous dist/ serving, untouched; a crash during the
 * renames is undone before the next build starts (recoverPublish).
 */
export async function publishTree(distDir: string, plan: PublishPlan, hooks: PublishHooks = {}): Promise<PublishReport> {
  const staging = stagingDir(distDir);
  const retired = retiredDir(distDir);
  await recoverPublish(distDir);
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
    if (await exists(distDir)) {
      await mkdir(retired, { recursive: true });
      await rename(distDir, retiredTree(retired));
      await hooks.midSwap?.();
    }
    await rename(staging, distDir);
  } else {
    for (const unit of units) {
      if (await exists(join(distDir, unit))) {
        await mkdir(join(retired, RETIRED_UNITS), { recursive: true });
        await rename(join(distDir, unit), retiredUnit(retired, unit));
        await hooks.midSwap?.();
      }
      // A unit the new tree has no file in is only retired (every lottery has files today).
      if (!(await exists(join(staging, unit)))) continue;
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

/** Where a publish writes the new content, beside dist/ (same file system, so renames are atomic). */
const stagingDir = (distDir: string): string => `${distDir}.staging`;
/** Where the swap keeps what it moved out of dist/: the whole tree, or one folder per replaced unit. */
const retiredDir = (distDir: string): string => `${distDir}.previous`;
const RETIRED_TREE = 'tree';
const RETIRED_UNITS = 'units';
const retiredTree = (retired: string): string => join(retired, RETIRED_TREE);
/** One flat entry per unit, its path encoded, so that recovery knows exactly which unit it was. */
const retiredUnit = (retired: string, unit: string): string => join(retired, RETIRED_UNITS, encodeURIComponent(unit));

/**
 * Undoes a swap that a crash interrupted (C1.5). Between moving a part of dist/ aside and moving its
 * replacement in, dist/ lacks that part; whatever is still in the retired folder and missing from
 * dist/ goes back, so the previous tree serves again and the next build starts from it. A part that
 * dist/ already has again (the crash came later, while clearing the retired folder) stays as it is.
 * Only then is the retired folder cleared. A staging folder left behind is never trusted: removed.
 */
export async function recoverPublish(distDir: string): Promise<void> {
  await rm(stagingDir(distDir), { recursive: true, force: true });
  const retired = retiredDir(distDir);
  if (!(await exists(retired))) return;
  if ((await exists(retiredTree(retired))) && !(await exists(distDir))) await rename(retiredTree(retired), distDir);
  let units: string[] = [];
  try {
    units = await readdir(join(retired, RETIRED_UNITS));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const name of units.sort()) {
    const unit = decodeURIComponent(name);
    if ((await exists(distDir)) && !(await exists(join(distDir, unit)))) {
      await mkdir(dirname(join(distDir, unit)), { recursive: true });
      await rename(join(retired, RETIRED_UNITS, name), join(distDir, unit));
    }
  }
  await rm(retired, { recursive: true, force: true });
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
