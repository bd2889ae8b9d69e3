import type { LotteryId, PrizeSlug, SourceId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';

/** The numbers each prize of one draw has in one source, as that source gives them. */
export type PrizeSets = Partial<Record<PrizeSlug, readonly string[]>>;

// Notice, Disagreement and Side belong to the store's add-only merge (C8.2), which ingest uses too.
import type { Disagreement, Notice } from '../store/merge.ts';

export type { Disagreement, Notice, NoticeKind, Side } from '../store/merge.ts';

/** Figures for one pair of overlapping sources, as datasets/<lottery>/PROVENANCE.md tabulates them. */
export interface PairSummary {
  readonly lottery: LotteryId;
  readonly a: SourceId;
  readonly b: SourceId;
  readonly overlapping: number;
  /** Draws on which every compared prize is the same multiset. */
  readonly identical: number;
  /** Draws whose headline (first prize) and last-two prize agree, where both give them. */
  readonly headlineAgree: number;
  /** Per prize: the sum over draws of max(|a \ b|, |b \ a|). */
  readonly differingNumbers: Partial<Record<PrizeSlug, number>>;
  /** The same figures without records the importer skipped (known-broken). */
  readonly withoutSkipped: {
    readonly overlapping: number;
    readonly identical: number;
    readonly differingNumbers: Partial<Record<PrizeSlug, number>>;
  };
}

/** What one importer read from one dataset folder: draws ready for the store, and its findings. */
export interface ImporterOutput {
  readonly lottery: LotteryId;
  /** Complete stored draws, each validated, oldest first. */
  readonly draws: readonly StoredDraw[];
  readonly notices: readonly Notice[];
  readonly disagreements: readonly Disagreement[];
  readonly pairs: readonly PairSummary[];
}

export interface ImportContext {
  /** The Thai date of today; a draw after it is impossible (validateDraw). */
  readonly today: string;
}

/** Reads one lottery's dataset folder (datasets/<lottery>/); never writes. */
export type Importer = (folder: string, context: ImportContext) => Promise<ImporterOutput>;
