import { createHash } from 'node:crypto';
import { LOTTERIES, type LotteryDef, type LotteryId } from '../registry/index.ts';
import { addDays, isScheduledDrawDate } from '../draws/thai-time.ts';
import { HISTORY_FORMATS, type HistoryFormat, historyFile } from '../contract/download-paths.ts';

/** One published history file as the index describes it. */
export interface HistoryFileEntry {
  /** The public path, `/history/{lottery}.{format}`. */
  readonly path: string;
  readonly bytes: number;
  /** SHA-256 of the published bytes, lowercase hex. */
  readonly sha256: string;
}

export interface HistoryIndexEntry {
  readonly lottery: LotteryId;
  readonly draws: number;
  readonly firstDate: string | null;
  readonly lastDate: string | null;
  /** Scheduled dates between the first and last stored draw with no stored draw (C9.3). */
  readonly missingDates: readonly string[];
  /** Null for a lottery without draws: it has no history files (they would be empty). */
  readonly files: Readonly<Record<HistoryFormat, HistoryFileEntry>> | null;
}

/**
 * `/history/index.json` (C9.3): every lottery of the registry, in its order, with its draw count,
 * first and last date, the scheduled dates without a stored draw, and the size and SHA-256 of each
 * history file. `read` gives the published text of a history file (undefined when the lottery has
 * none); the checksums are of exactly those bytes.
 */
export function historyIndex(read: (path: string) => string | undefined, lotteries: readonly LotteryDef[] = LOTTERIES): string {
  const entries = lotteries.map((def) => indexEntry(def, read));
  return `${JSON.stringify({ lotteries: entries })}\n`;
}

function indexEntry(def: LotteryDef, read: (path: string) => string | undefined): HistoryIndexEntry {
  const texts = HISTORY_FORMATS.map((format) => [format, read(historyFile(def.id, format))] as const);
  const json = texts[0]?.[1];
  if (json === undefined || texts.some(([, t]) => t === undefined)) {
    return { lottery: def.id, draws: 0, firstDate: null, lastDate: null, missingDates: [], files: null };
  }
  const dates = (JSON.parse(json) as { draws: Array<{ date: string }> }).draws.map((d) => d.date);
  const files = Object.fromEntries(texts.map(([format, text]) => [format, fileEntry(historyFile(def.id, format), text as string)])) as Record<
    HistoryFormat,
    HistoryFileEntry
  >;
  return {
    lottery: def.id,
    draws: dates.length,
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    missingDates: missingDates(def, dates),
    files,
  };
}

function fileEntry(path: string, text: string): HistoryFileEntry {
  const bytes = Buffer.from(text, 'utf8');
  return { path: `/${path}`, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The scheduled dates from the first to the last stored date (oldest first) that have no stored draw. */
export function missingDates(def: LotteryDef, storedOldestFirst: readonly string[]): string[] {
  const first = storedOldestFirst[0];
  const last = storedOldestFirst.at(-1);
  if (first === undefined || last === undefined) return [];
  const stored = new Set(storedOldestFirst);
  const missing: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (isScheduledDrawDate(def, date) && !stored.has(date)) missing.push(date);
  }
  return missing;
}
