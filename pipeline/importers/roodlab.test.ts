import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { formatYearFile } from '../store/format.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { roodlabJson, writeRoodlab } from '../testing/roodlab-datasets.ts';
import { parseRoodlab, roodlabImporter, roodlabUpstream } from './roodlab.ts';
import { runImport } from './run-import.ts';
import { stagedPath } from './upstream.ts';

const TODAY = '2026-11-21';
let root: string;

beforeEach(async () => {
  root = await tempDir('roodlab');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('roodlabImporter', () => {
  test('stores exactly the 3-top, 2-top and 2-bottom the file gives, from dataset:roodlab, and skips a day without numbers', async () => {
    const folder = await writeRoodlab(root, 'lao-citizen', [
      { date: '2026-07-13', numbers: ['054', '54', '07'], page: 2 },
      { date: '2026-07-14', page: 2 },
      { date: '2026-07-15', numbers: ['190', '90', '00'], page: 2 },
    ]);
    const out = await roodlabImporter('lao-citizen')(folder, { today: TODAY });
    expect(out.draws.map((d) => d.date)).toEqual(['2026-07-13', '2026-07-15']);
    const d = out.draws[1];
    expect(
      Object.fromEntries(
        Object.entries(d?.prizes ?? {}).map(([slug, p]) => [slug, [p?.numbers, p?.amount, p?.approximate, p?.publishedAt]]),
      ),
    ).toEqual({
      'last-three-digit': [['190'], null, true, '2026-07-15T00:45:00.000Z'],
      'upper-two-digit': [['90'], null, true, '2026-07-15T00:45:00.000Z'],
      'last-two-digit': [['00'], null, true, '2026-07-15T00:45:00.000Z'],
    });
    expect(d?.sources).toEqual([
      {
        source: 'dataset:roodlab',
        ref: 'knotji/roodlab@2082a02 data/history/laocitizen.json draws[0] (https://www.allhuay.com/lotto/laocitizen/page/2)',
        prizes: ['last-three-digit', 'upper-two-digit', 'last-two-digit'],
      },
    ]);
    expect(out.notices).toEqual([expect.objectContaining({ kind: 'skipped', date: '2026-07-14' })]);
  });

  test('C4.11: a draw from the single aggregator is marked so in the store file', async () => {
    const folder = await writeRoodlab(root, 'hanoi-star');
    const out = await roodlabImporter('hanoi-star')(folder, { today: TODAY });
    const text = formatYearFile({ lottery: 'hanoi-star', year: 2026, draws: [...out.draws] });
    expect(text.match(/"trust": "single-aggregator"/g)).toHaveLength(2);
  });

  test.each([
    ['a 4-digit 3-top', { top3: '1234' }, 'draws[0].top3', 'lao-star draw 2026-08-25: "1234" is not 3 digits'],
    ['a 1-digit 2-bottom', { bottom2: '7' }, 'draws[0].bottom2', 'lao-star draw 2026-08-25: "7" is not 2 digits'],
    ['a number given as a number', { top2: 47 }, 'draws[0].top2', 'lao-star draw 2026-08-25: 47 is not 2 digits'],
    ['an impossible date', { drawDate: '2026-02-30' }, 'draws[0].drawDate', 'lao-star: "2026-02-30" is not a calendar date'],
  ])('rejects %s, naming file, lottery, draw and field', (_name, change, field, message) => {
    const file = JSON.parse(roodlabJson('lao-star', [{ date: '2026-08-25', numbers: ['047', '47', '02'] }])) as {
      draws: Array<Record<string, unknown>>;
    };
    Object.assign(file.draws[0] as object, change);
    const run = () => parseRoodlab('lao-star', '/x/laostars.json', JSON.stringify(file));
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`/x/laostars.json: field ${field}: ${message}`);
  });

  test("rejects another lottery's file and a date listed twice", () => {
    const other = roodlabJson('lao-vip', [{ date: '2026-08-25', numbers: ['980', '80', '79'] }]);
    expect(() => parseRoodlab('lao-star', '/x.json', other)).toThrow('field lotteryId: lao-star: expected "laostars", found "laosvip"');
    const twice = JSON.parse(roodlabJson('lao-star', [{ date: '2026-08-25', numbers: ['047', '47', '02'] }])) as { draws: unknown[] };
    twice.draws.push(twice.draws[0]);
    expect(() => parseRoodlab('lao-star', '/x.json', JSON.stringify(twice))).toThrow(
      'field draws[1].drawDate: lao-star draw 2026-08-25: a second entry for this date',
    );
  });

  test.each([
    ['lotteryId', 'laosvip', 'field draws[0].lotteryId: lao-star draw 2026-08-25: expected "laostars", found "laosvip"'],
    [
      'id',
      'laostars-2026-01-01',
      'field draws[0].id: lao-star draw 2026-08-25: expected "laostars-2026-08-25", found "laostars-2026-01-01"',
    ],
    ['bottom2', undefined, 'field draws[0].bottom2: lao-star draw 2026-08-25: marked complete without bottom2'],
  ] as const)('rejects an entry whose own %s contradicts its file or its date', (key, value, message) => {
    const file = JSON.parse(roodlabJson('lao-star', [{ date: '2026-08-25', numbers: ['047', '47', '02'] }])) as {
      draws: Record<string, unknown>[];
    };
    const entry = file.draws[0] as Record<string, unknown>;
    if (value === undefined) delete entry[key];
    else entry[key] = value;
    expect(() => parseRoodlab('lao-star', '/x.json', JSON.stringify(file))).toThrow(message);
  });

  test('a draw after today is a named error: that lottery is not imported, data/ stays byte-identical, the others go on', async () => {
    const datasets = join(root, 'datasets');
    const dataDir = join(root, 'data');
    await mkdir(dataDir);
    await writeRoodlab(datasets, 'lao-tv');
    await writeRoodlab(datasets, 'lao-hd');
    const jobs = [
      { lottery: 'lao-hd', folder: join(datasets, 'lao-hd') },
      { lottery: 'lao-tv', folder: join(datasets, 'lao-tv') },
    ];
    const file = stagedPath(join(datasets, 'lao-hd'), roodlabUpstream('lao-hd'));
    // The entry's date and its id, which names the date.
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll('2026-08-25', '2026-12-25'));
    const before = await hashTree(dataDir);
    const run = await runImport(jobs, { dataDir, today: TODAY });
    expect(run.failures.map((f) => f.error.message)).toEqual([
      `${file} draws[0]: field date: draw 2026-12-25: the date is after today (2026-11-21, Thai time)`,
    ]);
    expect(run.written).toEqual(['lao-tv/2026.json']);
    await rm(join(dataDir, 'lao-tv'), { recursive: true });
    expect(await hashTree(dataDir)).toBe(before);
  });
});
