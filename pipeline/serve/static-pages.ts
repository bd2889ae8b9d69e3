import type http from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { CACHE_PAGES, CORS_HEADERS, contentTypeOf } from '../contract/http-policy.ts';
import { notFoundPageFile, notFoundPageLang } from '../contract/not-found-pages.ts';
import { type CachedFile, type Encoding, TreeCache } from './tree-cache.ts';

/**
 * The website's pages and assets for `npm start` (issue 15.2, 15.4, 15.5; issue 13 item 7), in
 * place of sirv. The published tree a server loaded never changes (publish.ts links a new one), so
 * each file is read once into a tree cache of its own, with a strong ETag of its bytes, and sent
 * as the JSON answers are: brotli or gzip by Accept-Encoding (compressed on first use, then kept;
 * small files as they are), `Vary: Accept-Encoding`, a distinct strong ETag per coding, 304 on
 * If-None-Match. A file that is not in the tree is not found; the caller answers a 404.
 *
 * Range (RFC 9110 14): pages and assets honour one range `bytes=a-b`, `bytes=a-` or `bytes=-n`
 * of the uncompressed bytes with 206 and `Content-Range`; a range that starts past the end gets
 * 416 with a Content-Range of "bytes *" and "/size"; anything else (several ranges, a malformed or
 * reversed one such as `bytes=100-50`, another unit) is ignored and the whole file is sent with
 * 200, as RFC 9110 allows. The API's JSON answers never take a range (local-server.ts answers
 * them from the tree cache, which ignores the header).
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
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;
/** Bound on the page bytes a tree keeps in memory (every page and asset of a full build fits). */
const PAGE_CACHE_BYTES = 256 * 1024 * 1024;

/** A page's Content-Type by its extension; JSON and Markdown follow C3.3. */
export function pageType(file: string): string {
  const ext = extname(file).toLowerCase();
  return ext === '.json' || ext === '.md' ? contentTypeOf(file) : (TYPES[ext] ?? 'application/octet-stream');
}

/**
 * The files of the tree a page path may name (a path the router already cleaned of `..`, NUL and
 * backslashes): the file itself, then `{path}.html`, then `{path}/index.html`, as the CDN serves a
 * folder's page with or without its final slash. None for a path that cannot name a file.
 */
export function pageCandidates(pathname: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return [];
  }
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative.split(sep).includes('..') || relative.includes('\0')) return [];
  const candidates = decoded.endsWith('/') ? [join(relative, 'index.html')] : [relative, `${relative}.html`, join(relative, 'index.html')];
  return candidates.filter((c) => c !== '' && c !== '.');
}

/** The pages and assets of one published tree, held in memory as they are asked for. */
export class PageFiles {
  readonly #files: TreeCache;

  constructor(root: string) {
    this.#files = new TreeCache(root, PAGE_CACHE_BYTES, pageType, CACHE_PAGES);
  }

  /** The published file a page path names, or null when there is none. */
  async find(pathname: string): Promise<CachedFile | null> {
    for (const candidate of pageCandidates(pathname)) {
      const file = this.#files.peek(candidate) ?? (await this.#files.get(candidate));
      if (file) return file;
    }
    return null;
  }

  /** A file of the tree by its exact path (the HTML 404 pages), or null. */
  file(path: string): Promise<CachedFile | null> {
    return this.#files.get(path);
  }
}

/**
 * Writes a found page: 200, 206, 304 or 416 with exactly the bytes it announces, in the coding
 * negotiated (`encoding`); a 404 page (`status` 404) always whole and never 304.
 */
export function sendPage(req: http.IncomingMessage, res: http.ServerResponse, file: CachedFile, encoding: Encoding, status = 200): void {
  const ifRange = req.headers['if-range'];
  const { identity } = file;
  const size = identity.bytes.length;
  const range = status === 200 ? rangeOf(req.headers.range, Array.isArray(ifRange) ? ifRange[0] : ifRange, identity.etag, size) : null;
  const rep = range === null ? file.variant(encoding) : identity;
  if (status === 200 && file.matches(req.headers['if-none-match'], rep)) {
    res.writeHead(304, rep.notModifiedHeaders as string[]);
    res.end();
    return;
  }
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...CORS_HEADERS, 'Content-Range': `bytes */${size}`, 'Content-Length': '0', 'Cache-Control': CACHE_PAGES });
    res.end();
    return;
  }
  if (range) {
    const [start, end] = range;
    const body = identity.bytes.subarray(start, end + 1);
    res.writeHead(206, [
      ...identity.notModifiedHeaders,
      'Accept-Ranges',
      'bytes',
      'Content-Range',
      `bytes ${start}-${end}/${size}`,
      'Content-Length',
      String(body.length),
    ]);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, status === 200 ? [...rep.headers, 'Accept-Ranges', 'bytes'] : (rep.headers as string[]));
  res.end(req.method === 'HEAD' ? undefined : rep.bytes);
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

/**
 * Answers a path the API does not know (issue 13 item 4): the published page or asset there, else
 * the HTML 404 page of the path's language with status 404 (contract/not-found-pages.ts), else
 * `orJson()`, the JSON 404 (an API path, or a tree built before the 404 pages).
 */
export async function answerPagePath(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pages: PageFiles,
  path: string,
  query: URLSearchParams,
  encoding: Encoding,
  orJson: () => Promise<void> | undefined,
): Promise<void> {
  const file = await pages.find(path);
  if (file) return sendPage(req, res, file, encoding);
  const lang = notFoundPageLang(safeDecode(path), query);
  const notFound = lang === null ? null : await pages.file(notFoundPageFile(lang));
  if (notFound) return sendPage(req, res, notFound, encoding, 404);
  return orJson();
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Paths of the published tree that are not the service's public surface (issue 15.6): the files
 * under /api/ that the endpoints answer from (behind their quotas) and the build manifest. Asked
 * for directly they are an unknown path, the JSON 404; netlify-rules.ts has the same rule.
 */
export function isInternalPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
