/**
 * The entry of the stage worker (stager.ts): puts the files of the new tree in place, off the
 * thread that renders. Plain JavaScript with node:fs only, so it starts without a TypeScript loader.
 *
 * Two kinds of message:
 * - a batch of files carried over from the previous tree: each one hard-linked, its folder made
 *   when the link finds none;
 * - rendered files (up to 64, their bytes one after another in one buffer): each one hard-linked
 *   from the previous tree when that has the same bytes, else written; at most `concurrency` of
 *   them in flight (libuv's pool runs their I/O in parallel), their continuations on this thread's
 *   event loop; answered together, an outcome or an error for each, once all are placed.
 *
 * Into a recycled tree (publish.ts: the retired tree two publishes old, whose folders and most
 * files are already right) a file that is already the previous tree's (the same inode) is left
 * alone; any other is unlinked first, so nothing is ever written into an inode that a served tree
 * shares.
 */
import { linkSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import { link, lstat, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ from: string, to: string, recycled: boolean, concurrency: number }} */
const { from, to, recycled, concurrency } = workerData;

/** @param {string} path */
function carry(path) {
  const source = join(from, path);
  const target = join(to, path);
  if (recycled) {
    const there = lstatSync(target, { throwIfNoEntry: false });
    if (there) {
      if (isSameFile(there, lstatSync(source))) return;
      unlinkSync(target);
    }
  }
  try {
    linkSync(source, target);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    // No folder yet (a missing source fails again, and is reported).
    mkdirSync(dirname(target), { recursive: true });
    linkSync(source, target);
  }
}

/** Folders made (or being made) for rendered files, each asked for once. @type {Map<string, Promise<unknown>>} */
const dirs = new Map();
/** @param {string} dir */
function ensureDir(dir) {
  let made = dirs.get(dir);
  if (!made) {
    made = mkdir(dir, { recursive: true });
    dirs.set(dir, made);
  }
  return made;
}

/**
 * A rendered file: 'kept' (a recycled tree already has the previous tree's same file), 'linked'
 * (the previous tree has the same bytes) or 'written'.
 * @param {{ path: string, bytes: Uint8Array, inPrevious: boolean }} file
 * @returns {Promise<'kept' | 'linked' | 'written'>}
 */
async function stage({ path, bytes, inPrevious }) {
  const target = join(to, path);
  const old = join(from, path);
  await ensureDir(dirname(target));
  const same = inPrevious && (await sameBytes(old, bytes));
  if (recycled && same && (await sameInode(old, target))) return 'kept';
  if (recycled) await rm(target, { force: true });
  if (same) {
    await link(old, target);
    return 'linked';
  }
  await writeFile(target, bytes);
  return 'written';
}

/** @param {string} path @param {Uint8Array} bytes */
async function sameBytes(path, bytes) {
  try {
    const s = await stat(path);
    if (s.size !== bytes.length) return false;
    return (await readFile(path)).equals(bytes);
  } catch {
    return false;
  }
}

/** Whether two paths name the same file (a hard link of it); false when either is missing. @param {string} a @param {string} b */
async function sameInode(a, b) {
  const [x, y] = await Promise.all([lstat(a).catch(() => null), lstat(b).catch(() => null)]);
  return x !== null && y !== null && isSameFile(x, y);
}

/** Whether two stats are of one file. @param {{ ino: number, dev: number }} x @param {{ ino: number, dev: number }} y */
function isSameFile(x, y) {
  return x.ino === y.ino && x.dev === y.dev;
}

/**
 * An error as it crosses to the build. A failed write (ENOSPC, EDQUOT, EIO) names no path, so the
 * file it was writing (`target`) is added: the operator learns which filesystem is full.
 * @param {unknown} error @param {string} [target]
 */
function failure(error, target) {
  const e = /** @type {NodeJS.ErrnoException} */ (error);
  const message = target !== undefined && e.path === undefined ? `${e.message} (writing ${target})` : e.message;
  return { message, code: e.code };
}

/**
 * A message of rendered files: their answers, in order, once every one of them is placed.
 * @typedef {{ id: number, replies: Array<{ outcome?: string, error?: { message: string, code?: string } }>, left: number }} Batch
 */

/** Rendered files waiting for one of the `concurrency` slots. @type {Array<{ batch: Batch, index: number, path: string, bytes: Uint8Array, inPrevious: boolean }>} */
const waiting = [];
let active = 0;
function pump() {
  while (active < concurrency && waiting.length > 0) {
    const file = /** @type {(typeof waiting)[number]} */ (waiting.shift());
    active += 1;
    stage(file)
      .then(
        (outcome) => {
          file.batch.replies[file.index] = { outcome };
        },
        (error) => {
          file.batch.replies[file.index] = { error: failure(error, join(to, file.path)) };
        },
      )
      .finally(() => {
        active -= 1;
        file.batch.left -= 1;
        if (file.batch.left === 0) parentPort?.postMessage({ id: file.batch.id, replies: file.batch.replies });
        pump();
      });
  }
}

parentPort?.on(
  'message',
  (
    /** @type {{ id: number, paths: string[] } | { id: number, files: Array<{ path: string, inPrevious: boolean, end: number }>, bytes: Uint8Array }} */ message,
  ) => {
    if ('paths' in message) {
      try {
        for (const path of message.paths) carry(path);
        parentPort?.postMessage({ id: message.id, replies: [{}] });
      } catch (error) {
        parentPort?.postMessage({ id: message.id, replies: [{ error: failure(error) }] });
      }
      return;
    }
    // The files' bytes lie one after another in one buffer, each ending at its `end`.
    /** @type {Batch} */
    const batch = { id: message.id, replies: [], left: message.files.length };
    let start = 0;
    for (const [index, { path, inPrevious, end }] of message.files.entries()) {
      waiting.push({ batch, index, path, bytes: message.bytes.subarray(start, end), inPrevious });
      start = end;
    }
    pump();
  },
);
