import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_TYPES_FILE } from './lib/client-types.ts';

/** The scripts behind `npm run bench` and `npm run client:types` read their options strictly (scripts/lib/script-args.ts). */

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'script-args-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** The work folders bench.ts makes (tsx keeps its cache in TMPDIR too). */
const benchFolders = async (): Promise<string[]> => (await readdir(tmp)).filter((name) => name.startsWith('lotto-bench-'));

function run(script: string, args: readonly string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
    // bench.ts makes its work folder in TMPDIR: nothing may appear there before the options are read.
    env: { ...process.env, TMPDIR: tmp },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run bench', () => {
  test('--help prints the options and measures nothing', async () => {
    const { status, stdout } = run('bench.ts', ['--help']);
    expect(status).toBe(0);
    for (const option of ['--scale', '--rounds', '--serve-rounds', '--dist', '--no-clone', '--duration']) expect(stdout).toContain(option);
    expect(stdout).not.toMatch(/^build\./m);
    expect(await benchFolders()).toEqual([]);
  });

  test.each([
    [['--scales'], "Unknown option '--scales'"],
    [['--rounds'], "Option '--rounds <value>' argument missing"],
    [['--rounds', 'x'], '--rounds takes a whole number of at least 1, not "x"'],
    [['--duration', '0'], '--duration takes a whole number of at least 1, not "0"'],
  ])('%j is refused with the options, before anything runs', async (args, message) => {
    const { status, stdout, stderr } = run('bench.ts', args);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain('--no-clone');
    expect(stdout).toBe('');
    expect(await benchFolders()).toEqual([]);
  });
});

describe('npm run client:types', () => {
  test('--help prints the options and writes nothing', () => {
    const before = { text: readFileSync(CLIENT_TYPES_FILE, 'utf8'), mtime: statSync(CLIENT_TYPES_FILE).mtimeMs };
    const { status, stdout } = run('client-types.ts', ['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('--check');
    expect(stdout).not.toContain('wrote');
    expect({ text: readFileSync(CLIENT_TYPES_FILE, 'utf8'), mtime: statSync(CLIENT_TYPES_FILE).mtimeMs }).toEqual(before);
  });

  test('an unknown option is refused and nothing is written', () => {
    const mtime = statSync(CLIENT_TYPES_FILE).mtimeMs;
    const { status, stderr } = run('client-types.ts', ['--chek']);
    expect(status).toBe(2);
    expect(stderr).toContain("Unknown option '--chek'");
    expect(statSync(CLIENT_TYPES_FILE).mtimeMs).toBe(mtime);
  });
});
