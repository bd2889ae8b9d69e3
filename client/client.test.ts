import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import type { LocalServer } from '../pipeline/serve/local-server.ts';
import { type TestTree, serveTree, syntheticTree } from '../pipeline/testing/serve-kit.ts';
import { type ErrorBody, type LotteryClient, type NotModified, createLotteryClient } from './src/index.ts';

/** The typed client against the local server over a synthetic tree (issue 12 item 4). */

let tree: TestTree;
let server: LocalServer;
let client: LotteryClient;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
  client = createLotteryClient({ baseUrl: `${server.url}/` });
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

describe('the typed client', () => {
  test('reads /results with its typed body', async () => {
    const { data, error, response } = await client.results({ lottery: 'lao-lottery', limit: 2, lang: 'en' });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.data).toHaveLength(2);
    expect(data?.data[0]?.lottery).toBe('lao-lottery');
  });

  test('types the error shape: a 400 of /check is { success: false, error }', async () => {
    const { data, error, response } = await client.check({ lottery: 'thai-government', number: '12345', lang: 'en' });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    const body: ErrorBody | undefined = error;
    expect(body?.success).toBe(false);
    expect(body?.error).toMatch(/number/);
  });

  test('checks a number, reads /stats and /calculations', async () => {
    const check = await client.check({ lottery: 'thai-government', number: '123' });
    expect(check.data?.success).toBe(true);
    expect((await client.stats({ lottery: 'lao-lottery' })).data?.lottery).toBe('lao-lottery');
    expect((await client.calculations({ lottery: 'lao-lottery', window: '10' })).data?.window).toBe('10');
  });

  test('checks a past draw with date, and many numbers with checkMany (list or comma-joined)', async () => {
    const latest = await client.check({ lottery: 'thai-government', number: '123' });
    const date = latest.data?.data.drawDate as string;
    const past = await client.check({ lottery: 'thai-government', number: '123', date });
    expect(past.data?.data).toEqual(latest.data?.data);
    const many = await client.checkMany({ lottery: 'thai-government', numbers: ['12', '345', '12'], date, lang: 'en' });
    expect(many.response.headers.get('cache-control')).toBe('no-store');
    expect(many.data?.data.results.map((r) => r.number)).toEqual(['12', '345']);
    expect(many.data?.data.repeated).toEqual(['12']);
    expect((await client.checkMany({ lottery: 'thai-government', numbers: '12,345' })).data?.data.results).toHaveLength(2);
    const bad = await client.checkMany({ lottery: 'thai-government', numbers: ['12', '1234'], lang: 'en' });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error).toContain('"1234"');
  });

  test('reads /lotteries: all 49 in registry order, with the newest stored draw of those with data', async () => {
    const { data, response } = await client.lotteries({ lang: 'en' });
    expect(response.status).toBe(200);
    expect(data?.data).toHaveLength(49);
    const lao = data?.data.find((l) => l.lottery === 'lao-lottery');
    expect(lao?.latestDraw?.drawDate).toBe(lao?.history?.lastDate);
    expect((await client.lotteries({ lang: 'xx' as never })).response.status).toBe(400);
  });

  test('reads the description files', async () => {
    expect((await client.openapi()).data?.openapi).toMatch(/^3\.1\./);
    expect((await client.readme()).data).toMatch(/^#/);
  });

  test('reads the feeds, the calendar and the history files', async () => {
    const feed = await client.jsonFeed('thai-government', 'vi');
    expect(feed.data?.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.data?.language).toBe('vi');
    expect((await client.jsonFeed('thai-government')).data?.language).toBe('th');
    expect((await client.atomFeed('lao-lottery', 'en')).data).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect((await client.calendar('lao-lottery', 'my')).data).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const history = await client.history('lao-lottery');
    expect(history.data?.lottery).toBe('lao-lottery');
    expect((await client.historyCsv('lao-lottery')).data).toMatch(/^date,drawn_on,status,published_at,/);
    const index = await client.historyIndex();
    expect(index.data?.lotteries.find((l) => l.lottery === 'lao-lottery')?.draws).toBe(history.data?.draws.length);
  });

  test('polls with If-None-Match: the second request is a 304 without a body, answered as NotModified, not as an error', async () => {
    const first = await client.historyIndex();
    const etag = first.response.headers.get('etag') ?? undefined;
    expect(etag).toBeTruthy();
    const again = await client.historyIndex({ ifNoneMatch: etag });
    expect(again.response.status).toBe(304);
    expect(again.data).toBeUndefined();
    expect(again.error).toBeUndefined();
    expect('notModified' in again && again.notModified).toBe(true);
    // The types say so too: with ifNoneMatch a 304 is possible, without it not.
    expectTypeOf(again).toExtend<NotModified | Awaited<ReturnType<typeof client.historyIndex>>>();
    expectTypeOf<NotModified>().toExtend<typeof again>();
    expectTypeOf<NotModified>().not.toExtend<typeof first>();
    // Options without ifNoneMatch (a signal alone) cannot bring a 304, and are typed as without options.
    const signalled = await client.historyIndex({ signal: new AbortController().signal });
    expectTypeOf<NotModified>().not.toExtend<typeof signalled>();
    // @ts-expect-error an option the client does not have is refused, not ignored
    await client.historyIndex({ ifNoneMatch: etag, ifModifiedSince: 'Tue, 01 Jan 2030 00:00:00 GMT' });
    const feed = await client.jsonFeed('lao-lottery', 'en', {
      ifNoneMatch: (await client.jsonFeed('lao-lottery', 'en')).response.headers.get('etag') ?? undefined,
    });
    expect('notModified' in feed && feed.notModified).toBe(true);
    // A changed representation is a 200 with its data, as without the header.
    const changed = await client.historyIndex({ ifNoneMatch: '"something-else"' });
    expect(changed.response.status).toBe(200);
    expect(changed.data?.lotteries.length).toBeGreaterThan(0);
  });

  test('a lottery without draws is a typed 404', async () => {
    const withoutData = (await client.historyIndex()).data?.lotteries.find((l) => l.files === null)?.lottery;
    if (!withoutData) throw new Error('the synthetic tree has data for every lottery');
    const { error, response } = await client.history(withoutData);
    expect(response.status).toBe(404);
    expect(error?.error).toContain(withoutData);
  });

  test('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const counting = createLotteryClient({
      baseUrl: server.url,
      fetch: (request: Request) => {
        seen.push(new URL(request.url).pathname);
        return fetch(request);
      },
    });
    await counting.historyIndex();
    expect(seen).toEqual(['/history/index.json']);
  });
});

