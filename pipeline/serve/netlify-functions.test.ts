import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticConfig as readStaticConfig } from '../testing/static-config.ts';
import { PROJECT_ROOT } from '../config.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { LATEST_INDEX_FILE, drawsFile, latestFile } from '../contract/paths.ts';
import { LIMITED_PREFIX, NETLIFY_RETRY_AFTER_SECONDS } from './limited-handler.ts';
import { ALLOWED_METHODS, QUOTA_WINDOW_MS } from '../contract/http-policy.ts';
import { ENDPOINTS, ENDPOINT_NAMES, type LiveEndpoint, QUOTA_PER_MINUTE } from '../contract/endpoints.ts';

/** Every live endpoint of the table has a function file of its own name. */
const LIVE_ENDPOINTS = ENDPOINT_NAMES.filter((e): e is LiveEndpoint => ENDPOINTS[e].delivery === 'live');
import { type TestTree, syntheticTree } from '../testing/serve-kit.ts';

/**
 * The Netlify functions of functions/ (Functions v2): each default export answers a Web Request,
 * and each `config` says what netlify.toml and docs/netlify.md rely on, read both at run time and
 * the way Netlify reads it at deploy time (statically, from the source text). This file lives here,
 * not in functions/: Netlify takes every file there for a function, and bundling a test file
 * (vitest, vite) fails the deploy and stops `netlify dev`.
 */

type Fn = { default: (request: Request) => Promise<Response>; config: Config };

let tree: TestTree;
const FUNCTIONS = ['check', 'check-many', 'fallback', 'limited', 'methods'] as const;
const fns: Record<(typeof FUNCTIONS)[number], Fn> = {} as never;

beforeAll(async () => {
  tree = await syntheticTree();
  // publishedTree() looks at DIST_DIR first (netlify-tree.ts); the functions read it on import.
  process.env['DIST_DIR'] = tree.distDir;
  for (const name of FUNCTIONS) fns[name] = (await import(`../../functions/${name}.ts`)) as Fn;
});
afterAll(async () => {
  delete process.env['DIST_DIR'];
  await tree?.remove();
});

const call = (name: keyof typeof fns, target: string, init?: RequestInit) =>
  fns[name].default(new Request(new URL(target, 'https://lotto.example'), init));

/** What Netlify reads from each file's `config` without running it (testing/static-config.ts). */
const staticConfig = (name: string): Promise<Record<string, unknown>> => readStaticConfig(join(PROJECT_ROOT, 'functions', `${name}.ts`));

/** The runtime config in the shape the static parser gives it (paths and methods as lists). */
function normalized(config: Config): Record<string, unknown> {
  const { path, method, ...rest } = config as Config & { path?: string | string[]; method?: string | string[] };
  return {
    ...rest,
    ...(path === undefined ? {} : { path: Array.isArray(path) ? path : [path] }),
    ...(method === undefined ? {} : { method: Array.isArray(method) ? method : [method] }),
  };
}

describe('functions/check.ts', () => {
  test('answers /check as the handler does, with CORS and no-store', async () => {
    const r = await call('check', '/check?number=12&lang=en');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(((await r.json()) as { success: boolean }).success).toBe(true);
    expect((await call('check', '/check?number=1')).status).toBe(400);
    expect((await call('check', '/check?lottery=lao-vip&number=12')).status).toBe(404);
  });
});

describe('functions/check-many.ts', () => {
  test('answers /check-many with CORS and no-store on every answer, errors included (C9.4)', async () => {
    const latest = await call('check', '/check?number=12&lang=en');
    const { drawDate } = ((await latest.json()) as { data: { drawDate: string } }).data;
    const cases: ReadonlyArray<readonly [string, number]> = [
      ['/check-many?numbers=12,34,12&lang=en', 200],
      [`/check-many?numbers=12&date=${drawDate}&lang=th`, 200],
      ['/check-many?numbers=12,1&lang=en', 400],
      ['/check-many?numbers=12&date=2999-01-01', 404],
      ['/check-many?numbers=12&date=1900-01-01&lang=vi', 404],
      ['/check-many?lottery=lao-vip&numbers=12', 404],
    ];
    for (const [target, status] of cases) {
      const r = await call('check-many', target);
      expect(r.status, target).toBe(status);
      expect(r.headers.get('access-control-allow-origin'), target).toBe('*');
      expect(r.headers.get('cache-control'), target).toBe('no-store');
    }
  });
});

