import { execFile } from 'node:child_process';
import { appendFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { writeAllDatasets } from '../testing/mini-datasets.ts';
import { XSMB_CSV, stagedPath } from '../importers/upstream.ts';

const TODAY = '2026-11-21';
let root: string;

/** Runs the CLI as `npm run pipeline` does; resolves with its exit code and output. */
async function pipeline(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'pipeline/cli.ts'), ...args], {
    cwd: PROJECT_ROOT,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

beforeAll(async () => {
  root = await tempDir('import-cli');
  await writeAllDatasets(join(root, 'datasets'));
  await mkdir(join(root, 'data'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('pipeline import', () => {
  test('imports all, prints the report, and a second run writes nothing', async () => {
    const data = join(root, 'data');
    const first = await pipeline('import', 'all', join(root, 'datasets'), '--data', data, '--today', TODAY);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('hanoi-normal: 2 draws read (2026-08-15 to 2026-08-16); 2 draws added');
    expect(first.stdout).toContain('disagreement 2026-08-16 last-two-digit: dataset:xsmb has 29 (stored), dataset:lekdee-hanoi has 39');
    const second = await pipeline('import', 'all', join(root, 'datasets'), '--data', data, '--today', TODAY);
    expect(second.stdout.trimEnd().split('\n').at(-1)).toBe('data/ unchanged: no file written');
    const verify = await pipeline('verify', '--data', data, '--today', TODAY);
    expect(verify.code).toBe(0);
  });

  test('exits 1 naming file, line and field on a malformed row, data/ untouched', async () => {
    const data = join(root, 'data');
    const before = await hashTree(data);
    const csv = stagedPath(join(root, 'datasets', 'hanoi-normal'), XSMB_CSV);
    await appendFile(csv, '2026-08-17,123456,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1\n');
    const run = await pipeline('import', 'hanoi-normal', join(root, 'datasets', 'hanoi-normal'), '--data', data, '--today', TODAY);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: ${csv}:4: field special: "123456" is not a number of at most 5 digits\n`);
    expect(await hashTree(data)).toBe(before);
  });
});