describe("an error answer that is not the service's JSON", () => {
  /** A client whose fetch answers `answer` (what a proxy or CDN in between may send). */
  const answering = (answer: () => Response) => createLotteryClient({ baseUrl: 'http://lotto.test', fetch: async () => answer() });

  test("is still { success: false, error } with a text naming the status: a gateway's HTML 502, an empty 503", async () => {
    const html = await answering(
      () =>
        new Response('<html><body>Bad gateway</body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    ).results({ lang: 'en' });
    expect(html.data).toBeUndefined();
    expect(html.error).toEqual({ success: false, error: 'HTTP 502 Bad Gateway' });
    expect(html.response.status).toBe(502);
    const empty = await answering(() => new Response(null, { status: 503 })).check({ lottery: 'lao-lottery', number: '1234' });
    expect(empty.error).toEqual({ success: false, error: 'HTTP 503' });
    // With Content-Length: 0, as a server sends an empty body (openapi-fetch then reads nothing at all).
    const zero = await answering(() => new Response(null, { status: 503, headers: { 'content-length': '0' } })).results({ lang: 'en' });
    expect(zero.error).toEqual({ success: false, error: 'HTTP 503' });
    expect((await answering(() => new Response('', { status: 429, headers: { 'content-length': '0' } })).readme()).error).toEqual({
      success: false,
      error: 'HTTP 429',
    });
  });

  test("is the service's own error body when a text endpoint's answer is JSON (a 429 of /readme.md)", async () => {
    const body = { success: false, error: 'Too many requests: wait 30 seconds.' };
    const limited = await answering(
      () => new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json; charset=utf-8' } }),
    ).readme();
    expect(limited.error).toEqual(body);
  });

  test('an empty 2xx rejects, as a 2xx that is not JSON does: no endpoint answers one', async () => {
    await expect(
      answering(() => new Response(null, { status: 200, headers: { 'content-length': '0' } })).results({ lang: 'en' }),
    ).rejects.toThrow(/HTTP 200 with an empty body/);
    await expect(answering(() => new Response(null, { status: 204 })).stats({ lottery: 'lao-lottery' })).rejects.toThrow(/HTTP 204/);
  });

  test("keeps the service's JSON error as it came", async () => {
    const { error } = await client.check({ lottery: 'thai-government', number: 'abc', lang: 'en' });
    expect(error?.success).toBe(false);
    expect(error?.error).not.toMatch(/^HTTP /);
  });
});

describe('the client package', () => {
  test('depends on nothing in the repository: its sources import only each other and openapi-fetch', async () => {
    const dir = join(import.meta.dirname, 'src');
    for (const file of await readdir(dir)) {
      const text = await readFile(join(dir, file), 'utf8');
      for (const [, from] of text.matchAll(/from '([^']+)'/g))
        expect(from === 'openapi-fetch' || /^\.\/[a-z-]+\.ts$/.test(from ?? ''), `${file}: ${from}`).toBe(true);
    }
    const pkg = JSON.parse(await readFile(join(import.meta.dirname, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(['openapi-fetch']);
  });
});
