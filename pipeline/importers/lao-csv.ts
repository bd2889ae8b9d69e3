import { ImportError } from '../errors/import-error.ts';
import { IsoDate } from '../store/schema.ts';
import { parseThaiShortDate } from './thai-date.ts';
import { type Line, csvFields, readText, requireHeader, splitLines } from './text-file.ts';
import { LAO_SANOOK_CSV, LEKDEE_LAO_CSV, stagedPath, upstreamRef } from './upstream.ts';

/** One Lao draw as a CSV gives it: the 4-digit number (DOMAIN 4.1) and, for lekdee, 2-top/2-bottom. */
export interface LaoRow {
  readonly line: number;
  readonly ref: string;
  readonly date: string;
  readonly number: string;
  readonly published?: { readonly top2: string; readonly bottom2: string };
}

export interface LaoFile {
  readonly file: string;
  readonly rows: readonly LaoRow[];
}

const SANOOK_HEADER = ['draw_date', 'four_digit'] as const;
const LEKDEE_HEADER = ['วันที่', 'เลขท้าย 4 ตัว', '2 ตัวบน', '2 ตัวล่าง'] as const;

export async function readLaoSanook(folder: string): Promise<LaoFile> {
  const file = stagedPath(folder, LAO_SANOOK_CSV);
  return parseLaoSanook(file, await readText(file));
}

export async function readLekdeeLao(folder: string): Promise<LaoFile> {
  const file = stagedPath(folder, LEKDEE_LAO_CSV);
  return parseLekdeeLao(file, await readText(file));
}

/**
 * richaricohaulage's real_draws.csv: ISO dates, unsorted, LF and CRLF mixed (PROVENANCE lao-lottery
 * section 1). `four_digit` is text with its leading zeros and must stay so.
 */
export function parseLaoSanook(file: string, text: string): LaoFile {
  const lines = splitLines(text);
  requireHeader(file, lines, SANOOK_HEADER);
  return rowsOf(file, lines, SANOOK_HEADER.length, (line, [date, number]) => {
    if (!IsoDate.safeParse(date).success) throw new ImportError(file, line.n, SANOOK_HEADER[0], `"${date}" is not a real YYYY-MM-DD date`);
    requireFourDigits(file, line, SANOOK_HEADER[1], number);
    return { line: line.n, ref: upstreamRef(LAO_SANOOK_CSV, { line: line.n }), date: date as string, number: number as string };
  });
}

/** lekdee's lao_history.csv: Thai dates with a BE year ("3 ม.ค. 2568"), the number, 2-top, 2-bottom. */
export function parseLekdeeLao(file: string, text: string): LaoFile {
  const lines = splitLines(text);
  requireHeader(file, lines, LEKDEE_HEADER);
  return rowsOf(file, lines, LEKDEE_HEADER.length, (line, [dateText, number, top2, bottom2]) => {
    const date = parseThaiShortDate(dateText ?? '');
    if (date === undefined) throw new ImportError(file, line.n, LEKDEE_HEADER[0], `"${dateText}" is not a Thai date like "3 ม.ค. 2568"`);
    requireFourDigits(file, line, LEKDEE_HEADER[1], number);
    if (!/^\d{2}$/.test(top2 ?? '')) throw new ImportError(file, line.n, LEKDEE_HEADER[2], `"${top2}" is not 2 digits`);
    if (!/^\d{2}$/.test(bottom2 ?? '')) throw new ImportError(file, line.n, LEKDEE_HEADER[3], `"${bottom2}" is not 2 digits`);
    return {
      line: line.n,
      ref: upstreamRef(LEKDEE_LAO_CSV, { line: line.n }),
      date,
      number: number as string,
      published: { top2: top2 as string, bottom2: bottom2 as string },
    };
  });
}

function rowsOf(file: string, lines: readonly Line[], width: number, parse: (line: Line, fields: string[]) => LaoRow): LaoFile {
  const seen = new Set<string>();
  const rows = lines.slice(1).map((line) => {
    const row = parse(line, csvFields(file, line, width));
    if (seen.has(row.date)) throw new ImportError(file, line.n, 'date', `a second row for ${row.date}`);
    seen.add(row.date);
    return row;
  });
  return { file, rows: rows.sort((a, b) => (a.date < b.date ? -1 : 1)) };
}

function requireFourDigits(file: string, line: Line, field: string, value: string | undefined): void {
  if (!/^\d{4}$/.test(value ?? '')) throw new ImportError(file, line.n, field, `"${value}" is not a 4-digit number`);
}
