import { access, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { expect } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { type BundledFile, NO_BUNDLED_FILES } from '../published/netlify-tree.ts';
import { distLatestSource } from '../published/latest-source.ts';
import { LOTTERY_IDS, type LotteryId } from '../registry/index.ts';
import { createCheckHandler } from '../serve/check-handler.ts';
import { createFallbackHandler } from '../serve/fallback-handler.ts';
import type { RawResponse, TestTree } from './serve-kit.ts';

/**
 * A simulated CDN for the tests of the generated rules (netlify-rules.test.ts and
 * netlify-rules-budget.test.ts): dist/_redirects run through Netlify's own parser and matcher, fed
 * exactly as `netlify dev` feeds them (netlify-cli's utils/redirects.js and rules-proxy.js), with
 * the functions answering what the rules send them (C1.3, issue 4).
 */

export interface Match {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
}
export interface Matcher {
  match(request: object): Match | null;
}
const redirector = createRequire(import.meta.url)('netlify-redirector') as {
  parseJSON(rules: string, options: object): Promise<Matcher>;
};

export interface ParsedRule {
  readonly from: string;
  readonly query: Readonly<Record<string, string>>;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
  readonly conditions: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** `@netlify/redirect-parser` over a `_redirects` file and the project's netlify.toml, as netlify-cli calls it. */
export async function parsedRules(redirectsFile: string): Promise<ParsedRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    netlifyConfigPath: join(PROJECT_ROOT, 'netlify.toml'),
    minimal: false,
    configRedirects: [],
  });
  expect(errors).toEqual([]);
  return redirects as ParsedRule[];
}

/** netlify-cli's normalizeRedirect: the shape netlify-redirector reads. */
export function forRedirector({ conditions, from, query, signed, ...rule }: ParsedRule): object {
  const { country, language, role, ...rest } = conditions as Record<string, unknown>;
  return {
    ...rule,
    origin: from,
    params: query,
    conditions: {
      ...rest,
      ...(role ? { Role: role } : {}),
      ...(country ? { Country: country } : {}),
      ...(language ? { Language: language } : {}),
    },
    ...(signed ? { sign: { jwt_secret: signed } } : {}),
  };
}

/** rules-proxy.js's request to the matcher. */
export function matcherOf(matcher: Matcher): (target: string) => Match | null {
  return (target) => {
    const url = new URL(target, 'http://localhost:8888');
    const headers = { host: 'localhost:8888', 'x-language': 'en', 'x-country': 'us' };
    return matcher.match({
      scheme: 'http',
      host: url.hostname,
      path: decodeURIComponent(url.pathname),
      query: url.search.slice(1),
      headers,
      cookieValues: {},
      getHeader: (name: string) => (headers as Record<string, string>)[name.toLowerCase()] ?? '',
      getCookie: () => '',
    });
  };
}

/** Netlify's matcher over a `_redirects` file: the rule a request target matches, with its placeholders substituted. */
export async function matcherFor(redirectsFile: string): Promise<(target: string) => Match | null> {
  const rules = await parsedRules(redirectsFile);
  return matcherOf(await redirector.parseJSON(JSON.stringify(rules.map(forRedirector)), {}));
}

/** What the CDN does with a GET, and the bytes it answers. */
export interface CdnAnswer {
  /** `file:<path>` (a published file), `fallback:<rule target>`, `check` (the /check function), `static` (a file at the requested path). */
  readonly via: string;
  readonly status: number;
  readonly body: Buffer;
}

export interface Cdn {
  readonly rules: readonly ParsedRule[];
  match(target: string): Match | null;
  answer(target: string): Promise<CdnAnswer>;
}

export async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * netlify dev's order for a GET (proxy.js): a function whose path matches goes first (/check; the
 * fallback answers `/_fallback/*`), then the first matching rule, unless a published file sits at
 * the requested path (the rules are not forced). A rewrite to `/_fallback/...` runs the fallback
 * function with the original URL; any other rewrite serves the published file. `options`: another
 * rules file than the tree's, and the files bundled with the fallback function (none by default:
 * the safety net asks `origin`).
 */
