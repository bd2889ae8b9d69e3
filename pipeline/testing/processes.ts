import { spawn } from 'node:child_process';
import { processStart } from '../store/temp-files.ts';

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
 * A lock's text as lock.ts writes it for process `pid` (its pid, a token, its start where /proc
 * tells it); `start` stands in for another process's start given the same pid.
 */
export function lockText(pid: number, token: string, start = processStart(pid)): string {
  return `${pid} ${token.padEnd(16, token)}${start === null ? '' : ` ${start}`}\n`;
}
