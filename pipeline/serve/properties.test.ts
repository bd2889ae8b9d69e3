import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listTree } from '../publish/publish.ts';
import { LANGS, LOTTERY_IDS } from '../registry/index.ts';
import type { LocalServer } from './local-server.ts';
import { endpointOf } from '../contract/endpoints.ts';
import { publicPath } from './request-path.ts';
import { type RawResponse, type TestTree, get, rawRequest, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/**
 * Random and hostile requests against the local server (issue 4 item 5, C3.6, C3.7): every answer
 * is JSON with a status documented for its endpoint (or a published file, byte for byte), never a
 * 500, never a crash, never a byte from outside dist/. Seeded and bounded so the file runs in
 * seconds.
 */

const SEED = 20_260_101;
/** Planted next to dist/ and in the folder above it; no answer may ever carry it. */
const SECRET = 'SECRET-7d1f0c9e-outside-the-published-tree';
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT'] as const;
const ENDPOINT_PATHS = ['/results', '/check', '/check-many', '/stats', '/calculations'] as const;
/** The live endpoints: `no-store` on every answer, errors included (C3.4, C9.4). */
const LIVE_PATHS: readonly string[] = ['/check', '/check-many'];
const FILE_PATHS = ['/openapi.json', '/readme.md'] as const;
const PARAMS = ['lang', 'lottery', 'limit', 'window', 'prize', 'number', 'numbers', 'date'] as const;

let tree: TestTree;
let server: LocalServer;
/** SHA-256 of every published file, to recognize an answer that is a file of the tree. */
let published: Set<string>;

beforeAll(async () => {
  tree = await syntheticTree();
  await writeFile(join(tree.root, 'secret.txt'), SECRET);
  await writeFile(join(tree.root, 'distsecret.json'), JSON.stringify({ secret: SECRET }));
  await writeFile(join(tree.root, 'dist.secret'), SECRET);
  server = await serveTree(tree.distDir);
  published = new Set();
  for (const file of await listTree(tree.distDir)) published.add(sha256(await readFile(join(tree.distDir, file))));
});

afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Statuses SPEC and CONTRACT document for a GET or HEAD of a path (no quota is reached here). */
function documented(path: string | null): readonly number[] {
  if (path === null) return [400, 404];
  if (endpointOf(path) !== null) return [200, 400, 404];
  if ((FILE_PATHS as readonly string[]).includes(path)) return [200];
  return [200, 400, 404];
}

/** Holds one answer to every rule of the file. */
function holds(method: string, rawTarget: string, answer: RawResponse): void {
  const where = `${method} ${JSON.stringify(rawTarget.slice(0, 300))} -> ${answer.status}`;
  expect(answer.body.includes(SECRET), where).toBe(false);
  expect(answer.status, where).not.toBe(500);
  expect(answer.headers['access-control-allow-origin'], where).toBe('*');
  if ((method === 'GET' || method === 'HEAD') && LIVE_PATHS.includes(rawTarget.split('?')[0] ?? '')) {
    expect(answer.headers['cache-control'], where).toBe('no-store');
  }
  if (answer.status === 400) {
    // C2's 400, or a request node could not read at all (whatever its method): a JSON error.
    if (method !== 'HEAD') expect(answer.json(), where).toMatchObject({ success: false, error: expect.any(String) });
    return;
  }
  if (method === 'OPTIONS') {
    expect(answer.status, where).toBe(204);
    expect(answer.body.length, where).toBe(0);
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    expect(answer.status, where).toBe(405);
    expect(answer.headers['allow'], where).toBe('GET, HEAD, OPTIONS');
    expect(answer.json(), where).toMatchObject({ success: false, error: expect.any(String) });
    return;
  }
  const rawPath = rawTarget.split('?')[0] ?? '';
  const path = rawPath.startsWith('/') ? publicPath(new URL(rawTarget, 'http://local').pathname) : null;
  expect(documented(path), where).toContain(answer.status);
  if (method === 'HEAD') {
    expect(answer.body.length, where).toBe(0);
    return;
  }
  const type = answer.headers['content-type'] ?? '';
  const isPublished = published.has(sha256(answer.body));
  if (type.startsWith('application/json')) {
    const body = answer.json() as { success?: unknown; error?: unknown };
    if (answer.status >= 400) expect(body, where).toMatchObject({ success: false, error: expect.any(String) });
    // A 200 is a published file (an answer, openapi.json, an index) or a live /check answer.
    else if (!isPublished) expect(typeof body.success, where).toBe('boolean');
  } else {
    // Not JSON: only ever a published file (the readme, a page, an asset), sent as it is, or the
    // HTML 404 page of an unknown page path (issue 13 item 4), itself a published file.
    expect(isPublished, where).toBe(true);
    if (answer.status !== 200) expect({ status: answer.status, type }, where).toEqual({ status: 404, type: 'text/html; charset=utf-8' });
  }
}

async function stillServing(): Promise<void> {
  const answer = await get(server.url, '/results?lang=en');
  expect(answer.status).toBe(200);
}

/** A string of any code points, sent either percent-encoded or as raw UTF-8 bytes. */
const anyText = fc.string({ unit: 'binary', maxLength: 24 });
const encodedOrRaw = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(text, fc.boolean()).map(([t, encode]) => (encode ? encodeOrKeep(t) : t));

function encodeOrKeep(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text; // a lone surrogate: sent as the bytes it becomes
  }
}

