import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import { LockedError } from '../errors/locked-error.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { SourceUnreachableError } from '../errors/source-unreachable-error.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import type { LotteryId } from '../registry/index.ts';
import { readConflicts } from '../store/conflicts.ts';
import type { StoredDraw } from '../store/schema.ts';
import { readDraws, yearFilePath } from '../store/store.ts';
import { verifyStore } from '../store/verify-store.ts';
import { FEED_FORMAT } from '../sources/feed-format.ts';
import { type GloVariant, gloAnswer, gloNothingYet, onlyKeys } from '../testing/glo-fixtures.ts';
import { type UpdateOptions, runUpdate } from './run-update.ts';
import {
  type Reply,
  type SeenRequest,
  askedDate,
  committedThaiDraws2026,
  seedStore,
  testDeps,
  testHttp,
  testServer,
} from '../testing/ingest-kit.ts';

/*
 * Issue 5 "Fault tests": each fault through `runUpdate` against stand-in upstreams on port 0.
 * After each: a clear error, data/ whole and valid (the verify code), and byte-identical where
 * nothing should have changed.
 */

const AT = new Date('2026-07-01T09:00:00.000Z'); // 16:00 Thai time: thai-government (14:30) and lao-star (15:45) are due
const TODAY = '2026-07-01';
const LAO_STAR_FEED = {
  format: FEED_FORMAT,
  version: 1,
  lottery: 'lao-star',
  draws: [
    {
      date: '2026-07-01',
      prizes: [
        { slug: 'first-prize', numbers: ['50262'] },
        { slug: 'last-three-digit', numbers: ['262'] },
        { slug: 'upper-two-digit', numbers: ['62'] },
        { slug: 'last-two-digit', numbers: ['50'] },
      ],
    },
  ],
};

let draws2026: StoredDraw[];
let july1: StoredDraw;
let dataDir: string;
let glo: (req: SeenRequest, n: number) => Reply | Promise<Reply>;
let feed: (req: SeenRequest, n: number) => Reply | Promise<Reply>;
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  draws2026 = await committedThaiDraws2026();
  july1 = draws2026.at(-1) as StoredDraw;
});

