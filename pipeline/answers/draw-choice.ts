import { type Lang, type LotteryDef, format } from '../registry/index.ts';
import type { ErrorResponse } from '../contract/schemas/index.ts';
import type { DrawIndex, NearestDates } from '../draws/draw-archive.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { CheckedDraw } from './check.ts';
import { noDataAnswer } from './no-data.ts';

/** The draw a check with `date` is made against, or the error that answers instead. */
export type DrawChoice = { readonly ok: true; readonly draw: CheckedDraw } | { readonly ok: false; readonly answer: Answer<ErrorResponse> };

/**
 * C9.4: the stored draw of `date` (already a calendar date, C2). A date after `today` (the Thai
 * calendar date when the request arrived) is a 400; a lottery without data is C2.7's 404; a date
 * without a stored draw is a 404 naming the nearest stored dates before and after it.
 */
export function chooseDraw(def: LotteryDef, lang: Lang, date: string, today: string, archive: DrawIndex | null): DrawChoice {
  if (date > today) return { ok: false, answer: errorAnswer(400, format(lang, 'error.future-date', { date, today })) };
  if (archive === null) return { ok: false, answer: noDataAnswer(def, lang) };
  const draw = archive.draw(date);
  if (draw) return { ok: true, draw };
  return { ok: false, answer: noDrawAnswer(def, lang, date, archive.nearest(date)) };
}

/** The 404 of a date without a stored draw, naming the stored dates nearest to it (C9.4). */
export function noDrawAnswer(def: LotteryDef, lang: Lang, date: string, { before, after }: NearestDates): Answer<ErrorResponse> {
  const nearest =
    before !== null && after !== null
      ? format(lang, 'date.nearest-both', { before, after })
      : before !== null
        ? format(lang, 'date.nearest-before', { before })
        : format(lang, 'date.nearest-after', { after: after ?? '' });
  return errorAnswer(404, format(lang, 'error.no-draw-on-date', { lottery: def.names[lang], slug: def.id, date, nearest }));
}
