import type { Command } from 'commander';
import { defaultDataDir } from '../config.ts';
import { correctPrize } from '../ingest/correct.ts';
import { parseInstant } from '../ingest/instant.ts';
import type { RegisterCommand } from './register-command.ts';
import { lotteryOption } from './options.ts';

/**
 * `npm run pipeline -- correct --lottery L --date D --prize slug --numbers a[,b] --reason "..."`:
 * the one way a stored number changes (C8.2); the old value goes to data/corrections.json.
 */
export const registerCorrect: RegisterCommand = (program: Command) => {
  program
    .command('correct')
    .description('replace a stored prize, keeping the old value and the reason in data/corrections.json')
    .requiredOption('--lottery <lottery>', 'a lottery value')
    .requiredOption('--date <date>', 'the draw date, YYYY-MM-DD')
    .requiredOption('--prize <slug>', 'the prize to correct')
    .requiredOption('--numbers <list>', 'the right numbers, comma-separated')
    .requiredOption('--reason <text>', 'why the stored value is wrong, and where the right one comes from')
    .option('--at <instant>', 'the time of the correction, ISO 8601 (default: now)')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .action(
      async (options: { lottery: string; date: string; prize: string; numbers: string; reason: string; at?: string; data: string }) => {
        const report = await correctPrize({
          dataDir: options.data,
          lottery: lotteryOption(options.lottery),
          date: options.date,
          prize: options.prize,
          numbers: options.numbers.split(',').map((n) => n.trim()),
          reason: options.reason,
          now: parseInstant('--at', options.at),
        });
        const e = report.entry;
        const what = `${e.lottery} ${e.date} ${e.prize}: ${e.old.numbers.join(' ')} -> ${e.new.numbers.join(' ')}`;
        const lines =
          report.state === 'already-done'
            ? [`${what} was already corrected at ${e.at}; nothing written`]
            : [`${what}${report.state === 'resumed' ? ' (finishing an interrupted correction)' : ''}`, `wrote ${report.written.join(' ')}`];
        process.stdout.write(`${lines.join('\n')}\n`);
      },
    );
};
