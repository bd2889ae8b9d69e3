import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CACHE_STATIC, EXPOSED_HEADERS, JSON_TYPE, MARKDOWN_TYPE } from '../contract/http-policy.ts';
import { type Representation, TreeCache, cachedFile } from './tree-cache.ts';

const BIG = Buffer.from(JSON.stringify({ numbers: Array.from({ length: 400 }, (_, i) => String(i).padStart(3, '0')) }));
const SMALL = Buffer.from('{"success":false,"error":"x"}');

function headerRecord(rep: Representation, which: 'headers' | 'notModifiedHeaders' = 'headers'): Record<string, string> {
  const list = rep[which];
  return Object.fromEntries(Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i] as string, list[2 * i + 1] as string]));
}

describe('cachedFile', () => {
  test('a strong ETag from the bytes: stable, and different for different bytes', () => {
    const a = cachedFile(BIG, JSON_TYPE);
    expect(a.identity.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(cachedFile(Buffer.from(BIG), JSON_TYPE).identity.etag).toBe(a.identity.etag);
    expect(cachedFile(SMALL, JSON_TYPE).identity.etag).not.toBe(a.identity.etag);
  });

  test('gzip and brotli variants decompress to the bytes, each with its own ETag, made once', () => {
    const f = cachedFile(BIG, JSON_TYPE);
    const gz = f.variant('gzip');
    const br = f.variant('br');
    expect(gunzipSync(gz.bytes).equals(BIG)).toBe(true);
    expect(brotliDecompressSync(br.bytes).equals(BIG)).toBe(true);
    expect(new Set([f.identity.etag, gz.etag, br.etag]).size).toBe(3);
    expect(gz.etag).toBe(f.identity.etag.replace(/"$/, '-gz"'));
    expect(f.variant('gzip')).toBe(gz);
    expect(f.variant('identity')).toBe(f.identity);
  });

  test('answers under 1 KiB are not compressed', () => {
    const f = cachedFile(SMALL, JSON_TYPE);
    expect(f.variant('gzip')).toBe(f.identity);
    expect(f.variant('br')).toBe(f.identity);
  });

  test('each representation carries every header of its answer, computed once (C3.1, C3.3, C3.4)', () => {
    const f = cachedFile(BIG, MARKDOWN_TYPE);
    const common = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      'Content-Type': MARKDOWN_TYPE,
      'Cache-Control': CACHE_STATIC,
      Vary: 'Accept-Encoding',
    };
    expect(headerRecord(f.identity)).toEqual({ ...common, ETag: f.identity.etag, 'Content-Length': String(BIG.length) });
    const br = f.variant('br');
    expect(headerRecord(br)).toEqual({ ...common, ETag: br.etag, 'Content-Encoding': 'br', 'Content-Length': String(br.bytes.length) });
    expect(headerRecord(br, 'notModifiedHeaders')).toEqual({ ...common, ETag: br.etag });
    expect(Object.isFrozen(br.headers)).toBe(true);
  });

  test.each([
    ['the tag', (t: string) => t, true],
    ['the weak form', (t: string) => `W/${t}`, true],
    ['a list holding it', (t: string) => `"a", ${t} ,"b"`, true],
    ['*', () => '*', true],
    ['another tag', () => '"nope"', false],
    ['the tag unquoted', (t: string) => t.slice(1, -1), false],
    ['nothing', () => '', false],
  ])('If-None-Match with %s: %s', (_what, inm, expected) => {
    const f = cachedFile(BIG, JSON_TYPE);
    expect(f.matches(inm(f.identity.etag), f.identity)).toBe(expected);
  });

  test('a tag of another coding does not validate this one', () => {
    const f = cachedFile(BIG, JSON_TYPE);
    expect(f.matches(f.variant('gzip').etag, f.identity)).toBe(false);
    expect(f.matches(f.identity.etag, f.variant('br'))).toBe(false);
    expect(f.matches(f.variant('br').etag, f.variant('br'))).toBe(true);
  });
});

describe('TreeCache', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tree-cache-'));
    await mkdir(join(root, 'api'), { recursive: true });
    await writeFile(join(root, 'api', 'a.json'), BIG);
    await writeFile(join(root, 'api', 'b.json'), BIG);
    await writeFile(join(root, 'readme.md'), '# hi');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  test('reads a file once and serves it from memory afterwards', async () => {
    const cache = new TreeCache(root);
    expect(cache.peek('api/a.json')).toBeUndefined();
    const first = await cache.get('api/a.json');
    expect(first?.identity.bytes.equals(BIG)).toBe(true);
    expect(cache.peek('api/a.json')).toBe(first);
    expect(await cache.get('api/a.json')).toBe(first);
    expect(cache.bytes).toBe(BIG.length);
  });

  test('the content type follows the file (C3.3)', async () => {
    const cache = new TreeCache(root);
    expect((await cache.get('readme.md'))?.identity.headers).toContain(MARKDOWN_TYPE);
    expect((await cache.get('api/a.json'))?.identity.headers).toContain(JSON_TYPE);
  });

  test('a missing file is null and is not remembered (a later tree may have it)', async () => {
    const cache = new TreeCache(root);
    expect(await cache.get('api/c.json')).toBeNull();
    await writeFile(join(root, 'api', 'c.json'), SMALL);
    expect((await cache.get('api/c.json'))?.identity.bytes.equals(SMALL)).toBe(true);
  });

  test('stays within its byte bound by dropping the oldest entries', async () => {
    const cache = new TreeCache(root, BIG.length + 10);
    await cache.get('api/a.json');
    await cache.get('api/b.json');
    expect(cache.peek('api/a.json')).toBeUndefined();
    expect(cache.peek('api/b.json')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(BIG.length + 10);
  });
});
