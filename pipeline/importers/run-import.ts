import { ImportError } from '../errors/import-error.ts';
import type { WriteHooks } from '../store/fs-atomic.ts';
import { withLock } from '../store/lock.ts';
import { type PlannedFile, planLottery, readDraws, requireDirectory, writePlanned } from '../store/store.ts';
import { drawErrorsLine } from '../draws/validate-draw.ts';
import { lottery } from '../registry/index.ts';
import { IMPORTERS, type ImportableLottery, isImportable } from './all-importers.ts';
import { type Disagreement, type MergeOutcome, mergeDraws } from '../store/merge.ts';
import { type ConflictEntry, appendConflicts, conflictsPath, formatConflicts, readConflicts } from '../store/conflicts.ts';
import { type CorrectionEntry, isAmountCorrection, readCorrections } from '../store/corrections.ts';
import type { StoredDraw } from '../store/schema.ts';
import type { ImporterOutput } from './types.ts';

export interface ImportJob {
  readonly lottery: string;
  /** The lottery's dataset folder, e.g. ../shared/datasets/thai-government. */
  readonly folder: string;
}

export interface ImportOptions {
  readonly dataDir: string;
  /** Thai date of today (validateDraw rejects later draws). */
  readonly today: string;
  /** Fault-injection hooks for tests; production passes none. */
  readonly hooks?: WriteHooks;
  /** When the disagreements with the store were seen (data/conflicts.json `seenAt`); default: the clock. */
  readonly now?: Date;
}

export interface LotteryImport {
  readonly output: ImporterOutput;
  /** Its `conflicts` are the disagreements still open; those a correction decided are `decided`. */
  readonly merge: MergeOutcome;
  /**
   * Disagreements that `correct` already decided: the dataset gives the value a correction replaced
   * (data/corrections.json), so the stored value is the decision, not a new contradiction.
   */
  readonly decided: readonly Disagreement[];
}

/** A lottery whose dataset has a defect: nothing of it was written (C8.3); the others were imported. */
export interface ImportFailure {
  readonly lottery: ImportableLottery;
  readonly error: ImportError;
}

export interface ImportRun {
  readonly imports: readonly LotteryImport[];
  /** Lotteries not imported because of a defect in their dataset; the command exits 1 when any. */
  readonly failures: readonly ImportFailure[];
  /** Files replaced (the year files, and data/conflicts.json when it gained entries), relative to the data directory. */
  readonly written: readonly string[];
  /** Disagreements with the store new to data/conflicts.json (C8.2: recorded, and the command exits 1). */
  readonly newConflicts: readonly ConflictEntry[];
}

/**
 * Imports datasets into the store. First every dataset is read and every draw validated, with
 * nothing written and no lock held; a defect is an ImportError that leaves that lottery's files
 * untouched (C8.3) and is returned in `failures`, while the other lotteries go on.
 * Then, holding the lock (C8.4), the store is read, the draws merged by C8.2's add-only rule, and
 * the changed year files written, each atomically.
 */
