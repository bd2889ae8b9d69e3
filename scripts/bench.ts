import { errorText } from '../pipeline/errors/error-text.ts';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDataDir } from '../pipeline/config.ts';
import { benchBuild, generateScaleStore } from './lib/bench-build.ts';
import { benchClone } from './lib/bench-clone.ts';
import { benchServe } from './lib/bench-serve.ts';
import { scriptArgs, wholeNumber } from './lib/script-args.ts';

/** `npm run bench`: prints one figure per line as `name: value unit` (issue 3 item 7, issue 4 item 6, issue 14). */
const USAGE = `npm run bench [-- options]: prints one figure per line as \`name: value unit\`
  (no option)          build and serving figures on the real data/ (copied; never changed)
  --scale              build figures on generated data: 49 lotteries, 20 years of draws
  --duration 5         seconds of load per serving measurement
  --rounds 3           rounds of full builds, of incremental builds and of updates (each build
                       beside its floor), whose medians are compared (scripts/lib/bench-build.ts)
  --serve-rounds 3     rounds of serving loads (floor and service in turn) whose ratios' medians are printed
  --dist <tree>        serving figures only, on an already built tree (no build figures)
  --no-clone           without the fresh-clone figures (git clone, npm install, npm start to the
                       first answer: scripts/lib/bench-clone.ts), which the real-data run ends with
  --help               this text`;
const SITE = { name: 'Lotto Results API', baseUrl: 'http://localhost:8888' };

function figure(name: string, value: number, unit: string): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  process.stdout.write(`${name}: ${shown} ${unit}\n`);
}

async function main(): Promise<void> {
  const args = scriptArgs(USAGE, {
    scale: { type: 'boolean' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    'serve-rounds': { type: 'string' },
    dist: { type: 'string' },
    'no-clone': { type: 'boolean' },
  });
  const scale = args.scale === true;
  const duration = wholeNumber(USAGE, 'duration', args.duration, 5);
  const rounds = wholeNumber(USAGE, 'rounds', args.rounds, 3);
  const serveRounds = wholeNumber(USAGE, 'serve-rounds', args['serve-rounds'], 3);
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-'));
  try {
    const builtDist = args.dist;
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
    if (!scale && args['no-clone'] !== true) await benchClone(work, figure);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${errorText(error)}\n`);
  process.exit(1);
});
