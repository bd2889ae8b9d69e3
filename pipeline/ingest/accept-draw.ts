import { isScheduledDrawDate, scheduledResultAt, thaiDate } from '../draws/thai-time.ts';
import { validateDraw } from '../draws/validate-draw.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import type { SourceContext } from '../errors/source-context.ts';
import {
  type LotteryDef,
  type PrizeSlug,
  PRIZE_SLUGS,
  eraFor,
  isPrizeSlug,
  scheduleText,
  unlistedHeadlinePrizes,
} from '../registry/index.ts';
import { IsoDate, StoredDraw, type StoredPrize } from '../store/schema.ts';
import type { SourceAnswer, SourceDraw, SourcePrize } from '../sources/types.ts';

/**
 * How long after a draw's scheduled result time the moment an ingest first sees a prize still
 * counts as that prize's publication time (C4.5). Later than that (a missed run caught up, a feed's
 * history) the seen time says nothing about publication, so the prize gets the scheduled result
 * time marked approximate, as imported history does.
 */
export const LIVE_PUBLICATION_HOURS = 24;
/** A source's own publishedAt may run this far ahead of our clock (clock skew) before it is refused. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export interface AcceptOptions {
  /** When the ingest saw the answer: the publication time of prizes first seen now, and "today". */
  readonly seenAt: Date;
  /** Manual entry: a prize with fewer numbers than its count is an error, not "pending". */
  readonly requireComplete?: boolean;
}

export interface AcceptedDraw {
  /** The draw with the prizes that are complete; null when none is yet. */
  readonly draw: StoredDraw | null;
  /** Prizes of the draw's era not in `draw` (not published yet, or still being drawn). */
  readonly pending: readonly PrizeSlug[];
  /** Accepted, but worth a look (a moved draw date, a number listed twice). */
  readonly warnings: readonly string[];
}

/**
 * Checks one draw of one source answer against the registry, the same for every source (issue 5
 * "Bad input"), and turns its complete prizes into a stored draw. A prize is stored whole or not at
 * all: one with fewer numbers than its count (or with placeholders, which the source dropped) is
 * pending and comes in a later run (SPEC "States and transitions", C4.4). Each prize gets its own
 * publishedAt: the source's when it gives one, else the time it is first seen (approximate false).
 * Any problem is a DrawRejectedError naming the field, and nothing of the draw is stored.
 */
export function acceptDraw(
  def: LotteryDef,
  answer: Pick<SourceAnswer, 'source' | 'url' | 'official'>,
  input: SourceDraw,
  options: AcceptOptions,
): AcceptedDraw {
  const context: SourceContext = { source: answer.source, url: answer.url, lottery: def.id, draw: input.date };
  const reject = (field: string, detail: string): never => {
    throw new DrawRejectedError(context, field, detail);
  };
  const today = thaiDate(options.seenAt);
  const warnings: string[] = [];

  if (!IsoDate.safeParse(input.date).success) reject(input.field, `"${input.date}" is not a calendar date YYYY-MM-DD`);
  const firstEra = def.eras[0]?.from ?? '';
  if (input.date < firstEra) reject(`${input.field}.date`, `${input.date} is before ${def.id}'s first prize table (${firstEra})`);
  if (input.date > today) reject(`${input.field}.date`, `${input.date} is after today (${today}, Thai time)`);
  if (!isScheduledDrawDate(def, input.date)) {
    const what = `${input.date} is not a draw date of ${def.id}'s schedule (${scheduleText(def, input.date)})`;
    if (!answer.official) reject(`${input.field}.date`, `${what}; only an official source may report a moved draw`);
    warnings.push(`${what}; accepted because ${answer.source} is official (draws move for holidays, DOMAIN 1.6)`);
  }

  const era = eraFor(def, input.date);
  const prizes: Partial<Record<PrizeSlug, StoredPrize>> = {};
  const fields = new Map<PrizeSlug, string>();
  for (const prize of input.prizes) {
    const slug = checkSlug(
      def,
      era.from,
      era.prizes.map((p) => p.slug),
      prize,
      fields,
      reject,
    );
    const prizeDef = era.prizes.find((p) => p.slug === slug);
    const unlisted = prizeDef ? undefined : unlistedHeadlinePrizes(def).find((p) => p.slug === slug);
    if (unlisted) {
      // Checked like any prize (bad input stays an error), then left out: see unlistedHeadlinePrizes.
      for (const n of prize.numbers)
        if (!/^[0-9]+$/.test(n) || n.length !== unlisted.digits)
          reject(prize.field, `${JSON.stringify(n)} is not a ${unlisted.digits}-digit ${slug}`);
      warnings.push(
        `${prize.field}: ${slug} ${prize.numbers.join(' ')} not stored: ${def.id}'s prize table from ${era.from} has no ${slug} (C4.9); to keep it, add an era (docs/ingest.md "Prize eras")`,
      );
      fields.set(slug, prize.field);
      continue;
    }
    if (!prizeDef) return reject(prize.field, `${def.id} has no ${slug} in the prize table from ${era.from}`);
    fields.set(slug, prize.field);
    for (const n of prize.numbers) {
      if (!/^[0-9]+$/.test(n)) reject(prize.field, `${JSON.stringify(n)} is not ASCII digits`);
      if (n.length !== prizeDef.digits) reject(prize.field, `${n} has ${n.length} digits; ${slug} numbers have ${prizeDef.digits}`);
    }
    if (prize.numbers.length > prizeDef.count) reject(prize.field, `${prize.numbers.length} numbers; ${slug} has ${prizeDef.count}`);
    const twice = prize.numbers.filter((n, i) => prize.numbers.indexOf(n) !== i);
    if (twice.length > 0)
      warnings.push(`${prize.field}: ${slug} lists ${twice.join(' ')} more than once (kept: GLO's own 2019-08-01 fifth prize does)`);
    if (prize.numbers.length < prizeDef.count) {
      if (options.requireComplete)
        reject(prize.field, `${prize.numbers.length} of ${prizeDef.count} numbers of ${slug}; give the whole prize at once`);
      continue; // still being drawn: pending
    }
    prizes[slug] = {
      numbers: [...prize.numbers].sort(),
      amount: prize.amount ?? prizeDef.amount,
      ...publication(def, input.date, prize, options.seenAt, reject),
    };
  }

  const slugs = PRIZE_SLUGS.filter((s) => prizes[s] !== undefined);
  const pending = era.prizes.map((p) => p.slug).filter((s) => prizes[s] === undefined);
  if (slugs.length === 0) return { draw: null, pending, warnings };
  // C4.11: a draw only an unofficial aggregator gave gets its `trust` mark from the store's
  // formatter (store/format.ts), which derives it from `sources` whichever path adds them.
  const parsed = StoredDraw.safeParse({ date: input.date, prizes, sources: [{ source: answer.source, ref: input.ref, prizes: slugs }] });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reject(`${input.field}.${issue?.path.map(String).join('.') ?? ''}`, issue?.message ?? 'invalid');
  }
  for (const defect of validateDraw(def, parsed.data, today)) {
    if (defect.kind === 'off-schedule') continue; // decided above, by the source's standing
    const field = defect.prize !== undefined ? (fields.get(defect.prize) ?? defect.prize) : `${input.field}.date`;
    if (defect.severity === 'error') reject(field, defect.problem);
    warnings.push(`${field}: ${defect.problem}`);
  }
  return { draw: parsed.data, pending, warnings };
}

