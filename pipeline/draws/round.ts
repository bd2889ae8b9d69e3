/**
 * C6.2, C6.4: values are rounded to 4 decimals, half away from zero, at the end of a calculation.
 * The tiny nudge keeps ties like 0.00005 (stored as 0.0000499999...) rounding as written.
 */
export function round4(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`cannot round ${x}`);
  const scaled = Math.abs(x) * 10_000;
  const rounded = Math.round(scaled + scaled * Number.EPSILON) / 10_000;
  return x < 0 ? -rounded : rounded;
}
