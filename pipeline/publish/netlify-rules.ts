import { DEFAULT_LOTTERY, type LotteryId, lottery } from '../registry/index.ts';
import { ENDPOINTS, STATIC_ENDPOINTS, type StaticEndpoint, takesLottery } from '../contract/endpoints.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { PARAM_SPECS, type ParamName } from '../contract/param-specs.ts';
import { globalStaticRequests, staticRequests } from '../contract/static-requests.ts';
import { REDIRECTS_FILE } from '../contract/paths.ts';
import { WIDGET_PAGE_PATH, widgetRules } from '../contract/widget-paths.ts';
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
 * Netlify's docs: "If you need to set up 10,000 redirects or more, we recommend using wildcards or
 * placeholders as much as possible" (docs.netlify.com/routing/redirects); a deploy whose rules are
 * too large may fail. The generated rules stay at or under this many (issue 14).
 */
export const RULE_BUDGET = 10_000;

/**
 * The endpoints whose literal rules give way, in this order, when all of them would exceed
 * RULE_BUDGET: such an endpoint gets one rule sending every request to the fallback function,
 * which answers a valid one with its file, bundled with the function (netlify.toml
 * `included_files`), and an invalid one with its error. `/calculations` goes first: it has the
 * most literal rules per lottery (192 of 324) and its files are the smallest part of the tree.
 * Placeholders in the rules' targets (one rule per parameter set) are not used: what Netlify does
 * when such a target is missing (an invalid value) cannot be checked here (docs/netlify.md).
 */
export const FUNCTION_SERVED_ORDER: readonly StaticEndpoint[] = ['calculations'];

/**
 * The rules that make Netlify answer exactly as `route()` does (C1.3, issue 4): every endpoint's
 * literal rules (`rulesServing` with none served by the function) while they fit in `budget`;
 * beyond it, the endpoints of FUNCTION_SERVED_ORDER are served by the fallback function one by one
 * until they fit. A build whose rules cannot fit fails rather than deploy them.
 */
export function netlifyRules(withData: readonly LotteryId[], budget: number = RULE_BUDGET): Rule[] {
  const served = new Set<StaticEndpoint>();
  let rules = rulesServing(withData, served);
  for (const endpoint of FUNCTION_SERVED_ORDER) {
    if (rules.length <= budget) return rules;
    served.add(endpoint);
    rules = rulesServing(withData, served);
  }
  if (rules.length > budget)
    throw new Error(`the Netlify rules for ${withData.length} lotteries with data number ${rules.length}, over ${budget}`);
  return rules;
}

/** The static endpoints that `rules` send to the fallback function whole (one rule without query conditions). */
export function functionServedIn(rules: readonly Rule[]): StaticEndpoint[] {
  return STATIC_ENDPOINTS.filter((e) =>
    rules.some((r) => r.from === ENDPOINTS[e].path && Object.keys(r.query).length === 0 && r.to === `${FALLBACK_PREFIX}/${e}`),
  );
}

/**
 * The rules with the endpoints of `served` sent to the fallback function whole, and every other
 * endpoint's literal rules. Netlify matches a rule when the request has every query parameter the
 * rule names (extra ones are ignored, and the first matching rule wins), so for each endpoint and
 * each set of present parameters, largest sets first: one literal rule per valid combination whose
 * lottery has data, pointing at its file, then one placeholder rule that sends any other value of
 * those parameters to the fallback function. Every valid request with data of such an endpoint is
 * therefore served from a static file and never starts a function. The endpoints, their parameters
 * and each parameter's values come from the endpoint table; each literal rule's file is the one
 * `route()` gives and one of the static enumeration's files.
 */
export function rulesServing(withData: readonly LotteryId[], served: ReadonlySet<StaticEndpoint>): Rule[] {
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
    if (served.has(endpoint)) {
      rules.push({ from, query: {}, to: `${FALLBACK_PREFIX}/${endpoint}` });
      continue;
    }
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
  // The widget's iframe address answers with a pre-rendered page (issue 13.5); forced, as /widget/ is a page too.
  rules.push(...widgetRules().map((r) => ({ from: WIDGET_PAGE_PATH, query: r.query, to: r.to, force: true })));
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
