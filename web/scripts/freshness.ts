// The template filler alone, not the page texts: this bundle carries its texts in the markup.
import { fillPlaceholders } from '../../pipeline/registry/template.ts';
import {
  CURRENT_TEXT_ATTRIBUTE,
  FRESHNESS_ATTRIBUTE,
  MISSING_ATTRIBUTE,
  MISSING_MANY_TEXT_ATTRIBUTE,
  MISSING_TEXT_ATTRIBUTE,
  RESULT_AT_ATTRIBUTE,
  missingDraws,
  parseResultAt,
} from '../lib/freshness.ts';

/**
 * Fills every freshness line of the page (cards, lottery page) with how many scheduled draws
 * after the newest stored one have passed their result time by the viewer's clock (issue 11
 * item 6). The page states the newest draw's date without JavaScript; this only adds the count.
 */
function start(): void {
  const now = Date.now();
  for (const line of document.querySelectorAll<HTMLElement>(`[${FRESHNESS_ATTRIBUTE}]`)) {
    const slot = line.querySelector<HTMLElement>(`[${MISSING_ATTRIBUTE}]`);
    if (!slot) continue;
    const missing = missingDraws(parseResultAt(line.getAttribute(RESULT_AT_ATTRIBUTE)), now);
    const template =
      line.getAttribute(
        missing.count === 0 ? CURRENT_TEXT_ATTRIBUTE : missing.atLeast ? MISSING_MANY_TEXT_ATTRIBUTE : MISSING_TEXT_ATTRIBUTE,
      ) ?? '';
    slot.textContent = fillPlaceholders(template, { count: missing.count }, 'freshness');
    slot.dataset['count'] = String(missing.count);
    line.classList.toggle('stale', missing.count > 0);
  }
}

start();
