import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import type { SourceContext } from '../errors/source-context.ts';
import type { LotteryDef } from '../registry/index.ts';
import type { Source, SourceAnswer, SourcePrize } from './types.ts';

/** How manual entry names itself in errors and in the store. */
export const MANUAL_COMMAND = 'npm run pipeline -- add-draw';

export interface ManualEntry {
  readonly date: string;
  /** `slug=number[,number...]`, one per `--prize`. */
  readonly specs: readonly string[];
  /** The official announcement's time (`--at`); becomes every prize's publishedAt. */
  readonly publishedAt?: string;
  /** Where the operator read the values (`--ref`), recorded on the draw. */
  readonly ref: string;
}

/**
 * `add-draw` as a source (issue 5): an operator typing an official announcement. It is official
 * (a moved draw date is accepted with a warning) and goes through the same registry checks as GLO
 * and the feeds.
 */
export function manualSource(entry: ManualEntry): Source {
  return {
    id: 'manual',
    async fetch(lottery: LotteryDef): Promise<SourceAnswer> {
      const context: SourceContext = { source: 'manual', url: MANUAL_COMMAND, lottery: lottery.id, draw: entry.date };
      const prizes = entry.specs.map((spec) => parsePrizeSpec(spec, entry.publishedAt, context));
      return {
        source: 'manual',
        lottery: lottery.id,
        url: MANUAL_COMMAND,
        official: true,
        draws: [{ date: entry.date, ref: entry.ref, field: '--date', prizes }],
        notes: [],
      };
    },
  };
}

/** "last-two-digit=45" or "fifth-prize=000648,354809"; spaces around commas are allowed. */
export function parsePrizeSpec(spec: string, publishedAt: string | undefined, context: SourceContext): SourcePrize {
  const field = `--prize ${spec}`;
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new DrawRejectedError(context, field, 'expected slug=number[,number...]');
  const slug = spec.slice(0, eq).trim();
  const numbers = spec
    .slice(eq + 1)
    .split(',')
    .map((n) => n.trim());
  const bad = numbers.filter((n) => !/^[0-9]+$/.test(n));
  if (bad.length > 0 || numbers.length === 0) {
    throw new DrawRejectedError(
      context,
      field,
      `${bad.map((b) => JSON.stringify(b)).join(', ') || 'nothing'}: numbers are ASCII digits, comma-separated`,
    );
  }
  return { slug, numbers, ...(publishedAt !== undefined ? { publishedAt } : {}), field: `--prize ${slug}` };
}