type Reject = (field: string, detail: string) => never;

function checkSlug(
  def: LotteryDef,
  eraFrom: string,
  eraSlugs: readonly string[],
  prize: SourcePrize,
  seen: ReadonlyMap<PrizeSlug, string>,
  reject: Reject,
): PrizeSlug {
  if (!isPrizeSlug(prize.slug)) {
    return reject(prize.field, `unknown prize slug "${prize.slug}"; ${def.id} has ${eraSlugs.join(', ')} (prize table from ${eraFrom})`);
  }
  const other = seen.get(prize.slug);
  if (other !== undefined) return reject(prize.field, `${prize.slug} is given twice (also ${other})`);
  return prize.slug;
}

function publication(
  def: LotteryDef,
  date: string,
  prize: SourcePrize,
  seenAt: Date,
  reject: Reject,
): Pick<StoredPrize, 'publishedAt' | 'approximate'> {
  if (prize.publishedAt !== undefined) {
    if (Date.parse(prize.publishedAt) > seenAt.getTime() + CLOCK_SKEW_MS) {
      reject(`${prize.field}.publishedAt`, `${prize.publishedAt} is after the time of ingest (${seenAt.toISOString()})`);
    }
    // C4.5: a result is published on its draw's day or later (a draw held late keeps its date, `drawnOn`).
    if (thaiDate(new Date(prize.publishedAt)) < date) {
      reject(`${prize.field}.publishedAt`, `${prize.publishedAt} is before the draw of ${date} (Thai time)`);
    }
    return { publishedAt: prize.publishedAt, approximate: false };
  }
  if (prize.shownAt !== undefined && Date.parse(prize.shownAt) <= seenAt.getTime())
    return { publishedAt: prize.shownAt, approximate: false };
  return observedPublication(def, date, seenAt);
}

/** C4.5 for a prize first seen at `seenAt`: that moment, or the scheduled time (approximate) when seen long after. */
export function observedPublication(def: LotteryDef, date: string, seenAt: Date): Pick<StoredPrize, 'publishedAt' | 'approximate'> {
  const scheduled = scheduledResultAt(def, date);
  if (seenAt.getTime() - Date.parse(scheduled) > LIVE_PUBLICATION_HOURS * 3_600_000) return { publishedAt: scheduled, approximate: true };
  return { publishedAt: seenAt.toISOString(), approximate: false };
}
