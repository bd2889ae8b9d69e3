import { join } from 'node:path';
import type { Command } from 'commander';
import { defaultDataDir } from '../config.ts';
import { IMPORTERS } from '../importers/all-importers.ts';
import { formatImportRun } from '../importers/report.ts';
import { type ImportJob, runImport } from '../importers/run-import.ts';
import type { RegisterCommand } from './register-command.ts';
import { todayOption } from './options.ts';

/**
 * `npm run pipeline -- import <lottery> <dataset-folder>` and `import all <datasets-root>`.
 * The dataset path is always an argument: raw files stay where they are and are never copied into
 * the project (C8.5; datasets/README.md).
 */
export const registerImport: RegisterCommand = (program: Command) => {
  program
    .command('import')
    .description(
      `add historical draws from a staged dataset folder (only adds, C8.2); importable: ${Object.keys(IMPORTERS).join(', ')}, or "all" with the datasets root`,
    )
    .argument('<lottery>', 'a lottery value, or "all"')
    .argument('<folder>', 'the dataset folder (for "all": the folder holding one sub-folder per lottery)')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .option('--today <date>', 'Thai date of today, YYYY-MM-DD (default: from the clock)')
    .action(async (lotteryArg: string, folder: string, options: { data: string; today?: string }) => {
      const jobs: ImportJob[] =
        lotteryArg === 'all'
          ? Object.keys(IMPORTERS).map((lottery) => ({ lottery, folder: join(folder, lottery) }))
          : [{ lottery: lotteryArg, folder }];
      const today = todayOption(options.today);
      const run = await runImport(jobs, { dataDir: options.data, today });
      process.stdout.write(`${formatImportRun(run).join('\n')}\n`);
      // A defective dataset is named on stderr and fails the command; the other lotteries were imported.
      for (const f of run.failures) process.stderr.write(`error: ${f.error.message}\n`);
      // So does a dataset contradicting a stored value (C8.2): the stored value stands, the
      // disagreement is in data/conflicts.json for an operator to decide on with `correct`.
      const disagreements = run.imports.reduce((n, i) => n + i.merge.conflicts.length, 0);
      if (disagreements > 0)
        process.stderr.write(
          `error: ${disagreements} stored value(s) contradicted; the stored values stand; ${run.newConflicts.length} new in data/conflicts.json (decide with \`correct\`)\n`,
        );
      if (run.failures.length > 0 || disagreements > 0) process.exitCode = 1;
    });
};
