import { AGGREGATOR_SOURCES, PRIZE_SLUGS } from '../registry/index.ts';
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
