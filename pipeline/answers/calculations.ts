import { type Lang, type PrizeDef, calculationPrizes, format } from '../registry/index.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import type { CalculationsParams } from '../contract/params.ts';
import { round4 } from '../draws/round.ts';
import {
  type CalculationsResponse,
  FORMULA_VERSION,
  PAIR_RANKING_SIZE,
  type RankedDigit,
  type RankedPair,
  quality,
} from '../contract/schemas/index.ts';
import type { DataAnswer } from './answer.ts';
import { noDataAnswer } from './no-data.ts';

/**
 * The formula's version, the ranking size and the quality thresholds are facts of the contract
 * (C6.3, C6.4), defined with its schema; re-exported for the modules that describe the formula.
 */
export { FORMULA_VERSION, PAIR_RANKING_SIZE, QUALITY_HIGH_MIN, QUALITY_MEDIUM_MIN, quality } from '../contract/schemas/index.ts';
/** C6.4 weights and the decay of `recent`. */
export const DIGIT_WEIGHTS = { frequency30: 0.6, recent: 0.4 } as const;
export const PAIR_WEIGHTS = { historical: 0.5, position: 0.5 } as const;
export const RECENT_DECAY = 0.9;

/** GET /calculations (C6.3, C6.4). */
export function calculationsAnswer(view: LotteryView, params: CalculationsParams): DataAnswer<CalculationsResponse> {
  const { def, draws } = view;
  const source = draws[0];
  if (!source) return noDataAnswer(def, params.lang);
  const { lang } = params;
  const requestedDraws = params.window === 'all' ? draws.length : Number(params.window);
  const sampleSize = Math.min(requestedDraws, draws.length);
  const prizes = calculationPrizes(def).filter((p) => params.prize === null || p.slug === params.prize);
  return {
    status: 200,
    body: {
      success: true,
      lottery: { slug: def.id, ...localizedName(def.names[lang], lang) },
      sourceDraw: { id: `${def.id}:${source.date}`, drawDate: source.date },
      window: params.window,
      requestedDraws,
      sampleSize,
      quality: quality(sampleSize),
      formulaVersion: FORMULA_VERSION,
      calculatedAt: view.status(0).publishedAt,
      disclaimer: format(lang, 'calculations.disclaimer'),
      data: {
        prizes: prizes.map((p) => {
          const c = prizeCalculation(view, p, sampleSize);
          return { prize: { slug: p.slug, ...localizedName(p.names[lang], lang), digitCount: p.digits }, ...c };
        }),
      },
    },
  };
}

/** C6.3: `nameTh` in the Thai answer, `name` in every other language. */
function localizedName(name: string, lang: Lang): { nameTh: string } | { name: string } {
  return lang === 'th' ? { nameTh: name } : { name };
}

/** The language-free part of one prize's entry in `data.prizes` (everything but `prize`). */
export interface PrizeCalculation {
  readonly sampleSize: number;
  readonly digitRanking: readonly RankedDigit[];
  readonly pairRanking: readonly RankedPair[];
}

/** Rankings sort by (rounded) score descending, then candidate ascending (C6.4). */
function rank<R extends { readonly candidate: string; readonly score: number }>(items: R[]): R[] {
  return items.sort((a, b) => b.score - a.score || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0));
}

/**
 * RECENT_DECAY ** age, each power computed once: the 'all' window of every prize of every lottery
 * weighs every stored draw (issue 14), and powers of ages past ~6,700 are subnormal numbers, which
 * are slow to compute. The same expression, so the same values.
 */
const DECAY: number[] = [];
function decay(age: number): number {
  for (let k = DECAY.length; k <= age; k += 1) DECAY.push(RECENT_DECAY ** k);
  return DECAY[age] as number;
}

/** The language-free part of one prize's calculation over the newest `windowSize` draws. */
export function prizeCalculation(view: LotteryView, p: PrizeDef, windowSize: number): PrizeCalculation {
  return view.memo(`calc:${windowSize}:${p.slug}`, () => {
    const d = p.digits;
    // Digits: plain and 0.9^k-weighted occurrence counts over every position of every window pick;
    // k is the draw's age in the window, so a draw without this prize still ages the next ones.
    const occurrences = new Array<number>(10).fill(0);
    const weighted = new Array<number>(10).fill(0);
    const tens = new Array<number>(10).fill(0);
    const units = new Array<number>(10).fill(0);
    let picks = 0;
    let weightedPicks = 0;
    let sampleSize = 0;
    // The draws of the window that have the prize (a prize's draws are listed once per lottery).
    for (const { index: age, numbers } of view.prizeDraws(p)) {
      if (age >= windowSize) break;
      sampleSize += 1;
      const w = decay(age);
      for (const n of numbers) {
        picks += 1;
        weightedPicks += w;
        for (let i = 0; i < n.length; i += 1) {
          const x = n.charCodeAt(i) - 48;
          occurrences[x] = (occurrences[x] ?? 0) + 1;
          weighted[x] = (weighted[x] ?? 0) + w;
        }
        const t = n.charCodeAt(n.length - 2) - 48;
        const u = n.charCodeAt(n.length - 1) - 48;
        tens[t] = (tens[t] ?? 0) + 1;
        units[u] = (units[u] ?? 0) + 1;
      }
    }
    const expected = (picks * d) / 10;
    const expectedWeighted = (weightedPicks * d) / 10;
    const digitRanking = rank(
      occurrences.map((count, x) => {
        const frequency30 = expected > 0 ? count / expected : 0;
        const recent = expectedWeighted > 0 ? (weighted[x] ?? 0) / expectedWeighted : 0;
        return {
          candidate: String(x),
          score: round4(DIGIT_WEIGHTS.frequency30 * frequency30 + DIGIT_WEIGHTS.recent * recent),
          breakdown: { frequency30: round4(frequency30), recent: round4(recent) },
        };
      }),
    );
    const history = pairHistory(view, p);
    const pairRanking = rank(
      history.counts.map((count, ab) => {
        const historical = history.expected > 0 ? count / history.expected : 0;
        const a = Math.floor(ab / 10);
        const b = ab % 10;
        const position = picks > 0 ? ((tens[a] ?? 0) / picks) * ((units[b] ?? 0) / picks) * 100 : 0;
        return {
          candidate: String(ab).padStart(2, '0'),
          score: round4(PAIR_WEIGHTS.historical * historical + PAIR_WEIGHTS.position * position),
          breakdown: { historical: round4(historical), position: round4(position) },
        };
      }),
    ).slice(0, PAIR_RANKING_SIZE);
    return { sampleSize, digitRanking, pairRanking };
  });
}

/** C6.4 `historical`: how often each last-two-digit pair came up over every stored draw. */
function pairHistory(view: LotteryView, p: PrizeDef): { readonly counts: readonly number[]; readonly expected: number } {
  return view.memo(`pairs:${p.slug}`, () => {
    const counts = new Array<number>(100).fill(0);
    let all = 0;
    for (const { numbers } of view.prizeDraws(p)) {
      for (const n of numbers) {
        all += 1;
        const ab = (n.charCodeAt(n.length - 2) - 48) * 10 + (n.charCodeAt(n.length - 1) - 48);
        counts[ab] = (counts[ab] ?? 0) + 1;
      }
    }
    return { counts, expected: all / 100 };
  });
}
