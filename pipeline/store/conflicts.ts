import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { StoreError } from '../errors/store-error.ts';
import { LOTTERY_IDS, PRIZE_SLUGS, SOURCE_IDS } from '../registry/index.ts';
import { formatJson } from './format.ts';
import { IsoDate, IsoInstant, NumberText } from './schema.ts';

/**
 * data/conflicts.json: every time a source disagreed with a stored number (C8.2). The stored value
 * stood; this log is what an operator reads before deciding on `correct`. Append-only, oldest
 * first, one entry per distinct disagreement (the same source repeating the same numbers is not a
 * new entry, so a rerun leaves the file byte-identical).
 */
export const CONFLICTS_FILE = 'conflicts.json';

export const ConflictEntry = z.strictObject({
  lottery: z.enum(LOTTERY_IDS),
  date: IsoDate,
  prize: z.enum(PRIZE_SLUGS),
  /** The numbers in data/ when the source disagreed. */
  stored: z.array(NumberText).min(1),
  /** What the source said instead. */
  incoming: z.array(NumberText).min(1),
  source: z.enum(SOURCE_IDS),
  /** The request that gave `incoming` (the same `ref` a stored draw records). */
  ref: z.string().min(1),
  /** When the ingest first saw this disagreement. */
  seenAt: IsoInstant,
});
export type ConflictEntry = z.infer<typeof ConflictEntry>;

export const ConflictsLog = z.array(ConflictEntry);

export function conflictsPath(dataDir: string): string {
  return join(dataDir, CONFLICTS_FILE);
}

/** Parses the log's text; a defect is a StoreError naming the entry and field. */
export function parseConflicts(path: string, text: string): ConflictEntry[] {
  return parseLog(path, text, ConflictsLog);
}

/** The log, or [] when the file does not exist yet. */
export async function readConflicts(dataDir: string): Promise<ConflictEntry[]> {
  const path = conflictsPath(dataDir);
  const text = await readOptional(path);
  return text === null ? [] : parseConflicts(path, text);
}

/** Stable text (C8.1): fixed key order, the store's formatter. */
export function formatConflicts(entries: readonly ConflictEntry[]): string {
  return formatJson(
    entries.map((e) => ({
      lottery: e.lottery,
      date: e.date,
      prize: e.prize,
      stored: [...e.stored],
      incoming: [...e.incoming],
      source: e.source,
      ref: e.ref,
      seenAt: e.seenAt,
    })),
  );
}

/** Whether two entries record the same disagreement (everything but the time it was seen). */
export function sameConflict(a: ConflictEntry, b: ConflictEntry): boolean {
  return (
    a.lottery === b.lottery &&
    a.date === b.date &&
    a.prize === b.prize &&
    a.source === b.source &&
    a.ref === b.ref &&
    a.stored.join(' ') === b.stored.join(' ') &&
    a.incoming.join(' ') === b.incoming.join(' ')
  );
}

/** The log with the disagreements it does not hold yet appended; `added` are those. */
export function appendConflicts(
  log: readonly ConflictEntry[],
  found: readonly ConflictEntry[],
): { log: ConflictEntry[]; added: ConflictEntry[] } {
  const out = [...log];
  const added: ConflictEntry[] = [];
  for (const entry of found) {
    if (out.some((e) => sameConflict(e, entry))) continue;
    out.push(entry);
    added.push(entry);
  }
  return { log: out, added };
}

/** Shared by the JSON logs of data/: read, parse, validate, and name the entry at fault. */
export function parseLog<T>(path: string, text: string, schema: z.ZodType<T[]>): T[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new StoreError(path, `not readable JSON: ${(cause as Error).message}`, { cause });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [index, ...rest] = issue?.path ?? [];
    const where = index === undefined ? '(file)' : `entry #${String(index)}${rest.length > 0 ? `, ${rest.map(String).join('.')}` : ''}`;
    throw new StoreError(path, `${where}: ${issue?.message ?? 'invalid'}`, { cause: parsed.error });
  }
  return parsed.data;
}

export async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StoreError(path, `not readable: ${(error as Error).message}`, { cause: error });
  }
}
