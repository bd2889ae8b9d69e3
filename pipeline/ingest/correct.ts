import { thaiDate } from '../draws/thai-time.ts';
import { type Defect, validateDraw } from '../draws/validate-draw.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { type LotteryDef, type LotteryId, type PrizeSlug, eraFor, isPrizeSlug, lottery } from '../registry/index.ts';
import {
  type AmountCorrectionEntry,
  type CorrectionEntry,
  type PrizeCorrectionEntry,
  correctionsPath,
  formatCorrections,
  isAmountCorrection,
  readCorrections,
} from '../store/corrections.ts';
import { Amount } from '../store/schema.ts';
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

/** Several prizes of one draw corrected together: a first prize and the prizes derived from it. */
export interface CorrectManyOptions extends Omit<CorrectOptions, 'prize' | 'numbers'> {
  readonly changes: ReadonlyArray<{ readonly prize: string; readonly numbers: readonly string[] }>;
}

/**
 * `corrected`: logged and applied now; `resumed`: an interrupted earlier run had logged it and
 * this run applied it; `already-done`: logged and applied before, nothing written.
 */
export type CorrectionState = 'corrected' | 'resumed' | 'already-done';

export interface CorrectReport {
  readonly entry: PrizeCorrectionEntry;
  readonly state: CorrectionState;
  readonly written: readonly string[];
}

export interface CorrectManyReport {
  /** One per prize, in the order given. */
  readonly prizes: ReadonlyArray<{ readonly entry: PrizeCorrectionEntry; readonly state: CorrectionState }>;
  readonly written: readonly string[];
}

/** correctPrizes for one prize. */
export async function correctPrize(options: CorrectOptions): Promise<CorrectReport> {
  const { prize, numbers, ...rest } = options;
  const report = await correctPrizes({ ...rest, changes: [{ prize, numbers }] });
  const only = report.prizes[0];
  if (!only) throw new Error('correctPrizes answered no prize for one change');
  return { ...only, written: report.written };
}

/**
 * `npm run pipeline -- correct` (C8.2): the only way a stored number changes. The old prize, the
 * new one, the reason and the time go to data/corrections.json, which is written before the year
 * file, so a crash between the two loses nothing; running the same command again then finishes the
 * change without logging it twice. The prize keeps its publication time (the correction's own time
 * is in the log); its sources no longer claim it, and a `manual` record and a note on the draw say
 * who changed it and why. Several prizes of one draw change together, one log entry each, and the
 * draw is checked once with all of them: a wrong first prize and the prizes derived from it (the
 * near-first prizes, the last four digits) cannot be corrected one at a time.
 */
export async function correctPrizes(options: CorrectManyOptions): Promise<CorrectManyReport> {
  const checked = checkRequest(options, '--numbers', (change, reject) => {
    const numbers = [...change.numbers].sort();
    if (numbers.length === 0 || numbers.some((n) => !/^[0-9]+$/.test(n))) reject('--numbers', 'numbers are ASCII digits, comma-separated');
    return numbers;
  });
  const { def, reject, reason } = checked;
  const changes = checked.changes.map(({ slug, value }) => ({ slug, numbers: value }));

  return withLock(options.dataDir, async () => {
    const { draws, draw, log } = await storedForCorrection(options.dataDir, def, options.date, reject);
    const at = options.now.toISOString();
    const prizes: Array<{ entry: PrizeCorrectionEntry; state: CorrectionState }> = [];
    let next = draw;
    for (const { slug, numbers } of changes) {
      const old = heldPrize(def, draw, slug, options.now, reject);
      // The newest logged correction of this prize, if any.
      const last = [...log]
        .reverse()
        .find((e): e is PrizeCorrectionEntry => !isAmountCorrection(e) && e.lottery === def.id && e.date === draw.date && e.prize === slug);
      if (numbers.join(' ') === old.numbers.join(' ')) {
        if (last && last.new.numbers.join(' ') === numbers.join(' ')) {
          prizes.push({ entry: last, state: 'already-done' });
          continue;
        }
        return reject('--numbers', `${slug} of ${draw.date} is already ${old.numbers.join(' ')}; nothing to correct`);
      }
      // Resuming a correction whose log entry was written but whose year file was not.
      const resumed =
        last !== undefined && last.old.numbers.join(' ') === old.numbers.join(' ') && last.new.numbers.join(' ') === numbers.join(' ');
      const entry: PrizeCorrectionEntry = resumed
        ? last
        : {
            lottery: def.id,
            date: draw.date,
            prize: slug,
            old,
            new: { numbers, amount: old.amount, publishedAt: old.publishedAt, approximate: old.approximate },
            replacedSources: draw.sources.filter((s) => s.prizes.includes(slug)).map((s) => ({ source: s.source, ref: s.ref })),
            reason,
            at,
          };
      // The logged numbers; the prize's other fields as stored now (a later amount correction stays).
      next = correctedDraw(next, slug, old, { ...old, numbers: entry.new.numbers }, entry.reason, entry.at);
      prizes.push({ entry, state: resumed ? 'resumed' : 'corrected' });
    }
    if (next === draw) return { prizes, written: [] };
    const logged = prizes.filter((p) => p.state === 'corrected').map((p) => p.entry);
    const written = await writeCorrection(options, { def, draws, corrected: next, log, logged }, (problem) =>
      reject(problem.prize !== undefined ? '--numbers' : '--date', problem.problem),
    );
    return { prizes, written };
  });
}

