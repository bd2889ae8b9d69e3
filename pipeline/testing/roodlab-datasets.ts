import { join } from 'node:path';
import { ROODLAB_FILES, type RoodlabLottery, roodlabUpstream } from '../importers/roodlab.ts';
import { writeStaged } from './importer-fixtures.ts';

/*
 * Test support: knotji/roodlab history files (datasets/<lottery>/knotji__roodlab/data/history/<slug>.json)
 * in the upstream shape, with real values of 2026-08-24/25 from the staged files. Not a test file.
 */

/** One entry of a roodlab history file; without numbers for a day the aggregator shows none. */
export interface RoodlabEntry {
  readonly date: string;
  readonly numbers?: readonly [top3: string, top2: string, bottom2: string];
  readonly page?: number;
}

/** The history file as roodlab's sync job writes it: newest first, allhuay's slug and page per entry. */
export function roodlabJson(id: RoodlabLottery, entries: readonly RoodlabEntry[]): string {
  const [slug] = ROODLAB_FILES[id];
  const draws = [...entries]
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .map((e, i) => ({
      id: `${slug}-${e.date}`,
      lotteryId: slug,
      drawDate: e.date,
      ...(e.numbers ? { top3: e.numbers[0], top2: e.numbers[1], bottom2: e.numbers[2] } : {}),
      sourceUrl: `https://www.allhuay.com/lotto/${slug}${e.page && e.page > 1 ? `/page/${e.page}` : ''}`,
      source: i === 0 ? 'current-result' : 'historical-table',
      completeness: e.numbers ? 'complete' : 'partial',
    }));
  return `${JSON.stringify({ lotteryId: slug, syncedAt: '2026-08-27T08:27:41.767Z', source: 'AllHuay', draws }, null, 2)}\n`;
}

/** Real 3-top, 2-top and 2-bottom of 2026-08-24 and 2026-08-25 (datasets/<lottery>/knotji__roodlab). */
export const ROODLAB_VALUES: Readonly<
  Record<RoodlabLottery, readonly [readonly [string, string, string], readonly [string, string, string]]>
> = {
  'lao-star': [
    ['595', '95', '87'],
    ['047', '47', '02'],
  ],
  'lao-vip': [
    ['326', '26', '93'],
    ['980', '80', '79'],
  ],
  'lao-star-vip': [
    ['089', '89', '41'],
    ['674', '74', '93'],
  ],
  'lao-hd': [
    ['478', '78', '96'],
    ['506', '06', '59'],
  ],
  'lao-tv': [
    ['385', '85', '89'],
    ['171', '71', '13'],
  ],
  'lao-asean': [
    ['349', '49', '71'],
    ['743', '43', '92'],
  ],
  'lao-union-vip': [
    ['979', '79', '49'],
    ['557', '57', '25'],
  ],
  'lao-extra': [
    ['311', '11', '08'],
    ['440', '40', '20'],
  ],
  'lao-citizen': [
    ['805', '05', '80'],
    ['539', '39', '87'],
  ],
  'lao-santipap': [
    ['091', '91', '77'],
    ['927', '27', '35'],
  ],
  'lao-patuxay': [
    ['382', '82', '45'],
    ['872', '72', '49'],
  ],
  'hanoi-asean': [
    ['903', '03', '90'],
    ['586', '86', '36'],
  ],
  'hanoi-star': [
    ['102', '02', '18'],
    ['965', '65', '74'],
  ],
  'hanoi-tv': [
    ['575', '75', '00'],
    ['521', '21', '88'],
  ],
  'hanoi-redcross': [
    ['328', '28', '19'],
    ['664', '64', '71'],
  ],
  'hanoi-develop': [
    ['340', '40', '41'],
    ['248', '48', '36'],
  ],
  'hanoi-extra': [
    ['956', '56', '40'],
    ['389', '89', '67'],
  ],
};

/** Writes one lottery's roodlab file into `<root>/<lottery>/`; returns the folder. */
export async function writeRoodlab(root: string, id: RoodlabLottery, entries?: readonly RoodlabEntry[]): Promise<string> {
  const folder = join(root, id);
  const [d24, d25] = ROODLAB_VALUES[id];
  const given = entries ?? [
    { date: '2026-08-24', numbers: d24, page: 1 },
    { date: '2026-08-25', numbers: d25, page: 1 },
  ];
  await writeStaged(folder, roodlabUpstream(id), [], roodlabJson(id, given));
  return folder;
}

/** All 17 roodlab lotteries under one datasets root. */
export async function writeAllRoodlab(root: string): Promise<void> {
  for (const id of Object.keys(ROODLAB_FILES) as RoodlabLottery[]) await writeRoodlab(root, id);
}
