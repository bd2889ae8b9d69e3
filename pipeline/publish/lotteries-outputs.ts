import { z } from 'zod';
import { type Answer, serialize } from '../answers/answer.ts';
import { type StoredFacts, lotteriesAnswer } from '../answers/lotteries.ts';
import type { GlobalStaticEndpoint, ParamsOf } from '../contract/endpoints.ts';
import { latestFile, statsFile } from '../contract/paths.ts';
import { globalStaticRequests } from '../contract/static-requests.ts';
import { drawStatus, statusName } from '../draws/draw-status.ts';
import { LatestDraw } from '../draws/latest-draw.ts';
import { BuildError } from '../errors/build-error.ts';
import { type LotteryId, lottery } from '../registry/index.ts';
import type { GlobalOutputs, Output, TreeContext } from './outputs.ts';

/** The part of a `/stats` answer `/lotteries` repeats: SPEC's `dataset` (draws, first and last date). */
const StatsDataset = z.object({
  dataset: z.object({ draws: z.number().int().min(1), firstDate: z.iso.date(), lastDate: z.iso.date() }),
});

/**
 * What the new tree says of each lottery's stored draws, computed once per build (the home page
 * asks too): the history range from its `/stats` answer and the newest draw from its latest-draw
 * file. `/lotteries` depends on every lottery, so it is a global file; reading these per-lottery
 * files, which are carried over untouched when a lottery's data did not change, keeps the build
 * incremental (C1.4) without reading data/ again. Each lottery's facts are a perLottery value: the
 * build keeps them in the manifest, so only the lotteries that changed have their (large) `/stats`
 * file parsed again.
 */
export function treeFacts(tree: TreeContext): ReadonlyMap<LotteryId, StoredFacts> {
  return tree.shared(treeFacts, () => new Map(tree.withData.map((id) => [id, lotteryFacts(tree, id)])));
}

/** One lottery's entry of treeFacts, for a value computed from that lottery's files alone (TreeContext.perLottery). */
export function lotteryFacts(tree: TreeContext, id: LotteryId): StoredFacts {
  return tree.perLottery(id, 'lotteries-facts', () => factsOf(tree, id));
}

function factsOf(tree: TreeContext, id: LotteryId): StoredFacts {
  const latest = LatestDraw.parse(readJson(tree, latestFile(id), id));
  const { dataset } = StatsDataset.parse(readJson(tree, statsFile(id, 'th'), id));
  return {
    history: { draws: dataset.draws, firstDate: dataset.firstDate, lastDate: dataset.lastDate },
    latestDraw: { drawDate: latest.draw.date, status: statusName(drawStatus(lottery(id), latest.draw)) },
    noDrawAfter: latest.noDrawAfter,
  };
}

function readJson(tree: TreeContext, path: string, id: LotteryId): unknown {
  const text = tree.read(path);
  if (text === undefined) throw new BuildError(path, id, '/lotteries needs this file, and the tree has none');
  return JSON.parse(text) as unknown;
}

/**
 * The answer function of every static endpoint of the table without `lottery` (answers about
 * every lottery, read from the new tree): the compiler fails when such an entry has none.
 */
export const GLOBAL_STATIC_ANSWERS: { readonly [E in GlobalStaticEndpoint]: (tree: TreeContext, params: ParamsOf<E>) => Answer } = {
  lotteries: (tree, { lang }) => {
    const facts = treeFacts(tree);
    return lotteriesAnswer((id) => facts.get(id), lang, tree.site);
  },
};

/** `/lotteries` in every language (C9.1): every static request of the table's endpoints without `lottery`. */
export const lotteriesOutputs: GlobalOutputs = (tree) =>
  globalStaticRequests().map(
    (request): Output => ({
      path: request.file,
      render: () => serialize(GLOBAL_STATIC_ANSWERS[request.endpoint](tree, request.params).body),
    }),
  );
