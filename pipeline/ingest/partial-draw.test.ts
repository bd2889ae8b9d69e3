import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../site-build.ts';
import { createCheckHandler } from '../serve/check-handler.ts';
import { distLatestSource } from '../published/latest-source.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import type { StoredDraw } from '../store/schema.ts';
import { readDraws } from '../store/store.ts';
import { verifyStore } from '../store/verify-store.ts';
import { type GloVariant, gloAnswer, gloNothingYet } from '../testing/glo-fixtures.ts';
import { runUpdate } from './run-update.ts';
import { askedDate, committedThaiDraws2026, seedStore, testDeps, testServer } from '../testing/ingest-kit.ts';

/*
 * SPEC "States and transitions", C4.4: the committed 2026-07-01 draw, served by a stand-in GLO
 * first partly (first prize and last two digits drawn, the second prize half shown as "xxxxxx",
 * the rest not started), then whole. After each `update` (which builds), the published /results,
 * /check and /stats files show the draw announced, then complete.
 */

const SITE = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };
const T1 = new Date('2026-07-01T07:50:00.000Z'); // 14:50 Thai time
const T2 = new Date('2026-07-01T09:05:00.000Z'); // 16:05 Thai time
const T3 = new Date('2026-07-01T09:20:00.000Z');
const PARTIAL: GloVariant = { omit: ['third', 'fourth', 'fifth', 'near1', 'last3f', 'last3b'], placeholders: { second: 3 } };

let root: string;
let dataDir: string;
let distDir: string;
let july1: StoredDraw;
let history: StoredDraw[];
let variant: GloVariant | null = PARTIAL;
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  const draws = await committedThaiDraws2026();
  july1 = draws.at(-1) as StoredDraw;
  expect(july1.date).toBe('2026-07-01');
  history = draws.slice(0, -1);
  root = await tempDir('partial');
  dataDir = join(root, 'data');
  distDir = join(root, 'dist');
  await seedStore(dataDir, [['thai-government', history]]);
  server = await testServer((req) => ({ body: askedDate(req) === '2026-07-01' && variant ? gloAnswer(july1, variant) : gloNothingYet() }));
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const update = (now: Date) =>
  runUpdate({ dataDir, now, deps: testDeps(server.url), build: () => buildSite({ dataDir, distDir, site: SITE }) });
const published = async (path: string) => JSON.parse(await readFile(join(distDir, path), 'utf8')) as Record<string, unknown>;

