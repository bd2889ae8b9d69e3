import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** The project root (the folder holding package.json). */
export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the store of record lives (C8.1); `DATA_DIR` overrides for tests and scale runs. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env['DATA_DIR'] ?? join(PROJECT_ROOT, 'data');
}

/** Where the published tree is written (C1.1); `DIST_DIR` overrides. */
export function defaultDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return env['DIST_DIR'] ?? join(PROJECT_ROOT, 'dist');
}

/**
 * The service's name and public base URL: the one configuration point of C4.8. `SERVICE_URL` wins;
 * on Netlify the build sees the site's main address as `URL`; locally the default is the dev server.
 */
export interface SiteConfig {
  readonly name: string;
  readonly baseUrl: string;
}

export const DEFAULT_SERVICE_NAME = 'Lotto Results API';
export const DEFAULT_BASE_URL = 'http://localhost:8888';

export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  // An empty variable counts as unset (a CI step that passes `SERVICE_URL: ''` means "the default").
  const baseUrl = checkedBaseUrl(set(env['SERVICE_URL']) ?? set(env['URL']) ?? DEFAULT_BASE_URL);
  return { name: set(env['SERVICE_NAME']) ?? DEFAULT_SERVICE_NAME, baseUrl };
}

/**
 * Every link the build writes starts with the base URL, so it must be an absolute http(s)
 * address with no query, fragment, space or backslash; anything else is refused, naming it (a
 * `javascript:` one ran script on the service's own pages when a visitor followed a calendar
 * link). It is used as the URL parser writes it (scheme and host in lower case, non-ASCII
 * percent-encoded), without its final slashes: the parser repairs what it reads (`http:x.example`,
 * an empty `?`), so its reading, not the raw text, is what the links must start with.
 */
function checkedBaseUrl(value: string): string {
  let url: URL | null = null;
  if (/^https?:\/\/[^/?#\s\\]/i.test(value) && !/[?#\s\\]/.test(value)) {
    try {
      url = new URL(value);
    } catch {
      // Not a URL: refused below.
    }
  }
  // The pattern above already asks for http:// or https://.
  if (url === null || url.username !== '' || url.password !== '') {
    throw new Error(
      `the service's base URL (SERVICE_URL, else URL) must be an absolute http:// or https:// address without a query, fragment, credentials, spaces or backslashes, not ${JSON.stringify(value)}`,
    );
  }
  // The parser leaves a quote as it is: encoded, it cannot end the quoted strings of the snippets that show the address.
  return url.href.replace(/\/+$/, '').replaceAll("'", '%27');
}

function set(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
