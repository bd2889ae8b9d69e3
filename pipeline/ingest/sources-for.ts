import { siteConfig } from '../config.ts';
import { type LiveSourceRef, type LotteryDef, liveSourcesOf } from '../registry/index.ts';
import { ALLHUAY_DEFAULT_BASE_URL, allhuaySource } from '../sources/allhuay.ts';
import { feedSource } from '../sources/feed.ts';
import { gloBaseUrl, gloSource } from '../sources/glo.ts';
import { hanoiBrandSource } from '../sources/hanoi-brand.ts';
import { type HttpDeps, httpPolicyFromEnv, userAgent } from '../sources/http-client.ts';
import { laoBrandSource } from '../sources/lao-brand.ts';
import { baseUrlFromEnv, overriddenUrl } from '../sources/live-kit.ts';
import type { Source } from '../sources/types.ts';
import { XSKT_DEFAULT_BASE_URL, xsktSource } from '../sources/xskt.ts';
import type { SourcesConfig } from '../store/sources-config.ts';

/**
 * Where the live sources of registry/live-sources.ts are asked. Production uses the real sites;
 * tests and the loopback measurement point them at a local server (docs/sources.md).
 */
export interface LiveEndpoints {
  /** `BRAND_API_URL`: when set, `https://api.lao-tv.com/result` is asked at `<base>/api.lao-tv.com/result`. */
  readonly brandBase?: string;
  /** `ALLHUAY_URL`, https://www.allhuay.com by default. */
  readonly allhuayBase: string;
  /** `XSKT_URL`, https://xskt.com.vn by default. */
  readonly xsktBase: string;
}

/** What the sources of a run need: where GLO is, how to talk HTTP, the operator's feeds, the live sources' addresses. */
export interface SourceDeps {
  readonly gloBaseUrl: string;
  readonly http: HttpDeps;
  readonly config: SourcesConfig;
  /** Absent: the real sites (only asked when data/sources.json has `"live": true`). */
  readonly live?: LiveEndpoints;
  /**
   * How long a run may spend asking sources, in milliseconds (INGEST_RUN_BUDGET_MS); the sources
   * not asked by then are reported and asked by the next run, and what was gathered is stored.
   * Absent: no limit.
   */
  readonly runBudgetMs?: number;
}

/**
 * The default run budget: 10 minutes, under the update job's 20 (.github/workflows/update.yml) and
 * a Netlify build's time limit, with the build after it. A run asking every lottery while each
 * upstream answers slowly but within its timeout (15 s, three attempts) could otherwise take longer,
 * and a run cut short by its job stores nothing, since data/ is written at the end.
 */
export const DEFAULT_RUN_BUDGET_MS = 10 * 60_000;

export function liveEndpointsFromEnv(env: NodeJS.ProcessEnv = process.env): LiveEndpoints {
  const brandBase = baseUrlFromEnv(env, 'BRAND_API_URL');
  return {
    ...(brandBase !== undefined ? { brandBase } : {}),
    allhuayBase: baseUrlFromEnv(env, 'ALLHUAY_URL', ALLHUAY_DEFAULT_BASE_URL),
    xsktBase: baseUrlFromEnv(env, 'XSKT_URL', XSKT_DEFAULT_BASE_URL),
  };
}

/** From the environment (docs/ingest.md, docs/sources.md): GLO_API_URL, the live sources' URLs, INGEST_* and the site's name for the User-Agent. */
export function sourceDepsFromEnv(config: SourcesConfig, env: NodeJS.ProcessEnv = process.env): SourceDeps {
  // The deps live for one run (run-update builds them once), and so do the memo of GET answers and
  // the hosts that did not answer.
  const http: HttpDeps = { policy: httpPolicyFromEnv(env), userAgent: userAgent(siteConfig(env)), memo: new Map(), silent: new Map() };
  return { gloBaseUrl: gloBaseUrl(env), http, config, live: liveEndpointsFromEnv(env), runBudgetMs: runBudgetFromEnv(env) };
}

/** INGEST_RUN_BUDGET_MS, a whole number of milliseconds of at least 1; DEFAULT_RUN_BUDGET_MS when unset or empty. */
export function runBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['INGEST_RUN_BUDGET_MS'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_RUN_BUDGET_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`INGEST_RUN_BUDGET_MS: "${raw}" is not a whole number of at least 1`);
  return n;
}

/**
 * Every source of a lottery, in the order they are asked: the official one (GLO), then the live
 * sources of registry/live-sources.ts, primary first (when data/sources.json turns them on), then
 * the operator's feed. Each answers on its own; two answers for one draw meet in reconcile, where
 * a disagreement is a conflict and never an overwrite (C8.2).
 */
export function sourcesFor(def: LotteryDef, deps: SourceDeps): Source[] {
  const sources: Source[] = [];
  if (def.sources.includes('glo-api')) sources.push(gloSource({ baseUrl: deps.gloBaseUrl, http: deps.http }));
  if (deps.config.live === true) {
    const live = deps.live ?? liveEndpointsFromEnv({});
    for (const ref of liveSourcesOf(def.id)) sources.push(liveSource(ref, live, deps.http));
  }
  const feed = deps.config.feeds[def.id];
  if (feed) sources.push(feedSource({ url: feed.url, official: feed.official ?? false, http: deps.http }));
  return sources;
}

function liveSource(ref: LiveSourceRef, live: LiveEndpoints, http: HttpDeps): Source {
  switch (ref.source) {
    case 'lao-brand-api':
      return laoBrandSource({ url: overriddenUrl(ref.url, live.brandBase), http });
    case 'hanoi-brand-api':
      return hanoiBrandSource({ url: overriddenUrl(ref.url, live.brandBase), http });
    case 'xskt':
      return xsktSource({ baseUrl: live.xsktBase, path: ref.path, http });
    case 'allhuay':
      return allhuaySource({ baseUrl: live.allhuayBase, slug: ref.slug, http });
  }
}
