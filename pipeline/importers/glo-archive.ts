import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ImportError } from '../errors/import-error.ts';
import { GLO_KEY_TO_SLUG, type GloKey, type PrizeSlug } from '../registry/index.ts';
import { Amount, IsoDate, NumberText } from '../store/schema.ts';
import { readText } from './text-file.ts';
import type { PrizeSets } from './types.ts';
import { GLO_ARCHIVE, stagedPath, upstreamRef } from './upstream.ts';

/**
 * GLO keys a draw by its ticket date. The COVID-postponed 2020-04-01 draw was drawn on 2020-05-16
 * (PROVENANCE thai-government section 1), which decides its publication time.
 */
export const GLO_DRAWN_ON: Readonly<Record<string, string>> = { '2020-04-01': '2020-05-16' };

const Tier = z.strictObject({
  price: Amount,
  number: z.array(z.strictObject({ round: z.number().int().positive(), value: NumberText })),
});

/** The part of a getLotteryResult response the importer relies on (DOMAIN 1.3); other fields are ignored. */
const GloResponse = z.object({
  status: z.literal(true),
  response: z.object({
    result: z.object({
      date: IsoDate,
      data: z.strictObject({
        first: Tier,
        near1: Tier,
        second: Tier,
        third: Tier,
        fourth: Tier,
        fifth: Tier,
        last3f: Tier,
        last3b: Tier,
        last2: Tier,
      }),
    }),
  }),
});

/** One GLO response file, read and shape-checked. */
export interface GloRecord {
  readonly file: string;
  readonly ref: string;
  readonly date: string;
  readonly drawnOn?: string;
  /** Non-empty tiers only: an empty tier (last3f before 2015-09-01) is a prize GLO did not draw. */
  readonly prizes: Partial<Record<PrizeSlug, { readonly numbers: readonly string[]; readonly amount: string }>>;
  /** Every tier, empty ones included, for the cross-check. */
  readonly view: PrizeSets;
}

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})\.json$/;

/** Reads every `data/json/YYYY-MM-DD.json` of the staged GarliQz archive, oldest first. */
export async function readGloArchive(folder: string): Promise<GloRecord[]> {
  const dir = stagedPath(folder, GLO_ARCHIVE);
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (cause) {
    throw new ImportError(dir, null, '(folder)', `cannot list the GLO archive: ${(cause as Error).message}`, { cause });
  }
  const records: GloRecord[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const m = FILE_NAME.exec(name);
    if (!m) throw new ImportError(file, null, '(file name)', 'expected YYYY-MM-DD.json; an unknown file in the archive');
    records.push(parseGloResponse(file, name, m[1] as string, await readText(file)));
  }
  return records;
}

/** Parses one response body; `nameDate` is the date the file is named for (the request). */
export function parseGloResponse(file: string, name: string, nameDate: string, text: string): GloRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new ImportError(file, null, '(json)', `not JSON: ${(cause as Error).message}`, { cause });
  }
  const parsed = GloResponse.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(file, null, issue?.path.join('.') || '(response)', issue?.message ?? 'unexpected shape', { cause: parsed.error });
  }
  const result = parsed.data.response.result;
  if (result.date !== nameDate) {
    throw new ImportError(file, null, 'response.result.date', `${result.date} differs from the requested date ${nameDate}`);
  }
  const prizes: Partial<Record<PrizeSlug, { numbers: string[]; amount: string }>> = {};
  const view: Partial<Record<PrizeSlug, string[]>> = {};
  for (const key of Object.keys(GLO_KEY_TO_SLUG) as GloKey[]) {
    const tier = result.data[key];
    const slug = GLO_KEY_TO_SLUG[key];
    // Sorted by draw order (`round`) for a stable reading; the store sorts by value (C4.3).
    const numbers = [...tier.number].sort((x, y) => x.round - y.round).map((n) => n.value);
    view[slug] = numbers;
    // GLO's `price` is stored byte for byte: it is the official source's own amount (C4.2).
    if (numbers.length > 0) prizes[slug] = { numbers, amount: tier.price };
  }
  const drawnOn = GLO_DRAWN_ON[result.date];
  return {
    file,
    ref: upstreamRef(GLO_ARCHIVE, { file: name }),
    date: result.date,
    ...(drawnOn !== undefined ? { drawnOn } : {}),
    prizes,
    view,
  };
}
