import { execFile } from 'node:child_process';
import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { tempDir } from '../testing/importer-fixtures.ts';
import type { StoredDraw } from '../store/schema.ts';
import { saveLotteries, yearFilePath } from '../store/store.ts';
import { formatCorrections } from '../store/corrections.ts';
import { formatYearFile } from '../store/format.ts';
import { verifyStore } from '../store/verify-store.ts';
import { withLock } from '../store/lock.ts';
import { formatVerify } from './verify.ts';
import { DEAD_PID } from '../testing/processes.ts';

const TODAY = '2026-11-21';
const AT = '2026-08-16T11:30:00.000Z';
let dataDir: string;

function hanoiDraw(date: string, special: string, top2 = special.slice(-2)): StoredDraw {
  const p = (n: string) => ({ numbers: [n], amount: null, publishedAt: AT, approximate: true });
  return {
    date,
    prizes: { 'first-prize': p(special), 'last-three-digit': p(special.slice(-3)), 'upper-two-digit': p(top2), 'last-two-digit': p('29') },
    sources: [{ source: 'dataset:xsmb', ref: 'xsmb.csv', prizes: ['first-prize'] }],
  };
}

/** 2015-06-02: a real GLO draw moved off the 1st (PROVENANCE thai-government). */
function movedGloDraw(): StoredDraw {
  return {
    date: '2015-06-02',
    prizes: { 'first-prize': { numbers: ['123456'], amount: '2000000.00', publishedAt: '2015-06-02T07:30:00.000Z', approximate: true } },
    sources: [{ source: 'dataset:glo-archive', ref: 'x.json', prizes: ['first-prize'] }],
  };
}

