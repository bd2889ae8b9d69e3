import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SYNTHETIC_PLAN } from '../testing/contract-fixture.ts';
import { LANGS } from '../registry/index.ts';
import { type LocalServer, ROUTE_MEMO_TARGET_CHARS } from './local-server.ts';
import { type RawResponse, type TestTree, rawRequest, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/**
 * Issue 14: the local server remembers where a data endpoint's request target was routed (a
 * published answer or a no-data document). A remembered target must answer exactly as it did
 * the first time, through route(): same status, headers (but the date and the quota count) and bytes.
 */

let tree: TestTree;
let server: LocalServer;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir, { now: () => 1_000_000 }); // a still clock: the same RateLimit-Reset
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

const comparable = (r: RawResponse) => ({
  status: r.status,
  headers: Object.entries(r.headers).filter(([name]) => name !== 'date' && name !== 'ratelimit-remaining'),
  body: r.body.toString('base64'),
});

test('a target answers the same when remembered as when first routed (GET, HEAD, codings, validators)', async () => {
  const target = fc
    .record({
      path: fc.constantFrom('/results', '/stats', '/calculations', '/lotteries', '/results/'),
      lottery: fc.option(fc.constantFrom(...SYNTHETIC_PLAN.map((p) => p.lottery), 'lao-vip', 'nope'), { nil: undefined }),
      lang: fc.option(fc.constantFrom(...LANGS, 'xx'), { nil: undefined }),
      limit: fc.option(fc.constantFrom('1', '5', '20', '0'), { nil: undefined }),
      unique: fc.nat(),
    })
    .map(({ path, unique, ...params }) => {
      const query = Object.entries({ ...params, n: String(unique) })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      return `${path}?${query}`;
    });
  const headers = fc.record(
    { 'accept-encoding': fc.constantFrom('gzip', 'br;q=1, gzip;q=0.5', 'identity', '*'), 'if-none-match': fc.constantFrom('"x"', '*') },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(target, fc.constantFrom('GET', 'HEAD'), headers, async (t, method, h) => {
      const first = await rawRequest(server.url, { target: t, method, headers: h });
      const second = await rawRequest(server.url, { target: t, method, headers: h });
      expect(comparable(second)).toEqual(comparable(first));
    }),
    { seed: 14, numRuns: 200 },
  );
});

test('a long target (unknown parameters ride along) is answered as a short one but not remembered: 4,096 of them held some 256 MB', async () => {
  const short = '/results?lottery=lao-lottery&lang=en&limit=2';
  const long = `${short}&pad=${'x'.repeat(ROUTE_MEMO_TARGET_CHARS)}`;
  const before = server.rememberedTargets();
  const first = await rawRequest(server.url, { target: long });
  expect(server.rememberedTargets()).toBe(before);
  expect(comparable(await rawRequest(server.url, { target: long }))).toEqual(comparable(first));
  await rawRequest(server.url, { target: short });
  expect(server.rememberedTargets()).toBe(before + 1);
  expect(comparable(await rawRequest(server.url, { target: short })).body).toBe(comparable(first).body);
});
