import type { LotteryView } from '../draws/lottery-view.ts';
import type { ResultsParams } from '../contract/params.ts';
import type { ResultsResponse } from '../contract/schemas/index.ts';
import type { DataAnswer } from './answer.ts';
import { type Site, attributionNote, siteUrl } from './attribution.ts';
import { drawJson } from './draw-json.ts';
import { noDataAnswer } from './no-data.ts';

/** GET /results: the newest `limit` draws, newest first (SPEC, C4). */
export function resultsAnswer(view: LotteryView, params: ResultsParams, site: Site): DataAnswer<ResultsResponse> {
  if (view.draws.length === 0) return noDataAnswer(view.def, params.lang);
  return {
    status: 200,
    body: {
      success: true,
      attribution: { source: site.name, url: siteUrl(site), note: attributionNote(site, params.lang) },
      data: resultsIndexes(view, params.limit).map((i) => drawJson(view, i, params.lang)),
    },
  };
}

/** The draws a `/results` answer lists, as indexes into the view: the newest `limit`, newest first. */
export function resultsIndexes(view: LotteryView, limit: number): number[] {
  return Array.from({ length: Math.min(limit, view.draws.length) }, (_, i) => i);
}
