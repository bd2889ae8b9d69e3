import { validateDraw } from '../draws/validate-draw.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceConflictError } from '../errors/source-conflict-error.ts';
import { mergeDraws } from '../store/merge.ts';
import { type LotteryDef, type PrizeSlug, PRIZE_SLUGS } from '../registry/index.ts';
import type { ConflictEntry } from '../store/conflicts.ts';
import type { StoredDraw } from '../store/schema.ts';
import type { SourceAnswer } from '../sources/types.ts';

export interface Conflict {
  readonly entry: ConflictEntry;
  readonly error: SourceConflictError;
}

export interface Reconciled {
  /** The lottery's complete new draw list, oldest first. */
  readonly draws: StoredDraw[];
  /** Per draw, the prizes newly stored (a new draw lists all of its prizes). */
  readonly added: ReadonlyArray<{ readonly date: string; readonly prizes: readonly PrizeSlug[] }>;
  /** Stored numbers the source contradicts; the stored value stands (C8.2). Recorded even when the answer is rejected. */
  readonly conflicts: readonly Conflict[];
  /**
   * Set when an addition would make a stored draw inconsistent (a near-first prize that is not the
   * stored first prize ± 1); then `draws` is the stored list unchanged: nothing of the answer is stored.
   */
  readonly rejected: DrawRejectedError | null;
  readonly changed: boolean;
}

/**
 * Adds a source's accepted draws to the stored ones by the importers' add-only rule (C8.2,
 * pipeline/store/merge.ts): new draws and new prizes are added, equal prizes confirm, and a
 * prize the source gives differently is never overwritten but returned as a conflict. If the
 * additions would make any draw inconsistent, the answer is rejected as a whole (`rejected`), and
 * its conflicts are still returned, to be recorded.
 */
export function reconcile(
  def: LotteryDef,
  stored: readonly StoredDraw[],
  incoming: readonly StoredDraw[],
  answer: Pick<SourceAnswer, 'source' | 'url'>,
  options: {
    readonly today: string;
    readonly seenAt: Date;
    /**
     * The lottery's draws as stored when the run began (default `stored`): an update that asks
     * several sources passes each the draws the earlier ones changed, and a prize completes a draw
     * (`completing`) only if the draw was stored before the run, not by an earlier source of it.
     */
    readonly storedAtStart?: readonly StoredDraw[];
  },
): Reconciled {
  const atStart = new Map((options.storedAtStart ?? stored).map((d) => [d.date, d]));
  let current = [...stored];
  const added: Array<{ date: string; prizes: PrizeSlug[] }> = [];
  const conflicts: Conflict[] = [];
  let changed = false;
  for (const draw of incoming) {
    const context: SourceContext = { source: answer.source, url: answer.url, lottery: def.id, draw: draw.date };
    const before = current.find((d) => d.date === draw.date);
    const earlier = atStart.get(draw.date);
    const outcome = mergeDraws(def.id, current, [before && earlier ? completing(draw, before, options.seenAt) : draw]);
    for (const c of outcome.conflicts) {
      const storedNumbers = before?.prizes[c.prize]?.numbers ?? [];
      const incomingNumbers = draw.prizes[c.prize]?.numbers ?? [];
      const ref = draw.sources[0]?.ref ?? answer.url;
      conflicts.push({
        entry: {
          lottery: def.id,
          date: draw.date,
          prize: c.prize,
          stored: [...storedNumbers],
          incoming: [...incomingNumbers],
          source: answer.source,
          ref,
          seenAt: options.seenAt.toISOString(),
        },
        error: new SourceConflictError(context, c.prize, storedNumbers, incomingNumbers),
      });
    }
    if (!outcome.changed) continue;
    const merged = outcome.draws.find((d) => d.date === draw.date);
    if (!merged) continue;
    const problem = validateDraw(def, merged, options.today).find((d) => d.severity === 'error');
    if (problem) {
      const rejected = new DrawRejectedError(
        context,
        problem.prize ?? 'date',
        `with the stored prizes the draw would be inconsistent: ${problem.problem}`,
      );
      return { draws: [...stored], added: [], conflicts, rejected, changed: false };
    }
    const newPrizes = PRIZE_SLUGS.filter((s) => merged.prizes[s] !== undefined && before?.prizes[s] === undefined);
    if (newPrizes.length > 0) added.push({ date: draw.date, prizes: newPrizes });
    current = outcome.draws;
    changed = true;
  }
  return { draws: current, added, conflicts, rejected: null, changed };
}

/**
 * The prizes of `draw` that a draw stored before the run lacks, each given the time it is first seen when no
 * source gave its time and it came so late that it would otherwise get the scheduled time
 * (accept-draw.ts observedPublication). That time would date it at or before the prizes already
 * stored, so the draw's newest publishedAt, and with it the feeds' `updated` and the calendar's
 * DTSTAMP, would not move when the draw turns complete (C9.2: updated when a draw changes status).
 * It stays marked approximate: the prize was published no later than it was seen.
 */
function completing(draw: StoredDraw, stored: StoredDraw, seenAt: Date): StoredDraw {
  let prizes: StoredDraw['prizes'] | null = null;
  for (const slug of PRIZE_SLUGS) {
    const prize = draw.prizes[slug];
    if (!prize?.approximate || stored.prizes[slug] !== undefined) continue;
    prizes ??= { ...draw.prizes };
    prizes[slug] = { ...prize, publishedAt: seenAt.toISOString() };
  }
  return prizes === null ? draw : { ...draw, prizes };
}
