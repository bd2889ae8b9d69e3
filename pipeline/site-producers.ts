import { downloadOutputs } from './publish/download-outputs.ts';
import { type LotteryOutputs, dataOutputs } from './publish/outputs.ts';
import type { SiteAssets } from '../web/render/assets.ts';
import { pageProducers } from '../web/render/page-outputs.ts';
import { absoluteUrl, pagePath } from '../web/render/page-paths.ts';

/** The API's per-lottery producers (every JSON answer and download of one lottery), in the order their files are listed. */
export const LOTTERY_OUTPUTS: readonly LotteryOutputs[] = [
  dataOutputs,
  downloadOutputs((site, lottery, lang) => absoluteUrl(site, pagePath({ kind: 'lottery', lottery }, lang))),
];

/**
 * Every per-lottery producer of the site for a bundle of client code: the API's, then the pages'.
 * The build's render workers call this with the bundle's description (render-pool.ts: producers
 * cannot cross threads, their data can), so both paths render with the same producers.
 */
export function lotteryOutputs(assets: SiteAssets): readonly LotteryOutputs[] {
  return [...LOTTERY_OUTPUTS, ...pageProducers(assets).lottery];
}

/** Where the render workers find `lotteryOutputs`. */
export const SITE_PRODUCERS_MODULE = import.meta.url;
