import { lstat, mkdir, readFile, readdir, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Stager } from './stager.ts';
import {
  RETIRED_PREFIX,
  STAGING_SUFFIX,
  currentTree,
  newTreeId,
  pointAt,
  purgeRetired,
  resolveTree,
  recoverPublish,
  retireTrees,
  retiredTrees,
  treesDir,
} from '../tree-layout.ts';
import { type BuildManifest, previousFiles, readManifest, sameFiles } from './manifest.ts';

export { recoverPublish };

/**
 * A build that Netlify deploys: its CI sets NETLIFY=true, and netlify-cli's own build (`netlify
 * build`, `netlify deploy --build`) sets NETLIFY_LOCAL=true instead. Either deploys the `publish`
 * folder as it finds it, and netlify-cli's file walker skips a symbolic link: a dist/ linked to its
 * tree would deploy no static file at all.
 */
export function isNetlifyBuild(env: NodeJS.ProcessEnv): boolean {
  return env['NETLIFY'] === 'true' || env['NETLIFY_LOCAL'] === 'true';
}

/** How many rendered files the stage worker keeps in flight (libuv's pool runs their I/O in parallel). */
export const IO_CONCURRENCY = 64;

/** A file of the new tree: its bytes, or the previous tree's file carried over untouched. */
export type TreeFile = { readonly path: string; readonly bytes: Buffer } | { readonly path: string; readonly reuse: true };

export interface PublishPlan {
  /** Every file of the new tree. */
  readonly files: readonly TreeFile[];
  /** The previous tree's file list when the caller knows it (from the manifest); read from disk otherwise. */
  readonly incremental?: { readonly previousFiles: ReadonlySet<string> };
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
  /** Runs after the new tree is complete, before it is put in place. */
  readonly beforeSwap?: () => void | Promise<void>;
  /** Runs after the new tree has its final name and before dist/ is pointed at it. */
  readonly midSwap?: () => void | Promise<void>;
  /**
   * Runs after every step that changes the disk (each file staged, each rename of the swap, each
   * old tree removed), numbered from 1: a kill test stops the publish at every one of them.
   */
  readonly step?: (k: number, what: string) => void | Promise<void>;
}

/**
 * Publishes a tree atomically (C1.5) and incrementally (C1.4). Every publish makes a new, complete
 * tree beside dist/ (in `dist.trees/`): a file whose bytes did not change is hard-linked from the
 * previous tree, not rewritten, so an incremental publish writes only what changed. Then dist/,
 * a symbolic link, is pointed at the new tree by one rename, the only step that changes what
 * dist/ shows; the manifest is inside the tree, so it always describes the tree it is in. A crash
 * at any step before that rename leaves the previous tree serving, whole; the next build removes
 * what the crash left. A tree is never written while dist/ shows it or it is kept for readers (the
 * local server relies on it); only a retired one is, when a later publish recycles it.
 *
 * The previous tree is kept until the next publish (a reader that resolved dist/ just before the
 * swap still finds its files); older ones are retired (renamed). The next publish starts from the
 * newest retired tree when the same code built it (recycleRetired: its folders and most files are
 * already right, so only what changed in two publishes is touched), and deletes the others while
 * it renders (tree-layout.ts `purgeRetired`), off the path from the update to the new tree. Where dist/ is a plain folder (a fresh
 * clone on Netlify's build, which publishes the folder; or a tree of an older version) the first
 * publish that replaces it moves it into `dist.trees/` and puts the link in its place.
 */
export async function publishTree(distDir: string, plan: PublishPlan, hooks: PublishHooks = {}): Promise<PublishReport> {
  await recoverPublish(distDir);
  const publication = await openPublication(distDir, {
    ...(plan.incremental ? { previousFiles: plan.incremental.previousFiles } : {}),
    hooks,
  });
  try {
    for (const file of plan.files) publication.add(file);
  } catch (error) {
    await publication.abort();
    throw error;
  }
  return publication.commit();
}

/**
 * A publish under way: files are handed over one at a time as they are rendered, and go to the
 * stage worker (stager.ts) as soon as the caller yields, which puts them in place (at most
 * IO_CONCURRENCY in flight) while the caller renders the next, so writing overlaps rendering
 * instead of following it. `commit` waits for the last of it and swaps; `abort` (or any failure)
 * leaves dist/ untouched.
 */
export interface Publication {
  add(file: TreeFile): void;
  commit(): Promise<PublishReport>;
  abort(): Promise<void>;
}

