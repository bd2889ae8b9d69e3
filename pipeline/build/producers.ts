import { siteConfig } from '../config.ts';
import { type BuildOptions, type BuildReport, build } from './build.ts';
import { codeDigest } from './code-digest.ts';
import { redirectsOutputs } from './netlify-rules.ts';
import { openapiOutputs } from './openapi.ts';
import { type GlobalOutputs, type LotteryOutputs, coreGlobalOutputs, dataOutputs } from './outputs.ts';
import { readmeOutputs } from './readme-md.ts';

/** Every producer of the published tree, in the order their files are listed. */
export const LOTTERY_OUTPUTS: readonly LotteryOutputs[] = [dataOutputs];
export const GLOBAL_OUTPUTS: readonly GlobalOutputs[] = [coreGlobalOutputs, openapiOutputs, readmeOutputs, redirectsOutputs];

/** The build with the service's own producers and configuration (what `npm run build` runs). */
export async function buildSite(
  options: Pick<BuildOptions, 'dataDir' | 'distDir'> & Partial<Pick<BuildOptions, 'full' | 'hooks' | 'site'>>,
): Promise<BuildReport> {
  const site = options.site ?? siteConfig();
  return build({
    ...options,
    site,
    lotteryOutputs: LOTTERY_OUTPUTS,
    globalOutputs: GLOBAL_OUTPUTS,
    codeDigest: await codeDigest(site),
  });
}
