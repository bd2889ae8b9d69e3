import { requireDirectory } from './store/store.ts';
import { PROJECT_ROOT, siteConfig } from './config.ts';
import { type BuildOptions, type BuildReport, build } from './publish/build.ts';
import { BUILD_ENTRIES, codeDigest } from './publish/code-digest.ts';
import { digest } from './publish/manifest.ts';
import { historyIndexOutputs } from './publish/download-outputs.ts';
import { lotteriesOutputs } from './publish/lotteries-outputs.ts';
import { headersOutputs } from './publish/netlify-headers.ts';
import { redirectsOutputs } from './publish/netlify-rules.ts';
import { openapiOutputs } from './describe/openapi.ts';
import { type GlobalOutputs, coreGlobalOutputs } from './publish/outputs.ts';
import { type AssetOptions, siteAssets } from '../web/render/assets.ts';
import { pageProducers } from '../web/render/page-outputs.ts';
import { readmeOutputs } from './describe/readme-md.ts';
import { LOTTERY_OUTPUTS, SITE_PRODUCERS_MODULE, lotteryOutputs } from './site-producers.ts';

export { LOTTERY_OUTPUTS };

/** The API's global producers (the description files, Netlify's rules and headers), in the order their files are listed. */
export const GLOBAL_OUTPUTS: readonly GlobalOutputs[] = [
  coreGlobalOutputs,
  lotteriesOutputs,
  historyIndexOutputs,
  openapiOutputs,
  readmeOutputs,
  redirectsOutputs,
  headersOutputs,
];

export interface SiteBuildOptions
  extends Pick<BuildOptions, 'dataDir' | 'distDir'>,
    Partial<Pick<BuildOptions, 'full' | 'hooks' | 'site'>> {
  /** Where the bundled client code is cached (see pages/assets.ts). */
  readonly assets?: AssetOptions;
}

/**
 * The build with the service's own producers and configuration (what `npm run build` runs): first
 * the website's client code (vite, or its cached output when web/ is unchanged), then the API's
 * files and the pages, which reference the bundle's hashed names (issue 6). The bundle's digest
 * joins the code digest, so pages carried over from the previous tree never point at old names.
 */
export async function buildSite(options: SiteBuildOptions): Promise<BuildReport> {
  const { assets: assetOptions, ...buildOptions } = options;
  // A mistyped DATA_DIR or --data would otherwise publish a site without a single draw (the store
  // reads a missing folder as one without years) and replace every answer of dist/ with a 404.
  await requireDirectory(options.dataDir, 'the data folder (DATA_DIR, --data) does not exist or is not a folder');
  const site = options.site ?? siteConfig();
  const assets = await siteAssets(assetOptions);
  const pages = pageProducers(assets);
  return build({
    ...buildOptions,
    site,
    lotteryOutputs: lotteryOutputs(assets),
    // The same producers, built in each render worker from the bundle's description (render-pool.ts).
    lotteryWorkers: { module: SITE_PRODUCERS_MODULE, data: assets },
    globalOutputs: [...GLOBAL_OUTPUTS, ...pages.global],
    codeDigest: digest([await codeDigest(site, PROJECT_ROOT, BUILD_ENTRIES, `${options.distDir}.code.json`), assets.digest]),
  });
}