const hostileSegment = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%2f',
  '%2F',
  '%5c',
  '\\',
  '..\\..',
  '%00',
  '\u0000',
  'secret.txt',
  'distsecret.json',
  'dist.secret',
  'api',
  'dist',
  '_redirects',
  '_headers',
  'build-manifest.json',
  '%',
  '%zz',
  '',
);
const segment = fc.oneof(hostileSegment, encodedOrRaw(anyText), fc.constantFrom(...LOTTERY_IDS.slice(0, 3), 'results', 'stats', 'en'));
const path = fc.oneof(
  fc.constantFrom(...ENDPOINT_PATHS, ...FILE_PATHS, '/', '/api/thai-government/latest.json', '/api/latest-index.json'),
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
  fc.constantFrom(
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/api/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '\\..\\secret.txt',
    '/results\\..\\..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/secret.txt%00.json',
    '//secret.txt',
    '/./../secret.txt',
    '/api/../../secret.txt',
    '/../distsecret.json',
    '/.%2e/dist.secret',
    '/%252e%252e/secret.txt',
    '/readme.md/../../secret.txt',
    '/openapi.json%2f..%2f..%2fsecret.txt',
  ),
);

const value = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      ...LANGS,
      ...LOTTERY_IDS.slice(0, 8),
      '1',
      '20',
      '21',
      '0',
      '5',
      'all',
      'last-two-digit',
      'first-prize',
      '12',
      '123',
      '123456',
      '',
      '12,34,12',
      '12,1,123456',
      '2016-12-16',
      '2015-06-01',
      '2999-01-01',
      '2024-02-30',
    ),
    weight: 8,
  },
  { arbitrary: encodedOrRaw(anyText), weight: 6 },
  { arbitrary: fc.constantFrom('%', '%zz', '+', '&', '=', '%26', '%3D', '..', '%2e%2e', '\\', '%00', '\u0000'), weight: 3 },
  { arbitrary: fc.constantFrom(41, 4_000, 20_000, 70_000).map((n) => '9'.repeat(n)), weight: 1 },
);
const name = fc.oneof(fc.constantFrom(...PARAMS), encodedOrRaw(anyText));
const query = fc.array(fc.tuple(name, value), { maxLength: 8 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const target = fc.tuple(path, fc.option(query, { nil: undefined })).map(([p, q]) => (q === undefined ? p : `${p}?${q}`));

function send(method: string, rawTarget: string, headers?: Record<string, string>): Promise<RawResponse> {
  return rawRequest(server.url, { method, target: Buffer.from(rawTarget, 'utf8'), ...(headers ? { headers } : {}) });
}

describe('the local server under random and hostile requests', () => {
  test('hostile and random paths with random queries: JSON or a published file, documented status, nothing from outside dist/', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (t) => holds('GET', t, await send('GET', t))),
      { seed: SEED, numRuns: 600 },
    );
    await stillServing();
  }, 60_000);

  test.each([...ENDPOINT_PATHS, ...FILE_PATHS])(
    '%s with random and hostile queries (repeated, encoded, overlong)',
    async (endpoint) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), query, async (method, q) => {
          const t = `${endpoint}?${q}`;
          holds(method, t, await send(method, t));
        }),
        { seed: SEED, numRuns: 150 },
      );
      await stillServing();
    },
    60_000,
  );

  test('every method on every kind of path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), target, async (method, t) => {
        const answer =
          method === 'CONNECT' ? await send(method, 'localhost:443') : await send(method, t, { 'Access-Control-Request-Headers': 'x-a' });
        holds(method, method === 'CONNECT' ? '/' : t, answer);
      }),
      { seed: SEED, numRuns: 300 },
    );
    await stillServing();
  }, 60_000);

  test('conditional and compressed requests with random validators and codings', async () => {
    const header = fc.oneof(
      fc.constantFrom('*', 'W/"x"', '"', '', 'gzip', 'br;q=0', 'identity;q=0, *;q=0', 'gzip;q=2'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINT_PATHS, ...FILE_PATHS), header, header, async (p, inm, enc) => {
        const answer = await send('GET', `${p}?lang=en&number=12&numbers=12,34`, { 'If-None-Match': inm, 'Accept-Encoding': enc });
        expect(answer.body.includes(SECRET)).toBe(false);
        expect([200, 304]).toContain(answer.status);
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }),
      { seed: SEED, numRuns: 150 },
    );
    await stillServing();
  }, 60_000);

  test('a request longer than the server reads is a JSON 400 with CORS, and the server keeps serving', async () => {
    const answer = await send('GET', `/check?number=${'1'.repeat(70 * 1024)}`);
    expect(answer.status).toBe(400);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json()).toMatchObject({ success: false, error: expect.any(String) });
    await stillServing();
  });
});
