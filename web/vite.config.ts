import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

/**
 * How vite bundles the website's client code (issue 6 item 2). Two builds, both into one folder:
 *
 * - the pages' entries (plain ES modules with content-hashed names, and vite's manifest that the
 *   page renderer reads to reference them);
 * - the embeddable widget, one classic script at a fixed name (`widget.js`), because a site owner
 *   pastes `<script src="…/widget.js" async>` and that address cannot change with every release.
 *
 * `npm run build` runs both through `web/render/assets.ts`, which caches the output by a
 * digest of the sources; `npx vite build -c web/vite.config.ts` runs the first by hand.
 * Only types come from vite here, so reading these settings never loads vite itself.
 */
export const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The pages' entries, by the name pages ask for them (paths relative to web/). */
export const PAGE_ENTRIES = {
  site: 'styles/site.css',
  checker: 'scripts/checker.ts',
  stats: 'scripts/stats.ts',
  freshness: 'scripts/freshness.ts',
} as const;
export type PageEntry = keyof typeof PAGE_ENTRIES;

export const WIDGET_ENTRY = 'scripts/widget.ts';
/** The widget's published name; the address site owners paste is `{base}/widget.js`. */
export const WIDGET_FILE = 'widget.js';
/** Where the pages' hashed assets go, below the output folder (and the published site). */
export const ASSETS_DIR = 'assets';
/** vite's manifest, inside the output folder (never published: it is a build input of the pages). */
export const MANIFEST_PATH = '.vite/manifest.json';

const SHARED: InlineConfig = {
  configFile: false,
  envDir: false,
  publicDir: false,
  logLevel: 'warn',
  clearScreen: false,
  base: '/',
};

/** The pages' entries: hashed ES modules and CSS, with a manifest. */
export function pagesBuildConfig(webRoot: string, outDir: string): InlineConfig {
  return {
    ...SHARED,
    root: webRoot,
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      assetsDir: ASSETS_DIR,
      // Pages load their one module directly; no preload polyfill is needed or wanted.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: Object.fromEntries(Object.entries(PAGE_ENTRIES).map(([name, src]) => [name, join(webRoot, src)])) },
    },
  };
}

/** The widget: one self-contained classic script (IIFE) at a fixed name. */
export function widgetBuildConfig(webRoot: string, outDir: string): InlineConfig {
  return {
    ...SHARED,
    root: webRoot,
    build: {
      outDir,
      emptyOutDir: false,
      manifest: false,
      minify: true,
      reportCompressedSize: false,
      lib: { entry: join(webRoot, WIDGET_ENTRY), formats: ['iife'], name: 'LotteryWidget', fileName: () => WIDGET_FILE },
    },
  };
}

export default pagesBuildConfig(WEB_ROOT, join(WEB_ROOT, '..', '.tmp', 'web-build'));
