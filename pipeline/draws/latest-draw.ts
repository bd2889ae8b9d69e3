import type { LotteryDef } from '../registry/index.ts';
import type { LatestDraw, StoredDraw } from '../contract/schemas/index.ts';
import { displayNames } from './localize.ts';
import { recentGaps, recentIncomplete } from './missing-dates.ts';

/**
 * The latest-draw file that `/check` reads (C1.2) and its index are defined with the contract
 * (contract/schemas/published-files.ts); re-exported here for the modules that read and write them.
 */
export { LatestDraw, LatestIndex } from '../contract/schemas/published-files.ts';

/**
 * The newest stored draw of one lottery with its date already localized, so the live path formats
 * nothing, and the recent gaps and incomplete draws before it, which the scheduled function asks
 * for again (due.ts), less the dates `noDraw` (data/no-draw.json) records, whose later ones are
 * kept for the draws to come (`/lotteries`' nextDraws).
 * `draws` newest first, as LotteryView holds them.
 */
export function latestDraw(def: LotteryDef, draws: readonly StoredDraw[], noDraw: readonly string[] = []): LatestDraw {
  const newest = draws[0];
  if (newest === undefined) throw new Error(`latestDraw: ${def.id} has no stored draw`);
  const oldestFirst = [...draws].reverse();
  return {
    lottery: def.id,
    draw: newest,
    displayName: displayNames(newest.date),
    gaps: recentGaps(
      def,
      oldestFirst.map((d) => d.date),
    ).filter((date) => !noDraw.includes(date)),
    incomplete: recentIncomplete(def, oldestFirst),
    noDrawAfter: noDraw.filter((date) => date > newest.date),
  };
}
