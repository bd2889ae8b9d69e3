import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * A file modified this recently can be modified again within the file system's timestamp
 * granularity (whole seconds on some) with the same size and inode, leaving nothing that tells the
 * two versions apart; its digest is remembered only once it is older than this ("racily clean",
 * the problem git's index solves the same way). Such a file is simply read again next time.
 */
export const RACY_WINDOW_MS = 3_000;

/**
 * Remembers the digest of each data file by its size, modification time and inode, so that a
 * build where nothing changed does not read every stored byte to find that out. It lives beside
 * dist/ (never inside the published tree: it holds machine-local facts), and a missing or unreadable
 * cache only means reading the files again.
 */
interface CacheEntry {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ino: number;
  readonly digest: string;
}
type CacheEntries = Record<string, CacheEntry>;
/**
 * The digests of file contents that passed the store's validation, and the digest of the code that
 * validated them (parse-draws.ts and everything it imports: the schema, validate-draw, the registry).
 * A content validated once by the same code is valid again (validation depends only on the bytes and
 * that code), so a build parses it without validating each draw again; a change to that code empties
 * the set. The store still validates every write, and `verify` every draw.
 */
interface CacheFile {
  readonly files: CacheEntries;
  readonly validated: { readonly validator: string; readonly digests: readonly string[] };
}

/**
 * Whether a parsed cache file has the shape above, checked by hand: the build opens the cache
 * first thing, and a zod schema's first use cost a cold build more than reading it (some 15 ms for
 * a thousand entries). Anything else is no cache.
 */
function isCacheFile(value: unknown): value is CacheFile {
  if (!isRecord(value) || Object.keys(value).length !== 2 || !isRecord(value['files']) || !isRecord(value['validated'])) return false;
  const { validator, digests } = value['validated'];
  if (typeof validator !== 'string' || !Array.isArray(digests) || !digests.every((d) => typeof d === 'string')) return false;
  return Object.values(value['files']).every(
    (e) =>
      isRecord(e) &&
      typeof e['size'] === 'number' &&
      typeof e['mtimeMs'] === 'number' &&
      typeof e['ino'] === 'number' &&
      typeof e['digest'] === 'string',
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class InputCache {
  readonly #path: string;
  readonly #validator: string;
  #entries: CacheEntries = {};
  #validated = new Set<string>();
  /** Contents read this run outside the file entries (the logs of data/, which the build hashes itself). */
  readonly #seen = new Set<string>();
  #dirty = false;

  private constructor(path: string, validator: string) {
    this.#path = path;
    this.#validator = validator;
  }

  /** `validator`: the digest of the validating code (see Validated); '' keeps no validated contents. */
  static async open(path: string, validator = ''): Promise<InputCache> {
    const cache = new InputCache(path, validator);
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
      if (isCacheFile(parsed)) {
        cache.#entries = { ...parsed.files };
        if (validator !== '' && parsed.validated.validator === validator) cache.#validated = new Set(parsed.validated.digests);
      }
    } catch {
      // No cache yet: every file is read once.
    }
    return cache;
  }

  /** The sha256 of a file's bytes, read from disk only when the file changed since last time. */
  digest(file: string): string {
    return this.read(file).digest;
  }

  /**
   * The digest and size, and the bytes when they had to be read for it: a lottery that is rendered then
   * parses those instead of reading the file a second time. Synchronous on purpose: the build
   * reads a lottery's inputs while its earlier files are being written, and an asynchronous read
   * waited behind those writes in libuv's thread pool (measured: about 0.7 s of a 3 s build).
   */
  read(file: string): { readonly digest: string; readonly size: number; readonly bytes?: Buffer } {
    const s = statSync(file);
    const known = this.#entries[file];
    if (known && known.size === s.size && known.mtimeMs === s.mtimeMs && known.ino === s.ino) return { digest: known.digest, size: s.size };
    const bytes = readFileSync(file);
    const digest = createHash('sha256').update(bytes).digest('hex');
    if (Date.now() - s.mtimeMs >= RACY_WINDOW_MS) {
      this.#entries[file] = { size: s.size, mtimeMs: s.mtimeMs, ino: s.ino, digest };
      this.#dirty = true;
    } else if (known) {
      delete this.#entries[file];
      this.#dirty = true;
    }
    return { digest, size: s.size, bytes };
  }

  /** Whether a content with this digest passed validation by the current validating code. */
  isValidated(digest: string): boolean {
    return this.#validated.has(digest);
  }

  /**
   * Records a content the build read without `read` (a log of data/, hashed from the very text it
   * parses): its validation is kept by `save` as a year file's is. Without it, every save that
   * pruned the validated digests dropped the logs', and each build validated them again.
   */
  seen(digest: string): void {
    this.#seen.add(digest);
  }

  /** Records that a content passed validation (kept only while the validating code is the same). */
  markValidated(digest: string): void {
    if (this.#validator === '' || this.#validated.has(digest)) return;
    this.#validated.add(digest);
    this.#dirty = true;
  }

  /** Writes the cache; validated digests of contents no longer in data/ are dropped. */
  async save(): Promise<void> {
    if (!this.#dirty) return;
    const current = new Set([...Object.values(this.#entries).map((e) => e.digest), ...this.#seen]);
    const digests = [...this.#validated].filter((d) => current.has(d)).sort();
    // Renamed into place without waiting for the disk: a cache that a crash leaves torn is no
    // cache (isCacheFile), never a wrong one, and the wait cost an incremental build 5 to 20 ms.
    const temp = `${this.#path}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify({ files: this.#entries, validated: { validator: this.#validator, digests } }));
    await rename(temp, this.#path);
    this.#dirty = false;
  }
}
