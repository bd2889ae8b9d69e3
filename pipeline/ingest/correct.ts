import { thaiDate } from '../draws/thai-time.ts';
import { validateDraw } from '../draws/validate-draw.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { type LotteryId, type PrizeSlug, eraFor, isPrizeSlug, lottery } from '../registry/index.ts';
import { type CorrectionEntry, correctionsPath, formatCorrections, readCorrections } from '../store/corrections.ts';
import type { WriteHooks } from '../store/fs-atomic.ts';
import { withLock } from '../store/lock.ts';
import type { SourceRecord, StoredDraw, StoredPrize } from '../store/schema.ts';
import { planLottery, readDraws, writePlanned } from '../store/store.ts';

export const CORRECT_COMMAND = 'npm run pipeline -- correct';

export interface CorrectOptions {
  readonly dataDir: string;
  readonly lottery: LotteryId;
  readonly date: string;
  readonly prize: string;
  readonly numbers: readonly string[];
  readonly reason: string;
  /** When the correction is made (logged as `at`). */
  readonly now: Date;
  readonly hooks?: WriteHooks;
}

export interface CorrectReport {
  readonly entry: CorrectionEntry;
  /**
   * `corrected`: logged and applied now; `resumed`: an interrupted earlier run had logged it and
   * this run applied it; `already-done`: logged and applied before, nothing written.
   */
  readonly state: 'corrected' | 'resumed' | 'already-done';
  readonly written: readonly string[];
}

/**
 * `npm run pipeline -- correct` (C8.2): the only way a stored number changes. The old prize, the
 * new one, the reason and the time go to data/corrections.json, which is written before the year
 * file, so a crash between the two loses nothing; running the same command again then finishes the
 * change without logging it twice. The prize keeps its publication time (the correction's own time
 * is in the log); its sources no longer claim it, and a `manual` record and a note on the draw say
 * who changed it and why.
 */
export async function correctPrize(options: CorrectOptions): Promise<CorrectReport> {
  const def = lottery(options.lottery);
  const context: SourceContext = { source: 'manual', url: CORRECT_COMMAND, lottery: def.id, draw: options.date };
  const reject = (field: string, detail: string): never => {
    throw new DrawRejectedError(context, field, detail);
  };
  const reason = options.reason.trim();
  if (reason === '') reject('--reason', 'say why the stored value is wrong (it goes into data/corrections.json)');
  if (!isPrizeSlug(options.prize)) reject('--prize', `unknown prize slug "${options.prize}"`);
  const slug = options.prize as PrizeSlug;
  const numbers = [...options.numbers].sort();
  if (numbers.length === 0 || numbers.some((n) => !/^[0-9]+$/.test(n))) reject('--numbers', 'numbers are ASCII digits, comma-separated');

  return withLock(options.dataDir, async () => {
    const draws = await readDraws(options.dataDir, def.id);
    const draw = draws.find((d) => d.date === options.date);
    if (!draw) return reject('--date', `no stored draw of ${def.id} on ${options.date}; add it with add-draw`);
    const old = draw.prizes[slug];
    if (!old) return reject('--prize', `${slug} of ${options.date} is not stored yet; add it with add-draw`);
    const prizeDef = eraFor(def, draw.date).prizes.find((p) => p.slug === slug);
    if (!prizeDef) return reject('--prize', `${def.id} has no ${slug} on ${draw.date}`);
    const log = await readCorrections(options.dataDir);
    // The newest logged correction of this prize, if any.
    const last = [...log].reverse().find((e) => e.lottery === def.id && e.date === draw.date && e.prize === slug);

    if (numbers.join(' ') === old.numbers.join(' ')) {
      if (last && last.new.numbers.join(' ') === numbers.join(' ')) return { entry: last, state: 'already-done' as const, written: [] };
      return reject('--numbers', `${slug} of ${draw.date} is already ${old.numbers.join(' ')}; nothing to correct`);
    }

    const at = options.now.toISOString();
    const corrected: StoredPrize = { numbers, amount: old.amount, publishedAt: old.publishedAt, approximate: old.approximate };
    const next = correctedDraw(draw, slug, old, corrected, reason, at);
    const problem = validateDraw(def, next, thaiDate(options.now)).find((d) => d.severity === 'error');
    if (problem) reject(problem.prize !== undefined ? '--numbers' : '--date', problem.problem);

    // Resuming a correction whose log entry was written but whose year file was not.
    const pending = last;
    const resumed =
      pending !== undefined &&
      pending.old.numbers.join(' ') === old.numbers.join(' ') &&
      pending.new.numbers.join(' ') === numbers.join(' ');
    const entry: CorrectionEntry = resumed
      ? pending
      : {
          lottery: def.id,
          date: draw.date,
          prize: slug,
          old,
          new: corrected,
          replacedSources: draw.sources.filter((s) => s.prizes.includes(slug)).map((s) => ({ source: s.source, ref: s.ref })),
          reason,
          at,
        };
    const finalDraw = resumed ? correctedDraw(draw, slug, old, entry.new, entry.reason, entry.at) : next;
    const planned = [
      ...(resumed ? [] : [{ path: correctionsPath(options.dataDir), text: formatCorrections([...log, entry]) }]),
      ...(await planLottery(
        options.dataDir,
        def.id,
        draws.map((d) => (d.date === draw.date ? finalDraw : d)),
      )),
    ];
    const written = await writePlanned(options.dataDir, planned, options.hooks);
    return { entry, state: resumed ? ('resumed' as const) : ('corrected' as const), written };
  });
}

function correctedDraw(
  draw: StoredDraw,
  slug: PrizeSlug,
  old: StoredPrize,
  corrected: StoredPrize,
  reason: string,
  at: string,
): StoredDraw {
  const sources: SourceRecord[] = draw.sources
    .map((s) => ({ ...s, prizes: s.prizes.filter((p) => p !== slug) }))
    .filter((s) => s.prizes.length > 0);
  sources.push({ source: 'manual', ref: `${CORRECT_COMMAND} at ${at} (data/corrections.json)`, prizes: [slug] });
  const note = `${slug} corrected at ${at}: was ${old.numbers.join(' ')}; ${reason}`;
  return { ...draw, prizes: { ...draw.prizes, [slug]: corrected }, sources, notes: [...(draw.notes ?? []), note] };
}
