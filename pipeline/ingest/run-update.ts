import { statusSummary } from '../draws/draw-status.ts';
import { thaiDate } from '../draws/thai-time.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { SourceUnreachableError } from '../errors/source-unreachable-error.ts';
import { type LotteryDef, type LotteryId, type PrizeSlug, type SourceId, lottery } from '../registry/index.ts';
import { type ConflictEntry, appendConflicts, conflictsPath, formatConflicts, readConflicts } from '../store/conflicts.ts';
import type { WriteHooks } from '../store/fs-atomic.ts';
import { withLock } from '../store/lock.ts';
import { type NoDrawEntry, appendNoDraw, formatNoDraw, noDrawPath, readNoDraw } from '../store/no-draw.ts';
import type { StoredDraw } from '../store/schema.ts';
import { type PlannedFile, planLottery, readDraws, requireDirectory, writePlanned } from '../store/store.ts';
import { type SourcesConfig, hasSource, ingestibleLotteries, readSourcesConfig } from '../store/sources-config.ts';
import { acceptDraw } from './accept-draw.ts';
import { type DueDraw, UPDATE_WINDOW_MINUTES, askedThisRun, dueDraws } from './due.ts';
import { storedStates } from './latest-state.ts';
import { oneDrawPerDate } from './one-draw-per-date.ts';
import { type Conflict, reconcile } from './reconcile.ts';
import { type RunBudget, budgetSpent, budgetSpentText } from '../sources/http-client.ts';
import type { Source, SourceAnswer } from '../sources/types.ts';
import { type SourceDeps, sourcesFor } from './sources-for.ts';

export interface UpdateOptions<B> {
  readonly dataDir: string;
  /** The run's clock (`--at`): what is due, "today", and the publication time of prizes first seen now. */
  readonly now: Date;
  /** Builds the sources from data/sources.json (read under the lock). */
  readonly deps: (config: SourcesConfig) => SourceDeps;
  /** Ask for this draw whatever the schedule says (`--lottery L --date D`). */
  readonly force?: { readonly lottery: LotteryId; readonly date: string };
  /** Fault-injection hooks for tests; production passes none. */
  readonly hooks?: WriteHooks;
  /** The sources of a lottery; production uses sources-for.ts (tests pass fakes that answer `noDraw`). */
  readonly sourcesFor?: (def: LotteryDef, deps: SourceDeps) => Source[];
  /** Runs after the writes, still under the lock (the build); omitted: no build. */
  readonly build?: () => Promise<B>;
  /** Milliseconds from an arbitrary start, for the run budget (SourceDeps.runBudgetMs); tests move it by hand. */
  readonly clock?: () => number;
}

/** Errors a source can cause; anything else stops the run. */
export type SourceError = SourceUnreachableError | SourceShapeError | DrawRejectedError;

export function isSourceError(error: unknown): error is SourceError {
  return error instanceof SourceUnreachableError || error instanceof SourceShapeError || error instanceof DrawRejectedError;
}

/** Where one draw stands after a source was asked. */
export interface DrawProgress {
  readonly date: string;
  /** Prizes this run stored. */
  readonly added: readonly PrizeSlug[];
  /** The stored draw's status afterwards (SPEC "States and transitions"); `none` when nothing is stored. */
  readonly status: 'complete' | 'announced' | 'none';
  readonly pending: readonly PrizeSlug[];
}

/** What one source did for one lottery. */
export interface SourceOutcome {
  readonly lottery: LotteryId;
  readonly source: SourceId;
  readonly url: string | null;
  readonly draws: readonly DrawProgress[];
  readonly notes: readonly string[];
  readonly warnings: readonly string[];
  readonly conflicts: readonly Conflict[];
  /** Dates asked that the source says had no draw (a holiday); recorded in data/no-draw.json. */
  readonly noDraw: readonly string[];
  /** Set when the source failed; nothing of its answer was stored. */
  readonly error: SourceError | null;
}

export interface UpdateReport<B> {
  readonly at: string;
  /** Every due and overdue draw of the lotteries that have a source. */
  readonly due: readonly DueDraw[];
  /**
   * The draws asked for in this run: per lottery the oldest MAX_DRAWS_PER_REQUEST active ones (the
   * rest wait for the next run), or the forced one. One request per lottery and source.
   */
  readonly asked: readonly DueDraw[];
  readonly outcomes: readonly SourceOutcome[];
  /** Disagreements recorded in data/conflicts.json by this run (known ones are reported, not recorded again). */
  readonly newConflicts: readonly ConflictEntry[];
  /** Dates recorded in data/no-draw.json by this run. */
  readonly newNoDraw: readonly NoDrawEntry[];
  /** Files of data/ replaced, relative to it, in write order. */
  readonly written: readonly string[];
  readonly build: B | null;
  /** A source failed or disagreed with the store: the run needs an operator's eye. */
  readonly failed: boolean;
}

