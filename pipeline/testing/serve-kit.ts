import { ENDPOINT_NAMES, type Endpoint } from '../contract/endpoints.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../site-build.ts';
import { TEST_SITE, writeSyntheticStore } from './contract-fixture.ts';
import { defaultDataDir } from '../config.ts';
import { LatestIndex } from '../draws/latest-draw.ts';
import { LATEST_INDEX_FILE } from '../contract/paths.ts';
import type { LotteryId } from '../registry/index.ts';
import { type LocalServer, type LocalServerOptions, startLocalServer } from '../serve/local-server.ts';

/**
 * Shared helpers of the HTTP tests: published trees built into temporary folders (never the
 * repository's dist/ or data/, C8.5), a local server on port 0, and a raw HTTP/1.1 client that
 * can send what `fetch` refuses to (NUL, backslashes, `..`, unencoded bytes, any method).
 */

/** Quotas no test table reaches, so only the tests of C3.5 ever see a 429. */
export const NO_QUOTA: Readonly<Record<Endpoint, number>> = Object.fromEntries(ENDPOINT_NAMES.map((e) => [e, 1e9])) as Record<
  Endpoint,
  number
>;

export interface TestTree {
  /** The temporary folder holding data/ (when generated) and dist/. */
  readonly root: string;
  readonly distDir: string;
  /** Lotteries with stored draws, as the published index says. */
  readonly withData: readonly LotteryId[];
  remove(): Promise<void>;
}

/** A tree built from SYNTHETIC_PLAN's generated store: every family, lotteries without data, incomplete draws. */
export async function syntheticTree(): Promise<TestTree> {
  const root = await mkdtemp(join(tmpdir(), 'http-synthetic-'));
  const dataDir = join(root, 'data');
  await writeSyntheticStore(dataDir);
  return built(root, dataDir);
}

/** A tree built from the repository's committed data/ (read only) into a temporary folder. */
export async function committedTree(): Promise<TestTree> {
  const root = await mkdtemp(join(tmpdir(), 'http-committed-'));
  return built(root, defaultDataDir());
}

async function built(root: string, dataDir: string): Promise<TestTree> {
  const distDir = join(root, 'dist');
  await buildSite({ dataDir, distDir, site: TEST_SITE, full: true });
  const index = LatestIndex.parse(JSON.parse(await readFile(join(distDir, LATEST_INDEX_FILE), 'utf8')));
  return { root, distDir, withData: index.lotteries, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The local server over a tree, on port 0 of loopback, with a silent log unless one is given. */
export function serveTree(distDir: string, options: Partial<Omit<LocalServerOptions, 'distDir'>> = {}): Promise<LocalServer> {
  return startLocalServer({ distDir, port: 0, host: '127.0.0.1', quota: NO_QUOTA, log: () => undefined, ...options });
}

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  text(): string;
  json(): unknown;
}

export interface RawRequest {
  readonly method?: string;
  /** The request target exactly as sent, e.g. `/results?lang=en` (latin1: one byte per character). */
  readonly target: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
  /** The client address to connect from (any 127.x.y.z on loopback), to act as another client. */
  readonly localAddress?: string;
}

/**
 * One request on its own connection (`Connection: close`), written byte for byte as given, and
 * the whole answer read back (Content-Length or chunked; no body for HEAD, 204 and 304).
 */
export function rawRequest(origin: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const method = request.method ?? 'GET';
  const head = [
    Buffer.from(`${method} `, 'latin1'),
    typeof request.target === 'string' ? Buffer.from(request.target, 'latin1') : request.target,
    Buffer.from(
      ` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${Object.entries(request.headers ?? {})
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
      'latin1',
    ),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      port: Number(port),
      host: hostname,
      ...(request.localAddress ? { localAddress: request.localAddress } : {}),
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks), method));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(Buffer.concat(head));
  });
}

function parseResponse(data: Buffer, method: string): RawResponse {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete answer: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    const name = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = data.subarray(end + 4);
  if (method === 'HEAD' || status === 204 || status === 304) body = Buffer.alloc(0);
  else if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body, text: () => body.toString('utf8'), json: () => JSON.parse(body.toString('utf8')) as unknown };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf('\r\n', at);
    const size = parseInt(data.subarray(at, eol).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** GET through the raw client. */
export function get(origin: string, target: string, headers?: Readonly<Record<string, string>>): Promise<RawResponse> {
  return rawRequest(origin, { target, ...(headers ? { headers } : {}) });
}
