import { stat } from 'node:fs/promises';
import { errorText } from '../errors/error-text.ts';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import type { Endpoint } from '../contract/params.ts';
import { type ErrorFileOutcome, type FileOutcome, notFound, requestLang, route } from '../answers/route.ts';
import { MANIFEST_FILE, PLATFORM_FILES } from '../contract/paths.ts';
import { DEFAULT_LANG } from '../registry/index.ts';
import { liveAnswer } from './live-answers.ts';
import { CHECK_HEADERS, fastCheckBody } from './check-fast.ts';
import { methodGate } from './web-stack.ts';
import { type RequestInfo, jsonResult, methodNotAllowedResult } from './http-result.ts';
import { type LatestSource, distLatestSource } from '../published/latest-source.ts';
import { methodNotAllowedAnswer, rateLimitedAnswer, serverErrorAnswer, unreadableRequestAnswer } from '../answers/meta-answers.ts';
import { CACHE_NONE, CACHE_STATIC, MAX_HEADER_BYTES } from '../contract/http-policy.ts';
import { ENDPOINTS, endpointOf } from '../contract/endpoints.ts';
import { type RateDecision, SlidingWindowLimiter, rateHeaderList } from './rate-limit.ts';
import { HOSTILE_PATH, type RequestTarget, parseTarget, publicPath, targetUrl } from './request-path.ts';
import { SERVER_OPTIONS, missingHostResult } from './protocol-guards.ts';
import { PageFiles, answerPagePath, isInternalPath } from './static-pages.ts';
import { widgetRewrite } from '../contract/widget-paths.ts';
import { TreeCache } from './tree-cache.ts';
import { negotiate, sendFile, writeResult } from './node-writes.ts';
import { RequestLog } from './request-log.ts';
import { resolveTree } from '../tree-layout.ts';

export interface LocalServerOptions {
  readonly distDir: string;
  readonly port: number;
  readonly host?: string;
  /** One line per request; defaults to stdout. */
  readonly log?: (line: string) => void;
  /** Quotas per endpoint (tests and benchmarks change them); SPEC's by default. */
  readonly quota?: Readonly<Record<Endpoint, number>>;
  /** The clock of the quotas (tests move it by hand). */
  readonly now?: () => number;
  /** How often to look for a newly published tree, in milliseconds. */
  readonly reloadIntervalMs?: number;
}

export interface LocalServer {
  readonly url: string;
  readonly server: http.Server;
  /** How many request targets of the current tree have their route remembered (see `remember`). */
  rememberedTargets(): number;
  close(): Promise<void>;
}

const DEFAULT_RELOAD_INTERVAL_MS = 1000;
/** The request target of /check in its usual form: such a request may take the fast path (check-fast.ts). */
const CHECK_PREFIX = '/check?';
/** At most this many request targets keep their route (see `remember`); the memo is emptied when full. */
const ROUTE_MEMO_SIZE = 4096;
/** The longest target remembered: the longest valid static request (/calculations with every parameter) is under 100 characters. */
export const ROUTE_MEMO_TARGET_CHARS = 256;
/** Netlify's own files (`_redirects`, `_headers`): read by the platform, never served (404 as on Netlify). */
const PLATFORM_PATHS: ReadonlySet<string> = new Set(PLATFORM_FILES.map((f) => `/${f}`));
/** How long `close()` lets requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 2000;

/** What serves one published tree; replaced as a whole when a new tree is published. */
interface Tree {
  readonly stamp: string;
  /** The published tree dist/ linked to when this was loaded: its files never change (publish.ts). */
  readonly root: string;
  readonly files: TreeCache;
  /** Its pages and assets (static-pages.ts). */
  readonly pages: PageFiles;
  readonly latest: LatestSource;
  /** Request targets of data endpoints and the files they were routed to (see `remember`). */
  readonly routes: Map<string, KnownRoute>;
}

/** Per-server state the request handler reads. */
interface Context {
  tree: Tree;
  readonly limiter: SlidingWindowLimiter;
  readonly log: RequestLog;
}

