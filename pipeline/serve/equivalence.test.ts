import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SYNTHETIC_PLAN, syntheticStore } from '../testing/contract-fixture.ts';
import { type Outcome, route } from '../answers/route.ts';
import { LANGS, LOTTERY_IDS, type LotteryId, calculationPrizes, checkLengths, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { createCheckHandler } from './check-handler.ts';
import { createFallbackHandler } from './fallback-handler.ts';
import { distLatestSource } from '../published/latest-source.ts';
import type { LocalServer } from './local-server.ts';
import { publicPath } from './request-path.ts';
import { thaiDate } from '../draws/thai-time.ts';
import { type TestTree, committedTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/**
 * C1.3: for a table of requests, the handlers called directly with a Web `Request`, the local
 * server, and the published file give byte-identical bodies and the same status.
 */

type Draws = ReadonlyMap<LotteryId, readonly StoredDraw[]>;

/** Numbers worth checking against a lottery's newest draw: each published prize's first number, cut to each accepted length. */
function checkNumbers(id: LotteryId, newest: StoredDraw | undefined): string[] {
  const lengths = checkLengths(lottery(id));
  const numbers = new Set<string>(['00', '999']);
  for (const prize of Object.values(newest?.prizes ?? {})) {
    const n = prize?.numbers[0];
    if (n === undefined) continue;
    for (const len of lengths) if (n.length >= len) numbers.add(n.slice(-len));
    if (lengths.includes(n.length)) numbers.add(n);
  }
  return [...numbers].sort();
}

/** Every endpoint, valid and invalid values, each language, lotteries with and without data. */
function requestTable(
  withData: readonly LotteryId[],
  draws: (id: LotteryId) => StoredDraw | undefined,
  dates: (id: LotteryId) => readonly string[],
): string[] {
  const without = LOTTERY_IDS.filter((id) => !withData.includes(id));
  const targets = new Set<string>();
  const add = (t: string) => targets.add(t);
  for (const lang of [...LANGS, null]) {
    const l = lang ? `lang=${lang}` : '';
    add(`/results?${l}`);
    add(`/stats?${l}`);
    add(`/calculations?${l}`);
    add(`/check?number=12${lang ? `&${l}` : ''}`);
    add(`/results/nope?${l}`);
  }
  for (const id of withData) {
    const prize = calculationPrizes(lottery(id))[0]?.slug ?? 'last-two-digit';
    add(`/results?lottery=${id}&limit=20&lang=en`);
    add(`/results?lottery=${id}&limit=3`);
    add(`/stats?lottery=${id}&lang=lo`);
    add(`/calculations?lottery=${id}&window=all&prize=${prize}&lang=vi`);
    add(`/calculations?lottery=${id}&window=5`);
    const numbers = checkNumbers(id, draws(id));
    for (const n of numbers) add(`/check?lottery=${id}&number=${n}&lang=my`);
    // C9.4: a past stored draw, the newest by date, a date without a draw, one in the future; many numbers at once.
    const stored = dates(id);
    const [oldest, newest] = [stored[0] as string, stored[stored.length - 1] as string];
    for (const date of [oldest, newest, '2001-01-01', '2999-12-31', '2024-02-30'])
      add(`/check?lottery=${id}&number=${numbers[0]}&date=${date}&lang=en`);
    add(`/check-many?lottery=${id}&numbers=${numbers.slice(0, 100).join(',')}&lang=th`);
    add(`/check-many?lottery=${id}&numbers=${[...numbers, ...numbers].slice(0, 100).join(',')}&date=${oldest}&lang=vi`);
    add(`/check-many?lottery=${id}&numbers=${numbers[0]},1,123456789&date=${newest}&lang=lo`);
  }
  for (const q of [
    'numbers=',
    'numbers=12,,34',
    `numbers=${Array.from({ length: 101 }, () => '12').join(',')}`,
    'numbers=12&numbers=34',
    'numbers=12,34&date=2999-01-01',
  ])
    for (const lang of ['en', 'my']) add(`/check-many?${q}&lang=${lang}`);
  add('/check-many?lang=th');
  for (const id of without.slice(0, 3)) {
    for (const lang of LANGS) {
      add(`/results?lottery=${id}&lang=${lang}`);
      add(`/check?lottery=${id}&number=12&lang=${lang}`);
      add(`/check?lottery=${id}&number=12&date=2020-01-01&lang=${lang}`);
      add(`/check-many?lottery=${id}&numbers=12,34&lang=${lang}`);
    }
    add(`/stats?lottery=${id}&lang=en`);
    add(`/calculations?lottery=${id}&window=10&lang=th`);
  }
  for (const path of ['/results', '/stats', '/calculations', '/check']) {
    for (const q of [
      'lang=xx',
      'lang=EN',
      'lang=',
      'lottery=nope&lang=en',
      'lottery=THAI-GOVERNMENT',
      'lang=en&lang=en',
      'lottery=&lang=vi',
      'lang=xx&lottery=nope',
    ]) {
      add(`${path}?${q}${path === '/check' ? '&number=12' : ''}`);
    }
  }
  for (const v of ['0', '21', '01', '1.0', '+1', '-1', 'abc', '', '%201', '1&limit=2']) add(`/results?limit=${v}&lang=en`);
  for (const v of ['7', 'ALL', '', '30&window=30']) add(`/calculations?window=${v}&lang=lo`);
  for (const v of ['first-prize', 'nope', '', 'last-two-digit&prize=last-two-digit']) add(`/calculations?prize=${v}&lang=my`);
  for (const v of ['', 'ab', '1', '1234', '12345', '1234567', '12345678', '%E0%B9%91%E0%B9%92', '12&number=34', '%2012', '1%202'])
    add(`/check?number=${v}&lang=en`);
  add('/check?lang=vi');
  add('/results?lottery=thai-government&extra=1&lang=en');
  for (const path of ['/openapi.json', '/readme.md', '/results/extra', '/api', '/check/nope/', '/results/?lang=en', '/%72esults?lang=vi'])
    add(path);
  return [...targets];
}

/**
 * The status SPEC gives an outcome, known without answering it: a published file is 200; `/check`
 * and `/check-many` are 200 against a lottery with data and 404 without (C2.7); with `date`
 * (C9.4), 404 for a date without a stored draw, one in the future included; a computed answer carries its own.
 */
function expectedStatus(outcome: Outcome, withData: ReadonlySet<LotteryId>, dates: (id: LotteryId) => readonly string[]): number {
  if (outcome.kind === 'file') return 200;
  if (outcome.kind === 'live') {
    const { lottery: id, date } = outcome.params;
    if (!withData.has(id)) return 404;
    return date === null || (dates(id).includes(date) && date <= thaiDate(new Date())) ? 200 : 404;
  }
  return outcome.answer.status;
}

interface Agreement {
  readonly status: number;
  readonly kind: string;
}

/** Holds one request to the three ways of answering it; returns what was compared. */
async function agree(tree: TestTree, server: LocalServer, target: string, dates: (id: LotteryId) => readonly string[]): Promise<Agreement> {
  const source = distLatestSource(tree.distDir);
  const withData = new Set(tree.withData);
  const url = new URL(target, server.url);
  const local = await get(server.url, target);
  const path = publicPath(url.pathname) ?? '/';
  const outcome = route(path, url.searchParams, (id) => withData.has(id));
  const handlers =
    path === '/check' || path === '/check-many'
      ? [createCheckHandler(source, () => undefined)(new Request(url))]
      : [
          // As Netlify passes a rewritten request (its original URL) and as a direct call shows it.
          createFallbackHandler(source, () => undefined, server.url)(new Request(url)),
          ...(outcome.kind === 'file'
            ? []
            : [createFallbackHandler(source, () => undefined, server.url)(new Request(new URL(`/_fallback${path}${url.search}`, url)))]),
        ];
  for (const pending of handlers) {
    const response = await pending;
    const body = Buffer.from(await response.arrayBuffer());
    expect({ target, status: response.status, body: body.toString('utf8') }).toEqual({ target, status: local.status, body: local.text() });
    expect(body.equals(local.body)).toBe(true);
  }
  if (outcome.kind === 'file' || outcome.kind === 'error-file') {
    const published = await readFile(join(tree.distDir, outcome.file));
    expect({ target, body: local.text() }).toEqual({ target, body: published.toString('utf8') });
    expect(published.equals(local.body)).toBe(true);
  }
  expect(local.status).toBe(expectedStatus(outcome, withData, dates));
  expect(local.status).not.toBe(500);
  return { status: local.status, kind: outcome.kind };
}

describe('one answer everywhere, on a tree built from synthetic data (C1.3)', () => {
  const store: Draws = syntheticStore();
  const withData = SYNTHETIC_PLAN.map((p) => p.lottery);
  const dates = (id: LotteryId) => (store.get(id) ?? []).map((d) => d.date);
  const table = requestTable(withData, (id) => store.get(id)?.at(-1), dates);
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

  test('the published index lists the lotteries the plan gives data', () => {
    expect([...tree.withData].sort()).toEqual([...withData].sort());
  });

  test.each(table)('%s', async (target) => {
    await agree(tree, server, target, dates);
  });

  test('C9.4: /check with the newest stored date gives the bytes of /check without date, in every language', async () => {
    const handler = createCheckHandler(distLatestSource(tree.distDir), () => undefined);
    const text = async (target: string) => (await handler(new Request(new URL(target, server.url)))).text();
    for (const id of withData) {
      const newest = dates(id).at(-1) as string;
      for (const number of checkNumbers(id, store.get(id)?.at(-1))) {
        for (const lang of LANGS) {
          const plain = `/check?lottery=${id}&number=${number}&lang=${lang}`;
          expect(await text(`${plain}&date=${newest}`), plain).toBe(await text(plain));
        }
      }
    }
  });

  test('the table covers every kind of answer', async () => {
    const kinds = new Map<string, Set<number>>();
    for (const target of table) {
      const url = new URL(target, 'http://local');
      const outcome = route(publicPath(url.pathname) ?? '/', url.searchParams, (id) => withData.includes(id));
      const statuses = kinds.get(outcome.kind) ?? new Set();
      statuses.add(expectedStatus(outcome, new Set(withData), dates));
      kinds.set(outcome.kind, statuses);
    }
    expect(Object.fromEntries([...kinds].map(([k, v]) => [k, [...v].sort()]))).toEqual({
      answer: [400],
      live: [200, 404],
      'error-file': [404],
      file: [200],
    });
  });
});

describe('one answer everywhere, on a tree built from the committed data/ (C1.3)', () => {
  let tree: TestTree;
  let server: LocalServer;

  beforeAll(async () => {
    tree = await committedTree();
    server = await serveTree(tree.distDir);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await tree?.remove();
  });

  test('every request of the table agrees', async () => {
    const source = distLatestSource(tree.distDir);
    const dates = (id: LotteryId) => source.archive(id)?.dates ?? [];
    const table = requestTable(tree.withData, (id) => source.latest(id)?.draw, dates);
    const seen = new Map<string, number>();
    for (const target of table) {
      const { kind } = await agree(tree, server, target, dates);
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['answer', 'live', 'error-file', ...(tree.withData.length > 0 ? ['file'] : [])].sort());
  }, 120_000);
});
