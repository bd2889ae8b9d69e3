import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { CACHE_STATIC, contentTypeOf } from '../contract/http-policy.ts';

/**
 * The website's pages and assets for `npm start` (issue 15.2, 15.4, 15.5), in place of sirv. Each
 * answer is the bytes read at the moment of the request, whole, with their own length and a strong
 * ETag of those bytes: nothing is indexed ahead of time, so a file replaced or removed since cannot
 * give a stale `Content-Length` or an error on a stream nobody listens to (sirv's index kept the
 * old sizes for a second after each build, and its read stream's ENOENT ended the process). A file
 * that is gone is simply not found; the caller answers the JSON 404.
 *
 * Range (RFC 9110 14): pages and assets honour one range `bytes=a-b`, `bytes=a-` or `bytes=-n`
 * with 206 and `Content-Range`; a range that starts past the end gets 416 with a Content-Range
 * of "bytes *" and "/size"; anything else (several ranges, a malformed or reversed one such as `bytes=100-50`, another unit) is ignored and the whole file
 * is sent with 200, as RFC 9110 allows. The API's JSON answers never take a range (local-server.ts
 * answers them from the tree cache, which ignores the header).
 */

/** Page types by extension; anything else is sent as bytes. JSON and Markdown follow C3.3. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ics': 'text/calendar; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const ETAG_CHARS = 27;
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export interface PageFile {
  readonly bytes: Buffer;
  readonly type: string;
  readonly etag: string;
}

/**
 * The published file a page path names inside `root` (a path the router already cleaned of `..`,
 * NUL and backslashes): the file itself, then `{path}.html`, then `{path}/index.html`, as the CDN
 * serves a folder's page with or without its final slash. Null when there is none.
 */
export async function findPage(root: string, pathname: string): Promise<PageFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative.split(sep).includes('..') || relative.includes('\0')) return null;
  const candidates = decoded.endsWith('/') ? [join(relative, 'index.html')] : [relative, `${relative}.html`, join(relative, 'index.html')];
  for (const candidate of candidates) {
    if (candidate === '' || candidate === '.') continue;
    const bytes = await readFile(join(root, candidate)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (bytes) {
      const ext = extname(candidate).toLowerCase();
      const type = ext === '.json' || ext === '.md' ? contentTypeOf(candidate) : (TYPES[ext] ?? 'application/octet-stream');
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, ETAG_CHARS)}"`;
      return { bytes, type, etag };
    }
  }
  return null;
}

/** Writes a found page: 200, 206, 304 or 416, with exactly the bytes it announces. */
export function sendPage(req: http.IncomingMessage, res: http.ServerResponse, page: PageFile): void {
  const size = page.bytes.length;
  const base: Record<string, string> = {
    'Content-Type': page.type,
    'Cache-Control': CACHE_STATIC,
    ETag: page.etag,
    'Accept-Ranges': 'bytes',
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, page.etag)) {
    res.writeHead(304, { 'Cache-Control': CACHE_STATIC, ETag: page.etag });
    res.end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range = rangeOf(req.headers.range, Array.isArray(ifRange) ? ifRange[0] : ifRange, page.etag, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0', 'Cache-Control': CACHE_STATIC });
    res.end();
    return;
  }
  const [start, end] = range ?? [0, size - 1];
  const body = range ? page.bytes.subarray(start, end + 1) : page.bytes;
  res.writeHead(range ? 206 : 200, {
    ...base,
    'Content-Length': String(body.length),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The one range to send, 'unsatisfiable', or null for the whole file (no Range, one to ignore, or
 * an If-Range naming other bytes).
 */
export function rangeOf(
  header: string | undefined,
  ifRange: string | undefined,
  etag: string,
  size: number,
): [number, number] | 'unsatisfiable' | null {
  if (header === undefined) return null;
  if (ifRange !== undefined && ifRange.trim() !== etag) return null;
  const m = SINGLE_RANGE.exec(header.trim());
  if (!m) return null;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  const end = to === '' ? Number.MAX_SAFE_INTEGER : Number(to);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return [start, Math.min(end, size - 1)];
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '') === bare);
}

/**
 * Paths of the published tree that are not the service's public surface (issue 15.6): the files
 * under /api/ that the endpoints answer from (behind their quotas) and the build manifest. Asked
 * for directly they are an unknown path, the JSON 404; netlify-rules.ts has the same rule.
 */
export function isInternalPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