/**
 * A source that finds one draw a fetch (Source.oneDrawPerFetch), asked for each due draw in turn
 * with that draw's dates, the answers joined as one: a draw found twice (two due draws' dates
 * overlap) counts once. The first failure fails the whole, as a failing date does within a fetch,
 * except for a draw asked early (DueDraw.early: a day it is only often held on), where a source
 * error is a note: that day may have no draw, and the draw's own date is asked later anyway.
 */
async function fetchEach(source: Source, def: LotteryDef, items: readonly DueDraw[]): Promise<SourceAnswer> {
  const answers: SourceAnswer[] = [];
  const notes: string[] = [];
  let url = '';
  for (const item of items) {
    try {
      answers.push(await source.fetch(def, item.ask));
    } catch (error) {
      if (!item.early || !isSourceError(error)) throw error;
      url = 'context' in error ? error.context.url : url;
      notes.push(`${item.ask.join(', ')}: asked early for the draw of ${item.date}, which may not be held then: ${error.message}`);
    }
  }
  // A draw two asks both gave is one draw: oneDrawPerDate (run-update) merges the copies or refuses them.
  const draws = answers.flatMap((a) => a.draws);
  const noDraw = [...new Set(answers.flatMap((a) => a.noDraw ?? []))];
  const first = answers[0];
  return {
    source: first?.source ?? source.id,
    lottery: def.id,
    url: first?.url ?? url,
    official: first?.official ?? false,
    draws,
    notes: [...answers.flatMap((a) => a.notes), ...notes],
    ...(noDraw.length > 0 ? { noDraw } : {}),
  };
}

/**
 * `npm run pipeline -- update` (issue 5): under the store's lock (C8.4, so two runs cannot both
 * write), computes what is due from data/, asks each due lottery's sources, checks every answer
 * against the registry, adds what is new by the add-only rule (C8.2), records disagreements in
 * data/conflicts.json, writes the changed files atomically, then builds. A failing source is
 * reported and stores nothing (C8.3); the other sources' results are still stored and built.
 * Idempotent: the same answers give no write on a second run.
 */
