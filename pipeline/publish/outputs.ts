import { LANGS, type LotteryId } from '../registry/index.ts';
import { BuildError } from '../errors/build-error.ts';
import { type Answer, serialize } from '../answers/answer.ts';
import type { Site } from '../answers/attribution.ts';
import { calculationsAnswer } from '../answers/calculations.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { resultsAnswer } from '../answers/results.ts';
import { statsAnswer } from '../answers/stats.ts';
import { type LatestIndex, latestDraw } from '../draws/latest-draw.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import type { LotteryStaticEndpoint, ParamsOf } from '../contract/endpoints.ts';
import { LATEST_INDEX_FILE, drawsFile, latestFile, noDataFile, notFoundFile } from '../contract/paths.ts';
import { drawArchive } from '../draws/draw-archive.ts';
import { type LotteryStaticRequest, staticRequests } from '../contract/static-requests.ts';
import { notFoundAnswer } from '../answers/route.ts';

/** One file of the published tree and how to produce its text. */
export interface Output {
  readonly path: string;
  readonly render: () => string;
  /** How the rendered text becomes the file's bytes: UTF-8, or base64 for a binary file (the favicon). */
  readonly encoding?: 'utf8' | 'base64';
}

/** An output's text; a failure becomes the BuildError that names its file and lottery (the build's and the render workers' alike). */
export function renderText(output: Output, lottery: LotteryId | null): string {
  try {
    return output.render();
  } catch (cause) {
    throw new BuildError(output.path, lottery, (cause as Error).message, { cause });
  }
}

/**
 * Files that depend on one lottery only: rebuilt when its stored draws change, reused otherwise
 * (C1.4). `view.draws` is empty for a lottery without data.
 */
export type LotteryOutputs = (view: LotteryView, site: Site) => readonly Output[];

/**
 * What files that depend on several lotteries may read: the new tree's per-lottery files. A global
 * producer must be a function of this context alone (and of the code): the build records what each
 * one read through it and carries its files over untouched while all of that is unchanged
 * (global-memo.ts), so a producer that kept state of its own between builds would go stale.
 */
export interface TreeContext {
  readonly site: Site;
  /** Lotteries with stored draws, in registry order. */
  readonly withData: readonly LotteryId[];
  /** The text of a per-lottery file of the new tree, or undefined when it has none. */
  readonly read: (path: string) => string | undefined;
  /**
   * A value computed from one lottery's files only (`compute` reads files the lottery has and
   * nothing else: the build fails otherwise) and made of plain JSON data, named by `key` (one
   * meaning per key). The build keeps it with the
   * lottery's record in the manifest and hands the kept copy back while the lottery's files are
   * carried over, so a file that needs a little of every lottery reads only the lotteries that changed.
   */
  readonly perLottery: <T>(lottery: LotteryId, key: string, compute: () => T) => T;
  /**
   * A value several producers derive from the tree (the `/lotteries` facts, openapi's examples),
   * computed once per build for all of them; `key` identifies the computation. Use this rather
   * than a cache of one's own: the build credits every producer that uses the value with what
   * computing it read.
   */
  readonly shared: <T>(key: object, compute: () => T) => T;
}

/** A TreeContext over `read` without the build's bookkeeping (tests, the contract checks): values are computed on each ask but `shared` ones. */
export function plainTreeContext(base: Pick<TreeContext, 'site' | 'withData' | 'read'>): TreeContext {
  const memo = new Map<object, unknown>();
  return {
    ...base,
    perLottery: (_lottery, _key, compute) => jsonCopy(compute()),
    shared: <T>(key: object, compute: () => T): T => {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
}

/** A value as it comes back from the manifest (a perLottery value is the same whether computed or kept). */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Files that depend on the set of lotteries or on several of them (index, openapi.json, rules). */
export type GlobalOutputs = (context: TreeContext) => readonly Output[];

/**
 * The answer function of every static endpoint of the table (contract/endpoints.ts) that answers
 * about one lottery: the compiler fails when such an entry has none. The endpoints without
 * `lottery` (/lotteries) read the whole new tree: GLOBAL_STATIC_ANSWERS in lotteries-outputs.ts.
 */
export const STATIC_ANSWERS: { readonly [E in LotteryStaticEndpoint]: (view: LotteryView, params: ParamsOf<E>, site: Site) => Answer } = {
  results: resultsAnswer,
  stats: statsAnswer,
  calculations: (view, params) => calculationsAnswer(view, params),
};

/** A static request's answer, through its endpoint's answer function. */
export function staticAnswer(view: LotteryView, request: LotteryStaticRequest, site: Site): Answer {
  const answer = STATIC_ANSWERS[request.endpoint] as (view: LotteryView, params: LotteryStaticRequest['params'], site: Site) => Answer;
  return answer(view, request.params, site);
}

/**
 * The whole parameter space of the static endpoints for one lottery: the latest-draw file /check
 * reads and every stored draw a check with `date` reads (C9.4), then every static request of the endpoint table (contract/static-requests.ts), each
 * written through the same answer function the live path calls. A lottery without data gets its
 * 404 documents (C2.7).
 */
export const dataOutputs: LotteryOutputs = (view, site) => {
  const { def } = view;
  const lottery = def.id;
  const newest = view.newest;
  if (!newest) return LANGS.map((lang) => answerOutput(noDataFile(lottery, lang), () => noDataAnswer(def, lang)));
  return [
    { path: latestFile(lottery), render: () => serialize(latestDraw(def, view.draws, view.noDraw)) },
    { path: drawsFile(lottery), render: () => serialize(drawArchive(def, view.draws)) },
    ...staticRequests(def).map((request) => answerOutput(request.file, () => staticAnswer(view, request, site))),
  ];
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
