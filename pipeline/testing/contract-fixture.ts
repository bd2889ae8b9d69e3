import type { Site } from '../answers/attribution.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { LOTTERIES, type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { saveLotteries } from '../store/store.ts';
import { syntheticDraws } from './synthetic.ts';
import { type TreeContext, plainTreeContext } from '../publish/outputs.ts';
import { LOTTERY_OUTPUTS } from '../site-build.ts';

/** The site the test trees are built for. */
export const TEST_SITE: Site = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };

/**
 * A store for the tree tests, generated into a temporary data/ (never the real one, C8.5): every
 * family of the registry with data, lotteries without any draw, and incomplete draws made by
 * removing prizes or numbers from generated ones. `thai-government` spans the 2015-09-01 change of
 * prize table, so its files mix both eras.
 */
export const SYNTHETIC_PLAN: ReadonlyArray<{
  readonly lottery: LotteryId;
  readonly from: string;
  readonly to: string;
  /** What the newest draw keeps: every prize (complete) or only these, optionally one cut short. */
  readonly newest?: { readonly keep: readonly PrizeSlug[]; readonly short?: PrizeSlug };
}> = [
  // glo: old and new era, the newest draw still awaiting the 4th and 5th prizes, 2nd prize half out.
  {
    lottery: 'thai-government',
    from: '2015-06-01',
    to: '2016-12-16',
    newest: {
      keep: ['first-prize', 'near-first-prize', 'second-prize', 'third-prize', 'first-three-digit', 'last-three-digit', 'last-two-digit'],
      short: 'second-prize',
    },
  },
  { lottery: 'lao-lottery', from: '2024-01-01', to: '2024-03-31' },
  { lottery: 'gsb-lottery', from: '2024-01-01', to: '2024-06-16', newest: { keep: ['first-prize'] } },
  { lottery: 'hanoi-normal', from: '2024-01-01', to: '2024-02-09' },
  { lottery: 'hanoi-vip', from: '2024-03-01', to: '2024-03-10', newest: { keep: ['last-two-digit'] } },
  { lottery: 'lao-patuxay', from: '2024-01-01', to: '2024-02-04' },
  // A single draw, and incomplete: sample size 1, no prize a 2- or 3-digit check can match.
  { lottery: 'lao-redcross', from: '2024-05-05', to: '2024-05-05', newest: { keep: ['first-prize'] } },
];

/** SYNTHETIC_PLAN's draws per lottery, oldest first. */
export function syntheticStore(): Map<LotteryId, StoredDraw[]> {
  const store = new Map<LotteryId, StoredDraw[]>();
  for (const plan of SYNTHETIC_PLAN) {
    const draws = syntheticDraws(lottery(plan.lottery), plan.from, plan.to);
    const last = draws.length - 1;
    if (plan.newest && last >= 0) draws[last] = incomplete(draws[last] as StoredDraw, plan.newest.keep, plan.newest.short);
    store.set(plan.lottery, draws);
  }
  return store;
}

/** Writes SYNTHETIC_PLAN's draws into `dataDir` through the store (validated like real data). */
export async function writeSyntheticStore(dataDir: string): Promise<ReadonlyMap<LotteryId, readonly StoredDraw[]>> {
  const store = syntheticStore();
  await saveLotteries(dataDir, store);
  return store;
}

/**
 * The TreeContext a build would hand the global producers for these draws (oldest first per
 * lottery), without touching the disk: each per-lottery file is rendered when it is read.
 */
export function memoryContext(store: ReadonlyMap<LotteryId, readonly StoredDraw[]>, site: Site = TEST_SITE): TreeContext {
  const files = new Map<string, () => string>();
  const withData: LotteryId[] = [];
  for (const def of LOTTERIES) {
    const view = new LotteryView(def, [...(store.get(def.id) ?? [])].reverse());
    if (view.draws.length > 0) withData.push(def.id);
    for (const output of LOTTERY_OUTPUTS.flatMap((produce) => produce(view, site))) files.set(output.path, output.render);
  }
  return plainTreeContext({ site, withData, read: (path) => files.get(path)?.() });
}

/** The draw with only the `keep` prizes, and `short` (if given) missing its last numbers. */
export function incomplete(draw: StoredDraw, keep: readonly PrizeSlug[], short?: PrizeSlug): StoredDraw {
  const prizes: StoredDraw['prizes'] = {};
  for (const slug of keep) {
    const p = draw.prizes[slug];
    if (!p) continue;
    prizes[slug] = slug === short ? { ...p, numbers: p.numbers.slice(0, Math.max(1, Math.floor(p.numbers.length / 2))) } : p;
  }
  const sources = draw.sources.map((s) => ({ ...s, prizes: s.prizes.filter((slug) => keep.includes(slug)) }));
  return { ...draw, prizes, sources };
}
