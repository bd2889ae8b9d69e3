import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { DOWNLOAD_TYPES, HISTORY_INDEX_FILE, downloadFiles } from '../contract/download-paths.ts';
import { HEADERS_FILE } from '../contract/paths.ts';
import { LOTTERY_IDS, format, lottery } from '../registry/index.ts';
import { createFallbackHandler } from './fallback-handler.ts';
import { distLatestSource } from '../published/latest-source.ts';
import type { LocalServer } from './local-server.ts';
import { CACHE_STATIC, EXPOSED_HEADERS } from '../contract/http-policy.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/** Feeds, calendars and history files over HTTP (issue 12): the local server and the fallback function. */

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

const fallback = () => createFallbackHandler(distLatestSource(tree.distDir), () => undefined);

const TYPES: ReadonlyArray<readonly [string, string]> = [
  ['/feeds/thai-government.atom', DOWNLOAD_TYPES.atom],
  ['/feeds/en/thai-government.json', DOWNLOAD_TYPES.feedJson],
  ['/calendar/vi/thai-government.ics', DOWNLOAD_TYPES.ics],
  ['/history/thai-government.csv', DOWNLOAD_TYPES.csv],
  ['/history/thai-government.json', DOWNLOAD_TYPES.json],
  [`/${HISTORY_INDEX_FILE}`, DOWNLOAD_TYPES.json],
];

describe('the local server', () => {
  test.each(TYPES)('serves %s as the published bytes, as %s, cached 300 s, with CORS and an ETag', async (path, type) => {
    const r = await get(server.url, path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
    expect(r.headers['cache-control']).toBe(CACHE_STATIC);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-expose-headers']).toBe(EXPOSED_HEADERS);
    expect(r.body.equals(await readFile(join(tree.distDir, path.slice(1))))).toBe(true);
    expect(r.headers['etag']).toMatch(/^"[^"]+"$/);
  });

  test('answers If-None-Match with 304 and no body: how a bot polls a feed', async () => {
    const first = await get(server.url, '/feeds/en/thai-government.atom');
    const again = await get(server.url, '/feeds/en/thai-government.atom', { 'If-None-Match': first.headers['etag'] as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(first.headers['etag']);
  });

  test('publishes every download file of a lottery with data', async () => {
    for (const file of downloadFiles('lao-lottery')) expect((await get(server.url, `/${file}`)).status, file).toBe(200);
  });

  test.each([
    ['/feeds/no-such.atom', 'th', 'lottery', 'no-such'],
    ['/feeds/lo/no-such.json', 'lo', 'lottery', 'no-such'],
    ['/calendar/my/no-such.ics', 'my', 'lottery', 'no-such'],
    ['/history/no-such.csv', 'th', 'lottery', 'no-such'],
    ['/feeds/xx/thai-government.atom', 'th', 'lang', 'xx'],
  ] as const)('%s is a JSON 404 in %s naming the %s and every valid value', async (path, lang, param, value) => {
    const allowed = param === 'lang' ? 'en, lo, my, vi' : LOTTERY_IDS.join(', ');
    const expected = serialize({ success: false, error: format(lang, 'error.invalid-param', { param, value, allowed }) });
    const r = await get(server.url, path);
    expect({ status: r.status, type: r.headers['content-type'], body: r.text() }).toEqual({
      status: 404,
      type: 'application/json; charset=utf-8',
      body: expected,
    });
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const f = await fallback()(new Request(new URL(path, server.url)));
    expect({ status: f.status, body: await f.text() }).toEqual({ status: 404, body: expected });
  });

  test('a lottery without draws answers its no-data 404 in the language of the path (C2.7)', async () => {
    const withoutData = LOTTERY_IDS.find((id) => !tree.withData.includes(id));
    if (!withoutData) throw new Error('the synthetic tree has data for every lottery');
    const r = await get(server.url, `/feeds/vi/${withoutData}.atom`);
    expect(r.status).toBe(404);
    expect(r.text()).toBe(serialize(noDataAnswer(lottery(withoutData), 'vi').body));
    const f = await fallback()(new Request(new URL(`/history/${withoutData}.json`, server.url)));
    expect({ status: f.status, body: await f.text() }).toEqual({
      status: 404,
      body: serialize(noDataAnswer(lottery(withoutData), 'th').body),
    });
  });

  test.each([`/${HEADERS_FILE}`, '/history/..%2f_redirects', '/feeds/..%2F..%2Fdata/sources.json', '/calendar/%2e%2e/_headers'])(
    '%s is a JSON 404: nothing outside the published answers is served',
    async (path) => {
      const r = await get(server.url, path);
      expect(r.status).toBe(404);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    },
  );
});
