import { link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** How many file operations the publisher keeps in flight (libuv's pool runs them in parallel). */
export const IO_CONCURRENCY = 64;

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
  await recoverPublish(distDir);
  const publication = await openPublication(distDir, plan.incremental ? { previousFiles: plan.incremental.previousFiles } : {});
  for (const unit of plan.incremental?.units ?? []) publication.addUnit(unit);
  for (const file of plan.files) publication.add(file);
  return publication.commit(hooks);
}

/**
 * A publish under way: files are handed over one at a time as they are rendered, and each one's
 * staging I/O starts at once on libuv's thread pool (at most IO_CONCURRENCY in flight) while the
 * caller renders the next, so writing overlaps rendering instead of following it. `commit` waits
 * for the last of it and swaps; `abort` (or any failure) leaves dist/ untouched.
 */
export interface Publication {
  /** A folder replaced as a whole (a re-rendered lottery); call before adding its files. */
  addUnit(unit: string): void;
  add(file: TreeFile): void;
  commit(hooks?: PublishHooks): Promise<PublishReport>;
  abort(): Promise<void>;
}

/** Opens a publication into `distDir`; call `recoverPublish` first (build() does, before it reads the manifest). */
export async function openPublication(distDir: string, options: { readonly previousFiles?: ReadonlySet<string> }): Promise<Publication> {
  const staging = stagingDir(distDir);
  const retired = retiredDir(distDir);
  const incremental = options.previousFiles !== undefined && (await exists(distDir));
  const previous = incremental && options.previousFiles ? options.previousFiles : await listTree(distDir);
  const units: string[] = [];
  const inUnit = (path: string): boolean => units.some((u) => path.startsWith(`${u}/`));
  const wanted = new Set<string>();
  const written: string[] = [];
  const staged: string[] = [];
  const dirs = new Map<string, Promise<unknown>>();
  const ensureDir = (dir: string): Promise<unknown> => {
    let made = dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      dirs.set(dir, made);
    }
    return made;
  };
  const queue = new IoQueue(IO_CONCURRENCY);

  const stage = async (f: TreeFile): Promise<void> => {
    const target = join(staging, f.path);
    const old = join(distDir, f.path);
    if (!('bytes' in f)) {
      if (!previous.has(f.path)) throw new Error(`${f.path} is to be carried over but the previous tree lacks it`);
      await ensureDir(dirname(target));
      await link(old, target);
    } else if (previous.has(f.path) && (await sameBytes(old, f.bytes))) {
      if (incremental && !inUnit(f.path)) return; // unchanged single file: stays where it is
      await ensureDir(dirname(target));
      await link(old, target);
    } else {
      await ensureDir(dirname(target));
      await writeFile(target, f.bytes);
      written.push(f.path);
    }
    staged.push(f.path);
  };

  const abort = async (): Promise<void> => {
    await queue.settle();
    await rm(staging, { recursive: true, force: true });
  };

  return {
    addUnit(unit) {
      if (incremental) units.push(unit);
    },
    add(file) {
      if (wanted.has(file.path)) throw new Error(`${file.path} is published twice`);
      wanted.add(file.path);
      if (incremental && !('bytes' in file) && !inUnit(file.path)) return; // carried over in place
      queue.push(() => stage(file));
    },
    abort,
    async commit(hooks = {}) {
      try {
        await queue.drain();
        await hooks.beforeSwap?.();
      } catch (error) {
        await abort();
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
      return { files: wanted.size, written, removed };
    },
  };
}

/** Runs async tasks with at most `limit` in flight; the first failure is kept and reported by drain. */
class IoQueue {
  readonly #limit: number;
  readonly #waiting: Array<() => Promise<void>> = [];
  #active = 0;
  #failure: unknown = null;
  #idle: Array<() => void> = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  push(task: () => Promise<void>): void {
    this.#waiting.push(task);
    this.#pump();
  }

  #pump(): void {
    while (this.#active < this.#limit && this.#waiting.length > 0) {
      const task = this.#waiting.shift() as () => Promise<void>;
      this.#active += 1;
      task()
        .catch((error: unknown) => {
          this.#failure ??= error;
        })
        .finally(() => {
          this.#active -= 1;
          this.#pump();
          if (this.#active === 0 && this.#waiting.length === 0) for (const resolve of this.#idle.splice(0)) resolve();
        });
    }
  }

  /** Waits for every task; throws the first failure. */
  async drain(): Promise<void> {
    await this.settle();
    if (this.#failure !== null) throw this.#failure;
  }

  /** Waits for every task, failed or not. */
  settle(): Promise<void> {
    if (this.#active === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }
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
