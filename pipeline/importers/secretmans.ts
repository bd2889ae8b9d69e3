import { z } from 'zod';
import { ImportError } from '../errors/import-error.ts';
import { type LotteryDef, type PrizeSlug, eraFor } from '../registry/index.ts';
import { parseEnglishBeDate, parseSanookId } from './thai-date.ts';
import { readText } from './text-file.ts';
import type { PrizeSets } from './types.ts';
import { SECRETMANS, stagedPath, upstreamRef } from './upstream.ts';

/** The scraper's prize keys and the service's slugs (PROVENANCE thai-government section 3). */
const KEY_TO_SLUG = {
  prize_1: 'first-prize',
  prize1_close: 'near-first-prize',
  prize_2: 'second-prize',
  prize_3: 'third-prize',
  prize_4: 'fourth-prize',
  prize_5: 'fifth-prize',
  prize_first3: 'first-three-digit',
  prize_last3: 'last-three-digit',
  prize_last2: 'last-two-digit',
} as const satisfies Record<string, PrizeSlug>;
type Key = keyof typeof KEY_TO_SLUG;

/** Entries keyed by another date (PROVENANCE thai-government, cross-check aliases). */
export const SECRETMANS_ALIASES: Readonly<Record<string, { readonly date: string; readonly drawnOn?: string }>> = {
  '28022554': { date: '2011-03-01' },
  '16052563': { date: '2020-04-01', drawnOn: '2020-05-16' },
};

/** Entries never imported, with the reason the report gives (PROVENANCE thai-government section 3). */
export const SECRETMANS_SKIPPED: Readonly<Record<string, string>> = {
  '08102564': 'error stub: the scraper timed out and stored no prizes',
  '16092568': 'every number is an x placeholder',
};

const Entry = z.union([
  z.strictObject({ id: z.string(), url: z.string(), status: z.string() }),
  z.strictObject({
    id: z.string(),
    url: z.string(),
    date: z.string(),
    prize: z.strictObject({
      prize_1: z.string(),
      prize_2: z.array(z.string()),
      prize_3: z.array(z.string()),
      prize_4: z.array(z.string()),
      prize_5: z.array(z.string()),
      prize1_close: z.array(z.string()),
      prize_last2: z.string(),
      prize_last3: z.array(z.string()),
      prize_first3: z.array(z.string()),
    }),
    wording: z.unknown(),
  }),
]);

export interface SecretMansRecord {
  readonly id: string;
  /** The line of the entry's `id` in the JSON file. */
  readonly line: number;
  readonly ref: string;
  readonly date: string;
  readonly drawnOn?: string;
  readonly skipped?: string;
  /** Every prize as given, whitespace trimmed, placeholders included (for the cross-check). */
  readonly view: PrizeSets;
  /** Prizes whose every number is whole: the only ones that can be stored. */
  readonly usable: Partial<Record<PrizeSlug, readonly string[]>>;
  /** Prizes holding `x` placeholders or truncated numbers: never stored, always reported. */
  readonly unusable: ReadonlyArray<{ readonly prize: PrizeSlug; readonly tokens: readonly string[] }>;
  /**
   * The amount per ticket the result page gave each prize of the draw's era (`wording.<key>.prize`,
   * "2,000,000" -> "2000000.00"): the only historical amounts of the datasets (PROVENANCE section 1).
   */
  readonly amounts: Partial<Record<PrizeSlug, string>>;
}

export interface SecretMansFile {
  readonly file: string;
  readonly records: readonly SecretMansRecord[];
  /** Entries that are another entry's duplicate (same draw, same numbers). */
  readonly duplicates: ReadonlyArray<{ readonly id: string; readonly ref: string; readonly of: string }>;
  /** Error stubs: entries with no draw at all. */
  readonly stubs: ReadonlyArray<{ readonly id: string; readonly ref: string; readonly reason: string }>;
}

/**
 * The issue that names the field: an entry matches neither shape of the union (stub or draw), and
 * zod reports that at the entry itself; the issue with the longest path among its branches says
 * which field of the draw is wrong (`prize.prize_1: expected string`).
 */
function deepestIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const all = issues.flatMap((issue) => (issue.code === 'invalid_union' ? [issue, ...issue.errors.flat()] : [issue]));
  return all.reduce<z.core.$ZodIssue | undefined>(
    (best, issue) => (best === undefined || issue.path.length > best.path.length ? issue : best),
    undefined,
  );
}

export async function readSecretMans(folder: string, def: LotteryDef): Promise<SecretMansFile> {
  const file = stagedPath(folder, SECRETMANS);
  return parseSecretMans(file, await readText(file), def);
}

