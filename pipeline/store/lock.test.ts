import { type ChildProcess, fork } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { LockedError } from '../errors/locked-error.ts';
import type { ContenderResult } from '../testing/lock-contender.ts';
import { LOCK_FILE, withLock } from './lock.ts';
import { DEAD_PID, idleProcess, lockText, zombieProcess } from '../testing/processes.ts';
import { processStart } from './temp-files.ts';

/** The figures of the concurrent-writers test (reported in docs/faults.md). */
const PROCESSES = 6;
const ROUNDS = 30;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('withLock under races (C8.4)', () => {
  test(`${PROCESSES} processes started together over ${ROUNDS} rounds: never two holders, no lost write`, async () => {
    const dataDir = join(dir, 'processes');
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    const children = await Promise.all(Array.from({ length: PROCESSES }, () => startContender()));
    try {
      let wins = 0;
      const overlaps: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // Every other round starts with a lock left by a process that is gone (the worse case).
        if (round % 2 === 1) await writeFile(join(dataDir, LOCK_FILE), `${DEAD_PID}\n`);
        const results = await Promise.all(children.map((child) => ask(child, dataDir)));
        expect(results.map((r) => r.error)).toEqual(results.map(() => null));
        const won = results.filter((r) => r.won).length;
        // Two wins in a round are fine when they follow each other; two holders at once are not.
        if (won === 0 || results.some((r) => r.overlap))
          overlaps.push(`round ${round}: ${won} won${results.some((r) => r.overlap) ? ', two inside at once' : ''}`);
        wins += won;
      }
      expect(overlaps).toEqual([]);
      expect(Number(await readFile(join(dataDir, 'counter'), 'utf8'))).toBe(wins);
      expect((await readdir(dataDir)).sort()).toEqual(['counter']);
    } finally {
      for (const child of children) child.kill();
    }
  });

  test('two runs that both judge a dead lock stale: one takes it, the other is refused', async () => {
    const dataDir = join(dir, 'stale');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, LOCK_FILE), `${DEAD_PID}\n`);
    let arrived = 0;
    let open: () => void = () => {};
    const bothJudged = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Both runs stop after judging the lock stale, so both break it "at once".
    const hooks = {
      beforeBreak: async () => {
        arrived += 1;
        if (arrived === 2) open();
        await bothJudged;
      },
    };
    let inside = 0;
    let most = 0;
    const run = () =>
      withLock(
        dataDir,
        async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 20));
          inside -= 1;
          return 'held';
        },
        hooks,
      ).catch((error: unknown) => (error instanceof LockedError ? 'refused' : Promise.reject(error)));
    const outcomes = await Promise.all([run(), run()]);
    expect(outcomes.sort()).toEqual(['held', 'refused']);
    expect(most).toBe(1);
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe('a lock whose pid was given to a later process (issue 15.9: a restarted container, a reboot)', () => {
  const lockIn = async (name: string, text: string): Promise<string> => {
    const dataDir = join(dir, name);
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, LOCK_FILE), text);
    return dataDir;
  };

  test('naming this very process but none of its runs: taken, as stale', async () => {
    const dataDir = await lockIn('own-pid', lockText(process.pid, 'a'));
    await expect(withLock(dataDir, async () => 'taken')).resolves.toBe('taken');
    expect(await readdir(dataDir)).toEqual([]);
  });

  test('a break file left by this very process in an earlier life does not stop a dead lock being broken', async () => {
    const dataDir = await lockIn('own-break', `${DEAD_PID}\n`);
    await writeFile(join(dataDir, `${LOCK_FILE}.break`), lockText(process.pid, 'd'));
    await expect(withLock(dataDir, async () => 'taken')).resolves.toBe('taken');
    expect(await readdir(dataDir)).toEqual([]);
  });

  // Where /proc tells no start (another system), a pid names its process as before.
  test.skipIf(processStart(process.pid) === null)('naming a live process that started at another time: taken, as stale', async () => {
    const other = await idleProcess();
    try {
      const start = processStart(other.pid);
      expect(start).toMatch(/^[0-9a-f-]+:\d+$/);
      const dataDir = await lockIn('reused-pid', lockText(other.pid, 'b', `${start}0`));
      await expect(withLock(dataDir, async () => 'taken')).resolves.toBe('taken');
    } finally {
      other.stop();
    }
  });

  test.skipIf(processStart(process.pid) === null)(
    'naming a process that was killed and not yet reaped (a zombie): taken, as stale',
    async () => {
      const zombie = await zombieProcess();
      expect(zombie).not.toBeNull();
      try {
        const dataDir = await lockIn('zombie', lockText(zombie?.pid ?? DEAD_PID, 'z', null));
        await expect(withLock(dataDir, async () => 'taken')).resolves.toBe('taken');
        expect(await readdir(dataDir)).toEqual([]);
      } finally {
        zombie?.stop();
      }
    },
  );

  test('naming a live process and its start: refused, naming it', async () => {
    const other = await idleProcess();
    try {
      const dataDir = await lockIn('live', lockText(other.pid, 'c'));
      await expect(withLock(dataDir, async () => 'never')).rejects.toThrow(`the data store is locked by process ${other.pid}`);
    } finally {
      other.stop();
    }
  });
});

function startContender(): Promise<ChildProcess> {
  const child = fork(join(PROJECT_ROOT, 'pipeline/testing/lock-contender.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`contender exited with ${code}`)));
  });
}

function ask(child: ChildProcess, dataDir: string): Promise<ContenderResult> {
  return new Promise((resolve) => {
    child.once('message', (result: ContenderResult) => resolve(result));
    child.send({ dataDir });
  });
}
