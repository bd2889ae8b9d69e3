import { drawStatus } from '../draws/draw-status.ts';
import { GAP_DAYS, recentGaps, recentIncomplete } from '../draws/missing-dates.ts';
import { addDays } from '../draws/thai-time.ts';
import type { LatestSource } from '../published/latest-source.ts';
import type { LotteryDef, LotteryId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { type NoDrawEntry, noDrawDates, readNoDraw } from '../store/no-draw.ts';
import { listYears, readYearFile, yearFilePath } from '../store/store.ts';
import type { LatestState } from './due.ts';

/** The newest stored draw of a lottery (reading only its newest year files), or null. */
export async function latestStoredDraw(dataDir: string, def: LotteryDef): Promise<StoredDraw | null> {
  const years = await listYears(dataDir, def.id);
  for (const year of [...years].reverse()) {
    const file = await readYearFile(yearFilePath(dataDir, def.id, year), { lottery: def.id, year });
    const last = file.draws.at(-1);
    if (last) return last;
  }
  return null;
}

/**
 * The stored draws of a lottery from the last one before the GAP_DAYS preceding its newest on,
 * oldest first (all a recentGaps needs), reading its year files newest first and stopping there.
 */
async function recentStoredDraws(dataDir: string, def: LotteryDef): Promise<StoredDraw[]> {
  const years = await listYears(dataDir, def.id);
  const read: StoredDraw[][] = [];
  let since: string | null = null;
  for (const year of [...years].reverse()) {
    const { draws } = await readYearFile(yearFilePath(dataDir, def.id, year), { lottery: def.id, year });
    read.unshift(draws);
    const newest = draws.at(-1);
    if (since === null && newest) since = addDays(newest.date, -GAP_DAYS);
    if (since !== null && draws[0] !== undefined && draws[0].date < since) break;
  }
  return read.flat();
}

/**
 * `due`'s view of data/: each lottery's newest draw, whether it is complete, the later dates
 * data/no-draw.json records as having no draw, the recent gaps before it that it does not, and the
 * recent stored draws before it that are not complete.
 */
export async function storedStates(dataDir: string, lotteries: readonly LotteryDef[]): Promise<Map<LotteryId, LatestState>> {
  const states = new Map<LotteryId, LatestState>();
  const noDraw = await readNoDraw(dataDir);
  for (const def of lotteries) {
    const draws = await recentStoredDraws(dataDir, def);
    const draw = draws.at(-1);
    if (draw)
      states.set(
        def.id,
        stateOf(
          def,
          draw,
          recentGaps(
            def,
            draws.map((d) => d.date),
          ),
          recentIncomplete(def, draws),
          noDraw,
        ),
      );
  }
  return states;
}

/** A lottery's state from its newest draw, recent gaps (less the dates data/no-draw.json records) and recent incomplete draws. */
function stateOf(
  def: LotteryDef,
  draw: StoredDraw,
  gaps: readonly string[],
  incomplete: readonly string[],
  noDraw: readonly NoDrawEntry[],
): LatestState {
  const none = noDrawDates(noDraw, def.id);
  const later = none.filter((d) => d > draw.date);
  const open = gaps.filter((d) => !none.includes(d));
  return {
    date: draw.date,
    complete: drawStatus(def, draw).complete,
    ...(later.length > 0 ? { noDraw: later } : {}),
    ...(open.length > 0 ? { gaps: open } : {}),
    ...(incomplete.length > 0 ? { incomplete: [...incomplete] } : {}),
  };
}

/**
 * `due`'s view of a published tree: the latest-draw files /check reads (C1.2), which carry the
 * recent gaps and incomplete draws too, less the dates of data/no-draw.json (bundled with the scheduled function; the
 * build leaves them out of the gaps as well), and the later dates it records, as storedStates gives them.
 */
export function publishedStates(
  tree: LatestSource,
  lotteries: readonly LotteryDef[],
  noDraw: readonly NoDrawEntry[] = [],
): Map<LotteryId, LatestState> {
  const states = new Map<LotteryId, LatestState>();
  for (const def of lotteries) {
    const latest = tree.latest(def.id);
    if (latest) states.set(def.id, stateOf(def, latest.draw, latest.gaps, latest.incomplete, noDraw));
  }
  return states;
}
