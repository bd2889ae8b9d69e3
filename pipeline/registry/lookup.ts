import { type Era, type LotteryDef, type LotteryId, LOTTERIES } from './lotteries.ts';
import { HANOI_PRIZES, LAO_DAILY_PRIZES, type PrizeDef, type PrizeSlug, PRIZE_SLUGS } from './prizes.ts';

const BY_ID: ReadonlyMap<LotteryId, LotteryDef> = new Map(LOTTERIES.map((l) => [l.id, l]));

export function lottery(id: LotteryId): LotteryDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`lottery ${id} is not in the registry`);
  return def;
}

/** The prize table in force on `date` (YYYY-MM-DD): the last era that starts on or before it. */
export function eraFor(def: LotteryDef, date: string): Era {
  let found: Era | undefined;
  for (const era of def.eras) if (era.from <= date) found = era;
  if (!found) throw new Error(`${def.id} has no prize table for ${date} (earliest ${def.eras[0]?.from})`);
  return found;
}

/** Facts derived from each lottery's prize tables, computed once: the registry never changes. */
interface Derived {
  readonly all: readonly PrizeDef[];
  readonly stats: readonly PrizeDef[];
  readonly calculations: readonly PrizeDef[];
  readonly checkLengths: readonly number[];
}

const DERIVED: ReadonlyMap<LotteryDef, Derived> = new Map(LOTTERIES.map((def) => [def, derive(def)]));

function derive(def: LotteryDef): Derived {
  const latest = new Map<PrizeSlug, PrizeDef>();
  for (const era of def.eras) for (const p of era.prizes) latest.set(p.slug, p);
  const all = PRIZE_SLUGS.flatMap((slug) => {
    const p = latest.get(slug);
    return p ? [p] : [];
  });
  const lengths = new Set([2, 3]);
  if (all.some((p) => p.slug === 'last-four-digit')) lengths.add(4);
  if (def.ticketLength !== null) lengths.add(def.ticketLength);
  return {
    all,
    stats: all.filter((p) => p.digits <= 4),
    calculations: all.filter((p) => p.digits === 2 || p.digits === 3),
    checkLengths: [...lengths].sort((a, b) => a - b),
  };
}

function derived(def: LotteryDef): Derived {
  return DERIVED.get(def) ?? derive(def);
}

/** Every prize a lottery has had in any era, in registry order (C4.3), with its latest definition. */
export function allPrizes(def: LotteryDef): readonly PrizeDef[] {
  return derived(def).all;
}

/** C6.1: `/stats` has one group per prize of at most 4 digits. */
export function statsPrizes(def: LotteryDef): readonly PrizeDef[] {
  return derived(def).stats;
}

/** C6.1: `/calculations` supports the prizes of 2 or 3 digits. */
export function calculationPrizes(def: LotteryDef): readonly PrizeDef[] {
  return derived(def).calculations;
}

/** C5.1: 2 and 3 always; 4 where the lottery has `last-four-digit`; the full ticket length. */
export function checkLengths(def: LotteryDef): readonly number[] {
  return derived(def).checkLengths;
}

/**
 * C4.9: the headline prizes of a daily lottery's family (C4.1: first-prize, and last-four-digit
 * for Hanoi) that its table does not list because no stored source has delivered them. A live
 * source that gives one (the Lao and Hanoi brand APIs) has it left out with a warning rather than
 * the whole draw refused: the table gains it as a later era, starting at the first draw an operator
 * chooses to keep it for (docs/ingest.md "Prize eras"), never at an invented date.
 */
export function unlistedHeadlinePrizes(def: LotteryDef): readonly PrizeDef[] {
  const family = def.family === 'hanoi' ? HANOI_PRIZES : def.family === 'lao-daily' ? LAO_DAILY_PRIZES : [];
  const listed = new Set(allPrizes(def).map((p) => p.slug));
  return family.filter((p) => !listed.has(p.slug) && (p.slug === 'first-prize' || p.slug === 'last-four-digit'));
}
