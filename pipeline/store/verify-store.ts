import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Defect, validateDraw } from '../core/validate-draw.ts';
import { StoreError } from '../errors/store-error.ts';
import { type LotteryId, isLotteryId, lottery } from '../registry/index.ts';
import { formatYearFile } from './format.ts';
import { LOCK_FILE } from './lock.ts';
import { parseYearFile } from './store.ts';

/**
 * Names allowed at the top of data/ besides the lottery folders, each with its reason. Anything
 * else is a stray that the build would ignore and a reader would misread.
 */
export const KNOWN_ROOT_FILES: Readonly<Record<string, string>> = {
  [LOCK_FILE]: 'the lock a running pipeline holds (C8.4; pipeline/store/lock.ts)',
  'corrections.json': "reserved for C8.2's corrections log, which keeps every value a correction replaced",
  'README.md': 'a note for people browsing data/',
  '.gitkeep': 'keeps an empty data/ in git',
};

const YEAR_FILE = /^(\d{4})\.json$/;

/** A problem with the store itself rather than with one draw: a stray, an unreadable file, a duplicate. */
export interface StoreProblem {
  /** Relative to the data directory. */
  readonly path: string;
  readonly problem: string;
  readonly severity: 'error' | 'warning';
  readonly kind: 'stray' | 'invalid-file' | 'not-canonical' | 'duplicate-date';
}

export interface StoreReport {
  readonly files: number;
  readonly draws: number;
  readonly lotteries: number;
  readonly defects: readonly Defect[];
  readonly problems: readonly StoreProblem[];
}

/**
 * Reads every file of data/ (zod, C8.1), runs validateDraw on every draw and looks for strays and
 * duplicate dates. Never writes. `today` is the Thai date of today.
 */
export async function verifyStore(dataDir: string, today: string): Promise<StoreReport> {
  const problems: StoreProblem[] = [];
  const defects: Defect[] = [];
  let files = 0;
  let draws = 0;
  let lotteries = 0;
  const entries = (await readdir(dataDir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.isDirectory() && isLotteryId(entry.name)) {
      lotteries += 1;
      const result = await verifyLottery(dataDir, entry.name, today, problems, defects);
      files += result.files;
      draws += result.draws;
    } else if (!(entry.isFile() && Object.hasOwn(KNOWN_ROOT_FILES, entry.name))) {
      problems.push({
        path: entry.name,
        problem: `stray ${entry.isDirectory() ? 'directory' : 'file'}: neither a lottery folder nor one of ${Object.keys(KNOWN_ROOT_FILES).join(', ')}`,
        severity: 'error',
        kind: 'stray',
      });
    }
  }
  return { files, draws, lotteries, defects, problems };
}

async function verifyLottery(
  dataDir: string,
  id: LotteryId,
  today: string,
  problems: StoreProblem[],
  defects: Defect[],
): Promise<{ files: number; draws: number }> {
  const def = lottery(id);
  const seen = new Map<string, string>();
  let files = 0;
  let draws = 0;
  const entries = (await readdir(join(dataDir, id), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = `${id}/${entry.name}`;
    const year = YEAR_FILE.exec(entry.name)?.[1];
    if (!entry.isFile() || year === undefined) {
      const temp = entry.name.startsWith('.') && entry.name.endsWith('.tmp');
      problems.push({
        path,
        problem: temp ? 'stray temporary file of an interrupted write' : `stray ${entry.isDirectory() ? 'directory' : 'file'}: not a YYYY.json year file`,
        severity: 'error',
        kind: 'stray',
      });
      continue;
    }
    files += 1;
    const full = join(dataDir, id, entry.name);
    const text = await readFile(full, 'utf8');
    let file;
    try {
      file = parseYearFile(full, text, { lottery: id, year: Number(year) });
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      problems.push({ path, problem: error.detail, severity: 'error', kind: 'invalid-file' });
      continue;
    }
    // Hand edits that are valid but not in the stable format would be rewritten by the next write.
    if (formatYearFile(file) !== text) {
      problems.push({ path, problem: 'valid, but not in the stable format (formatYearFile); the next write will reformat it', severity: 'warning', kind: 'not-canonical' });
    }
    for (const draw of file.draws) {
      draws += 1;
      const other = seen.get(draw.date);
      if (other !== undefined) {
        problems.push({ path, problem: `draw ${draw.date} is also in ${other}`, severity: 'error', kind: 'duplicate-date' });
      }
      seen.set(draw.date, path);
      defects.push(...validateDraw(def, draw, today));
    }
  }
  return { files, draws };
}
