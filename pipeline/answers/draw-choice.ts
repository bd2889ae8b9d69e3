import { type Lang, type LotteryDef, format } from '../registry/index.ts';
import type { ErrorResponse } from '../contract/schemas/index.ts';
import type { DrawIndex, NearestDates } from '../draws/draw-archive.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { CheckedDraw } from './check.ts';
import { noDataAnswer } from './no-data.ts';

/** The draw a check with `date` is made against, or the error that answers instead. */
export type DrawChoice = { readonly ok: true; readonly draw: CheckedDraw } | { readonly ok: false; readonly answer: Answer<ErrorResponse> };

/**
 * C9.4: the stored draw of `date` (already a calendar date, C2). A lottery without data is C2.7's
 * 404; any other date without a stored draw is a 404 naming the nearest stored dates before and
 * after it ("an unknown date"), one after `today` (the Thai calendar date when the request arrived)
 * saying so.
 */
export function chooseDraw(def: LotteryDef, lang: Lang, date: string, today: string, archive: DrawIndex | null): DrawChoice {
  if (archive === null) return { ok: false, answer: noDataAnswer(def, lang) };
  const draw = date > today ? undefined : archive.draw(date);
  if (draw) return { ok: true, draw };
  const nearest = archive.nearest(date);
  if (date > today) {
    return { ok: false, answer: errorAnswer(404, `${format(lang, 'error.future-date', { date, today })} ${nearestText(lang, nearest)}`) };
  }
  return { ok: false, answer: noDrawAnswer(def, lang, date, nearest) };
}

/** The 404 of a date without a stored draw, naming the stored dates nearest to it (C9.4). */
export function noDrawAnswer(def: LotteryDef, lang: Lang, date: string, nearest: NearestDates): Answer<ErrorResponse> {
  return errorAnswer(
    404,
    format(lang, 'error.no-draw-on-date', { lottery: def.names[lang], slug: def.id, date, nearest: nearestText(lang, nearest) }),
  );
}

function nearestText(lang: Lang, { before, after }: NearestDates): string {
  return before !== null && after !== null
    ? format(lang, 'date.nearest-both', { before, after })
    : before !== null
      ? format(lang, 'date.nearest-before', { before })
      : format(lang, 'date.nearest-after', { after: after ?? '' });
}
