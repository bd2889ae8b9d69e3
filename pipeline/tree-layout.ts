import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstat, readdir, readlink, realpath, rename, rm, stat, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

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

/** A staging tree's name ends so: never trusted, removed by the next publish. */
export const STAGING_SUFFIX = '.staging';

/** Tree names sort by the time they were made: milliseconds in base 36, then a random part. */
export function newTreeId(): string {
  return `${Date.now().toString(36).padStart(10, '0')}-${randomBytes(3).toString('hex')}`;
}

/** The name (inside dist.trees/) of the tree dist/ points at; null when dist/ is absent or a folder. */
export async function currentTree(distDir: string): Promise<string | null> {
  try {
    const target = await readlink(distDir);
    return basename(target);
  } catch {
    return null;
  }
}

/**
 * Points dist/ at `tree` by renaming a new link over it: atomic, so a reader finds the old tree or
 * the new one. A plain folder at dist/ (see publishTree) is first moved into dist.trees/; if a crash
 * comes between the two renames, recoverPublish points dist/ at the newest complete tree.
 */
export async function pointAt(distDir: string, tree: string, step: (what: string) => Promise<void>): Promise<void> {
  const info = await lstat(distDir).catch(() => null);
  if (info?.isDirectory()) {
    await rename(distDir, join(treesDir(distDir), `${newTreeId()}`));
    await step('the plain dist/ folder moved into dist.trees/');
  }
  const temp = `${distDir}.link-${randomBytes(4).toString('hex')}`;
  await symlink(relative(dirname(distDir), tree), temp);
  try {
    await rename(temp, distDir);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await step('dist/ points at the new tree');
}

/**
 * A tree no reader needs any more is first renamed so (one rename: cheap, and atomic), and deleted
 * when the next publish starts, while that publish renders (`purgeRetired`): deleting a tree is
 * one unlink per file, which on this machine's disks took 0.3 to 0.6 s of a one-draw update at
 * scale, and nothing waits for it until that publish's commit. A crash leaves a retired tree that the next publish deletes.
 */
export const RETIRED_PREFIX = '.retired-';

/**
 * A retired tree is renamed so before it is deleted: a publish recycles only `.retired-` trees, and
 * the `rm -rf` of a killed build (a child process the kill does not stop) may still be deleting one
 * when the next build starts, so it must never be the tree that build takes as its new one.
 */
export const DELETING_PREFIX = '.deleting-';

/** Retires every tree in dist.trees/ but those named in `keep` (and those already retired or being deleted). */
export async function retireTrees(distDir: string, keep: ReadonlySet<string>, step?: (what: string) => Promise<void>): Promise<void> {
  for (const name of await treeNames(distDir)) {
    if (keep.has(name) || name.startsWith(RETIRED_PREFIX) || name.startsWith(DELETING_PREFIX)) continue;
    await rename(join(treesDir(distDir), name), join(treesDir(distDir), `${RETIRED_PREFIX}${name}`));
    await step?.(`retired ${name}`);
  }
}

/** The retired trees that were complete when retired (not staging trees), oldest first. */
export async function retiredTrees(distDir: string): Promise<string[]> {
  return (await treeNames(distDir)).filter((name) => name.startsWith(RETIRED_PREFIX) && !name.endsWith(STAGING_SUFFIX));
}

/**
 * Deletes the trees retired so far (never the current one, nor the one kept for readers), each
 * first renamed out of reach of recycling (DELETING_PREFIX), and what a killed deletion left.
 */
export async function purgeRetired(distDir: string): Promise<void> {
  const trees = treesDir(distDir);
  for (const name of await treeNames(distDir)) {
    if (name.startsWith(DELETING_PREFIX)) await removeTree(join(trees, name));
    else if (name.startsWith(RETIRED_PREFIX)) {
      const doomed = join(trees, `${DELETING_PREFIX}${name.slice(RETIRED_PREFIX.length)}`);
      try {
        await rename(join(trees, name), doomed);
      } catch {
        continue; // gone or taken meanwhile
      }
      await removeTree(doomed);
    }
  }
}

/**
 * Deletes a folder and everything in it with `rm -rf` in a child process, else (no such command, or
 * it failed) with fs.rm, which then reports what stops it. A tree at scale holds ~13,800 files: fs.rm
 * walks it in JavaScript, an lstat and an unlink per file, on the thread that renders the build it
 * runs beside; measured there, it stretched a one-draw build at scale from ~0.8 s to ~1.2 s. `rm`
 * spends about a third of the CPU, none of it on that thread.
 */
export async function removeTree(path: string, command = 'rm'): Promise<void> {
  try {
    await execFileAsync(command, ['-rf', '--', path]);
  } catch {
    await rm(path, { recursive: true, force: true });
  }
}

async function treeNames(distDir: string): Promise<string[]> {
  try {
    return (await readdir(treesDir(distDir))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Brings the folders beside dist/ back to a state a publish can start from, whatever step a crash
 * stopped at: staging trees are never trusted and are retired, for `purgeRetired` to delete; if
 * dist/ is missing while complete trees exist (a crash between the two renames of a conversion), it
 * is pointed at the newest. Complete trees stay until the next commit retires all but the two it
 * keeps: besides the current one and the previous (kept for readers), one is left by a crash after
 * the swap and before the retiring (the tree before the previous), or by a crash after its tree was
 * complete and before the swap (never served). Keeping only the newest, as before, kept that
 * never-served tree and retired the previous one, which the next publish then recycled and wrote
 * into while readers could still be on it. Folders of the former layout (dist.staging,
 * dist.previous) are restored or removed as that layout did.
 */
export async function recoverPublish(distDir: string): Promise<void> {
  await recoverFormerLayout(distDir);
  const names = await treeNames(distDir);
  const complete = names.filter((n) => !n.endsWith(STAGING_SUFFIX) && !n.startsWith('.'));
  for (const stray of await readdir(dirname(distDir)).catch(() => [] as string[])) {
    if (stray.startsWith(`${basename(distDir)}.link-`)) await rm(join(dirname(distDir), stray), { force: true });
  }
  if (!(await lstat(distDir).catch(() => null)) && complete.length > 0) {
    await pointAt(distDir, join(treesDir(distDir), complete.at(-1) as string), async () => {});
  }
  // Staging trees are never in `complete`: they are the ones retired.
  await retireTrees(distDir, new Set(complete));
}

/** The former layout's leftovers: a tree moved aside by a crash goes back, then both folders go. */
async function recoverFormerLayout(distDir: string): Promise<void> {
  await rm(`${distDir}.staging`, { recursive: true, force: true });
  const retired = join(`${distDir}.previous`, 'tree');
  if ((await exists(retired)) && !(await lstat(distDir).catch(() => null))) await rename(retired, distDir);
  await rm(`${distDir}.previous`, { recursive: true, force: true });
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
