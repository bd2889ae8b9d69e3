import type { Lang, LotteryId, PrizeSlug } from '../registry/index.ts';
import type { Window } from './param-specs.ts';

/**
 * Where each published answer lives inside dist/ (C1.1). Every path is built from values that
 * already passed the registry (C2), never from raw request text, so no request can name a file.
 * Everything that depends on one lottery lives under `api/{lottery}/`, the unit an incremental
 * build replaces (C1.4).
 *
 * These paths are internal (SPEC and CONTRACT name URLs; dist/_redirects and the functions map
 * them), so they are laid out for the publisher: each lottery's answers sit side by side in its
 * one folder, their parameters joined with dots (`results.{limit}.{lang}.json`), never in a folder
 * per parameter value. Every publish builds a whole new tree, where a file costs a hard link
 * (~9 us) but a folder a mkdir (150-500 us): one folder per lottery instead of ~60 saves most of an
 * incremental build's publish (issue 14). No registry value holds a dot or a slash (paths.test.ts),
 * so each name reads back one way and none can meet another's.
 */
export const API_DIR = 'api';

/** The folder holding every API file of one lottery. */
export function lotteryDir(lottery: LotteryId): string {
  return `${API_DIR}/${lottery}`;
}

export function resultsFile(lottery: LotteryId, limit: number, lang: Lang): string {
  return `${lotteryDir(lottery)}/results.${limit}.${lang}.json`;
}

export function statsFile(lottery: LotteryId, lang: Lang): string {
  return `${lotteryDir(lottery)}/stats.${lang}.json`;
}

export function calculationsFile(lottery: LotteryId, window: Window, prize: PrizeSlug | null, lang: Lang): string {
  return `${lotteryDir(lottery)}/calculations.${window}.${prize ?? 'all'}.${lang}.json`;
}

/** The latest-draw file `/check` reads (C1.2). */
export function latestFile(lottery: LotteryId): string {
  return `${lotteryDir(lottery)}/latest.json`;
}

/** C9.4: every stored draw of the lottery, compact, that a check with `date` reads. */
export function drawsFile(lottery: LotteryId): string {
  return `${lotteryDir(lottery)}/draws.json`;
}

/** C2.7: the 404 of a lottery with no stored draw, one per language. */
export function noDataFile(lottery: LotteryId, lang: Lang): string {
  return `${lotteryDir(lottery)}/no-data.${lang}.json`;
}

/** C9.1: `/lotteries` in one language (every lottery, so it lives beside, not under, `api/{lottery}/`). */
export function lotteriesFile(lang: Lang): string {
  return `${API_DIR}/lotteries.${lang}.json`;
}

/** Which lotteries have data, and the site the tree was built for. */
export const LATEST_INDEX_FILE = `${API_DIR}/latest-index.json`;

/** C3.6: the 404 of an unknown path, one per language. */
export function notFoundFile(lang: Lang): string {
  return `${API_DIR}/not-found.${lang}.json`;
}

/** The build manifest (publish/manifest.ts); the local server reloads a tree when it changes. */
export const MANIFEST_FILE = `${API_DIR}/build-manifest.json`;

export const OPENAPI_FILE = 'openapi.json';
export const README_FILE = 'readme.md';
/** Netlify's rules file, generated with the tree (C1.1, issue 4). */
export const REDIRECTS_FILE = '_redirects';
/** Netlify's header rules, generated with the tree from the same HTTP policy the local server applies. */
export const HEADERS_FILE = '_headers';
/** The platform's own files: published for Netlify to read, never served as answers. */
export const PLATFORM_FILES: readonly string[] = [REDIRECTS_FILE, HEADERS_FILE];
