import { type SourceContext, describeContext } from './source-context.ts';

/**
 * Values that are well-formed but break the registry (issue 5 "Bad input"): a number of the wrong
 * width, an unknown or duplicated prize, a date off the schedule from a source that is not
 * official, a draw in the future, too many numbers. Names the field; nothing of the answer is
 * stored (C8.3).
 */
export class DrawRejectedError extends Error {
  override readonly name = 'DrawRejectedError';
  constructor(
    readonly context: SourceContext,
    readonly field: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${describeContext(context, field)}: rejected: ${detail}`, options);
  }
}
