import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastScheduledDraw } from '../pipeline/ingest/due.ts';
import { runUpdate } from '../pipeline/ingest/run-update.ts';
import { sourceDepsFromEnv, sourcesFor } from '../pipeline/ingest/sources-for.ts';
import { LOTTERIES } from '../pipeline/registry/index.ts';
import { readDraws } from '../pipeline/store/store.ts';
import { NO_SOURCES_CONFIG, ingestibleLotteries } from '../pipeline/store/sources-config.ts';
import { testServer } from '../pipeline/testing/ingest-kit.ts';
import { liveStandin, standinDraw } from '../pipeline/testing/live-standin.ts';

/**
 * `npx tsx scripts/bench-sources.ts`: `update` for every lottery with a live source against one
 * loopback stand-in (port 0) answering in the recorded shapes, reached the way production reaches
 * the real sites: through BRAND_API_URL, ALLHUAY_URL and XSKT_URL (docs/sources.md). Prints
 * `name: value unit` lines as `npm run bench` does: the lotteries with one and two sources, the
 * time and requests per lottery (`update --lottery L --date D`), and for all of them.
 */
const NOW = new Date('2026-06-24T17:00:00.000Z'); // 00:00 Thai time: every daily draw of the 24th is out

function figure(name: string, value: number, unit: string): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  process.stdout.write(`${name}: ${shown} ${unit}\n`);
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'lotto-sources-'));
  const server = await testServer(liveStandin((def) => standinDraw(def, lastScheduledDraw(def, NOW) ?? '2026-06-24')));
  try {
    const dataDir = join(work, 'data');
    await mkdir(dataDir);
    const config = { version: 1 as const, live: true, feeds: {} };
    await writeFile(join(dataDir, 'sources.json'), JSON.stringify(config));
    const env = {
      ...process.env,
      GLO_API_URL: 'http://127.0.0.1:9',
      BRAND_API_URL: `${server.url}/brand`,
      ALLHUAY_URL: `${server.url}/allhuay`,
      XSKT_URL: `${server.url}/xskt`,
    };
    const deps = sourceDepsFromEnv(config, env);
    const live = ingestibleLotteries(config).filter((def) => def.id !== 'thai-government');
    figure('sources.lotteries.without-live-config', ingestibleLotteries(NO_SOURCES_CONFIG).length, 'lotteries');
    figure('sources.lotteries.live', live.length, 'lotteries');
    figure('sources.lotteries.two-or-more', LOTTERIES.filter((def) => sourcesFor(def, deps).length >= 2).length, 'lotteries');

    let failed = 0;
    const started = performance.now();
    for (const def of live) {
      const date = lastScheduledDraw(def, NOW);
      if (date === null) continue;
      const before = server.requests.length;
      const t0 = performance.now();
      const report = await runUpdate<never>({
        dataDir,
        now: NOW,
        deps: (c) => sourceDepsFromEnv(c, env),
        force: { lottery: def.id, date },
      });
      const ms = performance.now() - t0;
      const stored = (await readDraws(dataDir, def.id)).some((d) => d.date === date);
      if (report.failed || !stored) {
        failed += 1;
        for (const o of report.outcomes) if (o.error) process.stderr.write(`${def.id}: ${o.error.message}\n`);
      }
      figure(`sources.update.${def.id}`, ms, 'ms');
      figure(`sources.update.${def.id}.requests`, server.requests.length - before, 'requests');
    }
    figure('sources.update.all', performance.now() - started, 'ms');
    figure('sources.update.all.requests', server.requests.length, 'requests');
    figure('sources.update.failed', failed, 'lotteries');
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
