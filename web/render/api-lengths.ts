import type { Lang } from '../../pipeline/registry/langs.ts';
import { LOTTERIES, type LotteryDef } from '../../pipeline/registry/lotteries.ts';
import { PARAM_SPECS } from '../../pipeline/contract/param-specs.ts';
import { checkLengths } from '../../pipeline/registry/lookup.ts';
import { joinList } from '../../pipeline/registry/messages.ts';
import { type PageTextKey, pageText } from '../texts/page-texts.ts';
import { type Child, type Html, html } from './html.ts';

/** The anchor of the table, which the `number` parameter's row links to. */
export const LENGTHS_ANCHOR = 'number-lengths';
/** The anchor of the table, which the `prize` parameter's row links to. */
export const PRIZES_ANCHOR = 'calculation-prizes';

/**
 * The developers page's tables of the values that depend on the lottery, read from the registry's
 * rules that the parameter parser applies (contract/param-specs.ts), so the page cannot say
 * otherwise than the API: each set of values with the lotteries that accept it.
 *   - the `number` lengths /check accepts (issue 13 item 6; registry/lookup.ts `checkLengths`);
 *   - the `prize` slugs /calculations accepts (C2.5, C6.1; the parser's own list, param-specs.ts).
 */
interface GroupedTable {
  readonly anchor: string;
  readonly className: string;
  readonly heading: PageTextKey;
  readonly intro: PageTextKey;
  readonly column: PageTextKey;
  readonly values: (def: LotteryDef) => readonly string[];
  readonly show: (lang: Lang, values: readonly string[]) => Child;
}

const LENGTHS: GroupedTable = {
  anchor: LENGTHS_ANCHOR,
  className: 'lengths',
  heading: 'api.lengths-heading',
  intro: 'api.lengths-intro',
  column: 'api.col-lengths',
  values: (def) => checkLengths(def).map(String),
  show: (lang, lengths) => joinList(lang, lengths),
};

const PRIZES: GroupedTable = {
  anchor: PRIZES_ANCHOR,
  className: 'prizes',
  heading: 'api.prizes-heading',
  intro: 'api.prizes-intro',
  column: 'api.col-prizes',
  // The values the parameter's parser lists for the lottery (the ones it accepts).
  values: (def) => PARAM_SPECS.prize.values?.(def) ?? [],
  show: (_lang, slugs) => slugs.map((slug, i) => [i > 0 ? ', ' : '', html`<code>${slug}</code>`]),
};

function groupedSection(table: GroupedTable, lang: Lang): Html {
  const groups = new Map<string, { values: readonly string[]; names: string[] }>();
  for (const def of LOTTERIES) {
    const values = table.values(def);
    const key = values.join(',');
    const group = groups.get(key) ?? { values, names: [] };
    group.names.push(def.names[lang]);
    groups.set(key, group);
  }
  const rows = [...groups.values()].sort((a, b) => a.values.join(',').localeCompare(b.values.join(',')));
  return html`<h3 id="${table.anchor}">${pageText(lang, table.heading)}</h3>
<p>${pageText(lang, table.intro)}</p>
<table class="${table.className}">
<thead><tr><th scope="col">${pageText(lang, table.column)}</th><th scope="col">${pageText(lang, 'api.col-lotteries')}</th></tr></thead>
<tbody>${rows.map((g) => html`<tr><th scope="row">${table.show(lang, g.values)}</th><td>${g.names.join(', ')}</td></tr>`)}</tbody>
</table>`;
}

/** The table of the `number` lengths /check accepts. */
export const lengthsSection = (lang: Lang): Html => groupedSection(LENGTHS, lang);

/** The table of the `prize` values /calculations accepts. */
export const prizesSection = (lang: Lang): Html => groupedSection(PRIZES, lang);

/** The `number` parameter's allowed values: every accepted length, and a link to the table. */
export function numberAllowed(lang: Lang): Html {
  const all = [...new Set(LOTTERIES.flatMap((def) => checkLengths(def)))].sort((a, b) => a - b);
  return html`<a href="#${LENGTHS_ANCHOR}">${pageText(lang, 'api.number-allowed', { lengths: joinList(lang, all.map(String)) })}</a>`;
}

/** The `prize` parameter's allowed values: they depend on the lottery, and a link to the table. */
export function prizeAllowed(lang: Lang): Html {
  return html`<a href="#${PRIZES_ANCHOR}">${pageText(lang, 'api.prize-allowed')}</a>`;
}
