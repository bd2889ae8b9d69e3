import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { syntheticTree } from '../testing/serve-kit.ts';
import { isScheduledDrawDate } from '../draws/thai-time.ts';
import { LOTTERIES, LOTTERY_IDS } from '../registry/index.ts';
import { buildMinutes, buildsFor, resultInstants, ruleBreakdown, ruleFigures, scheduleFigures } from './netlify-costs.ts';
import { RULE_BUDGET, netlifyRules, rulesServing } from './netlify-rules.ts';

const at = (hhmm: string) => Date.parse(`2026-03-07T${hhmm}:00+07:00`);
const value = (figures: ReadonlyArray<{ name: string; value: number }>, name: string) => {
  const f = figures.find((x) => x.name === name);
  if (!f) throw new Error(`no figure ${name}`);
  return f.value;
};

describe('builds the scheduled update starts', () => {
  test('draws due by the same run share a build; a later run starts another unless a batching window covers it', () => {
    expect(buildsFor([])).toBe(0);
    expect(buildsFor([at('12:00'), at('12:00')])).toBe(1);
    // 12:05 is first seen by the 12:15 run: two runs, two builds; a 15-minute window takes both.
    expect(buildsFor([at('12:00'), at('12:05')])).toBe(2);
    expect(buildsFor([at('12:00'), at('12:05')], 15)).toBe(1);
    expect(buildsFor([at('12:01'), at('12:14')])).toBe(1);
    expect(buildsFor([at('05:45'), at('06:45'), at('07:45')], 30)).toBe(3);
    expect(buildsFor([at('05:45'), at('06:45'), at('07:45')], 60)).toBe(2);
    expect(buildsFor([at('05:45'), at('06:45'), at('07:45')], 120)).toBe(1);
  });

  test('a day of daily draws only: one build per distinct 15-minute run after a result time, counted from the registry’s strings', () => {
    const date = '2026-03-07'; // a Saturday, neither the 1st nor the 16th
    const live = LOTTERIES.filter((def) => isScheduledDrawDate(def, date));
    expect(live.every((def) => def.schedule.kind === 'daily')).toBe(true);
    const runs = new Set(
      live.map((def) => {
        const [h, m] = def.resultTime.split(':').map(Number) as [number, number];
        return Math.ceil((h * 60 + m) / 15);
      }),
    );
    expect(buildsFor(resultInstants(LOTTERIES, date))).toBe(runs.size);
    expect(resultInstants(LOTTERIES, date)).toHaveLength(live.length);
  });

  test('over a year, wider batching windows never start more builds, and build minutes scale with them', () => {
    const windows = [0, 15, 30, 60, 120];
    const figures = scheduleFigures(2026, windows);
    const perDay = windows.map((w) => value(figures, `schedule.builds_per_day.window_${w}min`));
    for (let i = 1; i < perDay.length; i += 1) expect(perDay[i]).toBeLessThanOrEqual(perDay[i - 1] as number);
    expect(perDay[0]).toBeGreaterThan(perDay.at(-1) as number);
    expect(buildMinutes('x', 60_000, 2).value).toBeCloseTo(2 * 30.4375);
  });
});

describe('rule figures', () => {
  test('the breakdown counts every rule once, all-literal and as deployed', () => {
    for (const rules of [rulesServing(LOTTERY_IDS, new Set()), netlifyRules(LOTTERY_IDS)]) {
      expect(ruleBreakdown(rules).reduce((sum, f) => sum + f.value, 0)).toBe(rules.length);
    }
  });

  test('the lotteries that fit all-literal are the most that do, and the deployed rules fit the budget', () => {
    const figures = ruleFigures();
    const fits = value(figures, 'rules.all_literal_fits_lotteries');
    expect(rulesServing(LOTTERY_IDS.slice(0, fits), new Set()).length).toBeLessThanOrEqual(RULE_BUDGET);
    expect(rulesServing(LOTTERY_IDS.slice(0, fits + 1), new Set()).length).toBeGreaterThan(RULE_BUDGET);
    expect(value(figures, 'rules.deployed')).toBe(netlifyRules(LOTTERY_IDS).length);
    expect(value(figures, 'rules.deployed')).toBeLessThanOrEqual(RULE_BUDGET);
    expect(value(figures, 'rules.deployed_fits_lotteries')).toBeGreaterThanOrEqual(LOTTERY_IDS.length);
  });
});

describe('npm run pipeline -- netlify-costs', () => {
  test('prints every figure as a `name: value unit` line, with a built tree’s own rule count and build minutes', async () => {
    const tree = await syntheticTree();
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          join(PROJECT_ROOT, 'pipeline/cli.ts'),
          'netlify-costs',
          '--dist',
          tree.distDir,
          '--build-ms',
          '60000',
          '--year',
          '2026',
        ],
        { cwd: PROJECT_ROOT },
      );
      const lines = stdout.trim().split('\n');
      for (const line of lines) expect(line).toMatch(/^[a-z0-9_.+]+: -?[0-9.]+ [a-z/]+$/);
      const figure = (name: string) => Number(lines.find((l) => l.startsWith(`${name}: `))?.split(' ')[1]);
      const rules = (await readFile(join(tree.distDir, '_redirects'), 'utf8')).split('\n').filter((l) => l.startsWith('/')).length;
      expect(figure('deploy.rules')).toBe(rules);
      expect(figure('rules.deployed')).toBe(netlifyRules(LOTTERY_IDS).length);
      // One minute a build: the build minutes a month are the builds a month.
      expect(figure('costs.build_minutes.window_60min')).toBeCloseTo(figure('schedule.builds_per_month.window_60min'), 0);
      expect(figure('bundle.calculations_files')).toBeGreaterThan(0);
    } finally {
      await tree.remove();
    }
  }, 120_000);
});