/** Several prizes of one draw get other amounts, their numbers unchanged (`correct --prize --amount`). */
export interface CorrectAmountsOptions extends Omit<CorrectOptions, 'prize' | 'numbers'> {
  readonly changes: ReadonlyArray<{ readonly prize: string; readonly amount: string }>;
}

export interface CorrectAmountsReport {
  /** One per prize, in the order given: its amount before and after, its state, and when it was (or is) logged. */
  readonly prizes: ReadonlyArray<{
    readonly prize: PrizeSlug;
    readonly old: string | null;
    readonly new: string;
    readonly state: CorrectionState;
    readonly at: string;
  }>;
  /** The log entry this run wrote, for the prizes it corrected; null when it only finished or found them done. */
  readonly entry: AmountCorrectionEntry | null;
  readonly written: readonly string[];
}

/**
 * `npm run pipeline -- correct --prize slug --amount 2000000.00 ...` (C8.2): the amounts of a
 * draw's prizes replaced together, with one log entry for the draw (each prize's old and new
 * amount), written before the year file as for numbers. Each prize is judged by the newest logged
 * amount of that prize: already stored and logged is done; logged but not stored (a run that
 * stopped between the log and the year file) is finished without logging it again; anything else
 * is a new correction. Numbers and sources stay: the sources still gave those numbers, and a note
 * on the draw says which amounts changed, when and why.
 */
