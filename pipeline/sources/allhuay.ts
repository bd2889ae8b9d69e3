import type { HTMLElement } from 'node-html-parser';
import { parseHtmlPage } from './html-page.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { type LotteryDef, type PrizeSlug, eraFor } from '../registry/index.ts';
import { type HttpDeps, httpText, sourceFailures } from './http-client.ts';
import { digitsOf, notDrawnYet, pickDraws, prize, tablePrizes, withoutTrailingSlashes } from './live-kit.ts';
import { thaiTextDate } from './thai-date.ts';
import type { Source, SourceAnswer, SourceDraw, SourcePrize } from './types.ts';

/** DOMAIN 5.1 / PROVENANCE 1.4; `ALLHUAY_URL` overrides it (a test server). */
export const ALLHUAY_DEFAULT_BASE_URL = 'https://www.allhuay.com';

/** The column and item labels of the page (PROVENANCE 1.4), and the prize each one is. */
const LABELS: ReadonlyArray<readonly [string, PrizeSlug, number]> = [
  ['รางวัลที่ 1', 'first-prize', 0], // the headline, on some lotteries only; its width is the lottery's
  ['3 ตัวบน', 'last-three-digit', 3],
  ['2 ตัวบน', 'upper-two-digit', 2],
  ['2 ตัวล่าง', 'last-two-digit', 2],
];

interface Cell {
  readonly label: string;
  readonly value: string;
  readonly field: string;
}

/**
 * allhuay.com `/lotto/<slug>` (PROVENANCE 1.4), the aggregator listing every daily lottery: one GET
 * per run. The page is checked to be the lottery's own (`link[rel=canonical]` ends in its slug),
 * then read in two places: the hero (`#lotto-latest-results`, the latest draw: the date in
 * `h1.result-header-title`, one `.result-item` per number) and the history table
 * (`#lotto-history-table`, the 23 draws before it, columns found by their header text, so the
 * extra "รางวัลที่ 1" column some lotteries have is read too). Numbers are stored as published:
 * 3 ตัวบน, 2 ตัวบน, 2 ตัวล่าง (DOMAIN 4); 2 ตัวบน, when a hero omits it, is the last two digits of
 * 3 ตัวบน (both are the headline's tail), and where both are shown they must agree; with a
 * "รางวัลที่ 1" column, 4 ตัว is its last four digits (DOMAIN 4.2). Draws on the
 * dates asked (a missed run is caught up from the table) and any newer are offered; the source is
 * not official (C4.11: a draw only it gave is marked in the store).
 */
export function allhuaySource(options: { readonly baseUrl: string; readonly slug: string; readonly http: HttpDeps }): Source {
  const pageUrl = `${options.baseUrl}/lotto/${options.slug}`;
  return {
    id: 'allhuay',
    async fetch(def: LotteryDef, dates: readonly string[]): Promise<SourceAnswer> {
      const url = `GET ${pageUrl}`;
      const context: SourceContext = { source: 'allhuay', url, lottery: def.id, draw: dates[0] ?? null };
      const answer = await httpText({ method: 'GET', url: pageUrl, accept: 'text/html' }, options.http, sourceFailures(context));
      const found = readAllhuayPage(answer.text, options.slug, url, context);
      const notes: string[] = [];
      const draws: SourceDraw[] = found.map((d) => {
        const table = tablePrizes(def, d.date, d.prizes);
        notes.push(...table.notes);
        return { ...d, prizes: headlineOfTableWidth(def, d.date, table.prizes, notes) };
      });
      const picked = pickDraws(draws, dates, 'allhuay');
      return {
        source: 'allhuay',
        lottery: def.id,
        url,
        official: false,
        draws: picked.draws,
        notes: [...picked.notes, ...notes.filter((n) => picked.draws.some((d) => n.startsWith(d.date)))],
      };
    },
  };
}

