import { siteConfig } from '../config.ts';
import { LOTTERIES, type LotteryDef } from '../registry/index.ts';
import { feedSource } from '../sources/feed.ts';
import { gloBaseUrl, gloSource } from '../sources/glo.ts';
import { type HttpDeps, httpPolicyFromEnv, userAgent } from '../sources/http.ts';
import type { Source } from '../sources/types.ts';
import type { SourcesConfig } from '../store/sources-config.ts';

/** What the sources of a run need: where GLO is, how to talk HTTP, and the operator's feeds. */
export interface SourceDeps {
  readonly gloBaseUrl: string;
  readonly http: HttpDeps;
  readonly config: SourcesConfig;
}

/** From the environment (docs/ingest.md): GLO_API_URL, INGEST_* and the site's name for the User-Agent. */
export function sourceDepsFromEnv(config: SourcesConfig, env: NodeJS.ProcessEnv = process.env): SourceDeps {
  return { gloBaseUrl: gloBaseUrl(env), http: { policy: httpPolicyFromEnv(env), userAgent: userAgent(siteConfig(env)) }, config };
}

/** Whether a lottery can be fetched at all: GLO through the registry, any other through a configured feed. */
export function hasSource(def: LotteryDef, config: SourcesConfig): boolean {
  return def.sources.includes('glo-api') || config.feeds[def.id] !== undefined;
}

/** The lotteries `due` and `update` consider, in registry order. */
export function ingestibleLotteries(config: SourcesConfig): LotteryDef[] {
  return LOTTERIES.filter((def) => hasSource(def, config));
}

/** The sources of a lottery in the order they are asked: the official one first, then its feed. */
export function sourcesFor(def: LotteryDef, deps: SourceDeps): Source[] {
  const sources: Source[] = [];
  if (def.sources.includes('glo-api')) sources.push(gloSource({ baseUrl: deps.gloBaseUrl, http: deps.http }));
  const feed = deps.config.feeds[def.id];
  if (feed) sources.push(feedSource({ url: feed.url, official: feed.official ?? false, http: deps.http }));
  return sources;
}
