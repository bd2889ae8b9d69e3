import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LotteriesBody } from '../contract/lotteries-body.ts';
import { LOTTERY_IDS, format } from '../registry/index.ts';
import { validateAnswer } from '../testing/contract-check.ts';
import { NO_QUOTA, type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import type { LocalServer } from './local-server.ts';

/** `GET /lotteries` over HTTP from the local server (C9.1 with C2, C3): `npm start`'s answers. */
describe('/lotteries over HTTP', () => {
  let tree: TestTree;
  let server: LocalServer;
  let clock = 1_000_000;
  let limited: LocalServer;

  beforeAll(async () => {
    tree = await syntheticTree();
    server = await serveTree(tree.distDir);
    limited = await serveTree(tree.distDir, { quota: { ...NO_QUOTA, lotteries: 2 }, now: () => clock });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await limited?.close();
    await tree?.remove();
  });

  test('200 with every lottery, cached 300 s by the CDN with a strong ETag that answers 304 (C3.4)', async () => {
    const r = await get(server.url, '/lotteries?lang=en');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const body = LotteriesBody.parse(JSON.parse(r.body.toString('utf8')));
    expect(body.data.map((d) => d.lottery)).toEqual([...LOTTERY_IDS]);
    expect(validateAnswer('/lotteries', 200, body)).toEqual([]);
    const etag = r.headers['etag'] as string;
    expect(etag).toMatch(/^"/);
    expect((await get(server.url, '/lotteries?lang=en', { 'If-None-Match': etag })).status).toBe(304);
  });

  test('an invalid lang is a 400 in Thai; unknown parameters, lottery included, are ignored (C2.2, C2.4)', async () => {
    const bad = await get(server.url, '/lotteries?lang=xx');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString('utf8'))).toEqual({
      success: false,
      error: format('th', 'error.invalid-param', { param: 'lang', value: 'xx', allowed: 'th, en, lo, my, vi' }),
    });
    const extra = await get(server.url, '/lotteries?lottery=nope&utm=1&lang=vi');
    const plain = await get(server.url, '/lotteries?lang=vi');
    expect(extra.status).toBe(200);
    expect(extra.body.equals(plain.body)).toBe(true);
  });

  test('its own quota of 60 a minute, counted apart from the other endpoints (C3.5)', async () => {
    const first = await get(limited.url, '/lotteries');
    expect(first.headers['ratelimit-limit']).toBe('2');
    await get(limited.url, '/lotteries');
    expect((await get(limited.url, '/results')).status).not.toBe(429);
    const over = await get(limited.url, '/lotteries?lang=en');
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body.toString('utf8')).error).toContain('/lotteries');
    clock += 61_000;
    expect((await get(limited.url, '/lotteries')).status).toBe(200);
  });
});