export async function correctAmounts(options: CorrectAmountsOptions): Promise<CorrectAmountsReport> {
  const checked = checkRequest(options, '--amount', (change, reject) => {
    if (!Amount.safeParse(change.amount).success) reject('--amount', `"${change.amount}" is not an amount like 2000000.00`);
    return change.amount;
  });
  const { def, reject, reason } = checked;
  const changes = checked.changes.map(({ slug, value }) => ({ slug, amount: value }));

  return withLock(options.dataDir, async () => {
    const { draws, draw, log } = await storedForCorrection(options.dataDir, def, options.date, reject);
    // The newest logged amount of each prize of this draw, with the time and reason of its entry.
    const logged = new Map<PrizeSlug, { old: string | null; new: string; at: string; reason: string }>();
    for (const e of log) {
      if (!isAmountCorrection(e) || e.lottery !== def.id || e.date !== draw.date) continue;
      for (const a of e.amounts) logged.set(a.prize, { old: a.old, new: a.new, at: e.at, reason: e.reason });
    }
    const at = options.now.toISOString();
    const prizes = changes.map(({ slug, amount }) => {
      const prize = heldPrize(def, draw, slug, options.now, reject);
      const last = logged.get(slug);
      const now = { prize: slug, old: prize.amount, new: amount, at, reason };
      if (prize.amount === amount)
        return last?.new === amount ? { ...last, prize: slug, state: 'already-done' as const } : { ...now, state: 'unchanged' as const };
      if (last && last.new === amount && last.old === prize.amount) return { ...last, prize: slug, state: 'resumed' as const };
      return { ...now, state: 'corrected' as const };
    });
    const unchanged = prizes.filter((p) => p.state === 'unchanged');
    if (unchanged.length === prizes.length) {
      return reject(
        '--amount',
        `the amounts of ${draw.date} are already ${unchanged.map((p) => `${p.prize} ${p.new}`).join(', ')}; nothing to correct`,
      );
    }
    const first = unchanged[0];
    if (first) return reject('--amount', `${first.prize} of ${draw.date} is already ${first.new}; leave it out`);
    const done = prizes.map(({ reason: _, ...p }) => ({ ...p, state: p.state as CorrectionState }));
    const toApply = prizes.filter((p) => p.state !== 'already-done');
    if (toApply.length === 0) return { prizes: done, entry: null, written: [] };

    const fresh = done.filter((p) => p.state === 'corrected');
    const entry: AmountCorrectionEntry | null =
      fresh.length === 0
        ? null
        : { lottery: def.id, date: draw.date, amounts: fresh.map((p) => ({ prize: p.prize, old: p.old, new: p.new })), reason, at };
    const next = { ...draw.prizes };
    for (const p of toApply) next[p.prize] = { ...(draw.prizes[p.prize] as StoredPrize), amount: p.new };
    // One note per log entry applied: a finished run's under its own time and reason.
    const notes = [...(draw.notes ?? [])];
    for (const when of [...new Set(toApply.map((p) => p.at))]) {
      const these = toApply.filter((p) => p.at === when);
      notes.push(
        `amounts corrected at ${when}: ${these.map((p) => `${p.prize} ${p.old ?? 'null'} -> ${p.new}`).join(', ')}; ${these[0]?.reason ?? ''}`,
      );
    }
    const corrected: StoredDraw = { ...draw, prizes: next, notes };
    const written = await writeCorrection(options, { def, draws, corrected, log, logged: entry ? [entry] : [] }, (problem) =>
      reject('--amount', problem.problem),
    );
    return { prizes: done, entry, written };
  });
}

type Reject = (field: string, detail: string) => never;

/**
 * What both forms of `correct` check before reading the store: a reason, at least one prize, known
 * slugs, none named twice, and each change's value (`value` checks it and gives it its stored form).
 * A refusal names the option at fault (DrawRejectedError, the `manual` source).
 */
function checkRequest<C extends { readonly prize: string }, V>(
  options: { readonly lottery: LotteryId; readonly date: string; readonly reason: string; readonly changes: readonly C[] },
  valueOption: '--numbers' | '--amount',
  value: (change: C, reject: Reject) => V,
): { def: LotteryDef; reject: Reject; reason: string; changes: Array<{ slug: PrizeSlug; value: V }> } {
  const def = lottery(options.lottery);
  const context: SourceContext = { source: 'manual', url: CORRECT_COMMAND, lottery: def.id, draw: options.date };
  const reject: Reject = (field, detail) => {
    throw new DrawRejectedError(context, field, detail);
  };
  const reason = options.reason.trim();
  if (reason === '') reject('--reason', 'say why the stored value is wrong (it goes into data/corrections.json)');
  if (options.changes.length === 0) reject('--prize', `name at least one prize, each with its ${valueOption}`);
  const changes = options.changes.map((change) => {
    if (!isPrizeSlug(change.prize)) reject('--prize', `unknown prize slug "${change.prize}"`);
    return { slug: change.prize as PrizeSlug, value: value(change, reject) };
  });
  const repeated = changes.find((c, i) => changes.findIndex((o) => o.slug === c.slug) !== i);
  if (repeated) reject('--prize', `${repeated.slug} is named twice`);
  return { def, reject, reason, changes };
}

