import { z } from 'zod';
import { LOTTERY_IDS } from '../registry/index.ts';
import { StoredDraw } from '../contract/schemas/stored-draw.ts';

/**
 * The stored draw and its parts are part of the contract (the latest-draw files publish them,
 * C1.2), so they are defined in contract/schemas/; the store adds the year file around them.
 */
export { Amount, IsoDate, IsoInstant } from '../contract/schemas/common.ts';
export { NumberText, SourceRecord, StoredDraw, StoredPrize } from '../contract/schemas/stored-draw.ts';

/** One file of the store: one lottery, one year (C8.1). */
export const YearFile = z
  .strictObject({
    lottery: z.enum(LOTTERY_IDS),
    year: z.number().int().min(1900).max(9999),
    // A year file holds its year's draws: the store never writes one without (store.ts planLottery).
    draws: z.array(StoredDraw).min(1, 'a year file holds at least one draw'),
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
