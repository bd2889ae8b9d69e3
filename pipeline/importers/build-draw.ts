import { scheduledResultAt } from '../draws/thai-time.ts';
import { validateDraw } from '../draws/validate-draw.ts';
import { ImportError } from '../errors/import-error.ts';
import { type LotteryDef, type PrizeSlug, type SourceId, PRIZE_SLUGS, eraFor } from '../registry/index.ts';
import { StoredDraw, type SourceRecord, type StoredPrize } from '../store/schema.ts';

/** One prize as a dataset gives it; `amount` only where the source publishes one (GLO `price`). */
export interface DraftPrize {
  readonly numbers: readonly string[];
  readonly amount?: string;
}

export interface DraftDraw {
  readonly date: string;
  readonly drawnOn?: string;
  readonly prizes: Partial<Record<PrizeSlug, DraftPrize>>;
  /** Every source that gives these values, first the one they were taken from. */
  readonly sources: ReadonlyArray<{ readonly source: SourceId; readonly ref: string; readonly prizes: readonly PrizeSlug[] }>;
  readonly notes?: readonly string[];
  /** The local dataset file and line the draw was read from, for error messages. */
  readonly origin: { readonly file: string; readonly line: number | null };
}

/**
 * Turns what a dataset gives into a stored draw. Imported history has no recorded publication
 * time, so every prize gets the lottery's scheduled result time on the day it was drawn, marked
 * approximate (C4.5). Without a published amount the registry's amount for the era applies
 * (C4.2). The draw is checked with zod and validateDraw; any error is an ImportError naming the
 * dataset ref and the prize (C8.3), so nothing invalid reaches the store.
 */
export function buildDraw(def: LotteryDef, draft: DraftDraw, today: string): StoredDraw {
  const { file, line } = draft.origin;
  const era = (() => {
    try {
      return eraFor(def, draft.date);
    } catch (cause) {
      throw new ImportError(file, line, 'date', `${draft.date} is before ${def.id}'s first prize table`, { cause });
    }
  })();
  const publishedAt = scheduledResultAt(def, draft.drawnOn ?? draft.date);
  const prizes: Partial<Record<PrizeSlug, StoredPrize>> = {};
  for (const slug of PRIZE_SLUGS) {
    const prize = draft.prizes[slug];
    if (!prize || prize.numbers.length === 0) continue;
    const prizeDef = era.prizes.find((p) => p.slug === slug);
    if (!prizeDef) throw new ImportError(file, line, slug, `${def.id} has no ${slug} on ${draft.date} (prize table from ${era.from})`);
    prizes[slug] = { numbers: [...prize.numbers].sort(), amount: prize.amount ?? prizeDef.amount, publishedAt, approximate: true };
  }
  const sources: SourceRecord[] = draft.sources
    .map((s) => ({ source: s.source, ref: s.ref, prizes: PRIZE_SLUGS.filter((slug) => s.prizes.includes(slug) && prizes[slug]) }))
    .filter((s) => s.prizes.length > 0);
  const candidate = {
    date: draft.date,
    ...(draft.drawnOn !== undefined ? { drawnOn: draft.drawnOn } : {}),
    prizes,
    sources,
    ...(draft.notes !== undefined && draft.notes.length > 0 ? { notes: [...draft.notes] } : {}),
  };
  const parsed = StoredDraw.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(file, line, issue?.path.join('.') || '(draw)', `draw ${draft.date}: ${issue?.message ?? 'invalid'}`, {
      cause: parsed.error,
    });
  }
  const errors = validateDraw(def, parsed.data, today).filter((d) => d.severity === 'error');
  const firstError = errors[0];
  if (firstError) {
    throw new ImportError(file, line, firstError.prize ?? 'date', `draw ${draft.date}: ${firstError.problem}`);
  }
  return parsed.data;
}
