import { CACHE_NONE, CACHE_STATIC } from './http-policy.ts';
import type { ParamName, ParamValue } from './param-specs.ts';
import { calculationsFile, resultsFile, statsFile } from './paths.ts';

/**
 * The endpoint table: every data endpoint of SPEC (and, later, of C9) as one entry. Everything
 * else is derived from it: parameter parsing and its types (params.ts), routing (route.ts), the
 * quota table, the OpenAPI parameters and responses (describe/openapi-paths.ts), and the one
 * enumeration of every static request (static-requests.ts) that the build's outputs, the Netlify
 * rules and the schema tests share. docs/architecture.md says how to add an endpoint.
 *
 * - `params`: the query parameters in C2.1's validation order (lang, lottery, then the endpoint's
 *   own in SPEC's order), each defined once in param-specs.ts with its value domain.
 * - `delivery`: `static` answers are files built for every parameter combination; `live` answers
 *   are computed per request by a function (`/check`).
 * - `quota`: requests a minute per client IP (SPEC "Limits", C3.5).
 * - `cache`: the Cache-Control of every answer the endpoint gives, errors included (C3.4).
 * - `schema`: the openapi.json component its 200 answer is held to (C7).
 * - `file`: where a static answer lives in dist/ (paths.ts); null for a live endpoint.
 */
export const ENDPOINTS = {
  results: {
    path: '/results',
    params: ['lang', 'lottery', 'limit'],
    delivery: 'static',
    quota: 120,
    cache: CACHE_STATIC,
    schema: 'ResultsResponse',
    file: (p: Pick<ParamValue, 'lottery' | 'limit' | 'lang'>) => resultsFile(p.lottery, p.limit, p.lang),
  },
  check: {
    path: '/check',
    params: ['lang', 'lottery', 'number'],
    delivery: 'live',
    quota: 60,
    cache: CACHE_NONE,
    schema: 'CheckResponse',
    file: null,
  },
  stats: {
    path: '/stats',
    params: ['lang', 'lottery'],
    delivery: 'static',
    quota: 60,
    cache: CACHE_STATIC,
    schema: 'StatsResponse',
    file: (p: Pick<ParamValue, 'lottery' | 'lang'>) => statsFile(p.lottery, p.lang),
  },
  calculations: {
    path: '/calculations',
    params: ['lang', 'lottery', 'window', 'prize'],
    delivery: 'static',
    quota: 60,
    cache: CACHE_STATIC,
    schema: 'CalculationsResponse',
    file: (p: Pick<ParamValue, 'lottery' | 'window' | 'prize' | 'lang'>) => calculationsFile(p.lottery, p.window, p.prize, p.lang),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

/** The shape every entry has; `file` takes the parsed values of the entry's own parameters. */
export interface EndpointDef {
  readonly path: `/${string}`;
  readonly params: readonly ['lang', 'lottery', ...ParamName[]];
  readonly delivery: 'static' | 'live';
  readonly quota: number;
  readonly cache: string;
  readonly schema: string;
  readonly file: ((params: never) => string) | null;
}

export type Endpoint = keyof typeof ENDPOINTS;
export type StaticEndpoint = { [E in Endpoint]: (typeof ENDPOINTS)[E]['delivery'] extends 'static' ? E : never }[Endpoint];
export type LiveEndpoint = Exclude<Endpoint, StaticEndpoint>;

/** The endpoints in table order (the order of openapi.json's paths and of the build's files). */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as Endpoint[];
export const STATIC_ENDPOINTS = ENDPOINT_NAMES.filter((e): e is StaticEndpoint => ENDPOINTS[e].delivery === 'static');

/** The parsed parameters of one endpoint's request, typed from its entry. */
export type ParamsOf<E extends Endpoint> = E extends Endpoint
  ? { readonly endpoint: E } & { readonly [K in (typeof ENDPOINTS)[E]['params'][number]]: ParamValue[K] }
  : never;

/** SPEC "Limits": requests a minute per IP, per endpoint, over a sliding 60-second window. */
export const QUOTA_PER_MINUTE: Readonly<Record<Endpoint, number>> = Object.fromEntries(ENDPOINT_NAMES.map((e) => [e, ENDPOINTS[e].quota])) as Record<
  Endpoint,
  number
>;

const BY_PATH: ReadonlyMap<string, Endpoint> = new Map(ENDPOINT_NAMES.map((e) => [ENDPOINTS[e].path, e]));

/** The endpoint a path belongs to (quotas, routing); null for files and unknown paths. */
export function endpointOf(pathname: string): Endpoint | null {
  return BY_PATH.get(pathname) ?? null;
}

/** The file a valid static request is answered from. */
export function staticFile<E extends StaticEndpoint>(params: ParamsOf<E>): string {
  // Safe by FilesFit below: each entry's `file` reads only parameters its entry lists.
  const file = ENDPOINTS[params.endpoint].file as unknown as (p: ParamsOf<E>) => string;
  return file(params);
}

/** Fails to compile when a static entry's `file` needs a parameter the entry does not take. */
type FileFits<E extends StaticEndpoint> = ParamsOf<E> extends Parameters<(typeof ENDPOINTS)[E]['file']>[0] ? true : false;
type Assert<T extends true> = T;
export type FilesFit = Assert<FileFits<StaticEndpoint>>;
