import { ImportError } from '../errors/import-error.ts';
import { type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import { isCalendarDate } from '../registry/calendar-date.ts';
import { type DraftPrize, buildDraw } from './build-draw.ts';
import { readText } from './text-file.ts';
import type { Importer, Notice } from './types.ts';
import { type Upstream, stagedPath, upstreamRef } from './upstream.ts';

/**
 * The 17 daily lotteries staged from knotji/roodlab's `data/history/<slug>.json`: a rolling window
 * of the latest 100 days that its sync job scraped from the aggregator allhuay.com (each folder's
 * PROVENANCE.md). The slug is allhuay's (DOMAIN 5.1); the commit is the one each PROVENANCE.md
 * names (two snapshots of the same repository).
 */
const COMMIT_0827 = '1774a4af801b175b12030e3ec220c0f7c65ff0fa';
const COMMIT_0829 = '2082a02a42972bbcee3656486bfbecd28deed499';

export const ROODLAB_FILES = {
  'lao-star': ['laostars', COMMIT_0827],
  'lao-vip': ['laosvip', COMMIT_0827],
  'lao-star-vip': ['laostarsvip', COMMIT_0827],
  'lao-hd': ['laoshd', COMMIT_0827],
  'lao-tv': ['laotv', COMMIT_0827],
  'lao-asean': ['laosasean', COMMIT_0827],
  'lao-union-vip': ['laounionvip', COMMIT_0827],
  'lao-extra': ['laoextra', COMMIT_0829],
  'lao-citizen': ['laocitizen', COMMIT_0829],
  'lao-santipap': ['laosantipap', COMMIT_0829],
  'lao-patuxay': ['laopatuxay', COMMIT_0829],
  'hanoi-asean': ['hanoiasean', COMMIT_0829],
  'hanoi-star': ['minhngocstar', COMMIT_0827],
  'hanoi-tv': ['minhngoctv', COMMIT_0827],
  'hanoi-redcross': ['xosoredcross', COMMIT_0827],
  'hanoi-develop': ['xosodevelop', COMMIT_0827],
  'hanoi-extra': ['xosoextra', COMMIT_0827],
} as const satisfies Partial<Record<LotteryId, readonly [string, string]>>;
export type RoodlabLottery = keyof typeof ROODLAB_FILES;

export function roodlabUpstream(id: RoodlabLottery): Upstream {
  const [slug, commit] = ROODLAB_FILES[id];
  return { repo: 'knotji/roodlab', commit, path: `data/history/${slug}.json` };
}

/** The three numbers of a draw and their widths, in the order the file gives them (PROVENANCE "Fields per draw"). */
const FIELDS = [
  ['top3', 'last-three-digit', 3],
  ['top2', 'upper-two-digit', 2],
  ['bottom2', 'last-two-digit', 2],
] as const satisfies ReadonlyArray<readonly [string, PrizeSlug, number]>;

/** One day of the file that carries numbers. */
export interface RoodlabDraw {
  readonly index: number;
  readonly date: string;
  readonly ref: string;
  readonly prizes: Partial<Record<PrizeSlug, DraftPrize>>;
}

export interface RoodlabFile {
  readonly draws: readonly RoodlabDraw[];
  /** Days listed without any number (`completeness: partial`): not draws (PROVENANCE "Defects"). */
  readonly notices: readonly Notice[];
}

/**
 * Parses a roodlab history file. Numbers are kept exactly as given (digits as text); a number of
 * the wrong width, a date that is not a calendar date, a second entry for a date, a file or an entry
 * of another lottery, an entry whose id names another date, or an entry marked complete that lacks
 * a number is an ImportError naming the file, the lottery, the draw and the field, and the
 * import stops before anything is written (C8.3). A day without numbers is reported, not stored.
 */
export function parseRoodlab(id: RoodlabLottery, file: string, text: string): RoodlabFile {
  const upstream = roodlabUpstream(id);
  const [slug] = ROODLAB_FILES[id];
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (cause) {
    throw new ImportError(file, null, '(file)', `${id}: not JSON: ${(cause as Error).message}`, { cause });
  }
  if (!isRecord(root) || !Array.isArray(root['draws']))
    throw new ImportError(file, null, 'draws', `${id}: expected an object with a "draws" array`);
  if (root['lotteryId'] !== slug)
    throw new ImportError(file, null, 'lotteryId', `${id}: expected "${slug}", found ${JSON.stringify(root['lotteryId'])}`);
  const seen = new Set<string>();
  const draws: RoodlabDraw[] = [];
  const notices: Notice[] = [];
  root['draws'].forEach((entry: unknown, index: number) => {
    const at = `draws[${index}]`;
    if (!isRecord(entry)) throw new ImportError(file, null, at, `${id}: expected an object`);
    const date = entry['drawDate'];
    if (typeof date !== 'string' || !isCalendarDate(date)) {
      throw new ImportError(file, null, `${at}.drawDate`, `${id}: ${JSON.stringify(date)} is not a calendar date YYYY-MM-DD`);
    }
    if (seen.has(date)) throw new ImportError(file, null, `${at}.drawDate`, `${id} draw ${date}: a second entry for this date`);
    seen.add(date);
    // The entry's own names, where it gives them, must be this file's lottery and this date.
    if (entry['lotteryId'] !== undefined && entry['lotteryId'] !== slug) {
      throw new ImportError(
        file,
        null,
        `${at}.lotteryId`,
        `${id} draw ${date}: expected "${slug}", found ${JSON.stringify(entry['lotteryId'])}`,
      );
    }
    if (entry['id'] !== undefined && entry['id'] !== `${slug}-${date}`) {
      throw new ImportError(file, null, `${at}.id`, `${id} draw ${date}: expected "${slug}-${date}", found ${JSON.stringify(entry['id'])}`);
    }
    const ref = `${upstreamRef(upstream)} ${at}${typeof entry['sourceUrl'] === 'string' ? ` (${entry['sourceUrl']})` : ''}`;
    const prizes: Partial<Record<PrizeSlug, DraftPrize>> = {};
    for (const [key, slug, digits] of FIELDS) {
      const value = entry[key];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' || !new RegExp(`^[0-9]{${digits}}$`).test(value)) {
        throw new ImportError(file, null, `${at}.${key}`, `${id} draw ${date}: ${JSON.stringify(value)} is not ${digits} digits`);
      }
      prizes[slug] = { numbers: [value] };
    }
    const missing = FIELDS.filter(([, slug]) => prizes[slug] === undefined).map(([key]) => key);
    if (entry['completeness'] === 'complete' && missing.length > 0) {
      throw new ImportError(file, null, `${at}.${missing[0]}`, `${id} draw ${date}: marked complete without ${missing.join(', ')}`);
    }
    if (Object.keys(prizes).length === 0) {
      notices.push({
        kind: 'skipped',
        ref,
        date,
        message: `${date} has no numbers (completeness ${String(entry['completeness'])}): a day without numbers is not a draw`,
      });
      return;
    }
    draws.push({ index, date, ref, prizes });
  });
  return { draws, notices };
}

/** The importer of one roodlab lottery: every day with numbers becomes a draw from `dataset:roodlab`. */
export function roodlabImporter(id: RoodlabLottery): Importer {
  return async (folder, context) => {
    const def = lottery(id);
    const file = stagedPath(folder, roodlabUpstream(id));
    const parsed = parseRoodlab(id, file, await readText(file));
    const draws = [...parsed.draws]
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((d) =>
        buildDraw(
          def,
          {
            date: d.date,
            prizes: d.prizes,
            sources: [{ source: 'dataset:roodlab', ref: d.ref, prizes: Object.keys(d.prizes) as PrizeSlug[] }],
            origin: { file: `${file} draws[${d.index}]`, line: null },
          },
          context.today,
        ),
      );
    return { lottery: id, draws, notices: [...parsed.notices], disagreements: [], pairs: [] };
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
