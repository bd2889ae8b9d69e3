import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CACHE_STATIC, CORS_HEADERS, contentTypeOf } from '../contract/http-policy.ts';
import { codingEtag, ifNoneMatchHas, strongEtag } from './etag.ts';

/** Answers smaller than this are not worth compressing (one TCP segment either way). */
const COMPRESS_MIN_BYTES = 1024;
/** Bound on the bytes kept in memory; the oldest entries go first when it is exceeded. */
const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

/**
 * Errors that mean "no such file": a folder, a file where a folder was expected, or a name longer
 * than the filesystem allows (a 251-character page segment plus `.html`) is none either.
 */
const MISSING: ReadonlySet<string> = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representation {
  readonly bytes: Buffer;
  /** C3.4: a strong ETag, distinct for each content coding of the same bytes. */
  readonly etag: string;
  readonly encoding: Encoding;
  /**
   * Every header of an answer with these bytes (C3.1, C3.3, C3.4, `Content-Length`,
   * `Content-Encoding`), as the flat `[name, value, ...]` list node:http writes; computed once.
   */
  readonly headers: readonly string[];
  /** The headers of a 304 for this representation (no body, so no length or coding). */
  readonly notModifiedHeaders: readonly string[];
}

export interface CachedFile {
  readonly identity: Representation;
  /** The representation for a negotiated coding, compressed on first use and then kept. */
  variant(encoding: Encoding): Representation;
  /**
   * Whether a request's If-None-Match names the representation about to be sent (RFC 9110 13.1.2:
   * weak comparison, `*`, or a list). A tag of another coding does not match: a cache holding the
   * gzip bytes must not be told they suit a client that asked for none.
   */
  matches(ifNoneMatch: string | undefined, rep: Representation): boolean;
}

/**
 * The published API answers held in memory. The files of a tree never change once published, so
 * each is read once, hashed once (its strong ETag) and compressed at most once per coding; serving
 * it afterwards touches no disk and builds no headers.
 */
export class TreeCache {
  readonly #files = new Map<string, Promise<CachedFile | null>>();
  /** Loaded entries, for the synchronous hot path. */
  readonly #ready = new Map<string, CachedFile>();
  readonly #root: string;
  readonly #maxBytes: number;
  readonly #typeOf: (path: string) => string;
  readonly #cache: string;
  #bytes = 0;

  /**
   * `typeOf`: a file's Content-Type (the API's, C3.3, unless the pages' table is given); `cache`:
   * its Cache-Control (the static answers', C3.4, unless the pages' is given).
   */
  constructor(root: string, maxBytes = DEFAULT_MAX_BYTES, typeOf: (path: string) => string = contentTypeOf, cache = CACHE_STATIC) {
    this.#root = root;
    this.#maxBytes = maxBytes;
    this.#typeOf = typeOf;
    this.#cache = cache;
  }

  /** The file if it is already in memory. */
  peek(path: string): CachedFile | undefined {
    return this.#ready.get(path);
  }

  /** Bytes held in memory. */
  get bytes(): number {
    return this.#bytes;
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
      this.#files.delete(path);
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
    this.#bytes += bytes.length;
    this.#evict(path);
    const file = cachedFile(bytes, this.#typeOf(path), this.#cache);
    this.#ready.set(path, file);
    return file;
  }

  /** Drops the oldest loaded entries (never `keep`) until the cache is within its bound. */
  #evict(keep: string): void {
    for (const [key, file] of this.#ready) {
      if (this.#bytes <= this.#maxBytes) return;
      if (key === keep) continue;
      this.#files.delete(key);
      this.#ready.delete(key);
      this.#bytes -= file.identity.bytes.length;
    }
  }
}

/** One published file: its bytes, strong ETags and lazily compressed variants, with `cache` as its Cache-Control. */
export function cachedFile(bytes: Buffer, contentType: string, cache = CACHE_STATIC): CachedFile {
  const identity = representation(bytes, strongEtag(bytes), 'identity', contentType, cache);
  let br: Representation | undefined;
  let gzip: Representation | undefined;
  return {
    identity,
    variant(encoding) {
      if (encoding === 'identity' || bytes.length < COMPRESS_MIN_BYTES) return identity;
      if (encoding === 'br') {
        br ??= representation(
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          codingEtag(identity.etag, '-br'),
          'br',
          contentType,
          cache,
        );
        return br;
      }
      gzip ??= representation(gzipSync(bytes, { level: 9 }), codingEtag(identity.etag, '-gz'), 'gzip', contentType, cache);
      return gzip;
    },
    matches(ifNoneMatch, rep) {
      return ifNoneMatchHas(ifNoneMatch, rep.etag);
    },
  };
}

function representation(bytes: Buffer, etag: string, encoding: Encoding, contentType: string, cache: string): Representation {
  const common = [
    ...Object.entries(CORS_HEADERS).flat(),
    'Content-Type',
    contentType,
    'Cache-Control',
    cache,
    'ETag',
    etag,
    'Vary',
    'Accept-Encoding',
  ];
  const headers = [...common, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(bytes.length)];
  return { bytes, etag, encoding, headers: Object.freeze(headers), notModifiedHeaders: Object.freeze(common) };
}
