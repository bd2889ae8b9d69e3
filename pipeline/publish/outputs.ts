import { LANGS, type LotteryId, calculationPrizes } from '../registry/index.ts';
import { type Answer, serialize } from '../answers/answer.ts';
import type { Site } from '../answers/attribution.ts';
import { calculationsAnswer } from '../answers/calculations.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { resultsAnswer } from '../answers/results.ts';
import { statsAnswer } from '../answers/stats.ts';
import { type LatestIndex, latestDraw } from '../draws/latest-draw.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import { LIMIT_MAX, LIMIT_MIN, WINDOWS } from '../contract/params.ts';
import {
  LATEST_INDEX_FILE,
  calculationsFile,
  latestFile,
  noDataFile,
  notFoundFile,
  resultsFile,
  statsFile,
} from '../contract/paths.ts';
import { notFoundAnswer } from '../contract/route.ts';

/** One file of the published tree and how to produce its text. */
export interface Output {
  readonly path: string;
  readonly render: () => string;
}

/**
 * Files that depend on one lottery only: rebuilt when its stored draws change, reused otherwise
 * (C1.4). `view.draws` is empty for a lottery without data.
 */
export type LotteryOutputs = (view: LotteryView, site: Site) => readonly Output[];

/** What files that depend on several lotteries may read: the new tree's per-lottery files. */
export interface TreeContext {
  readonly site: Site;
  /** Lotteries with stored draws, in registry order. */
  readonly withData: readonly LotteryId[];
  /** The text of a per-lottery file of the new tree, or undefined when it has none. */
  readonly read: (path: string) => string | undefined;
}

/** Files that depend on the set of lotteries or on several of them (index, openapi.json, rules). */
export type GlobalOutputs = (context: TreeContext) => readonly Output[];

/**
 * The whole parameter space of the static endpoints for one lottery, enumerated from the registry
 * (issue 3): every (limit, lang), lang and (window, prize-or-all, lang), each written through the
 * same answer function the live path calls. A lottery without data gets its 404 documents (C2.7).
 */
export const dataOutputs: LotteryOutputs = (view, site) => {
  const { def } = view;
  const lottery = def.id;
  const newest = view.newest;
  if (!newest) return LANGS.map((lang) => answerOutput(noDataFile(lottery, lang), () => noDataAnswer(def, lang)));
  const outputs: Output[] = [{ path: latestFile(lottery), render: () => serialize(latestDraw(def, newest)) }];
  for (const lang of LANGS) {
    for (let limit = LIMIT_MIN; limit <= LIMIT_MAX; limit += 1) {
      outputs.push(answerOutput(resultsFile(lottery, limit, lang), () => resultsAnswer(view, { endpoint: 'results', lang, lottery, limit }, site)));
    }
    outputs.push(answerOutput(statsFile(lottery, lang), () => statsAnswer(view, { endpoint: 'stats', lang, lottery }, site)));
    for (const window of WINDOWS) {
      for (const prize of [null, ...calculationPrizes(def).map((p) => p.slug)]) {
        outputs.push(
          answerOutput(calculationsFile(lottery, window, prize, lang), () =>
            calculationsAnswer(view, { endpoint: 'calculations', lang, lottery, window, prize }),
          ),
        );
      }
    }
  }
  return outputs;
};

/** The not-found documents and the index of latest-draw files that /check reads. */
export const coreGlobalOutputs: GlobalOutputs = ({ site, withData }) => {
  const index: LatestIndex = { site: { name: site.name, baseUrl: site.baseUrl }, lotteries: [...withData] };
  return [
    ...LANGS.map((lang) => answerOutput(notFoundFile(lang), () => notFoundAnswer(lang))),
    { path: LATEST_INDEX_FILE, render: () => serialize(index) },
  ];
};

function answerOutput(path: string, answer: () => Answer): Output {
  return { path, render: () => serialize(answer().body) };
}
