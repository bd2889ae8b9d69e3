import { allPrizes } from '../registry/index.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import { canonicalParts } from '../draws/canonical-draw.ts';
import type { SourceRecord, StoredDraw } from '../contract/schemas/stored-draw.ts';

/**
 * The history downloads (C9.3, issue 12): every stored draw of one lottery, oldest first.
 *
 * The JSON file holds each draw exactly as the store keeps it (canonical key order, every prize
 * with its numbers, amount, publishedAt and the approximate flag, the sources with their refs, the
 * notes) plus its `status`, so that a reader can rebuild the store's draws from it (a test does).
 * The CSV file is for spreadsheets: one row per draw, one column per prize the lottery has had in
 * any era (registry order), numbers of a multi-number prize joined with single spaces.
 */

/**
 * The JSON history: `{ lottery, draws: [{ status, ...stored draw }] }`, one line (it is a download).
 * At scale it is the build's biggest output (issue 14), so it is written with few copies: draws of
 * one fixed shape (JSON.stringify leaves out the keys whose value is undefined, as the canonical
 * draw has no such key), stringified a chunk at a time, so that the objects built for a chunk die
 * young instead of living, all 7,000 of them, until one call has written them all.
 */
export function historyJson(view: LotteryView): string {
  // The whole text is one join of its parts: a flat string, which the build's Buffer.from and
  // the checksum read without first copying a chain of concatenations.
  const parts: string[] = [`{"lottery":${JSON.stringify(view.def.id)},"draws":[`];
  let chunk: object[] = [];
  for (let i = view.draws.length - 1; i >= 0; i -= 1) {
    const { date, drawnOn, prizes, sources, trust, notes } = canonicalParts(view.draws[i] as StoredDraw);
    // `date` first, then `status`, then the stored fields in their canonical order.
    chunk.push({ date, status: view.statusName(i), drawnOn, prizes, sources, trust, notes });
    if (chunk.length === HISTORY_CHUNK || i === 0) {
      // The chunk's draws without the array's brackets.
      if (parts.length > 1) parts.push(',');
      parts.push(JSON.stringify(chunk).slice(1, -1));
      chunk = [];
    }
  }
  parts.push(']}\n');
  return parts.join('');
}

/** How many draws historyJson stringifies at a time. */
const HISTORY_CHUNK = 256;

/** The fixed columns before the prize columns of the CSV, in order. */
export const CSV_LEADING_COLUMNS = ['date', 'drawn_on', 'status', 'published_at'] as const;
/** The fixed column after the prize columns: the source ids, space-separated. */
export const CSV_TRAILING_COLUMNS = ['sources'] as const;

/** The CSV header: the fixed columns and one column per prize slug of the lottery. */
export function historyCsvColumns(view: LotteryView): string[] {
  return [...CSV_LEADING_COLUMNS, ...allPrizes(view.def).map((p) => p.slug), ...CSV_TRAILING_COLUMNS];
}

/**
 * The CSV history (RFC 4180, CRLF line ends, UTF-8 without BOM, a header row). Every value is
 * digits, a date, an instant, a status word or a source id, none of which holds a comma, a quote
 * or a line break, so no field needs quoting; `csvLine` guards that promise.
 */
export function historyCsv(view: LotteryView): string {
  const prizes = allPrizes(view.def);
  const columns = historyCsvColumns(view);
  // The header, a line per draw, and '' so that the join ends with CRLF (one flat string, as historyJson's).
  const lines = new Array<string>(view.draws.length + 2);
  lines[0] = columns.join(',');
  // One string per row, no field arrays: at scale this runs over 7,000 draws of each of 49 lotteries (issue 14).
  for (let i = view.draws.length - 1, at = 1; i >= 0; i -= 1, at += 1) {
    const draw = view.draws[i] as StoredDraw;
    let line = `${draw.date},${draw.drawnOn ?? ''},${view.statusName(i)},${view.publishedAt(i)}`;
    for (const p of prizes) line += `,${draw.prizes[p.slug]?.numbers.join(' ') ?? ''}`;
    line += `,${sourceIds(draw)}`;
    lines[at] = csvLine(line, columns.length);
  }
  lines[lines.length - 1] = '';
  return lines.join('\r\n');
}

/** The draw's distinct source ids in order of first appearance, space-separated. */
function sourceIds(draw: StoredDraw): string {
  const sources = draw.sources;
  if (sources.length === 1) return (sources[0] as SourceRecord).source;
  return [...new Set(sources.map((s) => s.source))].join(' ');
}

/**
 * A row as written: it must hold exactly `columns` fields, and none of them a quote or a line
 * break, so that no field needs quoting (a comma inside a field would show as one field too many).
 */
function csvLine(line: string, columns: number): string {
  let commas = 0;
  for (let at = line.indexOf(','); at !== -1; at = line.indexOf(',', at + 1)) commas += 1;
  if (commas !== columns - 1 || /["\r\n]/.test(line)) throw new Error(`a history CSV field would need quoting: ${JSON.stringify(line)}`);
  return line;
}
