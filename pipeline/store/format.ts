import { canonicalDraw } from '../draws/canonical-draw.ts';
import type { YearFile } from './schema.ts';

/** The canonical order of a draw (C4.3, C8.1) is the pure core's (draws/), shared with the answers. */
export { canonicalDraw, singleAggregator } from '../draws/canonical-draw.ts';

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

export function formatYearFile(file: YearFile): string {
  return formatJson({ lottery: file.lottery, year: file.year, draws: file.draws.map(canonicalDraw) });
}
