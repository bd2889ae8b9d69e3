import { z } from 'zod';
import { serialize } from '../answers/answer.ts';
import { type StoredFacts, lotteriesAnswer } from '../answers/lotteries.ts';
import { lotteriesFile, latestFile, statsFile } from '../contract/paths.ts';
import { drawStatus, statusName } from '../draws/draw-status.ts';
import { LatestDraw } from '../draws/latest-draw.ts';
import { BuildError } from '../errors/build-error.ts';
import { LANGS, type LotteryId, lottery } from '../registry/index.ts';
import type { GlobalOutputs, Output, TreeContext } from './outputs.ts';

/** The part of a `/stats` answer `/lotteries` repeats: SPEC's `dataset` (draws, first and last date). */
const StatsDataset = z.object({
  dataset: z.object({ draws: z.number().int().min(1), firstDate: z.iso.date(), lastDate: z.iso.date() }),
});

const FACTS = new WeakMap<TreeContext, ReadonlyMap<LotteryId, StoredFacts>>();

/**
 * What the new tree says of each lottery's stored draws, read once per build (the home page asks
 * too): the history range from its `/stats` answer and the newest draw from its latest-draw file.
 * `/lotteries` depends on every lottery, so it is a global file; reading these per-lottery files,
 * which are carried over untouched when a lottery's data did not change, keeps the build
 * incremental (C1.4) without reading data/ again.
 */
export function treeFacts(tree: TreeContext): ReadonlyMap<LotteryId, StoredFacts> {
  let facts = FACTS.get(tree);
  if (!facts) {
    facts = new Map(tree.withData.map((id) => [id, factsOf(tree, id)]));
    FACTS.set(tree, facts);
  }
  return facts;
}

function factsOf(tree: TreeContext, id: LotteryId): StoredFacts {
  const latest = LatestDraw.parse(readJson(tree, latestFile(id), id));
  const { dataset } = StatsDataset.parse(readJson(tree, statsFile(id, 'th'), id));
  return {
    history: { draws: dataset.draws, firstDate: dataset.firstDate, lastDate: dataset.lastDate },
    latestDraw: { drawDate: latest.draw.date, status: statusName(drawStatus(lottery(id), latest.draw)) },
  };
}

function readJson(tree: TreeContext, path: string, id: LotteryId): unknown {
  const text = tree.read(path);
  if (text === undefined) throw new BuildError(path, id, '/lotteries needs this file, and the tree has none');
  return JSON.parse(text) as unknown;
}

/** `/lotteries` in every language (C9.1). */
export const lotteriesOutputs: GlobalOutputs = (tree) => {
  const facts = treeFacts(tree);
  return LANGS.map(
    (lang): Output => ({ path: lotteriesFile(lang), render: () => serialize(lotteriesAnswer((id) => facts.get(id), lang, tree.site).body) }),
  );
};