beforeEach(async () => {
  dataDir = await tempDir('faults');
  await seedStore(dataDir, [['thai-government', draws2026.slice(0, -1)]]);
  glo = (req) => ({ body: askedDate(req) === '2026-07-01' ? gloAnswer(july1) : gloNothingYet() });
  feed = () => ({ body: JSON.stringify(LAO_STAR_FEED) });
  server = await testServer((req, n) => (req.url.startsWith('/api/') ? glo(req, n) : feed(req, n)));
});
afterEach(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

function update(extra: Partial<UpdateOptions<never>> = {}, http = testHttp()) {
  return runUpdate<never>({ dataDir, now: AT, deps: testDeps(server.url, http), ...extra });
}

async function withFeed(): Promise<void> {
  await writeFile(
    join(dataDir, 'sources.json'),
    `${JSON.stringify({ version: 1, feeds: { 'lao-star': { url: `${server.url}/lao-star.json` } } }, null, 2)}\n`,
  );
}

async function expectValid(): Promise<void> {
  const report = await verifyStore(dataDir, TODAY);
  expect(report.problems).toEqual([]);
  expect(report.defects.filter((d) => d.severity === 'error')).toEqual([]);
}

async function stored(lottery: LotteryId, date: string): Promise<StoredDraw | undefined> {
  return (await readDraws(dataDir, lottery)).find((d) => d.date === date);
}

const gloRequests = () => server.requests.filter((r) => r.url.startsWith('/api/'));

describe('upstream faults leave data/ byte-identical, with an error naming the source, draw and field', () => {
  const raw = (body: string, contentType = 'application/json'): Reply => ({ contentType, body });
  test.each([
    [
      'a timeout',
      () => 'hang' as const,
      SourceUnreachableError,
      'field (connection): unreachable: no answer within 200 ms (timeout) (gave up after 2 attempt(s))',
      2,
    ],
    [
      'a 500, retried, then unreachable',
      () => ({ status: 500, body: 'Internal Server Error' }),
      SourceUnreachableError,
      'field HTTP status: unreachable: HTTP 500: Internal Server Error (gave up after 2 attempt(s))',
      2,
    ],
    [
      'a 403, not retried',
      () => ({ status: 403, body: 'Forbidden' }),
      SourceUnreachableError,
      'field HTTP status: unreachable: HTTP 403: Forbidden; not retried',
      1,
    ],
    [
      'malformed JSON',
      () => raw(gloAnswer(july1).slice(0, 300)),
      SourceShapeError,
      'field (body): changed shape: not JSON (Content-Type application/json',
      1,
    ],
    [
      'HTML instead of JSON',
      () => raw('<!DOCTYPE html><html><body>Service Unavailable</body></html>', 'text/html; charset=utf-8'),
      SourceShapeError,
      'field (body): changed shape: an HTML page instead of JSON',
      1,
    ],
    [
      'a changed field',
      () => raw(gloAnswer(july1).replaceAll('"value":', '"val":')),
      SourceShapeError,
      'field response.result.data.first.number[0].value: changed shape: Invalid input: expected string, received undefined',
      1,
    ],
    [
      'an error envelope',
      () =>
        raw(
          JSON.stringify({
            statusMessage: 'getLotteryResult - Error',
            statusCode: 500,
            message: 'DB timeout',
            status: false,
            response: null,
          }),
        ),
      SourceShapeError,
      'field status: changed shape: GLO answered with an error envelope',
      // The scheduled date of a moved draw may answer so too: the moved-draw days whose result time
      // has passed are asked before the first date's envelope is the error.
      4,
    ],
    [
      'a number of the wrong width',
      () => raw(gloAnswer(july1, { values: { last2: ['5'] } })),
      DrawRejectedError,
      'field response.result.data.last2: rejected: 5 has 1 digits; last-two-digit numbers have 2',
      1,
    ],
  ])('%s', async (_name, reply, type, message, requests) => {
    glo = reply;
    const before = await hashTree(dataDir);
    const report = await update({}, testHttp({ timeoutMs: 200, attempts: 2 }));
    const error = report.outcomes[0]?.error;
    expect(error).toBeInstanceOf(type);
    expect(error?.message).toContain(
      `glo-api POST ${server.url}/api/checking/getLotteryResult, thai-government draw 2026-07-01, ${message}`,
    );
    expect(report.failed).toBe(true);
    expect(report.written).toEqual([]);
    expect(gloRequests()).toHaveLength(requests);
    expect(await hashTree(dataDir)).toBe(before);
    await expectValid();
  });
});

describe('draws in progress and disagreements', () => {
  test('a partial draw stores the prizes that are whole; the draw is announced and stays due', async () => {
    glo = () => ({ body: gloAnswer(july1, { omit: ['fifth'], placeholders: { fourth: 10 } } satisfies GloVariant) });
    const report = await update();
    expect(report.failed).toBe(false);
    expect(report.outcomes[0]?.draws[0]).toMatchObject({ status: 'announced', pending: ['fourth-prize', 'fifth-prize'] });
    expect(Object.keys((await stored('thai-government', '2026-07-01'))?.prizes ?? {})).toHaveLength(7);
    await expectValid();
    const again = await update({ now: new Date(AT.getTime() + 15 * 60_000) });
    expect(again.asked.map((d) => `${d.lottery} ${d.date} ${d.state}`)).toEqual(['thai-government 2026-07-01 incomplete']);
  });

  test('a conflicting number is recorded and reported, the stored value stands, and a rerun records it once', async () => {
    await seedStore(dataDir, [['thai-government', [...draws2026.slice(0, -1), onlyKeys(july1, ['first', 'last2'])]]]);
    const storedLast2 = july1.prizes['last-two-digit']?.numbers ?? [];
    const other = storedLast2[0] === '00' ? '01' : '00';
    glo = () => ({ body: gloAnswer(july1, { values: { last2: [other] }, omit: ['fifth'] }) });

    const report = await update();
    expect(report.failed).toBe(true);
    const conflict = report.outcomes[0]?.conflicts[0];
    expect(conflict?.error.message).toBe(
      `glo-api POST ${server.url}/api/checking/getLotteryResult, thai-government draw 2026-07-01, field last-two-digit: conflict: the source has ${other}, the store has ${storedLast2.join(' ')}; the stored value stands (change it with \`npm run pipeline -- correct\`)`,
    );
    const draw = await stored('thai-government', '2026-07-01');
    expect(draw?.prizes['last-two-digit']?.numbers).toEqual(storedLast2);
    expect(draw?.prizes['second-prize']).toBeDefined(); // the agreeing and new prizes were still added
    expect(await readConflicts(dataDir)).toEqual([
      {
        lottery: 'thai-government',
        date: '2026-07-01',
        prize: 'last-two-digit',
        stored: storedLast2,
        incoming: [other],
        source: 'glo-api',
        ref: `POST ${server.url}/api/checking/getLotteryResult {"date":"01","month":"07","year":"2026"}`,
        seenAt: AT.toISOString(),
      },
    ]);
    expect(report.written).toEqual(['conflicts.json', 'thai-government/2026.json']);
    await expectValid();

    const before = await hashTree(dataDir);
    const again = await update({ now: new Date(AT.getTime() + 15 * 60_000) });
    expect(again.outcomes[0]?.conflicts).toHaveLength(1); // still reported...
    expect(again.newConflicts).toEqual([]); // ...but not recorded twice
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('a first prize that conflicts is recorded even though the answer, inconsistent with the store, is rejected whole', async () => {
    const partial = onlyKeys(july1, ['first']);
    await seedStore(dataDir, [['thai-government', [...draws2026.slice(0, -1), partial]]]);
    const first = july1.prizes['first-prize']?.numbers[0] ?? '';
    const moved = String((Number(first) + 5) % 1_000_000).padStart(6, '0');
    const near = [Number(moved) - 1, Number(moved) + 1].map((n) => String(n).padStart(6, '0'));
    glo = () => ({ body: gloAnswer(july1, { values: { first: [moved], near1: near } }) });
    const before = await hashTree(dataDir);
    const report = await update();
    expect(report.outcomes[0]?.error).toBeInstanceOf(DrawRejectedError);
    expect(report.outcomes[0]?.error?.message).toContain(
      'field near-first-prize: rejected: with the stored prizes the draw would be inconsistent',
    );
    expect((await readConflicts(dataDir)).map((c) => [c.prize, c.stored, c.incoming])).toEqual([['first-prize', [first], [moved]]]);
    expect(await stored('thai-government', '2026-07-01')).toEqual(partial);
    expect(report.written).toEqual(['conflicts.json']);
    expect(await hashTree(dataDir)).not.toBe(before);
    await expectValid();
  });

  test('one failing source does not stop the others: GLO is stored while the feed is broken', async () => {
    await withFeed();
    feed = () => ({ body: '{"format":"lottery-results-feed","version":1,"lottery":"lao-star","draws":[' });
    const report = await update();
    expect(report.outcomes.map((o) => [o.lottery, o.error?.name ?? 'ok'])).toEqual([
      ['thai-government', 'ok'],
      ['lao-star', 'SourceShapeError'],
    ]);
    expect(report.written).toEqual(['thai-government/2026.json']);
    await expectValid();
  });
});

describe('interrupted and concurrent runs', () => {
  test('a crash between writing two files leaves each whole, data/ valid, and the next run finishes the job', async () => {
    await withFeed();
    const thaiBefore = await readFile(yearFilePath(dataDir, 'thai-government', 2026), 'utf8');
    const crash = {
      afterCommit: (_target: string, done: number) => {
        if (done === 1) throw new Error('simulated crash after the first rename');
      },
    };
    await expect(update({ hooks: crash })).rejects.toThrow('simulated crash after the first rename');
    expect(await readFile(yearFilePath(dataDir, 'thai-government', 2026), 'utf8')).not.toBe(thaiBefore);
    expect(await readDraws(dataDir, 'lao-star')).toEqual([]);
    expect(await readdir(join(dataDir, 'lao-star'))).toEqual([]); // its folder was made; its file was never renamed in, and no temporary file is left
    expect(await readdir(join(dataDir, 'thai-government'))).toEqual(['2026.json']);
    await expectValid();

    const later = new Date(AT.getTime() + 15 * 60_000);
    const resumed = await update({ now: later });
    expect(resumed.asked.map((d) => d.lottery)).toEqual(['lao-star']);
    expect(resumed.written).toEqual(['lao-star/2026.json']);
    await expectValid();
    const before = await hashTree(dataDir);
    expect((await update({ now: later })).written).toEqual([]);
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('a crash after the conflicts log keeps the disagreement; the next run adds the draws, recording it once', async () => {
    const storedLast2 = july1.prizes['last-two-digit']?.numbers ?? [];
    await seedStore(dataDir, [['thai-government', [...draws2026.slice(0, -1), onlyKeys(july1, ['first', 'last2'])]]]);
    glo = () => ({ body: gloAnswer(july1, { values: { last2: [storedLast2[0] === '00' ? '01' : '00'] } }) });
    const crash = {
      afterCommit: (target: string) => {
        if (target.endsWith('conflicts.json')) throw new Error('simulated crash after the log');
      },
    };
    await expect(update({ hooks: crash })).rejects.toThrow('simulated crash after the log');
    expect(await readConflicts(dataDir)).toHaveLength(1);
    expect(Object.keys((await stored('thai-government', '2026-07-01'))?.prizes ?? {})).toEqual(['first-prize', 'last-two-digit']);
    await expectValid();
    const again = await update({ now: new Date(AT.getTime() + 15 * 60_000) });
    expect(again.written).toEqual(['thai-government/2026.json']);
    expect(again.outcomes[0]?.draws[0]?.status).toBe('complete');
    expect(await readConflicts(dataDir)).toHaveLength(1);
    await expectValid();
  });

  test('two runs at once cannot both write: the second is refused by the lock', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    glo = async (req) => {
      await gate;
      return { body: askedDate(req) === '2026-07-01' ? gloAnswer(july1) : gloNothingYet() };
    };
    const first = update();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = update();
    await expect(second).rejects.toThrow(LockedError);
    release();
    expect((await first).written).toEqual(['thai-government/2026.json']);
    expect(gloRequests()).toHaveLength(1);
    await expectValid();
  });
});
