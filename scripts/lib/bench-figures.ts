/** What the bench prints a figure with (`name: value unit`). */
export type Figure = (name: string, value: number, unit: string) => void;

/** The median of measured values (the bench compares medians of alternating rounds). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