/**
 * `npm start`'s server (issue 4): the production routing of the CDN and the functions, with every
 * HTTP behaviour of C3, on node:http. API answers come from the in-memory tree cache with their
 * headers computed once; /check goes through the same handler as the Netlify function; other
 * published files (pages, assets) by static-pages.ts, from the tree dist/ linked to when it was loaded.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const context: Context = {
    tree: await loadTree(options.distDir),
    limiter: new SlidingWindowLimiter({ ...(options.quota ? { quota: options.quota } : {}), ...(options.now ? { now: options.now } : {}) }),
    log: new RequestLog(log),
  };

  let reloading = false;
  const reload = setInterval(() => {
    if (reloading) return;
    reloading = true;
    void resolveTree(options.distDir)
      .then(treeStamp)
      .then(async (stamp) => {
        if (stamp !== context.tree.stamp) context.tree = await loadTree(options.distDir);
      })
      .catch(() => undefined) // a tree being swapped in right now; the next tick sees it whole
      .finally(() => {
        reloading = false;
      });
  }, options.reloadIntervalMs ?? DEFAULT_RELOAD_INTERVAL_MS);
  reload.unref();
  const sweeping = context.limiter.startSweeping();

  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES, ...SERVER_OPTIONS }, (req, res) => serve(context, req, res));
  // An `Expect` other than 100-continue: served as if absent (RFC 9110 10.1.1 allows it), not node's bare 417.
  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => serve(context, req, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => clientError(context, error, socket));
  // CONNECT and `Upgrade:` requests bypass 'request'; without these node would drop the connection.
  // Answered like any other request (405 for CONNECT, the GET answer for an upgrade), then closed.
  server.on('connect', (req: http.IncomingMessage, socket: Duplex) => serveDetached(context, req, socket));
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => serveDetached(context, req, socket));
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: serverUrl(options.host, port),
    server,
    rememberedTargets: () => context.tree.routes.size,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(reload);
        clearInterval(sweeping);
        const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

function serveDetached(context: Context, req: http.IncomingMessage, socket: Duplex): void {
  const res = new http.ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as Socket);
  res.once('finish', () => {
    res.detachSocket(socket as Socket);
    socket.end();
  });
  serve(context, req, res);
}

/** One request: answered, logged in one line, and never left hanging by an error. */
function serve(context: Context, req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = performance.now();
  let pending: Promise<void> | undefined;
  try {
    const noHost = missingHostResult(req, () => safeLang(req.url));
    pending = noHost ? writeResult(req, res, noHost, null) : handle(context, req, res);
  } catch (error) {
    failed(context, req, res, started, error);
    return;
  }
  if (pending === undefined) context.log.request(req, res, started);
  else {
    pending.then(
      () => context.log.request(req, res, started),
      (error: unknown) => failed(context, req, res, started, error),
    );
  }
}

/** C3.7: a fault answers a bare, localized 500 (or cuts a half-sent answer short), logged. */
function failed(context: Context, req: http.IncomingMessage, res: http.ServerResponse, started: number, error: unknown): void {
  context.log.line(`error: ${errorText(error)}`);
  if (!res.headersSent) writeResult(req, res, jsonResult(serverErrorAnswer(safeLang(req.url)), CACHE_NONE), COUNTED.get(res) ?? null);
  else res.destroy();
  context.log.request(req, res, started);
}

/**
 * The RateLimit-* headers of a request already counted (C3.5), for the 500 of a fault met after the
 * count: that answer carries them too. (The /check fast path writes a body it has already made.)
 */
const COUNTED = new WeakMap<http.ServerResponse, readonly string[]>();

