import { join } from 'node:path';
import { z } from 'zod';
import { LOTTERY_IDS, PRIZE_SLUGS, SOURCE_IDS } from '../registry/index.ts';
import { parseLog, readOptional } from './conflicts.ts';
import { formatJson } from './format.ts';
import { Amount, IsoDate, IsoInstant, StoredPrize } from './schema.ts';

/**
 * data/corrections.json: every stored value `correct` replaced, with the value it replaced, the
 * reason and the time (C8.2). Append-only, oldest first. It is written before the year file it
 * explains, so a crash between the two never loses the old value.
 */
export const CORRECTIONS_FILE = 'corrections.json';

/** A prize's numbers replaced (`correct --prize --numbers`). */
export const PrizeCorrectionEntry = z.strictObject({
  lottery: z.enum(LOTTERY_IDS),
  date: IsoDate,
  prize: z.enum(PRIZE_SLUGS),
  /** The stored prize before the correction, as it was. */
  old: StoredPrize,
  /** The stored prize after it. */
  new: StoredPrize,
  /** The sources that had given the old value (their records no longer claim this prize). */
  replacedSources: z.array(z.strictObject({ source: z.enum(SOURCE_IDS), ref: z.string().min(1) })),
  reason: z.string().trim().min(1),
  at: IsoInstant,
});
export type PrizeCorrectionEntry = z.infer<typeof PrizeCorrectionEntry>;

/**
 * The amounts of one draw's prizes replaced together (`correct --prize --amount`), its numbers and
 * sources unchanged: one entry for the draw, each prize with the amount it had and the one it has.
 */
export const AmountCorrectionEntry = z.strictObject({
  lottery: z.enum(LOTTERY_IDS),
  date: IsoDate,
  amounts: z.array(z.strictObject({ prize: z.enum(PRIZE_SLUGS), old: Amount.nullable(), new: Amount })).min(1),
  reason: z.string().trim().min(1),
  at: IsoInstant,
});
export type AmountCorrectionEntry = z.infer<typeof AmountCorrectionEntry>;

export const CorrectionEntry = z.union([PrizeCorrectionEntry, AmountCorrectionEntry]);
export type CorrectionEntry = z.infer<typeof CorrectionEntry>;

export const isAmountCorrection = (e: CorrectionEntry): e is AmountCorrectionEntry => 'amounts' in e;

export const CorrectionsLog = z.array(CorrectionEntry);

export function correctionsPath(dataDir: string): string {
  return join(dataDir, CORRECTIONS_FILE);
}

export function parseCorrections(path: string, text: string): CorrectionEntry[] {
  return parseLog(path, text, CorrectionsLog);
}

/** The log, or [] when the file does not exist yet. */
export async function readCorrections(dataDir: string): Promise<CorrectionEntry[]> {
  const path = correctionsPath(dataDir);
  const text = await readOptional(path);
  return text === null ? [] : parseCorrections(path, text);
}

/** Stable text (C8.1). */
export function formatCorrections(entries: readonly CorrectionEntry[]): string {
  const prize = (p: StoredPrize) => ({ numbers: [...p.numbers], amount: p.amount, publishedAt: p.publishedAt, approximate: p.approximate });
  return formatJson(
    entries.map((e) =>
      isAmountCorrection(e)
        ? {
            lottery: e.lottery,
            date: e.date,
            amounts: e.amounts.map((a) => ({ prize: a.prize, old: a.old, new: a.new })),
            reason: e.reason,
            at: e.at,
          }
        : {
            lottery: e.lottery,
            date: e.date,
            prize: e.prize,
            old: prize(e.old),
            new: prize(e.new),
            replacedSources: e.replacedSources.map((s) => ({ source: s.source, ref: s.ref })),
            reason: e.reason,
            at: e.at,
          },
    ),
  );
}