describe('the live functions hold to the endpoint table', () => {
  test.each(LIVE_ENDPOINTS)(
    'functions/%s.ts: path, SPEC quota aggregated by ip AND domain (an array), rewriting to the limited function',
    (e) => {
      const { config } = fns[e];
      expect(config.path).toBe(ENDPOINTS[e].path);
      expect(config.rateLimit).toEqual({
        windowLimit: QUOTA_PER_MINUTE[e],
        windowSize: QUOTA_WINDOW_MS / 1000,
        aggregateBy: ['ip', 'domain'],
        action: 'rewrite',
        to: `${LIMITED_PREFIX}/${e}`,
      });
      // A single string is silently ignored by Netlify and limits the whole site as one client.
      expect(Array.isArray(config.rateLimit?.aggregateBy)).toBe(true);
    },
  );
});

describe('functions/fallback.ts', () => {
  test('answers what the rules rewrite to it: 400, 404 for no data, 404 for unknown paths', async () => {
    expect((await call('fallback', '/results?lang=xx')).status).toBe(400);
    expect((await call('fallback', '/_fallback/stats?lottery=lao-vip')).status).toBe(404);
    const unknown = await call('fallback', '/_fallback/not-found?lang=en');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  test('config: the fallback path of the generated rules', () => {
    expect(fns.fallback.config).toEqual({ path: `${FALLBACK_PREFIX}/*` });
  });
});

describe('functions/limited.ts', () => {
  test('answers every request it gets with the 429 of C3.5', async () => {
    const r = await call('limited', '/_limited/stats?lang=vi');
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe(String(NETLIFY_RETRY_AFTER_SECONDS));
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('config: the path rate limiting rewrites to', () => {
    expect(fns.limited.config).toEqual({ path: `${LIMITED_PREFIX}/*` });
  });
});

describe('functions/methods.ts', () => {
  test('answers preflights on any path and 405 for other methods', async () => {
    const pre = await call('methods', '/anything/at/all', { method: 'OPTIONS', headers: { 'Access-Control-Request-Headers': 'x-y' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe('x-y');
    const post = await call('methods', '/results?lang=en', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe(ALLOWED_METHODS);
  });

  test('config: every path, only the methods the CDN does not answer from files', () => {
    expect(fns.methods.config.path).toBe('/*');
    expect([...(fns.methods.config.method as string[])].sort()).toEqual(['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  });
});

describe('what Netlify reads at deploy time', () => {
  test.each(FUNCTIONS)('functions/%s.ts: the statically parsed config is the runtime config (every value a literal)', async (name) => {
    expect(await staticConfig(name)).toEqual(normalized(fns[name].config));
  });
});

describe('netlify.toml bundles what the live functions read', () => {
  /** The `included_files` globs of one `[functions...]` block of netlify.toml (header as written). */
  const includedFiles = async (header: string): Promise<string[]> => {
    const toml = await readFile(join(PROJECT_ROOT, 'netlify.toml'), 'utf8');
    const block = toml.split(/^\[/m).find((b) => b.startsWith(`${header.slice(1)}\n`)) ?? '';
    const line = /^\s*included_files\s*=\s*(\[.*\])\s*$/m.exec(block)?.[1] ?? '[]';
    return JSON.parse(line) as string[];
  };
  const matches = (glob: string, file: string) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(file);

  test('every live function bundles the latest-draw files, their index and the draw archives (C9.4); the archives only they', async () => {
    const all = await includedFiles('[functions]');
    const live = await includedFiles('[functions."check*"]');
    const files = [`dist/${latestFile('lao-lottery')}`, `dist/${LATEST_INDEX_FILE}`, `dist/${drawsFile('lao-lottery')}`];
    for (const e of LIVE_ENDPOINTS) {
      expect(matches('check*', e), `${e} is matched by [functions."check*"]`).toBe(true);
      for (const file of files)
        expect(
          [...all, ...live].some((g) => matches(g, file)),
          file,
        ).toBe(true);
    }
    expect(all.some((g) => matches(g, `dist/${drawsFile('lao-lottery')}`))).toBe(false);
    for (const other of ['fallback', 'limited', 'methods', 'scheduled-update']) expect(matches('check*', other)).toBe(false);
  });
});

describe('functions/ holds only functions', () => {
  test('every file is a function entry (a default export and a config), and none is a test', async () => {
    const names = (await readdir(join(PROJECT_ROOT, 'functions'))).sort();
    expect(names).toEqual(['check-many.ts', 'check.ts', 'fallback.ts', 'limited.ts', 'methods.ts', 'scheduled-update.ts']);
    for (const name of names) {
      expect(name, 'a test bundled as a function fails the deploy').not.toMatch(/\.test\./);
      const source = await readFile(join(PROJECT_ROOT, 'functions', name), 'utf8');
      expect(source, name).toMatch(/^export default /m);
      expect(source, name).toMatch(/^export const config: Config = /m);
    }
  });
});
