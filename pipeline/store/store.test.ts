import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LockedError } from '../errors/locked-error.ts';
import { StoreError } from '../errors/store-error.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { canonicalDraw, formatJson, formatYearFile } from './format.ts';
import { LOCK_FILE, withLock } from './lock.ts';
import type { StoredDraw } from './schema.ts';
import { readDraws, readYearFile, saveLotteries, yearFilePath } from './store.ts';
import { DEAD_PID } from '../testing/processes.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDir('store');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const AT = '2026-08-16T11:30:00.000Z';
function hanoi(date: string, special: string, g1: string): StoredDraw {
  return {
    date,
    prizes: {
      // Deliberately out of registry order, to show the formatter's canonical order.
      'last-two-digit': { numbers: [g1.slice(-2)], amount: null, publishedAt: AT, approximate: true },
      'first-prize': { numbers: [special], amount: null, publishedAt: AT, approximate: true },
    },
    sources: [{ source: 'dataset:xsmb', ref: `xsmb.csv ${date}`, prizes: ['last-two-digit', 'first-prize'] }],
  };
}

describe('stable formatter', () => {
  test('puts prizes and source prizes in registry order and numbers ascending', () => {
    const draw: StoredDraw = {
      ...hanoi('2026-08-16', '14696', '34229'),
      prizes: { 'fifth-prize': { numbers: ['354809', '000648', '354809'], amount: '20000.00', publishedAt: AT, approximate: true } },
    };
    const c = canonicalDraw(draw);
    expect(c.prizes['fifth-prize']?.numbers).toEqual(['000648', '354809', '354809']);
    expect(canonicalDraw(hanoi('2026-08-16', '14696', '34229')).sources[0]?.prizes).toEqual(['first-prize', 'last-two-digit']);
    expect(Object.keys(canonicalDraw(hanoi('2026-08-16', '14696', '34229')).prizes)).toEqual(['first-prize', 'last-two-digit']);
  });

  test('writes plain arrays on one line, objects one key per line, and a final newline', () => {
    expect(formatJson({ a: [1, '2'], b: { c: null }, d: [], e: undefined })).toBe(
      '{\n  "a": [1, "2"],\n  "b": {\n    "c": null\n  },\n  "d": []\n}\n',
    );
  });

  test('gives the same bytes for a draw read back from its own output', async () => {
    const file = {
      lottery: 'hanoi-normal' as const,
      year: 2026,
      draws: [hanoi('2026-08-15', '80278', '97028'), hanoi('2026-08-16', '14696', '34229')],
    };
    const text = formatYearFile(file);
    expect(formatYearFile(JSON.parse(text))).toBe(text);
  });
});

