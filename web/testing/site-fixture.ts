import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '../../pipeline/answers/attribution.ts';
import type { LatestDraw } from '../../pipeline/draws/latest-draw.ts';
import { latestFile } from '../../pipeline/contract/paths.ts';
import type { BuildReport } from '../../pipeline/publish/build.ts';
import { buildSite } from '../../pipeline/site-build.ts';
import { TEST_SITE, writeSyntheticStore } from '../../pipeline/testing/contract-fixture.ts';
import type { LotteryId } from '../../pipeline/registry/lotteries.ts';
import type { StoredDraw } from '../../pipeline/store/schema.ts';

/**
 * A published tree for the website's tests, built by `buildSite` into a temporary folder from the
 * synthetic store of the tree tests (never the repository's data/ or dist/): every lottery family
 * with data, lotteries without any draw, and incomplete newest draws (thai-government awaits its
 * 4th and 5th prizes; hanoi-vip has only its bottom two digits).
 */
export interface SiteFixture {
  readonly root: string;
  readonly dataDir: string;
  readonly distDir: string;
  readonly site: Site;
  readonly store: ReadonlyMap<LotteryId, readonly StoredDraw[]>;
  readonly report: BuildReport;
  /** A file of the tree as text. */
  read(path: string): Promise<string>;
  /** The latest-draw file `/check` reads. */
  latest(lottery: LotteryId): Promise<LatestDraw>;
  remove(): Promise<void>;
}

export async function buildSyntheticSite(prefix: string, site: Site = TEST_SITE): Promise<SiteFixture> {
  const root = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  const store = await writeSyntheticStore(dataDir);
  const report = await buildSite({ dataDir, distDir, site });
  const read = (path: string): Promise<string> => readFile(join(distDir, path), 'utf8');
  return {
    root,
    dataDir,
    distDir,
    site,
    store,
    report,
    read,
    latest: async (lottery) => JSON.parse(await read(latestFile(lottery))) as LatestDraw,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
