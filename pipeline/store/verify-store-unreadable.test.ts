import { join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { tempDir } from '../testing/importer-fixtures.ts';
import { formatNoDraw } from './no-draw.ts';
import { saveLotteries, yearFilePath } from './store.ts';
import type { StoredDraw } from './schema.ts';
import { verifyStore } from './verify-store.ts';
import { rm, writeFile } from 'node:fs/promises';

/*
 * `verify` checks every file of data/ (docs/ingest.md): one it cannot read is that file's problem,
 * and the others are still checked. Unreadable is simulated (the tests may run as root, which
 * reads a chmod 000 file): node:fs/promises' readFile refuses the paths in UNREADABLE.
 */
const UNREADABLE = new Set<string>();
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    readFile: ((path: string, ...rest: unknown[]) => {
      if (UNREADABLE.has(String(path)))
        return Promise.reject(Object.assign(new Error(`EACCES: permission denied, open '${path}'`), { code: 'EACCES' }));
      return (fs.readFile as (...args: unknown[]) => Promise<unknown>)(path, ...rest);
    }) as typeof fs.readFile,
  };
});

const AT = '2026-08-16T11:30:00.000Z';
const draw = (date: string, special: string): StoredDraw => {
  const p = (n: string) => ({ numbers: [n], amount: null, publishedAt: AT, approximate: true });
  return {
    date,
    prizes: {
      'first-prize': p(special),
      'last-three-digit': p(special.slice(-3)),
      'upper-two-digit': p(special.slice(-2)),
      'last-two-digit': p('29'),
    },
    sources: [{ source: 'dataset:xsmb', ref: 'xsmb.csv', prizes: ['first-prize'] }],
  };
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDir('verify-unreadable');
  await saveLotteries(dataDir, new Map([['hanoi-normal', [draw('2025-08-15', '80278'), draw('2026-08-16', '14696')]]]));
});
afterEach(async () => {
  UNREADABLE.clear();
  await rm(dataDir, { recursive: true, force: true });
});

test('an unreadable year file or root file is reported, and every other file is still checked', async () => {
  await writeFile(join(dataDir, 'no-draw.json'), formatNoDraw([]));
  UNREADABLE.add(yearFilePath(dataDir, 'hanoi-normal', 2025));
  UNREADABLE.add(join(dataDir, 'no-draw.json'));
  const report = await verifyStore(dataDir, '2026-11-21');
  const errors = report.problems.filter((p) => p.severity === 'error').map((p) => [p.path, p.problem]);
  expect(errors).toEqual([
    ['hanoi-normal/2025.json', expect.stringMatching(/^not readable: EACCES: permission denied/)],
    ['no-draw.json', expect.stringMatching(/^not readable: EACCES: permission denied/)],
  ]);
  // The readable year was checked: its draw is counted.
  expect(report.draws).toBe(1);
});
