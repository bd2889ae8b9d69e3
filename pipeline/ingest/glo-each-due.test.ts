import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoredDraw } from '../store/schema.ts';
import { readDraws } from '../store/store.ts';
import { gloAnswer, gloErrorEnvelope, gloNothingYet } from '../testing/glo-fixtures.ts';
import { lottery } from '../registry/index.ts';
import { syntheticDraw, syntheticDraws } from '../testing/synthetic.ts';
import { tempDir } from '../testing/importer-fixtures.ts';
import { askedDate, committedThaiDraws2026, seedStore, testDeps, testServer } from '../testing/ingest-kit.ts';
import { runUpdate } from './run-update.ts';

/*
 * GLO answers one draw a request, and its source stops at the first date with prizes: with two
 * GLO draws due in one run (the committed 2026-06-16 and 2026-07-01, neither stored), each is asked
 * with its own dates, so the newer one is not left for the next run.
 */
let root: string;
let dataDir: string;
let byDate: Map<string, StoredDraw>;
const asked: string[] = [];
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  const draws = await committedThaiDraws2026();
  expect(draws.slice(-2).map((d) => d.date)).toEqual(['2026-06-16', '2026-07-01']);
  byDate = new Map(draws.map((d) => [d.date, d]));
  root = await tempDir('glo-each');
  dataDir = join(root, 'data');
  await seedStore(dataDir, [['thai-government', draws.slice(0, -2)]]);
  server = await testServer((req) => {
    const date = askedDate(req) ?? '';
    asked.push(date);
    const draw = byDate.get(date);
    return { body: draw && date >= '2026-06-16' ? gloAnswer(draw) : gloNothingYet() };
  });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('update with two GLO draws due', () => {
  test('stores both in one run, each asked with its own dates', async () => {
    const report = await runUpdate({
      dataDir,
      now: new Date('2026-07-01T08:05:00.000Z'),
      deps: testDeps(server.url),
      build: async () => null,
    });
    expect(report.failed).toBe(false);
    const stored = (await readDraws(dataDir, 'thai-government')).map((d) => d.date);
    expect(stored.slice(-2)).toEqual(['2026-06-16', '2026-07-01']);
    // Each draw's scheduled date first, and nothing after a draw was found.
    expect(asked).toEqual(['2026-06-16', '2026-07-01']);
  });
});

describe('update on 30 December, the New Year draw asked early', () => {
  let earlyRoot: string;
  let earlyData: string;
  let earlyServer: Awaited<ReturnType<typeof testServer>>;
  const def = lottery('thai-government');
  const dec16 = syntheticDraw(def, '2026-12-16');

  beforeAll(async () => {
    earlyRoot = await tempDir('glo-early');
    earlyData = join(earlyRoot, 'data');
    // Generated draws (never real data) up to 2026-12-01; the 16th's is what the stand-in GLO has.
    const stored = [...(await committedThaiDraws2026()), ...syntheticDraws(def, '2026-07-16', '2026-12-01')];
    await seedStore(earlyData, [['thai-government', stored]]);
    // What GLO answers for a day without a draw was never recorded: the worst case, an error envelope.
    earlyServer = await testServer((req) => ({ body: askedDate(req) === '2026-12-16' ? gloAnswer(dec16) : gloErrorEnvelope('no period') }));
  });
  afterAll(async () => {
    await earlyServer.close();
    await rm(earlyRoot, { recursive: true, force: true });
  });

  test("stores the 16th's draw found in the same run, and GLO's answer for the 30th is a note, not a failure", async () => {
    const report = await runUpdate({
      dataDir: earlyData,
      now: new Date('2026-12-30T08:05:00.000Z'),
      deps: testDeps(earlyServer.url),
      build: async () => null,
    });
    expect(report.failed).toBe(false);
    expect((await readDraws(earlyData, 'thai-government')).at(-1)?.date).toBe('2026-12-16');
    const notes = report.outcomes.flatMap((o) => o.notes);
    expect(notes.some((n) => n.startsWith('2026-12-30: asked early for the draw of 2027-01-01'))).toBe(true);
  });
});
