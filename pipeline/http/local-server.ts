import { stat } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { type Answer, serialize } from '../core/answers/answer.ts';
import type { Endpoint } from '../core/params.ts';
import { type ErrorFileOutcome, type FileOutcome, notFound, requestLang, route } from '../core/route.ts';
import { MANIFEST_FILE } from '../build/manifest.ts';
import { REDIRECTS_FILE } from '../core/paths.ts';
import { checkResult } from './check-handler.ts';
import type { RequestInfo } from './http-result.ts';
import { type LatestSource, distLatestSource } from './latest-source.ts';
import { methodNotAllowedAnswer, rateLimitedAnswer, serverErrorAnswer } from './meta-answers.ts';
import {
  ALLOWED_METHODS,
  CACHE_NONE,
  CACHE_STATIC,
  CORS_HEADERS,
  JSON_TYPE,
  MARKDOWN_TYPE,
  endpointOf,
  preflightHeaders,
} from './policy.ts';
import { type RateDecision, SlidingWindowLimiter, rateHeaders } from './rate-limit.ts';
import { type CachedFile, type Encoding, TreeCache } from './tree-cache.ts';

export interface LocalServerOptions {
  readonly distDir: string;
  readonly port: number;
  readonly host?: string;
  /** One line per request; defaults to stdout. */
  readonly log?: (line: string) => void;
  /** Quotas per endpoint (tests and benchmarks change them); SPEC's by default. */
  readonly quota?: Readonly<Record<Endpoint, number>>;
  readonly now?: () => number;
  /** How often to look for a newly published tree, in milliseconds. */
  readonly reloadIntervalMs?: number;
}

export interface LocalServer {
  readonly url: string;
  readonly server: http.Server;
  close(): Promise<void>;
}

/** A path that tries to leave the tree or is not a clean URL path: never looked up (C3.6). */
const HOSTILE_PATH = /\\|%00|\0|%5c|%2f|(^|\/)(\.|%2e){2}(\/|$)/i;

/** What serves one published tree; replaced as a whole when a new tree is published. */
interface Tree {
  readonly stamp: string;
  readonly files: TreeCache;
  readonly latest: LatestSource;
  readonly log: (line: string) => void;
  readonly withData: ReadonlySet<string>;
  readonly pages: ReturnType<typeof sirv>;
}

/**
 * `npm start`'s server (issue 4): the production routing of the CDN and the functions, with every
 * HTTP behaviour of C3, on node:http. API answers come from the in-memory tree cache; /check goes
 * through the same handler as the Netlify function; pages and assets are served by sirv.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const limiter = new SlidingWindowLimiter({ ...(options.quota ? { quota: options.quota } : {}), ...(options.now ? { now: options.now } : {}) });
  let tree = await loadTree(options.distDir, log);

  const reload = setInterval(() => {
    void treeStamp(options.distDir).then(async (stamp) => {
      if (stamp !== tree.stamp) tree = await loadTree(options.distDir, log);
    }, () => undefined);
  }, options.reloadIntervalMs ?? 1000);
  reload.unref();

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const done = (): void => {
      log(`${new Date().toISOString()} ${res.statusCode} ${req.method} ${(req.url ?? '').slice(0, 200)} ${(performance.now() - started).toFixed(1)}ms ${req.socket.remoteAddress ?? '-'}`);
    };
    const fail = (error: unknown): void => {
      log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendAnswer(res, serverErrorAnswer('th'), CACHE_NONE, req.method === 'HEAD');
      else res.destroy();
      done();
    };
    try {
      const pending = handle(req, res, tree, limiter);
      if (pending) pending.then(done, fail);
      else done();
    } catch (error) {
      fail(error);
    }
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(reload);
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** Answers a request; returns a promise only when it has to wait (a file not yet in memory, a page). */
function handle(req: http.IncomingMessage, res: http.ServerResponse, tree: Tree, limiter: SlidingWindowLimiter): Promise<void> | undefined {
  const raw = req.url ?? '/';
  const url = new URL(raw.startsWith('/') ? raw : `/${raw}`, 'http://local');
  const method = req.method ?? 'GET';
  const head = method === 'HEAD';
  if (method === 'OPTIONS') {
    res.writeHead(204, preflightHeaders(header(req, 'access-control-request-headers')));
    res.end();
    return;
  }
  const lang = requestLang(url.searchParams);
  if (method !== 'GET' && !head) {
    sendAnswer(res, methodNotAllowedAnswer(lang, method), CACHE_NONE, false, { Allow: ALLOWED_METHODS });
    return;
  }
  const rawPath = raw.split('?')[0] ?? '/';
  if (HOSTILE_PATH.test(rawPath) || rawPath.startsWith('//')) return sendOutcomeFile(req, res, tree, notFound(url.searchParams), null);

  const endpoint = endpointOf(url.pathname);
  let decision: RateDecision | null = null;
  if (endpoint) {
    decision = limiter.take(req.socket.remoteAddress ?? 'unknown', endpoint);
    if (!decision.allowed) {
      sendAnswer(res, rateLimitedAnswer(lang, endpoint, decision.resetSeconds), CACHE_NONE, head, rateHeaders(decision));
      return;
    }
  }
  const extra = decision ? rateHeaders(decision) : {};
  const outcome = route(url.pathname, url.searchParams, (id) => tree.withData.has(id));
  switch (outcome.kind) {
    case 'answer':
      sendAnswer(res, outcome.answer, CACHE_STATIC, head, extra);
      return;
    case 'check': {
      const result = checkResult(tree.latest, nodeRequestInfo(req, url), tree.log);
      res.writeHead(result.status, { ...result.headers, ...extra });
      res.end(result.body ?? undefined);
      return;
    }
    case 'file':
      return sendOutcomeFile(req, res, tree, outcome, extra);
    case 'error-file':
      if (outcome.endpoint === null && url.pathname !== `/${REDIRECTS_FILE}`) {
        // An unknown API path may still be a page or asset of the site (issue 6).
        return new Promise<boolean>((resolve) => {
          tree.pages(req, res, () => resolve(false));
          res.once('finish', () => resolve(true));
        }).then((served) => (served ? undefined : sendOutcomeFile(req, res, tree, outcome, extra)));
      }
      return sendOutcomeFile(req, res, tree, outcome, extra);
  }
}

