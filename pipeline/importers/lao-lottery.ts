import { type PrizeSlug, lottery } from '../registry/index.ts';
import { type DraftDraw, type DraftPrize, buildDraw } from './build-draw.ts';
import { type SourceView, crossCheck } from './cross-check.ts';
import { type LaoFile, type LaoRow, readLaoSanook, readLekdeeLao } from './lao-csv.ts';
import type { ImportContext, ImporterOutput, Notice } from './types.ts';

/**
 * The lao-lottery prizes of a 4-digit number N (DOMAIN 4.1; registry comment on
 * LAO_DEVELOPMENT_PRIZES): the headline and 4-top are N, 3-top N[-3:], 2-top N[-2:], and 2-bottom
 * the first two digits N[0:2].
 */
export function laoPrizes(n: string): Partial<Record<PrizeSlug, DraftPrize>> {
  return {
    'first-prize': { numbers: [n] },
    'last-four-digit': { numbers: [n] },
    'last-three-digit': { numbers: [n.slice(-3)] },
    'upper-two-digit': { numbers: [n.slice(-2)] },
    'last-two-digit': { numbers: [n.slice(0, 2)] },
  };
}

/**
 * lao-lottery from datasets/lao-lottery: the union of richaricohaulage's real_draws.csv (the long
 * history, read first) and lekdee's lao_history.csv (adds the Tue/Thu draws from 2026-04). Where
 * both have a date the numbers are compared and, when they agree, both are recorded as sources;
 * when they differ richaricohaulage's stands and the difference is reported (C8.2). lekdee's
 * published 2-top/2-bottom are checked against the rule and every mismatch is reported.
 */
export async function importLaoLottery(folder: string, context: ImportContext): Promise<ImporterOutput> {
  const def = lottery('lao-lottery');
  const sanook = await readLaoSanook(folder);
  const lekdee = await readLekdeeLao(folder);
  const notices: Notice[] = [];
  const sanookByDate = new Map(sanook.rows.map((r) => [r.date, r]));
  const lekdeeByDate = new Map(lekdee.rows.map((r) => [r.date, r]));

  for (const row of lekdee.rows) {
    if (!row.published) continue;
    const { top2, bottom2 } = row.published;
    if (top2 !== row.number.slice(-2)) {
      notices.push({ kind: 'rule-mismatch', ref: row.ref, date: row.date, message: `2 ตัวบน ${top2} is not the last two of ${row.number}` });
    }
    if (bottom2 !== row.number.slice(0, 2)) {
      notices.push({
        kind: 'rule-mismatch',
        ref: row.ref,
        date: row.date,
        message: `2 ตัวล่าง ${bottom2} is not the first two of ${row.number}`,
      });
    }
  }

  const dates = [...new Set([...sanookByDate.keys(), ...lekdeeByDate.keys()])].sort();
  const draws = dates.map((date) => {
    const a = sanookByDate.get(date);
    const b = lekdeeByDate.get(date);
    const primary = (a ?? b) as LaoRow;
    const prizes = laoPrizes(primary.number);
    const all = Object.keys(prizes) as PrizeSlug[];
    const sources: DraftDraw['sources'] = [
      ...(a ? [{ source: 'dataset:lao-sanook' as const, ref: a.ref, prizes: all }] : []),
      ...(b && (!a || b.number === a.number) ? [{ source: 'dataset:lekdee-lao' as const, ref: b.ref, prizes: all }] : []),
    ];
    const origin = { file: a ? sanook.file : lekdee.file, line: primary.line };
    return buildDraw(def, { date, prizes, sources, origin }, context.today);
  });

  const check = crossCheck(def.id, view('dataset:lao-sanook', sanook), view('dataset:lekdee-lao', lekdee), (date) =>
    sanookByDate.has(date) ? 'dataset:lao-sanook' : 'dataset:lekdee-lao',
  );
  return { lottery: def.id, draws, notices, disagreements: check.disagreements, pairs: [check.summary] };
}

function view(source: SourceView['source'], file: LaoFile): SourceView {
  return {
    source,
    draws: new Map(file.rows.map((r) => [r.date, { prizes: { 'first-prize': [r.number] }, ref: r.ref, skipped: false }])),
  };
}
