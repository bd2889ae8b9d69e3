import { spawn } from 'node:child_process';
import { procStat, processStart } from '../store/temp-files.ts';

/** A pid no process has (above Linux's pid_max): the holder of a lock, or the writer of a temporary file, that is gone. */
export const DEAD_PID = 2147483646;

/**
 * A process that lives until stopped, or two minutes at most (a node that waits), so that a test
 * killed before its `finally` leaves nothing running for long: a lock holder other than the test's
 * own process.
 */
export async function idleProcess(): Promise<{ readonly pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return { pid: child.pid as number, stop: () => void child.kill('SIGKILL') };
}

/**
 * A zombie: a process that has ended but that its parent has not reaped (a shell that `exec`s a
 * sleep after starting a short child never waits for it). It answers a signal 0 as a live process
 * does. Null where /proc cannot show one (another system). `stop` ends the parent; init reaps it.
 */
export async function zombieProcess(): Promise<{ readonly pid: number; stop(): void } | null> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 120'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = await new Promise<number>((resolve, reject) => {
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    parent.once('error', reject);
  });
  const stop = (): void => void parent.kill('SIGKILL');
  for (let i = 0; i < 100; i += 1) {
    const state = procStat(pid)?.[0];
    if (state === 'Z') return { pid, stop };
    if (state === undefined && i > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stop();
  return null;
}

/**
 * A lock's text as lock.ts writes it for process `pid` (its pid, a token, its start where /proc
 * tells it); `start` stands in for another process's start given the same pid.
 */
export function lockText(pid: number, token: string, start = processStart(pid)): string {
  return `${pid} ${token.padEnd(16, token)}${start === null ? '' : ` ${start}`}\n`;
}
