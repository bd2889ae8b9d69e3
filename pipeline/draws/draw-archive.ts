import type { LotteryDef } from '../registry/index.ts';
import type { ArchivedDraw, DrawArchive } from '../contract/schemas/published-files.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';
import { displayNames } from './localize.ts';

export type { ArchivedDraw } from '../contract/schemas/published-files.ts';
export { DrawArchive } from '../contract/schemas/published-files.ts';

/**
 * C9.4: the file a check with `date` reads, from a lottery's stored draws (newest first, as the
 * build holds them): oldest first, each draw cut to what matching needs (every prize's numbers
 * and amount) with its `displayName` in every language as /results shows it (C4.6).
 */
export function drawArchive(def: LotteryDef, draws: readonly StoredDraw[]): DrawArchive {
  const oldestFirst = [...draws].reverse();
  return {
    lottery: def.id,
    draws: oldestFirst.map((d) => ({
      draw: {
        date: d.date,
        prizes: Object.fromEntries(Object.entries(d.prizes).map(([slug, p]) => [slug, { numbers: p.numbers, amount: p.amount }])),
      },
      displayName: displayNames(d.date),
    })),
  };
}

/** The stored dates nearest to a date that has no draw: the one before and the one after, when they exist. */
export interface NearestDates {
  readonly before: string | null;
  readonly after: string | null;
}

/** One lottery's archive as the live path asks it: a draw by date, or the nearest dates. */
export class DrawIndex {
  readonly #byDate: ReadonlyMap<string, ArchivedDraw>;
  readonly #dates: readonly string[];

  constructor(archive: DrawArchive) {
    this.#byDate = new Map(archive.draws.map((d) => [d.draw.date, d]));
    this.#dates = archive.draws.map((d) => d.draw.date);
  }

  get size(): number {
    return this.#dates.length;
  }

  /** The stored dates, oldest first. */
  get dates(): readonly string[] {
    return this.#dates;
  }

  draw(date: string): ArchivedDraw | undefined {
    return this.#byDate.get(date);
  }

  /** The newest stored date before `date` and the oldest after it (binary search: dates ascend). */
  nearest(date: string): NearestDates {
    const dates = this.#dates;
    let lo = 0;
    let hi = dates.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((dates[mid] as string) < date) lo = mid + 1;
      else hi = mid;
    }
    // dates[lo] is the first date >= `date`; the caller asks only for dates without a draw.
    const after = dates[lo] === date ? dates[lo + 1] : dates[lo];
    return { before: dates[lo - 1] ?? null, after: after ?? null };
  }
}