describe('saveLotteries', () => {
  test('never rewrites a file whose draws did not change', async () => {
    const draws = [hanoi('2025-12-31', '11111', '22222'), hanoi('2026-08-16', '14696', '34229')];
    expect(await saveLotteries(dataDir, new Map([['hanoi-normal', draws]]))).toEqual(['hanoi-normal/2025.json', 'hanoi-normal/2026.json']);
    const path = yearFilePath(dataDir, 'hanoi-normal', 2025);
    const mtime = (await stat(path)).mtimeMs;
    const before = await hashTree(dataDir);
    const reread = await readDraws(dataDir, 'hanoi-normal');
    expect(await saveLotteries(dataDir, new Map([['hanoi-normal', reread]]))).toEqual([]);
    const changed = [...reread, hanoi('2026-08-17', '33333', '44444')];
    expect(await saveLotteries(dataDir, new Map([['hanoi-normal', changed]]))).toEqual(['hanoi-normal/2026.json']);
    expect((await stat(path)).mtimeMs).toBe(mtime);
    expect(await hashTree(dataDir)).not.toBe(before);
  });

  test('refuses a write that would drop a year of draws', async () => {
    await saveLotteries(dataDir, new Map([['hanoi-normal', [hanoi('2025-12-31', '11111', '22222')]]]));
    await expect(saveLotteries(dataDir, new Map([['hanoi-normal', [hanoi('2026-08-16', '14696', '34229')]]]))).rejects.toThrow(StoreError);
  });

  test('validates every lottery before touching the disk', async () => {
    const bad = {
      ...hanoi('2026-08-16', '14696', '34229'),
      prizes: { 'first-prize': { numbers: ['1469x'], amount: null, publishedAt: AT, approximate: true } },
    };
    const before = await hashTree(dataDir);
    const p = (n: string) => ({ numbers: [n], amount: null, publishedAt: AT, approximate: true });
    const vip: StoredDraw = {
      date: '2026-08-16',
      prizes: { 'last-three-digit': p('062'), 'upper-two-digit': p('62'), 'last-two-digit': p('02') },
      sources: [{ source: 'dataset:lekdee-hanoi', ref: 'x.csv', prizes: ['last-three-digit', 'upper-two-digit', 'last-two-digit'] }],
    };
    const changes = new Map([
      ['hanoi-vip', [vip]],
      ['hanoi-normal', [bad]],
    ] as const);
    await expect(saveLotteries(dataDir, changes)).rejects.toThrow(
      /hanoi-normal\/2026\.json: draw 2026-08-16, prizes\.first-prize\.numbers\.0: expected ASCII digits only/,
    );
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('refuses to write a file back around a draw edited by hand out of the registry (C8.1), naming file and draw', async () => {
    await saveLotteries(
      dataDir,
      new Map([['hanoi-normal', [hanoi('2026-08-15', '80278', '97028'), hanoi('2026-08-16', '14696', '34229')]]]),
    );
    const path = yearFilePath(dataDir, 'hanoi-normal', 2026);
    // Schema-valid (ASCII digits) but three digits for a 2-digit prize.
    await writeFile(path, (await readFile(path, 'utf8')).replace('"numbers": ["28"]', '"numbers": ["028"]'));
    const before = await hashTree(dataDir);
    const draws = [...(await readDraws(dataDir, 'hanoi-normal')), hanoi('2026-08-17', '33333', '44444')];
    await expect(saveLotteries(dataDir, new Map([['hanoi-normal', draws]]))).rejects.toThrow(
      /hanoi-normal\/2026\.json: draw 2026-08-15, last-two-digit: .*2 digits/,
    );
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('a crash between renames leaves each file either old or new, whole, and no temporary file', async () => {
    await saveLotteries(
      dataDir,
      new Map([['hanoi-normal', [hanoi('2025-12-31', '11111', '22222'), hanoi('2026-01-01', '55555', '66666')]]]),
    );
    const old2026 = await readFile(yearFilePath(dataDir, 'hanoi-normal', 2026), 'utf8');
    const next = [
      hanoi('2025-12-30', '77777', '88888'),
      hanoi('2025-12-31', '11111', '22222'),
      hanoi('2026-01-01', '55555', '66666'),
      hanoi('2026-01-02', '99999', '00000'),
    ];
    const hooks = {
      afterCommit: () => {
        throw new Error('simulated crash');
      },
    };
    await expect(saveLotteries(dataDir, new Map([['hanoi-normal', next]]), hooks)).rejects.toThrow('simulated crash');
    expect((await readYearFile(yearFilePath(dataDir, 'hanoi-normal', 2025))).draws.map((d) => d.date)).toEqual([
      '2025-12-30',
      '2025-12-31',
    ]);
    expect(await readFile(yearFilePath(dataDir, 'hanoi-normal', 2026), 'utf8')).toBe(old2026);
    expect(await readdir(join(dataDir, 'hanoi-normal'))).toEqual(['2025.json', '2026.json']);
  });
});

describe('readYearFile', () => {
  test.each([
    ['not JSON', '{', /not readable JSON/],
    [
      'a draw of another year',
      formatYearFile({ lottery: 'hanoi-normal', year: 2025, draws: [hanoi('2026-08-16', '14696', '34229')] }),
      /draw 2026-08-16, date: 2026-08-16 is not in 2025/,
    ],
    ['an unknown key', '{"lottery":"hanoi-normal","year":2025,"draws":[],"extra":1}', /Unrecognized key/],
  ])('rejects %s, naming the file', async (_name, text, message) => {
    const path = join(dataDir, '2025.json');
    await writeFile(path, text);
    await expect(readYearFile(path)).rejects.toThrow(StoreError);
    await expect(readYearFile(path)).rejects.toThrow(message);
  });
});

describe('withLock', () => {
  test('refuses a second concurrent writer and releases the lock afterwards, even on failure', async () => {
    const second = withLock(dataDir, async () => {
      await expect(withLock(dataDir, async () => 'never')).rejects.toThrow(LockedError);
      throw new Error('first run fails');
    });
    await expect(second).rejects.toThrow('first run fails');
    await expect(withLock(dataDir, async () => 'free again')).resolves.toBe('free again');
    expect(await readdir(dataDir)).toEqual([]);
  });

  test('takes over a lock left by a process that no longer exists', async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, LOCK_FILE), `${DEAD_PID}\n`);
    await expect(withLock(dataDir, async () => 'taken over')).resolves.toBe('taken over');
  });
});
