import { AGGREGATOR_SOURCES, PRIZE_SLUGS, type PrizeSlug } from '../registry/index.ts';
import type { SourceRecord, StoredDraw, StoredPrize } from '../contract/schemas/stored-draw.ts';

/** A draw with its keys, prizes and numbers in the one canonical order (C4.3, C8.1). */
export function canonicalDraw(draw: StoredDraw): StoredDraw {
  const prizes: StoredDraw['prizes'] = {};
  for (const slug of PRIZE_SLUGS) {
    const p = draw.prizes[slug];
    if (p) prizes[slug] = canonicalPrize(p);
  }
  return {
    date: draw.date,
    ...(draw.drawnOn !== undefined ? { drawnOn: draw.drawnOn } : {}),
    prizes,
    sources: draw.sources.map((s) => ({
      source: s.source,
      ref: s.ref,
      prizes: PRIZE_SLUGS.filter((slug) => s.prizes.includes(slug)),
    })),
    ...(singleAggregator(draw.sources) ? { trust: 'single-aggregator' as const } : {}),
    ...(draw.notes !== undefined && draw.notes.length > 0 ? { notes: [...draw.notes] } : {}),
  };
}

/** C4.11: every source record names the same source, and that source is an unofficial aggregator. */
export function singleAggregator(sources: readonly SourceRecord[]): boolean {
  const first = sources[0]?.source;
  return first !== undefined && AGGREGATOR_SOURCES.has(first) && sources.every((s) => s.source === first);
}

function canonicalPrize(p: StoredPrize): StoredPrize {
  return { numbers: [...p.numbers].sort(), amount: p.amount, publishedAt: p.publishedAt, approximate: p.approximate };
}

/** The fields of a canonical draw, each key present: undefined where canonicalDraw leaves the key out. */
export interface CanonicalParts {
  readonly date: string;
  readonly drawnOn: string | undefined;
  readonly prizes: StoredDraw['prizes'];
  readonly sources: readonly SourceRecord[];
  readonly trust: 'single-aggregator' | undefined;
  readonly notes: readonly string[] | undefined;
}

/**
 * canonicalDraw's fields, without its copies when the draw's prizes and sources are already
 * canonical, as the store writes them (store/format.ts): they are then the draw's own, so the
 * result is for reading only. The history download writes every stored draw this way (350,000 at
 * scale, issue 14); JSON.stringify leaves out the undefined ones, as canonicalDraw has no such key.
 */
export function canonicalParts(draw: StoredDraw): CanonicalParts {
  const c = hasCanonicalParts(draw) ? draw : canonicalDraw(draw);
  return {
    date: c.date,
    drawnOn: c.drawnOn,
    prizes: c.prizes,
    sources: c.sources,
    trust: singleAggregator(c.sources) ? 'single-aggregator' : undefined,
    notes: c.notes !== undefined && c.notes.length > 0 ? c.notes : undefined,
  };
}

const PRIZE_KEYS = ['numbers', 'amount', 'publishedAt', 'approximate'] as const;
const SOURCE_KEYS = ['source', 'ref', 'prizes'] as const;

/** Whether canonicalDraw would copy the draw's prizes and sources unchanged (same keys, same order). */
function hasCanonicalParts(draw: StoredDraw): boolean {
  let at = 0;
  for (const slug in draw.prizes) {
    at = slugAfter(slug, at);
    if (at < 0) return false;
    const p = draw.prizes[slug as PrizeSlug] as StoredPrize;
    if (!keysAre(p, PRIZE_KEYS)) return false;
    for (let i = 1; i < p.numbers.length; i += 1) if ((p.numbers[i - 1] as string) > (p.numbers[i] as string)) return false;
  }
  for (const s of draw.sources) {
    if (!keysAre(s, SOURCE_KEYS)) return false;
    let next = 0;
    for (const slug of s.prizes) {
      next = slugAfter(slug, next);
      if (next < 0) return false;
    }
  }
  return true;
}

/** The position after `slug` in PRIZE_SLUGS, looking from `from` on; -1 when it is not there (out of order, repeated, unknown). */
function slugAfter(slug: string, from: number): number {
  for (let k = from; k < PRIZE_SLUGS.length; k += 1) if (PRIZE_SLUGS[k] === slug) return k + 1;
  return -1;
}

/** Whether the object's own keys are exactly `keys`, in that order. */
function keysAre(value: object, keys: readonly string[]): boolean {
  let k = 0;
  for (const key in value) {
    if (key !== keys[k]) return false;
    k += 1;
  }
  return k === keys.length;
}
