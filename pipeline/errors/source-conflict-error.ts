import { type SourceContext, describeContext } from './source-context.ts';

/**
 * A source disagrees with a number already stored (C8.2). The stored value stands; the
 * disagreement is recorded in data/conflicts.json and reported. Only `correct` changes it.
 */
export class SourceConflictError extends Error {
  override readonly name = 'SourceConflictError';
  constructor(
    readonly context: SourceContext,
    /** The prize slug. */
    readonly field: string,
    readonly stored: readonly string[],
    readonly incoming: readonly string[],
  ) {
    super(
      `${describeContext(context, field)}: conflict: the source has ${incoming.join(' ')}, the store has ${stored.join(' ')}; ` +
        'the stored value stands (change it with `npm run pipeline -- correct`)',
    );
  }
}
