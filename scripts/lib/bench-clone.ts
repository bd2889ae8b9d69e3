import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../pipeline/config.ts';
import type { Figure } from './bench-figures.ts';

/**
 * The README's first command from a fresh clone (issue 14 item 3: within 45 s): `git clone` of this
 * checkout's HEAD, `npm install`, `npm start`, and the time until the first answer of a SPEC
 * endpoint. `npm install` uses npm's cache as this machine has it (a cold cache downloads from the
 * registry, and so measures the network too). Uncommitted changes are not in the clone.
 */
const FIRST_ANSWER_URL = '/results?lottery=thai-government&lang=en';
/** How long `npm start` may take to answer before the figure is given up (a build from nothing takes 4 to 6 s here). */
const START_DEADLINE_MS = 5 * 60_000;
const execFileAsync = promisify(execFile);

export async function benchClone(work: string, figure: Figure): Promise<void> {
  const dir = join(work, 'clone');
  const t0 = performance.now();
  await execFileAsync('git', ['clone', '--quiet', PROJECT_ROOT, dir], { env: childEnv() });
  const t1 = performance.now();
  await execFileAsync('npm', ['install'], { cwd: dir, env: childEnv() });
  const t2 = performance.now();
  // PORT=0: the server takes a free port and says which (scripts/start.ts).
  const server = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...childEnv(), PORT: '0', HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ctrl-C on the bench reaches its own process group only: stop the server's too.
  const interrupted = (): void => {
    void stopGroup(server).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  let t3: number;
  try {
    await firstAnswer(server);
    t3 = performance.now();
  } finally {
    process.off('SIGINT', interrupted);
    await stopGroup(server);
  }
  const modules = join(dir, 'node_modules');
  figure('clone.git_ms', t1 - t0, 'ms');
  figure('clone.install_ms', t2 - t1, 'ms');
  figure('clone.packages', await installedPackages(modules), 'packages');
  figure('clone.node_modules_bytes', await treeBytes(modules), 'bytes');
  figure('clone.start_to_answer_ms', t3 - t2, 'ms');
  figure('clone.first_answer_ms', t3 - t0, 'ms');
}

/**
 * The environment of the commands in the clone: `npm run bench` runs under npm, which tells its
 * scripts where this project is (npm_config_local_prefix, npm_package_*, INIT_CWD); a nested npm
 * must find the clone's package.json instead, as a user's shell would.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const fromThisRun =
      name === 'INIT_CWD' || name === 'npm_config_local_prefix' || name.startsWith('npm_package_') || name.startsWith('npm_lifecycle_');
    if (!fromThisRun) env[name] = value;
  }
  return env;
}

/**
 * Waits for `npm start` to say where it serves (after its build), then asks FIRST_ANSWER_URL there,
 * which must answer 200 with JSON; fails when the server exits first or the deadline passes.
 */
async function firstAnswer(server: ChildProcess): Promise<void> {
  let output = '';
  const serving = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /serving \S+ at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code, signal) => reject(new Error(`npm start exited with ${code ?? signal} before serving: ${output.trim()}`)));
    server.once('error', (error) => reject(new Error(`npm start could not start: ${error.message}`)));
  });
  // Its exit when the bench stops it, after the answer or the deadline, is no failure.
  serving.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`npm start did not serve within ${START_DEADLINE_MS / 1000} s: ${output.trim()}`)),
      START_DEADLINE_MS,
    );
  });
  try {
    const origin = await Promise.race([serving, deadline]);
    const response = await fetch(`${origin}${FIRST_ANSWER_URL}`);
    const body = await response.text();
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) {
      throw new Error(`${FIRST_ANSWER_URL} answered ${response.status} ${response.headers.get('content-type')}: ${body.slice(0, 200)}`);
    }
    JSON.parse(body);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends `npm start` and every process of its group (npm, tsx and node under it): SIGTERM, then
 * SIGKILL after 5 s, and returns once none of them is left, so nothing outlives the clone folder.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  const signal = (name: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-group, name);
      return true;
    } catch {
      return false; // ESRCH: no process of the group is left.
    }
  };
  signal('SIGTERM');
  const killAt = performance.now() + 5_000;
  while (signal(0)) {
    if (performance.now() > killAt) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The packages npm installed: the entries of its own record of node_modules (node_modules/.package-lock.json). */
async function installedPackages(modules: string): Promise<number> {
  const lock = JSON.parse(await readFile(join(modules, '.package-lock.json'), 'utf8')) as { packages?: Record<string, unknown> };
  return Object.keys(lock.packages ?? {}).filter((path) => path.startsWith('node_modules/')).length;
}

/** The apparent size of every file under a folder (links not followed). */
async function treeBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += await treeBytes(path);
    else if (entry.isFile()) bytes += (await stat(path)).size;
  }
  return bytes;
}
