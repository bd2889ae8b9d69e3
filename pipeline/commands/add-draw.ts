import type { Command } from 'commander';
import { defaultDataDir } from '../config.ts';
import { addDraw } from '../ingest/add-draw.ts';
import { parseInstant } from '../ingest/instant.ts';
import type { RegisterCommand } from './register-command.ts';
import { lotteryOption } from './options.ts';

/**
 * `npm run pipeline -- add-draw --lottery L --date D --prize slug=number[,number...] ... [--at ISO]`:
 * an operator typing an official announcement (issue 5). Checked against the registry like any
 * source; all or nothing.
 */
export const registerAddDraw: RegisterCommand = (program: Command) => {
  program
    .command('add-draw')
    .description('add prizes of a draw typed from an official announcement (only adds; see correct)')
    .requiredOption('--lottery <lottery>', 'a lottery value')
    .requiredOption('--date <date>', 'the draw date, YYYY-MM-DD')
    .option('--prize <slug=numbers>', 'a whole prize, e.g. last-two-digit=45 or first-three-digit=260,403; repeat per prize', collect, [])
    .option(
      '--at <instant>',
      'when the announcement was published, ISO 8601 (default: now; for a draw more than 24 hours old, its scheduled result time, marked approximate)',
    )
    .option('--ref <text>', 'where the values were read, e.g. the URL of the official result sheet')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .action(async (options: { lottery: string; date: string; prize: string[]; at?: string; ref?: string; data: string }) => {
      const now = new Date();
      const at = options.at === undefined ? undefined : parseInstant('--at', options.at).toISOString();
      const report = await addDraw({
        dataDir: options.data,
        lottery: lotteryOption(options.lottery),
        now,
        entry: {
          date: options.date,
          specs: options.prize,
          ...(at !== undefined ? { publishedAt: at } : {}),
          // Without the clock in it: the same command run again is the same source, and writes nothing.
          ref: options.ref ?? 'operator entry (add-draw)',
        },
      });
      const lines = [
        report.added.length > 0
          ? `${report.lottery} ${report.date}: stored ${report.added.join(', ')}`
          : report.written.length > 0
            ? `${report.lottery} ${report.date}: already stored; this entry recorded as a source of it`
            : `${report.lottery} ${report.date}: already stored, nothing written`,
        report.status === 'complete' ? 'the draw is complete' : `the draw is announced; pending: ${report.pending.join(', ')}`,
        report.written.length === 0 ? 'data/ unchanged' : `wrote ${report.written.join(' ')}`,
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
      if (report.warnings.length > 0) process.stderr.write(`${report.warnings.map((w) => `warning: ${w}`).join('\n')}\n`);
    });
};

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
