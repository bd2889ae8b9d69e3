import { DEFAULT_LOTTERY, type LotteryId, lottery } from '../registry/index.ts';
import { ENDPOINTS, STATIC_ENDPOINTS, type StaticEndpoint, takesLottery } from '../contract/endpoints.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { PARAM_SPECS, type ParamName } from '../contract/param-specs.ts';
import { globalStaticRequests, staticRequests } from '../contract/static-requests.ts';
import { REDIRECTS_FILE } from '../contract/paths.ts';
import { route } from '../answers/route.ts';
import type { GlobalOutputs } from './outputs.ts';
import { notFoundRules } from './not-found-rules.ts';

export { FALLBACK_PREFIX } from '../contract/function-paths.ts';

/** One Netlify redirect rule (a 200 rewrite), with literal or `:placeholder` query conditions. */
export interface Rule {
  readonly from: string;
  readonly query: Readonly<Record<string, string>>;
  readonly to: string;
  /** Applies even where a published file sits at the path (Netlify's `200!`). */
  readonly force?: boolean;
  /** A status other than the rewrite's 200 (the HTML 404 pages, not-found-rules.ts). */
  readonly status?: 404;
}

/**
 * A static endpoint's parameters in the order its rules name them: the table's order with `lang`
 * moved last (the order the rules have always been written in; Netlify ignores it).
 */
function ruleParams(endpoint: StaticEndpoint): readonly ParamName[] {
  const params: readonly ParamName[] = ENDPOINTS[endpoint].params;
  return [...params.filter((p) => p !== 'lang'), 'lang'];
}

/** The values a parameter can take for a lottery, as a request writes them (param-specs.ts). */
function valuesOf(param: ParamName, lotteryId: LotteryId): readonly string[] {
  const { values } = PARAM_SPECS[param];
  if (values === null) throw new Error(`no value list for ${param}`);
  return values(lottery(lotteryId));
}

/**
 * The rules that make Netlify answer exactly as `route()` does (C1.3, issue 4). Netlify matches a
 * rule when the request has every query parameter the rule names (extra ones are ignored, and the
 * first matching rule wins), so for each endpoint and each set of present parameters, largest sets
 * first: one literal rule per valid combination whose lottery has data, pointing at its file, then
 * one placeholder rule that sends any other value of those parameters to the fallback function.
 * Every valid request with data is therefore served from a static file and never starts a function.
 * The endpoints, their parameters and each parameter's values come from the endpoint table; each
 * literal rule's file is the one `route()` gives and one of the static enumeration's files.
 */
export function netlifyRules(withData: readonly LotteryId[]): Rule[] {
  const has = new Set(withData);
  // Every literal rule must point at a file of the static enumeration, the files the build writes.
  const built = new Set([...withData.flatMap((id) => staticRequests(lottery(id))), ...globalStaticRequests()].map((r) => r.file));
  const fileFor = (from: string, query: Readonly<Record<string, string>>): string => {
    const file = routedFile(from, query);
    if (!built.has(file))
      throw new Error(`the rule ${from} ${new URLSearchParams(query)} points at ${file}, which the build does not write`);
    return file;
  };
  const rules: Rule[] = [];
  for (const endpoint of STATIC_ENDPOINTS) {
    const params = ruleParams(endpoint);
    const from = ENDPOINTS[endpoint].path;
    const perLottery = takesLottery(endpoint);
    for (const subset of subsetsLargestFirst(params)) {
      // An endpoint without `lottery` (C9.1) has its files regardless of data; DEFAULT_LOTTERY only feeds valuesOf.
      const lotteries = subset.includes('lottery') ? withData : has.has(DEFAULT_LOTTERY) || !perLottery ? [DEFAULT_LOTTERY] : [];
      for (const lotteryId of lotteries) {
        for (const query of combinations(
          subset.filter((p) => p !== 'lottery'),
          lotteryId,
        )) {
          const full = subset.includes('lottery') ? { lottery: lotteryId, ...query } : query;
          rules.push({ from, query: ordered(params, full), to: `/${fileFor(from, full)}` });
        }
      }
      if (subset.length > 0) {
        rules.push({ from, query: Object.fromEntries(subset.map((p) => [p, `:${p}`])), to: `${FALLBACK_PREFIX}/${endpoint}` });
      }
    }
    if (!has.has(DEFAULT_LOTTERY) && perLottery) rules.push({ from, query: {}, to: `${FALLBACK_PREFIX}/${endpoint}` });
  }
  rules.push(...internalPathRules());
  // Any other path that is not a published file: the JSON 404 (C3.6) or the HTML 404 page.
  rules.push(...notFoundRules());
  return rules;
}

/**
 * Issue 15.6: the files under /api/ (the answers behind the quota'd endpoints, the build manifest)
 * are not public. Asked for by their own path they get the JSON 404 of an unknown path, forced so
 * that the file there does not win. Rewrites of the rules above serve those files all the same:
 * Netlify applies one rule per request and does not match a rewrite's target again. It must come
 * before the catch-all `/*`, which matches /api/ paths too and, not forced, lets the file win.
 */
export function internalPathRules(): Rule[] {
  return [{ from: '/api/*', query: {}, to: `${FALLBACK_PREFIX}/not-found`, force: true }];
}

/** `_redirects` text: one rule per line, `from [query] to 200`. */
export function redirectsText(rules: readonly Rule[]): string {
  const lines = rules.map((r) =>
    [r.from, ...Object.entries(r.query).map(([k, v]) => `${k}=${v}`), r.to, `${r.status ?? 200}${r.force ? '!' : ''}`].join(' '),
  );
  return `# Generated by npm run build from the registry and data/; do not edit.\n${lines.join('\n')}\n`;
}

export const redirectsOutputs: GlobalOutputs = ({ withData }) => [
  { path: REDIRECTS_FILE, render: () => redirectsText(netlifyRules(withData)) },
];

/** The file `route()` serves for a valid query (C1.3: the rules and the local server cannot disagree). */
function routedFile(from: string, query: Readonly<Record<string, string>>): string {
  const outcome = route(from, new URLSearchParams(query), () => true);
  if (outcome.kind !== 'file') throw new Error(`the rule ${from} ${new URLSearchParams(query)} is not a valid request`);
  return outcome.file;
}

function subsetsLargestFirst(params: readonly ParamName[]): ParamName[][] {
  const subsets: ParamName[][] = [];
  for (let mask = (1 << params.length) - 1; mask >= 0; mask -= 1) {
    subsets.push(params.filter((_, i) => (mask & (1 << i)) !== 0));
  }
  return subsets.sort((a, b) => b.length - a.length);
}

function combinations(params: readonly ParamName[], lotteryId: LotteryId): Array<Record<string, string>> {
  let acc: Array<Record<string, string>> = [{}];
  for (const p of params) acc = acc.flatMap((q) => valuesOf(p, lotteryId).map((v) => ({ ...q, [p]: v })));
  return acc;
}

function ordered(params: readonly string[], query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(params.filter((p) => p in query).map((p) => [p, query[p] as string]));
}
