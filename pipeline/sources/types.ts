import type { LotteryDef, LotteryId, SourceId } from '../registry/index.ts';

/**
 * One prize as a source gives it, before the registry has looked at it. `slug` stays a plain
 * string so that an unknown slug can be rejected naming the field rather than failing a schema.
 */
export interface SourcePrize {
  readonly slug: string;
  /** ASCII digits only (sources drop placeholders such as "xxxxxx" before this point). */
  readonly numbers: readonly string[];
  /** The amount the source publishes (GLO `price`); the registry's amount otherwise (C4.2). */
  readonly amount?: string;
  /** When the source says the prize was published (UTC, milliseconds); the ingest time otherwise. */
  readonly publishedAt?: string;
  /**
   * When the source says it shows the prize (a brand API's result time, UTC, milliseconds): the
   * prize's publication time when it has passed at the moment the prize is seen (a run that comes
   * late, hours after, still stores when it was shown); a prize seen before it (digits shown while
   * the draw runs) is published when seen.
   */
  readonly shownAt?: string;
  /** Where in the upstream answer the prize is, for error messages (`response.result.data.first`). */
  readonly field: string;
}

/** One draw of one source answer. */
export interface SourceDraw {
  readonly date: string;
  /** Stable `ref` recorded on the stored draw (C8.1): the same request always gives the same ref. */
  readonly ref: string;
  /** Where in the upstream answer the draw is (`draws[3]`), for error messages. */
  readonly field: string;
  readonly prizes: readonly SourcePrize[];
}

/** What one source said about one lottery in one run. */
export interface SourceAnswer {
  readonly source: SourceId;
  readonly lottery: LotteryId;
  /** The address asked, with method, for error messages. */
  readonly url: string;
  /**
   * Whether the source is the issuer itself (GLO) or an operator-declared official relay. Official
   * sources may report draws off the schedule (draws move for holidays, DOMAIN 1.6): accepted with
   * a warning. Any other source's off-schedule date is rejected.
   */
  readonly official: boolean;
  /** Draws that carry at least one value; empty while nothing is published yet. */
  readonly draws: readonly SourceDraw[];
  /** What an operator should read: "nothing yet for 2026-07-01", "2 placeholder values not stored". */
  readonly notes: readonly string[];
  /**
   * Dates asked for which the source positively says there was no draw (a holiday), as opposed to
   * "nothing published yet". The update records them in data/no-draw.json so that `due` does not
   * ask for them again, and reports them. Omitted by sources that cannot tell.
   */
  readonly noDraw?: readonly string[];
}

/**
 * Every source behind one interface (issue 5): asked for a lottery's draws on some dates (the most
 * likely first), it answers with prizes, or throws SourceUnreachableError / SourceShapeError.
 * Registry checks happen afterwards, the same for every source (pipeline/ingest/accept-draw.ts).
 */
export interface Source {
  readonly id: SourceId;
  fetch(lottery: LotteryDef, dates: readonly string[]): Promise<SourceAnswer>;
  /**
   * One fetch finds at most one draw among the dates given (GLO: the first date it has prizes for,
   * the others being days a moved draw might have fallen on): `update` then asks each due draw's
   * dates in a fetch of its own, or a newer draw due in the same run would wait for the next run.
   */
  readonly oneDrawPerFetch?: boolean;
}
