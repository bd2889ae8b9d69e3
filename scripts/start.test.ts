import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
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
): { child: ChildProcessWithoutNullStreams; output: () => string; url: Promise<string> } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir };
  if (serviceUrl === null) {
    delete env['SERVICE_URL'];
    delete env['URL'];
  } else env['SERVICE_URL'] = serviceUrl;
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
        await expect(get(origin, '/results')).rejects.toThrow();
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
    120_000,
  );

  test('PORT=0 without SERVICE_URL: the links the build writes name the port it serves on', async () => {
    const { child, url } = start(join(root, 'data'), join(root, 'port-dist'), null);
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
  }, 120_000);

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
