import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { type Server, createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeSyntheticStore } from '../pipeline/testing/contract-fixture.ts';
import { get } from '../pipeline/testing/serve-kit.ts';
import { buildSite } from '../pipeline/site-build.ts';

/** `npm start` (issue 4 item 2): builds the tree, serves it, logs each request, stops cleanly on a signal. */

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'start-'));
  await writeSyntheticStore(join(root, 'data'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function start(
  dataDir = join(root, 'data'),
  distDir = join(root, 'dist'),
  serviceUrl: string | null = 'https://lotto.example',
  vars: NodeJS.ProcessEnv = {},
): { child: ChildProcessWithoutNullStreams; output: () => string; url: Promise<string> } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir };
  if (serviceUrl === null) {
    delete env['SERVICE_URL'];
    delete env['URL'];
  } else env['SERVICE_URL'] = serviceUrl;
  Object.assign(env, vars);
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'start.ts')], { env });
  let out = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /serving \S+ at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
  });
  return { child, output: () => out, url };
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

describe('npm start', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)(
    'builds dist/, serves it with one log line per request, and exits 0 on %s',
    async (signal) => {
      const { child, output, url } = start();
      try {
        const origin = (await url).replace('localhost', '127.0.0.1');
        // The first case builds the tree; the second starts on it with data/ unchanged.
        expect(output()).toMatch(
          signal === 'SIGTERM'
            ? /dist\/ built from data\/: \d+ files, [1-9]\d* written/
            : /dist\/ is up to date with data\/: \d+ files, none written/,
        );
        expect((await get(origin, '/results?lottery=lao-lottery&lang=en')).status).toBe(200);
        expect((await get(origin, '/nope')).status).toBe(404);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(output()).toMatch(/ 200 GET \/results\?lottery=lao-lottery&lang=en /);
        expect(output()).toMatch(/ 404 GET \/nope /);
        child.kill(signal);
        expect(await exited(child)).toBe(0);
        expect(output()).toContain(`${signal}: shutting down`);
        // Stopped, it removes its mark (serving-marks.ts): no later start takes it for a server.
        expect((await readdir(root)).filter((n) => n.startsWith('dist.serving.'))).toEqual([]);
        await expect(get(origin, '/results')).rejects.toThrow();
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
    120_000,
  );

  test.each([
    ['without SERVICE_URL or URL', {}],
    ['with URL empty (unset, as Netlify leaves it outside a build)', { URL: '' }],
    ['with URL only spaces', { URL: '  ' }],
  ] as const)(
    'PORT=0 %s: the links the build writes name the port it serves on',
    async (_, vars) => {
      const { child, url } = start(join(root, 'data'), join(root, 'port-dist'), null, vars);
      try {
        const served = await url;
        const port = new URL(served).port;
        expect(port).not.toBe('0');
        const readme = (await get(served.replace('localhost', '127.0.0.1'), '/readme.md')).text();
        expect(readme).toContain(`http://localhost:${port}`);
        expect(readme).not.toContain('http://localhost:0');
      } finally {
        child.kill('SIGKILL');
        await exited(child);
      }
    },
    120_000,
  );

  test('a corrupt data/ file: the last good tree is served, with a loud warning naming the file (issue 15.9)', async () => {
    const data = join(root, 'bad-data');
    const dist = join(root, 'bad-dist');
    await cp(join(root, 'data'), data, { recursive: true });
    await buildSite({ dataDir: data, distDir: dist, site: { name: 'Test', baseUrl: 'https://lotto.example' } });
    const year = join(data, 'lao-lottery', (await readdir(join(data, 'lao-lottery'))).filter((n) => n.endsWith('.json'))[0] ?? '');
    await writeFile(year, '{ not json');
    const { child, output, url } = start(data, dist);
    try {
      const origin = (await url).replace('localhost', '127.0.0.1');
      expect(output()).toContain('THE BUILD FAILED; serving the last good tree');
      expect(output()).toContain(year);
      expect((await get(origin, '/results?lottery=lao-lottery&lang=en')).status).toBe(200);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

/** `npm start` with these variables, until it exits (the cases below never get to serve): its exit code and output. */
async function failedStart(vars: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
    SERVICE_URL: 'https://lotto.example',
    ...vars,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'start.ts')], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (/serving \S+ at/.test(output)) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { code: await exited(child), output };
}

/** Holds `port` on 127.0.0.1 when it is free (another program may hold it already); null when it is not. */
async function hold(port: number): Promise<Server | null> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('npm start refuses what it cannot do, before it builds', () => {
  test('a PORT in use: the message names PORT, and dist/ is not built (another server may be serving it)', async () => {
    const other = (await hold(0)) as Server;
    try {
      const { port } = other.address() as { port: number };
      const distDir = join(root, 'dist-port-in-use');
      const { code, output } = await failedStart({ PORT: String(port), DIST_DIR: distDir });
      expect(code).toBe(1);
      expect(output).toContain(`npm start failed: PORT ${port} is already in use on 127.0.0.1`);
      expect(existsSync(distDir)).toBe(false);
    } finally {
      other.close();
    }
  }, 60_000);

  test.each(['', '  '])(
    'PORT=%j counts as unset: the default port 8888, never one the system picks',
    async (value) => {
      // 8888 held here (or by another program already): the start must name it as in use.
      const held = await hold(8888);
      try {
        const { code, output } = await failedStart({ PORT: value, DIST_DIR: join(root, 'dist-empty-port') });
        expect(code).toBe(1);
        expect(output).toContain('PORT 8888 is already in use');
      } finally {
        held?.close();
      }
    },
    60_000,
  );

  test('a dist/ another npm start serves for another address: refused, so its links stay its own; a mark left by a killed one does not count', async () => {
    const distDir = join(root, 'dist-shared');
    const first = start(join(root, 'data'), distDir, null);
    try {
      const served = await first.url;
      const { code, output } = await failedStart({ PORT: '0', DIST_DIR: distDir });
      expect(code).toBe(1);
      const links = `http://localhost:${new URL(served).port}`;
      expect(output).toContain(`npm start failed: ${distDir} is served by process ${first.child.pid} with links to ${links};`);
      const readme = (await get(served, '/readme.md')).text();
      expect(readme).toContain(links);
      expect(readme).not.toContain('https://lotto.example');
      // Killed, it cannot remove its mark: the next start finds the process gone and goes on.
      first.child.kill('SIGKILL');
      await exited(first.child);
      expect((await readdir(root)).filter((n) => n.startsWith('dist-shared.serving.'))).toHaveLength(1);
      const next = await failedStart({ PORT: '0', DIST_DIR: distDir });
      expect(next.output).toMatch(/serving \S+ at http/);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  }, 120_000);

  test('two starts of one new dist/ at once for two addresses: never both serve (each marks the tree before it builds)', async () => {
    const distDir = join(root, 'dist-race');
    const [a, b] = await Promise.all([
      failedStart({ PORT: '0', DIST_DIR: distDir, SERVICE_URL: 'https://a.example' }),
      failedStart({ PORT: '0', DIST_DIR: distDir, SERVICE_URL: 'https://b.example' }),
    ]);
    const served = [a, b].filter((r) => /serving \S+ at http/.test(r.output));
    expect(served.length).toBeLessThan(2);
    for (const r of [a, b].filter((x) => !served.includes(x))) {
      expect(r.code).toBe(1);
      expect(r.output).toMatch(/is served by process \d+ with links to https:\/\/[ab]\.example/);
    }
  }, 120_000);

  test('a DATA_DIR that does not exist: a clear error, nothing built', async () => {
    const distDir = join(root, 'dist-no-data');
    const missing = join(root, 'no-such-data');
    const { code, output } = await failedStart({ PORT: '0', DATA_DIR: missing, DIST_DIR: distDir });
    expect(code).toBe(1);
    expect(output).toContain(`npm start failed: ${missing}: the data folder (DATA_DIR, --data) does not exist or is not a folder`);
    expect(existsSync(join(distDir, 'index.html'))).toBe(false);
  }, 60_000);
});