/** Every draw the page shows, the hero's first; a page not in the recorded layout is a SourceShapeError. */
export function readAllhuayPage(html: string, slug: string, url: string, context: SourceContext): SourceDraw[] {
  const root = parseHtmlPage(html, context);
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical === undefined) throw new SourceShapeError(context, 'link[rel=canonical]', 'missing: the page layout changed');
  if (!withoutTrailingSlashes(canonical).endsWith(`/lotto/${slug}`)) {
    throw new SourceShapeError(context, 'link[rel=canonical]', `${canonical} is not the page of ${slug}: another lottery's page`);
  }

  const hero = root.querySelector('#lotto-latest-results');
  const title = hero?.querySelector('h1.result-header-title');
  if (!hero || !title)
    throw new SourceShapeError(context, '#lotto-latest-results h1.result-header-title', 'missing: the page layout changed');
  const heroDate = thaiTextDate(title.text);
  if (heroDate === null)
    throw new SourceShapeError(
      context,
      '#lotto-latest-results h1.result-header-title',
      `${JSON.stringify(title.text.trim())} has no Thai date`,
    );
  const heroCells = hero.querySelectorAll('.result-item').map((item) => {
    const label = item.querySelector('.result-item-label')?.text.trim() ?? '';
    return { label, value: item.querySelector('.result-item-value')?.text ?? '', field: `#lotto-latest-results .result-item "${label}"` };
  });
  // The ref names the request and the draw, not its place on the page: the hero's draw moves into
  // the table the next day, and a ref must stay the same for the same draw (C8.1).
  const draws: SourceDraw[] = [
    readCells(heroCells, heroDate, `${url} (${heroDate})`, '#lotto-latest-results', { ...context, draw: heroDate }),
  ];

  const table = root.querySelector('#lotto-history-table table');
  if (!table) throw new SourceShapeError(context, '#lotto-history-table table', 'missing: the page layout changed');
  const headers = table.querySelectorAll('thead th').map((th) => th.text.trim());
  table.querySelectorAll('tbody tr').forEach((tr, i) => {
    const tds = tr.querySelectorAll('td');
    const field = `#lotto-history-table tbody tr[${i}]`;
    const date = thaiTextDate(cellText(tds[0]));
    if (date === null) throw new SourceShapeError(context, `${field} td[0]`, `${JSON.stringify(cellText(tds[0]).trim())} has no Thai date`);
    const cells = headers.slice(1).map((label, k) => ({ label, value: cellText(tds[k + 1]), field: `${field} td[${k + 1}] "${label}"` }));
    draws.push(readCells(cells, date, `${url} (${date})`, field, { ...context, draw: date }));
  });
  // The hero's draw is the table's first row too: the update keeps one copy, or refuses the page
  // when the two disagree (ingest/one-draw-per-date.ts).
  return draws;
}

function cellText(el: HTMLElement | undefined): string {
  return el?.text ?? '';
}

function readCells(cells: readonly Cell[], date: string, ref: string, field: string, context: SourceContext): SourceDraw {
  const prizes: SourcePrize[] = [];
  let known = 0;
  for (const cell of cells) {
    const label = LABELS.find(([l]) => cell.label.replace(/\s+/g, ' ') === l);
    if (!label) continue; // a column this service does not store (odd/even, sums)
    known += 1;
    if (notDrawnYet(cell.value)) continue;
    const [, slug, width] = label;
    const value =
      width === 0
        ? digitsOf(cell.value, cell.value.trim().length || 1, cell.field, context)
        : digitsOf(cell.value, width, cell.field, context);
    prizes.push(prize(slug, value, cell.field));
  }
  if (known === 0)
    throw new SourceShapeError(context, field, `none of ${LABELS.map(([l]) => `"${l}"`).join(', ')} is shown: the page layout changed`);
  const get = (slug: PrizeSlug) => prizes.find((p) => p.slug === slug);
  const three = get('last-three-digit');
  const first = get('first-prize');
  if (first && three && (first.numbers[0] ?? '').slice(-3) !== three.numbers[0]) {
    throw new SourceShapeError(context, three.field, `${three.numbers[0]} is not the last 3 digits of รางวัลที่ 1 ${first.numbers[0]}`);
  }
  const two = get('upper-two-digit');
  if (three && two && (three.numbers[0] ?? '').slice(-2) !== two.numbers[0]) {
    throw new SourceShapeError(context, two.field, `${two.numbers[0]} is not the last 2 digits of 3 ตัวบน ${three.numbers[0]}`);
  }
  if (three && !two) prizes.push(prize('upper-two-digit', (three.numbers[0] ?? '').slice(-2), `${three.field} (last 2 digits)`));
  // C4.1: 4 ตัว is the headline's last four digits (the whole headline when it has four, as
  // lao-lottery's has); kept only where the lottery's table has it.
  const headline = first?.numbers[0] ?? '';
  if (first && headline.length >= 4) prizes.push(prize('last-four-digit', headline.slice(-4), `${first.field} (last 4 digits)`));
  return { date, ref, field, prizes };
}

/**
 * "รางวัลที่ 1" has no fixed width on allhuay (the Lao development number is shown with 4, 5 or 6
 * digits by Thai sites, DOMAIN 4.1), while the registry fixes the headline's. A headline of another
 * width is left out with a note rather than refusing the whole page; its tails (3 ตัวบน, 4 ตัว) are
 * the same at any width and stay.
 */
function headlineOfTableWidth(def: LotteryDef, date: string, prizes: SourcePrize[], notes: string[]): SourcePrize[] {
  const first = prizes.find((p) => p.slug === 'first-prize');
  if (!first) return prizes;
  let digits: number | undefined;
  try {
    digits = eraFor(def, date).prizes.find((p) => p.slug === 'first-prize')?.digits;
  } catch {
    return prizes;
  }
  const n = first.numbers[0] ?? '';
  if (digits === undefined || n.length === digits) return prizes;
  notes.push(`${date}: รางวัลที่ 1 ${n} has ${n.length} digits, ${def.id}'s first-prize ${digits}; not stored`);
  return prizes.filter((p) => p !== first);
}
