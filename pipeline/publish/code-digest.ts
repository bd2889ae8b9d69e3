import { createHash } from 'node:crypto';
import { type Dirent, type Stats, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Site } from '../answers/attribution.ts';
import { PROJECT_ROOT } from '../config.ts';
import { digest } from './manifest.ts';
import { RACY_WINDOW_MS } from './input-cache.ts';

/** Bump when the build's own conventions change in a way the sources below do not show. */
const BUILD_FORMAT = 'build-3';
/**
 * Where the build starts: the service's producers and the build around them (what `npm run build`
 * and `update` run). The digest covers this file and every source it imports, directly or not, so
 * editing a test, a test helper or a command the build does not run leaves it unchanged.
 */
export const BUILD_ENTRIES: readonly string[] = ['pipeline/site-build.ts'];

/**
 * Everything besides data/ that decides the bytes of the tree: the sources that render it (the
 * import graph from the build's entry), the locked package versions, the ICU data behind Intl dates
 * (C4.6), and the site's name and address (C4.8). A change to any of them makes the next build
 * render every file again. The website's client bundle has its own digest (web/render/assets.ts),
 * which buildSite joins to this.
 * `cacheFile` keeps each source's digest and imports between runs (SourceCache; null keeps none).
 */
export async function codeDigest(
  site: Site,
  root: string = PROJECT_ROOT,
  entries: readonly string[] = BUILD_ENTRIES,
  cacheFile: string | null = null,
): Promise<string> {
  const parts = [
    BUILD_FORMAT,
    `icu ${process.versions['icu'] ?? ''} unicode ${process.versions['unicode'] ?? ''}`,
    `packages ${await lockDigest(root)}`,
    site.name,
    site.baseUrl,
  ];
  return digest([...parts, ...(await graphDigests(root, entries, cacheFile))]);
}

/**
 * The packages the build runs write bytes too (zod's JSON Schema in openapi.json, feed's Atom and
 * JSON Feed), and the import graph does not follow them: the locked versions of every package
 * (package-lock.json) are part of the code, so the build after a dependency update renders every
 * file again, as a code change does. 'none' without a lockfile.
 */
async function lockDigest(root: string): Promise<string> {
  try {
    return createHash('sha256')
      .update(await readFile(join(root, 'package-lock.json')))
      .digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw error;
  }
}

/**
 * What validates a stored file on the build's read path: parse-draws.ts (the year files), no-draw.ts
 * (data/no-draw.json), corrections.ts (data/corrections.json) and all they import.
 */
const VALIDATOR_ENTRIES: readonly string[] = [
  'pipeline/publish/parse-draws.ts',
  'pipeline/store/no-draw.ts',
  'pipeline/store/corrections.ts',
];
let validator: Promise<string> | null = null;

/**
 * The digest of the code that validates stored draws for the build (the key of the validated
 * contents in input-cache.ts): computed once per process, the code this process runs. Its files
 * are among the build's, so after codeDigest it reads none of them again (the process's entries).
 */
export function validatorDigest(): Promise<string> {
  validator ??= graphDigests(PROJECT_ROOT, VALIDATOR_ENTRIES, null).then((parts) => digest(['validator-2', ...parts]));
  return validator;
}

/**
 * The project files `entries` import, directly or through each other, themselves included: every
 * relative specifier of an `import`/`export ... from`, a side-effect `import '...'` or a dynamic
 * `import('...')`. Packages are not followed (their locked versions enter codeDigest whole, through
 * package-lock.json). Root-relative paths with `/`, sorted. A specifier that names no file is an error: the build could
 * not have loaded it either.
 */
export async function importGraph(root: string, entries: readonly string[]): Promise<string[]> {
  return [...walk(root, entries, await SourceCache.open(null)).keys()].sort();
}

/** Each file of the graph (root-relative) and the sha256 of its text, in path order: the digest's sources part. */
async function graphDigests(root: string, entries: readonly string[], cacheFile: string | null): Promise<string[]> {
  const cache = await SourceCache.open(cacheFile);
  const graph = walk(root, entries, cache);
  cache.save();
  return [...graph.keys()].sort().flatMap((file) => [file, graph.get(file) as string]);
}

/** The graph from `entries`: each file's root-relative path and the digest of its text. */
function walk(root: string, entries: readonly string[], cache: SourceCache): Map<string, string> {
  const seen = new Map<string, string>();
  const pending = entries.map((e) => resolve(root, e));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    const key = relative(root, file).split(sep).join('/');
    if (seen.has(key)) continue;
    const source = cache.source(file, key);
    seen.set(key, source.digest);
    pending.push(...source.imports);
  }
  return seen;
}