export async function cdnFor(
  tree: TestTree,
  origin: string,
  options: { readonly redirectsFile?: string; readonly bundled?: BundledFile } = {},
): Promise<Cdn> {
  const rules = await parsedRules(options.redirectsFile ?? join(tree.distDir, '_redirects'));
  const match = matcherOf(await redirector.parseJSON(JSON.stringify(rules.map(forRedirector)), {}));
  const source = distLatestSource(tree.distDir);
  const check = createCheckHandler(source, () => undefined);
  const fallback = createFallbackHandler(source, () => undefined, origin, options.bundled ?? NO_BUNDLED_FILES);
  const viaFunction = async (via: string, response: Promise<Response>): Promise<CdnAnswer> => {
    const r = await response;
    return { via, status: r.status, body: Buffer.from(await r.arrayBuffer()) };
  };
  return {
    rules,
    match,
    async answer(target) {
      const url = new URL(target, origin);
      const path = decodeURIComponent(url.pathname);
      if (/^\/check\/?$/.test(path)) return viaFunction('check', check(new Request(url)));
      if (path.startsWith(`${FALLBACK_PREFIX}/`)) return viaFunction('fallback-direct', fallback(new Request(url)));
      const staticFile = await staticAt(tree.distDir, path);
      const m = match(target);
      if (staticFile && !m?.force) return { via: 'static', status: 200, body: await readFile(join(tree.distDir, staticFile)) };
      if (!m) return { via: 'none', status: 404, body: Buffer.alloc(0) };
      if (m.to.startsWith(`${FALLBACK_PREFIX}/`)) return viaFunction(`fallback:${m.to}`, fallback(new Request(url)));
      const file = m.to.slice(1);
      expect(await exists(join(tree.distDir, file)), `${target} -> ${m.to} names a file of the tree`).toBe(true);
      // A 404 rule (the HTML 404 pages) serves its file with its status.
      return { via: `file:${file}`, status: m.status === 404 ? 404 : 200, body: await readFile(join(tree.distDir, file)) };
    },
  };
}

/** proxy.js getStatic: the file a request path names, directly or as a page. */
export async function staticAt(distDir: string, path: string): Promise<string | null> {
  const candidates = path.endsWith('/')
    ? [path, ...(path === '/' ? [] : [`${path.slice(0, -1)}.html`]), `${path}index.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  for (const c of candidates) {
    const file = c.slice(1);
    if (file !== '' && (await exists(join(distDir, file))) && !(await isDir(join(distDir, file)))) return file;
  }
  return null;
}

export async function isDir(path: string): Promise<boolean> {
  return (await stat(path)).isDirectory();
}

/**
 * Query strings covering every subset of `params` (each parameter present or absent): for each
 * subset, its parameters at their first (valid) values, and each present parameter in turn taking
 * each of its other values. (The full product is thousands of forms, and netlify-redirector scans
 * its rules one by one, some 40 µs each.)
 */
export function forms(pools: ReadonlyArray<readonly [string, readonly string[]]>): string[] {
  const out = new Set<string>();
  for (let mask = 0; mask < 1 << pools.length; mask += 1) {
    const subset = pools.filter((_, i) => (mask & (1 << i)) !== 0);
    const query = (name: string, value: string) => subset.map(([n, values]) => `${n}=${n === name ? value : values[0]}`).join('&');
    out.add(query('', ''));
    for (const [name, values] of subset) for (const v of values) out.add(query(name, v));
  }
  return [...out];
}

/** Values of each parameter: valid, invalid, empty, wrong case, percent-encoded (valid once decoded). */
export function pools(
  withData: readonly LotteryId[],
  endpoint: 'results' | 'stats' | 'calculations' | 'lotteries',
): Array<readonly [string, readonly string[]]> {
  const other = withData.find((id) => id !== 'thai-government') ?? 'lao-lottery';
  const without = LOTTERY_IDS.find((id) => !withData.includes(id)) ?? 'lao-vip';
  const lotteries = ['thai-government', other, without, 'nope', '', 'THAI-GOVERNMENT', 'thai%2Dgovernment'];
  const langs = ['vi', 'th', 'xx', '', 'EN', '%65n'];
  switch (endpoint) {
    case 'results':
      return [
        ['lottery', lotteries],
        ['limit', ['1', '20', '7', '0', '21', '01', 'abc', '', '%32']],
        ['lang', langs],
      ];
    case 'stats':
      return [
        ['lottery', lotteries],
        ['lang', langs],
      ];
    case 'calculations':
      return [
        ['lottery', lotteries.slice(0, 5)],
        ['window', ['5', 'all', '7', '', '%35']],
        ['prize', ['last-two-digit', 'first-prize', '']],
        ['lang', ['vi', 'xx', '', '%65n']],
      ];
    case 'lotteries':
      // C9.1: `lang` only; a `lottery` is an unknown parameter there, ignored (C2.4).
      return [
        ['lang', langs],
        ['lottery', lotteries],
      ];
  }
}

export function same(local: RawResponse, cdn: CdnAnswer): boolean {
  return local.status === cdn.status && local.body.equals(cdn.body);
}
