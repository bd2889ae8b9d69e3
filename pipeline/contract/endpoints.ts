import { CACHE_NONE, CACHE_STATIC } from './http-policy.ts';
import type { ParamName, ParamValue } from './param-specs.ts';
import { calculationsFile, lotteriesFile, resultsFile, statsFile } from './paths.ts';
import type { SchemaName } from './schemas/index.ts';

/**
 * The endpoint table: every data endpoint of SPEC, C9.1 (`/lotteries`) and C9.4 (`/check-many`) as one entry. Everything
 * else is derived from it: parameter parsing and its types (params.ts), routing (route.ts), the
 * quota table, the OpenAPI parameters and responses (describe/openapi-paths.ts), and the one
 * enumeration of every static request (static-requests.ts) that the build's outputs, the Netlify
 * rules and the schema tests share. docs/architecture.md says how to add an endpoint.
 *
 * - `params`: the query parameters in C2.1's validation order (lang, lottery, then the endpoint's
 *   own in SPEC's order), each defined once in param-specs.ts with its value domain. An endpoint
 *   without `lottery` (`/lotteries`) answers about every lottery: one file per combination of its
 *   own parameters, never a lottery's no-data 404 (C9.1).
 * - `delivery`: `static` answers are files built for every parameter combination; `live` answers
 *   are computed per request by a function (`/check`, `/check-many`).
 * - `quota`: requests a minute per client IP (SPEC "Limits", C3.5).
 * - `cache`: the Cache-Control of every answer the endpoint gives, errors included (C3.4).
 * - `schema`: the openapi.json component its 200 answer is held to (C7), a contract schema's name.
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
    // C9.4: `date` after SPEC's own parameters (absent: the latest draw).
    params: ['lang', 'lottery', 'number', 'date'],
    delivery: 'live',
    quota: 60,
    cache: CACHE_NONE,
    schema: 'CheckResponse',
    file: null,
  },
  'check-many': {
    path: '/check-many',
    // C9.4: up to 100 numbers against the latest or a chosen draw; the same quota and cache as /check.
    params: ['lang', 'lottery', 'numbers', 'date'],
    delivery: 'live',
    quota: 60,
    cache: CACHE_NONE,
    schema: 'CheckManyResponse',
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
  lotteries: {
    path: '/lotteries',
    // C9.1: `lang` only; a `lottery` given to it is an unknown parameter, ignored (C2.4).
    params: ['lang'],
    delivery: 'static',
    quota: 60,
    cache: CACHE_STATIC,
    schema: 'LotteriesResponse',
    file: (p: Pick<ParamValue, 'lang'>) => lotteriesFile(p.lang),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

/** The shape every entry has; `file` takes the parsed values of the entry's own parameters. */
export interface EndpointDef {
  readonly path: `/${string}`;
  /** `lang` first always; `lottery` second when the endpoint answers about one lottery. */
  readonly params: readonly ['lang', ...ParamName[]];
  readonly delivery: 'static' | 'live';
  readonly quota: number;
  readonly cache: string;
  readonly schema: SchemaName;
  readonly file: ((params: never) => string) | null;
}

export type Endpoint = keyof typeof ENDPOINTS;
export type StaticEndpoint = { [E in Endpoint]: (typeof ENDPOINTS)[E]['delivery'] extends 'static' ? E : never }[Endpoint];
export type LiveEndpoint = Exclude<Endpoint, StaticEndpoint>;
/** The endpoints that answer about one lottery (they take `lottery`) and those that answer about all. */
export type LotteryEndpoint = { [E in Endpoint]: 'lottery' extends (typeof ENDPOINTS)[E]['params'][number] ? E : never }[Endpoint];
export type GlobalEndpoint = Exclude<Endpoint, LotteryEndpoint>;
export type LotteryStaticEndpoint = Extract<StaticEndpoint, LotteryEndpoint>;
export type GlobalStaticEndpoint = Extract<StaticEndpoint, GlobalEndpoint>;

/** The endpoints in table order (the order of openapi.json's paths and of the build's files). */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as Endpoint[];
export const STATIC_ENDPOINTS = ENDPOINT_NAMES.filter((e): e is StaticEndpoint => ENDPOINTS[e].delivery === 'static');

/** Whether an endpoint takes `lottery` (answers about one lottery, with C2.7's no-data 404). */
export function takesLottery(endpoint: Endpoint): endpoint is LotteryEndpoint {
  return (ENDPOINTS[endpoint].params as readonly string[]).includes('lottery');
}
export const LOTTERY_STATIC_ENDPOINTS = STATIC_ENDPOINTS.filter((e): e is LotteryStaticEndpoint => takesLottery(e));
export const GLOBAL_STATIC_ENDPOINTS = STATIC_ENDPOINTS.filter((e): e is GlobalStaticEndpoint => !takesLottery(e));

/** The parsed parameters of one endpoint's request, typed from its entry. */
export type ParamsOf<E extends Endpoint> = E extends Endpoint
  ? { readonly endpoint: E } & { readonly [K in (typeof ENDPOINTS)[E]['params'][number]]: ParamValue[K] }
  : never;

/** SPEC "Limits": requests a minute per IP, per endpoint, over a sliding 60-second window. */
export const QUOTA_PER_MINUTE: Readonly<Record<Endpoint, number>> = Object.fromEntries(
  ENDPOINT_NAMES.map((e) => [e, ENDPOINTS[e].quota]),
) as Record<Endpoint, number>;

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
