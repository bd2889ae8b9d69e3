import type { GlobalOutputs, LotteryOutputs } from '../../pipeline/publish/outputs.ts';
import { apiPages } from './api-page.ts';
import type { SiteAssets } from './assets.ts';
import { checkerPages } from './checker-page.ts';
import { homePages } from './home-page.ts';
import { siteFiles } from './site-files.ts';
import { lotteryPages } from './lottery-pages.ts';
import { widgetLotteryPages, widgetPageOutputs, widgetScript } from './widget-page.ts';
import { WIDGET_FILE } from '../vite.config.ts';

/** The website's producers for a bundle of client code (issue 6). */
export interface PageProducers {
  /** Each lottery's results, statistics and widget pages: rebuilt only when its data changes (C1.4). */
  readonly lottery: readonly LotteryOutputs[];
  /** The bundle, the home, checker, API and widget pages: rendered on every build. */
  readonly global: readonly GlobalOutputs[];
}

export function pageProducers(assets: SiteAssets): PageProducers {
  const context = { assets };
  return {
    lottery: [lotteryPages(context), widgetLotteryPages],
    global: [assetOutputs(assets), homePages(context), checkerPages(context), apiPages(context), widgetPageOutputs, siteFiles(context)],
  };
}

/** vite's output, published as it is (hashed names), and widget.js at its fixed address with the service's name and the lotteries with data. */
function assetOutputs(assets: SiteAssets): GlobalOutputs {
  return ({ site, withData }) =>
    assets.files.map((file) => ({
      path: file.path,
      render: () => (file.path === WIDGET_FILE ? widgetScript(file.text, site, withData) : file.text),
    }));
}
