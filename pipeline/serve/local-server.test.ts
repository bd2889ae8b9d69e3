import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../site-build.ts';
import { TEST_SITE, syntheticStore } from '../testing/contract-fixture.ts';
import { errorAnswer, serialize } from '../answers/answer.ts';
import { notFoundAnswer } from '../answers/route.ts';
import { OPENAPI_FILE, README_FILE, latestFile, noDataFile, notFoundFile, resultsFile, statsFile } from '../contract/paths.ts';
import { format } from '../registry/index.ts';
import { saveLotteries } from '../store/store.ts';
import { type LocalServer, serverUrl } from './local-server.ts';
import { methodNotAllowedAnswer, rateLimitedAnswer, serverErrorAnswer } from '../answers/meta-answers.ts';
import {
  ALLOWED_METHODS,
  CACHE_NONE,
  CACHE_STATIC,
  EXPOSED_HEADERS,
  JSON_TYPE,
  MARKDOWN_TYPE,
  PREFLIGHT_MAX_AGE_SECONDS,
} from '../contract/http-policy.ts';
import { type RawResponse, type TestTree, get, rawRequest, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/** Every behaviour of C3 on `npm start`'s server (issue 4 item 2). */

/** Planted beside dist/; no answer may carry it. */
const OUTSIDE = 'OUTSIDE-THE-TREE-4f1c';

let tree: TestTree;
let server: LocalServer;
const file = (path: string) => readFile(join(tree.distDir, path));

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

/** One request of each kind of answer the server gives (lao-vip has no draws in the synthetic store). */
const KINDS: ReadonlyArray<readonly [string, string, number]> = [
  ['a published answer', '/results?lottery=lao-lottery&lang=en', 200],
  ['a description file', '/openapi.json', 200],
  ['the readme', '/readme.md', 200],
  ['a live /check answer', '/check?number=12&lang=vi', 200],
  ['an invalid parameter', '/stats?lang=xx', 400],
  ['an invalid /check number', '/check?number=1', 400],
  ['a lottery without data', '/calculations?lottery=lao-vip&lang=lo', 404],
  ['/check of a lottery without data', '/check?lottery=lao-vip&number=12', 404],
  ['an unknown API path', '/results/nope?lang=my', 404],
  ['a hostile path', '/../secret', 404],
];

function headersWithoutDate(r: RawResponse): Record<string, string> {
  const { date: _date, ...rest } = r.headers;
  return rest;
}

describe('C3.1 CORS on every answer', () => {
  test.each(KINDS)('%s (%s) carries Allow-Origin * and the exposed headers', async (_kind, target, status) => {
    const r = await get(server.url, target);
    expect(r.status).toBe(status);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-expose-headers']).toBe(EXPOSED_HEADERS);
  });

  test('so do 204, 304, 405 and a request node cannot read', async () => {
    const etag = (await get(server.url, '/results')).headers['etag'] ?? '';
    for (const r of [
      await rawRequest(server.url, { method: 'OPTIONS', target: '/results' }),
      await get(server.url, '/results', { 'If-None-Match': etag }),
      await rawRequest(server.url, { method: 'POST', target: '/results' }),
      await rawRequest(server.url, { target: '/results\u0000' }),
    ]) {
      expect(r.headers['access-control-allow-origin']).toBe('*');
      expect(r.headers['access-control-expose-headers']).toBe(EXPOSED_HEADERS);
    }
  });
});

describe('C3.2 methods', () => {
  test.each(['/results', '/check', '/stats', '/calculations', '/openapi.json', '/readme.md', '/nope', '/../x', '/api/x/y.json'])(
    'OPTIONS %s: 204 with the preflight headers, echoing the requested headers',
    async (target) => {
      const echoed = await rawRequest(server.url, {
        method: 'OPTIONS',
        target,
        headers: { 'Access-Control-Request-Headers': 'x-requested-with, content-type', 'Access-Control-Request-Method': 'GET' },
      });
      expect(echoed.status).toBe(204);
      expect(echoed.body.length).toBe(0);
      expect(echoed.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': 'x-requested-with, content-type',
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
      });
      const star = await rawRequest(server.url, { method: 'OPTIONS', target });
      expect(star.headers['access-control-allow-headers']).toBe('*');
    },
  );

  test.each(KINDS)('HEAD works as GET for %s: same status and headers, no body', async (_kind, target) => {
    const [g, h] = [await get(server.url, target), await rawRequest(server.url, { method: 'HEAD', target })];
    expect(h.status).toBe(g.status);
    expect(h.body.length).toBe(0);
    const strip = (r: RawResponse) => {
      const { 'ratelimit-remaining': _remaining, ...rest } = headersWithoutDate(r);
      return rest;
    };
    expect(strip(h)).toEqual(strip(g));
    expect(Number(h.headers['content-length'])).toBe(g.body.length);
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT'])(
    '%s: 405 JSON with Allow, in the requested language',
    async (method) => {
      const target = method === 'CONNECT' ? 'localhost:443' : '/results?lang=en';
      const r = await rawRequest(server.url, { method, target });
      expect(r.status).toBe(405);
      expect(r.headers['allow']).toBe(ALLOWED_METHODS);
      expect(r.headers['content-type']).toBe(JSON_TYPE);
      expect(r.headers['cache-control']).toBe(CACHE_NONE);
      expect(r.text()).toBe(serialize(methodNotAllowedAnswer(method === 'CONNECT' ? 'th' : 'en', method).body));
    },
  );

  test.each(['FOO', 'get', 'M-SEARCH'])('%s, a method node:http cannot parse: the same 405, in the requested language', async (method) => {
    const r = await rawRequest(server.url, { method, target: '/results?lang=vi' });
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe(ALLOWED_METHODS);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.text()).toBe(serialize(methodNotAllowedAnswer('vi', method).body));
  });

  test('a method node:http cannot parse, sent after a request on the same connection: its own 405, in its own language', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const url = new URL(server.url);
      const socket = net.connect(Number(url.port), url.hostname, () =>
        socket.write('GET /results?lang=en HTTP/1.1\r\nHost: x\r\n\r\nFOO /results?lang=vi HTTP/1.1\r\nHost: x\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    // The first answer may or may not be written before node:http hands the connection to the error (it then closes).
    expect(raw.match(/^HTTP\/1\.1 \d+/gm)?.at(-1)).toBe('HTTP/1.1 405');
    expect(raw.endsWith(serialize(methodNotAllowedAnswer('vi', 'FOO').body))).toBe(true);
  });

  test('bytes that are no request line stay the unreadable-request 400', async () => {
    const r = await rawRequest(server.url, { method: '\u0016\u0003', target: '/results?lang=vi' });
    expect(r.status).toBe(400);
  });

  test('405 on an unknown path and on /check too', async () => {
    for (const target of ['/nope', '/check?number=12']) {
      const r = await rawRequest(server.url, { method: 'DELETE', target });
      expect(r.status).toBe(405);
      expect(r.json()).toMatchObject({ success: false });
    }
  });
});

describe('C3.3 content types and C3.4 cache headers', () => {
  test.each([
    ['/results', JSON_TYPE, CACHE_STATIC],
    ['/stats?lang=en', JSON_TYPE, CACHE_STATIC],
    ['/calculations?window=all', JSON_TYPE, CACHE_STATIC],
    ['/openapi.json', JSON_TYPE, CACHE_STATIC],
    ['/readme.md', MARKDOWN_TYPE, CACHE_STATIC],
    ['/results?limit=99', JSON_TYPE, CACHE_STATIC],
    ['/stats?lottery=lao-vip', JSON_TYPE, CACHE_STATIC],
    ['/results/nope', JSON_TYPE, CACHE_STATIC],
    ['/check?number=12', JSON_TYPE, CACHE_NONE],
    ['/check?number=1', JSON_TYPE, CACHE_NONE],
    ['/check?lottery=lao-vip&number=12', JSON_TYPE, CACHE_NONE],
    ['/check', JSON_TYPE, CACHE_NONE],
  ])('%s: %s, %s', async (target, type, cache) => {
    const r = await get(server.url, target);
    expect(r.headers['content-type']).toBe(type);
    expect(r.headers['cache-control']).toBe(cache);
  });

  test('a published file under /api/ is not public: asked for directly it is the JSON 404 (issue 15.6)', async () => {
    const r = await get(server.url, `/${latestFile('thai-government')}`);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe(JSON_TYPE);
  });
});

describe('C3.4 strong ETags and 304', () => {
  test('a static answer has a strong ETag; If-None-Match with it (or W/, a list, *) gives 304 without a body', async () => {
    const first = await get(server.url, '/results?lottery=lao-lottery');
    const etag = first.headers['etag'] ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const r = await get(server.url, '/results?lottery=lao-lottery', { 'If-None-Match': inm });
      expect(r.status).toBe(304);
      expect(r.body.length).toBe(0);
      expect(r.headers['etag']).toBe(etag);
      expect(r.headers['access-control-allow-origin']).toBe('*');
    }
    const other = await get(server.url, '/results?lottery=lao-lottery', { 'If-None-Match': '"nope"' });
    expect(other.status).toBe(200);
    // Another answer's tag does not match.
    const stats = await get(server.url, '/stats?lottery=lao-lottery', { 'If-None-Match': etag });
    expect(stats.status).toBe(200);
  });

  test('the same bytes give the same ETag on every request and across servers; other bytes another', async () => {
    const again = await serveTree(tree.distDir);
    try {
      const [a, b] = [await get(server.url, '/openapi.json'), await get(again.url, '/openapi.json')];
      expect(a.headers['etag']).toBe(b.headers['etag']);
      expect((await get(server.url, '/readme.md')).headers['etag']).not.toBe(a.headers['etag']);
    } finally {
      await again.close();
    }
  });

  test('error documents are never answered 304', async () => {
    const r = await get(server.url, '/results/nope', { 'If-None-Match': '*' });
    expect(r.status).toBe(404);
    expect(r.json()).toMatchObject({ success: false });
  });
});

