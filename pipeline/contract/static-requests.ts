import { LANGS, type LotteryDef } from '../registry/index.ts';
import {
  ENDPOINTS,
  GLOBAL_STATIC_ENDPOINTS,
  type GlobalStaticEndpoint,
  LOTTERY_STATIC_ENDPOINTS,
  type LotteryStaticEndpoint,
  type ParamsOf,
  type StaticEndpoint,
  staticFile,
} from './endpoints.ts';
import { PARAM_SPECS, type ParamName } from './param-specs.ts';
import { parseParams } from './params.ts';

/** One request a static endpoint answers from a file: its query, its parsed parameters and the file. */
export type StaticRequestOf<S extends StaticEndpoint> = {
  [E in S]: { readonly endpoint: E; readonly query: Readonly<Record<string, string>>; readonly params: ParamsOf<E>; readonly file: string };
}[S];
export type StaticRequest = StaticRequestOf<StaticEndpoint>;
/** A request of an endpoint that answers about one lottery (`lottery` among its parameters). */
export type LotteryStaticRequest = StaticRequestOf<LotteryStaticEndpoint>;
/** A request of an endpoint that answers about every lottery (`/lotteries`, C9.1). */
export type GlobalStaticRequest = StaticRequestOf<GlobalStaticEndpoint>;

/**
 * The one enumeration of every static request of a lottery (C1.1), read off the endpoint table:
 * for each language, each static endpoint in table order and every combination of its own
 * parameters' values (each parameter's domain in param-specs.ts, first value outermost), parsed
 * by the same `parseParams` a live request goes through. A parameter whose absence means
 * something no value spells (`prize` absent: every prize) is enumerated absent too, first. Each
 * file appears once. The build writes these files, the Netlify rules point at them and the
 * schema tests hold each to its entry's schema.
 */
export function staticRequests(def: LotteryDef): LotteryStaticRequest[] {
  return enumerate(LOTTERY_STATIC_ENDPOINTS, def) as LotteryStaticRequest[];
}

/**
 * Every static request of the endpoints without `lottery` (`/lotteries`, C9.1): for each
 * language, each such endpoint in table order and every combination of its own parameters. Each
 * is one file, published whatever the data (no lottery's 404 applies to it).
 */
export function globalStaticRequests(): GlobalStaticRequest[] {
  return enumerate(GLOBAL_STATIC_ENDPOINTS, null) as GlobalStaticRequest[];
}

function enumerate(endpoints: readonly StaticEndpoint[], def: LotteryDef | null): StaticRequest[] {
  const requests: StaticRequest[] = [];
  for (const lang of LANGS) {
    for (const endpoint of endpoints) {
      const own = ENDPOINTS[endpoint].params.filter((p) => p !== 'lang' && p !== 'lottery');
      for (const choice of combinations(own, def)) {
        const query: Record<string, string> = def === null ? { ...choice, lang } : { lottery: def.id, ...choice, lang };
        const parsed = parseParams(endpoint, new URLSearchParams(query));
        if (!parsed.ok)
          throw new Error(`the enumerated request /${endpoint}?${new URLSearchParams(query)} is invalid: ${parsed.failure.error}`);
        const params = parsed.params as ParamsOf<StaticEndpoint>;
        requests.push({ endpoint, query, params, file: staticFile(params) } as StaticRequest);
      }
    }
  }
  return requests;
}

/**
 * Every choice of values for `params`, the first parameter outermost; an omitted key is an absent
 * parameter. An endpoint without `lottery` (def null) may only have parameters whose values do not
 * depend on a lottery; none has any besides `lang` today.
 */
function combinations(params: readonly ParamName[], def: LotteryDef | null): Array<Record<string, string>> {
  if (def === null) {
    if (params.length > 0) throw new Error(`parameters ${params.join(', ')} of an endpoint without lottery cannot be enumerated`);
    return [{}];
  }
  let acc: Array<Record<string, string>> = [{}];
  for (const name of params) {
    const options = optionsOf(name, def);
    acc = acc.flatMap((q) => options.map((v) => (v === null ? q : { ...q, [name]: v })));
  }
  return acc;
}

/** A parameter's values as written, led by null (absent) when absence means something no value spells. */
function optionsOf(name: ParamName, def: LotteryDef): ReadonlyArray<string | null> {
  const spec = PARAM_SPECS[name];
  if (spec.values === null) throw new Error(`parameter ${name} has no value list and cannot be on a static endpoint`);
  const values = spec.values(def);
  const context = { lang: LANGS[0], lottery: def.id };
  const parsedValue = (given: Parameters<typeof spec.parse>[0]) => {
    const r = spec.parse(given, context);
    return r.ok ? JSON.stringify(r.value) : undefined;
  };
  const absent = parsedValue({ kind: 'absent' });
  const spelled = new Set(values.map((value) => parsedValue({ kind: 'one', value })));
  return absent !== undefined && !spelled.has(absent) ? [null, ...values] : values;
}
