import type { Command } from 'commander';
import { defaultDataDir } from '../config.ts';
import type { Defect } from '../draws/validate-draw.ts';
import { type StoreReport, verifyStore } from '../store/verify-store.ts';
import type { RegisterCommand } from './register-command.ts';
import { todayOption } from './options.ts';

/**
 * `npm run pipeline -- verify [--data dir] [--today YYYY-MM-DD]`: checks every file and draw of the
 * store against its schema and the registry; exits non-zero on any error (C8.1).
 */
export const registerVerify: RegisterCommand = (program: Command) => {
  program
    .command('verify')
    .description('check every file and draw of the data store; exit code 1 on any error')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .option('--today <date>', 'Thai date of today, YYYY-MM-DD (default: from the clock)')
    .action(async (options: { data: string; today?: string }) => {
      const today = todayOption(options.today);
      const report = await verifyStore(options.data, today);
      const { lines, ok } = formatVerify(report);
      process.stdout.write(`${lines.join('\n')}\n`);
      if (!ok) process.exitCode = 1;
    });
};

/** "lottery date prize: problem" (prize left out when the defect is about the whole draw). */
function formatDefect(d: Defect): string {
  return `${d.lottery} ${d.date}${d.prize !== undefined ? ` ${d.prize}` : ''}: ${d.problem}`;
}

/**
 * The verify report: every error on its own line, then every warning about the store's files on
 * its own line (an interrupted `correct`, a stray file, a no-draw date with a draw: each says what to
 * do), the warnings about single draws (a moved draw, a repeated number: facts of the history)
 * counted by kind, and a summary.
 */
export function formatVerify(report: StoreReport): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  const errorProblems = report.problems.filter((p) => p.severity === 'error');
  const errorDefects = report.defects.filter((d) => d.severity === 'error');
  for (const p of errorProblems) lines.push(`${p.path}: ${p.problem}`);
  for (const d of errorDefects) lines.push(formatDefect(d));
  for (const p of report.problems.filter((x) => x.severity === 'warning')) lines.push(`warning (${p.kind}): ${p.path}: ${p.problem}`);
  const warnings = new Map<string, number>();
  for (const w of [...report.problems, ...report.defects].filter((x) => x.severity === 'warning')) {
    warnings.set(w.kind, (warnings.get(w.kind) ?? 0) + 1);
  }
  const errors = errorProblems.length + errorDefects.length;
  const warningCount = [...warnings.values()].reduce((a, b) => a + b, 0);
  lines.push(
    warnings.size === 0
      ? 'warnings: none'
      : `warnings by kind: ${[...warnings]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')}`,
  );
  lines.push(
    `verified ${report.draws} draws in ${report.files} files of ${report.lotteries} lotteries: ${errors} error(s), ${warningCount} warning(s)`,
  );
  return { lines, ok: errors === 0 };
}
