import { type LotteryId, type PrizeSlug, PRIZE_SLUGS, type SourceId } from '../registry/index.ts';
import type { SourceRecord, StoredDraw } from './schema.ts';

/** Something an importer did that a reader of its report should know about (nothing is silent). */
export interface Notice {
  readonly kind: NoticeKind;
  /** Dataset file (and line) it concerns. */
  readonly ref: string;
  readonly date?: string;
  readonly message: string;
}

export type NoticeKind =
  /** a record deliberately not imported (known-broken, error stub) */
  | 'skipped'
  /** a value replaced by one computed from the registry's rules (and noted on the draw) */
  | 'recomputed'
  /** a prize left out because its source value is a placeholder or truncated */
  | 'not-stored'
  /** the same draw twice in one source */
  | 'duplicate'
  /** a source's published derived number that breaks the derivation rule (DOMAIN 4) */
  | 'rule-mismatch'
  /** a stored draw field the source contradicts; the stored value stands (C8.2) */
  | 'kept-stored'
  /** an amount a source gives that differs from the one the draw gets (its era's, or GLO's) */
  | 'amount-differs';

/** Two sources (or the store and a source) disagreeing on one prize of one draw (C8.2). */
export interface Disagreement {
  readonly lottery: LotteryId;
  readonly date: string;
  readonly prize: PrizeSlug;
  /** The higher-ranked side: the primary source of a pair, or `store` for a value already in data/. */
  readonly a: Side;
  readonly b: Side;
  /** True when one side is a record the importer skipped (compared only to reconcile figures). */
  readonly skippedRecord: boolean;
}

export interface Side {
  readonly source: SourceId | 'store';
  readonly ref: string;
  /** The numbers only this side has (multiset difference). */
  readonly only: readonly string[];
  /** Whether this side's value is the one in data/ (neither, when a third source decides). */
  readonly stored: boolean;
}

/** The elements of `a` not matched one-for-one in `b` (multiset difference, order of `a`). */
export function multisetMinus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of a) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}

/** What merging a source's draws into the stored ones did. */
export interface MergeOutcome {
  /** The lottery's complete new draw list, oldest first. */
  readonly draws: StoredDraw[];
  readonly addedDraws: number;
  /** Prizes added to draws that were already stored. */
  readonly addedPrizes: number;
  /** Imported draws that changed nothing. */
  readonly unchanged: number;
  /** Stored values the source contradicts; the stored value stands (C8.2). */
  readonly conflicts: Disagreement[];
  readonly notices: Notice[];
  readonly changed: boolean;
}

/**
 * Adds imported draws to the stored ones (C8.2): a new date adds the draw, a new prize adds the
 * prize, an equal prize leaves the bytes alone, and a different prize is never overwritten: it is
 * returned as a conflict for the report (a change goes through the corrections log). A source is
 * recorded on a draw for the prizes it added or confirmed. Running the same import again is a no-op.
 */
export function mergeDraws(lottery: LotteryId, existing: readonly StoredDraw[], imported: readonly StoredDraw[]): MergeOutcome {
  const byDate = new Map(existing.map((d) => [d.date, d]));
  const conflicts: Disagreement[] = [];
  const notices: Notice[] = [];
  let addedDraws = 0;
  let addedPrizes = 0;
  let unchanged = 0;

  for (const draw of imported) {
    const stored = byDate.get(draw.date);
    if (!stored) {
      byDate.set(draw.date, draw);
      addedDraws += 1;
      continue;
    }
    const prizes = { ...stored.prizes };
    const agreed = new Set<PrizeSlug>();
    let added = 0;
    for (const slug of PRIZE_SLUGS) {
      const incoming = draw.prizes[slug];
      if (!incoming) continue;
      const current = stored.prizes[slug];
      if (!current) {
        prizes[slug] = incoming;
        agreed.add(slug);
        added += 1;
        continue;
      }
      const onlyStored = multisetMinus(current.numbers, incoming.numbers);
      const onlyIncoming = multisetMinus(incoming.numbers, current.numbers);
      if (onlyStored.length === 0 && onlyIncoming.length === 0) {
        agreed.add(slug);
        continue;
      }
      // Every stored draw has a source (schema: min 1); prefer the one that gave this prize.
      const source = draw.sources.find((s) => s.prizes.includes(slug)) ?? (draw.sources[0] as SourceRecord);
      conflicts.push({
        lottery,
        date: draw.date,
        prize: slug,
        a: { source: 'store', ref: refsFor(stored.sources, slug), only: onlyStored.sort(), stored: true },
        b: { source: source.source, ref: source.ref, only: onlyIncoming.sort(), stored: false },
        skippedRecord: false,
      });
    }
    if (draw.drawnOn !== stored.drawnOn) {
      notices.push({
        kind: 'kept-stored',
        ref: draw.sources[0]?.ref ?? '',
        date: draw.date,
        message: `drawnOn ${String(draw.drawnOn)} differs from the stored ${String(stored.drawnOn)}; the stored value stands`,
      });
    }
    const sources = mergeSources(stored.sources, draw.sources, agreed);
    const notes =
      added > 0 ? [...(stored.notes ?? []), ...(draw.notes ?? []).filter((n) => !(stored.notes ?? []).includes(n))] : stored.notes;
    const changed =
      added > 0 || sources.length !== stored.sources.length || sources.some((s, i) => s.prizes.length !== stored.sources[i]?.prizes.length);
    if (!changed) {
      unchanged += 1;
      continue;
    }
    addedPrizes += added;
    byDate.set(draw.date, {
      ...stored,
      prizes,
      sources,
      ...(notes !== undefined && notes.length > 0 ? { notes } : {}),
    });
  }

  const draws = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    draws,
    addedDraws,
    addedPrizes,
    unchanged,
    conflicts,
    notices,
    changed: addedDraws > 0 || draws.some((d, i) => d !== existing[i]),
  };
}

/** The stored source records, with each imported record added (or widened) for its agreed prizes. */
function mergeSources(stored: readonly SourceRecord[], incoming: readonly SourceRecord[], agreed: ReadonlySet<PrizeSlug>): SourceRecord[] {
  const out = stored.map((s) => ({ ...s, prizes: [...s.prizes] }));
  for (const record of incoming) {
    const prizes = record.prizes.filter((p) => agreed.has(p));
    if (prizes.length === 0) continue;
    const same = out.find((s) => s.source === record.source && s.ref === record.ref);
    if (same) {
      same.prizes = PRIZE_SLUGS.filter((p) => same.prizes.includes(p) || prizes.includes(p));
    } else {
      out.push({ source: record.source, ref: record.ref, prizes });
    }
  }
  return out;
}

function refsFor(sources: readonly SourceRecord[], slug: PrizeSlug): string {
  return sources
    .filter((s) => s.prizes.includes(slug))
    .map((s) => `${s.source} ${s.ref}`)
    .join('; ');
}
