import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { askedDate, committedThaiDraws2026, seedStore, testServer } from '../testing/ingest-kit.ts';
import type { StoredDraw } from '../store/schema.ts';
import { gloAnswer, gloNothingYet } from '../testing/glo-fixtures.ts';

/*
 * `due`, `update`, `add-draw` and `correct` as an operator or CI runs them: `npm run pipeline`,
 * i.e. node with tsx on pipeline/cli.ts, against a temporary data/ and a stand-in GLO on port 0.
 */

const AT = '2026-07-01T15:10:00+07:00';
let draws2026: StoredDraw[];
let july1: StoredDraw;
let root: string;
let dataDir: string;
let gloStatus = 200;
/** While set, GLO holds every answer until it resolves. */
let gloGate: Promise<void> | null = null;
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  draws2026 = await committedThaiDraws2026();
  july1 = draws2026.at(-1) as StoredDraw;
  server = await testServer(async (req) => {
    if (gloGate) await gloGate;
    if (gloStatus !== 200) return { status: gloStatus, body: 'Internal Server Error' };
    return { body: askedDate(req) === '2026-07-01' ? gloAnswer(july1) : gloNothingYet() };
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  root = await tempDir('ingest-cli');
  dataDir = join(root, 'data');
  await seedStore(dataDir, [['thai-government', draws2026.slice(0, -1)]]);
  gloStatus = 200;
  gloGate = null;
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function pipeline(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GLO_API_URL: server.url,
    INGEST_ATTEMPTS: '2',
    INGEST_RETRY_DELAY_MS: '0',
    INGEST_TIMEOUT_MS: '20000',
  };
  delete env['DATA_DIR'];
  delete env['DIST_DIR'];
  return promisify(execFile)(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'pipeline/cli.ts'), ...args], {
    cwd: PROJECT_ROOT,
    env,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

describe('pipeline due', () => {
  test('lists the due draw with the dates it will ask for', async () => {
    const run = await pipeline('due', '--data', dataDir, '--at', AT);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'at 2026-07-01T08:10:00.000Z (2026-07-01 15:10 Thai time): 1 due, 0 overdue',
        'due: thai-government 2026-07-01 missing (result time 14:30 Thai time; asking 2026-07-01, 2026-06-30, 2026-06-29, 2026-06-28; due until 2026-07-01T13:30:00.000Z)',
        'not considered (no source configured): 48 lotteries (--all lists them)',
        '',
      ].join('\n'),
    );
  });

  test('refuses an --at without a time zone', async () => {
    const run = await pipeline('due', '--data', dataDir, '--at', '2026-07-01T15:10');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--at: "2026-07-01T15:10" is not an ISO 8601 instant with a time zone');
  });
});

