/**
 * The lottery and source ids, apart from their definitions (lotteries.ts) so that the registry's
 * own tables keyed by them (live-sources.ts, data-sources.ts) need not import lotteries.ts back.
 */

/** The 49 `lottery` values, exactly SPEC's list and in SPEC's order (a test compares them). */
export const LOTTERY_IDS = [
  'thai-government',
  'lao-lottery',
  'gsb-lottery',
  'hanoi-morning',
  'hanoi-asean',
  'hanoi-star',
  'hanoi-tv',
  'hanoi-redcross',
  'hanoi-adhoc',
  'hanoi-svip',
  'hanoi-special',
  'hanoi-union',
  'hanoi-normal',
  'hanoi-vip',
  'hanoi-develop',
  'hanoi-4d',
  'hanoi-late',
  'hanoi-extra',
  'lao-patuxay',
  'lao-santipap',
  'lao-citizen',
  'lao-extra',
  'lao-morning',
  'lao-development-morning',
  'lao-development-morning-vip',
  'lao-tv',
  'lao-mungkung',
  'lao-special-midday',
  'lao-special',
  'lao-plus',
  'lao-development-midday',
  'lao-sabaidee',
  'lao-kaownah',
  'lao-hd',
  'lao-jaroen',
  'lao-nakhonluang',
  'lao-munkong',
  'lao-star',
  'lao-niyom',
  'lao-rumruay',
  'lao-mongkol',
  'lao-super',
  'lao-asean',
  'lao-rungreung',
  'lao-vip',
  'lao-union-vip',
  'lao-star-vip',
  'lao-aiyara',
  'lao-redcross',
] as const;
export type LotteryId = (typeof LOTTERY_IDS)[number];
/** SPEC: "The default lottery everywhere is `thai-government`." */
export const DEFAULT_LOTTERY: LotteryId = 'thai-government';

export function isLotteryId(value: string): value is LotteryId {
  return (LOTTERY_IDS as readonly string[]).includes(value);
}

/**
 * Where draws of a lottery can come from. `glo-api` is the official GLO API (DOMAIN 1); `feed` is
 * the documented JSON feed an operator can point any lottery at; `manual` is `add-draw`; the
 * `dataset:*` ids are the historical importers of ../shared/datasets; the last four are the live
 * sources of registry/live-sources.ts (brand result APIs, xskt.com.vn, the allhuay.com aggregator).
 */
export const SOURCE_IDS = [
  'glo-api',
  'feed',
  'manual',
  'dataset:glo-archive',
  'dataset:vicha-w',
  'dataset:secretmans',
  'dataset:xsmb',
  'dataset:lao-sanook',
  'dataset:lekdee-lao',
  'dataset:lekdee-hanoi',
  'lao-brand-api',
  'hanoi-brand-api',
  'xskt',
  'allhuay',
  'dataset:roodlab',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];
