import type { LotteryId } from '../registry/index.ts';
import { importHanoiNormal } from './hanoi-normal.ts';
import { thaiSiteHanoiImporter } from './hanoi-thai-site.ts';
import { importLaoLottery } from './lao-lottery.ts';
import { importThaiGovernment } from './thai-government.ts';
import type { Importer } from './types.ts';

/**
 * The lotteries with historical data in ../shared/datasets, each read from the folder of the same
 * name (datasets/README.md). No dataset exists for the other 43 (datasets/README.md "Not found").
 */
export const IMPORTERS = {
  'thai-government': importThaiGovernment,
  'lao-lottery': importLaoLottery,
  'hanoi-normal': importHanoiNormal,
  'hanoi-special': thaiSiteHanoiImporter('hanoi-special'),
  'hanoi-vip': thaiSiteHanoiImporter('hanoi-vip'),
  'hanoi-adhoc': thaiSiteHanoiImporter('hanoi-adhoc'),
} as const satisfies Partial<Record<LotteryId, Importer>>;

export type ImportableLottery = keyof typeof IMPORTERS;

export function isImportable(value: string): value is ImportableLottery {
  return Object.hasOwn(IMPORTERS, value);
}