/** Serves a published file with its status, strong ETag, 304 and negotiated compression (C3.3, C3.4). */
function sendOutcomeFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  tree: Tree,
  outcome: FileOutcome | ErrorFileOutcome,
  extra: Record<string, string> | null,
): Promise<void> | undefined {
  const ready = tree.files.peek(outcome.file);
  if (ready) {
    sendFile(req, res, outcome, ready, extra);
    return undefined;
  }
  return tree.files.get(outcome.file).then((file) => {
    if (file) return sendFile(req, res, outcome, file, extra);
    if (outcome.kind === 'error-file') return sendAnswer(res, outcome.answer, CACHE_STATIC, req.method === 'HEAD', extra ?? {});
    throw new Error(`published tree lacks ${outcome.file}`);
  });
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  outcome: FileOutcome | ErrorFileOutcome,
  file: CachedFile,
  extra: Record<string, string> | null,
): void {
  const status = outcome.kind === 'file' ? 200 : outcome.answer.status;
  const accept = req.headers['accept-encoding'];
  const encoding = accept ? (new Negotiator(req).encoding(['br', 'gzip', 'identity']) as Encoding | undefined) : undefined;
  const rep = encoding ? file.variant(encoding) : file.identity;
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': outcome.file.endsWith('.md') ? MARKDOWN_TYPE : JSON_TYPE,
    'Cache-Control': CACHE_STATIC,
    ETag: rep.etag,
    Vary: 'Accept-Encoding',
    ...extra,
  };
  if (status === 200 && file.matches(header(req, 'if-none-match'))) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (rep !== file.identity) headers['Content-Encoding'] = encoding === 'br' ? 'br' : 'gzip';
  headers['Content-Length'] = String(rep.bytes.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : rep.bytes);
}

function sendAnswer(res: http.ServerResponse, answer: Answer, cache: string, head: boolean, extra: Record<string, string> = {}): void {
  const body = Buffer.from(serialize(answer.body), 'utf8');
  res.writeHead(answer.status, {
    ...CORS_HEADERS,
    'Content-Type': JSON_TYPE,
    'Cache-Control': cache,
    'Content-Length': String(body.length),
    ...extra,
  });
  res.end(head ? undefined : body);
}

function nodeRequestInfo(req: http.IncomingMessage, url: URL): RequestInfo {
  return { method: req.method ?? 'GET', url, header: (name) => header(req, name) ?? null };
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

async function treeStamp(distDir: string): Promise<string> {
  const s = await stat(join(distDir, MANIFEST_FILE));
  return `${s.ino}-${s.mtimeMs}-${s.size}`;
}

async function loadTree(distDir: string, log: (line: string) => void): Promise<Tree> {
  const stamp = await treeStamp(distDir);
  const latest = distLatestSource(distDir);
  return {
    stamp,
    files: new TreeCache(distDir),
    latest,
    log,
    withData: new Set(latest.index().lotteries),
    pages: sirv(distDir, {
      dev: false,
      etag: true,
      ignores: false,
      setHeaders: (res) => {
        for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
        res.setHeader('Cache-Control', CACHE_STATIC);
      },
    }),
  };
}
