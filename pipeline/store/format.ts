import { AGGREGATOR_SOURCES, PRIZE_SLUGS } from '../registry/index.ts';
import type { SourceRecord } from './schema.ts';
import type { StoredDraw, StoredPrize, YearFile } from './schema.ts';

/**
 * Human-diffable JSON (C8.1): two-space indentation, one key per line, arrays of plain values on
 * one line, key order as constructed, a final newline. The same value always gives the same bytes.
 */
export function formatJson(value: unknown): string {
  return `${render(value, '')}\n`;
}

function render(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    return `[\n${value.map((v) => inner + render(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${render(v, inner)}`).join(',\n')}\n${indent}}`;
}

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

export function formatYearFile(file: YearFile): string {
  return formatJson({ lottery: file.lottery, year: file.year, draws: file.draws.map(canonicalDraw) });
}
