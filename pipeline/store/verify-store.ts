import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Defect, validateDraw } from '../draws/validate-draw.ts';
import { StoreError } from '../errors/store-error.ts';
import { type LotteryId, type PrizeSlug, isLotteryId, lottery } from '../registry/index.ts';
import { CONFLICTS_FILE, formatConflicts, parseConflicts } from './conflicts.ts';
import { CORRECTIONS_FILE, type CorrectionEntry, formatCorrections, isAmountCorrection, parseCorrections } from './corrections.ts';
import { formatYearFile } from './format.ts';
import { LOCK_FILE } from './lock.ts';
import { NO_DRAW_FILE, type NoDrawEntry, formatNoDraw, parseNoDraw } from './no-draw.ts';
import { processAlive, writerTempPid } from './temp-files.ts';
import type { StoredDraw, YearFile } from './schema.ts';
import { SOURCES_FILE, parseSourcesConfig } from './sources-config.ts';
import { YEAR_FILE, parseYearFile, readStoreText, strayKind } from './store.ts';

/**
 * Names allowed at the top of data/ besides the lottery folders, each with its reason. Anything
 * else is a stray that the build would ignore and a reader would misread.
 */
export const KNOWN_ROOT_FILES: Readonly<Record<string, string>> = {
  [LOCK_FILE]: 'the lock a running pipeline holds (C8.4; pipeline/store/lock.ts)',
  [CORRECTIONS_FILE]: "C8.2's corrections log: every value `correct` replaced (pipeline/store/corrections.ts)",
  [CONFLICTS_FILE]: 'C8.2: every disagreement of a source with a stored value (pipeline/store/conflicts.ts)',
  [NO_DRAW_FILE]: 'scheduled dates a source answered as "no draw", not asked again (pipeline/store/no-draw.ts)',
  [SOURCES_FILE]: "the operator's feeds per lottery (pipeline/store/sources-config.ts, docs/ingest.md)",
  'README.md': 'a note for people browsing data/',
  '.gitkeep': 'keeps an empty data/ in git',
};

/** A problem with the store itself rather than with one draw: a stray, an unreadable file, a duplicate. */
export interface StoreProblem {
  /** Relative to the data directory. */
  readonly path: string;
  readonly problem: string;
  readonly severity: 'error' | 'warning';
  readonly kind:
    | 'stray'
    | 'invalid-file'
    | 'not-canonical'
    | 'duplicate-date'
    | 'correction-not-applied'
    | 'changed-after-correction'
    | 'corrected-draw-not-stored'
    | 'no-draw-has-draw';
}

/**
 * The JSON files of data/ besides the year files, each with its parser and, for the files the
 * pipeline writes, its stable formatter (a hand edit that validates but is not in the stable format
 * is a warning, as for year files). sources.json is written by hand and has no required layout.
 */
const ROOT_JSON: Readonly<Record<string, { parse: (path: string, text: string) => unknown; format?: (value: never) => string }>> = {
  [CORRECTIONS_FILE]: { parse: parseCorrections, format: formatCorrections },
  [CONFLICTS_FILE]: { parse: parseConflicts, format: formatConflicts },
  [NO_DRAW_FILE]: { parse: parseNoDraw, format: formatNoDraw },
  [SOURCES_FILE]: { parse: parseSourcesConfig },
};

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
  const stored = new Map<string, StoredDraw>();
  /** "lottery year" of each year file that could not be read: its draws are that file's error. */
  const unreadYears = new Set<string>();
  let corrections: CorrectionEntry[] = [];
  let noDraw: NoDrawEntry[] = [];
  const entries = (await readdir(dataDir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.isDirectory() && isLotteryId(entry.name)) {
      lotteries += 1;
      const result = await verifyLottery(dataDir, entry.name, today, problems, defects, stored, unreadYears);
      files += result.files;
      draws += result.draws;
    } else if (entry.isFile() && Object.hasOwn(ROOT_JSON, entry.name)) {
      const value = await verifyRootJson(dataDir, entry.name, problems);
      if (entry.name === CORRECTIONS_FILE && Array.isArray(value)) corrections = value as CorrectionEntry[];
      if (entry.name === NO_DRAW_FILE && Array.isArray(value)) noDraw = value as NoDrawEntry[];
    } else if (entry.isFile() && writerTempPid(entry.name) !== null) {
      problems.push(writerTempProblem(entry.name, entry.name));
    } else if (!(entry.isFile() && Object.hasOwn(KNOWN_ROOT_FILES, entry.name))) {
      problems.push({
        path: entry.name,
        problem: `stray ${entry.isDirectory() ? 'directory' : 'file'}: neither a lottery folder nor one of ${Object.keys(KNOWN_ROOT_FILES).join(', ')}`,
        severity: 'error',
        kind: 'stray',
      });
    }
  }
  problems.push(...unappliedCorrections(corrections, stored, unreadYears));
  problems.push(...drawsOnNoDrawDates(noDraw, stored));
  return { files, draws, lotteries, defects, problems };
}

