import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LatestDraw, LatestIndex } from '../draws/latest-draw.ts';
import { LATEST_INDEX_FILE, drawsFile, latestFile } from '../contract/paths.ts';
import { DrawIndex } from '../draws/draw-archive.ts';
import type { LotteryId } from '../registry/index.ts';

/** What the live path reads from the published tree: the index and each lottery's latest draw. */
export interface LatestSource {
  index(): LatestIndex;
  /** Whether the lottery has a published draw (in the index). */
  hasData(lottery: LotteryId): boolean;
  latest(lottery: LotteryId): LatestDraw | null;
  /** Every stored draw of the lottery, for a check with `date` (C9.4); null without data. */
  archive(lottery: LotteryId): DrawIndex | null;
}

/**
 * Reads the latest-draw files of a published tree (and, on a first check with `date`, a lottery's
 * draw archive) once each and keeps them (C1.2: "cached in
 * memory"); every file is validated on its first read. A tree is immutable once published, so
 * the cache never needs to expire: a new tree gets a new source.
 */
export function distLatestSource(distDir: string): LatestSource {
  let index: LatestIndex | undefined;
  let withData: ReadonlySet<LotteryId> = new Set();
  const draws = new Map<LotteryId, LatestDraw>();
  const archives = new Map<LotteryId, DrawIndex>();
  const source: LatestSource = {
    index() {
      if (!index) {
        index = LatestIndex.parse(JSON.parse(readFileSync(join(distDir, LATEST_INDEX_FILE), 'utf8')));
        withData = new Set(index.lotteries);
      }
      return index;
    },
    hasData(lottery) {
      source.index();
      return withData.has(lottery);
    },
    latest(lottery) {
      if (!source.hasData(lottery)) return null;
      let draw = draws.get(lottery);
      if (!draw) {
        draw = LatestDraw.parse(JSON.parse(readFileSync(join(distDir, latestFile(lottery)), 'utf8')));
        draws.set(lottery, draw);
      }
      return draw;
    },
    archive(lottery) {
      if (!source.hasData(lottery)) return null;
      let archive = archives.get(lottery);
      if (!archive) {
        // Read on the first check with `date` of this lottery only: the no-date path never reads it.
        // Its envelope is checked now, each draw when first asked for (DrawIndex).
        archive = DrawIndex.fromJson(JSON.parse(readFileSync(join(distDir, drawsFile(lottery)), 'utf8')), lottery);
        archives.set(lottery, archive);
      }
      return archive;
    },
  };
  return source;
}
