import { type PrizeSlug, lottery } from '../registry/index.ts';
import { type DraftPrize, buildDraw } from './build-draw.ts';
import { type LekdeeHanoiLottery, readLekdeeHanoi } from './lekdee-hanoi.ts';
import type { Importer } from './types.ts';

/**
 * hanoi-special, hanoi-vip and hanoi-adhoc from their rows of lekdee's hanoi_history.csv, the only
 * public source (PROVENANCE hanoi-*). It gives 2-top, 2-bottom and (after its first back-fill, to late
 * June 2026) 3-top, but no headline, so only those are stored. A prize the source lacks stays
 * absent, never derived or invented (C8.5), and those draws are `announced` (C4.4).
 */
export function thaiSiteHanoiImporter(id: Exclude<LekdeeHanoiLottery, 'hanoi-normal'>): Importer {
  return async (folder, context) => {
    const def = lottery(id);
    const lekdee = await readLekdeeHanoi(folder);
    const draws = lekdee.rows
      .filter((row) => row.lottery === id)
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((row) => {
        const prizes: Partial<Record<PrizeSlug, DraftPrize>> = {
          ...(row.top3 !== undefined ? { 'last-three-digit': { numbers: [row.top3] } } : {}),
          'upper-two-digit': { numbers: [row.top2] },
          'last-two-digit': { numbers: [row.bottom2] },
        };
        return buildDraw(
          def,
          {
            date: row.date,
            prizes,
            sources: [{ source: 'dataset:lekdee-hanoi', ref: row.ref, prizes: Object.keys(prizes) as PrizeSlug[] }],
            origin: { file: lekdee.file, line: row.line },
          },
          context.today,
        );
      });
    return { lottery: id, draws, notices: [], disagreements: [], pairs: [] };
  };
}
