import { drawStatus } from '../draws/draw-status.ts';
import type { LatestSource } from '../published/latest-source.ts';
import type { LotteryDef, LotteryId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { noDrawDates, readNoDraw } from '../store/no-draw.ts';
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
 * `due`'s view of data/: each lottery's newest draw, whether it is complete, and the later dates
 * data/no-draw.json records as having no draw.
 */
export async function storedStates(dataDir: string, lotteries: readonly LotteryDef[]): Promise<Map<LotteryId, LatestState>> {
  const states = new Map<LotteryId, LatestState>();
  const noDraw = await readNoDraw(dataDir);
  for (const def of lotteries) {
    const draw = await latestStoredDraw(dataDir, def);
    if (!draw) continue;
    const later = noDrawDates(noDraw, def.id).filter((d) => d > draw.date);
    states.set(def.id, { date: draw.date, complete: drawStatus(def, draw).complete, ...(later.length > 0 ? { noDraw: later } : {}) });
  }
  return states;
}

/** `due`'s view of a published tree: the latest-draw files /check reads (C1.2). */
export function publishedStates(tree: LatestSource, lotteries: readonly LotteryDef[]): Map<LotteryId, LatestState> {
  const states = new Map<LotteryId, LatestState>();
  for (const def of lotteries) {
    const latest = tree.latest(def.id);
    if (latest) states.set(def.id, { date: latest.draw.date, complete: drawStatus(def, latest.draw).complete });
  }
  return states;
}