/**
 * A date data/no-draw.json records as having no draw, on which a draw is stored all the same (a
 * source had it after all): the record contradicts itself, and the entry should go (docs/ingest.md,
 * "No draw on a date"). A warning: the draw is published as stored.
 */
function drawsOnNoDrawDates(noDraw: readonly NoDrawEntry[], stored: ReadonlyMap<string, StoredDraw>): StoreProblem[] {
  return noDraw
    .filter((e) => stored.has(`${e.lottery} ${e.date}`))
    .map((e) => ({
      path: NO_DRAW_FILE,
      problem: `${e.lottery} ${e.date} is recorded as having no draw, and a draw is stored on it; delete the entry if the draw is right`,
      severity: 'warning' as const,
      kind: 'no-draw-has-draw' as const,
    }));
}

/**
 * A writer's temporary file (temp-files.ts): never read as data, removed by the next write when its
 * process is gone, so a warning rather than an error (issue 15.9).
 */
function writerTempProblem(path: string, name: string): StoreProblem {
  const pid = writerTempPid(name) as number;
  return {
    path,
    problem: processAlive(pid)
      ? `temporary file of a write in progress (process ${pid})`
      : `temporary file of an interrupted write (process ${pid} is gone); the next write removes it`,
    severity: 'warning',
    kind: 'stray',
  };
}

/** Parses one of ROOT_JSON; a defect becomes a problem naming the file. Returns the parsed value, or null. */
async function verifyRootJson(dataDir: string, name: string, problems: StoreProblem[]): Promise<unknown> {
  const spec = ROOT_JSON[name];
  if (!spec) return null;
  let value: unknown;
  let text: string;
  try {
    text = await readStoreText(join(dataDir, name));
    value = spec.parse(join(dataDir, name), text);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    problems.push({ path: name, problem: error.detail, severity: 'error', kind: 'invalid-file' });
    return null;
  }
  if (spec.format && spec.format(value as never) !== text) {
    problems.push({
      path: name,
      problem: 'valid, but not in the stable format; the next write will reformat it',
      severity: 'warning',
      kind: 'not-canonical',
    });
  }
  return value;
}

/**
 * The last correction of each prize (its numbers, and its amount) should be what is stored.
 * - An interrupted `correct` (between its log and its year file) leaves the value it replaced: the
 *   same command finishes it (`correction-not-applied`).
 * - Any other value means data/ changed after the correction (by hand, or a draw taken out and
 *   another stored under its date, docs/ingest.md): rerunning it would overwrite that, so the
 *   warning says not to (`changed-after-correction`).
 * - A draw no longer stored was taken out by hand (`correct` never removes one): one warning per
 *   draw, as history (`corrected-draw-not-stored`). A draw of a year file verify could not read
 *   (`unreadYears`, "lottery year") is that file's error, not this.
 */
