import { type Lang, type LotteryDef, format } from '../registry/index.ts';
import type { ErrorResponse } from '../contract/schemas/index.ts';
import { type Answer, errorAnswer } from './answer.ts';

/** C2.7: a valid lottery with no stored draw answers 404 naming it, on every data endpoint. */
export function noDataAnswer(def: LotteryDef, lang: Lang): Answer<ErrorResponse> {
  return errorAnswer(404, format(lang, 'error.no-data', { lottery: def.names[lang], slug: def.id }));
}