export async function runImport(jobs: readonly ImportJob[], options: ImportOptions): Promise<ImportRun> {
  const seen = new Set<string>();
  const valid: Array<{ lottery: ImportableLottery; folder: string }> = [];
  for (const job of jobs) {
    if (!isImportable(job.lottery)) {
      throw new ImportError(
        job.folder,
        null,
        'lottery',
        `no importer for "${job.lottery}"; importable: ${Object.keys(IMPORTERS).join(', ')}`,
      );
    }
    if (seen.has(job.lottery)) throw new ImportError(job.folder, null, 'lottery', `${job.lottery} is listed twice`);
    seen.add(job.lottery);
    valid.push({ lottery: job.lottery, folder: job.folder });
  }
  const outputs: ImporterOutput[] = [];
  const failures: ImportFailure[] = [];
  for (const job of valid) {
    try {
      outputs.push(await IMPORTERS[job.lottery](job.folder, { today: options.today }));
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      failures.push({ lottery: job.lottery, error });
    }
  }

  await requireDirectory(options.dataDir);
  return withLock(options.dataDir, async () => {
    const imports: LotteryImport[] = [];
    const changes = new Map<ImporterOutput['lottery'], ImporterOutput['draws']>();
    const found: ConflictEntry[] = [];
    const seenAt = (options.now ?? new Date()).toISOString();
    const replaced = replacedValues(await readCorrections(options.dataDir));
    for (const output of outputs) {
      const stored = await readDraws(options.dataDir, output.lottery);
      const merged = keepConsistent(output.lottery, stored, mergeDraws(output.lottery, stored, output.draws));
      const incoming = (c: Disagreement) =>
        [...(output.draws.find((d) => d.date === c.date)?.prizes[c.prize]?.numbers ?? [])].sort().join(' ');
      const decided = merged.conflicts.filter((c) => replaced.get(`${c.lottery} ${c.date} ${c.prize}`)?.has(incoming(c)));
      const merge = { ...merged, conflicts: merged.conflicts.filter((c) => !decided.includes(c)) };
      imports.push({ output, merge, decided });
      if (merge.changed) changes.set(output.lottery, merge.draws);
      for (const c of merge.conflicts) found.push(conflictEntry(c, stored, output.draws, seenAt));
    }
    // The conflicts log first, the year files after (as update does): a crash in between loses no
    // disagreement, and the import run again adds what it had not written.
    const { log, added: newConflicts } = appendConflicts(await readConflicts(options.dataDir), found);
    const planned: PlannedFile[] = newConflicts.length > 0 ? [{ path: conflictsPath(options.dataDir), text: formatConflicts(log) }] : [];
    for (const [id, draws] of changes) planned.push(...(await planLottery(options.dataDir, id, draws)));
    const written = await writePlanned(options.dataDir, planned, options.hooks);
    return { imports, failures, written, newConflicts };
  });
}

/**
 * A stored draw to which the merge added prizes that do not fit its stored ones (a 2-top beside a
 * 3-top the dataset contradicts, as after a correction) stays as it was: nothing of that draw is
 * added, as `update` refuses such an answer, and a notice says so; the other draws and lotteries go
 * on. Without it the store's check of the written file stopped the whole import.
 */
function keepConsistent(id: ImporterOutput['lottery'], stored: readonly StoredDraw[], merge: MergeOutcome): MergeOutcome {
  const def = lottery(id);
  const before = new Map(stored.map((d) => [d.date, d]));
  const notices = [...merge.notices];
  let reverted = 0;
  let prizesNotAdded = 0;
  const draws = merge.draws.map((draw) => {
    const old = before.get(draw.date);
    if (old === undefined || old === draw) return draw;
    const problem = drawErrorsLine(def, [draw]);
    if (problem === null) return draw;
    reverted += 1;
    prizesNotAdded += Object.keys(draw.prizes).filter((slug) => !(slug in old.prizes)).length;
    notices.push({
      kind: 'kept-stored',
      ref: draw.sources.at(-1)?.ref ?? '',
      date: draw.date,
      message: `prizes not added: with the stored prizes the draw would be inconsistent (${problem}); the stored draw stands`,
    });
    return old;
  });
  if (reverted === 0) return merge;
  return {
    ...merge,
    draws,
    notices,
    addedPrizes: merge.addedPrizes - prizesNotAdded,
    unchanged: merge.unchanged + reverted,
    changed: merge.addedDraws > 0 || draws.some((d, i) => d !== stored[i]),
  };
}

/** Per "lottery date prize", the numbers (sorted, space-joined) that a correction of its numbers replaced. */
function replacedValues(log: readonly CorrectionEntry[]): Map<string, Set<string>> {
  const replaced = new Map<string, Set<string>>();
  for (const e of log) {
    if (isAmountCorrection(e)) continue;
    const key = `${e.lottery} ${e.date} ${e.prize}`;
    replaced.set(key, (replaced.get(key) ?? new Set()).add([...e.old.numbers].sort().join(' ')));
  }
  return replaced;
}

/** data/conflicts.json's entry for a stored value a dataset contradicts (the stored value stands). */
function conflictEntry(c: Disagreement, stored: readonly StoredDraw[], incoming: readonly StoredDraw[], seenAt: string): ConflictEntry {
  const numbers = (draws: readonly StoredDraw[]) => [...(draws.find((d) => d.date === c.date)?.prizes[c.prize]?.numbers ?? [])];
  if (c.b.source === 'store')
    throw new Error(`a disagreement with the store names the store as its source: ${c.lottery} ${c.date} ${c.prize}`);
  return {
    lottery: c.lottery,
    date: c.date,
    prize: c.prize,
    stored: numbers(stored),
    incoming: numbers(incoming),
    source: c.b.source,
    ref: c.b.ref,
    seenAt,
  };
}
