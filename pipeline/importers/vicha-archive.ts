import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ImportError } from '../errors/import-error.ts';
import { type LotteryDef, type PrizeSlug, eraFor } from '../registry/index.ts';
import { readText, splitLines } from './text-file.ts';
import type { PrizeSets } from './types.ts';
import { VICHA_ARCHIVE, stagedPath, upstreamRef } from './upstream.ts';

/** The archive's line labels (PROVENANCE thai-government section 2) and the service's slugs. */
const LABEL_TO_SLUG: Readonly<Record<string, PrizeSlug>> = {
  FIRST: 'first-prize',
  NEAR_FIRST: 'near-first-prize',
  SECOND: 'second-prize',
  THIRD: 'third-prize',
  FOURTH: 'fourth-prize',
  FIFTH: 'fifth-prize',
  THREE_FIRST: 'first-three-digit',
  // Before 2015-09-01 one THREE line holds the four "last three digits" numbers.
  THREE: 'last-three-digit',
  THREE_LAST: 'last-three-digit',
  TWO: 'last-two-digit',
};

/**
 * Files named for another draw (PROVENANCE thai-government, cross-check aliases): the postponed
 * 2020-04-01 draw is filed as 2020-05-16, the day it was drawn; the misdated 2026-01-16 file is
 * the 2026-01-17 draw.
 */
export const VICHA_ALIASES: Readonly<Record<string, { readonly date: string; readonly drawnOn?: string }>> = {
  '2020-05-16': { date: '2020-04-01', drawnOn: '2020-05-16' },
  '2026-01-16': { date: '2026-01-17' },
};

/** Files never imported, with the reason the report gives (PROVENANCE thai-government section 2). */
export const VICHA_SKIPPED: Readonly<Record<string, string>> = {
  '2026-01-16':
    'misdated (the draw was on 2026-01-17) and corrupt: NEAR_FIRST, SECOND and THIRD hold fragments of other draws, ' +
    'FOURTH has 19 tokens and FIFTH is empty',
};

export interface VichaRecord {
  readonly file: string;
  readonly ref: string;
  /** The draw's date after aliasing. */
  readonly date: string;
  readonly drawnOn?: string;
  /** Why the file is not imported; it is still compared, so figures match PROVENANCE's table. */
  readonly skipped?: string;
  /** Tokens per prize as the file lists them (trailing spaces dropped). */
  readonly prizes: PrizeSets;
  /** The line of each prize, for messages and refs. */
  readonly lines: Partial<Record<PrizeSlug, number>>;
}

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})\.txt$/;

/** Reads every `lottonumbers/YYYY-MM-DD.txt`, oldest first. */
export async function readVichaArchive(folder: string, def: LotteryDef): Promise<VichaRecord[]> {
  const dir = stagedPath(folder, VICHA_ARCHIVE);
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (cause) {
    throw new ImportError(dir, null, '(folder)', `cannot list the vicha-w archive: ${(cause as Error).message}`, { cause });
  }
  const records: VichaRecord[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const nameDate = FILE_NAME.exec(name)?.[1];
    if (nameDate === undefined) throw new ImportError(file, null, '(file name)', 'expected YYYY-MM-DD.txt; an unknown file in the archive');
    records.push(parseVichaFile(file, name, nameDate, await readText(file), def));
  }
  return records;
}

/**
 * Parses one archive file: line 1 is the page it was scraped from, then one line per prize, a
 * label and space-separated numbers. Every number of an imported file must have the digits of
 * its prize in the draw's era; a skipped file is only split into tokens.
 */
export function parseVichaFile(file: string, name: string, nameDate: string, text: string, def: LotteryDef): VichaRecord {
  const alias = VICHA_ALIASES[nameDate];
  const date = alias?.date ?? nameDate;
  const skipped = VICHA_SKIPPED[nameDate];
  const lines = splitLines(text);
  const url = lines[0]?.text.trim() ?? '';
  if (!/^https?:\/\//.test(url)) throw new ImportError(file, 1, 'source URL', `expected the scraped page's URL, found "${url}"`);
  const era = eraFor(def, date);
  const prizes: Partial<Record<PrizeSlug, string[]>> = {};
  const lineOf: Partial<Record<PrizeSlug, number>> = {};
  for (const line of lines.slice(1)) {
    const tokens = line.text
      .trim()
      .split(/\s+/)
      .filter((t) => t !== '');
    const label = tokens[0];
    if (label === undefined) continue;
    const slug = LABEL_TO_SLUG[label];
    if (slug === undefined) throw new ImportError(file, line.n, label, 'unknown label');
    if (prizes[slug] !== undefined) throw new ImportError(file, line.n, label, `a second line for ${slug}`);
    const numbers = tokens.slice(1);
    if (skipped === undefined) {
      const prizeDef = era.prizes.find((p) => p.slug === slug);
      if (!prizeDef) throw new ImportError(file, line.n, label, `${slug} does not exist on ${date} (prize table from ${era.from})`);
      const bad = numbers.find((n) => !/^\d+$/.test(n) || n.length !== prizeDef.digits);
      if (bad !== undefined) throw new ImportError(file, line.n, label, `"${bad}" is not a ${prizeDef.digits}-digit number`);
      if (numbers.length > prizeDef.count) {
        throw new ImportError(file, line.n, label, `${numbers.length} numbers, ${slug} has ${prizeDef.count}`);
      }
    }
    prizes[slug] = numbers;
    lineOf[slug] = line.n;
  }
  // The old format has no front-three prize (C4.1): say so explicitly, so the cross-check compares it as empty.
  if (prizes['first-three-digit'] === undefined && !era.prizes.some((p) => p.slug === 'first-three-digit')) {
    prizes['first-three-digit'] = [];
  }
  return {
    file,
    ref: upstreamRef(VICHA_ARCHIVE, { file: name }),
    date,
    ...(alias?.drawnOn !== undefined ? { drawnOn: alias.drawnOn } : {}),
    ...(skipped !== undefined ? { skipped } : {}),
    prizes,
    lines: lineOf,
  };
}