/** The draw `correct` changes, its lottery's draws and the corrections log, read under the store's lock. */
async function storedForCorrection(
  dataDir: string,
  def: LotteryDef,
  date: string,
  reject: Reject,
): Promise<{ draws: StoredDraw[]; draw: StoredDraw; log: CorrectionEntry[] }> {
  const draws = await readDraws(dataDir, def.id);
  const draw = draws.find((d) => d.date === date);
  if (!draw) return reject('--date', `no stored draw of ${def.id} on ${date}; add it with add-draw`);
  return { draws, draw, log: await readCorrections(dataDir) };
}

/** The stored prize a correction names: stored, and in the prize table of the draw's era. */
/** The stored prize a change corrects; refused when there is none, or when the correction's time (`--at`) is before it was published. */
function heldPrize(def: LotteryDef, draw: StoredDraw, slug: PrizeSlug, at: Date, reject: Reject): StoredPrize {
  const prize = draw.prizes[slug];
  if (!prize) return reject('--prize', `${slug} of ${draw.date} is not stored yet; add it with add-draw`);
  if (!eraFor(def, draw.date).prizes.some((p) => p.slug === slug)) return reject('--prize', `${def.id} has no ${slug} on ${draw.date}`);
  if (at.getTime() < Date.parse(prize.publishedAt))
    return reject(
      '--at',
      `${at.toISOString()} is before ${slug} of ${draw.date} was published (${prize.publishedAt}); a correction comes after it`,
    );
  return prize;
}

/**
 * The corrected draw checked against the registry (`refuse` names an error), then written: the log
 * with the entries this run adds, when it adds any, before the year file (C8.2), in one planned write.
 */
async function writeCorrection(
  options: { readonly dataDir: string; readonly now: Date; readonly hooks?: WriteHooks },
  change: {
    readonly def: LotteryDef;
    readonly draws: readonly StoredDraw[];
    readonly corrected: StoredDraw;
    readonly log: readonly CorrectionEntry[];
    readonly logged: readonly CorrectionEntry[];
  },
  refuse: (problem: Defect) => never,
): Promise<string[]> {
  const { def, draws, corrected, log, logged } = change;
  const problem = validateDraw(def, corrected, thaiDate(options.now)).find((d) => d.severity === 'error');
  if (problem) refuse(problem);
  const planned = [
    ...(logged.length === 0 ? [] : [{ path: correctionsPath(options.dataDir), text: formatCorrections([...log, ...logged]) }]),
    ...(await planLottery(
      options.dataDir,
      def.id,
      draws.map((d) => (d.date === corrected.date ? corrected : d)),
      // The repair path: another hand-damaged draw of its file must not stop this one's correction.
      // Any other year file rewritten (one not in the store's format) is checked whole.
      (d) => d.date === corrected.date || d.date.slice(0, 4) !== corrected.date.slice(0, 4),
    )),
  ];
  return writePlanned(options.dataDir, planned, options.hooks);
}

function correctedDraw(
  draw: StoredDraw,
  slug: PrizeSlug,
  old: StoredPrize,
  corrected: StoredPrize,
  reason: string,
  at: string,
): StoredDraw {
  const ref = `${CORRECT_COMMAND} at ${at} (data/corrections.json)`;
  const sources: SourceRecord[] = draw.sources
    .map((s) => ({ ...s, prizes: s.prizes.filter((p) => p !== slug) }))
    .filter((s) => s.prizes.length > 0 || (s.source === 'manual' && s.ref === ref));
  // One record for the prizes corrected together (the same `at`), in the order they were given.
  const same = sources.findIndex((s) => s.source === 'manual' && s.ref === ref);
  if (same >= 0) sources[same] = { ...(sources[same] as SourceRecord), prizes: [...(sources[same] as SourceRecord).prizes, slug] };
  else sources.push({ source: 'manual', ref, prizes: [slug] });
  const note = `${slug} corrected at ${at}: was ${old.numbers.join(' ')}; ${reason}`;
  return { ...draw, prizes: { ...draw.prizes, [slug]: corrected }, sources, notes: [...(draw.notes ?? []), note] };
}
