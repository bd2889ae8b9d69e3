import { checkAnswer } from '../answers/check.ts';
import type { LiveEndpoint, ParamsOf } from '../contract/endpoints.ts';
import { ENDPOINTS } from '../contract/endpoints.ts';
import { lottery } from '../registry/index.ts';
import { type HttpResult, answerResult } from './http-result.ts';
import type { LatestSource } from '../published/latest-source.ts';

/** A live endpoint's answer to a valid request (route() has parsed it), from the published tree. */
export type LiveAnswer<E extends LiveEndpoint> = (source: LatestSource, params: ParamsOf<E>) => HttpResult;

/**
 * The answer function of every live endpoint of the table (endpoints.ts): the compiler fails when
 * a live entry has none. Each reads the latest-draw files and sets its entry's cache policy.
 */
export const LIVE_ANSWERS: { readonly [E in LiveEndpoint]: LiveAnswer<E> } = {
  // C1.2, C5: the lottery's latest draw, matched against the number.
  check: (source, params) => {
    const answer = checkAnswer(lottery(params.lottery), source.latest(params.lottery), params, source.index().site);
    return answerResult(answer.status, checkJson(answer.body), ENDPOINTS.check.cache);
  },
};

/**
 * The text of a /check body. `serialize` walks every value looking for the build's pre-rendered
 * pieces (RawJson), which a live answer never holds, and that walk cost about half of the
 * serialization on the hot path; plain `JSON.stringify` gives the same bytes for such a body
 * (check-handler.test.ts holds the two equal).
 */
export function checkJson(body: object): string {
  return JSON.stringify(body);
}
