import { z } from 'zod';
import { LANGS, LOTTERY_IDS, type LotteryDef } from '../registry/index.ts';
import { StoredDraw } from '../store/schema.ts';
import { displayNames } from './localize.ts';

/**
 * The latest-draw file that `/check` reads (C1.2): the newest stored draw of one lottery and its
 * date already localized, so the live path formats nothing and agrees with the static answers.
 */
export const LatestDraw = z.strictObject({
  lottery: z.enum(LOTTERY_IDS),
  draw: StoredDraw,
  displayName: z.strictObject(Object.fromEntries(LANGS.map((l) => [l, z.string().min(1)])) as Record<(typeof LANGS)[number], z.ZodString>),
});
export type LatestDraw = z.infer<typeof LatestDraw>;

/** The index of latest-draw files: which lotteries have data, and the site they were built for. */
export const LatestIndex = z.strictObject({
  site: z.strictObject({ name: z.string().min(1), baseUrl: z.string().min(1) }),
  lotteries: z.array(z.enum(LOTTERY_IDS)),
});
export type LatestIndex = z.infer<typeof LatestIndex>;

export function latestDraw(def: LotteryDef, newest: StoredDraw): LatestDraw {
  return { lottery: def.id, draw: newest, displayName: displayNames(newest.date) };
}
