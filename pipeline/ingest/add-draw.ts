import { statusSummary } from '../draws/draw-status.ts';
import { thaiDate } from '../draws/thai-time.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import { type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { WriteHooks } from '../store/fs-atomic.ts';
import { withLock } from '../store/lock.ts';
import { planLottery, readDraws, writePlanned } from '../store/store.ts';
import { MANUAL_COMMAND, type ManualEntry, manualSource } from '../sources/manual.ts';
import { acceptDraw } from './accept-draw.ts';
import { reconcile } from './reconcile.ts';

export interface AddDrawOptions {
  readonly dataDir: string;
  readonly lottery: LotteryId;
  readonly entry: ManualEntry;
  /** The clock: "today" for the checks, and the publication time when the entry gives none. */
  readonly now: Date;
  readonly hooks?: WriteHooks;
}

export interface AddDrawReport {
  readonly lottery: LotteryId;
  readonly date: string;
  readonly added: readonly PrizeSlug[];
  readonly status: 'complete' | 'announced';
  readonly pending: readonly PrizeSlug[];
  readonly warnings: readonly string[];
  readonly written: readonly string[];
}

/**
 * `npm run pipeline -- add-draw` (issue 5): an operator typing an official announcement. The
 * values pass the same registry checks as any source, every prize must be given whole, and the
 * command is all or nothing: a value that disagrees with the store is an error that points at
 * `correct`, and nothing is written. Adding what is already stored changes no byte.
 */
export async function addDraw(options: AddDrawOptions): Promise<AddDrawReport> {
  const def = lottery(options.lottery);
  const answer = await manualSource(options.entry).fetch(def, [options.entry.date]);
  const input = answer.draws[0];
  const context = { source: 'manual' as const, url: MANUAL_COMMAND, lottery: def.id, draw: options.entry.date };
  if (!input || input.prizes.length === 0)
    throw new DrawRejectedError(context, '--prize', 'give at least one --prize slug=number[,number...]');
  const accepted = acceptDraw(def, answer, input, { seenAt: options.now, requireComplete: true });
  // The warnings say why (a prize the lottery's table does not have, C4.9).
  if (!accepted.draw) throw new DrawRejectedError(context, '--prize', ['no complete prize given', ...accepted.warnings].join('; '));
  const incoming = accepted.draw;

  return withLock(options.dataDir, async () => {
    const stored = await readDraws(options.dataDir, def.id);
    const result = reconcile(def, stored, [incoming], answer, { today: thaiDate(options.now), seenAt: options.now });
    const conflict = result.conflicts[0];
    if (conflict) throw conflict.error;
    if (result.rejected) throw result.rejected;
    const written = result.changed
      ? await writePlanned(options.dataDir, await planLottery(options.dataDir, def.id, result.draws), options.hooks)
      : [];
    const draw = result.draws.find((d) => d.date === incoming.date) ?? incoming;
    return {
      lottery: def.id,
      date: draw.date,
      added: result.added.flatMap((a) => a.prizes),
      ...statusSummary(def, draw),
      warnings: accepted.warnings,
      written,
    };
  });
}
