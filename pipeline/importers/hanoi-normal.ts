import { lottery } from '../registry/index.ts';
import { buildDraw } from './build-draw.ts';
import { type SourceView, crossCheck } from './cross-check.ts';
import { readLekdeeHanoi } from './lekdee-hanoi.ts';
import type { ImportContext, ImporterOutput, PrizeSets } from './types.ts';
import { readXsmb } from './xsmb-csv.ts';

/**
 * hanoi-normal from datasets/hanoi-normal: the XSMB board of khiemdoan's xsmb.csv (PROVENANCE
 * "Recommendation"). The headline is the special prize (ĐB); 4/3-top and 2-top are its last 4, 3
 * and 2 digits and 2-bottom is the last two of G1 (C4.1, DOMAIN 4.2). The lekdee "ฮานอย" rows are
 * only a cross-check: every difference is reported, none is stored.
 */
export async function importHanoiNormal(folder: string, context: ImportContext): Promise<ImporterOutput> {
  const def = lottery('hanoi-normal');
  const xsmb = await readXsmb(folder);
  const lekdee = await readLekdeeHanoi(folder);

  const draws = xsmb.rows.map((row) =>
    buildDraw(
      def,
      {
        date: row.date,
        prizes: {
          'first-prize': { numbers: [row.special] },
          'last-four-digit': { numbers: [row.special.slice(-4)] },
          'last-three-digit': { numbers: [row.special.slice(-3)] },
          'upper-two-digit': { numbers: [row.special.slice(-2)] },
          'last-two-digit': { numbers: [row.g1.slice(-2)] },
        },
        sources: [
          {
            source: 'dataset:xsmb',
            ref: row.ref,
            prizes: ['first-prize', 'last-four-digit', 'last-three-digit', 'upper-two-digit', 'last-two-digit'],
          },
        ],
        origin: { file: xsmb.file, line: row.line },
      },
      context.today,
    ),
  );

  const xsmbView: SourceView = {
    source: 'dataset:xsmb',
    draws: new Map(
      xsmb.rows.map((row) => [
        row.date,
        {
          prizes: {
            'last-three-digit': [row.special.slice(-3)],
            'upper-two-digit': [row.special.slice(-2)],
            'last-two-digit': [row.g1.slice(-2)],
          },
          ref: row.ref,
          skipped: false,
        },
      ]),
    ),
  };
  const lekdeeView: SourceView = {
    source: 'dataset:lekdee-hanoi',
    draws: new Map(
      lekdee.rows
        .filter((row) => row.lottery === def.id)
        .map((row) => {
          const prizes: PrizeSets = {
            ...(row.top3 !== undefined ? { 'last-three-digit': [row.top3] } : {}),
            'upper-two-digit': [row.top2],
            'last-two-digit': [row.bottom2],
          };
          return [row.date, { prizes, ref: row.ref, skipped: false }];
        }),
    ),
  };
  const check = crossCheck(def.id, xsmbView, lekdeeView, (date) => (xsmbView.draws.has(date) ? 'dataset:xsmb' : undefined));
  return { lottery: def.id, draws, notices: [], disagreements: check.disagreements, pairs: [check.summary] };
}
