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
  const count = Math.min(params.limit, view.draws.length);
  return {
    status: 200,
    body: {
      success: true,
      attribution: { source: site.name, url: siteUrl(site), note: attributionNote(site, params.lang) },
      data: Array.from({ length: count }, (_, i) => drawJson(view, i, params.lang)),
    },
  };
}
