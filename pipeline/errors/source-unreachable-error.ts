import { type SourceContext, describeContext } from './source-context.ts';

/**
 * The source gave no usable answer: a network error or timeout after the bounded retries, a 5xx
 * after the retries, or a 4xx/3xx (never retried: an answer, not a passing fault). Nothing was
 * stored from it (C8.3).
 */
export class SourceUnreachableError extends Error {
  override readonly name = 'SourceUnreachableError';
  constructor(
    readonly context: SourceContext,
    readonly field: string,
    readonly detail: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`${describeContext(context, field)}: unreachable: ${detail}`, options);
  }
}
