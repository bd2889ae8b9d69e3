import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Site } from '../answers/attribution.ts';
import { PROJECT_ROOT } from '../config.ts';
import { digest } from './manifest.ts';

/** Bump when the build's own conventions change in a way the sources below do not show. */
const BUILD_FORMAT = 'build-2';
/**
 * Where the build starts: the service's producers and the build around them (what `npm run build`
 * and `update` run). The digest covers this file and every source it imports, directly or not, so
 * editing a test, a test helper or a command the build does not run leaves it unchanged.
 */
export const BUILD_ENTRIES: readonly string[] = ['pipeline/site-build.ts'];

/**
 * Everything besides data/ that decides the bytes of the tree: the sources that render it (the
 * import graph from the build's entry), the ICU data behind Intl dates (C4.6), and the site's name
 * and address (C4.8). A change to any of them makes the next build render every file again. The
 * website's client bundle has its own digest (web/render/assets.ts), which buildSite joins to this.
 */
export async function codeDigest(site: Site, root: string = PROJECT_ROOT, entries: readonly string[] = BUILD_ENTRIES): Promise<string> {
  const parts = [
    BUILD_FORMAT,
    `icu ${process.versions['icu'] ?? ''} unicode ${process.versions['unicode'] ?? ''}`,
    site.name,
    site.baseUrl,
  ];
  const files = await importGraph(root, entries);
  const texts: string[] = [];
  for (const file of files) texts.push(file, await readFile(join(root, file), 'utf8'));
  return digest([...parts, ...texts]);
}

/** What validates a stored file on the build's read path: parse-draws.ts and all it imports. */
const VALIDATOR_ENTRIES: readonly string[] = ['pipeline/publish/parse-draws.ts'];
let validator: Promise<string> | null = null;

/**
 * The digest of the code that validates stored draws for the build (the key of the validated
 * contents in input-cache.ts): computed once per process, the code this process runs.
 */
export function validatorDigest(): Promise<string> {
  validator ??= importGraph(PROJECT_ROOT, VALIDATOR_ENTRIES).then(async (files) => {
    const texts: string[] = [];
    for (const file of files) texts.push(file, await readFile(join(PROJECT_ROOT, file), 'utf8'));
    return digest(['validator-1', ...texts]);
  });
  return validator;
}

/**
 * The project files `entries` import, directly or through each other, themselves included: every
 * relative specifier of an `import`/`export ... from`, a side-effect `import '...'` or a dynamic
 * `import('...')`. Packages are not followed (their versions are not sources of this project).
 * Root-relative paths with `/`, sorted. A specifier that names no file is an error: the build could
 * not have loaded it either.
 */
export async function importGraph(root: string, entries: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const pending = entries.map((e) => resolve(root, e));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    const key = relative(root, file).split(sep).join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue; // a JSON or other data file: its text counts, it imports nothing
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (cause) {
      throw new Error(`the build imports ${key}, which cannot be read`, { cause });
    }
    for (const specifier of relativeSpecifiers(text)) pending.push(resolve(dirname(file), specifier));
  }
  return [...seen].sort();
}

const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function relativeSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const pattern of SPECIFIERS) {
    for (const m of text.matchAll(pattern)) {
      const specifier = m[1] as string;
      if (specifier.startsWith('./') || specifier.startsWith('../')) found.push(specifier);
    }
  }
  return found;
}

/** Every source file (tests excepted) below the given folders: its path, then its text, in path order. */
export async function sourceTexts(root: string, dirs: readonly string[]): Promise<string[]> {
  const parts: string[] = [];
  for (const dir of dirs) {
    let entries: Dirent[];
    try {
      entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    const files = entries
      .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
    for (const file of files) parts.push(file, await readFile(join(root, file), 'utf8'));
  }
  return parts;
}
