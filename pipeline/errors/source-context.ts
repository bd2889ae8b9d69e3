import type { LotteryId, SourceId } from '../registry/index.ts';

/**
 * What every ingest error names (issue 5, C8.3): which source, the exact address it was asked at,
 * the lottery and the draw. Shared by the source error classes of this folder; not an error itself.
 */
export interface SourceContext {
  readonly source: SourceId;
  /** The URL asked (with method), or for manual entry the command that gave the values. */
  readonly url: string;
  readonly lottery: LotteryId;
  /** The draw date (YYYY-MM-DD), or null when the answer is not about one draw (a whole feed). */
  readonly draw: string | null;
}

/** "glo-api POST https://…/getLotteryResult, thai-government draw 2026-07-01, field first-prize" */
export function describeContext(context: SourceContext, field: string): string {
  const draw = context.draw === null ? '' : ` draw ${context.draw}`;
  return `${context.source} ${context.url}, ${context.lottery}${draw}, field ${field}`;
}
