import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ASSETS_DIR,
  MANIFEST_PATH,
  PAGE_ENTRIES,
  type PageEntry,
  WIDGET_FILE,
  pagesBuildConfig,
  widgetBuildConfig,
} from '../vite.config.ts';
import { PROJECT_ROOT } from '../../pipeline/config.ts';
import { BuildError } from '../../pipeline/errors/build-error.ts';
import { sourceTexts } from '../../pipeline/publish/code-digest.ts';
import { digest } from '../../pipeline/publish/manifest.ts';

/** Bump when the way assets are cached or laid out changes in a way the sources do not show. */
const ASSET_FORMAT = 'assets-1';
/** Folders whose sources can reach a bundle (the widget imports its texts from the registry). */
const SOURCE_DIRS = ['web', 'pipeline/registry'];
/** How many cached builds are kept (older ones are removed after a new one is stored). */
const CACHE_KEEP = 4;

/** One file of the bundle, as the tree publishes it. */
export interface AssetFile {
  readonly path: string;
  readonly text: string;
}

/** What a page loads for one entry: its module, the chunks it imports, its styles (tree paths). */
export interface EntryFiles {
  readonly script: string | null;
  readonly preload: readonly string[];
  readonly styles: readonly string[];
}

/** The bundled client code of the site: its files and where each entry landed. */
export interface SiteAssets {
  /** The digest of the sources the bundle was built from (the cache key). */
  readonly key: string;
  /** The digest of the bundle's files: pages that reference them change when it does. */
  readonly digest: string;
  readonly files: readonly AssetFile[];
  readonly entries: Readonly<Record<PageEntry, EntryFiles>>;
  /** False when vite ran for this call. */
  readonly fromCache: boolean;
}

export interface AssetOptions {
  /** The project whose `web/` is bundled (a copy in tests). */
  readonly root?: string;
  /** Where bundles are kept between builds, one folder per source digest. */
  readonly cacheDir?: string;
}

/** Where bundles are cached by default: beside other tools' caches, outside the published tree. */
export function defaultAssetCacheDir(root: string = PROJECT_ROOT): string {
  return join(root, 'node_modules', '.cache', 'lottery-site-assets');
}

const ViteManifest = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type ViteManifest = z.infer<typeof ViteManifest>;

/**
 * The site's bundle (issue 6 item 2): vite's output for the current `web/` sources, taken from the
 * cache when a build of the same sources is there, otherwise built by vite (loaded only then) and
 * stored. A build where web/ did not change therefore never starts vite.
 */
export async function siteAssets(options: AssetOptions = {}): Promise<SiteAssets> {
  const root = options.root ?? PROJECT_ROOT;
  const cacheDir = options.cacheDir ?? defaultAssetCacheDir();
  const key = await sourceDigest(root);
  const dir = join(cacheDir, key);
  let fromCache = true;
  if (!(await isDir(dir))) {
    fromCache = false;
    await buildInto(root, cacheDir, key);
  }
  return { ...(await readBundle(dir)), key, fromCache };
}

/** The digest of everything that decides the bundle: vite's version and the sources it can read. */
export async function sourceDigest(root: string): Promise<string> {
  const vitePackage = join(PROJECT_ROOT, 'node_modules', 'vite', 'package.json');
  let vite: { version: string };
  try {
    vite = JSON.parse(await readFile(vitePackage, 'utf8')) as { version: string };
  } catch (cause) {
    throw new BuildError(vitePackage, null, 'vite (a devDependency) is not installed: run npm install', { cause });
  }
  return digest([ASSET_FORMAT, `vite ${vite.version}`, ...(await sourceTexts(root, SOURCE_DIRS))]);
}

/** Runs vite into a fresh folder and moves it into the cache in one rename. */
async function buildInto(root: string, cacheDir: string, key: string): Promise<void> {
  const temp = join(cacheDir, `${key}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(cacheDir, { recursive: true });
  try {
    const vite = await import('vite');
    const webRoot = join(root, 'web');
    await vite.build(pagesBuildConfig(webRoot, temp));
    await vite.build(widgetBuildConfig(webRoot, temp));
    try {
      await rename(temp, join(cacheDir, key));
    } catch (error) {
      // Another build stored the same sources first: its bundle is the same, keep it.
      if (!(await isDir(join(cacheDir, key)))) throw error;
    }
  } catch (cause) {
    throw new BuildError(join(root, 'web'), null, `vite could not bundle the site's scripts: ${(cause as Error).message}`, { cause });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  await prune(cacheDir, key);
}

/** Keeps the newest cached bundles only. */
async function prune(cacheDir: string, keep: string): Promise<void> {
  const names = (await readdir(cacheDir)).filter((n) => /^[0-9a-f]{64}$/.test(n) && n !== keep);
  const dated = await Promise.all(names.map(async (n) => ({ n, t: (await stat(join(cacheDir, n))).mtimeMs })));
  dated.sort((a, b) => b.t - a.t);
  for (const { n } of dated.slice(CACHE_KEEP - 1)) await rm(join(cacheDir, n), { recursive: true, force: true });
}

/** The files of a stored bundle and its entries, from vite's manifest. */
async function readBundle(dir: string): Promise<Omit<SiteAssets, 'key' | 'fromCache'>> {
  const manifest = ViteManifest.parse(JSON.parse(await readFile(join(dir, MANIFEST_PATH), 'utf8')));
  const names = (await readdir(join(dir, ASSETS_DIR))).sort();
  const paths = [...names.map((name) => `${ASSETS_DIR}/${name}`), WIDGET_FILE];
  const texts = await Promise.all(paths.map((path) => readFile(join(dir, path), 'utf8')));
  const files: AssetFile[] = paths.map((path, i) => ({ path, text: texts[i] as string }));
  const entries = Object.fromEntries(
    (Object.entries(PAGE_ENTRIES) as Array<[PageEntry, string]>).map(([name, src]) => [name, entryFiles(manifest, src)]),
  ) as Record<PageEntry, EntryFiles>;
  return { digest: digest(files.flatMap((f) => [f.path, f.text])), files, entries };
}

function entryFiles(manifest: ViteManifest, src: string): EntryFiles {
  const entry = manifest[src];
  if (!entry) throw new BuildError(MANIFEST_PATH, null, `vite's manifest has no entry ${src}`);
  if (entry.file.endsWith('.css')) return { script: null, preload: [], styles: [entry.file] };
  const preload = new Set<string>();
  const styles = new Set<string>(entry.css ?? []);
  const visit = (id: string): void => {
    const chunk = manifest[id];
    if (!chunk || preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const id of entry.imports ?? []) visit(id);
  return { script: entry.file, preload: [...preload], styles: [...styles] };
}

async function isDir(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
