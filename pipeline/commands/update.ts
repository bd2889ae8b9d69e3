import type { Command } from 'commander';
import { buildSite } from '../site-build.ts';
import { defaultDataDir, defaultDistDir } from '../config.ts';
import { formatUpdate } from '../ingest/report.ts';
import { runUpdate } from '../ingest/run-update.ts';
import { sourceDepsFromEnv } from '../ingest/sources-for.ts';
import { parseInstant } from '../ingest/instant.ts';
import type { RegisterCommand } from './register-command.ts';
import { dateOption, lotteryOption } from './options.ts';

/**
 * `npm run pipeline -- update [--at ISO]`: ingest what is due, then build (issue 5). Exit code 0
 * when every source asked answered and agreed with the store (also when nothing was due); 1 when a
 * source failed or disagreed (after storing and building everything else), unless --keep-going.
 */
export const registerUpdate: RegisterCommand = (program: Command) => {
  program
    .command('update')
    .description('fetch the due draws from their sources (GLO, live sources, feeds), add them to data/, then build dist/')
    .option('--at <instant>', 'the time to act for, ISO 8601 (default: now)')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .option('--dist <dir>', 'the published tree', defaultDistDir())
    .option('--no-build', 'only ingest; do not build dist/ (the repository job)')
    .option('--keep-going', 'exit 0 even when a source failed or disagreed (the errors are still printed)', false)
    .option('--lottery <lottery>', 'with --date: ask for this draw whatever the schedule says')
    .option('--date <date>', 'with --lottery: the draw date, YYYY-MM-DD')
    .action(
      async (options: { at?: string; data: string; dist: string; build: boolean; keepGoing: boolean; lottery?: string; date?: string }) => {
        const now = parseInstant('--at', options.at);
        if ((options.lottery === undefined) !== (options.date === undefined)) throw new Error('--lottery and --date go together');
        const force =
          options.lottery !== undefined && options.date !== undefined
            ? { lottery: lotteryOption(options.lottery), date: dateOption('--date', options.date) }
            : undefined;
        const report = await runUpdate({
          dataDir: options.data,
          now,
          deps: (config) => sourceDepsFromEnv(config),
          ...(force ? { force } : {}),
          ...(options.build ? { build: () => buildSite({ dataDir: options.data, distDir: options.dist }) } : {}),
        });
        const { out, err } = formatUpdate(report);
        if (report.build) {
          const b = report.build;
          out.push(
            `built ${options.dist}: ${b.files} files; ${b.written.length} written, ${b.removed.length} removed; lotteries rendered: ${b.rendered.length}`,
          );
        }
        process.stdout.write(`${out.join('\n')}\n`);
        if (err.length > 0) process.stderr.write(`${err.join('\n')}\n`);
        if (report.failed && !options.keepGoing) process.exitCode = 1;
      },
    );
};