/** Opens a publication into `distDir`; call `recoverPublish` first (build() does, before it reads the manifest). */
export async function openPublication(
  distDir: string,
  options: {
    /** The previous tree's file list, when the caller knows it without a manifest; read from disk otherwise. */
    readonly previousFiles?: ReadonlySet<string>;
    readonly hooks?: PublishHooks;
    /** This build's code digest: a retired tree the same code built may be recycled (recycleRetired). */
    readonly code?: string;
    /** The manifest of the tree dist/ shows, when this build carries files over from it: its files, and `settled` below. */
    readonly previousManifest?: BuildManifest;
  },
): Promise<Publication> {
  const trees = treesDir(distDir);
  const id = newTreeId();
  const staging = join(trees, `${id}${STAGING_SUFFIX}`);
  const resolved = await resolveTree(distDir).catch(() => null);
  const hasPrevious = resolved !== null;
  const known = options.previousManifest ? previousFiles(options.previousManifest) : options.previousFiles;
  const previous = hasPrevious && known ? known : await listTree(distDir);
  const wanted = new Set<string>();
  const written: string[] = [];
  const hooks = options.hooks ?? {};
  let steps = 0;
  const step = async (what: string): Promise<void> => {
    steps += 1;
    await hooks.step?.(steps, what);
  };
  // The newest retired tree that the same code built, when there is one, becomes the new tree's
  // start (recycleRetired); the others are deleted while this publish renders, and its commit
  // waits for them.
  const recycled = hasPrevious && options.code !== undefined ? await recycleRetired(distDir, options.code, staging) : null;
  if (recycled) await step('a retired tree taken as the new one');
  // A build that carries nothing over (a full one, or the first of new code) may write other bytes
  // for the same inputs (something the code digest does not cover changed): the trees made before
  // it are never taken as settled below. Any other build asks the record about the recycled tree.
  const fresh = options.code !== undefined && options.previousManifest === undefined;
  await mkdir(staging, { recursive: true });
  const record = await recordOwnTree(distDir, staging, fresh);
  /**
   * The files the recycled tree already holds with the bytes of the previous tree's (sameFiles: the
   * lotteries and global producers whose inputs were the same in both). One carried over is left
   * as it is, unchecked: in a build after one draw that is nearly every file, where looking up both
   * inodes of each took the stage worker 80 ms on the real data and 140 to 160 ms at scale, most of
   * it after the last file was rendered. Both trees were made by the same code since the last build
   * that carried nothing over (recordOwnTree), each one carrying those files over from the one
   * before. A retired tree is written only by the publish that recycles it, and deleted only after
   * a rename out of reach (tree-layout.ts DELETING_PREFIX), so it holds what its manifest lists.
   */
  const settled =
    record.settles && recycled && options.previousManifest ? sameFiles(recycled.manifest, options.previousManifest) : new Set<string>();
  const purge = purgeRetired(distDir).then(
    () => null,
    (error: unknown) => ({ error }),
  );

  /**
   * Every file but the settled ones goes to the stage worker (stager.ts), which puts it in place
   * while this thread renders: the files carried over in batches (a hard link costs about 9 us
   * here, and ~13,400 are carried over by an incremental build at scale; into a recycled tree,
   * only those that are not yet the previous tree's are linked), the rendered ones up to 64 to a
   * message.
   */
  const oldTree = resolved ?? distDir;
  const stager = new Stager(oldTree, staging, { recycled: recycled !== null, concurrency: IO_CONCURRENCY });
  let carried: string[] = [];
  /** Everything handed to the stager, each settled by commit (or abort); a failure is reported there. */
  const staged: Array<Promise<unknown>> = [];
  const track = (promise: Promise<unknown>): void => {
    promise.catch(() => {});
    staged.push(promise);
  };
  const flushCarried = (): void => {
    if (carried.length === 0) return;
    const batch = carried;
    carried = [];
    const missing = batch.find((path) => !previous.has(path));
    track(
      missing !== undefined
        ? Promise.reject(notInPrevious(missing))
        : stager.link(batch).then(() => step(`${batch.length} files carried over`)),
    );
  };
  /** A rendered file: hard-linked when the previous tree has the same bytes, else written (stage-worker.mjs). */
  const stage = async (f: { readonly path: string; readonly bytes: Buffer }): Promise<void> => {
    if ((await stager.stage(f.path, f.bytes, previous.has(f.path))) === 'written') written.push(f.path);
    await step(f.path);
  };
  /** Set by commit or abort: a file added later could not be waited for. */
  let closed = false;

  /** Waits for everything this publication started, whatever fails on the way, then deletes its staging tree. */
  const abort = async (): Promise<void> => {
    closed = true;
    try {
      await Promise.allSettled(staged);
      await stager.close();
    } finally {
      await purge;
      await rm(staging, { recursive: true, force: true });
    }
  };

  return {
    add(file) {
      if (closed) throw new Error(`${file.path} was added after the publication was committed or aborted`);
      if (wanted.has(file.path)) throw new Error(`${file.path} is published twice`);
      wanted.add(file.path);
      if ('bytes' in file) track(stage(file));
      else if (settled.has(file.path)) return;
      else {
        carried.push(file.path);
        if (carried.length >= CARRIED_BATCH) flushCarried();
      }
    },
    abort,
    async commit() {
      closed = true;
      try {
        flushCarried();
        await Promise.all(staged);
        await stager.close();
        if (recycled) await removeUnwanted(staging, recycled.files, wanted);
        await hooks.beforeSwap?.();
      } catch (error) {
        await abort();
        throw error;
      }
      try {
        const tree = join(trees, id);
        await rename(staging, tree);
        await step('the new tree complete');
        await hooks.midSwap?.();
        const before = await currentTree(distDir);
        const info = await lstat(distDir).catch(() => null);
        if (isNetlifyBuild(process.env) && !info?.isSymbolicLink()) {
          // Netlify's build has no reader to protect and deploys the folder named publish = "dist"
          // (and bundles dist/ files with the functions): a plain folder there, never a link.
          if (info) {
            await rename(distDir, join(trees, newTreeId()));
            await step('the previous dist/ folder moved into dist.trees/');
          }
          await rename(tree, distDir);
          await step('dist/ in place');
        } else await pointAt(distDir, tree, step);
        // The new tree leaves the record now that it is served. Failing to write is only slower:
        // it stays recorded, and is checked file by file when a publish recycles it.
        if (record.afterSwap) await writeOlderTrees(distDir, record.afterSwap).catch(() => {});
        // The tree swapped out stays for readers that resolved dist/ a moment ago; older ones are retired.
        await retireTrees(distDir, new Set([id, ...(before ? [before] : [])]), step);
        await rm(`${distDir}.staging`, { recursive: true, force: true });
      } catch (error) {
        // A complete tree that dist/ does not show was never served: retired, as recovery keeps
        // complete trees, so that a swap failing at every build (a link refused) does not leave
        // one more whole tree each time.
        const tree = join(trees, id);
        const own = await realpath(tree).catch(() => null);
        if (own !== null && own !== (await resolveTree(distDir).catch(() => null))) {
          await rename(tree, join(trees, `${RETIRED_PREFIX}${id}`)).catch(() => {});
        }
        // A failed commit returns once the purge is done: no deletion goes on after the build has
        // failed (only a kill, which stops this process but not `rm`, leaves one running). The
        // purge's own failure, if any, is dropped: this error is the one to report.
        await purge;
        throw error;
      }
      const purged = await purge;
      if (purged) throw purged.error;
      written.sort();
      const removed = [...previous].filter((p) => !wanted.has(p)).sort();
      return { files: wanted.size, written, removed };
    },
  };
}