/** Answers a request; returns a promise only when it has to wait (a file not yet in memory, a page). */
function handle(context: Context, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> | undefined {
  const { tree } = context;
  const method = req.method ?? 'GET';
  const raw = req.url ?? '/';
  if (raw.startsWith(CHECK_PREFIX) && (method === 'GET' || method === 'HEAD')) {
    const body = fastCheckBody(tree.latest, raw.slice(CHECK_PREFIX.length));
    if (body !== null) {
      const decision = context.limiter.take(clientOf(req), 'check');
      const rate = rateHeaderList(decision);
      if (!decision.allowed) return overQuota(req, res, parseTarget(raw).searchParams, 'check', decision, rate);
      return writeResult(req, res, { status: 200, headers: CHECK_HEADERS, body }, rate);
    }
  }
  if (method === 'GET' || method === 'HEAD') {
    const known = tree.routes.get(raw);
    if (known !== undefined) return sendKnown(context, req, res, raw, known);
  }
  const url = parseTarget(raw);
  const gated = method === 'GET' || method === 'HEAD' ? null : methodGate(new NodeRequestInfo(req, url));
  if (gated) return writeResult(req, res, gated, null);
  const query = url.searchParams;
  // The raw path is checked too: URL parsing has already resolved any `..` in url.pathname.
  const rawPath = raw.startsWith('/') ? rawPathOf(raw) : url.pathname;
  const path = rawPath.startsWith('//') || (rawPath !== url.pathname && HOSTILE_PATH.test(rawPath)) ? null : publicPath(url.pathname);
  if (path === null) return sendOutcomeFile(req, res, tree, notFound(query), null);

  const endpoint = endpointOf(path);
  let rate: string[] | null = null;
  if (endpoint) {
    const decision: RateDecision = context.limiter.take(clientOf(req), endpoint);
    rate = rateHeaderList(decision);
    COUNTED.set(res, rate);
    if (!decision.allowed) return overQuota(req, res, query, endpoint, decision, rate);
  }
  const outcome = route(path, query, (id) => tree.latest.hasData(id));
  switch (outcome.kind) {
    case 'answer':
      return writeResult(
        req,
        res,
        jsonResult(outcome.answer, outcome.endpoint === null ? CACHE_STATIC : ENDPOINTS[outcome.endpoint].cache),
        rate,
      );
    case 'live':
      return writeResult(req, res, liveAnswer(tree.latest, outcome), rate);
    case 'file':
      if (endpoint) remember(tree, raw, { endpoint, outcome });
      return sendOutcomeFile(req, res, tree, outcome, rate);
    case 'error-file':
      if (endpoint) remember(tree, raw, { endpoint, outcome });
      if (outcome.endpoint === null && !PLATFORM_PATHS.has(path) && !isInternalPath(path)) {
        // An unknown API path may still be a published page or asset (what the CDN serves first),
        // or a page path that gets the HTML 404 page (issue 13 item 4). The widget's iframe address
        // answers with the pre-rendered page its query names (issue 13.5).
        const accept = req.headers['accept-encoding'];
        return answerPagePath(
          req,
          res,
          tree.pages,
          widgetRewrite(path, query) ?? path,
          query,
          accept === undefined ? 'identity' : negotiate(accept),
          () => sendOutcomeFile(req, res, tree, outcome, rate),
        );
      }
      return sendOutcomeFile(req, res, tree, outcome, rate);
  }
}

/** A data endpoint's request already routed to a published file (its answer or its no-data document). */
interface KnownRoute {
  readonly endpoint: Endpoint;
  readonly outcome: FileOutcome | ErrorFileOutcome;
}

/**
 * Remembers where a request target was routed, for the life of the tree: `route()` is a function of
 * the target and the tree's data alone, so the same GET or HEAD target goes to the same file.
 */
function remember(tree: Tree, raw: string, known: KnownRoute): void {
  // A longer target (unknown parameters ride along) is routed again each time: kept, 4,096 targets
  // of 64 KiB would hold some 256 MB for the tree's life.
  if (raw.length > ROUTE_MEMO_TARGET_CHARS) return;
  if (tree.routes.size >= ROUTE_MEMO_SIZE) tree.routes.clear();
  tree.routes.set(raw, known);
}

/** A remembered target: counted (C3.5) like any request to its endpoint, then its file. */
function sendKnown(
  context: Context,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  raw: string,
  known: KnownRoute,
): Promise<void> | undefined {
  const decision = context.limiter.take(clientOf(req), known.endpoint);
  const rate = rateHeaderList(decision);
  COUNTED.set(res, rate);
  if (!decision.allowed) return overQuota(req, res, parseTarget(raw).searchParams, known.endpoint, decision, rate);
  return sendOutcomeFile(req, res, context.tree, known.outcome, rate);
}

/** The client a quota counts (C3.5). */
function clientOf(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** C3.5: the 429 of a request over its endpoint's quota, in the requested language. */
function overQuota(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  query: URLSearchParams,
  endpoint: Endpoint,
  decision: RateDecision,
  rate: readonly string[],
): undefined {
  return writeResult(req, res, jsonResult(rateLimitedAnswer(requestLang(query), endpoint, decision.resetSeconds), CACHE_NONE), rate);
}

function rawPathOf(raw: string): string {
  const q = raw.indexOf('?');
  return q < 0 ? raw : raw.slice(0, q);
}

function fileStatus(outcome: FileOutcome | ErrorFileOutcome): number {
  return outcome.kind === 'file' ? 200 : outcome.answer.status;
}

/** Serves a published file with its status, strong ETag, 304 and negotiated compression (C3.3, C3.4). */
function sendOutcomeFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  tree: Tree,
  outcome: FileOutcome | ErrorFileOutcome,
  rate: readonly string[] | null,
): Promise<void> | undefined {
  const ready = tree.files.peek(outcome.file);
  if (ready) return sendFile(req, res, fileStatus(outcome), ready, rate);
  return tree.files.get(outcome.file).then((file) => {
    if (file) return sendFile(req, res, fileStatus(outcome), file, rate);
    // An error document missing from the tree: its answer, rendered here (same bytes, C1.3).
    if (outcome.kind === 'error-file') return writeResult(req, res, jsonResult(outcome.answer, CACHE_STATIC), rate);
    throw new Error(`published tree lacks ${outcome.file}`);
  });
}

/** The request facts the shared handlers read (a class: no closure is made per request). */
class NodeRequestInfo implements RequestInfo {
  readonly method: string;
  constructor(
    readonly req: http.IncomingMessage,
    readonly url: RequestTarget,
  ) {
    this.method = req.method ?? 'GET';
  }
  header(name: string): string | null {
    const v = this.req.headers[name];
    return (Array.isArray(v) ? v[0] : v) ?? null;
  }
}

/** The language of an unreadable request: the `lang` of the target in its first line, as far as it was read. */
function rawRequestLang(packet: Buffer | undefined): ReturnType<typeof requestLang> {
  if (!packet) return DEFAULT_LANG;
  const head = packet.subarray(0, MAX_HEADER_BYTES).toString('latin1');
  const end = head.indexOf('\r\n');
  const target = / (\S+)/.exec(end < 0 ? head : head.slice(0, end))?.[1];
  return target === undefined ? DEFAULT_LANG : safeLang(target);
}

/**
 * The bytes of the request node:http could not read: its packet may begin with requests sent ahead
 * of it on the same connection (pipelined) and read already, so it starts after the last end of
 * headers before the byte the parser stopped at.
 */
function failingRequest(error: { rawPacket?: Buffer; bytesParsed?: number }): Buffer | undefined {
  const packet = error.rawPacket;
  if (!packet) return undefined;
  const at = Math.min(error.bytesParsed ?? 0, packet.length);
  const end = at > 0 ? packet.lastIndexOf('\r\n\r\n', at - 1) : -1;
  return end < 0 ? packet : packet.subarray(end + 4);
}

/** The method of a raw request line when it is an HTTP token (RFC 9110 5.6.2), else null (bytes that are no request). */
function rawMethod(packet: Buffer | undefined): string | null {
  const token = packet ? /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}) /.exec(packet.subarray(0, 66).toString('latin1'))?.[1] : undefined;
  return token ?? null;
}

