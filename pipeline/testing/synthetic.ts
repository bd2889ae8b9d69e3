import { bottomFromFour } from '../draws/validate-draw.ts';
import { type LotteryDef, type PrizeDef, eraFor } from '../registry/index.ts';
import { addDays, isScheduledDrawDate, scheduledResultAt } from '../draws/thai-time.ts';
import type { StoredDraw } from '../store/schema.ts';

/**
 * Generated draws for tests and the scale benchmark, never for data/ (C8.5): the draws follow the
 * registry's prize tables and schedules, with numbers from a seeded generator, so every run of a
 * test or benchmark sees the same store.
 */
export function syntheticDraws(def: LotteryDef, from: string, to: string, seed = 1): StoredDraw[] {
  const random = mulberry32(hash(`${def.id}:${seed}`));
  const draws: StoredDraw[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isScheduledDrawDate(def, date)) continue;
    draws.push(syntheticDraw(def, date, random));
  }
  return draws;
}

/** The first date after `after` on which the lottery draws (where syntheticDraws would put a draw). */
export function nextSyntheticDate(def: LotteryDef, after: string): string {
  let date = addDays(after, 1);
  while (!isScheduledDrawDate(def, date)) date = addDays(date, 1);
  return date;
}

/** The draws with the next one after the last appended (the first from `from` when there are none). */
export function withNextDraw(def: LotteryDef, draws: readonly StoredDraw[], from = '2024-01-01'): StoredDraw[] {
  return [...draws, syntheticDraw(def, nextSyntheticDate(def, draws.at(-1)?.date ?? from))];
}

/** One complete draw on `date` with random numbers, derived prizes consistent with the headline. */
export function syntheticDraw(def: LotteryDef, date: string, random: () => number = mulberry32(hash(`${def.id}:${date}`))): StoredDraw {
  const era = eraFor(def, date);
  const publishedAt = scheduledResultAt(def, date);
  const prizes: StoredDraw['prizes'] = {};
  const headlineDef = era.prizes.find((p) => p.slug === 'first-prize');
  // A table without the headline (C4.9) still derives its 3-top and 2-top from one hidden number.
  const headline = digits(headlineDef?.digits ?? 5, random);
  for (const p of era.prizes) {
    prizes[p.slug] = {
      numbers: numbersFor(def, p, headline, random).sort(),
      amount: p.amount,
      publishedAt,
      approximate: true,
    };
  }
  return {
    date,
    prizes,
    sources: [{ source: 'manual', ref: 'synthetic (tests and benchmarks only)', prizes: era.prizes.map((p) => p.slug) }],
  };
}

function numbersFor(def: LotteryDef, p: PrizeDef, headline: string, random: () => number): string[] {
  if (p.slug === 'first-prize') return [headline];
  if (def.family === 'glo') {
    if (p.slug === 'near-first-prize') {
      const n = Number(headline);
      const width = headline.length;
      const mod = 10 ** width;
      return [String((n + mod - 1) % mod).padStart(width, '0'), String((n + 1) % mod).padStart(width, '0')];
    }
    return Array.from({ length: p.count }, () => digits(p.digits, random));
  }
  // Non-GLO: 3-top, 2-top and 4 are the headline's last digits (C4.1); 2-bottom is its own number,
  // but the Lao development lottery's, the first two of the 4-digit number (DOMAIN 4.1). The random
  // number is drawn either way, so every other generated draw stays what it was.
  if (p.slug === 'last-two-digit') {
    const own = digits(2, random);
    return [bottomFromFour(def) ? headline.slice(-4, -2) : own];
  }
  return [headline.slice(-p.digits)];
}

function digits(n: number, random: () => number): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += String(Math.floor(random() * 10));
  return s;
}

/** A small, well-known seeded generator (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
