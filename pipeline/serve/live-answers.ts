import { checkAnswer } from '../answers/check.ts';
import { checkManyAnswer } from '../answers/check-many.ts';
import { type DrawChoice, chooseDraw } from '../answers/draw-choice.ts';
import type { LiveOutcome } from '../answers/outcome.ts';
import type { LiveEndpoint, ParamsOf } from '../contract/endpoints.ts';
import { ENDPOINTS } from '../contract/endpoints.ts';
import { thaiDate } from '../draws/thai-time.ts';
import { lottery } from '../registry/index.ts';
import { type HttpResult, answerResult, jsonResult } from './http-result.ts';
import type { LatestSource } from '../published/latest-source.ts';

/** A live endpoint's answer to a valid request (route() has parsed it), from the published tree. */
export type LiveAnswer<E extends LiveEndpoint> = (source: LatestSource, params: ParamsOf<E>) => HttpResult;

/**
 * The answer function of every live endpoint of the table (endpoints.ts): the compiler fails when
 * a live entry has none. Each reads the latest-draw files (or, with `date`, the lottery's draw
 * archive, C9.4) and sets its entry's cache policy, errors included.
 */
export const LIVE_ANSWERS: { readonly [E in LiveEndpoint]: LiveAnswer<E> } = {
  // C1.2, C5: the lottery's latest draw, matched against the number; C9.4: or the draw of `date`.
  check: (source, params) => {
    const def = lottery(params.lottery);
    if (params.date === null) {
      const answer = checkAnswer(def, source.latest(params.lottery), params, source.index().site);
      return answerResult(answer.status, checkJson(answer.body), ENDPOINTS.check.cache);
    }
    const choice = datedDraw(source, params, params.date);
    if (!choice.ok) return jsonResult(choice.answer, ENDPOINTS.check.cache);
    const answer = checkAnswer(def, choice.draw, params, source.index().site);
    return answerResult(answer.status, checkJson(answer.body), ENDPOINTS.check.cache);
  },
  // C9.4: many numbers against the latest draw or the draw of `date`.
  'check-many': (source, params) => {
    const cache = ENDPOINTS['check-many'].cache;
    const def = lottery(params.lottery);
    const choice: DrawChoice | null = params.date === null ? null : datedDraw(source, params, params.date);
    if (choice && !choice.ok) return jsonResult(choice.answer, cache);
    const draw = choice ? choice.draw : source.latest(params.lottery);
    const answer = checkManyAnswer(def, draw, params, source.index().site);
    return answerResult(answer.status, checkJson(answer.body), cache);
  },
};

/** Answers a live outcome of route() with its endpoint's function (the functions and the local server). */
export function liveAnswer(source: LatestSource, outcome: LiveOutcome): HttpResult {
  return (LIVE_ANSWERS[outcome.endpoint] as LiveAnswer<LiveEndpoint>)(source, outcome.params as never);
}

/**
 * The draw a dated check reads (C9.4), judged against today in Thai time when the request is
 * answered: the clock is read only for a request with `date`.
 */
function datedDraw(source: LatestSource, params: ParamsOf<LiveEndpoint>, date: string): DrawChoice {
  return chooseDraw(lottery(params.lottery), params.lang, date, thaiDate(new Date()), source.archive(params.lottery));
}

/**
 * The text of a /check body. `serialize` walks every value looking for the build's pre-rendered
 * pieces (RawJson), which a live answer never holds, and that walk cost about half of the
 * serialization on the hot path; plain `JSON.stringify` gives the same bytes for such a body
 * (check-handler.test.ts holds the two equal).
 */
export function checkJson(body: object): string {
  return JSON.stringify(body);
}
