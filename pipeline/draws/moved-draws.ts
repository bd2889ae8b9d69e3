import type { LotteryDef } from '../registry/index.ts';

/**
 * DOMAIN 1.6: GLO moves draws for holidays: seen 30 Dec and 31 Jul before the 1st, the 2nd, 17th
 * and 2 Jan after it, and clients also probe 29 Dec and 4-5 May. While the draw of a scheduled date
 * is missing, the dates from 3 days before to 4 days after it are asked too, each only once its own
 * result time has passed. Only lotteries of the GLO family move so (the registry has no field for
 * it yet; see docs/ingest.md).
 */
export const GLO_MOVED_DRAW_DAYS = { before: 3, after: 4 } as const;

/** How many days before and after a scheduled date the lottery's draw may be held instead. */
export function movedDrawDays(def: LotteryDef): { readonly before: number; readonly after: number } {
  return def.family === 'glo' ? GLO_MOVED_DRAW_DAYS : NOT_MOVED;
}

const NOT_MOVED = { before: 0, after: 0 } as const;
