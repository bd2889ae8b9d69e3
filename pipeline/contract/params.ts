import { DEFAULT_LANG, DEFAULT_LOTTERY, type Lang, type LotteryId } from '../registry/index.ts';
import { ENDPOINTS, type Endpoint, type ParamsOf } from './endpoints.ts';
import { PARAM_SPECS, single } from './param-specs.ts';

export { ENDPOINT_NAMES, type Endpoint } from './endpoints.ts';
export { DEFAULT_LIMIT, DEFAULT_WINDOW, ECHO_MAX_CHARS, LIMIT_MAX, LIMIT_MIN, WINDOWS, type Window, echoValue } from './param-specs.ts';

export type ResultsParams = ParamsOf<'results'>;
export type StatsParams = ParamsOf<'stats'>;
export type CheckParams = ParamsOf<'check'>;
export type CalculationsParams = ParamsOf<'calculations'>;
export type Params = { [E in Endpoint]: ParamsOf<E> }[Endpoint];

/** A rejected request: C2.2's 400 with its message in the language that applies. */
export interface ParamError {
  readonly lang: Lang;
  readonly error: string;
}

export type ParseResult<P> = { readonly ok: true; readonly params: P } | { readonly ok: false; readonly failure: ParamError };

type Query = Pick<URLSearchParams, 'getAll'>;

/**
 * Validates a query string for an endpoint exactly as C2 orders it: the parameters of its table
 * entry in order (`lang`, then `lottery`, then its own in SPEC's order); the first invalid one
 * decides the error, in the language already read. Values are taken literally (C2.3); unknown
 * parameters are ignored (C2.4).
 */
export function parseParams<E extends Endpoint>(endpoint: E, query: Query): ParseResult<ParamsOf<E>> {
  const params: Record<string, unknown> = { endpoint };
  const context: { lang: Lang; lottery: LotteryId } = { lang: DEFAULT_LANG, lottery: DEFAULT_LOTTERY };
  for (const name of ENDPOINTS[endpoint].params) {
    const parsed = PARAM_SPECS[name].parse(single(query, name), context);
    if (!parsed.ok) return { ok: false, failure: { lang: context.lang, error: parsed.error } };
    params[name] = parsed.value;
    if (name === 'lang') context.lang = parsed.value as Lang;
    else if (name === 'lottery') context.lottery = parsed.value as LotteryId;
  }
  return { ok: true, params: params as ParamsOf<E> };
}
