import { createHash } from 'node:crypto';
import { LOTTERIES, type LotteryDef, type LotteryId } from '../registry/index.ts';
import { missingDates } from '../draws/missing-dates.ts';
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
 * history file. `entryOf` gives a lottery's entry as `historyIndexEntry` computed it when its files
 * were rendered (undefined for a lottery without draws, which has no history files).
 */
export function historyIndex(
  entryOf: (lottery: LotteryId) => HistoryIndexEntry | undefined,
  lotteries: readonly LotteryDef[] = LOTTERIES,
): string {
  const entries = lotteries.map((def) => entryOf(def.id) ?? emptyEntry(def.id));
  return `${JSON.stringify({ lotteries: entries })}\n`;
}

function emptyEntry(lottery: LotteryId): HistoryIndexEntry {
  return { lottery, draws: 0, firstDate: null, lastDate: null, missingDates: [], files: null };
}

/**
 * One lottery's entry of the index, from the published text of its two history files: the
 * checksums are of exactly those bytes. Computed when the files are rendered, and published beside
 * them, so that a build which reuses a lottery's files reuses its entry too instead of reading and
 * hashing megabytes again.
 */
export function historyIndexEntry(
  def: LotteryDef,
  texts: Readonly<Record<HistoryFormat, string>>,
  /** Dates data/no-draw.json records as having no draw: not missing. */
  noDraw: readonly string[] = [],
): HistoryIndexEntry {
  const dates = csvDates(texts.csv);
  const files = Object.fromEntries(
    HISTORY_FORMATS.map((format) => [format, fileEntry(historyFile(def.id, format), texts[format])]),
  ) as Record<HistoryFormat, HistoryFileEntry>;
  return {
    lottery: def.id,
    draws: dates.length,
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    missingDates: missingDates(def, dates).filter((date) => !noDraw.includes(date)),
    files,
  };
}

/**
 * The draw dates of a history CSV, oldest first: the first field of every row after the header.
 * Read from the CSV rather than the JSON file: a tenth of the bytes, and this runs on every build.
 */
function csvDates(csv: string): string[] {
  const dates: string[] = [];
  for (let at = csv.indexOf('\r\n') + 2; at < csv.length; at = csv.indexOf('\r\n', at) + 2) dates.push(csv.slice(at, at + 10));
  return dates;
}

function fileEntry(path: string, text: string): HistoryFileEntry {
  return { path: `/${path}`, bytes: Buffer.byteLength(text, 'utf8'), sha256: createHash('sha256').update(text, 'utf8').digest('hex') };
}
