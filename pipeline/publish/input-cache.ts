import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../store/fs-atomic.ts';

/**
 * A file modified this recently can be modified again within the file system's timestamp
 * granularity (whole seconds on some) with the same size and inode, leaving nothing that tells the
 * two versions apart; its digest is remembered only once it is older than this ("racily clean",
 * the problem git's index solves the same way). Such a file is simply read again next time.
 */
const RACY_WINDOW_MS = 3_000;

/**
 * Remembers the digest of each data file by its size, modification time and inode, so that a
 * build where nothing changed does not read every stored byte to find that out. It lives beside
 * dist/ (never inside the published tree: it holds machine-local facts), and a missing or unreadable
 * cache only means reading the files again.
 */
const CacheEntries = z.record(z.string(), z.strictObject({ size: z.number(), mtimeMs: z.number(), ino: z.number(), digest: z.string() }));
type CacheEntries = z.infer<typeof CacheEntries>;
/**
 * The digests of file contents that passed the store's validation, and the digest of the code that
 * validated them (parse-draws.ts and everything it imports: the schema, validate-draw, the registry).
 * A content validated once by the same code is valid again (validation depends only on the bytes and
 * that code), so a build parses it without validating each draw again; a change to that code empties
 * the set. The store still validates every write, and `verify` every draw.
 */
const Validated = z.strictObject({ validator: z.string(), digests: z.array(z.string()) });
const CacheFile = z.strictObject({ files: CacheEntries, validated: Validated });

export class InputCache {
  readonly #path: string;
  readonly #validator: string;
  #entries: CacheEntries = {};
  #validated = new Set<string>();
  #dirty = false;

  private constructor(path: string, validator: string) {
    this.#path = path;
    this.#validator = validator;
  }

  /** `validator`: the digest of the validating code (see Validated); '' keeps no validated contents. */
  static async open(path: string, validator = ''): Promise<InputCache> {
    const cache = new InputCache(path, validator);
    try {
      const parsed = CacheFile.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (parsed.success) {
        cache.#entries = parsed.data.files;
        if (validator !== '' && parsed.data.validated.validator === validator) cache.#validated = new Set(parsed.data.validated.digests);
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

  /** Records that a content passed validation (kept only while the validating code is the same). */
  markValidated(digest: string): void {
    if (this.#validator === '' || this.#validated.has(digest)) return;
    this.#validated.add(digest);
    this.#dirty = true;
  }

  /** Writes the cache; validated digests of contents no longer in data/ are dropped. */
  async save(): Promise<void> {
    if (!this.#dirty) return;
    const current = new Set(Object.values(this.#entries).map((e) => e.digest));
    const digests = [...this.#validated].filter((d) => current.has(d)).sort();
    await writeFileAtomic(this.#path, JSON.stringify({ files: this.#entries, validated: { validator: this.#validator, digests } }));
    this.#dirty = false;
  }
}
