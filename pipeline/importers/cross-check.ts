import { type LotteryId, type PrizeSlug, type SourceId, PRIZE_SLUGS } from '../registry/index.ts';
import { multisetMinus } from '../store/merge.ts';
import type { Disagreement, PairSummary, PrizeSets } from './types.ts';

/** One source's reading of one draw, for comparison only. */
export interface ViewDraw {
  /** Only the prizes this source gives (an empty list means "gives it, and it is empty"). */
  readonly prizes: PrizeSets;
  readonly ref: string;
  /** A record the importer does not import (known-broken); compared only to reconcile figures. */
  readonly skipped: boolean;
}

/** Everything one source says about one lottery, by draw date (aliases already applied). */
export interface SourceView {
  readonly source: SourceId;
  readonly draws: ReadonlyMap<string, ViewDraw>;
}

/**
 * Compares two sources on every draw both have, prize by prize, as multisets (a number drawn twice
 * counts twice, C5.3). Only prizes both sources give are compared. `storedFrom` names, per date,
 * the source whose values are stored. Every difference is returned, none is resolved silently (C8.2).
 */
export function crossCheck(
  lottery: LotteryId,
  kept: SourceView,
  other: SourceView,
  storedFrom: (date: string) => SourceId | undefined,
): { disagreements: Disagreement[]; summary: PairSummary } {
  const disagreements: Disagreement[] = [];
  const all = { overlapping: 0, identical: 0, differingNumbers: {} as Partial<Record<PrizeSlug, number>> };
  const clean = { overlapping: 0, identical: 0, differingNumbers: {} as Partial<Record<PrizeSlug, number>> };
  let headlineAgree = 0;
  const dates = [...kept.draws.keys()].filter((d) => other.draws.has(d)).sort();
  for (const date of dates) {
    const a = kept.draws.get(date) as ViewDraw;
    const b = other.draws.get(date) as ViewDraw;
    const skippedRecord = a.skipped || b.skipped;
    let identical = true;
    let headline = true;
    for (const slug of PRIZE_SLUGS) {
      const na = a.prizes[slug];
      const nb = b.prizes[slug];
      if (na === undefined || nb === undefined) continue;
      const onlyA = multisetMinus(na, nb);
      const onlyB = multisetMinus(nb, na);
      if (onlyA.length === 0 && onlyB.length === 0) continue;
      identical = false;
      if (slug === 'first-prize' || slug === 'last-two-digit') headline = false;
      const count = Math.max(onlyA.length, onlyB.length);
      all.differingNumbers[slug] = (all.differingNumbers[slug] ?? 0) + count;
      if (!skippedRecord) clean.differingNumbers[slug] = (clean.differingNumbers[slug] ?? 0) + count;
      disagreements.push({
        lottery,
        date,
        prize: slug,
        a: { source: kept.source, ref: a.ref, only: [...onlyA].sort(), stored: storedFrom(date) === kept.source },
        b: { source: other.source, ref: b.ref, only: [...onlyB].sort(), stored: storedFrom(date) === other.source },
        skippedRecord,
      });
    }
    all.overlapping += 1;
    if (identical) all.identical += 1;
    if (headline) headlineAgree += 1;
    if (!skippedRecord) {
      clean.overlapping += 1;
      if (identical) clean.identical += 1;
    }
  }
  return {
    disagreements,
    summary: { lottery, a: kept.source, b: other.source, ...all, headlineAgree, withoutSkipped: clean },
  };
}
