import type { LotteryDef, PrizeDef, PrizeSlug } from '../registry/index.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';
import { type DrawStatus, drawStatus, isComplete, newestPublishedAt } from './draw-status.ts';

/** One correction of a stored draw (data/corrections.json): the draw's date and when it was made. */
export interface Revision {
  readonly date: string;
  /** ISO instant, UTC with milliseconds. */
  readonly at: string;
}

/** Per date, its corrections and the last one's time; the entries of one `correct` run (several prizes, one time) are one correction. */
function revisionsByDate(revisions: readonly Revision[]): Map<string, { count: number; lastAt: string }> {
  const times = new Map<string, Set<string>>();
  for (const { date, at } of revisions) times.set(date, (times.get(date) ?? new Set()).add(at));
  return new Map([...times].map(([date, ats]) => [date, { count: ats.size, lastAt: [...ats].reduce((a, b) => (b > a ? b : a)) }]));
}

/**
 * One lottery's stored draws, newest first, as the answer functions read them. It remembers what
 * does not depend on the language or on a request parameter (draw status, per-prize counts) so
 * the build, which asks for every (limit, window, prize, lang), computes each fact once. It holds
 * no other state: the same draws always give the same answers.
 */
export class LotteryView {
  readonly #status = new Map<number, DrawStatus>();
  readonly #localized = new Map<string, object>();
  readonly #prizeDraws = new Map<PrizeSlug, readonly PrizeDraw[]>();
  #revisions: ReadonlyMap<string, { count: number; lastAt: string }> | undefined;

  constructor(
    readonly def: LotteryDef,
    /** Newest first. */
    readonly draws: readonly StoredDraw[],
    /**
     * The dates data/no-draw.json records as having had (or going to have) no draw, oldest first:
     * not missing draws, not draws to come (the gaps, `missingDates`, `nextDraws`, the calendar).
     */
    readonly noDraw: readonly string[] = [],
    /**
     * The corrections data/corrections.json records (`correct`), one per entry, in the log's order:
     * a draw whose stored values were replaced after it was published (the feeds and calendars show
     * that it changed, C8.2).
     */
    readonly revisions: readonly Revision[] = [],
  ) {}

  /** How often the draw of `date` was corrected (one `correct` run, one time) and when last; undefined when never. */
  revision(date: string): { readonly count: number; readonly lastAt: string } | undefined {
    if (this.revisions.length === 0) return undefined;
    this.#revisions ??= revisionsByDate(this.revisions);
    return this.#revisions.get(date);
  }

  get newest(): StoredDraw | undefined {
    return this.draws[0];
  }

  status(index: number): DrawStatus {
    let s = this.#status.get(index);
    if (!s) {
      s = drawStatus(this.def, this.draws[index] as StoredDraw);
      this.#status.set(index, s);
    }
    return s;
  }

  /** `statusName(status(index))`, without building the status's prize lists unless they are already known. */
  statusName(index: number): 'complete' | 'announced' {
    const known = this.#status.get(index);
    const complete = known ? known.complete : isComplete(this.def, this.draws[index] as StoredDraw);
    return complete ? 'complete' : 'announced';
  }

  /** `status(index).publishedAt`, without building the status's prize lists unless they are already known. */
  publishedAt(index: number): string {
    return this.#status.get(index)?.publishedAt ?? newestPublishedAt(this.draws[index] as StoredDraw);
  }

  /** A value computed once per key (e.g. a draw rendered in one language). */
  memo<T extends object>(key: string, compute: () => T): T {
    let v = this.#localized.get(key) as T | undefined;
    if (!v) {
      v = compute();
      this.#localized.set(key, v);
    }
    return v;
  }

  /**
   * The draws in which a prize appears, newest first, with their numbers and their index in
   * `draws` (their age: a window of the newest n draws holds those with index < n).
   */
  prizeDraws(prize: PrizeDef): readonly PrizeDraw[] {
    let list = this.#prizeDraws.get(prize.slug);
    if (!list) {
      const found: PrizeDraw[] = [];
      for (let index = 0; index < this.draws.length; index += 1) {
        const d = this.draws[index] as StoredDraw;
        const numbers = d.prizes[prize.slug]?.numbers;
        if (numbers) found.push({ index, date: d.date, numbers });
      }
      list = found;
      this.#prizeDraws.set(prize.slug, list);
    }
    return list;
  }
}

/** One draw in which a prize appears (LotteryView.prizeDraws). */
export interface PrizeDraw {
  /** The draw's index in `LotteryView.draws` (0: the newest). */
  readonly index: number;
  readonly date: string;
  readonly numbers: readonly string[];
}