function unappliedCorrections(
  corrections: readonly CorrectionEntry[],
  stored: ReadonlyMap<string, StoredDraw>,
  unreadYears: ReadonlySet<string>,
): StoreProblem[] {
  type Last = { readonly entry: CorrectionEntry; readonly prize: PrizeSlug; readonly value: string; readonly old: string | null };
  const numbers = new Map<string, Last>();
  const amounts = new Map<string, Last>();
  for (const c of corrections) {
    if (isAmountCorrection(c))
      for (const a of c.amounts) amounts.set(`${c.lottery} ${c.date} ${a.prize}`, { entry: c, prize: a.prize, value: a.new, old: a.old });
    else
      numbers.set(`${c.lottery} ${c.date} ${c.prize}`, {
        entry: c,
        prize: c.prize,
        value: c.new.numbers.join(' '),
        old: c.old.numbers.join(' '),
      });
  }
  const problems: StoreProblem[] = [];
  const removed = new Map<string, string[]>();
  const check = (kind: 'numbers' | 'amount', key: string, last: Last): void => {
    const { lottery: id, date } = last.entry;
    const draw = stored.get(`${id} ${date}`);
    const which = `${last.prize}${kind === 'amount' ? ' (its amount)' : ''}`;
    if (draw === undefined) {
      if (!unreadYears.has(`${id} ${date.slice(0, 4)}`)) removed.set(`${id} ${date}`, [...(removed.get(`${id} ${date}`) ?? []), which]);
      return;
    }
    const held = draw.prizes[last.prize];
    const value = held === undefined ? undefined : kind === 'numbers' ? held.numbers.join(' ') : held.amount;
    if (value === last.value) return;
    const correction = `the correction of ${key}${kind === 'amount' ? ' (its amount)' : ''} at ${last.entry.at} to ${last.value}`;
    problems.push(
      (value ?? null) === last.old
        ? {
            path: CORRECTIONS_FILE,
            problem: `${correction} is not what data/ holds (${value ?? 'nothing'}); rerun that correct command (with every prize it corrected at the same time) to finish it`,
            severity: 'warning',
            kind: 'correction-not-applied',
          }
        : {
            path: CORRECTIONS_FILE,
            problem: `${correction} is not what data/ holds (${value ?? 'nothing'}), nor the value it replaced (${last.old ?? 'nothing'}): data/ changed after it (by hand, or the draw stored anew); do not rerun it, check the draw against its sources`,
            severity: 'warning',
            kind: 'changed-after-correction',
          },
    );
  };
  for (const [key, last] of numbers) check('numbers', key, last);
  for (const [key, last] of amounts) check('amount', key, last);
  for (const [draw, prizes] of removed)
    problems.push({
      path: CORRECTIONS_FILE,
      problem: `the corrections of ${draw} (${prizes.join(', ')}) concern a draw data/ no longer holds (taken out by hand); if that was meant, nothing is to be done: the log keeps them as history`,
      severity: 'warning',
      kind: 'corrected-draw-not-stored',
    });
  return problems;
}

async function verifyLottery(
  dataDir: string,
  id: LotteryId,
  today: string,
  problems: StoreProblem[],
  defects: Defect[],
  stored: Map<string, StoredDraw>,
  unreadYears: Set<string>,
): Promise<{ files: number; draws: number }> {
  const def = lottery(id);
  const seen = new Map<string, string>();
  let files = 0;
  let draws = 0;
  const entries = (await readdir(join(dataDir, id), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = `${id}/${entry.name}`;
    const year = YEAR_FILE.exec(entry.name)?.[1];
    if (entry.isFile() && writerTempPid(entry.name) !== null) {
      problems.push(writerTempProblem(path, entry.name));
      continue;
    }
    if (!entry.isFile() || year === undefined) {
      // A link or a folder named as a year: its draws are this entry's error, not draws taken out.
      if (year !== undefined) unreadYears.add(`${id} ${year}`);
      const hidden = entry.name.startsWith('.');
      const temp = hidden && entry.name.endsWith('.tmp');
      problems.push({
        path,
        problem: temp
          ? 'stray temporary file of an interrupted write'
          : hidden
            ? "hidden file (an editor's or the system's?): not a year file; the build passes it over"
            : `stray entry: ${strayKind(entry)}; the build refuses it`,
        severity: hidden && !temp ? 'warning' : 'error',
        kind: 'stray',
      });
      continue;
    }
    files += 1;
    const full = join(dataDir, id, entry.name);
    let file: YearFile;
    let text: string;
    try {
      text = await readStoreText(full);
      file = parseYearFile(full, text, { lottery: id, year: Number(year) });
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      problems.push({ path, problem: error.detail, severity: 'error', kind: 'invalid-file' });
      unreadYears.add(`${id} ${year}`);
      continue;
    }
    // Hand edits that are valid but not in the stable format would be rewritten by the next write.
    if (formatYearFile(file) !== text) {
      problems.push({
        path,
        problem: 'valid, but not in the stable format (formatYearFile); the next write will reformat it',
        severity: 'warning',
        kind: 'not-canonical',
      });
    }
    for (const draw of file.draws) {
      draws += 1;
      const other = seen.get(draw.date);
      if (other !== undefined) {
        problems.push({ path, problem: `draw ${draw.date} is also in ${other}`, severity: 'error', kind: 'duplicate-date' });
      }
      seen.set(draw.date, path);
      stored.set(`${id} ${draw.date}`, draw);
      defects.push(...validateDraw(def, draw, today));
    }
  }
  return { files, draws };
}
