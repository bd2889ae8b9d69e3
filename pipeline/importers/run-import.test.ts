import { appendFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { LockedError } from '../errors/locked-error.ts';
import { lottery } from '../registry/index.ts';
import { withLock } from '../store/lock.ts';
import { readConflicts } from '../store/conflicts.ts';
import { readDraws, readYearFile, saveLotteries } from '../store/store.ts';
import { IMPORTERS } from './all-importers.ts';
import { buildDraw } from './build-draw.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { writeAllDatasets } from '../testing/mini-datasets.ts';
import { formatImportRun } from './report.ts';
import { correctPrize } from '../ingest/correct.ts';
import { type ImportJob, runImport } from './run-import.ts';
import { ROODLAB_FILES } from './roodlab.ts';
import { LAO_SANOOK_CSV, stagedPath } from './upstream.ts';

const TODAY = '2026-11-21';
let root: string;
let datasets: string;
let dataDir: string;

const allJobs = (): ImportJob[] => Object.keys(IMPORTERS).map((id) => ({ lottery: id, folder: join(datasets, id) }));

beforeEach(async () => {
  root = await tempDir('run-import');
  datasets = join(root, 'datasets');
  dataDir = join(root, 'data');
  await mkdir(dataDir);
  await writeAllDatasets(datasets);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Every file under data/, each read back through the store's zod schema. */
async function readEveryFile(): Promise<string[]> {
  const names: string[] = [];
  for (const dir of await readdir(dataDir)) {
    for (const name of await readdir(join(dataDir, dir))) {
      names.push(`${dir}/${name}`);
      await readYearFile(join(dataDir, dir, name));
    }
  }
  return names.sort();
}

describe('runImport', () => {
  test('imports every lottery, and a second run changes no byte', async () => {
    const first = await runImport(allJobs(), { dataDir, today: TODAY });
    expect(first.written).toEqual([
      'thai-government/2006.json',
      'thai-government/2007.json',
      'thai-government/2010.json',
      'thai-government/2019.json',
      'thai-government/2020.json',
      'thai-government/2026.json',
      'lao-lottery/2017.json',
      'lao-lottery/2025.json',
      'lao-lottery/2026.json',
      'hanoi-normal/2026.json',
      'hanoi-special/2026.json',
      'hanoi-vip/2026.json',
      'hanoi-adhoc/2026.json',
      ...Object.keys(ROODLAB_FILES).map((id) => `${id}/2026.json`),
    ]);
    const before = await hashTree(dataDir);
    const second = await runImport(allJobs(), { dataDir, today: TODAY });
    expect(second.written).toEqual([]);
    expect(second.imports.every((i) => i.merge.addedDraws === 0 && i.merge.addedPrizes === 0 && !i.merge.changed)).toBe(true);
    expect(await hashTree(dataDir)).toBe(before);
    expect(formatImportRun(second).at(-1)).toBe('data/ unchanged: no file written');
  });

  test('a malformed row is an ImportError naming file, line and field; that lottery stays byte-identical and the others go on', async () => {
    await runImport(allJobs(), { dataDir, today: TODAY });
    const before = await hashTree(dataDir);
    const csv = stagedPath(join(datasets, 'lao-lottery'), LAO_SANOOK_CSV);
    await appendFile(csv, '2026-10-07,12x4\r\n');
    await rm(join(dataDir, 'lao-star'), { recursive: true });
    const run = await runImport(allJobs(), { dataDir, today: TODAY });
    expect(run.failures.map((f) => [f.lottery, f.error instanceof ImportError, f.error.message])).toEqual([
      ['lao-lottery', true, `${csv}:6: field four_digit: "12x4" is not a 4-digit number`],
    ]);
    expect(run.written).toEqual(['lao-star/2026.json']);
    expect(await hashTree(dataDir)).toBe(before);
    expect(formatImportRun(run)).toContain(
      `lao-lottery: not imported, nothing of it written: ${csv}:6: field four_digit: "12x4" is not a 4-digit number`,
    );
  });

  test('rejects an impossible date before writing anything of that lottery', async () => {
    const csv = stagedPath(join(datasets, 'lao-lottery'), LAO_SANOOK_CSV);
    await appendFile(csv, '2026-02-29,1234\r\n');
    const run = await runImport(allJobs(), { dataDir, today: TODAY });
    expect(run.failures.map((f) => f.error.message)).toEqual([expect.stringMatching(/:6: field draw_date: "2026-02-29" is not a real/)]);
    expect(await readdir(dataDir)).not.toContain('lao-lottery');
  });

  test('rejects a lottery that has no importer', async () => {
    await expect(runImport([{ lottery: 'gsb-lottery', folder: datasets }], { dataDir, today: TODAY })).rejects.toThrow(ImportError);
    await expect(runImport([{ lottery: 'lao-nowhere', folder: datasets }], { dataDir, today: TODAY })).rejects.toThrow(
      /no importer for "lao-nowhere"/,
    );
  });

  test('rejects a draw after today, writing nothing of the lotteries that have one', async () => {
    const run = await runImport(allJobs(), { dataDir, today: '2026-08-15' });
    expect(run.failures.length).toBeGreaterThan(0);
    expect(run.failures.every((f) => /is after today/.test(f.error.message))).toBe(true);
    const failed = new Set<string>(run.failures.map((f) => f.lottery));
    for (const dir of await readdir(dataDir)) expect(failed.has(dir), dir).toBe(false);
  });

  test('never overwrites a stored prize that a source contradicts: it reports it and adds the rest (C8.2)', async () => {
    const def = lottery('hanoi-normal');
    const stored = buildDraw(
      def,
      {
        date: '2026-08-16',
        prizes: { 'last-two-digit': { numbers: ['39'] } },
        sources: [{ source: 'manual', ref: 'add-draw by an operator', prizes: ['last-two-digit'] }],
        origin: { file: 'test', line: null },
      },
      TODAY,
    );
    await saveLotteries(dataDir, new Map([['hanoi-normal', [stored]]]));
    const run = await runImport([{ lottery: 'hanoi-normal', folder: join(datasets, 'hanoi-normal') }], { dataDir, today: TODAY });
    const merge = run.imports[0]?.merge;
    expect(merge).toMatchObject({ addedDraws: 1, addedPrizes: 4 });
    expect(merge?.conflicts).toEqual([
      expect.objectContaining({
        date: '2026-08-16',
        prize: 'last-two-digit',
        a: expect.objectContaining({ source: 'store', only: ['39'], stored: true }),
        b: expect.objectContaining({ source: 'dataset:xsmb', only: ['29'] }),
      }),
    ]);
    const draw = (await readDraws(dataDir, 'hanoi-normal')).find((d) => d.date === '2026-08-16');
    expect(draw?.prizes['last-two-digit']?.numbers).toEqual(['39']);
    expect(draw?.prizes['first-prize']?.numbers).toEqual(['14696']);
    expect(draw?.sources.map((s) => [s.source, s.prizes])).toEqual([
      ['manual', ['last-two-digit']],
      ['dataset:xsmb', ['first-prize', 'last-four-digit', 'last-three-digit', 'upper-two-digit']],
    ]);
    expect(
      formatImportRun(run).some((l) => l.includes('disagreement 2026-08-16 last-two-digit: store has 39 (stored), dataset:xsmb has 29')),
    ).toBe(true);
    // Recorded as update records one, for `correct` to settle; running the import again adds nothing.
    const entry = {
      lottery: 'hanoi-normal',
      date: '2026-08-16',
      prize: 'last-two-digit',
      stored: ['39'],
      incoming: ['29'],
      source: 'dataset:xsmb',
    };
    expect(run.newConflicts).toEqual([expect.objectContaining(entry)]);
    expect(await readConflicts(dataDir)).toEqual([expect.objectContaining(entry)]);
    expect(run.written[0]).toBe('conflicts.json');
    const before = await hashTree(dataDir);
    const again = await runImport([{ lottery: 'hanoi-normal', folder: join(datasets, 'hanoi-normal') }], { dataDir, today: TODAY });
    expect([again.newConflicts, again.written]).toEqual([[], []]);
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('prizes that would not fit a stored prize the dataset contradicts are not added to that draw; the rest of the import goes on', async () => {
    const def = lottery('hanoi-normal');
    // The operator's first prize differs from the dataset's 14696, whose derived prizes would not fit it.
    const stored = buildDraw(
      def,
      {
        date: '2026-08-16',
        prizes: { 'first-prize': { numbers: ['14697'] } },
        sources: [{ source: 'manual', ref: 'add-draw by an operator', prizes: ['first-prize'] }],
        origin: { file: 'test', line: null },
      },
      TODAY,
    );
    await saveLotteries(dataDir, new Map([['hanoi-normal', [stored]]]));
    const run = await runImport([{ lottery: 'hanoi-normal', folder: join(datasets, 'hanoi-normal') }], { dataDir, today: TODAY });
    expect(run.failures).toEqual([]);
    const item = run.imports[0];
    expect(item?.merge.conflicts.map((c) => [c.date, c.prize])).toEqual([['2026-08-16', 'first-prize']]);
    expect(item?.merge.notices).toContainEqual(
      expect.objectContaining({
        kind: 'kept-stored',
        date: '2026-08-16',
        message: expect.stringMatching(/^prizes not added: .*inconsistent/),
      }),
    );
    const draws = await readDraws(dataDir, 'hanoi-normal');
    expect(draws.find((d) => d.date === '2026-08-16')).toEqual(stored);
    // The dataset's other draws were added.
    expect(draws.length).toBeGreaterThan(1);
    expect(item?.merge.addedDraws).toBe(draws.length - 1);
    expect(item?.merge.addedPrizes).toBe(0);
  });

  test('a value a correction replaced is no new disagreement when a dataset gives it again: named as decided, not counted', async () => {
    const job = [{ lottery: 'hanoi-normal', folder: join(datasets, 'hanoi-normal') }];
    await runImport(job, { dataDir, today: TODAY });
    const draw = (await readDraws(dataDir, 'hanoi-normal')).find((d) => d.date === '2026-08-16');
    expect(draw?.prizes['last-two-digit']?.numbers).toEqual(['29']);
    // The operator decides that the dataset's 29 was wrong.
    await correctPrize({
      dataDir,
      lottery: 'hanoi-normal',
      date: '2026-08-16',
      prize: 'last-two-digit',
      numbers: ['39'],
      reason: 'the result sheet says 39',
      now: new Date('2026-08-17T00:00:00.000Z'),
    });
    const before = await hashTree(dataDir);
    const again = await runImport(job, { dataDir, today: TODAY });
    expect(again.imports[0]?.merge.conflicts).toEqual([]);
    expect(again.imports[0]?.decided).toEqual([expect.objectContaining({ date: '2026-08-16', prize: 'last-two-digit' })]);
    expect([again.newConflicts, again.written]).toEqual([[], []]);
    expect(await hashTree(dataDir)).toBe(before);
    expect(
      formatImportRun(again).some((l) =>
        l.startsWith('  decided by correct (data/corrections.json): disagreement 2026-08-16 last-two-digit'),
      ),
    ).toBe(true);
  });

  test('a crash after the first renamed file leaves every file whole and valid; a rerun completes the import', async () => {
    const crash = new Error('simulated crash');
    const hooks = {
      afterCommit: (_target: string, done: number) => {
        if (done === 1) throw crash;
      },
    };
    await expect(runImport(allJobs(), { dataDir, today: TODAY, hooks })).rejects.toBe(crash);
    expect(await readEveryFile()).toEqual(['thai-government/2006.json']);
    await runImport(allJobs(), { dataDir, today: TODAY });
    const healed = await hashTree(dataDir);

    const clean = join(root, 'clean');
    await mkdir(clean);
    await runImport(allJobs(), { dataDir: clean, today: TODAY });
    expect(await hashTree(clean)).toBe(healed);
  });

  test('refuses to write while another run holds the lock', async () => {
    const before = await hashTree(dataDir);
    await withLock(dataDir, async () => {
      await expect(runImport(allJobs(), { dataDir, today: TODAY })).rejects.toThrow(LockedError);
    });
    expect(await hashTree(dataDir)).toBe(before);
  });
});
