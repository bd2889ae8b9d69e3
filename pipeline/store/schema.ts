import { z } from 'zod';
import { LOTTERY_IDS, PRIZE_SLUGS, SOURCE_IDS } from '../registry/index.ts';

/** A real calendar date, YYYY-MM-DD (zod's ISO date checks month lengths and leap years). */
export const IsoDate = z.iso.date({ error: 'expected a calendar date YYYY-MM-DD' });

/** An instant in UTC with milliseconds, as SPEC's `publishedAt`: YYYY-MM-DDTHH:MM:SS.mmmZ. */
export const IsoInstant = z.iso.datetime({ precision: 3, error: 'expected an instant YYYY-MM-DDTHH:MM:SS.mmmZ' });

/** Digits kept as text, leading zeros and all. */
export const NumberText = z.string().regex(/^[0-9]+$/, 'expected ASCII digits only');
/** C4.2: an amount with exactly two decimals and no leading zeros. */
export const Amount = z.string().regex(/^(0|[1-9][0-9]*)\.[0-9]{2}$/, 'expected an amount like 6000000.00');

export const StoredPrize = z.strictObject({
  /** Sorted ascending; a number drawn twice appears twice (C4.3, C5.3). */
  numbers: z.array(NumberText).min(1),
  /** The amount as the source published it; null where the lottery has no fixed amount (C4.2). */
  amount: Amount.nullable(),
  /** When this prize was published (C4.5). */
  publishedAt: IsoInstant,
  /** True when `publishedAt` is the scheduled result time, not a recorded one (C4.5). */
  approximate: z.boolean(),
});
export type StoredPrize = z.infer<typeof StoredPrize>;

export const SourceRecord = z.strictObject({
  source: z.enum(SOURCE_IDS),
  /** Where exactly: dataset file and line, or the URL fetched. */
  ref: z.string().min(1),
  /** The prizes this source contributed. */
  prizes: z.array(z.enum(PRIZE_SLUGS)).min(1),
});
export type SourceRecord = z.infer<typeof SourceRecord>;

export const StoredDraw = z.strictObject({
  /** The draw's date as its issuer keys it (the ticket date). */
  date: IsoDate,
  /** The day it was actually drawn, when not `date` (GLO's postponed 2020-04-01 draw). */
  drawnOn: IsoDate.optional(),
  prizes: z.partialRecord(z.enum(PRIZE_SLUGS), StoredPrize),
  sources: z.array(SourceRecord).min(1),
  /**
   * C4.11: present when every source of the draw is one unofficial aggregator (registry
   * AGGREGATOR_SOURCES): no official or independent source confirms it. Written by the store's
   * formatter from `sources`, so it follows the sources whichever path adds them.
   */
  trust: z.literal('single-aggregator').optional(),
  /** Provenance remarks a reader of data/ should see (e.g. a value recomputed from another). */
  notes: z.array(z.string().min(1)).optional(),
});
export type StoredDraw = z.infer<typeof StoredDraw>;

/** One file of the store: one lottery, one year (C8.1). */
export const YearFile = z
  .strictObject({
    lottery: z.enum(LOTTERY_IDS),
    year: z.number().int().min(1900).max(9999),
    draws: z.array(StoredDraw),
  })
  .superRefine((file, ctx) => {
    let previous = '';
    file.draws.forEach((draw, i) => {
      if (!draw.date.startsWith(`${file.year}-`)) {
        ctx.addIssue({ code: 'custom', path: ['draws', i, 'date'], message: `${draw.date} is not in ${file.year}` });
      }
      if (draw.date <= previous) {
        ctx.addIssue({ code: 'custom', path: ['draws', i, 'date'], message: `${draw.date} is not after ${previous}` });
      }
      previous = draw.date;
      if (Object.keys(draw.prizes).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['draws', i, 'prizes'], message: 'a stored draw has at least one prize' });
      }
      for (const [slug, prize] of Object.entries(draw.prizes)) {
        const sorted = [...prize.numbers].sort();
        if (sorted.some((n, k) => n !== prize.numbers[k])) {
          ctx.addIssue({ code: 'custom', path: ['draws', i, 'prizes', slug, 'numbers'], message: 'numbers are not sorted ascending' });
        }
      }
    });
  });
export type YearFile = z.infer<typeof YearFile>;

export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