export async function runUpdate<B>(options: UpdateOptions<B>): Promise<UpdateReport<B>> {
  const { dataDir, now } = options;
  await requireDirectory(dataDir);
  return withLock(dataDir, async () => {
    const clock = options.clock ?? (() => performance.now());
    const started = clock();
    const given = options.deps(await readSourcesConfig(dataDir));
    // The budget reaches every request of the run: a source asking many dates or draws in turn stops too.
    const deps: SourceDeps =
      given.runBudgetMs === undefined
        ? given
        : { ...given, http: { ...given.http, budget: { deadline: started + given.runBudgetMs, ms: given.runBudgetMs, clock } } };
    const lotteries = ingestibleLotteries(deps.config);
    const states = await storedStates(dataDir, lotteries);
    const due = dueDraws(now, lotteries, (id) => states.get(id) ?? null, UPDATE_WINDOW_MINUTES);
    const asked = options.force ? [forced(options.force, now, deps.config)] : askedThisRun(due);
    const today = thaiDate(now);

    const outcomes: SourceOutcome[] = [];
    const changes = new Map<LotteryId, StoredDraw[]>();
    const noDrawFound: NoDrawEntry[] = [];
    for (const [id, items] of byLottery(asked)) {
      const def = lottery(id);
      const ask = [...new Set(items.flatMap((i) => i.ask))];
      const atStart = changes.get(def.id) ?? (await readDraws(dataDir, def.id));
      let draws = atStart;
      for (const source of (options.sourcesFor ?? sourcesFor)(def, deps)) {
        try {
          if (deps.http.budget !== undefined && budgetSpent(deps.http.budget)) throw notAsked(source, def, deps.http.budget);
          const answer = oneDrawPerDate(source.oneDrawPerFetch ? await fetchEach(source, def, items) : await source.fetch(def, ask));
          const accepted = answer.draws.map((d) => acceptDraw(def, answer, d, { seenAt: now }));
          const incoming = accepted.flatMap((a) => (a.draw ? [a.draw] : []));
          const result = reconcile(def, draws, incoming, answer, { today, seenAt: now, storedAtStart: atStart });
          if (result.changed) {
            draws = result.draws;
            changes.set(def.id, draws);
          }
          // A holiday counts only for a date asked, not after today and with no stored draw.
          const noDraw = [...new Set(answer.noDraw ?? [])]
            .filter((date) => ask.includes(date) && date <= today && !draws.some((d) => d.date === date))
            .sort();
          for (const date of noDraw)
            noDrawFound.push({ lottery: def.id, date, source: answer.source, ref: answer.url, seenAt: now.toISOString() });
          const listed = answer.draws.map((d) => d.date);
          const awaited = items.map((i) => i.date).filter((date) => !listed.includes(date) && !noDraw.includes(date));
          const dates = result.rejected ? [] : [...new Set([...listed, ...awaited])].sort();
          outcomes.push({
            lottery: def.id,
            source: answer.source,
            url: answer.url,
            draws: dates.map((date) => progress(def, date, draws, result.added.find((a) => a.date === date)?.prizes ?? [])),
            notes: answer.notes,
            warnings: accepted.flatMap((a) => a.warnings),
            conflicts: result.conflicts,
            noDraw: result.rejected ? [] : noDraw,
            error: result.rejected,
          });
        } catch (error) {
          if (!isSourceError(error)) throw error;
          outcomes.push({
            lottery: def.id,
            source: source.id,
            url: error.context.url,
            draws: [],
            notes: [],
            warnings: [],
            conflicts: [],
            noDraw: [],
            error,
          });
        }
      }
    }

    // The conflicts log first, the draws after: a crash in between loses no disagreement, and the
    // draws not written yet are still due, so the next run asks for them again and writes them.
    // (The other way round, a draw completed by this run would not be asked for again, and its
    // disagreement would never be recorded.)
    const planned: PlannedFile[] = [];
    const found = outcomes.flatMap((o) => o.conflicts.map((c) => c.entry));
    const { log, added: newConflicts } = appendConflicts(await readConflicts(dataDir), found);
    if (newConflicts.length > 0) planned.push({ path: conflictsPath(dataDir), text: formatConflicts(log) });
    const noDrawLog = appendNoDraw(await readNoDraw(dataDir), noDrawFound);
    if (noDrawLog.added.length > 0) planned.push({ path: noDrawPath(dataDir), text: formatNoDraw(noDrawLog.log) });
    for (const [id, draws] of changes) planned.push(...(await planLottery(dataDir, id, draws)));
    const written = await writePlanned(dataDir, planned, options.hooks);
    const build = options.build ? await options.build() : null;
    const failed = outcomes.some((o) => o.error !== null || o.conflicts.length > 0);
    return { at: now.toISOString(), due, asked, outcomes, newConflicts, newNoDraw: noDrawLog.added, written, build, failed };
  });
}

function forced(force: { lottery: LotteryId; date: string }, now: Date, config: SourcesConfig): DueDraw {
  const def = lottery(force.lottery);
  if (!hasSource(def, config)) {
    throw new Error(
      `${force.lottery} has no source to ask: GLO serves thai-government only; give other lotteries a feed in data/sources.json`,
    );
  }
  return {
    lottery: def.id,
    date: force.date,
    state: 'missing',
    ask: [force.date],
    resultAt: now.toISOString(),
    until: now.toISOString(),
    active: true,
    retrying: false,
    next: null,
  };
}

function byLottery(items: readonly DueDraw[]): Map<LotteryId, DueDraw[]> {
  const out = new Map<LotteryId, DueDraw[]>();
  for (const item of items) out.set(item.lottery, [...(out.get(item.lottery) ?? []), item]);
  return out;
}

function progress(def: LotteryDef, date: string, draws: readonly StoredDraw[], added: readonly PrizeSlug[]): DrawProgress {
  const draw = draws.find((d) => d.date === date);
  if (!draw) return { date, added, status: 'none', pending: [] };
  return { date, added, ...statusSummary(def, draw) };
}

/** A source not asked because the run has spent its budget: reported like an unreachable one, asked again by the next run. */
function notAsked(source: Source, def: LotteryDef, budget: RunBudget): SourceUnreachableError {
  return new SourceUnreachableError(
    { source: source.id, url: '(not asked)', lottery: def.id, draw: null },
    '(run budget)',
    `not asked: ${budgetSpentText(budget)}`,
    0,
  );
}
