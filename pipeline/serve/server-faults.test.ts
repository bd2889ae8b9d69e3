import net from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JSON_TYPE, MAX_HEADER_BYTES } from '../contract/http-policy.ts';
import { unreadableRequestAnswer } from '../answers/meta-answers.ts';
import { serialize } from '../answers/answer.ts';
import type { LocalServer } from './local-server.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/**
 * Issue 15: what broke the local server under an attack on loopback, each reproduced here. The
 * tree is built once; tests that change its files run last in their file and on pages only.
 */
let tree: TestTree;
let server: LocalServer;
beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

/** One request on a raw socket: the head as text, the declared length, and every byte that came after the head. */
function raw(head: string): Promise<{ status: number; head: string; declared: number | null; rest: Buffer }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      let data = Buffer.concat(chunks);
      // An interim 100 Continue comes before the answer.
      while (data.subarray(0, 12).toString('latin1') === 'HTTP/1.1 100') data = data.subarray(data.indexOf('\r\n\r\n') + 4);
      const end = data.indexOf('\r\n\r\n');
      const text = data.subarray(0, Math.max(end, 0)).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      resolve({
        status: Number(text.split(' ')[1]),
        head: text,
        declared: length === undefined ? null : Number(length),
        rest: data.subarray(end + 4),
      });
    });
    socket.write(head);
  });
}

describe('Range (issue 15.5): ignored on API answers, honoured or 416 on pages, never a dropped connection', () => {
  test('a reversed range (bytes=100-50) is ignored: the whole page, 200', async () => {
    const page = await readFile(join(tree.distDir, 'index.html'));
    const r = await get(server.url, '/', { Range: 'bytes=100-50' });
    expect(r.status).toBe(200);
    expect(r.body.equals(page)).toBe(true);
  });

  test('a range on a page: 206 with exactly those bytes; past the end: 416 with the size', async () => {
    const page = await readFile(join(tree.distDir, 'index.html'));
    const part = await get(server.url, '/', { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${page.length}`);
    expect(part.body.equals(page.subarray(0, 10))).toBe(true);
    const past = await get(server.url, '/', { Range: `bytes=${page.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${page.length}`);
    expect(past.headers['access-control-allow-origin']).toBe('*');
  });

  test.each(['bytes=0-9', 'bytes=100-50', 'bytes=-5', 'bytes=99999999-'])(
    'an API answer ignores %s: 200, the whole JSON',
    async (range) => {
      const whole = await get(server.url, '/results?lang=en');
      const r = await get(server.url, '/results?lang=en', { Range: range });
      expect(r.status).toBe(whole.status);
      expect(r.headers['content-range']).toBeUndefined();
      expect(r.body.equals(whole.body)).toBe(true);
    },
  );
});

describe('internal files are not public (issue 15.6)', () => {
  test.each([
    '/api/build-manifest.json',
    '/api/latest-index.json',
    '/api/latest-index.json/',
    '/api/thai-government/latest.json',
    '/api/not-found.en.json',
    '/api/',
  ])('%s is the JSON 404', async (target) => {
    const r = await get(server.url, target);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe(JSON_TYPE);
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  test('the results files behind /results answer 404 however often they are asked (no quota to bypass)', async () => {
    const { lotteries } = JSON.parse(await readFile(join(tree.distDir, 'api/latest-index.json'), 'utf8')) as { lotteries: string[] };
    const target = `/api/${lotteries[0]}/results.10.en.json`;
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i += 1) statuses.add((await get(server.url, target)).status);
    expect([...statuses]).toEqual([404]);
  });
});

describe('answers node:http used to give bare (issue 15.8)', () => {
  test.each(['th', 'en', 'vi'] as const)(
    'an HTTP/1.1 request without Host: a JSON 400 with the CORS headers, saying the request could not be read, in its lang (%s)',
    async (lang) => {
      const r = await raw(`GET /results${lang === 'th' ? '' : `?lang=${lang}`} HTTP/1.1\r\nConnection: close\r\n\r\n`);
      expect(r.status).toBe(400);
      expect(r.head).toMatch(/\r\nAccess-Control-Allow-Origin: \*/i);
      expect(r.head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/i);
      expect(JSON.parse(r.rest.toString('utf8'))).toEqual(JSON.parse(serialize(unreadableRequestAnswer(lang, MAX_HEADER_BYTES).body)));
    },
  );

  test.each([
    ['a page path', `/${'a'.repeat(251)}`, 'text/html'],
    ['a page path under a language', `/stats/${'a'.repeat(251)}`, 'text/html'],
    ['a path under an API folder', `/results/${'a'.repeat(4100)}`, 'application/json'],
  ])('%s with a segment longer than a file name may be: 404, not 500', async (_name, path, type) => {
    for (const method of ['GET', 'HEAD']) {
      const r = await raw(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(r.status, method).toBe(404);
      expect(r.head).toMatch(new RegExp(`\\r\\nContent-Type: ${type.replace('/', '\\/')}`, 'i'));
    }
  });

  test.each([
    // The request line as node hands it over: its lang is used.
    ['a NUL in the target', `GET /results?lang=en&x=\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'en'],
    // Past MAX_HEADER_BYTES node hands over only the last bytes read: Thai, as for a lang that cannot be read (C2.2).
    ['a query past MAX_HEADER_BYTES', `GET /check?lang=en&number=${'1'.repeat(MAX_HEADER_BYTES)} HTTP/1.1\r\nHost: x\r\n\r\n`, 'th'],
  ] as const)('%s: a JSON 400 saying the request could not be read, not a wrong path', async (_name, request, lang) => {
    const r = await raw(request);
    expect(r.status).toBe(400);
    expect(r.head).toMatch(/\r\nAccess-Control-Allow-Origin: \*/i);
    expect(JSON.parse(r.rest.toString('utf8'))).toEqual(JSON.parse(serialize(unreadableRequestAnswer(lang, MAX_HEADER_BYTES).body)));
  });

  test('Expect: bogus is ignored (RFC 9110 allows it): the answer with its CORS headers and JSON', async () => {
    const r = await raw(`GET /results?lang=en HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nConnection: close\r\n\r\n`);
    expect(r.status).toBe(200);
    expect(r.head).toMatch(/\r\nAccess-Control-Allow-Origin: \*/i);
    expect(r.head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/i);
  });

  test.each(['/openapi.json/', '/readme.md/'])(
    '%s (a trailing slash) is the JSON 404 with its charset, not the file without one',
    async (target) => {
      const r = await get(server.url, target);
      expect(r.status).toBe(404);
      expect(r.headers['content-type']).toBe(JSON_TYPE);
    },
  );
});

/** The figure of the fuzz test (reported in docs/faults.md). */
const FUZZED = 400;

describe(`${FUZZED} generated requests (issue 15: never a dropped connection, never an answer without CORS)`, () => {
  test('every request gets a complete answer with the CORS header and a length that matches its body; the server stays up', async () => {
    // A small deterministic generator (xorshift), so a failure can be replayed.
    let seed = 0x15c0ffee;
    const next = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)] as T;
    const paths = [
      '/',
      '/en/',
      '/en',
      '/results',
      '/results/',
      '/stats?lang=vi',
      '/calculations',
      '/check?number=123456',
      '/openapi.json',
      '/openapi.json/',
      '/readme.md',
      '/readme.md/',
      '/api/build-manifest.json',
      '/api/',
      '/api/latest-index.json/',
      '/nope',
      '/%2e%2e/x',
      '/results?limit=0',
      '/widget/',
      '/en/stats/thai-government',
      '/_redirects',
    ];
    const ranges = [
      'bytes=100-50',
      'bytes=0-0',
      'bytes=-1',
      'bytes=0-',
      'bytes=99999999-',
      'bytes=1-2,4-5',
      'bytes=-0',
      'bytes=x-y',
      'items=0-1',
      'bytes=',
      'bytes=18446744073709551616-',
    ];
    const extras = [
      '',
      'Expect: bogus\r\n',
      'Expect: 100-continue\r\n',
      'If-None-Match: *\r\n',
      'If-Range: "nope"\r\n',
      'Accept-Encoding: br\r\n',
      'Accept-Encoding: gzip;q=0\r\n',
    ];
    const methods = ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST'];
    const problems: string[] = [];
    for (let i = 0; i < FUZZED; i += 1) {
      const method = pick(methods);
      const target = pick(paths);
      const host = next(10) === 0 ? '' : 'Host: x\r\n';
      const range = next(2) === 0 ? `Range: ${pick(ranges)}\r\n` : '';
      const head = `${method} ${target} HTTP/1.1\r\n${host}${range}${pick(extras)}Connection: close\r\n${method === 'POST' ? 'Content-Length: 0\r\n' : ''}\r\n`;
      const r = await raw(head);
      const bodyless = method === 'HEAD' || r.status === 204 || r.status === 304;
      if (!(r.status >= 200 && r.status < 600)) problems.push(`${JSON.stringify(head)}: no answer`);
      else if (!/\r\naccess-control-allow-origin: \*/i.test(r.head)) problems.push(`${JSON.stringify(head)}: ${r.status} without CORS`);
      else if (!bodyless && r.declared !== r.rest.length)
        problems.push(`${JSON.stringify(head)}: length ${r.declared}, body ${r.rest.length}`);
    }
    expect(problems).toEqual([]);
    expect((await get(server.url, '/results?lang=en')).status).toBe(200);
  }, 60_000);
});

