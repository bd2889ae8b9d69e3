import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LockedError } from '../errors/locked-error.ts';
import type { LotteryId } from '../registry/index.ts';
import { lottery } from '../registry/index.ts';
import { GLOBAL_OUTPUTS } from '../site-build.ts';
import { withWaitingLock } from '../store/lock.ts';
import { saveLotteries } from '../store/store.ts';
import { TEST_SITE } from '../testing/contract-fixture.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { treeDigests } from '../testing/tree-digests.ts';
import { type BuildOptions, build, buildLockPath } from './build.ts';
import { DEAD_PID, idleProcess, lockText } from '../testing/processes.ts';
import { FEW_LOTTERY_OUTPUTS } from '../testing/small-builds.ts';

/** One build at a time per dist/: a second waits for the first, then builds on its tree. */
const CODE = createHash('sha256').update('build-lock-test').digest('hex');

let tmp: string;
let n = 0;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'build-lock-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function buildTree(options: Pick<BuildOptions, 'dataDir' | 'distDir'> & Partial<BuildOptions>) {
  return build({ site: TEST_SITE, lotteryOutputs: FEW_LOTTERY_OUTPUTS, globalOutputs: GLOBAL_OUTPUTS, codeDigest: CODE, ...options });
}

const draws = (id: LotteryId, to: string) => syntheticDraws(lottery(id), '2024-01-01', to);

/** A data/ with two lotteries, and a dist/ path (not yet built) in a folder of its own. */
async function workspace(): Promise<{ data: string; dist: string }> {
  n += 1;
  const data = join(tmp, `data-${n}`);
  await saveLotteries(
    data,
    new Map([
      ['thai-government', draws('thai-government', '2024-03-01')],
      ['hanoi-normal', draws('hanoi-normal', '2024-01-10')],
    ]),
  );
  const dist = join(tmp, `site-${n}`, 'dist');
  await mkdir(dirname(dist), { recursive: true });
  return { data, dist };
}

describe('builds of one dist/ take turns (a lock beside it)', () => {
  test('two builds started at once both succeed, the second after the first, and give the tree of one build', async () => {
    const ws = await workspace();
    const waits: Array<number | null> = [];
    const onWait = (pid: number | null) => void waits.push(pid);
    const [first, second] = await Promise.all([
      buildTree({ dataDir: ws.data, distDir: ws.dist, onWait }),
      buildTree({ dataDir: ws.data, distDir: ws.dist, onWait }),
    ]);
    // One of them waited (told once, naming this process), then found nothing to render.
    expect(waits).toEqual([process.pid]);
    expect([first.rendered.length, second.rendered.length].sort()).toEqual([0, 49]);
    const clean = join(tmp, `clean-${n}`, 'dist');
    await buildTree({ dataDir: ws.data, distDir: clean, full: true });
    expect(await treeDigests(ws.dist)).toEqual(await treeDigests(clean));
  }, 60_000);

  test('a build waits while a live process holds the lock, and goes on once it is released', async () => {
    const ws = await workspace();
    const holder = await idleProcess();
    try {
      await writeFile(buildLockPath(ws.dist), lockText(holder.pid, '1'));
      const waits: Array<number | null> = [];
      let done = false;
      const building = buildTree({ dataDir: ws.data, distDir: ws.dist, onWait: (pid) => void waits.push(pid) }).finally(() => {
        done = true;
      });
      await vi.waitFor(() => expect(waits).toEqual([holder.pid]), { timeout: 10_000 });
      // Several polls later it still waits.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(done).toBe(false);
      await rm(buildLockPath(ws.dist));
      const report = await building;
      expect(report.rendered).toHaveLength(49);
      expect(waits).toHaveLength(1);
      expect(await readdir(dirname(ws.dist))).not.toContain(basename(buildLockPath(ws.dist)));
    } finally {
      holder.stop();
    }
  }, 60_000);

  test('a lock left by a process that is gone (a killed build) is broken: the build does not wait', async () => {
    const ws = await workspace();
    await buildTree({ dataDir: ws.data, distDir: ws.dist });
    await writeFile(buildLockPath(ws.dist), lockText(DEAD_PID, '2'));
    const waits: Array<number | null> = [];
    await buildTree({ dataDir: ws.data, distDir: ws.dist, onWait: (pid) => void waits.push(pid) });
    expect(waits).toEqual([]);
    // The dead lock is gone, and so is the break file taken to remove it.
    expect((await readdir(dirname(ws.dist))).filter((name) => name.includes('.lock'))).toEqual([]);
  }, 60_000);

  test('the temporary files a killed build left beside the lock go, those of live processes stay', async () => {
    const ws = await workspace();
    const live = await idleProcess();
    try {
      const lock = basename(buildLockPath(ws.dist));
      const dead = [`${lock}.${DEAD_PID}.ab12cd34.tmp`, `${lock}.break.${DEAD_PID}.0123abcd.tmp`];
      const alive = `${lock}.${live.pid}.ab12cd34.tmp`;
      for (const name of [...dead, alive]) await writeFile(join(dirname(ws.dist), name), '');
      await buildTree({ dataDir: ws.data, distDir: ws.dist });
      const left = (await readdir(dirname(ws.dist))).filter((name) => name.startsWith(lock));
      expect(left).toEqual([alive]);
    } finally {
      live.stop();
    }
  }, 60_000);

  test('a wait that outlasts its limit ends in LockedError naming what is locked, by whom, and how long it waited', async () => {
    const holder = await idleProcess();
    try {
      const path = join(tmp, 'held.lock');
      await writeFile(path, lockText(holder.pid, '3'));
      let ran = false;
      const started = performance.now();
      const attempt = withWaitingLock(path, 'dist/', { ms: 200 }, async () => {
        ran = true;
      });
      const error = await attempt.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LockedError);
      expect((error as Error).message).toMatch(
        new RegExp(`^dist/ is still locked by process ${holder.pid} \\(.*held\\.lock\\) after \\d+\\.\\d s of waiting`),
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(200);
      expect(ran).toBe(false);
    } finally {
      holder.stop();
    }
  });
});
