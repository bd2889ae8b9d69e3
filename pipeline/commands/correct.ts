import { type Command, InvalidArgumentError } from 'commander';
import { defaultDataDir } from '../config.ts';
import { correctAmounts, correctPrizes } from '../ingest/correct.ts';
import { CLOCK_SKEW_MS } from '../ingest/accept-draw.ts';
import { parseInstant } from '../ingest/instant.ts';
import type { RegisterCommand } from './register-command.ts';
import { lotteryOption } from './options.ts';

/**
 * `npm run pipeline -- correct --lottery L --date D --prize slug --numbers a[,b] --reason "..."`:
 * the one way a stored number changes (C8.2); the old value goes to data/corrections.json. Repeat
 * `--prize` and `--numbers` (paired in order) to correct several prizes of the draw together: a
 * first prize and the prizes derived from it. `--amount` in place of `--numbers` corrects what a
 * prize pays per ticket instead, its numbers unchanged.
 */
export const registerCorrect: RegisterCommand = (program: Command) => {
  program
    .command('correct')
    .description('replace stored prizes of a draw, keeping the old values and the reason in data/corrections.json')
    .requiredOption('--lottery <lottery>', 'a lottery value')
    .requiredOption('--date <date>', 'the draw date, YYYY-MM-DD')
    .option('--prize <slug>', 'a prize to correct; repeat it, each with its --numbers, to correct several together', collect, [])
    .option('--numbers <list>', 'the right numbers of that prize, comma-separated', collect, [])
    .option('--amount <amount>', 'or instead: the right amount per ticket of that prize, like 2000000.00', collect, [])
    .requiredOption('--reason <text>', 'why the stored value is wrong, and where the right one comes from')
    .option('--at <instant>', 'the time of the correction, ISO 8601 (default: now)')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .action(
      async (options: {
        lottery: string;
        date: string;
        prize: string[];
        numbers: string[];
        amount: string[];
        reason: string;
        at?: string;
        data: string;
      }) => {
        const byAmount = options.amount.length > 0;
        const given = byAmount ? options.amount : options.numbers;
        if (options.prize.length === 0 || options.prize.length !== given.length || (byAmount && options.numbers.length > 0)) {
          throw new InvalidArgumentError(
            `give each --prize its --numbers, or each its --amount, in order; not both in one run (got ${options.prize.length} --prize, ` +
              `${options.numbers.length} --numbers and ${options.amount.length} --amount)`,
          );
        }
        const common = {
          dataDir: options.data,
          lottery: lotteryOption(options.lottery),
          date: options.date,
          reason: options.reason,
          now: correctionTime(options.at),
        };
        if (byAmount) {
          const report = await correctAmounts({
            ...common,
            changes: options.prize.map((prize, i) => ({ prize, amount: given[i] as string })),
          });
          const lines = report.prizes.map((p) => {
            const what = `${options.lottery} ${options.date} ${p.prize} amount: ${p.old ?? 'null'} -> ${p.new}`;
            if (p.state === 'already-done') return `${what} was already corrected at ${p.at}; nothing to do`;
            return `${what}${p.state === 'resumed' ? ' (finishing an interrupted correction)' : ''}`;
          });
          lines.push(report.written.length === 0 ? 'nothing written' : `wrote ${report.written.join(' ')}`);
          process.stdout.write(`${lines.join('\n')}\n`);
          return;
        }
        const report = await correctPrizes({
          ...common,
          changes: options.prize.map((prize, i) => ({ prize, numbers: (given[i] as string).split(',').map((n) => n.trim()) })),
        });
        const lines = report.prizes.map(({ entry: e, state }) => {
          const what = `${e.lottery} ${e.date} ${e.prize}: ${e.old.numbers.join(' ')} -> ${e.new.numbers.join(' ')}`;
          if (state === 'already-done') return `${what} was already corrected at ${e.at}; nothing to do`;
          return `${what}${state === 'resumed' ? ' (finishing an interrupted correction)' : ''}`;
        });
        lines.push(report.written.length === 0 ? 'nothing written' : `wrote ${report.written.join(' ')}`);
        process.stdout.write(`${lines.join('\n')}\n`);
      },
    );
};

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/**
 * `--at`, the time the correction is logged under: not in the future (a feed would show it as a
 * change still to come), beyond the clock skew add-draw allows a publication time.
 */
function correctionTime(at: string | undefined): Date {
  const now = new Date();
  const when = parseInstant('--at', at, () => now);
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw new InvalidArgumentError(
      `--at: ${when.toISOString()} is in the future (the clock says ${now.toISOString()}); omit it to log the correction now`,
    );
  return when;
}
