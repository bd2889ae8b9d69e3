import { ENDPOINTS, STATIC_ENDPOINTS, type StaticEndpoint } from '../contract/endpoints.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { addDays, isScheduledDrawDate, scheduledResultAt } from '../draws/thai-time.ts';
import { RUN_CADENCE_MINUTES } from '../ingest/due.ts';
import { LOTTERIES, LOTTERY_IDS, type LotteryDef, type LotteryId } from '../registry/index.ts';
import { RULE_BUDGET, type Rule, functionServedIn, netlifyRules, rulesServing } from './netlify-rules.ts';

/**
 * Issue 14 item 4: the figures of docs/netlify.md "Scale limits and costs", computed from the
 * registry and the rule generator (never typed by hand). `npm run pipeline -- netlify-costs` prints
 * them as `name: value unit` lines, with the figures of a built tree and of measured build times
 * when given.
 */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

const MINUTE_MS = 60_000;
/** Days in an average month (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;

/** The rules of a set of lotteries with data, counted by endpoint and by the parameters a literal rule names. */
export function ruleBreakdown(rules: readonly Rule[]): Figure[] {
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const rule of rules) {
    const endpoint = STATIC_ENDPOINTS.find((e) => ENDPOINTS[e].path === rule.from);
    if (endpoint === undefined) add('rules.other');
    else if (rule.to.startsWith(`${FALLBACK_PREFIX}/`))
      add(`rules.${endpoint}.${Object.keys(rule.query).length > 0 ? 'placeholder' : 'whole_to_function'}`);
    else add(`rules.${endpoint}.literal.${Object.keys(rule.query).join('+') || 'none'}`);
  }
  return [...counts].map(([name, value]) => ({ name, value, unit: 'rules' }));
}

/** The literal rules one lottery adds (its own, not the default lottery's repeats), all endpoints literal. */
export function rulesPerLottery(id: LotteryId): number {
  return rulesServing([id], new Set()).filter((r) => r.query['lottery'] === id).length;
}

/**
 * The rule figures: with every lottery of the registry holding data, all-literal and as deployed;
 * how many lotteries (in registry order) fit the budget all-literal; and how many lotteries of the
 * largest per-lottery count the deployed rules would hold.
 */
export function ruleFigures(): Figure[] {
  const allLiteral = rulesServing(LOTTERY_IDS, new Set());
  const deployed = netlifyRules(LOTTERY_IDS);
  const served = new Set<StaticEndpoint>(functionServedIn(deployed));
  let fitting = 0;
  while (fitting < LOTTERY_IDS.length && rulesServing(LOTTERY_IDS.slice(0, fitting + 1), new Set()).length <= RULE_BUDGET) fitting += 1;
  const perLotteryDeployed = Math.max(
    ...LOTTERY_IDS.map((id) => rulesServing([id], served).filter((r) => r.query['lottery'] === id).length),
  );
  const defaultLotteryRepeat = deployed.filter((r) => r.query['lottery'] === undefined).length;
  const perLottery = LOTTERY_IDS.map(rulesPerLottery);
  return [
    { name: 'rules.budget', value: RULE_BUDGET, unit: 'rules' },
    { name: 'rules.lotteries', value: LOTTERY_IDS.length, unit: 'lotteries' },
    { name: 'rules.all_literal', value: allLiteral.length, unit: 'rules' },
    { name: 'rules.all_literal_per_lottery_min', value: Math.min(...perLottery), unit: 'rules' },
    { name: 'rules.all_literal_per_lottery_max', value: Math.max(...perLottery), unit: 'rules' },
    { name: 'rules.all_literal_fits_lotteries', value: fitting, unit: 'lotteries' },
    { name: 'rules.deployed', value: deployed.length, unit: 'rules' },
    { name: 'rules.deployed_function_endpoints', value: served.size, unit: 'endpoints' },
    { name: 'rules.deployed_per_lottery_max', value: perLotteryDeployed, unit: 'rules' },
    {
      name: 'rules.deployed_fits_lotteries',
      value: Math.floor((RULE_BUDGET - defaultLotteryRepeat) / perLotteryDeployed),
      unit: 'lotteries',
    },
    ...ruleBreakdown(allLiteral).map((f) => ({ ...f, name: f.name.replace(/^rules\./, 'rules.all_literal.') })),
  ];
}

/** The result instants (ms) of the draws scheduled on a Thai date, for the lotteries given. */
export function resultInstants(lotteries: readonly LotteryDef[], date: string): number[] {
  return lotteries
    .filter((def) => isScheduledDrawDate(def, date))
    .map((def) => Date.parse(scheduledResultAt(def, date)))
    .sort((a, b) => a - b);
}

/**
 * The builds the scheduled update starts for these result instants, if every source publishes on
 * time: a run every `cadence` minutes asks for a build when a draw is due (the first run at or after
 * its result time), and a build stores every draw due by then. With a batching window of `window`
 * minutes, a build waits that long after the first due run and takes every draw due meanwhile.
 */
export function buildsFor(instants: readonly number[], window = 0, cadence = RUN_CADENCE_MINUTES): number {
  const step = cadence * MINUTE_MS;
  const runs = [...new Set(instants.map((t) => Math.ceil(t / step) * step))].sort((a, b) => a - b);
  const wait = Math.floor(window / cadence) * step;
  let builds = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    if (run <= coveredUntil) continue;
    builds += 1;
    coveredUntil = run + wait;
  }
  return builds;
}

/** Builds a day over a year of the registry's schedules (every lottery live), for each batching window. */
export function scheduleFigures(year: number, windows: readonly number[]): Figure[] {
  const days: string[] = [];
  for (let date = `${year}-01-01`; date < `${year + 1}-01-01`; date = addDays(date, 1)) days.push(date);
  const perDay = days.map((date) => resultInstants(LOTTERIES, date));
  const draws = perDay.reduce((sum, d) => sum + d.length, 0);
  const distinctTimes = new Set(LOTTERIES.map((def) => def.resultTime)).size;
  const figures: Figure[] = [
    { name: 'schedule.year', value: year, unit: 'year' },
    { name: 'schedule.draws_per_day', value: draws / days.length, unit: 'draws' },
    { name: 'schedule.distinct_result_times', value: distinctTimes, unit: 'times' },
    { name: 'schedule.run_cadence', value: RUN_CADENCE_MINUTES, unit: 'minutes' },
  ];
  for (const window of windows) {
    const builds = perDay.reduce((sum, instants) => sum + buildsFor(instants, window), 0);
    figures.push({ name: `schedule.builds_per_day.window_${window}min`, value: builds / days.length, unit: 'builds' });
    figures.push({ name: `schedule.builds_per_month.window_${window}min`, value: (builds / days.length) * DAYS_PER_MONTH, unit: 'builds' });
  }
  return figures;
}

/** Build minutes a month for a measured build time, at the builds a day of a batching window. */
export function buildMinutes(name: string, buildMs: number, buildsPerDay: number): Figure {
  return { name, value: (buildMs / MINUTE_MS) * buildsPerDay * DAYS_PER_MONTH, unit: 'minutes/month' };
}

export function figureLine(f: Figure): string {
  const shown = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(f.value < 10 ? 2 : 1);
  return `${f.name}: ${shown} ${f.unit}`;
}
