import { ImportError } from '../errors/import-error.ts';
import type { LotteryId } from '../registry/index.ts';
import { parseThaiShortDate } from './thai-date.ts';
import { csvFields, readText, requireHeader, splitLines } from './text-file.ts';
import { LEKDEE_HANOI_CSV, stagedPath, upstreamRef } from './upstream.ts';

/** The `ประเภท` values of hanoi_history.csv and our lottery ids (DOMAIN 5.1; PROVENANCE hanoi-*). */
export const LEKDEE_HANOI_TYPES = {
  ฮานอย: 'hanoi-normal',
  ฮานอยพิเศษ: 'hanoi-special',
  'ฮานอย VIP': 'hanoi-vip',
  ฮานอยเฉพาะกิจ: 'hanoi-adhoc',
} as const satisfies Record<string, LotteryId>;
export type LekdeeHanoiLottery = (typeof LEKDEE_HANOI_TYPES)[keyof typeof LEKDEE_HANOI_TYPES];

const HEADER = ['วันที่', 'ประเภท', '3 ตัวบน', '2 ตัวบน', '2 ตัวล่าง'] as const;

/** One row: the Thai-site numbers 3-top (absent in the first back-fill), 2-top and 2-bottom. */
export interface LekdeeHanoiRow {
  readonly line: number;
  readonly ref: string;
  readonly date: string;
  readonly lottery: LekdeeHanoiLottery;
  readonly top3?: string;
  readonly top2: string;
  readonly bottom2: string;
}

export interface LekdeeHanoiFile {
  readonly file: string;
  readonly rows: readonly LekdeeHanoiRow[];
}

export async function readLekdeeHanoi(folder: string): Promise<LekdeeHanoiFile> {
  const file = stagedPath(folder, LEKDEE_HANOI_CSV);
  return parseLekdeeHanoi(file, await readText(file));
}

/**
 * Parses every row of the file, whatever its lottery: a row of an unknown `ประเภท`, a date that is
 * not a real Thai date, or a number of the wrong length stops the import (C8.3).
 */
export function parseLekdeeHanoi(file: string, text: string): LekdeeHanoiFile {
  const lines = splitLines(text);
  requireHeader(file, lines, HEADER);
  const seen = new Set<string>();
  const rows = lines.slice(1).map((line): LekdeeHanoiRow => {
    const [dateText, type, top3, top2, bottom2] = csvFields(file, line, HEADER.length) as [string, string, string, string, string];
    const date = parseThaiShortDate(dateText);
    if (date === undefined) throw new ImportError(file, line.n, HEADER[0], `"${dateText}" is not a Thai date like "3 ม.ค. 2568"`);
    const lottery = (LEKDEE_HANOI_TYPES as Record<string, LekdeeHanoiLottery>)[type];
    if (lottery === undefined) throw new ImportError(file, line.n, HEADER[1], `unknown lottery "${type}"`);
    if (top3 !== '' && !/^\d{3}$/.test(top3)) throw new ImportError(file, line.n, HEADER[2], `"${top3}" is not empty or 3 digits`);
    if (!/^\d{2}$/.test(top2)) throw new ImportError(file, line.n, HEADER[3], `"${top2}" is not 2 digits`);
    if (!/^\d{2}$/.test(bottom2)) throw new ImportError(file, line.n, HEADER[4], `"${bottom2}" is not 2 digits`);
    const key = `${lottery} ${date}`;
    if (seen.has(key)) throw new ImportError(file, line.n, HEADER[0], `a second row for ${type} on ${date}`);
    seen.add(key);
    return {
      line: line.n,
      ref: upstreamRef(LEKDEE_HANOI_CSV, { line: line.n }),
      date,
      lottery,
      ...(top3 !== '' ? { top3 } : {}),
      top2,
      bottom2,
    };
  });
  return { file, rows };
}
