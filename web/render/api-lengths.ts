import type { Lang } from '../../pipeline/registry/langs.ts';
import { LOTTERIES } from '../../pipeline/registry/lotteries.ts';
import { checkLengths } from '../../pipeline/registry/lookup.ts';
import { joinList } from '../../pipeline/registry/messages.ts';
import { pageText } from '../texts/page-texts.ts';
import { type Html, html } from './html.ts';

/** The anchor of the table, which the `number` parameter's row links to. */
export const LENGTHS_ANCHOR = 'number-lengths';

/**
 * The developers page's table of the `number` lengths /check accepts (issue 13 item 6): the
 * registry's rule that the parser applies (registry/lookup.ts `checkLengths`, read by
 * contract/param-specs.ts), each set of lengths with the lotteries that accept it, so the page
 * cannot say otherwise than the API.
 */
export function lengthsSection(lang: Lang): Html {
  const groups = new Map<string, { lengths: readonly number[]; names: string[] }>();
  for (const def of LOTTERIES) {
    const lengths = checkLengths(def);
    const key = lengths.join(',');
    const group = groups.get(key) ?? { lengths, names: [] };
    group.names.push(def.names[lang]);
    groups.set(key, group);
  }
  const rows = [...groups.values()].sort((a, b) => a.lengths.join(',').localeCompare(b.lengths.join(',')));
  return html`<h3 id="${LENGTHS_ANCHOR}">${pageText(lang, 'api.lengths-heading')}</h3>
<p>${pageText(lang, 'api.lengths-intro')}</p>
<table class="lengths">
<thead><tr><th scope="col">${pageText(lang, 'api.col-lengths')}</th><th scope="col">${pageText(lang, 'api.col-lotteries')}</th></tr></thead>
<tbody>${rows.map((g) => html`<tr><th scope="row">${joinList(lang, g.lengths.map(String))}</th><td>${g.names.join(', ')}</td></tr>`)}</tbody>
</table>`;
}

/** The `number` parameter's allowed values: every accepted length, and a link to the table. */
export function numberAllowed(lang: Lang): Html {
  const all = [...new Set(LOTTERIES.flatMap((def) => checkLengths(def)))].sort((a, b) => a - b);
  return html`<a href="#${LENGTHS_ANCHOR}">${pageText(lang, 'api.number-allowed', { lengths: joinList(lang, all.map(String)) })}</a>`;
}
