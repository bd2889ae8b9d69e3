import { PRIZE_SLUGS, type PrizeSlug } from '../registry/index.ts';
import type { ImportRun, LotteryImport } from './run-import.ts';
import type { Disagreement, PairSummary } from './types.ts';

/**
 * The import report as lines of text: per lottery what was read and what changed, every notice,
 * every cross-source figure and every single disagreement (C8.2: nothing is resolved silently).
 */
export function formatImportRun(run: ImportRun): string[] {
  const lines: string[] = [];
  for (const item of run.imports) lines.push(...formatLottery(item));
  for (const f of run.failures) lines.push(`${f.lottery}: not imported, nothing of it written: ${f.error.message}`);
  lines.push(
    run.written.length === 0 ? 'data/ unchanged: no file written' : `wrote ${run.written.length} file(s): ${run.written.join(' ')}`,
  );
  return lines;
}

function formatLottery({ output, merge, decided }: LotteryImport): string[] {
  const first = output.draws[0]?.date ?? '-';
  const last = output.draws.at(-1)?.date ?? '-';
  const lines = [
    `${output.lottery}: ${output.draws.length} draws read (${first} to ${last}); ` +
      `${merge.addedDraws} draws added, ${merge.addedPrizes} prizes added to stored draws, ${merge.unchanged} already stored unchanged, ` +
      `${merge.conflicts.length} disagreements with the store`,
  ];
  for (const n of [...output.notices, ...merge.notices]) {
    lines.push(`  ${n.kind}: ${n.date !== undefined ? `${n.date} ` : ''}${n.message} [${n.ref}]`);
  }
  for (const pair of output.pairs) lines.push(`  ${formatPair(pair)}`);
  for (const d of [...output.disagreements, ...merge.conflicts]) lines.push(`  ${formatDisagreement(d)}`);
  // Named, not counted against the run: the stored value is a correction's (data/corrections.json).
  for (const d of decided) lines.push(`  decided by correct (data/corrections.json): ${formatDisagreement(d)}`);
  return lines;
}

/** "dataset:a vs dataset:b: 386 overlapping draws, 336 identical on all prizes, ..." */
export function formatPair(p: PairSummary): string {
  const clean = p.withoutSkipped;
  const skipped = p.overlapping - clean.overlapping;
  return (
    `cross-check ${p.a} vs ${p.b}: ${p.overlapping} overlapping draws, ${p.identical} identical on all prizes, ` +
    `first-prize and last-two-digit agree on ${p.headlineAgree}; differing numbers: ${counts(p.differingNumbers)}` +
    (skipped > 0
      ? `; without the ${skipped} skipped record(s): ${clean.overlapping} draws, ${clean.identical} identical, differing numbers: ${counts(clean.differingNumbers)}`
      : '')
  );
}

/** "disagreement 2010-03-01 fourth-prize: dataset:glo-archive has 233378 (stored), dataset:vicha-w has 200078 [refs]" */
export function formatDisagreement(d: Disagreement): string {
  const side = (s: Disagreement['a']): string =>
    `${s.source} has ${s.only.length > 0 ? s.only.join(' ') : '(no other number)'}${s.stored ? ' (stored)' : ''}`;
  return `disagreement ${d.date} ${d.prize}: ${side(d.a)}, ${side(d.b)}${d.skippedRecord ? ' [skipped record]' : ''} [${d.a.ref} | ${d.b.ref}]`;
}

function counts(byPrize: Partial<Record<PrizeSlug, number>>): string {
  const parts = PRIZE_SLUGS.flatMap((slug) => (byPrize[slug] ? [`${slug} ${byPrize[slug]}`] : []));
  return parts.length > 0 ? parts.join(', ') : 'none';
}
