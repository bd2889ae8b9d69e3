import type { Command } from 'commander';
import { defaultDataDir } from '../config.ts';
import { UPDATE_WINDOW_MINUTES, dueDraws } from '../ingest/due.ts';
import { storedStates } from '../ingest/latest-state.ts';
import { formatDue } from '../ingest/report.ts';
import { hasSource } from '../store/sources-config.ts';
import { LOTTERIES } from '../registry/index.ts';
import { readSourcesConfig } from '../store/sources-config.ts';
import { parseInstant } from '../ingest/instant.ts';
import type { RegisterCommand } from './register-command.ts';

/**
 * `npm run pipeline -- due [--at ISO]`: the draws whose result time (registry, Thai time) has
 * passed and that are not complete in data/, for the lotteries that have a source (GLO, or a feed
 * in data/sources.json); `--all` adds the others. Reads only; always exits 0.
 */
export const registerDue: RegisterCommand = (program: Command) => {
  program
    .command('due')
    .description('list the draws that are due (result time passed, not complete in data/); reads only')
    .option('--at <instant>', 'the time to compute for, ISO 8601 (default: now)')
    .option('--data <dir>', 'the data store', defaultDataDir())
    .option('--all', 'also list lotteries that have no source configured', false)
    .action(async (options: { at?: string; data: string; all: boolean }) => {
      const at = parseInstant('--at', options.at);
      const config = await readSourcesConfig(options.data);
      const considered = options.all ? LOTTERIES : LOTTERIES.filter((def) => hasSource(def, config));
      const states = await storedStates(options.data, considered);
      const due = dueDraws(at, considered, (id) => states.get(id) ?? null, UPDATE_WINDOW_MINUTES);
      const without = options.all ? [] : LOTTERIES.filter((def) => !hasSource(def, config)).map((def) => def.id);
      process.stdout.write(
        `${formatDue(at, due, without.length > 0 ? [`${without.length} lotteries (--all lists them)`] : []).join('\n')}\n`,
      );
    });
};
