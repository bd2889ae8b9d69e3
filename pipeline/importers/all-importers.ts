import type { LotteryId } from '../registry/index.ts';
import { importHanoiNormal } from './hanoi-normal.ts';
import { thaiSiteHanoiImporter } from './hanoi-thai-site.ts';
import { importLaoLottery } from './lao-lottery.ts';
import { ROODLAB_FILES, type RoodlabLottery, roodlabImporter } from './roodlab.ts';
import { importThaiGovernment } from './thai-government.ts';
import type { Importer } from './types.ts';

const ROODLAB_IMPORTERS = Object.fromEntries(
  (Object.keys(ROODLAB_FILES) as RoodlabLottery[]).map((id) => [id, roodlabImporter(id)]),
) as Record<RoodlabLottery, Importer>;

/**
 * The lotteries with historical data in ../shared/datasets, each read from the folder of the same
 * name (datasets/README.md): 23 of the 49. No dataset exists for the other 26 (datasets/README.md
 * "Not found").
 */
export const IMPORTERS = {
  'thai-government': importThaiGovernment,
  'lao-lottery': importLaoLottery,
  'hanoi-normal': importHanoiNormal,
  'hanoi-special': thaiSiteHanoiImporter('hanoi-special'),
  'hanoi-vip': thaiSiteHanoiImporter('hanoi-vip'),
  'hanoi-adhoc': thaiSiteHanoiImporter('hanoi-adhoc'),
  ...ROODLAB_IMPORTERS,
} as const satisfies Partial<Record<LotteryId, Importer>>;

export type ImportableLottery = keyof typeof IMPORTERS;

export function isImportable(value: string): value is ImportableLottery {
  return Object.hasOwn(IMPORTERS, value);
}