const notInPrevious = (path: string): Error => new Error(`${path} is to be carried over but the previous tree lacks it`);

/** How many carried-over files go to the stage worker at a time. */
const CARRIED_BATCH = 256;

/**
 * Takes the newest retired tree as the start of the new one (renamed to `staging`) when the same
 * code built it, so that its folders and files lie where this build puts them; returns its
 * manifest and the files it lists, or null (nothing taken). No reader has it: dist/ shows the
 * current tree and readers that resolved dist/ a moment ago the previous one (tree-layout.ts). Its
 * files are hard links that the served trees may share, so the publish replaces them and never
 * writes into one. What it holds that the new tree does not is removed before the swap
 * (removeUnwanted). An incremental publish then touches the few hundred files that changed in two
 * publishes, where a new tree meant linking ~13,400 files and making ~800 folders at scale, and
 * deleting as many later (issue 14).
 */
async function recycleRetired(
  distDir: string,
  code: string,
  staging: string,
): Promise<{ readonly manifest: BuildManifest; readonly files: ReadonlySet<string> } | null> {
  const name = (await retiredTrees(distDir)).at(-1);
  if (name === undefined) return null;
  const tree = join(treesDir(distDir), name);
  const manifest = await readManifest(tree);
  if (manifest?.code !== code) return null;
  try {
    await rename(tree, staging);
  } catch {
    // Another build running at the same time took it (or deleted it): this one starts from nothing.
    return null;
  }
  return { manifest, files: previousFiles(manifest) };
}

