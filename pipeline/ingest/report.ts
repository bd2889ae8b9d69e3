import { thaiDate, thaiTime } from '../draws/thai-time.ts';
import { lottery } from '../registry/index.ts';
import { type DueDraw, askedThisRun, describeDue } from './due.ts';
import type { SourceOutcome, UpdateReport } from './run-update.ts';

/**
 * The `due` listing: one line per due or overdue draw, after a header with the clock. `asked`: what
 * the run asks (askedThisRun unless given); a due draw beyond a lottery's MAX_DRAWS_PER_REQUEST
 * says it waits for a later run rather than that it is asked now.
 */
export function formatDue(
  at: Date,
  due: readonly DueDraw[],
  without: readonly string[] = [],
  asked: readonly DueDraw[] = askedThisRun(due),
  overdueLines: 'each' | 'summary' = 'each',
): string[] {
  const active = due.filter((d) => d.active);
  const overdue = due.filter((d) => !d.active);
  // By lottery and date: a forced run's draw (`update --lottery L --date D`) is built apart from `due`'s.
  const key = (d: DueDraw): string => `${d.lottery} ${d.date}`;
  const now = new Set(asked.map(key));
  const waiting = active.filter((d) => !now.has(key(d))).length;
  const lines = [
    `at ${at.toISOString()} (${thaiDate(at)} ${thaiTime(at)} Thai time): ${active.length} due${waiting > 0 ? ` (${active.length - waiting} asked this run, ${waiting} waiting for later runs)` : ''}, ${overdue.length} overdue`,
  ];
  for (const d of active) lines.push(`due: ${describeDue(d, lottery(d.lottery), now.has(key(d)))}`);
  if (overdueLines === 'each') for (const d of overdue) lines.push(`overdue: ${describeDue(d, lottery(d.lottery))}`);
  else if (overdue.length > 0) lines.push(overdueSummary(overdue));
  lines.push(...behind(due));
  if (without.length > 0) lines.push(`not considered (no source configured): ${without.join(', ')}`);
  return lines;
}

/**
 * The overdue draws of an `update` run in one line, by lottery: none of them is asked before its
 * retry window, and the scheduled job's log repeated every one of them (165 lines on today's
 * record) at each run. `due` lists each.
 */
function overdueSummary(overdue: readonly DueDraw[]): string {
  const counts = new Map<string, number>();
  for (const d of overdue) counts.set(d.lottery, (counts.get(d.lottery) ?? 0) + 1);
  const byLottery = [...counts].map(([id, n]) => `${id} ${n}`).join(', ');
  const draws = overdue.length === 1 ? '1 draw waits for its retry window' : `${overdue.length} draws wait for their retry windows`;
  return `overdue: ${draws}: ${byLottery} (npm run pipeline -- due lists each)`;
}

/** The `update` report: what was due, what each source gave, what was written. Errors and conflicts separately. */
export function formatUpdate(report: UpdateReport<unknown>): { out: string[]; err: string[] } {
  const at = new Date(report.at);
  const out = formatDue(at, report.due, [], report.asked, 'summary');
  const err: string[] = [];
  if (report.asked.length === 0) out.push('nothing due: no source asked');
  for (const o of report.outcomes) {
    out.push(...formatOutcome(o));
    if (o.error) err.push(`error: ${o.error.name}: ${o.error.message}`);
    for (const c of o.conflicts) err.push(`conflict: ${c.error.message}`);
    for (const w of o.warnings) err.push(`warning: ${o.lottery} ${o.source}: ${w}`);
  }
  if (report.newConflicts.length > 0) out.push(`recorded ${report.newConflicts.length} new conflict(s) in data/conflicts.json`);
  if (report.newNoDraw.length > 0) out.push(`recorded ${report.newNoDraw.length} date(s) without a draw in data/no-draw.json`);
  out.push(
    report.written.length === 0
      ? 'data/ unchanged: no file written'
      : `wrote ${report.written.length} file(s): ${report.written.join(' ')}`,
  );
  return { out, err };
}

function formatOutcome(o: SourceOutcome): string[] {
  if (o.error) return [`${o.lottery} ${o.source}: failed, nothing stored from it (see the error below)`];
  const lines = o.draws.map((d) => {
    const added = d.added.length > 0 ? `stored ${d.added.join(', ')}` : 'nothing new';
    const state =
      d.status === 'none' ? 'nothing stored yet' : d.status === 'complete' ? 'complete' : `announced; pending: ${d.pending.join(', ')}`;
    return `${o.lottery} ${d.date} ${o.source}: ${added}; ${state}`;
  });
  for (const date of o.noDraw) lines.push(`${o.lottery} ${date} ${o.source}: no draw on this date (the source says so); not asked again`);
  for (const n of o.notes) lines.push(`  note: ${n}`);
  return lines;
}

/** Item 7: one line per lottery with more than one draw waiting: how far behind it is. */
function behind(due: readonly DueDraw[]): string[] {
  const byLottery = new Map<string, DueDraw[]>();
  for (const d of due) byLottery.set(d.lottery, [...(byLottery.get(d.lottery) ?? []), d]);
  const lines: string[] = [];
  for (const [id, items] of byLottery) {
    if (items.length < 2) continue;
    const dates = items.map((d) => d.date).sort();
    lines.push(`behind: ${id} ${items.length} draws not complete, ${dates[0]} to ${dates.at(-1)}`);
  }
  return lines;
}