describe('compression', () => {
  test.each([
    ['gzip', 'gzip', gunzipSync],
    ['br', 'br', brotliDecompressSync],
    ['gzip;q=0.5, br;q=1', 'br', brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s: %s, the same bytes once decompressed, its own ETag', async (accept, coding, decompress) => {
    const plain = await get(server.url, '/stats?lottery=thai-government');
    const packed = await get(server.url, '/stats?lottery=thai-government', { 'Accept-Encoding': accept });
    expect(packed.headers['content-encoding']).toBe(coding);
    expect(packed.headers['vary']).toBe('Accept-Encoding');
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length);
    expect(decompress(packed.body).equals(plain.body)).toBe(true);
    expect(packed.headers['etag']).not.toBe(plain.headers['etag']);
    expect(packed.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}-(br|gz)"$/);
    // Each coding revalidates against its own tag only.
    expect(
      (
        await get(server.url, '/stats?lottery=thai-government', {
          'Accept-Encoding': accept,
          'If-None-Match': packed.headers['etag'] ?? '',
        })
      ).status,
    ).toBe(304);
    expect((await get(server.url, '/stats?lottery=thai-government', { 'If-None-Match': packed.headers['etag'] ?? '' })).status).toBe(200);
  });

  test('identity when nothing is asked for, when only identity is acceptable, and for answers too small to gain', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }]) {
      const r = await get(server.url, '/stats', headers);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body.equals(await file(statsFile('thai-government', 'th')))).toBe(true);
    }
    const small = await get(server.url, '/results/nope', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.equals(await file(notFoundFile('th')))).toBe(true);
  });
});

