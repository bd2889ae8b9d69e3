import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this are not worth compressing (one TCP segment either way). */
const COMPRESS_MIN_BYTES = 1024;
/** Bound on the bytes kept in memory; the oldest entries go first when it is exceeded. */
const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representation {
  readonly bytes: Buffer;
  /** C3.4: a strong ETag, distinct for each content coding of the same bytes. */
  readonly etag: string;
}

export interface CachedFile {
  readonly identity: Representation;
  /** The representation for a negotiated coding, compressed on first use and then kept. */
  variant(encoding: Encoding): Representation;
  /** Whether a request's If-None-Match names any representation of these bytes (weak comparison, RFC 9110). */
  matches(ifNoneMatch: string | undefined): boolean;
}

/**
 * The published API answers held in memory. The files of a tree never change once published, so
 * each is read once, hashed once (its strong ETag) and compressed at most once per coding; serving
 * it afterwards touches no disk. Reading from disk on every request measured at about a third of
 * the throughput of a bare server on this machine (README, "Benchmarks").
 */
export class TreeCache {
  readonly #files = new Map<string, Promise<CachedFile | null>>();
  /** Loaded entries, for the synchronous hot path. */
  readonly #ready = new Map<string, CachedFile>();
  readonly #sizes = new Map<string, number>();
  readonly #root: string;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(root: string, maxBytes = DEFAULT_MAX_BYTES) {
    this.#root = root;
    this.#maxBytes = maxBytes;
  }

  /** The file if it is already in memory. */
  peek(path: string): CachedFile | undefined {
    return this.#ready.get(path);
  }

  /** The file at a path inside the tree (a path the router built), or null when it does not exist. */
  get(path: string): Promise<CachedFile | null> {
    let entry = this.#files.get(path);
    if (!entry) {
      entry = this.#load(path);
      this.#files.set(path, entry);
    }
    return entry;
  }

  async #load(path: string): Promise<CachedFile | null> {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(this.#root, path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.#files.delete(path);
        return null;
      }
      throw error;
    }
    this.#bytes += bytes.length;
    this.#sizes.set(path, bytes.length);
    this.#evict(path);
    const file = cachedFile(bytes);
    this.#ready.set(path, file);
    return file;
  }

  /** Drops the oldest loaded entries (never `keep`) until the cache is within its bound. */
  #evict(keep: string): void {
    for (const [key, size] of this.#sizes) {
      if (this.#bytes <= this.#maxBytes) return;
      if (key === keep) continue;
      this.#sizes.delete(key);
      this.#files.delete(key);
      this.#ready.delete(key);
      this.#bytes -= size;
    }
  }
}

export function cachedFile(bytes: Buffer): CachedFile {
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const identity: Representation = { bytes, etag: `"${tag}"` };
  const variants = new Map<Encoding, Representation>([['identity', identity]]);
  return {
    identity,
    variant(encoding) {
      if (bytes.length < COMPRESS_MIN_BYTES) return identity;
      let v = variants.get(encoding);
      if (!v) {
        const compressed =
          encoding === 'br'
            ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
            : gzipSync(bytes, { level: 9 });
        v = { bytes: compressed, etag: `"${tag}-${encoding === 'br' ? 'br' : 'gz'}"` };
        variants.set(encoding, v);
      }
      return v;
    },
    matches(ifNoneMatch) {
      if (!ifNoneMatch) return false;
      if (ifNoneMatch.trim() === '*') return true;
      return ifNoneMatch.split(',').some((t) => {
        const token = t.trim().replace(/^W\//, '');
        return token === identity.etag || token === `"${tag}-br"` || token === `"${tag}-gz"`;
      });
    },
  };
}
