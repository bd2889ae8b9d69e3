import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { SourceUnreachableError } from '../errors/source-unreachable-error.ts';
import { type LotteryDef, type LotteryId, lottery } from '../registry/index.ts';
import { readDraws } from '../store/store.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { type Reply, type SeenRequest, testHttp, testServer } from '../testing/ingest-kit.ts';
import { liveStandin, standinDraw, standinEndpoints } from '../testing/live-standin.ts';
import { allhuayPage, allhuayValues, hanoiBrandBody, laoBrandBody, xsktPage } from '../testing/source-bodies.ts';
import { runUpdate } from './run-update.ts';

/*
 * `update` with the live sources turned on (data/sources.json "live": true) against one loopback
 * stand-in for all of them: two sources for one draw go through reconcile (agreement records both,
 * a disagreement is a conflict and never an overwrite), an aggregator-only draw is marked (C4.11),
 * and every kind of bad input is a named error that stores nothing while the run goes on.
 */

let dataDir: string;
let server: Awaited<ReturnType<typeof testServer>> | undefined;
let reply: (req: SeenRequest) => Reply;
beforeEach(async () => {
  dataDir = await tempDir('live-update');
  await writeFile(join(dataDir, 'sources.json'), JSON.stringify({ version: 1, live: true, feeds: {} }));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

async function run(
  at: string,
  options: {
    force?: { lottery: LotteryId; date: string };
    draw?: (def: LotteryDef) => ReturnType<typeof standinDraw> | null;
    override?: (req: SeenRequest, id: LotteryId | null) => Reply | undefined;
  } = {},
) {
  const date = at.slice(0, 10);
  // One stand-in per test, so that a second run asks the same URLs (refs are by URL).
  reply = liveStandin(options.draw ?? ((def) => standinDraw(def, date)), options.override);
  server ??= await testServer((req) => reply(req));
  const base = server.url;
  return runUpdate<never>({
    dataDir,
    now: new Date(at),
    deps: (config) => ({
      gloBaseUrl: 'http://127.0.0.1:9',
      http: testHttp({ timeoutMs: 300, attempts: 2 }),
      config,
      live: standinEndpoints(base),
    }),
    ...(options.force ? { force: options.force } : {}),
  });
}

describe('update with live sources', () => {
  test('a brand API and allhuay agreeing on a draw: stored once, both sources recorded, one GET each', async () => {
    const report = await run('2026-06-23T09:00:00.000Z', { force: { lottery: 'lao-star', date: '2026-06-23' } });
    expect(report.failed).toBe(false);
    expect(report.outcomes.map((o) => [o.source, o.error, o.conflicts.length])).toEqual([
      ['lao-brand-api', null, 0],
      ['allhuay', null, 0],
    ]);
    expect(server?.requests.map((r) => r.url)).toEqual(['/brand/api.laostars.com/result', '/allhuay/lotto/laostars']);
    const [draw] = await readDraws(dataDir, 'lao-star');
    const want = standinDraw(lottery('lao-star'), '2026-06-23');
    // lao-star's table is 3-top/2-top/2-bottom (C4.9): the brand API's headline is read, not stored.
    expect(draw?.prizes['first-prize']).toBeUndefined();
    expect(draw?.prizes['last-three-digit']?.numbers).toEqual([want.headline.slice(-3)]);
    expect(draw?.prizes['last-two-digit']?.numbers).toEqual([want.headline.slice(0, 2)]);
    expect(draw?.sources.map((s) => [s.source, s.prizes.length])).toEqual([
      ['lao-brand-api', 3],
      ['allhuay', 3],
    ]);
    expect(draw?.trust).toBeUndefined();
  });

  test('allhuay disagreeing with the brand API is a conflict: recorded, reported, the first value stands', async () => {
    const report = await run('2026-06-23T09:00:00.000Z', {
      force: { lottery: 'lao-star', date: '2026-06-23' },
      override: (req) => {
        if (req.url !== '/allhuay/lotto/laostars') return undefined;
        const n = standinDraw(lottery('lao-star'), '2026-06-23').headline;
        return {
          contentType: 'text/html',
          body: allhuayPage({
            slug: 'laostars',
            name: 'ลาวสตาร์',
            hero: { date: '2026-06-23', values: allhuayValues(n.slice(-3), n.slice(-2), n.slice(0, 2) === '99' ? '98' : '99') },
            history: [],
          }),
        };
      },
    });
    expect(report.failed).toBe(true);
    const conflict = report.outcomes[1]?.conflicts[0];
    expect(conflict?.entry).toMatchObject({ lottery: 'lao-star', date: '2026-06-23', prize: 'last-two-digit', source: 'allhuay' });
    expect(conflict?.error.message).toMatch(
      /^allhuay GET http:\/\/127\.0\.0\.1:\d+\/allhuay\/lotto\/laostars, lao-star draw 2026-06-23, field last-two-digit: conflict/,
    );
    const log = JSON.parse(await readFile(join(dataDir, 'conflicts.json'), 'utf8')) as Array<{ source: string; prize: string }>;
    expect(log.map((c) => [c.source, c.prize])).toEqual([['allhuay', 'last-two-digit']]);
    const [draw] = await readDraws(dataDir, 'lao-star');
    expect(draw?.prizes['last-two-digit']?.numbers).toEqual([standinDraw(lottery('lao-star'), '2026-06-23').headline.slice(0, 2)]);
  });

  describe('a page showing one draw twice', () => {
    const date = '2026-06-23';
    const headline = standinDraw(lottery('lao-star'), date).headline;
    const shown = allhuayValues(headline.slice(-3), headline.slice(-2), headline.slice(0, 2));
    const allhuay = (row: Array<[string, string]>) => (req: SeenRequest) =>
      req.url === '/allhuay/lotto/laostars'
        ? {
            contentType: 'text/html',
            body: allhuayPage({ slug: 'laostars', name: 'ลาวสตาร์', hero: { date, values: shown }, history: [{ date, values: row }] }),
          }
        : undefined;

    test("allhuay's latest box and its table's first row agreeing: one draw, stored as when shown once", async () => {
      const report = await run('2026-06-23T09:00:00.000Z', { force: { lottery: 'lao-star', date }, override: allhuay(shown) });
      expect(report.failed).toBe(false);
      expect(report.outcomes.map((o) => [o.source, o.error, o.conflicts.length])).toEqual([
        ['lao-brand-api', null, 0],
        ['allhuay', null, 0],
      ]);
      const [draw] = await readDraws(dataDir, 'lao-star');
      expect(draw?.sources.map((s) => [s.source, s.prizes.length])).toEqual([
        ['lao-brand-api', 3],
        ['allhuay', 3],
      ]);
    });

    test('allhuay showing the draw again with other numbers: the page is refused whole, no conflict logged', async () => {
      const other = allhuayValues(headline.slice(-3), headline.slice(-2), headline.slice(0, 2) === '99' ? '98' : '99');
      const report = await run('2026-06-23T09:00:00.000Z', { force: { lottery: 'lao-star', date }, override: allhuay(other) });
      expect(report.failed).toBe(true);
      const outcome = report.outcomes[1];
      expect(outcome?.error).toBeInstanceOf(SourceShapeError);
      expect(outcome?.error?.message).toMatch(
        /draw 2026-06-23 is shown twice with different last-two-digit .*nothing of this answer is stored/,
      );
      expect(outcome?.conflicts).toEqual([]);
      await expect(readFile(join(dataDir, 'conflicts.json'), 'utf8')).rejects.toThrow(/ENOENT/);
      // The brand API's draw, given alone, is stored; allhuay is not among its sources.
      const [draw] = await readDraws(dataDir, 'lao-star');
      expect(draw?.sources.map((s) => s.source)).toEqual(['lao-brand-api']);
    });

    test('xskt showing two results for one date: refused whole, nothing stored from it', async () => {
      const report = await run('2026-06-23T12:00:00.000Z', {
        force: { lottery: 'hanoi-normal', date },
        override: (req) =>
          req.url === '/xskt/xsmb'
            ? {
                contentType: 'text/html; charset=UTF-8',
                body: xsktPage([
                  { date, special: '12345', g1: '54321' },
                  { date, special: '99999', g1: '54321' },
                ]),
              }
            : undefined,
      });
      const xskt = report.outcomes.find((o) => o.source === 'xskt');
      expect(xskt?.error?.message).toMatch(/draw 2026-06-23 is shown twice with different first-prize/);
      expect(xskt?.conflicts).toEqual([]);
      const draw = (await readDraws(dataDir, 'hanoi-normal')).find((d) => d.date === date);
      expect(draw?.sources.map((s) => s.source)).toEqual(['allhuay']);
    });
  });

  test('a draw only the aggregator gave is marked so in the store (C4.11)', async () => {
    const report = await run('2026-06-23T06:00:00.000Z', { force: { lottery: 'lao-plus', date: '2026-06-23' } });
    expect(report.failed).toBe(false);
    const [draw] = await readDraws(dataDir, 'lao-plus');
    expect(draw?.sources.map((s) => s.source)).toEqual(['allhuay']);
    expect(draw?.trust).toBe('single-aggregator');
  });

  test('a brand API confirming the draw in a later run lifts the aggregator mark; both sources are listed', async () => {
    const first = await run('2026-06-23T09:00:00.000Z', {
      force: { lottery: 'lao-star', date: '2026-06-23' },
      override: (req) => (req.url.startsWith('/brand/') ? { status: 503, body: 'busy' } : undefined),
    });
    expect(first.outcomes.map((o) => [o.source, o.error?.name ?? null])).toEqual([
      ['lao-brand-api', 'SourceUnreachableError'],
      ['allhuay', null],
    ]);
    const second = await run('2026-06-23T09:30:00.000Z', { force: { lottery: 'lao-star', date: '2026-06-23' } });
    expect(second.failed).toBe(false);
    const [draw] = await readDraws(dataDir, 'lao-star');
    expect(draw?.sources.map((s) => [s.source, s.prizes])).toEqual([
      ['allhuay', ['last-three-digit', 'upper-two-digit', 'last-two-digit']],
      ['lao-brand-api', ['last-three-digit', 'upper-two-digit', 'last-two-digit']],
    ]);
    expect(draw?.trust).toBeUndefined();
  });

  test('hanoi-normal: xskt and allhuay both answer for the draw', async () => {
    const report = await run('2026-06-23T12:00:00.000Z', { force: { lottery: 'hanoi-normal', date: '2026-06-23' } });
    expect(report.failed).toBe(false);
    const draw = (await readDraws(dataDir, 'hanoi-normal')).find((d) => d.date === '2026-06-23');
    expect(draw?.sources.map((s) => s.source)).toEqual(['xskt', 'allhuay']);
  });

  test('a host that does not answer is asked once per run: its later sources fail at once, the others are stored', async () => {
    const date = '2026-06-24';
    reply = liveStandin((def) => standinDraw(def, date));
    server = await testServer((req) => reply(req));
    const silent = await testServer(() => 'hang');
    try {
      const report = await runUpdate<never>({
        dataDir,
        now: new Date(`${date}T09:00:00.000Z`),
        deps: (config) => ({
          gloBaseUrl: 'http://127.0.0.1:9',
          http: { ...testHttp({ timeoutMs: 300, attempts: 2 }), silent: new Map() },
          config,
          live: { ...standinEndpoints(server?.url as string), allhuayBase: `${silent.url}/allhuay` },
        }),
      });
      const allhuay = report.outcomes.filter((o) => o.source === 'allhuay');
      expect(allhuay.length).toBeGreaterThan(2);
      // The first allhuay page waited out both attempts; every later one was not sent.
      const first = new URL((allhuay[0]?.url ?? '').replace(/^GET /, '')).pathname;
      expect(silent.requests.map((r) => r.url)).toEqual([first, first]);
      expect(allhuay[0]?.error?.message).toMatch(/no answer within 300 ms \(timeout\) \(gave up after 2 attempt\(s\)\)$/);
      for (const o of allhuay.slice(1))
        expect(o.error?.message).toMatch(
          /unreachable: not asked: http:\/\/127\.0\.0\.1:\d+ did not answer earlier in this run \(no answer within 300 ms \(timeout\)\); the next run asks again$/,
        );
      // The brand APIs, on another host, answered: their draws are stored.
      const brand = report.outcomes.filter((o) => o.source !== 'allhuay');
      expect(brand.length).toBeGreaterThan(0);
      expect(brand.every((o) => o.error === null)).toBe(true);
      for (const o of brand) expect((await readDraws(dataDir, o.lottery)).map((d) => d.date)).toContain(date);
    } finally {
      await silent.close();
    }
  });

  test('a run that has spent its budget asks no more sources, reports them, and stores what it gathered', async () => {
    const date = '2026-06-24';
    // Each request costs a minute on the run's clock; the budget is three.
    let minutes = 0;
    reply = liveStandin((def) => standinDraw(def, date));
    server = await testServer((req) => {
      minutes += 1;
      return reply(req);
    });
    const report = await runUpdate<never>({
      dataDir,
      now: new Date(`${date}T09:00:00.000Z`),
      clock: () => minutes * 60_000,
      deps: (config) => ({
        gloBaseUrl: 'http://127.0.0.1:9',
        http: testHttp({ timeoutMs: 300, attempts: 2 }),
        config,
        live: standinEndpoints(server?.url as string),
        runBudgetMs: 3 * 60_000,
      }),
    });
    const asked = report.outcomes.filter((o) => o.error === null);
    const skipped = report.outcomes.filter((o) => o.error !== null);
    expect(server.requests).toHaveLength(3);
    expect(asked).toHaveLength(3);
    expect(skipped.length).toBeGreaterThan(0);
    for (const o of skipped)
      expect(o.error?.message).toMatch(
        /field \(run budget\): unreachable: not asked: the run has spent its 180000 ms \(INGEST_RUN_BUDGET_MS\); what it gathered is stored/,
      );
    expect(report.failed).toBe(true);
    // What the three answered is stored.
    for (const o of asked) expect((await readDraws(dataDir, o.lottery)).map((d) => d.date)).toContain(date);
  });

  test('bad input of every kind: named errors, data/ byte-identical, every due lottery still asked', async () => {
    const date = '2026-06-24';
    const lotteryOf = (id: LotteryId | null) => lottery(id ?? 'lao-star');
    // A number of the wrong width, and another lottery's answer, in each source's own shape.
    const wrongWidth = (req: SeenRequest, id: LotteryId | null): Reply => {
      const def = lotteryOf(id);
      if (req.url.startsWith('/brand/'))
        return {
          body:
            def.family === 'hanoi'
              ? hanoiBrandBody({ date, prize1st: '123456', prize2nd: '12345', show: def.resultTime })
              : laoBrandBody({ date, digit5: '123456', show: def.resultTime }),
        };
      if (req.url.startsWith('/xskt/')) return { contentType: 'text/html', body: xsktPage([{ date, special: '1234', g1: '12345' }]) };
      return {
        contentType: 'text/html',
        body: allhuayPage({
          slug: req.url.split('/').pop() as string,
          name: def.names.th,
          hero: { date, values: allhuayValues('1234', '34', '12') },
          history: [],
        }),
      };
    };
    const another = (req: SeenRequest, id: LotteryId | null): Reply => {
      const def = lotteryOf(id);
      const late = `${String((Number(def.resultTime.slice(0, 2)) + 5) % 24).padStart(2, '0')}:${def.resultTime.slice(3)}`;
      if (req.url.startsWith('/brand/'))
        return {
          body:
            def.family === 'hanoi'
              ? hanoiBrandBody({ date, prize1st: '12345', prize2nd: '12345', show: late })
              : laoBrandBody({ date, digit5: '12345', show: late }),
        };
      if (req.url.startsWith('/xskt/'))
        return { contentType: 'text/html', body: xsktPage([{ date, special: '12345', g1: '12345' }], '/xsmn') };
      return {
        contentType: 'text/html',
        body: allhuayPage({
          slug: 'some-other-lottery',
          name: def.names.th,
          hero: { date, values: allhuayValues('345', '45', '12') },
          history: [],
        }),
      };
    };
    type Kind = (req: SeenRequest, id: LotteryId | null) => Reply;
    const html: Kind = () => ({
      status: 200,
      contentType: 'text/html',
      body: '<!DOCTYPE html><html><body>Checking your browser</body></html>',
    });
    const json: Kind = () => ({ status: 200, body: '{"error":"maintenance"}' });
    const forbidden: Kind = () => ({ status: 403, contentType: 'text/plain', body: 'Forbidden' });
    const hang: Kind = () => 'hang';
    // Brand APIs (5 asked at this hour) and pages (the others) each go through every kind.
    const kinds = { brand: [another, wrongWidth, html, forbidden, hang], page: [another, wrongWidth, json, forbidden, hang, html] };
    const before = await hashTree(dataDir);
    const seen = { brand: new Map<string, number>(), page: new Map<string, number>() };
    const report = await run(`${date}T09:00:00.000Z`, {
      override: (req, id) => {
        // The same kind for every attempt at one URL, the next kind for the next URL of its type.
        const type = req.url.startsWith('/brand/') ? 'brand' : 'page';
        if (!seen[type].has(req.url)) seen[type].set(req.url, seen[type].size);
        const list = kinds[type];
        return (list[(seen[type].get(req.url) as number) % list.length] as Kind)(req, id);
      },
    });
    expect(await hashTree(dataDir)).toBe(before);
    expect(report.asked.length).toBeGreaterThan(10);
    expect(report.written).toEqual([]);
    const askedIds = new Set(report.asked.map((a) => a.lottery));
    expect(new Set(report.outcomes.map((o) => o.lottery))).toEqual(askedIds);
    expect(seen.brand.size).toBeGreaterThanOrEqual(kinds.brand.length);
    expect(seen.page.size).toBeGreaterThanOrEqual(kinds.page.length);
    for (const o of report.outcomes) {
      expect(o.error).not.toBeNull();
      expect(o.error).toSatisfy((e: unknown) => e instanceof SourceShapeError || e instanceof SourceUnreachableError);
      // source, URL, lottery and draw, in that order
      expect(o.error?.message).toMatch(
        new RegExp(`^${o.source} GET http://127\\.0\\.0\\.1:\\d+/\\S+, ${o.lottery} draw \\d{4}-\\d{2}-\\d{2}, field `),
      );
    }
    const messages = report.outcomes.map((o) => o.error?.message ?? '').join('\n');
    for (const kind of [
      'an HTML page instead of JSON',
      'not an HTML page',
      'HTTP 403',
      'timeout',
      'is not a 5-digit number',
      "another lottery's page",
      "another game's numbers",
    ]) {
      expect(messages).toContain(kind);
    }
  });

  test('a draw dated in the future or on a day without a draw is rejected by name; nothing stored', async () => {
    const before = await hashTree(dataDir);
    const future = await run('2026-06-23T09:00:00.000Z', {
      force: { lottery: 'lao-star', date: '2026-06-23' },
      draw: (def) => standinDraw(def, '2026-06-25'),
    });
    expect(future.outcomes.map((o) => o.error?.constructor)).toEqual([DrawRejectedError, DrawRejectedError]);
    expect(future.outcomes[0]?.error?.message).toMatch(
      /lao-star draw 2026-06-25, field data\.date: rejected: 2026-06-25 is after today \(2026-06-23, Thai time\)/,
    );
    // lao-lottery never draws on a Sunday; allhuay is not official, so no moved draw is accepted from it.
    const sunday = await run('2026-06-21T14:00:00.000Z', { force: { lottery: 'lao-lottery', date: '2026-06-21' } });
    expect(sunday.outcomes[0]?.error).toBeInstanceOf(DrawRejectedError);
    expect(sunday.outcomes[0]?.error?.message).toMatch(
      /^allhuay GET \S+\/allhuay\/lotto\/laosdevelops, lao-lottery draw 2026-06-21, field #lotto-latest-results\.date: rejected: 2026-06-21 is not a draw date of lao-lottery's schedule .*only an official source may report a moved draw/,
    );
    expect(await hashTree(dataDir)).toBe(before);
  });
});
