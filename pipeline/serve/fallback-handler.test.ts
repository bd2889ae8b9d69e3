import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { resultsFile } from '../contract/paths.ts';
import { notFoundAnswer } from '../answers/route.ts';
import { createFallbackHandler } from './fallback-handler.ts';
import { NETLIFY_RETRY_AFTER_SECONDS, createLimitedHandler } from './limited-handler.ts';
import { distLatestSource } from '../published/latest-source.ts';
import { bundledFiles } from '../published/netlify-tree.ts';
import type { LocalServer } from './local-server.ts';
import { rateLimitedAnswer } from '../answers/meta-answers.ts';
import { CACHE_NONE, CACHE_STATIC, EXPOSED_HEADERS } from '../contract/http-policy.ts';
import { type TestTree, get, rawRequest, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import { testServer } from '../testing/ingest-kit.ts';
import { SAFETY_NET_HEADER } from './safety-net.ts';

/** The Netlify functions behind the rules: the fallback (400/404 of C2) and the 429 of C3.5. */

let tree: TestTree;
let server: LocalServer;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

/** The fallback as deployed, with the local server standing in for the configured site. */
const fallback = () => createFallbackHandler(distLatestSource(tree.distDir), () => undefined, server.url);

describe('the fallback function', () => {
  test.each([
    '/results?lang=xx',
    '/results?limit=0&lang=en',
    '/stats?lottery=lao-vip&lang=vi',
    '/calculations?prize=nope',
    '/results/nope?lang=my',
    '/results/?lottery=nope',
    '/%72esults?lang=xx',
  ])('%s: the same status and bytes as the local server, whether it sees the original URL or the rewrite target', async (target) => {
    const local = await get(server.url, target);
    const url = new URL(target, server.url);
    const path = url.pathname.replace(/\/$/, '').replace('%72', 'r');
    for (const seen of [url, new URL(`/_fallback${path === '/results/nope' ? '/not-found' : path}${url.search}`, server.url)]) {
      const r = await fallback()(new Request(seen));
      expect({ seen: seen.pathname, status: r.status, body: await r.text() }).toEqual({
        seen: seen.pathname,
        status: local.status,
        body: local.text(),
      });
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-expose-headers')).toBe(EXPOSED_HEADERS);
      expect(r.headers.get('cache-control')).toBe(CACHE_STATIC);
    }
  });

  test.each([
    '/_fallback/check?lottery=thai-government&number=123456&lang=en',
    '/_fallback/check-many?lottery=thai-government&numbers=123456,12&lang=en',
    '/_fallback/check/?number=1&lang=en',
    '/check?lottery=thai-government&number=123456&lang=en',
    '/_fallback/%63heck?number=12&lang=en',
  ])(
    '%s: the live endpoints are never checked through the fallback (it has no quota; their functions have, C3.5): the JSON 404',
    async (target) => {
      const r = await fallback()(new Request(new URL(target, server.url)));
      expect(r.status).toBe(404);
      expect(await r.text()).toBe(serialize(notFoundAnswer('en').body));
      // The same request to the live path itself is checked (the check function's and the local server's answer).
      const live = await get(server.url, target.replace('/_fallback', '').replace('%63', 'c'));
      expect(live.status).not.toBe(404);
    },
  );

  test('a file the function serves from its bundle (/calculations beyond the rule budget) has the strong ETag and the 304 the CDN gives (C3.4)', async () => {
    const bundledFallback = createFallbackHandler(distLatestSource(tree.distDir), () => undefined, server.url, bundledFiles(tree.distDir));
    const target = `${server.url}/_fallback/calculations?lottery=lao-lottery&window=all&lang=en`;
    const first = await bundledFallback(new Request(target));
    const local = await get(server.url, '/calculations?lottery=lao-lottery&window=all&lang=en');
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(local.text());
    // The same strong tag as the local server's for the same bytes.
    expect(first.headers.get('etag')).toBe(local.headers['etag']);
    for (const ifNoneMatch of [
      first.headers.get('etag') ?? '',
      `W/${first.headers.get('etag')}`,
      `"x", ${first.headers.get('etag')}`,
      '*',
    ]) {
      const again = await bundledFallback(new Request(target, { headers: { 'If-None-Match': ifNoneMatch } }));
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await bundledFallback(new Request(target, { headers: { 'If-None-Match': '"other"' } }))).status).toBe(200);
    // An error is no file: no tag, never a 304.
    const error = await bundledFallback(
      new Request(`${server.url}/_fallback/calculations?window=7`, { headers: { 'If-None-Match': '*' } }),
    );
    expect([error.status, error.headers.get('etag')]).toEqual([400, null]);
  });

  test('the not-found target answers the localized JSON 404', async () => {
    const r = await fallback()(new Request(`${server.url}/_fallback/not-found?lang=vi`));
    expect(r.status).toBe(404);
    expect(await r.text()).toBe(serialize(notFoundAnswer('vi').body));
  });

  test('a valid request the rules missed is served from the published file (a safety net)', async () => {
    const r = await fallback()(new Request(`${server.url}/results?lottery=lao-lottery&limit=2&lang=en`));
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).equals(await readFile(join(tree.distDir, resultsFile('lao-lottery', 2, 'en'))))).toBe(true);
  });

  test('the safety net asks the configured site, never the host the request names (issue 15.10)', async () => {
    const elsewhere = await testServer(() => ({ status: 200, body: '{"forged":true}' }));
    try {
      const r = await fallback()(new Request(`${elsewhere.url}/results?lottery=lao-lottery&limit=3&lang=vi`));
      expect(r.status).toBe(200);
      expect(Buffer.from(await r.arrayBuffer()).equals(await readFile(join(tree.distDir, resultsFile('lao-lottery', 3, 'vi'))))).toBe(true);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  test("the safety net's own request reaching the fallback again is a 500, not a loop", async () => {
    const r = await fallback()(
      new Request(`${server.url}/results?lottery=lao-lottery&limit=2&lang=en`, { headers: { [SAFETY_NET_HEADER]: '1' } }),
    );
    expect(r.status).toBe(500);
  });

  test('OPTIONS, HEAD and other methods (the methods function) behave as on the local server', async () => {
    const pre = await fallback()(new Request(`${server.url}/anything`, { method: 'OPTIONS' }));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-max-age')).toBe('86400');
    const head = await fallback()(new Request(`${server.url}/results?lang=xx`, { method: 'HEAD' }));
    expect(head.status).toBe(400);
    expect(await head.text()).toBe('');
    const put = await fallback()(new Request(`${server.url}/results?lang=en`, { method: 'PUT', body: 'x' }));
    const localPut = await rawRequest(server.url, { method: 'PUT', target: '/results?lang=en' });
    expect({ status: put.status, body: await put.text(), allow: put.headers.get('allow') }).toEqual({
      status: localPut.status,
      body: localPut.text(),
      allow: localPut.headers['allow'],
    });
  });
});

describe('the limited function (the target of Netlify rate limiting)', () => {
  test.each([
    ['/_limited/results?lang=en', 'results', 'en'],
    ['/_limited/check?number=12', 'check', 'th'],
    ['/stats?lang=vi', 'stats', 'vi'],
    ['/calculations/?lang=lo', 'calculations', 'lo'],
    ['/somewhere', 'results', 'th'],
  ] as const)('%s: 429 for /%s with Retry-After, CORS and no-store, in %s', async (target, endpoint, lang) => {
    const r = await createLimitedHandler()(new Request(new URL(target, 'http://localhost')));
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe(String(NETLIFY_RETRY_AFTER_SECONDS));
    expect(NETLIFY_RETRY_AFTER_SECONDS).toBeGreaterThanOrEqual(1);
    expect(NETLIFY_RETRY_AFTER_SECONDS).toBeLessThanOrEqual(60);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-expose-headers')).toBe(EXPOSED_HEADERS);
    expect(r.headers.get('cache-control')).toBe(CACHE_NONE);
    expect(await r.text()).toBe(serialize(rateLimitedAnswer(lang, endpoint, NETLIFY_RETRY_AFTER_SECONDS).body));
  });

  test('a preflight is never limited (C3.5: OPTIONS is not counted)', async () => {
    const r = await createLimitedHandler()(new Request('http://localhost/_limited/check', { method: 'OPTIONS' }));
    expect(r.status).toBe(204);
  });
});
