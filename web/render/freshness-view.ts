import type { LotteryStatusJson } from '../../pipeline/contract/lotteries-body.ts';
import { displayName } from '../../pipeline/draws/localize.ts';
import type { Lang } from '../../pipeline/registry/langs.ts';
import {
  CURRENT_TEXT_ATTRIBUTE,
  FRESHNESS_ATTRIBUTE,
  MISSING_ATTRIBUTE,
  MISSING_MANY_TEXT_ATTRIBUTE,
  MISSING_TEXT_ATTRIBUTE,
  RESULT_AT_ATTRIBUTE,
} from '../lib/freshness.ts';
import { freshnessTemplate, freshnessText } from '../texts/freshness-texts.ts';
import { type Html, html, raw } from './html.ts';

/**
 * A lottery's freshness line on its card and its page (issue 11 item 6): the date of the newest
 * stored draw, written at build time, and a slot that web/scripts/freshness.ts fills at view
 * time with how many scheduled draws since have passed their result time (from `/lotteries`'
 * `nextDraws` of the same build). Nothing for a lottery without a stored draw.
 */
export function freshnessLine(status: LotteryStatusJson, lang: Lang): Html | null {
  if (!status.latestDraw) return null;
  const attrs = raw(
    [
      FRESHNESS_ATTRIBUTE,
      attr(RESULT_AT_ATTRIBUTE, status.nextDraws.map((d) => d.resultAt).join(' ')),
      attr(MISSING_TEXT_ATTRIBUTE, freshnessTemplate(lang, 'freshness.missing')),
      attr(MISSING_MANY_TEXT_ATTRIBUTE, freshnessTemplate(lang, 'freshness.missing-many')),
      attr(CURRENT_TEXT_ATTRIBUTE, freshnessTemplate(lang, 'freshness.current')),
    ].join(' '),
  );
  const newest = freshnessText(lang, 'freshness.newest', { date: displayName(status.latestDraw.drawDate, lang) });
  return html`<p class="freshness small" ${attrs}>${newest} <span ${raw(MISSING_ATTRIBUTE)}></span></p>`;
}

/** `name="value"` with the value escaped as every interpolation of `html` is. */
function attr(name: string, value: string): string {
  return `${name}="${html`${value}`.text}"`;
}
