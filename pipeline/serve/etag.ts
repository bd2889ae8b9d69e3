import { createHash } from 'node:crypto';

/** Strong ETags are the first 27 characters (162 bits) of the base64url SHA-256 of the bytes. */
const ETAG_CHARS = 27;

/** C3.4: the strong ETag of some bytes. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, ETAG_CHARS)}"`;
}

/** The strong ETag of one content coding of the bytes `etag` names (`-br`, `-gz`): distinct from theirs. */
export function codingEtag(etag: string, suffix: string): string {
  return `${etag.slice(0, -1)}${suffix}"`;
}

/**
 * Whether a request's If-None-Match names `etag` (RFC 9110 13.1.2: weak comparison, `*`, or a
 * list). A 304 answers it.
 */
export function ifNoneMatchHas(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const t of ifNoneMatch.split(',')) {
    const token = t.trim();
    if ((token.startsWith('W/') ? token.slice(2) : token) === etag) return true;
  }
  return false;
}