/** Parses the scraper's JSON array; a shape it was not written for stops the import (C8.3). */
export function parseSecretMans(file: string, text: string, def: LotteryDef): SecretMansFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new ImportError(file, null, '(json)', `not JSON: ${(cause as Error).message}`, { cause });
  }
  if (!Array.isArray(raw)) throw new ImportError(file, 1, '(json)', 'expected an array of draws');
  const lineAt = lineIndex(text);
  const byDate = new Map<string, SecretMansRecord>();
  const duplicates: Array<{ id: string; ref: string; of: string }> = [];
  const stubs: Array<{ id: string; ref: string; reason: string }> = [];
  raw.forEach((item: unknown, index) => {
    const parsed = Entry.safeParse(item);
    const id = typeof (item as { id?: unknown })?.id === 'string' ? (item as { id: string }).id : `#${index}`;
    const line = lineAt(text.indexOf(`"id": "${id}"`));
    if (!parsed.success) {
      const issue = deepestIssue(parsed.error.issues);
      throw new ImportError(file, line, issue?.path.join('.') || `entry ${id}`, issue?.message ?? 'unexpected shape', {
        cause: parsed.error,
      });
    }
    const entry = parsed.data;
    if (!('prize' in entry)) {
      const reason = SECRETMANS_SKIPPED[entry.id];
      if (reason === undefined) throw new ImportError(file, line, 'prize', `entry ${entry.id} has no prizes (status "${entry.status}")`);
      stubs.push({ id: entry.id, ref: entryRef(line, entry.id), reason });
      return;
    }
    const record = toRecord(file, line, entry, def);
    const earlier = byDate.get(record.date);
    if (earlier) {
      if (sortedKey(earlier.view) !== sortedKey(record.view)) {
        throw new ImportError(
          file,
          line,
          'id',
          `entry ${entry.id} is the draw of ${record.date} again, with other numbers than ${earlier.id}`,
        );
      }
      duplicates.push({ id: entry.id, ref: entryRef(line, entry.id), of: earlier.id });
      return;
    }
    byDate.set(record.date, record);
  });
  return { file, records: [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1)), duplicates, stubs };
}

type DrawEntry = Extract<z.infer<typeof Entry>, { prize: unknown }>;

function toRecord(file: string, line: number, entry: DrawEntry, def: LotteryDef): SecretMansRecord {
  const idDate = parseSanookId(entry.id);
  if (idDate === undefined) throw new ImportError(file, line, 'id', `"${entry.id}" is not a DDMMBBBB date`);
  if (parseEnglishBeDate(entry.date) !== idDate)
    throw new ImportError(file, line, 'date', `"${entry.date}" is not the date of id ${entry.id}`);
  const alias = SECRETMANS_ALIASES[entry.id];
  const date = alias?.date ?? idDate;
  const era = eraFor(def, date);
  const view: Partial<Record<PrizeSlug, string[]>> = {};
  const usable: Partial<Record<PrizeSlug, string[]>> = {};
  const unusable: Array<{ prize: PrizeSlug; tokens: string[] }> = [];
  for (const key of Object.keys(KEY_TO_SLUG) as Key[]) {
    const slug = KEY_TO_SLUG[key];
    const value = entry.prize[key];
    const tokens = (typeof value === 'string' ? [value] : value).map((t) => t.trim());
    const prizeDef = era.prizes.find((p) => p.slug === slug);
    if (!prizeDef) {
      // The scraper fills a prize that did not exist yet with placeholders ("xxx" before 2015-09-01).
      if (tokens.every((t) => /^x+$/.test(t))) {
        view[slug] = [];
        continue;
      }
      throw new ImportError(file, line, key, `${slug} does not exist on ${date}, yet the entry gives ${tokens.join(' ')}`);
    }
    const tooLong = tokens.find((t) => !/^[0-9x]*$/.test(t) || t.length > prizeDef.digits);
    if (tooLong !== undefined)
      throw new ImportError(file, line, key, `"${tooLong}" is not a ${prizeDef.digits}-digit number or placeholder`);
    if (tokens.length > prizeDef.count) throw new ImportError(file, line, key, `${tokens.length} numbers, ${slug} has ${prizeDef.count}`);
    view[slug] = tokens;
    if (tokens.every((t) => /^\d+$/.test(t) && t.length === prizeDef.digits)) usable[slug] = tokens;
    else unusable.push({ prize: slug, tokens: tokens.filter((t) => !/^\d+$/.test(t) || t.length !== prizeDef.digits) });
  }
  const skipped = SECRETMANS_SKIPPED[entry.id];
  const amounts: Partial<Record<PrizeSlug, string>> = {};
  for (const key of Object.keys(KEY_TO_SLUG) as Key[]) {
    const slug = KEY_TO_SLUG[key];
    if (!era.prizes.some((p) => p.slug === slug)) continue;
    const given = (entry.wording as Record<string, { prize?: unknown } | undefined> | null)?.[key]?.prize;
    if (given === undefined) continue;
    if (typeof given !== 'string' || !/^\d{1,3}(,\d{3})*$/.test(given.trim()))
      throw new ImportError(file, line, `wording.${key}.prize`, `${JSON.stringify(given)} is not an amount like "2,000,000"`);
    amounts[slug] = `${given.trim().replaceAll(',', '')}.00`;
  }
  return {
    id: entry.id,
    line,
    ref: entryRef(line, entry.id),
    date,
    ...(alias?.drawnOn !== undefined ? { drawnOn: alias.drawnOn } : {}),
    ...(skipped !== undefined ? { skipped } : {}),
    view,
    usable,
    unusable,
    amounts,
  };
}

/** "SecretMans/thai-lotto-scraper@9e54f45 lotto_history.json:2 id 01022550": the entry's line and its id. */
function entryRef(line: number, id: string): string {
  return `${upstreamRef(SECRETMANS, { line })} id ${id}`;
}

/** Maps a character offset to its 1-based line (1 for an offset not found). */
function lineIndex(text: string): (offset: number) => number {
  const starts: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i);
  return (offset) => {
    if (offset < 0) return 1;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] ?? 0) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/** A draw's numbers independent of the order the page listed them in. */
function sortedKey(view: PrizeSets): string {
  return JSON.stringify(Object.entries(view).map(([slug, numbers]) => [slug, [...(numbers ?? [])].sort()]));
}
