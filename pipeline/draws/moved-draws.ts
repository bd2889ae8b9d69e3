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

/**
 * DOMAIN 1.6: the draw of 1 January was held on 30 December in every year from 2006 to 2023 (data/
 * thai-government; 2 January in 2025 and 2026). A draw held early is otherwise first asked at the
 * scheduled date's result time, two days after it was announced: so `due` also asks for it on this
 * day, within its due window only (a day's 24 runs at most, once a year). Month-day of the
 * scheduled date -> month-day of the early day, in the year before for January.
 */
const GLO_EARLY_DAYS: Readonly<Record<string, string>> = { '01-01': '12-30' };

/** The day a lottery's draw of `scheduled` is known to be often held before it, or null. */
export function earlyDrawDay(def: LotteryDef, scheduled: string): string | null {
  if (def.family !== 'glo') return null;
  const early = GLO_EARLY_DAYS[scheduled.slice(5)];
  if (early === undefined) return null;
  const year = Number(scheduled.slice(0, 4)) - (early > scheduled.slice(5) ? 1 : 0);
  return `${year}-${early}`;
}