describe('files that change or vanish under the server (issue 15.2, 15.4)', () => {
  test('a page rewritten in place: its Content-Length is the length of the bytes sent (those the server loaded)', async () => {
    const path = join(tree.distDir, 'index.html');
    const before = await readFile(path);
    expect((await get(server.url, '/')).status).toBe(200);
    // Another length than the server saw a moment ago (what an in-place publish used to do).
    const after = Buffer.concat([before, Buffer.from('<!-- longer now -->'.repeat(50))]);
    await writeFile(path, after);
    const r = await raw(`GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(r.status).toBe(200);
    expect(r.declared).toBe(r.rest.length);
    // A published tree never changes (publish.ts links a new one), so the server keeps the page it read.
    expect(r.rest.equals(before)).toBe(true);
  });

  test('a page removed under the server: the English 404 page if it was never read, and the server goes on answering', async () => {
    expect((await get(server.url, '/en/')).status).toBe(200);
    await rm(join(tree.distDir, 'en', 'index.html'));
    await rm(join(tree.distDir, 'en', 'checker', 'index.html'));
    // Read before it was removed: answered from memory, whole.
    const kept = await get(server.url, '/en/');
    expect(kept.status).toBe(200);
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
    const r = await get(server.url, '/en/checker/');
    expect(r.status).toBe(404);
    expect(r.text()).toContain('<html lang="en"');
    expect((await get(server.url, '/results?lang=en')).status).toBe(200);
  });
});
