import type { LotteryDef } from '../registry/index.ts';
import type { LatestDraw, StoredDraw } from '../contract/schemas/index.ts';
import { displayNames } from './localize.ts';

/**
 * The latest-draw file that `/check` reads (C1.2) and its index are defined with the contract
 * (contract/schemas/published-files.ts); re-exported here for the modules that read and write them.
 */
export { LatestDraw, LatestIndex } from '../contract/schemas/published-files.ts';

/** The newest stored draw of one lottery with its date already localized, so the live path formats nothing. */
export function latestDraw(def: LotteryDef, newest: StoredDraw): LatestDraw {
  return { lottery: def.id, draw: newest, displayName: displayNames(newest.date) };
}