describe('pipeline update', () => {
  test('ingests the due draw, builds, and a second run asks nothing and writes nothing', async () => {
    const dist = join(root, 'dist');
    const first = await pipeline('update', '--data', dataDir, '--dist', dist, '--at', AT);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      'thai-government 2026-07-01 glo-api: stored first-prize, near-first-prize, second-prize, third-prize, fourth-prize, fifth-prize, first-three-digit, last-three-digit, last-two-digit; complete\n',
    );
    expect(first.stdout).toContain('wrote 1 file(s): thai-government/2026.json\n');
    expect(first.stdout).toMatch(/built .*dist: \d+ files/);
    const latest = JSON.parse(await readFile(join(dist, 'api/thai-government/latest.json'), 'utf8')) as { draw: { date: string } };
    expect(latest.draw.date).toBe('2026-07-01');

    const before = await hashTree(dataDir);
    const second = await pipeline('update', '--data', dataDir, '--no-build', '--at', '2026-07-01T16:00:00+07:00');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('nothing due: no source asked\ndata/ unchanged: no file written\n');
    expect(await hashTree(dataDir)).toBe(before);
    expect((await pipeline('verify', '--data', dataDir, '--today', '2026-07-01')).code).toBe(0);
  });

  test('exits 1 with the error on stderr when GLO fails, data/ untouched; --keep-going exits 0', async () => {
    gloStatus = 500;
    const before = await hashTree(dataDir);
    const run = await pipeline('update', '--data', dataDir, '--no-build', '--at', AT);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `error: SourceUnreachableError: glo-api POST ${server.url}/api/checking/getLotteryResult, thai-government draw 2026-07-01, field HTTP status: unreachable: HTTP 500: Internal Server Error (gave up after 2 attempt(s))\n`,
    );
    expect(run.stdout).toContain('thai-government glo-api: failed, nothing stored from it');
    expect(await hashTree(dataDir)).toBe(before);
    expect((await pipeline('update', '--data', dataDir, '--no-build', '--keep-going', '--at', AT)).code).toBe(0);
  });

  test('two runs at once: one ingests, the other is refused by the lock', async () => {
    let release: () => void = () => {};
    gloGate = new Promise((resolve) => {
      release = resolve;
    });
    const asked = server.requests.length;
    const first = pipeline('update', '--data', dataDir, '--no-build', '--at', AT);
    // The first run holds the lock while GLO keeps it waiting; the second runs meanwhile.
    while (server.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await pipeline('update', '--data', dataDir, '--no-build', '--at', AT);
    release();
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^error: the data store is locked by process \d+/);
    expect((await first).code).toBe(0);
    expect((await pipeline('verify', '--data', dataDir, '--today', '2026-07-01')).code).toBe(0);
  });

  test('asks for one draw on demand with --lottery and --date', async () => {
    const run = await pipeline(
      'update',
      '--data',
      dataDir,
      '--no-build',
      '--at',
      '2026-07-09T12:00:00+07:00',
      '--lottery',
      'thai-government',
      '--date',
      '2026-07-01',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('wrote 1 file(s): thai-government/2026.json');
  });
});

