import { errorText } from '../pipeline/errors/error-text.ts';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDataDir } from '../pipeline/config.ts';
import { benchBuild, generateScaleStore } from './lib/bench-build.ts';
import { benchClone } from './lib/bench-clone.ts';
import { benchServe } from './lib/bench-serve.ts';

/**
 * `npm run bench`: prints one figure per line as `name: value unit` (issue 3 item 7, issue 4 item 6, issue 14).
 *   npm run bench                  build and serving figures on the real data/ (copied; never changed)
 *   npm run bench -- --scale       build figures on generated data: 49 lotteries, 20 years of draws
 *   npm run bench -- --duration 5  seconds of load per serving measurement
 *   npm run bench -- --rounds 3    rounds of full builds, of incremental builds and of updates (each build
 *                                  beside its floor), whose medians are compared (scripts/lib/bench-build.ts)
 *   npm run bench -- --serve-rounds 3  rounds of serving loads (floor and service in turn) whose ratios' medians are printed
 *   npm run bench -- --dist <tree> serving figures only, on an already built tree (no build figures)
 *   npm run bench -- --no-clone    without the fresh-clone figures (git clone, npm install, npm start to
 *                                  the first answer: scripts/lib/bench-clone.ts), which the real-data run ends with
 */
const SITE = { name: 'Lotto Results API', baseUrl: 'http://localhost:8888' };

function figure(name: string, value: number, unit: string): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  process.stdout.write(`${name}: ${shown} ${unit}\n`);
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const scale = args.includes('--scale');
  const duration = Number(option(args, '--duration') ?? 5);
  const rounds = Number(option(args, '--rounds') ?? 3);
  const serveRounds = Number(option(args, '--serve-rounds') ?? 3);
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-'));
  try {
    const builtDist = option(args, '--dist');
    if (builtDist) {
      await benchServe(builtDist, work, duration, serveRounds, figure);
      return;
    }
    const dataDir = join(work, 'data');
    if (scale) await generateScaleStore(dataDir);
    else await cp(defaultDataDir(), dataDir, { recursive: true, filter: (src) => !src.endsWith('.data.lock') });
    const distDir = join(work, 'dist');
    await benchBuild({ dataDir, distDir, work, prefix: scale ? 'scale.build' : 'build', rounds, site: SITE }, figure);
    if (!scale) await benchServe(distDir, work, duration, serveRounds, figure);
    // Last: npm install's CPU and disk would weigh on the figures above.
    if (!scale && !args.includes('--no-clone')) await benchClone(work, figure);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${errorText(error)}\n`);
  process.exit(1);
});
