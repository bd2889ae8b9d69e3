import type { LotteryId } from './ids.ts';

/*
 * Which live sources each lottery is fetched from by `update` (issue 11 item 5), primary first, with
 * the addresses recorded in ../shared/datasets/source-samples/PROVENANCE.md. This file has no
 * runtime import of lotteries.ts (lotteries.ts derives each lottery's `sources` from it).
 */

/** The live sources besides GLO, the feed and manual entry. */
export const LIVE_SOURCE_IDS = ['lao-brand-api', 'hanoi-brand-api', 'xskt', 'allhuay'] as const;
export type LiveSourceId = (typeof LIVE_SOURCE_IDS)[number];

/** One live source of one lottery: a brand API's own address, or an aggregator's slug. */
export type LiveSourceRef =
  | { readonly source: 'lao-brand-api'; readonly url: string }
  | { readonly source: 'hanoi-brand-api'; readonly url: string }
  | { readonly source: 'xskt'; readonly path: string }
  | { readonly source: 'allhuay'; readonly slug: string };

const lao = (url: string): LiveSourceRef => ({ source: 'lao-brand-api', url });
const hanoi = (url: string): LiveSourceRef => ({ source: 'hanoi-brand-api', url });
const allhuay = (slug: string): LiveSourceRef => ({ source: 'allhuay', slug });

/**
 * Per lottery, primary first. Brand APIs: PROVENANCE 1.2 and 1.3 (the `api.<site>/result` family).
 * allhuay slugs: DOMAIN 5.1 (the table, and its list of allhuay slugs for the rows without one).
 * lao-star-vip has no brand API here: `api.laostarsvip.com` answers a fingerprint challenge first
 * (PROVENANCE 1.2), which a polite single GET cannot pass.
 */
export const LIVE_SOURCES: Readonly<Partial<Record<LotteryId, readonly LiveSourceRef[]>>> = {
  'lao-lottery': [allhuay('laosdevelops')],
  'gsb-lottery': [allhuay('gsb')],
  'hanoi-morning': [allhuay('xsktvn')],
  'hanoi-asean': [hanoi('https://gg.hanoiasean.com/api/result'), allhuay('hanoiasean')],
  'hanoi-star': [hanoi('https://api.minhngocstar.com/result'), allhuay('minhngocstar')],
  'hanoi-tv': [hanoi('https://api.minhngoctv.com/result'), allhuay('minhngoctv')],
  'hanoi-redcross': [hanoi('https://api.xosoredcross.com/result'), allhuay('xosoredcross')],
  'hanoi-adhoc': [allhuay('xstachroi')],
  'hanoi-svip': [allhuay('xososvip')],
  'hanoi-special': [allhuay('xsthm')],
  'hanoi-union': [hanoi('https://api.xosounion.com/api/result'), allhuay('xosounion')],
  'hanoi-normal': [{ source: 'xskt', path: '/xsmb' }, allhuay('minhngoc')],
  'hanoi-vip': [allhuay('mlnhngo')],
  'hanoi-develop': [hanoi('https://api.xosodevelop.com/api/result'), allhuay('xosodevelop')],
  'hanoi-4d': [allhuay('ketqua4d')],
  'hanoi-late': [allhuay('xsdky')],
  'hanoi-extra': [hanoi('https://api.xosoextra.com/result'), allhuay('xosoextra')],
  'lao-patuxay': [lao('https://api.laopatuxay.com/result'), allhuay('laopatuxay')],
  'lao-santipap': [lao('https://api.laosantipap.com/result'), allhuay('laosantipap')],
  'lao-citizen': [lao('https://api.laocitizen.com/result'), allhuay('laocitizen')],
  'lao-extra': [lao('https://api.laoextra.com/result'), allhuay('laoextra')],
  'lao-morning': [allhuay('laochowlottery')],
  'lao-development-morning': [allhuay('laopattana-morning')],
  'lao-development-morning-vip': [allhuay('laospattana-morning-vip')],
  'lao-tv': [lao('https://api.lao-tv.com/result'), allhuay('laotv')],
  'lao-mungkung': [allhuay('laomungkung')],
  'lao-special-midday': [allhuay('laospecial')],
  'lao-special': [allhuay('laosspecial')],
  'lao-plus': [allhuay('laoplus')],
  'lao-development-midday': [allhuay('laopattanamidday')],
  'lao-sabaidee': [allhuay('laossabaidee')],
  'lao-kaownah': [allhuay('laokaownah')],
  'lao-hd': [lao('https://api.laoshd.com/api/result'), allhuay('laoshd')],
  'lao-jaroen': [allhuay('laojaroen')],
  'lao-nakhonluang': [allhuay('loasnakonluuang')],
  'lao-munkong': [allhuay('laomunkong')],
  'lao-star': [lao('https://api.laostars.com/result'), allhuay('laostars')],
  'lao-niyom': [allhuay('laosniyom')],
  'lao-rumruay': [allhuay('laorumruay')],
  'lao-mongkol': [allhuay('laomongkol')],
  'lao-super': [allhuay('laosuper')],
  'lao-asean': [lao('https://hi.lotterylaosasean.com/result'), allhuay('laosasean')],
  'lao-rungreung': [allhuay('laohungheuong')],
  'lao-vip': [allhuay('laosvip')],
  'lao-union-vip': [lao('https://api.laounionvip.com/result'), allhuay('laounionvip')],
  'lao-star-vip': [allhuay('laostarsvip')],
  'lao-aiyara': [allhuay('laosiyara')],
  'lao-redcross': [lao('https://api.lao-redcross.com/result'), allhuay('laoredcross')],
};

/** A lottery's live sources, primary first (none for thai-government: GLO is its source). */
export function liveSourcesOf(id: LotteryId): readonly LiveSourceRef[] {
  return LIVE_SOURCES[id] ?? [];
}

/** The distinct live source ids of a lottery, for its registry `sources`. */
export function liveSourceIds(id: LotteryId): readonly LiveSourceId[] {
  return [...new Set(liveSourcesOf(id).map((s) => s.source))];
}
