import { type LotteryDef, type PrizeDef, type PrizeSlug, eraFor } from '../registry/index.ts';
import type { StoredDraw, StoredPrize } from '../contract/schemas/stored-draw.ts';

/** What matching reads of a prize: the stored prize, or its compact form in a draw archive (C9.4). */
export interface PrizeNumbers {
  readonly numbers: readonly string[];
  readonly amount: string | null;
}

export interface AnnouncedPrize<P extends PrizeNumbers = StoredPrize> {
  readonly def: PrizeDef;
  readonly stored: P;
}

/** Which prizes of a draw's era are announced and which are awaited (C4.3, C4.4). */
export interface PrizesStatus<P extends PrizeNumbers = StoredPrize> {
  /** C4.4: every prize of the draw's era present with its full count. */
  readonly complete: boolean;
  /** Era prizes missing or short of their count, in registry order (C4.4). */
  readonly pending: readonly PrizeDef[];
  /** Prizes present in the store, in registry order (C4.3). */
  readonly announced: readonly AnnouncedPrize<P>[];
}

/** What SPEC's "States and transitions" says of one stored draw. */
export interface DrawStatus extends PrizesStatus {
  /** C4.5: when the newest prize was published. */
  readonly publishedAt: string;
}

export function drawStatus(def: LotteryDef, draw: StoredDraw): DrawStatus {
  const { complete, pending, announced } = prizesStatus(def, draw.date, draw.prizes);
  return { complete, pending, announced, publishedAt: newestPublishedAt(draw) };
}

/** C4.5: when the draw's newest prize was published (drawStatus's `publishedAt`). */
export function newestPublishedAt(draw: StoredDraw): string {
  let publishedAt = '';
  for (const slug in draw.prizes) {
    const stored = draw.prizes[slug as PrizeSlug] as StoredPrize;
    if (stored.publishedAt > publishedAt) publishedAt = stored.publishedAt;
  }
  return publishedAt;
}

/**
 * Whether the draw's `publishedAt` is only approximate: every prize published at that time is
 * stored with `approximate` (the source gave no time of its own; the scheduled result time or the
 * time the draw was first seen stands in for it).
 */
export function publishedAtIsApproximate(status: DrawStatus): boolean {
  const newest = status.announced.filter((p) => p.stored.publishedAt === status.publishedAt);
  return newest.length > 0 && newest.every((p) => p.stored.approximate);
}

/**
 * drawStatus's `complete` (C4.4) without its prize lists: the history files give the status of
 * every stored draw (issue 14: 350,000 at scale), and need nothing else of it.
 */
export function isComplete(def: LotteryDef, draw: StoredDraw): boolean {
  for (const p of eraFor(def, draw.date).prizes) if (awaited(p, draw.prizes[p.slug])) return false;
  return true;
}

/** C4.4: a prize is still awaited while fewer of its numbers are stored than the era draws. */
const awaited = (p: PrizeDef, stored: PrizeNumbers | undefined): boolean => !stored || stored.numbers.length < p.count;

/** The status of a draw's prizes, from the prizes alone (a stored draw, or an archived one). */
export function prizesStatus<P extends PrizeNumbers>(
  def: LotteryDef,
  date: string,
  prizes: Partial<Record<PrizeSlug, P>>,
): PrizesStatus<P> {
  const era = eraFor(def, date);
  const announced: AnnouncedPrize<P>[] = [];
  const pending: PrizeDef[] = [];
  for (const p of era.prizes) {
    const stored = prizes[p.slug];
    if (stored) announced.push({ def: p, stored });
    if (awaited(p, stored)) pending.push(p);
  }
  return { complete: pending.length === 0, pending, announced };
}

/** C4.2: the published amount, "0.00" where the lottery has no fixed amount. */
export function amountText(stored: Pick<PrizeNumbers, 'amount'>): string {
  return stored.amount ?? '0.00';
}

/** SPEC's `status` of a draw (C4.4): `complete` when every prize of its era is present, else `announced`. */
export function statusName(status: DrawStatus): 'complete' | 'announced' {
  return status.complete ? 'complete' : 'announced';
}

/** A stored draw's status and the slugs of its pending prizes: what ingest reports of a draw. */
export function statusSummary(def: LotteryDef, draw: StoredDraw): { status: 'complete' | 'announced'; pending: PrizeSlug[] } {
  const status = drawStatus(def, draw);
  return { status: statusName(status), pending: status.pending.map((p) => p.slug) };
}
