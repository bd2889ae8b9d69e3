import { siteConfig } from '../config.ts';
import type { LotteryDef } from '../registry/index.ts';
import { feedSource } from '../sources/feed.ts';
import { gloBaseUrl, gloSource } from '../sources/glo.ts';
import { type HttpDeps, httpPolicyFromEnv, userAgent } from '../sources/http-client.ts';
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

/** The sources of a lottery in the order they are asked: the official one first, then its feed. */
export function sourcesFor(def: LotteryDef, deps: SourceDeps): Source[] {
  const sources: Source[] = [];
  if (def.sources.includes('glo-api')) sources.push(gloSource({ baseUrl: deps.gloBaseUrl, http: deps.http }));
  const feed = deps.config.feeds[def.id];
  if (feed) sources.push(feedSource({ url: feed.url, official: feed.official ?? false, http: deps.http }));
  return sources;
}
