import type { LotteryDef, LotteryId, PrizeSlug } from '../registry/index.ts';
import { ArchivedDraw, type DrawArchive } from '../contract/schemas/published-files.ts';
import type { StoredDraw, StoredPrize } from '../contract/schemas/stored-draw.ts';
import type { PrizeNumbers } from './draw-status.ts';
import { displayNames } from './localize.ts';

export { ArchivedDraw, DrawArchive } from '../contract/schemas/published-files.ts';

/**
 * C9.4: the file a check with `date` reads, from a lottery's stored draws (newest first, as the
 * build holds them): oldest first, each draw cut to what matching needs (every prize's numbers
 * and amount) with its `displayName` in every language as /results shows it (C4.6).
 */
export function drawArchive(def: LotteryDef, draws: readonly StoredDraw[]): DrawArchive {
  // Plain loops, no entries arrays or spreads: at scale this file lists 7,000 draws for each of 49 lotteries (issue 14).
  const archived = new Array<ArchivedDraw>(draws.length);
  for (let i = draws.length - 1, at = 0; i >= 0; i -= 1, at += 1) {
    const d = draws[i] as StoredDraw;
    const prizes: Record<string, PrizeNumbers> = {};
    // The stored key order, as the draw was read.
    for (const slug in d.prizes) {
      const p = d.prizes[slug as PrizeSlug] as StoredPrize;
      prizes[slug] = { numbers: p.numbers, amount: p.amount };
    }
    archived[at] = { draw: { date: d.date, prizes }, displayName: displayNames(d.date) };
  }
  return { lottery: def.id, draws: archived };
}

/** The stored dates nearest to a date that has no draw: the one before and the one after, when they exist. */
export interface NearestDates {
  readonly before: string | null;
  readonly after: string | null;
}

/**
 * One lottery's archive as the live path asks it: a draw by date, or the nearest dates. Built from
 * the parsed file with a light check of its envelope (its lottery, and dates strictly ascending);
 * each draw is validated against its schema when first asked for, so the first dated check of a
 * lottery pays for JSON.parse only, not for validating thousands of draws it will not read.
 */
export class DrawIndex {
  readonly #raw: ReadonlyMap<string, unknown>;
  readonly #valid = new Map<string, ArchivedDraw>();
  readonly #dates: readonly string[];

  constructor(archive: DrawArchive) {
    this.#raw = new Map(archive.draws.map((d) => [d.draw.date, d]));
    this.#dates = archive.draws.map((d) => d.draw.date);
  }

  /** From the parsed text of api/{lottery}/draws.json; throws when its envelope is not the lottery's archive. */
  static fromJson(value: unknown, lottery: LotteryId): DrawIndex {
    const file = value as { lottery?: unknown; draws?: unknown };
    if (typeof value !== 'object' || value === null || file.lottery !== lottery || !Array.isArray(file.draws) || file.draws.length === 0) {
      throw new Error(`not the draw archive of ${lottery}`);
    }
    let previous = '';
    for (const d of file.draws as Array<{ draw?: { date?: unknown } } | null>) {
      const date = d?.draw?.date;
      if (typeof date !== 'string' || !DATE.test(date) || date <= previous) {
        throw new Error(`draw archive of ${lottery}: dates are not strictly ascending at ${String(date)}`);
      }
      previous = date;
    }
    return new DrawIndex(file as DrawArchive);
  }

  get size(): number {
    return this.#dates.length;
  }

  /** The stored dates, oldest first. */
  get dates(): readonly string[] {
    return this.#dates;
  }

  /** The stored draw of a date, validated (once) against ArchivedDraw; undefined when none is stored. */
  draw(date: string): ArchivedDraw | undefined {
    let draw = this.#valid.get(date);
    if (draw === undefined) {
      const raw = this.#raw.get(date);
      if (raw === undefined) return undefined;
      draw = ArchivedDraw.parse(raw);
      this.#valid.set(date, draw);
    }
    return draw;
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

const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
