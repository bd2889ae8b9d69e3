import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Command } from 'commander';
import { listTree } from '../publish/publish.ts';
import { type Figure, buildMinutes, figureLine, ruleFigures, scheduleFigures } from '../publish/netlify-costs.ts';
import type { RegisterCommand } from './register-command.ts';

/** Batching windows (minutes) whose builds a day are printed; 0 is the scheduled update as it runs. */
const WINDOWS = [0, 15, 30, 60, 120, 180];
/** Netlify's limit on one function's unzipped bundle (docs.netlify.com, Next.js runtime troubleshooting: "250 MB"). */
const FUNCTION_UNZIPPED_LIMIT = 250 * 1024 * 1024;
/** The zipped limit Netlify's deploy log names ("larger than the 50MB limit"). */
const FUNCTION_ZIPPED_LIMIT = 50 * 1024 * 1024;

/**
 * `npm run pipeline -- netlify-costs [--dist dir] [--build-ms ms] [--scale-build-ms ms]`: the
 * figures of docs/netlify.md "Scale limits and costs" as `name: value unit` lines. Rules and the
 * schedule come from the registry; `--dist` adds a built tree's files and bundle sizes;
 * `--build-ms` (the bench's build.full_ms, scale.build.full_ms) adds build minutes a month.
 */
export const registerNetlifyCosts: RegisterCommand = (program: Command) => {
  program
    .command('netlify-costs')
    .description('print the Netlify rule, deploy and schedule figures (issue 14); reads only')
    .option('--dist <dir>', 'a built tree to measure (files, bytes, function bundle sizes)')
    .option('--build-ms <ms>', 'a measured full build time, for build minutes a month')
    .option('--scale-build-ms <ms>', 'a measured full build time at scale')
    .option('--year <year>', 'the year of schedules to count builds over', String(new Date().getUTCFullYear()))
    .action(async (options: { dist?: string; buildMs?: string; scaleBuildMs?: string; year: string }) => {
      const figures: Figure[] = [...ruleFigures(), ...scheduleFigures(Number(options.year), WINDOWS)];
      const perDay = (window: number) => figures.find((f) => f.name === `schedule.builds_per_day.window_${window}min`)?.value ?? 0;
      for (const [name, ms] of [
        ['build', options.buildMs],
        ['scale.build', options.scaleBuildMs],
      ] as const) {
        if (ms === undefined) continue;
        for (const window of WINDOWS) figures.push(buildMinutes(`costs.${name}_minutes.window_${window}min`, Number(ms), perDay(window)));
      }
      if (options.dist !== undefined) figures.push(...(await treeFigures(options.dist)));
      process.stdout.write(`${figures.map(figureLine).join('\n')}\n`);
    });
};

/** A built tree's files per deploy, and the bundles its functions would carry. */
async function treeFigures(distDir: string): Promise<Figure[]> {
  const paths = [...(await listTree(distDir))];
  const sizes = async (match: (p: string) => boolean) => {
    let bytes = 0;
    let gzipped = 0;
    let files = 0;
    for (const p of paths.filter(match)) {
      const body = await readFile(join(distDir, p));
      bytes += body.length;
      gzipped += gzipSync(body).length;
      files += 1;
    }
    return { bytes, gzipped, files };
  };
  const all = await sizes(() => true);
  // The files netlify.toml bundles with the fallback (`dist/api/*/calculations.*`, contract/paths.ts).
  const calculations = await sizes((p) => /^api\/[^/]+\/calculations\./.test(p));
  const history = await sizes((p) => /^history\/[^/]+\.json$/.test(p));
  const redirects = await readFile(join(distDir, '_redirects'), 'utf8');
  return [
    { name: 'deploy.rules', value: redirects.split('\n').filter((l) => l.startsWith('/')).length, unit: 'rules' },
    { name: 'deploy.files', value: all.files, unit: 'files' },
    { name: 'deploy.bytes', value: all.bytes, unit: 'bytes' },
    { name: 'bundle.calculations_files', value: calculations.files, unit: 'files' },
    { name: 'bundle.calculations_bytes', value: calculations.bytes, unit: 'bytes' },
    { name: 'bundle.calculations_gzip_bytes', value: calculations.gzipped, unit: 'bytes' },
    { name: 'bundle.calculations_share_of_unzipped_limit', value: calculations.bytes / FUNCTION_UNZIPPED_LIMIT, unit: 'x' },
    { name: 'bundle.history_json_bytes', value: history.bytes, unit: 'bytes' },
    { name: 'bundle.history_json_gzip_bytes', value: history.gzipped, unit: 'bytes' },
    { name: 'bundle.history_json_share_of_unzipped_limit', value: history.bytes / FUNCTION_UNZIPPED_LIMIT, unit: 'x' },
    { name: 'bundle.history_json_gzip_share_of_zipped_limit', value: history.gzipped / FUNCTION_ZIPPED_LIMIT, unit: 'x' },
  ];
}
