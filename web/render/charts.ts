import { BAR_ATTRIBUTE } from '../lib/page-contract.ts';
import { type Html, html, raw } from './html.ts';

/**
 * The statistics page's charts, drawn at build time as SVG (issue 6): the data is in the markup,
 * so a chart reads without JavaScript; every bar's `<title>` is its tooltip (the page's script
 * makes it appear at once and on touch). Coordinates are rounded to one decimal so the output is
 * small and the same on every run.
 */
export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly tip: string;
  /** A number that never came up: drawn as a marker on the axis, not as a bar. */
  readonly never?: boolean;
}

export interface ChartText {
  /** Unique within the page (ids of the title and description). */
  readonly id: string;
  readonly title: string;
  /** A sentence that says what the chart shows, for screen readers. */
  readonly desc: string;
}

/** A value rounded to one decimal, without a trailing ".0". */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Column chart of every possible number (00-99) with an optional reference line. */
export function columnChart(
  text: ChartText,
  bars: readonly Bar[],
  options: {
    readonly reference?: { readonly value: number; readonly label: string };
    readonly tickEvery: number;
    /** The legend's words for a never-drawn marker, shown when a bar is one. */
    readonly neverLabel?: string;
  },
): Html {
  const width = 1000;
  const height = 320;
  const left = 64;
  const right = 12;
  const top = 36;
  const bottom = 44;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const max = Math.max(1, options.reference?.value ?? 0, ...bars.map((b) => b.value));
  const step = plotW / Math.max(1, bars.length);
  const barW = step * 0.75;
  const y = (v: number): number => top + plotH - (v / max) * plotH;
  const rects = bars.map((b, i) => {
    const x = left + i * step + (step - barW) / 2;
    if (b.never) {
      return html`<rect ${raw(BAR_ATTRIBUTE)} class="never" x="${n(x)}" y="${n(top + plotH - 8)}" width="${n(barW)}" height="8"><title>${b.tip}</title></rect>`;
    }
    const h = Math.max(b.value > 0 ? 1 : 0, (b.value / max) * plotH);
    return html`<rect ${raw(BAR_ATTRIBUTE)} class="bar" x="${n(x)}" y="${n(top + plotH - h)}" width="${n(barW)}" height="${n(h)}"><title>${b.tip}</title></rect>`;
  });
  const ticks = bars.flatMap((b, i) =>
    i % options.tickEvery === 0
      ? [html`<text x="${n(left + i * step + step / 2)}" y="${n(height - 12)}" text-anchor="middle" font-size="22">${b.label}</text>`]
      : [],
  );
  // The reference line; the legend below the chart names it.
  const reference = options.reference
    ? html`<line class="expected" x1="${left}" x2="${width - right}" y1="${n(y(options.reference.value))}" y2="${n(y(options.reference.value))}"/>`
    : null;
  const legend: LegendItem[] = [
    ...(options.reference ? [{ mark: 'expected', label: options.reference.label } as const] : []),
    ...(options.neverLabel !== undefined && bars.some((b) => b.never) ? [{ mark: 'never', label: options.neverLabel } as const] : []),
  ];
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${text.id}-t ${text.id}-d" preserveAspectRatio="xMidYMid meet">
<title id="${text.id}-t">${text.title}</title><desc id="${text.id}-d">${text.desc}</desc>
<line class="axis" x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}"/>
<text x="${left - 8}" y="${top + 8}" text-anchor="end" font-size="22">${max}</text><text x="${left - 8}" y="${top + plotH}" text-anchor="end" font-size="22">0</text>
${rects}
${reference}
${ticks}
</svg>${chartLegend(legend)}`;
}

interface LegendItem {
  readonly mark: 'expected' | 'never';
  readonly label: string;
}

/**
 * The legend of a chart's marks that are not bars (issue 13 item 8), in the page's markup under
 * the chart, so it keeps the text size of the page on a phone: each mark drawn as in the chart.
 */
function chartLegend(items: readonly LegendItem[]): Html | null {
  if (items.length === 0) return null;
  return html`<ul class="chart-legend">${items.map(
    (item) =>
      html`<li class="legend-${item.mark}"><svg viewBox="0 0 28 12" width="28" height="12" aria-hidden="true">${item.mark === 'expected' ? raw('<line class="expected" x1="0" x2="28" y1="6" y2="6"/>') : raw('<rect class="never" x="4" y="4" width="20" height="8"/>')}</svg> ${item.label}</li>`,
  )}</ul>`;
}

/** Horizontal bar chart of a ranked list (the most drawn numbers, those absent longest). */
export function rowChart(text: ChartText, bars: readonly Bar[], alt = false): Html {
  const width = 640;
  const row = 30;
  const label = 96;
  const valueW = 80;
  const top = 6;
  const height = top * 2 + bars.length * row;
  const plotW = width - label - valueW;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rows = bars.map((b, i) => {
    const y = top + i * row;
    const w = Math.max(b.value > 0 ? 1 : 0, (b.value / max) * plotW);
    return html`<text x="${label - 10}" y="${y + 21}" text-anchor="end" font-size="20">${b.label}</text><rect ${raw(BAR_ATTRIBUTE)} class="bar${alt ? ' alt' : ''}" x="${label}" y="${y + 5}" width="${n(w)}" height="${row - 10}"><title>${b.tip}</title></rect><text x="${n(label + w + 8)}" y="${y + 21}" font-size="18">${b.value}</text>`;
  });
  return html`<svg class="chart rows" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${text.id}-t ${text.id}-d" preserveAspectRatio="xMidYMid meet">
<title id="${text.id}-t">${text.title}</title><desc id="${text.id}-d">${text.desc}</desc>
<line class="axis" x1="${label}" x2="${label}" y1="0" y2="${height}"/>
${rows}
</svg>`;
}