beforeEach(async () => {
  dataDir = await tempDir('verify');
  await saveLotteries(
    dataDir,
    new Map([
      ['hanoi-normal', [hanoiDraw('2026-08-15', '80278'), hanoiDraw('2026-08-16', '14696')]],
      ['thai-government', [movedGloDraw()]],
    ]),
  );
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** A year file holding a draw out of the registry, written by hand (the store itself refuses to write one). */
async function plantBadDraw(): Promise<void> {
  const draws = [hanoiDraw('2026-08-15', '80278'), hanoiDraw('2026-08-16', '14696', '69')];
  await writeFile(yearFilePath(dataDir, 'hanoi-normal', 2026), formatYearFile({ lottery: 'hanoi-normal', year: 2026, draws }));
}

async function verify(): Promise<{ lines: string[]; ok: boolean }> {
  return formatVerify(await verifyStore(dataDir, TODAY));
}

describe('verify', () => {
  test('passes a valid store, counting an off-schedule date as a warning', async () => {
    expect(await verify()).toEqual({
      lines: ['warnings by kind: off-schedule 1', 'verified 3 draws in 2 files of 2 lotteries: 0 error(s), 1 warning(s)'],
      ok: true,
    });
  });

  test('fails on a planted bad draw with a "lottery date prize: problem" line', async () => {
    await plantBadDraw();
    const { lines, ok } = await verify();
    expect(ok).toBe(false);
    expect(lines[0]).toBe('hanoi-normal 2026-08-16 upper-two-digit: 69 is not the last 2 digits of first-prize 14696');
  });

  test.each([
    ['a stray file', 'notes.txt', 'file', 'notes.txt: stray file'],
    ['a stray directory', 'backup', 'dir', 'backup: stray directory'],
    [
      'a non-year file in a lottery folder',
      'hanoi-normal/2026.json.bak',
      'file',
      'hanoi-normal/2026.json.bak: stray entry: not a YYYY.json year file; the build refuses it',
    ],
    ['a misnamed year file', 'hanoi-normal/26.json', 'file', 'hanoi-normal/26.json: stray entry: not a YYYY.json year file'],
    ['a folder named as a year file', 'hanoi-normal/2027.json', 'dir', 'hanoi-normal/2027.json: stray entry: a folder'],
    ['a year file that is a link', 'hanoi-normal/2027.json', 'link', 'hanoi-normal/2027.json: stray entry: a symbolic link'],
    [
      'a temporary file no writer of the store makes',
      'hanoi-normal/.2026.json.tmp',
      'file',
      'hanoi-normal/.2026.json.tmp: stray temporary file',
    ],
  ])('flags %s', async (_name, path, kind, line) => {
    if (kind === 'dir') await mkdir(join(dataDir, path));
    else if (kind === 'link')
      await symlink(join(dataDir, 'hanoi-normal', (await readdir(join(dataDir, 'hanoi-normal')))[0] as string), join(dataDir, path));
    else await writeFile(join(dataDir, path), 'x');
    const { lines, ok } = await verify();
    expect(ok).toBe(false);
    expect(lines[0]?.startsWith(line)).toBe(true);
  });

  test("an editor's or the system's hidden file in a lottery folder is a warning: the build passes it over", async () => {
    await writeFile(join(dataDir, 'hanoi-normal', '.2026.json.swp'), 'x');
    await writeFile(join(dataDir, 'hanoi-normal', '.DS_Store'), 'x');
    const { lines, ok } = await verify();
    expect(ok).toBe(true);
    expect(lines.filter((l) => l.includes('hidden file'))).toEqual([
      "warning (stray): hanoi-normal/.2026.json.swp: hidden file (an editor's or the system's?): not a year file; the build passes it over",
      "warning (stray): hanoi-normal/.DS_Store: hidden file (an editor's or the system's?): not a year file; the build passes it over",
    ]);
  });

  test("a killed writer's 0-byte temporary file is a warning, not a failure, and the next write removes it (issue 15.9)", async () => {
    const dead = DEAD_PID;
    const names = [`hanoi-normal/.2026.json.${dead}.ab12cd34.tmp`, `.corrections.json.${dead}.0123abcd.tmp`];
    for (const name of names) await writeFile(join(dataDir, name), '');
    const { lines, ok } = await verify();
    expect(ok).toBe(true);
    expect(lines).toContain('warnings by kind: off-schedule 1, stray 2');
    // Each named on its own line (a count alone leaves the operator nothing to act on).
    for (const name of names) expect(lines.filter((l) => l.startsWith(`warning (stray): ${name}: `))).toHaveLength(1);
    await withLock(dataDir, async () => undefined);
    for (const name of names) await expect(readFile(join(dataDir, name))).rejects.toThrow(/ENOENT/);
  });

  test('names a correction that was logged but not applied (an interrupted correct) and says what to run', async () => {
    const p = (n: string) => ({ numbers: [n], amount: null, publishedAt: AT, approximate: true });
    await writeFile(
      join(dataDir, 'corrections.json'),
      formatCorrections([
        {
          lottery: 'hanoi-normal',
          date: '2026-08-16',
          prize: 'last-two-digit',
          old: p('29'),
          new: p('07'),
          replacedSources: [],
          reason: 'typo',
          at: '2026-08-17T00:00:00.000Z',
        },
      ]),
    );
    const { lines, ok } = await verify();
    expect(ok).toBe(true);
    expect(lines).toContain(
      'warning (correction-not-applied): corrections.json: the correction of hanoi-normal 2026-08-16 last-two-digit at 2026-08-17T00:00:00.000Z to 07 is not what data/ holds (29); rerun that correct command (with every prize it corrected at the same time) to finish it',
    );
    // The draws' own warnings stay counted: facts of the history, not things to do.
    expect(lines.filter((l) => l.startsWith('warning (off-schedule)'))).toEqual([]);
  });

  test('allows the known names: the lock and the corrections log', async () => {
    await writeFile(join(dataDir, 'corrections.json'), '[]\n');
    await writeFile(join(dataDir, '.data.lock'), '1\n');
    expect((await verify()).ok).toBe(true);
  });

  test('reports a file that does not validate, and warns about one not in the stable format', async () => {
    await writeFile(yearFilePath(dataDir, 'thai-government', 2016), '{"lottery":"thai-government","year":2016,"draws":[{}]}');
    const path = yearFilePath(dataDir, 'hanoi-normal', 2026);
    await writeFile(path, JSON.stringify(JSON.parse(await readFile(path, 'utf8'))));
    const { lines, ok } = await verify();
    expect(ok).toBe(false);
    expect(lines[0]).toMatch(/^thai-government\/2016\.json: draw #0, date: /);
    expect(lines).toContain('warnings by kind: not-canonical 1, off-schedule 1');
  });

  test('exits non-zero from the command line when there is an error', async () => {
    await plantBadDraw();
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(PROJECT_ROOT, 'pipeline/cli.ts'), 'verify', '--data', dataDir, '--today', TODAY],
      {
        cwd: PROJECT_ROOT,
      },
    );
    const failure = await run.then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('hanoi-normal 2026-08-16 upper-two-digit: 69 is not the last 2 digits of first-prize 14696\n');
  });
});