async function check(number: string): Promise<Record<string, unknown>> {
  const handler = createCheckHandler(distLatestSource(distDir), () => {});
  const response = await handler(new Request(`https://lotto.example/check?lottery=thai-government&number=${number}&lang=en`));
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

function statsDraws(stats: Record<string, unknown>, prize: string): number {
  return (stats['prizes'] as Array<{ prize: string; draws: number }>).find((p) => p.prize === prize)?.draws ?? -1;
}

describe('a partial GLO draw becomes announced, then complete', () => {
  const first = () => july1.prizes['first-prize']?.numbers[0] ?? '';
  const pendingAtFirst = [
    'near-first-prize',
    'second-prize',
    'third-prize',
    'fourth-prize',
    'fifth-prize',
    'first-three-digit',
    'last-three-digit',
  ];

  test('the first run stores the drawn prizes only and publishes the draw as announced', async () => {
    const report = await update(T1);
    expect(report.failed).toBe(false);
    expect(report.outcomes[0]?.draws).toEqual([
      { date: '2026-07-01', added: ['first-prize', 'last-two-digit'], status: 'announced', pending: pendingAtFirst },
    ]);
    expect(report.outcomes[0]?.notes).toEqual([
      '2026-07-01: response.result.data.second: 3 value(s) not drawn yet (placeholders), not stored',
    ]);
    expect(report.written).toEqual(['thai-government/2026.json']);

    const stored = (await readDraws(dataDir, 'thai-government')).at(-1);
    expect(stored?.prizes['first-prize']).toEqual({ ...july1.prizes['first-prize'], publishedAt: T1.toISOString(), approximate: false });
    expect(stored?.prizes['second-prize']).toBeUndefined();

    const results = (await published('api/thai-government/results.1.en.json'))['data'] as Array<Record<string, unknown>>;
    expect(results[0]).toMatchObject({ drawDate: '2026-07-01', status: 'announced', publishedAt: T1.toISOString() });
    expect((results[0]?.['pendingPrizes'] as Array<{ slug: string }>).map((p) => p.slug)).toEqual(pendingAtFirst);
    expect((results[0]?.['prizes'] as Array<{ slug: string }>).map((p) => p.slug)).toEqual(['first-prize', 'last-two-digit']);

    const checked = await check(first());
    expect(checked).toMatchObject({ drawDate: '2026-07-01', isWinner: true, complete: false });
    expect(checked['notice']).toEqual(expect.stringContaining('still being announced'));
    expect((checked['pendingPrizes'] as unknown[]).length).toBe(7);

    const stats = await published('api/thai-government/stats.en.json');
    expect(stats['dataset']).toMatchObject({ draws: history.length + 1, lastDate: '2026-07-01', updatedAt: T1.toISOString() });
    expect(statsDraws(stats, 'last-two-digit')).toBe(history.length + 1);
    expect(statsDraws(stats, 'last-three-digit')).toBe(history.length);
    expect((await verifyStore(dataDir, '2026-07-01')).defects.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test('the next run adds the rest; each prize keeps the time it was first seen; the draw is complete', async () => {
    variant = {};
    const report = await update(T2);
    expect(report.outcomes[0]?.draws).toEqual([
      {
        date: '2026-07-01',
        added: ['near-first-prize', 'second-prize', 'third-prize', 'fourth-prize', 'fifth-prize', 'first-three-digit', 'last-three-digit'],
        status: 'complete',
        pending: [],
      },
    ]);
    const stored = (await readDraws(dataDir, 'thai-government')).at(-1);
    expect(stored?.prizes['first-prize']?.publishedAt).toBe(T1.toISOString());
    expect(stored?.prizes['fifth-prize']).toEqual({ ...july1.prizes['fifth-prize'], publishedAt: T2.toISOString(), approximate: false });
    expect(stored?.prizes).toEqual(
      Object.fromEntries(
        Object.entries(july1.prizes).map(([slug, p]) => [
          slug,
          { ...p, publishedAt: (slug === 'first-prize' || slug === 'last-two-digit' ? T1 : T2).toISOString(), approximate: false },
        ]),
      ),
    );
    expect(stored?.sources).toEqual([
      {
        source: 'glo-api',
        ref: `POST ${server.url}/api/checking/getLotteryResult {"date":"01","month":"07","year":"2026"}`,
        prizes: Object.keys(july1.prizes),
      },
    ]);

    const results = (await published('api/thai-government/results.1.en.json'))['data'] as Array<Record<string, unknown>>;
    expect(results[0]).toMatchObject({ status: 'complete', pendingPrizes: [], publishedAt: T2.toISOString() });
    expect(await check(first())).toMatchObject({ complete: true, pendingPrizes: [], notice: null, isWinner: true });
    const stats = await published('api/thai-government/stats.en.json');
    expect(statsDraws(stats, 'last-three-digit')).toBe(history.length + 1);
    expect(stats['dataset']).toMatchObject({ updatedAt: T2.toISOString() });
  });

  test('a complete draw is no longer due: the next run asks nothing and writes nothing', async () => {
    const before = await hashTree(dataDir);
    const asked = server.requests.length;
    const report = await update(T3);
    expect(report.asked).toEqual([]);
    expect(report.written).toEqual([]);
    expect(server.requests.length).toBe(asked);
    expect(await hashTree(dataDir)).toBe(before);
  });
});
