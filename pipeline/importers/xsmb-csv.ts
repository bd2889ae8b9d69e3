import { ImportError } from '../errors/import-error.ts';
import { IsoDate } from '../store/schema.ts';
import { csvFields, readText, requireHeader, splitLines } from './text-file.ts';
import { XSMB_CSV, stagedPath, upstreamRef } from './upstream.ts';

/**
 * The 28 columns of xsmb.csv and the digit width of each tier on the XSMB board (DOMAIN 4.2;
 * PROVENANCE hanoi-normal section 1): special, G1, G2, G3 have 5 digits, G4 and G5 4, G6 3, G7 2.
 */
const TIERS: ReadonlyArray<readonly [prefix: string, count: number, width: number]> = [
  ['special', 1, 5],
  ['prize1', 1, 5],
  ['prize2', 2, 5],
  ['prize3', 6, 5],
  ['prize4', 4, 4],
  ['prize5', 6, 4],
  ['prize6', 3, 3],
  ['prize7', 4, 2],
];

const COLUMNS: ReadonlyArray<readonly [name: string, width: number]> = TIERS.flatMap(([prefix, count, width]) =>
  count === 1 ? [[prefix, width] as const] : Array.from({ length: count }, (_, i) => [`${prefix}_${i + 1}`, width] as const),
);
const HEADER = ['date', ...COLUMNS.map(([name]) => name)];

/** One XSMB draw with every number re-padded to its tier's width. */
export interface XsmbRow {
  readonly line: number;
  readonly ref: string;
  readonly date: string;
  /** Giải Đặc biệt, 5 digits. */
  readonly special: string;
  /** Giải nhất, 5 digits. */
  readonly g1: string;
}

export interface XsmbFile {
  readonly file: string;
  readonly rows: readonly XsmbRow[];
}

export async function readXsmb(folder: string): Promise<XsmbFile> {
  const file = stagedPath(folder, XSMB_CSV);
  return parseXsmb(file, await readText(file));
}

/**
 * Parses and checks every column of every row. The upstream wrote numbers as integers, dropping
 * leading zeros (`9` for `09`, `136` for `00136`), so each is re-padded to its tier's width; a
 * value longer than its width, or not digits, is a malformed row.
 */
export function parseXsmb(file: string, text: string): XsmbFile {
  const lines = splitLines(text);
  requireHeader(file, lines, HEADER);
  const seen = new Set<string>();
  const rows = lines.slice(1).map((line): XsmbRow => {
    const fields = csvFields(file, line, HEADER.length);
    const date = fields[0] ?? '';
    if (!IsoDate.safeParse(date).success) throw new ImportError(file, line.n, 'date', `"${date}" is not a real YYYY-MM-DD date`);
    if (seen.has(date)) throw new ImportError(file, line.n, 'date', `a second row for ${date}`);
    seen.add(date);
    const padded = COLUMNS.map(([name, width], i) => {
      const value = fields[i + 1] ?? '';
      if (!/^\d+$/.test(value) || value.length > width) {
        throw new ImportError(file, line.n, name, `"${value}" is not a number of at most ${width} digits`);
      }
      return value.padStart(width, '0');
    });
    return { line: line.n, ref: upstreamRef(XSMB_CSV, { line: line.n }), date, special: padded[0] as string, g1: padded[1] as string };
  });
  return { file, rows };
}
