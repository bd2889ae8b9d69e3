import type { LotteryId, PrizeSlug, SourceId } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';

/** The numbers each prize of one draw has in one source, as that source gives them. */
export type PrizeSets = Partial<Record<PrizeSlug, readonly string[]>>;

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
  | 'kept-stored';

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
  readonly withoutSkipped: { readonly overlapping: number; readonly identical: number; readonly differingNumbers: Partial<Record<PrizeSlug, number>> };
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
