import { type Lang, type PrizeDef, statsPrizes } from '../registry/index.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import type { StatsParams } from '../contract/params.ts';
import { round4 } from '../draws/round.ts';
import type { NumberCount, PrizeGroup, StatsResponse } from '../contract/schemas/index.ts';
import { type DataAnswer, RawJson } from './answer.ts';
import { type Site, attributionNote, statsPageUrl } from './attribution.ts';
import { noDataAnswer } from './no-data.ts';

/** GET /stats (C6.1, C6.2). */
export function statsAnswer(view: LotteryView, params: StatsParams, site: Site): DataAnswer<StatsResponse> {
  const { def, draws } = view;
  const newest = draws[0];
  const oldest = draws[draws.length - 1];
  if (!newest || !oldest) return noDataAnswer(def, params.lang);
  const { lang } = params;
  return {
    status: 200,
    body: {
      success: true,
      attribution: {
        source: site.name,
        url: statsPageUrl(site, def.id, lang),
        note: attributionNote(site, lang),
        dataSource: def.dataSource[lang],
      },
      lottery: def.id,
      dataset: {
        draws: draws.length,
        firstDate: oldest.date,
        lastDate: newest.date,
        updatedAt: view.status(0).publishedAt,
      },
      prizes: statsPrizes(def).map((p) => {
        const g = prizeCounts(view, p);
        return { ...groupSummary(p, lang, g), numbers: g.numbersJson, neverDrawn: g.neverDrawnJson };
      }),
    },
  };
}

/** The fields of a /stats prize group before its numbers (C6.1), in the answer's order. */
export function groupSummary(p: PrizeDef, lang: Lang, c: PrizeCounts): Omit<PrizeGroup, 'numbers' | 'neverDrawn'> {
  return {
    prize: p.slug,
    prizeName: p.names[lang],
    draws: c.draws,
    picks: c.picks,
    possibleValues: c.possibleValues,
    expectedPerNumber: c.expectedPerNumber,
  };
}

export interface PrizeCounts {
  readonly draws: number;
  readonly picks: number;
  readonly possibleValues: number;
  readonly expectedPerNumber: number;
  /** Every number drawn at least once, by count descending then number ascending (C6.2). */
  readonly numbers: readonly NumberCount[];
  /** The other possible numbers, ascending. */
  readonly neverDrawn: readonly string[];
  /** The two lists as JSON text, shared by every language's file. */
  readonly numbersJson: RawJson<NumberCount[]>;
  readonly neverDrawnJson: RawJson<string[]>;
}

/** The language-free part of one `/stats` prize group, computed once per lottery. */
export function prizeCounts(view: LotteryView, p: PrizeDef): PrizeCounts {
  return view.memo(`stats:${p.slug}`, () => {
    // Each number's entry is built in its published shape (key order) once, then counted up in place.
    const seen = new Map<string, { number: string; count: number; lastDate: string; drawsSince: number }>();
    const prizeDraws = view.prizeDraws(p);
    let picks = 0;
    prizeDraws.forEach(({ date, numbers }, age) => {
      // drawsSince: how many draws of this prize came after the last one with the number (C6.2).
      for (const n of numbers) {
        picks += 1;
        const s = seen.get(n);
        if (s) s.count += 1;
        else seen.set(n, { number: n, count: 1, lastDate: date, drawsSince: age });
      }
    });
    const possible = 10 ** p.digits;
    const numbers = [...seen.values()].sort((x, y) => y.count - x.count || (x.number < y.number ? -1 : x.number > y.number ? 1 : 0));
    const neverDrawn: string[] = [];
    for (let v = 0; v < possible; v += 1) {
      const n = String(v).padStart(p.digits, '0');
      if (!seen.has(n)) neverDrawn.push(n);
    }
    return {
      draws: prizeDraws.length,
      picks,
      possibleValues: possible,
      expectedPerNumber: round4(picks / possible),
      numbers,
      neverDrawn,
      numbersJson: RawJson.of(numbers),
      neverDrawnJson: RawJson.of(neverDrawn),
    };
  });
}
