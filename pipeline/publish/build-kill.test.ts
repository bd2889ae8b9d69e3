import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LotteryId } from '../registry/index.ts';
import { lottery } from '../registry/index.ts';
import { saveLotteries } from '../store/store.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { type BuildOptions, build, buildLockPath } from './build.ts';
import { DEAD_PID, lockText } from '../testing/processes.ts';
import { FEW_LOTTERY_OUTPUTS } from '../testing/small-builds.ts';
import { GLOBAL_OUTPUTS } from '../site-build.ts';
import { treeDigests } from '../testing/tree-digests.ts';
import { RETIRED_PREFIX } from '../tree-layout.ts';
import { copySite } from '../testing/tree-copy.ts';

/**
 * Issue 15.3: an incremental build killed at every step of its publish (each file staged, each
 * rename) is completed by the next build, byte for byte what a clean full build gives. The
 * producers are cut to a few files per lottery so that one build takes tens of milliseconds and
 * every step can be tried; the publish code is the service's.
 */

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'build-kill-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A valid digest: the manifest is read back, so the builds below are incremental and recycle. */
const CODE = createHash('sha256').update('build-kill-test').digest('hex');

function buildTree(options: Pick<BuildOptions, 'dataDir' | 'distDir'> & Partial<Pick<BuildOptions, 'full' | 'hooks' | 'codeDigest'>>) {
  return build({ site: TEST_SITE, lotteryOutputs: FEW_LOTTERY_OUTPUTS, globalOutputs: GLOBAL_OUTPUTS, codeDigest: CODE, ...options });
}

const draws = (id: LotteryId, to: string) => syntheticDraws(lottery(id), '2024-01-01', to);

/**
 * Kills the incremental build of `data` at every step of its publish over a copy of `seed` (a
 * site whose dist/ holds the tree `old`), and checks what each kill leaves and what the next
 * build makes of it. Returns what its steps were, in order.
 */
async function killAtEveryStep(seed: string, data: string, old: Map<string, string>, expected: Map<string, string>): Promise<string[]> {
  const names: string[] = [];
  const counting = join(tmp, `counting-${basename(seed)}`);
  copySite(seed, counting);
  await buildTree({ dataDir: data, distDir: join(counting, 'dist'), hooks: { step: (_, what) => void names.push(what) } });
  const steps = names.length;

  for (let k = 1; k <= steps; k += 1) {
    const site = join(tmp, `run-${k}`);
    const killed = join(tmp, `killed-${k}`);
    copySite(seed, site);
    const attempt = buildTree({
      dataDir: data,
      distDir: join(site, 'dist'),
      hooks: {
        step: (at) => {
          if (at !== k) return;
          // What a kill leaves on disk at this step: no clean-up runs, and the build's lock names
          // a process that is gone (here the "killed" build is this live process's).
          copySite(site, killed);
          writeFileSync(buildLockPath(join(killed, 'dist')), lockText(DEAD_PID, '0'));
          throw new Error(`killed at step ${k}`);
        },
      },
    });
    await expect(attempt).rejects.toThrow(`killed at step ${k}`);
    const seen = await treeDigests(join(killed, 'dist'));
    // dist/ shows one tree, whole: the previous one or the new one, never a mix.
    expect([old, expected]).toContainEqual(seen);
    await buildTree({ dataDir: data, distDir: join(killed, 'dist') });
    expect(await treeDigests(join(killed, 'dist')), `killed at step ${k}`).toEqual(expected);
    await rm(site, { recursive: true, force: true });
    await rm(killed, { recursive: true, force: true });
  }
  return names;
}

describe('an incremental build killed at every step of its publish', () => {
  test('is completed by the next build, byte-identical to a clean full build', async () => {
    const data = join(tmp, 'data');
    await saveLotteries(
      data,
      new Map([
        ['thai-government', draws('thai-government', '2024-02-16')],
        ['hanoi-normal', draws('hanoi-normal', '2024-01-10')],
      ]),
    );
    const seed = join(tmp, 'seed');
    await buildTree({ dataDir: data, distDir: join(seed, 'dist') });
    // A new draw of one lottery: its files and the global ones change (the case of the issue).
    await saveLotteries(data, new Map([['thai-government', draws('thai-government', '2024-03-01')]]));
    const clean = join(tmp, 'clean', 'dist');
    await buildTree({ dataDir: data, distDir: clean, full: true });
    const steps = await killAtEveryStep(seed, data, await treeDigests(join(seed, 'dist')), await treeDigests(clean));
    expect(steps).toHaveLength(16);
    // Incremental: hanoi-normal's files are carried over, not rendered.
    expect(steps.some((what) => what.endsWith('files carried over'))).toBe(true);
    expect(steps).not.toContain('api/hanoi-normal/latest.json');
  }, 120_000);

  /**
   * A seed of three publishes (the first tree retired by the third), the first of them by `first`'s
   * code; then the new draw. Returns what killAtEveryStep needs.
   */
  async function threePublishes(name: string, first: string): Promise<{ data: string; seed: string; clean: string }> {
    const data = join(tmp, `data-${name}`);
    const seed = join(tmp, `seed-${name}`);
    for (const [k, [thai, hanoi]] of (
      [
        ['2024-02-01', '2024-01-05'],
        ['2024-02-16', '2024-01-05'],
        ['2024-02-16', '2024-01-10'],
      ] as const
    ).entries()) {
      await saveLotteries(
        data,
        new Map([
          ['thai-government', draws('thai-government', thai)],
          ['hanoi-normal', draws('hanoi-normal', hanoi)],
          // Unchanged in every publish: the recycled tree holds its files already. The sites killed
          // below are copies (other inodes), where no file settles: each one is checked and kept.
          ['lao-lottery', draws('lao-lottery', '2024-01-20')],
        ]),
      );
      await buildTree({ dataDir: data, distDir: join(seed, 'dist'), ...(k === 0 ? { codeDigest: first } : {}) });
    }
    expect((await readdir(`${join(seed, 'dist')}.trees`)).filter((n) => n.startsWith(RETIRED_PREFIX))).toHaveLength(1);
    await saveLotteries(data, new Map([['thai-government', draws('thai-government', '2024-03-01')]]));
    const clean = join(tmp, `clean-${name}`, 'dist');
    await buildTree({ dataDir: data, distDir: clean, full: true });
    return { data, seed, clean };
  }

  test('also when it starts from the retired tree of two publishes before (recycled)', async () => {
    const { data, seed, clean } = await threePublishes('recycled', CODE);
    const steps = await killAtEveryStep(seed, data, await treeDigests(join(seed, 'dist')), await treeDigests(clean));
    expect(steps).toHaveLength(18);
    expect(steps[0]).toBe('a retired tree taken as the new one');
    expect(steps.some((what) => what.endsWith('files carried over'))).toBe(true);
    expect(steps).not.toContain('api/hanoi-normal/latest.json');
  }, 120_000);

  test('also while it deletes a retired tree that other code built (rm -rf beside every step)', async () => {
    const other = createHash('sha256').update('other code').digest('hex');
    const { data, seed, clean } = await threePublishes('purged', other);
    const steps = await killAtEveryStep(seed, data, await treeDigests(join(seed, 'dist')), await treeDigests(clean));
    expect(steps).toHaveLength(17);
    expect(steps).not.toContain('a retired tree taken as the new one');
    expect(steps.some((what) => what.endsWith('files carried over'))).toBe(true);
    expect(steps).not.toContain('api/hanoi-normal/latest.json');
  }, 120_000);
});
