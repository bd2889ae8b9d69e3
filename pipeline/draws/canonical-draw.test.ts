import { describe, expect, test } from 'vitest';
import { AGGREGATOR_SOURCES, lottery } from '../registry/index.ts';
import type { SourceRecord, StoredDraw, StoredPrize } from '../contract/schemas/stored-draw.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { canonicalDraw, canonicalParts } from './canonical-draw.ts';

const AT = '2026-08-16T11:30:00.000Z';
const prize = (numbers: string[]): StoredPrize => ({ numbers, amount: null, publishedAt: AT, approximate: true });
const aggregator = [...AGGREGATOR_SOURCES][0] as SourceRecord['source'];

/** A canonical draw, then variants that each break one rule of the canonical form. */
function variants(): Array<[string, StoredDraw]> {
  const base: StoredDraw = {
    date: '2026-08-16',
    prizes: { 'first-prize': prize(['14696']), 'last-two-digit': prize(['29']) },
    sources: [{ source: 'dataset:xsmb', ref: 'xsmb.csv 2026-08-16', prizes: ['first-prize', 'last-two-digit'] }],
  };
  const glo = syntheticDraws(lottery('thai-government'), '2024-01-01', '2024-02-16');
  return [
    ['canonical', base],
    ...glo.map((d): [string, StoredDraw] => [`synthetic ${d.date}`, d]),
    ['moved, with notes', { ...base, drawnOn: '2026-08-17', notes: ['drawn a day late'] }],
    ['empty notes', { ...base, notes: [] }],
    ['prizes out of order', { ...base, prizes: { 'last-two-digit': prize(['29']), 'first-prize': prize(['14696']) } }],
    ['numbers out of order', { ...base, prizes: { 'first-prize': prize(['14696']), 'last-two-digit': prize(['29', '03', '29']) } }],
    [
      'prize keys out of order',
      { ...base, prizes: { 'first-prize': { amount: null, numbers: ['14696'], publishedAt: AT, approximate: true } } },
    ],
    ['source keys out of order', { ...base, sources: [{ ref: 'x', source: 'dataset:xsmb', prizes: ['first-prize'] }] }],
    ['source prizes out of order', { ...base, sources: [{ source: 'dataset:xsmb', ref: 'x', prizes: ['last-two-digit', 'first-prize'] }] }],
    ['source prizes repeated', { ...base, sources: [{ source: 'dataset:xsmb', ref: 'x', prizes: ['first-prize', 'first-prize'] }] }],
    ['one aggregator, trust not stored', { ...base, sources: [{ source: aggregator, ref: 'x', prizes: ['first-prize'] }] }],
    ['trust stored without reason', { ...base, trust: 'single-aggregator' }],
    ['a ref that JSON escapes', { ...base, sources: [{ source: 'dataset:xsmb', ref: 'a "quoted"\\ref\n', prizes: ['first-prize'] }] }],
  ];
}

describe('canonicalParts', () => {
  test.each(variants())('writes the same JSON as canonicalDraw: %s', (_name, draw) => {
    expect(JSON.stringify(canonicalParts(draw))).toBe(JSON.stringify(canonicalDraw(draw)));
  });

  test("shares a canonical draw's prizes and sources, and copies those of a draw that is not", () => {
    const named = new Map(variants());
    const canonical = named.get('canonical') as StoredDraw;
    const unordered = named.get('prizes out of order') as StoredDraw;
    expect(canonicalParts(canonical).prizes).toBe(canonical.prizes);
    expect(canonicalParts(canonical).sources).toBe(canonical.sources);
    expect(canonicalParts(unordered).prizes).not.toBe(unordered.prizes);
  });
});
