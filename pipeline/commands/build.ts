import type { Command } from 'commander';
import { buildSite } from '../site-build.ts';
import { defaultDataDir, defaultDistDir } from '../config.ts';

/** `npm run build`: data/ -> dist/ (issue 3). */
export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('render every published file from data/ into dist/, atomically and incrementally')
    .option('--data <dir>', 'the store of record', defaultDataDir())
    .option('--dist <dir>', 'the published tree', defaultDistDir())
    .option('--full', 'render every file even where the previous tree could be reused', false)
    .action(async (opts: { data: string; dist: string; full: boolean }) => {
      const start = performance.now();
      const report = await buildSite({ dataDir: opts.data, distDir: opts.dist, full: opts.full });
      const ms = performance.now() - start;
      process.stdout.write(
        `built ${opts.dist}: ${report.files} files, ${report.bytes} bytes; ${report.written.length} written, ` +
          `${report.removed.length} removed; lotteries rendered: ${report.rendered.length}; ${ms.toFixed(0)} ms\n`,
      );
    });
}