/**
 * Where the build keeps the folder inodes of the trees that existed when the latest build that
 * carried nothing over began (a folder keeps its inode through the renames that retire it, and
 * through the move of a plain dist/ folder into dist.trees/), with the device, the inode and the
 * birth time of dist.trees/ itself: a copy of the site (cp -a, a restored backup) gives every tree
 * another inode, and its record then holds for nothing; a copy restored in place may get back the
 * inode of the dist.trees/ it replaced, never its birth time (which no copy keeps). Beside dist/,
 * never published.
 */
export const olderTreesFile = (distDir: string): string => `${distDir}.older-trees.json`;

interface OlderTrees {
  readonly dev: number;
  readonly trees: number;
  readonly born: number;
  readonly inodes: readonly number[];
}

/**
 * Puts the new tree (`staging`) in the record of older trees until dist/ shows it: one that a crash
 * leaves complete before the swap was never served, and may hold bytes that no tree served then or
 * later holds (a change the code digest does not cover, rolled back), so it never settles. A build
 * that carries nothing over (`fresh`) writes the record anew, every tree there is now in it, dist/
 * itself when it is a plain folder; any other build adds its tree to the record there is, if any
 * (without one nothing settles). Returns whether the recycled tree settles (a recycling build's
 * `staging` is that tree: it does when it was made after the last build that carried nothing over,
 * that is, when the record does not hold it), and the record to write once dist/ shows the new tree:
 * without it, so that a recycled tree that did not settle leaves the record too (its files all
 * checked, it holds no older bytes; else, recycled in turn, only one build in three settled).
 */
async function recordOwnTree(
  distDir: string,
  staging: string,
  fresh: boolean,
): Promise<{ readonly settles: boolean; readonly afterSwap: OlderTrees | null }> {
  const record = fresh ? await olderTreesNow(distDir) : await readOlderTrees(distDir);
  if (record === null) return { settles: false, afterSwap: null };
  const own = (await stat(staging)).ino;
  const settles = !fresh && !record.inodes.includes(own);
  const others = record.inodes.filter((i) => i !== own);
  if (fresh || settles) await writeOlderTrees(distDir, { ...record, inodes: [...others, own] });
  return { settles, afterSwap: { ...record, inodes: others } };
}

/** The record of every tree there is now (the new one included), dist/ itself when it is a plain folder. */
async function olderTreesNow(distDir: string): Promise<OlderTrees> {
  const trees = treesDir(distDir);
  const inodes: number[] = [];
  for (const path of [distDir, ...(await readdir(trees)).map((n) => join(trees, n))]) {
    const info = await stat(path).catch(() => null);
    if (info?.isDirectory()) inodes.push(info.ino);
  }
  const where = await stat(trees);
  return { dev: where.dev, trees: where.ino, born: where.birthtimeMs, inodes };
}

async function writeOlderTrees(distDir: string, record: OlderTrees): Promise<void> {
  const file = olderTreesFile(distDir);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(record));
  await rename(temp, file);
}

/**
 * The record recordOwnTree wrote, when it is of this dist.trees/ folder; null when there is none,
 * none that can be read, or one of another folder (a copy): then no tree settles.
 */
async function readOlderTrees(distDir: string): Promise<OlderTrees | null> {
  try {
    const value = JSON.parse(await readFile(olderTreesFile(distDir), 'utf8')) as Partial<Record<keyof OlderTrees, unknown>> | null;
    const where = await stat(treesDir(distDir));
    const { dev, trees, born, inodes } = value ?? {};
    if (dev !== where.dev || trees !== where.ino || born !== where.birthtimeMs) return null;
    if (!Array.isArray(inodes) || !inodes.every((i) => Number.isSafeInteger(i))) return null;
    return { dev, trees, born, inodes: inodes as number[] };
  } catch {
    return null;
  }
}

/** Removes from a recycled tree the files the new tree does not have, then the folders left empty. */
async function removeUnwanted(root: string, had: ReadonlySet<string>, wanted: ReadonlySet<string>): Promise<void> {
  const emptied = new Set<string>();
  for (const path of had) {
    if (wanted.has(path)) continue;
    await rm(join(root, path), { force: true });
    emptied.add(dirname(path));
  }
  // Deepest first; a folder that still holds anything stops the climb.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let d = dir; d !== '.'; d = dirname(d)) {
      try {
        await rmdir(join(root, d));
      } catch {
        break;
      }
    }
  }
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
