import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Site } from '../answers/attribution.ts';
import { PROJECT_ROOT } from '../config.ts';
import { digest } from './manifest.ts';

/** Bump when the build's own conventions change in a way the sources below do not show. */
const BUILD_FORMAT = 'build-1';
/**
 * Folders whose sources shape the published tree. web/ is not read here: all of it enters through
 * the website bundle's digest (pages/assets.ts), which buildSite joins to this one.
 */
const SOURCE_DIRS = ['pipeline'];

/**
 * Everything besides data/ that decides the bytes of the tree: the sources that render it, the
 * ICU data behind Intl dates (C4.6), and the site's name and address (C4.8). A change to any of
 * them makes the next build render every file again.
 */
export async function codeDigest(site: Site, root: string = PROJECT_ROOT): Promise<string> {
  const parts = [BUILD_FORMAT, `icu ${process.versions.icu ?? ''} unicode ${process.versions.unicode ?? ''}`, site.name, site.baseUrl];
  return digest([...parts, ...(await sourceTexts(root, SOURCE_DIRS))]);
}

/** Every source file (tests excepted) below the given folders: its path, then its text, in path order. */
export async function sourceTexts(root: string, dirs: readonly string[]): Promise<string[]> {
  const parts: string[] = [];
  for (const dir of dirs) {
    let entries;
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
