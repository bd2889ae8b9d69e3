import { join } from 'node:path';
import { z } from 'zod';
import { LOTTERY_IDS, type LotteryId, SOURCE_IDS } from '../registry/index.ts';
import { parseLog, readOptional } from './conflicts.ts';
import { formatJson } from './format.ts';
import { IsoDate, IsoInstant } from './schema.ts';

/**
 * data/no-draw.json: scheduled dates that a source positively answered as "no draw" (a holiday;
 * `SourceAnswer.noDraw`). `due` does not ask for them again, so a holiday costs one request, not a
 * retry a day. Append-only, one entry per lottery and date (the first source that said so); an
 * operator who learns otherwise deletes the entry, and the date is asked again.
 */
export const NO_DRAW_FILE = 'no-draw.json';

export const NoDrawEntry = z.strictObject({
  lottery: z.enum(LOTTERY_IDS),
  date: IsoDate,
  source: z.enum(SOURCE_IDS),
  /** The request that said so. */
  ref: z.string().min(1),
  seenAt: IsoInstant,
});
export type NoDrawEntry = z.infer<typeof NoDrawEntry>;

export function noDrawPath(dataDir: string): string {
  return join(dataDir, NO_DRAW_FILE);
}

/** One entry per lottery and date (appendNoDraw keeps it so; a hand edit that repeats one is refused). */
const NoDrawLog = z.array(NoDrawEntry).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    const key = `${e.lottery} ${e.date}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `${e.lottery} ${e.date} is recorded twice; keep one entry` });
    seen.add(key);
  }
});

export function parseNoDraw(path: string, text: string): NoDrawEntry[] {
  return parseLog(path, text, NoDrawLog);
}

/** The log, or [] when the file does not exist yet. */
export async function readNoDraw(dataDir: string): Promise<NoDrawEntry[]> {
  const path = noDrawPath(dataDir);
  const text = await readOptional(path);
  return text === null ? [] : parseNoDraw(path, text);
}

/** Stable text (C8.1): fixed key order, the store's formatter. */
export function formatNoDraw(entries: readonly NoDrawEntry[]): string {
  return formatJson(entries.map((e) => ({ lottery: e.lottery, date: e.date, source: e.source, ref: e.ref, seenAt: e.seenAt })));
}

/** The log with the lottery-and-date pairs it does not hold yet appended; `added` are those. */
export function appendNoDraw(log: readonly NoDrawEntry[], found: readonly NoDrawEntry[]): { log: NoDrawEntry[]; added: NoDrawEntry[] } {
  const out = [...log];
  const added: NoDrawEntry[] = [];
  for (const entry of found) {
    if (out.some((e) => e.lottery === entry.lottery && e.date === entry.date)) continue;
    out.push(entry);
    added.push(entry);
  }
  return { log: out, added };
}

/** The recorded no-draw dates of one lottery. */
export function noDrawDates(log: readonly NoDrawEntry[], lottery: LotteryId): string[] {
  return log.filter((e) => e.lottery === lottery).map((e) => e.date);
}
