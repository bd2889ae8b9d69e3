import { type Dirent, readdirSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { StoreError } from '../errors/store-error.ts';
import { drawErrorsLine } from '../draws/validate-draw.ts';
import { type LotteryId, lottery as lotteryDef } from '../registry/index.ts';
import { formatYearFile } from './format.ts';
import { type StagedFile, type WriteHooks, commitFiles, stageFile } from './fs-atomic.ts';
import { type StoredDraw, YearFile } from './schema.ts';
import { isCanonicalYearFile } from './year-file-check.ts';

/** data/{lottery}/{year}.json (C8.1). */
export const YEAR_FILE = /^(\d{4})\.json$/;

export function yearFilePath(dataDir: string, lottery: LotteryId, year: number): string {
  return join(dataDir, lottery, `${year}.json`);
}

/** Reads and validates one year file; any defect is a StoreError naming the file and the draw. */
export async function readYearFile(path: string, expected?: { lottery: LotteryId; year: number }): Promise<YearFile> {
  return parseYearFile(path, await readStoreText(path), expected);
}

/** A file of data/ as text; one that cannot be read is a StoreError naming it. */
export async function readStoreText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    throw new StoreError(path, `not readable: ${(cause as Error).message}`, { cause });
  }
}

/** A folder data/ must have (the data folder): a StoreError naming it, in `detail`'s words, when it is missing or not a folder. */
export async function requireDirectory(dir: string, detail = 'the data directory does not exist'): Promise<void> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new StoreError(dir, detail);
}

/**
 * Validates the text of a year file (C8.1: every draw is validated on every read): a file as the
 * store writes it by the checks of year-file-check.ts, any other through zod.
 */
export function parseYearFile(path: string, text: string, expected?: { lottery: LotteryId; year: number }): YearFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new StoreError(path, `not readable JSON: ${(cause as Error).message}`, { cause });
  }
  const file = isCanonicalYearFile(raw) ? raw : validYearFile(path, raw);
  if (expected && (file.lottery !== expected.lottery || file.year !== expected.year)) {
    throw new StoreError(path, `holds ${file.lottery} ${file.year}, expected ${expected.lottery} ${expected.year}`);
  }
  return file;
}

/** A year file through zod: the value it gives (its keys in the schema's order), or the StoreError naming each defect. */
function validYearFile(path: string, raw: unknown): YearFile {
  const parsed = YearFile.safeParse(raw);
  if (!parsed.success) throw new StoreError(path, describeIssues(raw, parsed.error), { cause: parsed.error });
  return parsed.data;
}

/** Every stored draw of one lottery, oldest first; [] when it has none. */
export async function readDraws(dataDir: string, lottery: LotteryId): Promise<StoredDraw[]> {
  const years = await listYears(dataDir, lottery);
  const files = await Promise.all(years.map((year) => readYearFile(yearFilePath(dataDir, lottery, year), { lottery, year })));
  return files.flatMap((f) => f.draws);
}

/** The years with a file for this lottery, ascending. */
export async function listYears(dataDir: string, lottery: LotteryId): Promise<number[]> {
  return listYearsSync(dataDir, lottery);
}

/**
 * listYears, for the build, which must not queue behind its own writes (input-cache.ts). Anything
 * else in the lottery's folder is refused, naming it: a misnamed year (`26.json`, `2026.JSON`) or a
 * link would otherwise be skipped without a word, and the build would publish the lottery without
 * that year (verify reports the same entries). A hidden file is passed over: a write's temporary
 * file (fs-atomic.ts: a crash leaves one, and the next write removes it), an editor's swap file of a
 * year being edited, the system's `.DS_Store`.
 */
export function listYearsSync(dataDir: string, lottery: LotteryId): number[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(dataDir, lottery), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const years: number[] = [];
  for (const entry of entries) {
    const year = YEAR_FILE.exec(entry.name)?.[1];
    if (entry.isFile() && year !== undefined) years.push(Number(year));
    else if (!entry.name.startsWith('.')) {
      throw new StoreError(
        join(dataDir, lottery, entry.name),
        `${strayKind(entry)} in a lottery's folder, which holds only YYYY.json year files: move it out of data/ (or rename a year file to YYYY.json)`,
      );
    }
  }
  return years.sort((a, b) => a - b);
}

/** What a folder entry that is not a year file is, in words (verify says the same). */
export function strayKind(entry: Dirent): string {
  if (entry.isSymbolicLink()) return 'a symbolic link, not a regular file,';
  if (entry.isDirectory()) return 'a folder';
  return YEAR_FILE.test(entry.name) ? 'not a regular file' : 'not a YYYY.json year file';
}

/** A year file to write: its path and its complete new text. */
export interface PlannedFile {
  readonly path: string;
  readonly text: string;
}

