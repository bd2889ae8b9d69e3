import type { HTMLElement } from 'node-html-parser';
import { parseHtmlPage } from './html-page.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import type { LotteryDef } from '../registry/index.ts';
import { type HttpDeps, httpText, sourceFailures } from './http-client.ts';
import { digitsOf, fromHeadline, notDrawnYet, pickDraws, prize, tablePrizes, withoutTrailingSlashes } from './live-kit.ts';
import type { Source, SourceAnswer, SourceDraw, SourcePrize } from './types.ts';

/** PROVENANCE 1.1 (`DownloadHTML` of daominah/crawler_xsmb); `XSKT_URL` overrides it. */
export const XSKT_DEFAULT_BASE_URL = 'https://xskt.com.vn';

/**
 * xskt.com.vn's XSMB page (PROVENANCE 1.1), the official northern-Vietnam board relayed by a
 * results site: one GET per run; the page holds the last 7 draws, each a `div.box-ketqua` with a
 * link `/xsmb/ngay-D-M-YYYY` (the full date, so no year is guessed from the clock) and
 * `table.result`, whose rows are labelled by `td[title]`. Derived by DOMAIN 4.2: the headline is
 * ĐB ("Giải ĐB"), 4 ตัว / 3 ตัวบน / 2 ตัวบน its last 4/3/2 digits, 2 ตัวล่าง the last two of G1
 * ("Giải nhất"). Leading zeros are kept (09743).
 */
export function xsktSource(options: { readonly baseUrl: string; readonly path: string; readonly http: HttpDeps }): Source {
  const pageUrl = `${options.baseUrl}${options.path}`;
  return {
    id: 'xskt',
    async fetch(def: LotteryDef, dates: readonly string[]): Promise<SourceAnswer> {
      const url = `GET ${pageUrl}`;
      const context: SourceContext = { source: 'xskt', url, lottery: def.id, draw: dates[0] ?? null };
      const answer = await httpText({ method: 'GET', url: pageUrl, accept: 'text/html' }, options.http, sourceFailures(context));
      const notes: string[] = [];
      const draws = readXsktPage(answer.text, options.path, url, context).map((d) => {
        const table = tablePrizes(def, d.date, d.prizes);
        notes.push(...table.notes);
        return { ...d, prizes: table.prizes };
      });
      const picked = pickDraws(draws, dates, 'xskt');
      return {
        source: 'xskt',
        lottery: def.id,
        url,
        official: false,
        draws: picked.draws,
        notes: [...picked.notes, ...notes.filter((n) => picked.draws.some((d) => n.startsWith(d.date)))],
      };
    },
  };
}

/** Every draw of the page, newest first as shown; a page not in the recorded layout is a SourceShapeError. */
export function readXsktPage(html: string, path: string, url: string, context: SourceContext): SourceDraw[] {
  const root = parseHtmlPage(html, context);
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical !== undefined && !withoutTrailingSlashes(canonical).endsWith(path)) {
    throw new SourceShapeError(context, 'link[rel=canonical]', `${canonical} is not the ${path} page: another lottery's page`);
  }
  const draws: SourceDraw[] = [];
  root.querySelectorAll('div.box-ketqua').forEach((box, i) => {
    const table = box.querySelector('table.result');
    if (!table) return; // the page's other boxes (ticket checker, statistics)
    const field = `div.box-ketqua[${i}]`;
    const link = box.querySelectorAll('h2 a').find((a) => /\/ngay-\d{1,2}-\d{1,2}-\d{4}$/.test(a.getAttribute('href') ?? ''));
    const m = /ngay-(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(link?.getAttribute('href') ?? '');
    if (!m) throw new SourceShapeError(context, `${field} h2 a[href*=ngay-]`, 'no date link /xsmb/ngay-D-M-YYYY: the page layout changed');
    const date = `${m[3]}-${(m[2] as string).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`;
    const drawContext = { ...context, draw: date };
    const prizes: SourcePrize[] = [];
    const special = rowValue(table, 'Giải ĐB', `${field} td[title="Giải ĐB"]`, drawContext);
    if (!notDrawnYet(special)) prizes.push(...fromHeadline(digitsOf(special, 5, `${field} Giải ĐB`, drawContext), `${field} Giải ĐB`));
    const g1 = rowValue(table, 'Giải nhất', `${field} td[title="Giải nhất"]`, drawContext);
    if (!notDrawnYet(g1))
      prizes.push(
        prize('last-two-digit', digitsOf(g1, 5, `${field} Giải nhất`, drawContext).slice(-2), `${field} Giải nhất (last 2 digits)`),
      );
    // By request and date, not by box: the boxes shift by one every day (C8.1: a stable ref).
    draws.push({ date, ref: `${url} (${date})`, field, prizes });
  });
  if (draws.length === 0) throw new SourceShapeError(context, 'div.box-ketqua table.result', 'no result table: the page layout changed');
  return draws;
}

/** The text of the cell after `td[title=<title>]`. */
function rowValue(table: HTMLElement, title: string, field: string, context: SourceContext): string {
  const label = table.querySelectorAll('td').find((td) => td.getAttribute('title') === title);
  const cell = label?.nextElementSibling;
  if (!label || !cell) throw new SourceShapeError(context, field, 'missing: the page layout changed');
  return cell.text;
}