describe('pipeline add-draw and correct', () => {
  /** `npm run pipeline -- add-draw` on the test's data/. */
  const addDraw = (...options: string[]) => pipeline('add-draw', '--data', dataDir, ...options);

  test('adds a typed official draw, then corrects a prize with a reason; verify passes', async () => {
    const add = await pipeline(
      'add-draw',
      '--data',
      dataDir,
      '--lottery',
      'thai-government',
      '--date',
      '2026-07-16',
      '--prize',
      'first-prize=123456',
      '--prize',
      'last-two-digit=45',
      '--at',
      '2026-07-16T14:45:00+07:00',
      '--ref',
      'GLO result sheet',
    );
    expect(add).toMatchObject({ code: 0, stderr: '' });
    expect(add.stdout).toBe(
      'thai-government 2026-07-16: stored first-prize, last-two-digit\nthe draw is announced; pending: near-first-prize, second-prize, third-prize, fourth-prize, fifth-prize, first-three-digit, last-three-digit\nwrote thai-government/2026.json\n',
    );
    // `correct` on the draw just added, with the options given.
    const correct = (...options: string[]) =>
      pipeline('correct', '--data', dataDir, '--lottery', 'thai-government', '--date', '2026-07-16', ...options);
    const fix = await correct(
      '--prize',
      'last-two-digit',
      '--numbers',
      '46',
      '--reason',
      'typo: the sheet says 46',
      '--at',
      '2026-07-16T16:00:00+07:00',
    );
    expect(fix.code).toBe(0);
    expect(fix.stdout).toBe('thai-government 2026-07-16 last-two-digit: 45 -> 46\nwrote corrections.json thai-government/2026.json\n');
    expect(JSON.parse(await readFile(join(dataDir, 'corrections.json'), 'utf8'))).toMatchObject([
      { old: { numbers: ['45'] }, new: { numbers: ['46'] }, reason: 'typo: the sheet says 46', at: '2026-07-16T09:00:00.000Z' },
    ]);
    expect((await pipeline('verify', '--data', dataDir, '--today', '2026-07-16')).code).toBe(0);

    const amounts = await correct(
      '--prize',
      'first-prize',
      '--amount',
      '3000000.00',
      '--prize',
      'last-two-digit',
      '--amount',
      '1000.00',
      '--reason',
      'the amounts of the time',
      '--at',
      '2026-07-16T17:00:00+07:00',
    );
    expect(amounts).toMatchObject({ code: 0, stderr: '' });
    expect(amounts.stdout).toBe(
      'thai-government 2026-07-16 first-prize amount: 6000000.00 -> 3000000.00\nthai-government 2026-07-16 last-two-digit amount: 2000.00 -> 1000.00\nwrote corrections.json thai-government/2026.json\n',
    );
    const mixed = await correct('--prize', 'first-prize', '--numbers', '123457', '--amount', '2000000.00', '--reason', 'both');
    expect(mixed.code).not.toBe(0);
    expect(mixed.stderr).toContain('not both in one run (got 1 --prize, 1 --numbers and 1 --amount)');
    expect((await pipeline('verify', '--data', dataDir, '--today', '2026-07-16')).code).toBe(0);
  });

  test('add-draw run twice without --ref writes once: the second says already stored and leaves data/ as it was', async () => {
    const add = () => addDraw('--lottery', 'thai-government', '--date', '2026-07-16', '--prize', 'last-three-digit=123,456');
    const first = await add();
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('wrote thai-government/2026.json');
    const before = await hashTree(dataDir);
    const again = await add();
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe('thai-government 2026-07-16: already stored, nothing written');
    expect(again.stdout).toContain('data/ unchanged');
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('add-draw refuses a publication before the draw, and says why a prize the lottery lacks is refused', async () => {
    const before = await hashTree(dataDir);
    const early = await addDraw(
      '--lottery',
      'thai-government',
      '--date',
      '2026-07-16',
      '--prize',
      'last-two-digit=45',
      '--at',
      '2026-07-15T23:00:00+07:00',
    );
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(
      'field --prize last-two-digit.publishedAt: rejected: 2026-07-15T16:00:00.000Z is before the draw of 2026-07-16 (Thai time)',
    );
    const lacking = await addDraw('--lottery', 'lao-star', '--date', '2026-07-01', '--prize', 'first-prize=12345');
    expect(lacking.code).toBe(1);
    expect(lacking.stderr).toContain(
      "field --prize: rejected: no complete prize given; --prize first-prize: first-prize 12345 not stored: lao-star's prize table from 2000-01-01 has no first-prize (C4.9)",
    );
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('correct refuses an --at in the future or before the prize was published, naming --at', async () => {
    const before = await hashTree(dataDir);
    const stored = draws2026.at(-2) as StoredDraw;
    const other = stored.prizes['last-two-digit']?.numbers[0] === '00' ? '01' : '00';
    const fix = [
      '--lottery',
      'thai-government',
      '--date',
      stored.date,
      '--prize',
      'last-two-digit',
      '--numbers',
      other,
      '--reason',
      'test',
    ];
    const correct = (at: string) => pipeline('correct', '--data', dataDir, ...fix, '--at', at);
    const future = await correct('2099-01-01T00:00:00Z');
    expect(future.code).not.toBe(0);
    expect(future.stderr).toContain('--at: 2099-01-01T00:00:00.000Z is in the future');
    const past = await correct(`${stored.date}T00:00:00Z`);
    expect(past.code).toBe(1);
    expect(past.stderr).toContain(
      `field --at: rejected: ${stored.date}T00:00:00.000Z is before last-two-digit of ${stored.date} was published (${stored.prizes['last-two-digit']?.publishedAt})`,
    );
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('add-draw names the field of bad input and writes nothing', async () => {
    const before = await hashTree(dataDir);
    const run = await addDraw('--lottery', 'thai-government', '--date', '2026-07-16', '--prize', 'first-prize=12345');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'error: manual npm run pipeline -- add-draw, thai-government draw 2026-07-16, field --prize first-prize: rejected: 12345 has 5 digits; first-prize numbers have 6\n',
    );
    expect(await hashTree(dataDir)).toBe(before);
  });
});