interface SourceEntry {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly ino: number;
  readonly digest: string;
  readonly imports: readonly string[];
}
type SourceEntries = Record<string, SourceEntry>;

/** Whether a parsed cache file is entries of the shape above (checked by hand: zod's first use costs more than the whole walk). */
function isSourceEntries(value: unknown): value is SourceEntries {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((e: Partial<Record<keyof SourceEntry, unknown>>) => {
    const numbers = [e.size, e.mtimeMs, e.ctimeMs, e.ino].every((n) => typeof n === 'number');
    return numbers && typeof e.digest === 'string' && Array.isArray(e.imports) && e.imports.every((i) => typeof i === 'string');
  });
}

/** The entries this process has taken (of every graph it walked), so the validator's walk after the build's reads nothing again. */
const processEntries = new Map<string, SourceEntry>();

/** Forgets the process's entries: the next walk reads every source not in its cache file (tests compare with that). */
export function forgetSources(): void {
  processEntries.clear();
}

/**
 * Each source's digest and the project files it imports, by absolute path, kept with its size,
 * times and inode, so that a build reads only the sources that changed since the last one (the
 * graph is some 130 files). What could make a kept entry wrong is a file rewritten with the same
 * size, inode, modification and change times, which the racy window rules out for edits, as for
 * data/ (input-cache.ts). A missing or unreadable cache only means reading every source again. The
 * file (beside dist/, like the input cache: machine-local facts) holds the files of the last walk.
 */
class SourceCache {
  readonly #path: string | null;
  readonly #known: SourceEntries;
  readonly #used: SourceEntries = {};
  #changed = false;

  private constructor(path: string | null, known: SourceEntries) {
    this.#path = path;
    this.#known = known;
  }

  static async open(path: string | null): Promise<SourceCache> {
    let known: SourceEntries = {};
    if (path !== null) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
        if (isSourceEntries(parsed)) known = parsed;
      } catch {
        // No cache yet: every source is read once.
      }
    }
    return new SourceCache(path, known);
  }

  /** A project file's digest and the absolute paths it imports (none for a data file); `key` names it in errors. */
  source(file: string, key: string): SourceEntry {
    let s: Stats;
    let text: string;
    try {
      s = statSync(file);
      for (const known of [this.#known[file], processEntries.get(file)]) {
        if (known && known.size === s.size && known.mtimeMs === s.mtimeMs && known.ctimeMs === s.ctimeMs && known.ino === s.ino) {
          this.#used[file] = known;
          if (known !== this.#known[file]) this.#changed = true;
          return known;
        }
      }
      text = readFileSync(file, 'utf8');
    } catch (cause) {
      throw new Error(`the build imports ${key}, which cannot be read`, { cause });
    }
    // A JSON or other data file: its text counts, it imports nothing.
    const imports = /\.[cm]?[jt]sx?$/.test(file) ? relativeSpecifiers(text).map((specifier) => resolve(dirname(file), specifier)) : [];
    const entry = {
      size: s.size,
      mtimeMs: s.mtimeMs,
      ctimeMs: s.ctimeMs,
      ino: s.ino,
      digest: createHash('sha256').update(text).digest('hex'),
      imports,
    };
    if (Date.now() - Math.max(s.mtimeMs, s.ctimeMs) >= RACY_WINDOW_MS) {
      this.#used[file] = entry;
      this.#changed = true;
      processEntries.set(file, entry);
    } else processEntries.delete(file);
    return entry;
  }

  /**
   * Writes the entries of this walk when they differ from what was kept: under a temporary name,
   * then renamed over the file, without waiting for the disk (a cache lost in a crash is only
   * read around).
   */
  save(): void {
    if (this.#path === null) return;
    if (!this.#changed && Object.keys(this.#used).length === Object.keys(this.#known).length) return;
    const temp = `${this.#path}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, JSON.stringify(this.#used));
      renameSync(temp, this.#path);
    } catch {
      // A cache that cannot be written is read again next time; the digest is right all the same.
      rmSync(temp, { force: true });
    }
  }
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
    // Read all at once (libuv's pool), kept in path order: one after another cost ~20 ms a build.
    const texts = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
    for (const [i, file] of files.entries()) parts.push(file, texts[i] as string);
  }
  return parts;
}
