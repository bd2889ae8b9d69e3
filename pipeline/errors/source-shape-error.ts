import { type SourceContext, describeContext } from './source-context.ts';

/**
 * The source answered, but not in the shape this service reads: not JSON, HTML, an error envelope,
 * a renamed or retyped field, a version this service does not know. Names the field; nothing from
 * the answer is stored (C8.3).
 */
export class SourceShapeError extends Error {
  override readonly name = 'SourceShapeError';
  constructor(
    readonly context: SourceContext,
    readonly field: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${describeContext(context, field)}: changed shape: ${shortDetail(detail)}`, options);
  }
}

/** How much of a detail the message keeps: details quote the upstream's values, which a hostile page makes megabytes long. */
export const DETAIL_MAX_CHARS = 400;

/** A detail as messages and notes quote it: at most DETAIL_MAX_CHARS of it. */
export function shortDetail(detail: string): string {
  return detail.length <= DETAIL_MAX_CHARS
    ? detail
    : `${detail.slice(0, DETAIL_MAX_CHARS)}… (${detail.length - DETAIL_MAX_CHARS} more characters)`;
}