describe('C3.5 quotas per client and endpoint over a sliding window', () => {
  const QUOTA = { results: 3, check: 2, 'check-many': 2, stats: 2, calculations: 2, lotteries: 2 };
  let clock = 1_000_000;
  let limited: LocalServer;

  beforeAll(async () => {
    limited = await serveTree(tree.distDir, { quota: QUOTA, now: () => clock });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const from = (localAddress: string, target: string, method = 'GET') => rawRequest(limited.url, { target, method, localAddress });

  test('each answer counts down; over quota a localized 429 with Retry-After, RateLimit-*, CORS and no-store', async () => {
    const ip = '127.0.0.11';
    for (const remaining of [2, 1, 0]) {
      const r = await from(ip, '/results?lang=en');
      expect(r.status).toBe(200);
      expect(r.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': String(remaining), 'ratelimit-reset': '60' });
      expect(r.headers['retry-after']).toBeUndefined();
    }
    clock += 20_000;
    const over = await from(ip, '/results?lang=en');
    expect(over.status).toBe(429);
    expect(over.headers).toMatchObject({
      'retry-after': '40',
      'ratelimit-limit': '3',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '40',
      'access-control-allow-origin': '*',
      'cache-control': CACHE_NONE,
      'content-type': JSON_TYPE,
    });
    expect(over.text()).toBe(serialize(rateLimitedAnswer('en', 'results', 40).body));
    // An invalid request over quota is a 429 too: the quota counts before anything else.
    expect((await from(ip, '/results?lang=xx')).status).toBe(429);
    expect((await from(ip, '/results', 'HEAD')).status).toBe(429);
  });

  test('the window slides: a slot frees when the oldest counted request is 60 s old, and denied requests do not count', async () => {
    const ip = '127.0.0.12';
    const t0 = clock;
    expect((await from(ip, '/stats')).status).toBe(200);
    clock = t0 + 30_000;
    expect((await from(ip, '/stats')).status).toBe(200);
    clock = t0 + 59_500;
    const denied = await from(ip, '/stats');
    expect(denied.status).toBe(429);
    expect(denied.headers['retry-after']).toBe('1');
    clock = t0 + 60_000;
    const freed = await from(ip, '/stats');
    expect(freed.status).toBe(200);
    expect(freed.headers['ratelimit-remaining']).toBe('0');
    const next = await from(ip, '/stats');
    expect(next.status).toBe(429);
    expect(next.headers['retry-after']).toBe('30');
  });

  test('Retry-After stays within 1..60 however the clock stands', async () => {
    const ip = '127.0.0.13';
    for (let i = 0; i < 2; i += 1) await from(ip, '/calculations');
    for (const step of [0, 1, 999, 1_000, 30_000, 59_000, 59_999]) {
      const base = clock;
      clock = base + step;
      const r = await from(ip, '/calculations');
      if (r.status === 429) {
        const seconds = Number(r.headers['retry-after']);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThanOrEqual(60);
      }
      clock = base;
    }
  });

  test('quotas are per endpoint and per client; /check has its own', async () => {
    const ip = '127.0.0.14';
    for (let i = 0; i < 3; i += 1) await from(ip, '/results');
    expect((await from(ip, '/results')).status).toBe(429);
    expect((await from(ip, '/stats')).status).toBe(200);
    expect((await from('127.0.0.15', '/results')).status).toBe(200);
    expect((await from(ip, '/check?number=12')).headers['ratelimit-limit']).toBe('2');
    expect((await from(ip, '/check?number=12')).status).toBe(200);
    const over = await from(ip, '/check?number=12&lang=lo');
    expect(over.status).toBe(429);
    expect(over.text()).toBe(serialize(rateLimitedAnswer('lo', 'check', Number(over.headers['retry-after'])).body));
    // C9.4: /check-many counts apart from /check, with its own 429 naming it, no-store.
    const many = '/check-many?numbers=12,34';
    expect((await from(ip, many)).headers['ratelimit-limit']).toBe('2');
    expect((await from(ip, `${many}&date=2999-01-01`)).status).toBe(404);
    const overMany = await from(ip, `${many}&lang=vi`);
    expect(overMany.status).toBe(429);
    expect(overMany.headers['cache-control']).toBe(CACHE_NONE);
    expect(overMany.text()).toBe(serialize(rateLimitedAnswer('vi', 'check-many', Number(overMany.headers['retry-after'])).body));
  });

  test('OPTIONS, files and unknown paths are not counted and carry no RateLimit headers', async () => {
    const ip = '127.0.0.16';
    for (let i = 0; i < 10; i += 1) {
      expect((await from(ip, '/results', 'OPTIONS')).status).toBe(204);
      const file = await from(ip, '/openapi.json');
      expect(file.status).toBe(200);
      expect(file.headers['ratelimit-limit']).toBeUndefined();
      expect((await from(ip, '/nope')).headers['ratelimit-limit']).toBeUndefined();
    }
    const r = await from(ip, '/results');
    expect(r.status).toBe(200);
    expect(r.headers['ratelimit-remaining']).toBe('2');
  });
});

describe('C3.6 unknown and hostile paths', () => {
  beforeAll(async () => {
    await writeFile(join(tree.root, 'dist.inputs.json'), OUTSIDE);
    await writeFile(join(tree.root, 'outside.txt'), OUTSIDE);
  });

  test.each(['/results/nope', '/results/x', '/api', '/api/', '/_redirects', '/_fallback/results', '/results//', '/api/nope/latest.json'])(
    '%s: the JSON 404 in the requested language',
    async (path) => {
      const r = await get(server.url, `${path}?lang=en`);
      expect(r.status).toBe(404);
      expect(r.text()).toBe(serialize(notFoundAnswer('en').body));
    },
  );

  test.each([
    '/../../../etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/api/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/api\\..\\..\\etc\\passwd',
    '/%5c..%5cdist.inputs.json',
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/openapi.json%00',
    '/openapi.json\u0000',
    '//etc/passwd',
    '/\\',
    '/./../dist.inputs.json',
    '/%252e%252e/dist.inputs.json',
    '/api/thai-government/..%2f..%2f..%2fdist.inputs.json',
  ])('%s: 400 or 404, JSON, nothing from outside the tree', async (target) => {
    const r = await rawRequest(server.url, { target: Buffer.from(target, 'utf8') });
    expect([400, 404]).toContain(r.status);
    expect(r.json()).toMatchObject({ success: false });
    expect(r.text()).not.toContain(OUTSIDE);
    expect(r.text()).not.toContain('root:');
  });
});

describe('C3.7 a fault inside the service', () => {
  let broken: LocalServer;
  let brokenDir: string;

  beforeAll(async () => {
    brokenDir = await mkdtemp(join(tmpdir(), 'http-broken-'));
    await cp(tree.distDir, join(brokenDir, 'dist'), { recursive: true });
    await unlink(join(brokenDir, 'dist', latestFile('lao-lottery')));
    await unlink(join(brokenDir, 'dist', resultsFile('lao-lottery', 2, 'en')));
    broken = await serveTree(join(brokenDir, 'dist'));
  });
  afterAll(async () => {
    await broken?.close();
    await rm(brokenDir, { recursive: true, force: true });
  });

  test.each(['/check?lottery=lao-lottery&number=12&lang=en', '/results?lottery=lao-lottery&limit=2&lang=en'])(
    '%s: a bare localized 500 with no-store and CORS, no stack, path or internals',
    async (target) => {
      const r = await get(broken.url, target);
      expect(r.status).toBe(500);
      expect(r.headers['cache-control']).toBe(CACHE_NONE);
      expect(r.headers['access-control-allow-origin']).toBe('*');
      // A /results request is counted before its file is read, so its 500 carries the count too
      // (C3.5); /check meets the missing latest-draw file before it is counted, and is not.
      if (target.startsWith('/results')) {
        expect(Number(r.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
        expect(r.headers['ratelimit-limit']).toBeDefined();
      } else expect(r.headers['ratelimit-limit']).toBeUndefined();
      expect(r.text()).toBe(serialize(serverErrorAnswer('en').body));
      expect(r.text()).not.toMatch(/ENOENT|\/tmp|at |Error/);
    },
  );

  test('the server goes on serving after a fault', async () => {
    expect((await get(broken.url, '/results?lottery=thai-government')).status).toBe(200);
  });
});

describe('serving the published tree', () => {
  test('static answers are the published bytes', async () => {
    for (const [target, path] of [
      ['/results?lottery=lao-lottery&limit=20&lang=en', resultsFile('lao-lottery', 20, 'en')],
      ['/openapi.json', OPENAPI_FILE],
      ['/readme.md', README_FILE],
      ['/stats?lottery=lao-vip&lang=vi', noDataFile('lao-vip', 'vi')],
    ] as const) {
      expect((await get(server.url, target)).body.equals(await file(path))).toBe(true);
    }
  });

  test('a newly published tree is picked up (reloadIntervalMs)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'http-reload-'));
    const store = syntheticStore();
    const dataDir = join(root, 'data');
    const distDir = join(root, 'dist');
    try {
      await saveLotteries(dataDir, new Map([['thai-government', [...(store.get('thai-government') ?? [])]]]));
      await buildSite({ dataDir, distDir, site: TEST_SITE });
      const live = await serveTree(distDir, { reloadIntervalMs: 25 });
      try {
        expect((await get(live.url, '/results?lottery=lao-lottery')).status).toBe(404);
        expect((await get(live.url, '/check?lottery=lao-lottery&number=12')).status).toBe(404);
        await saveLotteries(dataDir, new Map([['lao-lottery', [...(store.get('lao-lottery') ?? [])]]]));
        await buildSite({ dataDir, distDir, site: TEST_SITE });
        const deadline = Date.now() + 5_000;
        let status = 0;
        while (Date.now() < deadline && status !== 200) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          status = (await get(live.url, '/results?lottery=lao-lottery')).status;
        }
        expect(status).toBe(200);
        expect(
          (await get(live.url, '/results?lottery=lao-lottery')).body.equals(
            await readFile(join(distDir, resultsFile('lao-lottery', 1, 'th'))),
          ),
        ).toBe(true);
        expect((await get(live.url, '/check?lottery=lao-lottery&number=12')).status).toBe(200);
      } finally {
        await live.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test('one log line per request, bad ones included, with status, method and target', async () => {
    const lines: string[] = [];
    const logged = await serveTree(tree.distDir, { log: (line) => lines.push(line) });
    try {
      await get(logged.url, '/results?lang=en');
      await get(logged.url, '/check?number=1');
      await rawRequest(logged.url, { method: 'POST', target: '/x' });
      await rawRequest(logged.url, { method: 'OPTIONS', target: '/results' });
      await rawRequest(logged.url, { target: '/bad\u0000' });
      await get(logged.url, '/nope\u0007x');
      expect(lines).toHaveLength(6);
      expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z 200 GET \/results\?lang=en \d+\.\dms 127\.0\.0\.1$/);
      expect(lines[1]).toContain(' 400 GET /check?number=1 ');
      expect(lines[2]).toContain(' 405 POST /x ');
      expect(lines[3]).toContain(' 204 OPTIONS /results ');
      expect(lines[4]).toContain(' 400 ');
      expect(lines[5]).not.toContain('\u0007');
    } finally {
      await logged.close();
    }
  });

  test('close() ends the server cleanly, idle keep-alive connections included', async () => {
    const closing = await serveTree(tree.distDir);
    const { port } = new URL(closing.url);
    const idle = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    idle.write('GET /results HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => idle.once('data', resolve));
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => (idle.destroyed ? resolve(undefined) : idle.once('close', resolve)));
    await expect(get(closing.url, '/results')).rejects.toThrow();
  });
});

describe('answers match the shared answer functions', () => {
  test('a 400 is errorAnswer of the parameter message', async () => {
    const r = await get(server.url, '/results?limit=0&lang=en');
    expect(r.text()).toBe(
      serialize(
        errorAnswer(
          400,
          format('en', 'error.invalid-param', { param: 'limit', value: '0', allowed: format('en', 'allowed.range', { min: 1, max: 20 }) }),
        ).body,
      ),
    );
  });
});

describe('the address the server prints', () => {
  test.each([
    [undefined, 'http://localhost:8888'],
    ['0.0.0.0', 'http://localhost:8888'],
    ['::', 'http://localhost:8888'],
    ['127.0.0.1', 'http://127.0.0.1:8888'],
    ['::1', 'http://[::1]:8888'],
    ['lotto.internal', 'http://lotto.internal:8888'],
  ])('HOST %j: %s, an address a browser opens', (host, expected) => {
    expect(serverUrl(host, 8888)).toBe(expected);
    expect(new URL(expected).port).toBe('8888');
  });
});