/** The language of an answer to a request whose URL may not even parse. */
function safeLang(raw: string | undefined): ReturnType<typeof requestLang> {
  try {
    return requestLang(targetUrl(raw ?? '/').searchParams);
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * A request node:http could not read (a malformed request line, NUL or other bytes a URL may not
 * hold, headers past MAX_HEADER_BYTES): a JSON 400 saying so, in the `lang` of its query when the
 * bytes read hold one, with the CORS headers, instead of node's bare 400/431 (C3.1), then the
 * connection is closed.
 */
function clientError(context: Context, error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const packet = failingRequest(error);
  const lang = rawRequestLang(packet);
  // A method node:http does not know (`FOO`, `get`) is still a method: C3.2's 405, as on Netlify.
  const method = error.code === 'HPE_INVALID_METHOD' ? rawMethod(packet) : null;
  const result =
    method === null
      ? jsonResult(unreadableRequestAnswer(lang, MAX_HEADER_BYTES), CACHE_NONE)
      : methodNotAllowedResult(methodNotAllowedAnswer(lang, method));
  const body = Buffer.from(result.body ?? '', 'utf8');
  const headers = result.headers.flat;
  let head = `HTTP/1.1 ${result.status} ${http.STATUS_CODES[result.status]}\r\n`;
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  head += `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  context.log.line(`${context.log.now()} ${result.status} - (unreadable request: ${error.code ?? error.message}) - -`);
}

/** Which tree dist/ shows, and its manifest's identity: a new publish changes both. */
async function treeStamp(root: string): Promise<string> {
  const s = await stat(join(root, MANIFEST_FILE));
  return `${root}:${s.ino}-${s.mtimeMs}-${s.size}`;
}

/** Loads the tree dist/ links to now; it is read through its own name, never through dist/ again. */
async function loadTree(distDir: string): Promise<Tree> {
  const root = await resolveTree(distDir);
  const stamp = await treeStamp(root);
  const latest = distLatestSource(root);
  latest.index(); // read (and validated) now, so a broken tree is refused before it serves
  return { stamp, root, files: new TreeCache(root), pages: new PageFiles(root), latest, routes: new Map() };
}

/** The server's address for people: localhost when it listens on every interface, an IPv6 host in brackets. */
export function serverUrl(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