/**
 * The year files that hold `draws` (the lottery's complete new list) and whose bytes would change;
 * unchanged years are not rewritten, so an unchanged draw never changes bytes. Every file written is
 * validated (the schema, then the registry, C8.1); nothing is written. Call under `withLock`. `checked` says which draws of a written file are
 * held to the registry: every one, but for `correct`, the repair path, the draw it corrects (so one
 * hand-damaged draw can be corrected while another in the same file still is; `verify` and the
 * build refuse those).
 */
export async function planLottery(
  dataDir: string,
  lottery: LotteryId,
  draws: readonly StoredDraw[],
  checked: (draw: StoredDraw) => boolean = () => true,
): Promise<PlannedFile[]> {
  const byYear = new Map<number, StoredDraw[]>();
  for (const draw of [...draws].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const year = Number(draw.date.slice(0, 4));
    const list = byYear.get(year);
    if (list) list.push(draw);
    else byYear.set(year, [draw]);
  }
  const existing = new Set(await listYears(dataDir, lottery));
  for (const year of existing) {
    if (!byYear.has(year))
      throw new StoreError(yearFilePath(dataDir, lottery, year), 'a write would drop every draw of this year; the store only adds');
  }
  const planned: PlannedFile[] = [];
  for (const [year, yearDraws] of [...byYear].sort(([a], [b]) => a - b)) {
    const path = yearFilePath(dataDir, lottery, year);
    const file = { lottery, year, draws: yearDraws };
    const parsed = YearFile.safeParse(file);
    if (!parsed.success) throw new StoreError(path, describeIssues(file, parsed.error), { cause: parsed.error });
    const text = formatYearFile(parsed.data);
    if (!existing.has(year) || (await readFile(path, 'utf8')) !== text) {
      checkDraws(path, lottery, parsed.data.draws.filter(checked));
      planned.push({ path, text });
    }
  }
  return planned;
}

/**
 * C8.1: every draw of a file about to be written holds to the registry (digit counts, the prizes of
 * its era, derived numbers), not to the schema alone, so that a draw edited by hand into a wrong
 * shape is refused, naming the file and the draw, by the next writer (`update`, `add-draw`,
 * `correct`, `import`) instead of being written back around a new draw.
 */
function checkDraws(path: string, lottery: LotteryId, draws: readonly StoredDraw[]): void {
  const errors = drawErrorsLine(lotteryDef(lottery), draws);
  if (errors !== null)
    throw new StoreError(path, `${errors}; correct it first (npm run pipeline -- correct; verify lists every such draw)`);
}

/**
 * Writes the given lotteries' complete draw lists; only changed year files are replaced. Every file
 * of every lottery is validated before the first byte is staged, so a rejected write leaves data/
 * as it was (C8.3); the renames then happen one file at a time, each atomic (C8.4).
 */
export async function saveLotteries(
  dataDir: string,
  changes: ReadonlyMap<LotteryId, readonly StoredDraw[]>,
  hooks: WriteHooks = {},
): Promise<string[]> {
  const planned: PlannedFile[] = [];
  for (const [lottery, draws] of changes) planned.push(...(await planLottery(dataDir, lottery, draws)));
  return writePlanned(dataDir, planned, hooks);
}

/**
 * Writes planned files of data/ in the given order, each atomically (C8.4): every file is staged
 * (written and flushed beside its target) before the first rename, so a failure while staging
 * changes nothing; a crash between renames leaves each file whole, old or new. Callers order the
 * files so that an interruption loses nothing: a log entry is written before the change it
 * explains or the draws whose fetch found it, and whatever is not written yet is still due.
 * Returns the written paths relative to `dataDir`.
 */
export async function writePlanned(dataDir: string, planned: readonly PlannedFile[], hooks: WriteHooks = {}): Promise<string[]> {
  const staged = await stageAll(planned);
  await commitFiles(staged, hooks);
  return staged.map((s) => relative(dataDir, s.target));
}

/** Stages every planned file; if one fails, removes those already staged. */
async function stageAll(planned: readonly PlannedFile[]): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  try {
    for (const file of planned) staged.push(await stageFile(file.path, file.text));
  } catch (error) {
    await Promise.all(staged.map((s) => rm(s.temp, { force: true })));
    throw error;
  }
  return staged;
}

/** "draw 2026-05-02, prizes.first-prize.numbers.0: expected ASCII digits only" for each issue. */
function describeIssues(raw: unknown, error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String);
      let where = path.join('.');
      if (path[0] === 'draws' && path[1] !== undefined) {
        const draws = (raw as { draws?: Array<{ date?: unknown }> }).draws;
        const date = draws?.[Number(path[1])]?.date;
        where = `draw ${typeof date === 'string' ? date : `#${path[1]}`}${path.length > 2 ? `, ${path.slice(2).join('.')}` : ''}`;
      }
      return `${where || '(file)'}: ${issue.message}`;
    })
    .join('; ');
}
