import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { DOWNLOAD_TYPES, HISTORY_INDEX_FILE, downloadFiles } from '../contract/download-paths.ts';
import { ENDPOINTS, STATIC_ENDPOINTS } from '../contract/endpoints.ts';
import { CACHE_PAGES, CACHE_STATIC } from '../contract/http-policy.ts';
import { HEADERS_FILE, OPENAPI_FILE, README_FILE, resultsFile } from '../contract/paths.ts';
import { LOTTERY_IDS } from '../registry/index.ts';
import type { LocalServer } from '../serve/local-server.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import { headersText, netlifyHeaderRules } from './netlify-headers.ts';

/**
 * Netlify's own reading of a `_headers` file: @netlify/headers-parser, the parser `netlify dev` and
 * the build use, and the match `netlify dev` applies to a path (netlify-cli's `headersForPath`: the
 * values of every rule whose pattern matches, later rules winning), written out here because
 * netlify-cli is no longer installed with the project.
 */
interface ParsedRule {
  readonly for: string;
  readonly forRegExp: RegExp;
  readonly values: Readonly<Record<string, string>>;
}
const netlify = {
  async parseHeaders(options: { headersFiles: string[] }): Promise<ParsedRule[]> {
    const { errors, headers } = await parseAllHeaders({ headersFiles: options.headersFiles, configHeaders: [], minimal: false });
    if (errors.length > 0) throw new Error(`_headers: ${errors.map((e: Error) => e.message).join('; ')}`);
    return headers as ParsedRule[];
  },
  headersForPath(rules: readonly ParsedRule[], path: string): Record<string, string> {
    return Object.assign({}, ...rules.filter((r) => r.forRegExp.test(path)).map((r) => r.values)) as Record<string, string>;
  },
};

/** The headers the CDN's rules and the local server must agree on (C3.1, C3.3, C3.4). */
const POLICY_HEADERS = ['access-control-allow-origin', 'access-control-expose-headers', 'content-type', 'cache-control'];

let tree: TestTree;
let server: LocalServer;
let rules: ParsedRule[];

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
  rules = await netlify.parseHeaders({ headersFiles: [join(tree.distDir, HEADERS_FILE)] });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function pick(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(POLICY_HEADERS.flatMap((name) => (headers[name] === undefined ? [] : [[name, headers[name] as string]])));
}

describe('dist/_headers (issue 10 item 3)', () => {
  test('is the generated text, and Netlify reads back every rule with its values', async () => {
    const text = await readFile(join(tree.distDir, HEADERS_FILE), 'utf8');
    expect(text).toBe(headersText(netlifyHeaderRules(tree.withData)));
    expect(rules.map((r) => ({ for: r.for, values: r.values }))).toEqual(
      netlifyHeaderRules(tree.withData).map((r) => ({ for: r.for, values: { ...r.values } })),
    );
  });

  test('names every static endpoint of the table, the API folder and both description files', () => {
    const paths = rules.map((r) => r.for);
    for (const e of STATIC_ENDPOINTS) expect(paths).toContain(ENDPOINTS[e].path);
    expect(paths).toEqual(expect.arrayContaining(['/*', '/api/*', `/${OPENAPI_FILE}`, `/${README_FILE}`]));
  });

  test.each(STATIC_ENDPOINTS.map((e) => [e]))(
    '/%s: the CDN adds what the local server sends, at the public path and at the rewritten file',
    async (endpoint) => {
      const id = tree.withData[0];
      if (id === undefined) throw new Error('the synthetic tree has a lottery with data');
      const local = pick((await get(server.url, `${ENDPOINTS[endpoint].path}?lottery=${id}`)).headers);
      expect(local['cache-control']).toBe(ENDPOINTS[endpoint].cache);
      expect(pick(lowerCased(netlify.headersForPath(rules, ENDPOINTS[endpoint].path)))).toEqual(local);
      // The rewrite target of /results?lottery=... (the file the CDN actually serves).
      if (endpoint === 'results') expect(pick(lowerCased(netlify.headersForPath(rules, `/${resultsFile(id, 1, 'th')}`)))).toEqual(local);
    },
  );

  test.each([`/${OPENAPI_FILE}`, `/${README_FILE}`])('%s: the CDN adds what the local server sends', async (path) => {
    const local = pick((await get(server.url, path)).headers);
    expect(pick(lowerCased(netlify.headersForPath(rules, path)))).toEqual(local);
  });

  test('every download file of a lottery with data (issue 12): the CDN adds the type and cache the local server sends', async () => {
    const id = tree.withData[0];
    if (id === undefined) throw new Error('the synthetic tree has a lottery with data');
    const files = [...downloadFiles(id), HISTORY_INDEX_FILE];
    for (const file of files) {
      const local = pick((await get(server.url, `/${file}`)).headers);
      expect(local['cache-control'], file).toBe(CACHE_STATIC);
      expect(pick(lowerCased(netlify.headersForPath(rules, `/${file}`))), file).toEqual(local);
    }
    // Each registered type appears (C3.3): .atom and .json side by side in feeds/ are told apart.
    const types = new Set(files.map((f) => lowerCased(netlify.headersForPath(rules, `/${f}`))['content-type']));
    expect([...types].sort()).toEqual(Object.values(DOWNLOAD_TYPES).sort());
  });

  test('a lottery without data has no download rule (it has no files; its paths answer the 404 of C2.7)', () => {
    const without = LOTTERY_IDS.find((id) => !tree.withData.includes(id));
    if (without === undefined) throw new Error('the synthetic tree has a lottery without data');
    const paths = new Set(rules.map((r) => r.for));
    for (const file of downloadFiles(without)) expect(paths.has(`/${file}`), file).toBe(false);
  });

  test('a page gets the CORS headers of C3.1 from the CDN as from the local server', async () => {
    const local = (await get(server.url, '/')).headers;
    const cdn = lowerCased(netlify.headersForPath(rules, '/index.html'));
    for (const name of ['access-control-allow-origin', 'access-control-expose-headers']) expect(cdn[name]).toBe(local[name]);
  });

  test("pages, assets and the HTML 404 pages: no rule gives them a lifetime, so the CDN's default, which the local server sends too", async () => {
    const asset = (await readFile(join(tree.distDir, 'index.html'), 'utf8')).match(/\/assets\/[\w.-]+\.css/)?.[0];
    if (asset === undefined) throw new Error('the home page links its stylesheet');
    for (const [path, file, status] of [
      ['/', '/index.html', 200],
      ['/en/', '/en/index.html', 200],
      [asset, asset, 200],
      ['/robots.txt', '/robots.txt', 200],
      ['/en/no-such-page', '/en/404.html', 404],
    ] as const) {
      const local = await get(server.url, path);
      expect(local.status, path).toBe(status);
      expect(local.headers['cache-control'], path).toBe(CACHE_PAGES);
      expect(lowerCased(netlify.headersForPath(rules, file))['cache-control'], file).toBeUndefined();
    }
  });

  test('is not served as a file by the local server (404, as on Netlify)', async () => {
    expect((await get(server.url, `/${HEADERS_FILE}`)).status).toBe(404);
  });

  test('netlify.toml keeps no header rule: every one is generated', async () => {
    const toml = await readFile(join(PROJECT_ROOT, 'netlify.toml'), 'utf8');
    expect(toml).not.toMatch(/^\s*\[\[headers\]\]/m);
  });
});
