import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SYNTHETIC_PLAN } from '../testing/contract-fixture.ts';
import type { LatestDraw } from '../draws/latest-draw.ts';
import { LANGS, LOTTERY_IDS, type LotteryId } from '../registry/index.ts';
import { type LatestSource, distLatestSource } from '../published/latest-source.ts';
import { apiResult } from './api-answer.ts';
import { CHECK_HEADERS, fastCheckBody } from './check-fast.ts';
import { checkQuery, createCheckHandler } from './check-handler.ts';
import { type HttpResult, toResponse } from './http-result.ts';
import type { LocalServer } from './local-server.ts';
import { type TestTree, rawRequest, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/**
 * Issue 14: /check's fast path gives exactly the general path's status, headers and bytes, and
 * declines (null) every query it does not fully understand, leaving it to the general path.
 */

let tree: TestTree;
let server: LocalServer;
let source: LatestSource;
/** The same tree with a prize whose numbers repeat (C5.3: every occurrence counts). */
let doubled: LatestSource;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
  source = distLatestSource(tree.distDir);
  const glo = source.latest('thai-government') as LatestDraw;
  const two = glo.draw.prizes['last-two-digit'];
  const three = glo.draw.prizes['last-three-digit'];
  if (!two || !three) throw new Error('the synthetic tree lacks the prizes this test repeats');
  const repeated: LatestDraw = {
    ...glo,
    draw: {
      ...glo.draw,
      prizes: {
        ...glo.draw.prizes,
        'last-two-digit': { ...two, numbers: [...two.numbers, ...two.numbers] },
        'last-three-digit': { ...three, numbers: [three.numbers[0] ?? '000', ...three.numbers] },
      },
    },
  };
  doubled = { ...source, latest: (id) => (id === 'thai-government' ? repeated : source.latest(id)) };
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

const WITH_DATA: readonly LotteryId[] = SYNTHETIC_PLAN.map((p) => p.lottery);

/** The general path's answer to `/check?{query}` (route, parseParams, checkAnswer, JSON). */
async function general(from: LatestSource, query: string): Promise<HttpResult> {
  return apiResult(from, '/check', new URLSearchParams(query), async () => '');
}

/** Numbers that win something (whole, and the 2-, 3- and 4-digit parts a prize is compared with) and random ones. */
function numbers(from: () => LatestSource): fc.Arbitrary<string> {
  const winning = () => WITH_DATA.flatMap((id) => Object.values(from().latest(id)?.draw.prizes ?? {}).flatMap((p) => p?.numbers ?? []));
  return fc.oneof(
    fc.stringMatching(/^[0-9]{2,7}$/),
    fc.constant(null).chain(() => fc.constantFrom(...winning())),
    fc
      .constant(null)
      .chain(() => fc.constantFrom(...winning()).chain((n) => fc.constantFrom(n.slice(-2), n.slice(-3), n.slice(0, 3), n.slice(-4)))),
  );
}

/** A well-formed query: its parameters in any order, `lottery` and `lang` sometimes left out. */
function wellFormed(from: () => LatestSource): fc.Arbitrary<string> {
  return fc
    .record({
      lottery: fc.option(fc.constantFrom(...WITH_DATA, ...LOTTERY_IDS.slice(0, 5)), { nil: undefined }),
      number: numbers(from),
      lang: fc.option(fc.constantFrom(...LANGS), { nil: undefined }),
    })
    .chain((p) =>
      fc.shuffledSubarray(
        Object.entries(p)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${k}=${v}`),
        { minLength: 3 - Object.values(p).filter((v) => v === undefined).length },
      ),
    )
    .map((parts) => parts.join('&'));
}

describe('the fast path gives the general path bytes', () => {
  test('every well-formed query, with every lottery, language and kind of number (winning, partly, not)', async () => {
    for (const from of [() => source, () => doubled]) {
      await fc.assert(
        fc.asyncProperty(wellFormed(from), async (query) => {
          const fast = fastCheckBody(from(), query);
          const slow = await general(from(), query);
          if (fast === null) {
            // Declined only where the general path says something else than a 200 of the draw.
            expect(slow.status === 200 && slow.body?.includes('"isWinner"')).toBe(false);
            return;
          }
          expect(slow.status).toBe(200);
          expect(fast).toBe(slow.body);
          expect(CHECK_HEADERS.flat).toEqual(slow.headers.flat);
        }),
        { seed: 14, numRuns: 1500 },
      );
    }
  });

  test('a number drawn twice in a prize is counted twice, as on the general path (C5.3)', async () => {
    const glo = doubled.latest('thai-government') as LatestDraw;
    const three = glo.draw.prizes['last-three-digit']?.numbers ?? [];
    // Every last-two-digit number, and the first last-three-digit one, are in their prize twice.
    for (const n of [...(glo.draw.prizes['last-two-digit']?.numbers ?? []), ...three.slice(0, 1)]) {
      const query = `lottery=thai-government&number=${n}&lang=en`;
      const fast = fastCheckBody(doubled, query);
      expect(fast).not.toBeNull();
      expect(fast).toBe((await general(doubled, query)).body);
      expect((JSON.parse(fast ?? '{}') as { data: { matches: unknown[] } }).data.matches.length).toBeGreaterThanOrEqual(2);
    }
  });

  test('any query at all: the fast path answers only what the general path answers the same', async () => {
    const piece = fc.oneof(
      fc.constantFrom('lottery=', 'number=', 'lang=', 'date=2024-01-01', '&', '=', '%', '%20', '+', '#', 'x', ''),
      fc.constantFrom(...WITH_DATA, 'lao-vip', 'nope', ...LANGS, 'EN', 'xx'),
      fc.stringMatching(/^[0-9]{1,8}$/),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 10 }), async (pieces) => {
        const query = pieces.join('');
        const fast = fastCheckBody(source, query);
        if (fast === null) return;
        const slow = await general(source, query);
        expect(slow.status).toBe(200);
        expect(fast).toBe(slow.body);
      }),
      { seed: 41, numRuns: 3000 },
    );
  });

  test.each([
    ['another parameter (a newer endpoint version may read it)', 'lottery=thai-government&number=12&date=2024-01-01'],
    ['an unknown parameter', 'lottery=thai-government&number=12&x=1'],
    ['a repeated parameter', 'lottery=thai-government&number=12&number=12'],
    ['an escaped value', 'lottery=thai%2Dgovernment&number=12'],
    ['an escaped name', 'lotter%79=thai-government&number=12'],
    ['no number', 'lottery=thai-government&lang=en'],
    ['an invalid number', 'lottery=thai-government&number=1'],
    ['an invalid language', 'number=12&lang=EN'],
    ['a lottery without data', 'lottery=lao-vip&number=12'],
    ['an empty parameter', 'lottery=thai-government&&number=12'],
    ['a trailing &', 'lottery=thai-government&number=12&'],
    ['an empty query', ''],
  ])('declines %s', (_what, query) => {
    expect(fastCheckBody(source, query)).toBeNull();
  });
});

describe('the fast path on the edges', () => {
  test('checkQuery finds the query of a /check URL only', () => {
    expect(checkQuery('http://localhost/check?number=12')).toBe('number=12');
    expect(checkQuery('https://a.example:8888/check?')).toBe('');
    expect(checkQuery('http://localhost/check')).toBeNull();
    expect(checkQuery('http://localhost/checks?number=12')).toBeNull();
    expect(checkQuery('http://localhost/x/check?number=12')).toBeNull();
    expect(checkQuery('/check?number=12')).toBeNull();
  });

  test('the Netlify handler: a fast answer is the Response of the general result, for GET and HEAD', async () => {
    const handler = createCheckHandler(source, () => undefined);
    await fc.assert(
      fc.asyncProperty(
        wellFormed(() => source),
        fc.constantFrom('GET', 'HEAD'),
        async (query, method) => {
          const fast = await handler(new Request(`http://localhost/check?${query}`, { method }));
          const slow = toResponse(await general(source, query), method);
          expect(fast.status).toBe(slow.status);
          expect([...fast.headers]).toEqual([...slow.headers]);
          expect(await fast.text()).toBe(await slow.text());
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  test('the local server: the same status, headers and bytes as for the query the general path reads (a trailing &)', async () => {
    await fc.assert(
      fc.asyncProperty(
        wellFormed(() => source),
        fc.constantFrom('GET', 'HEAD'),
        async (query, method) => {
          const fast = await rawRequest(server.url, { method, target: `/check?${query}` });
          const slow = await rawRequest(server.url, { method, target: `/check?${query}&` });
          expect(fast.status).toBe(slow.status);
          const comparable = (h: Readonly<Record<string, string>>) =>
            Object.entries(h).filter(([name]) => name !== 'date' && name !== 'ratelimit-remaining');
          expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
          expect(fast.text()).toBe(slow.text());
        },
      ),
      { seed: 3, numRuns: 150 },
    );
  });
});
