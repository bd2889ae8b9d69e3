import { z } from 'zod';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { GLO_KEY_TO_SLUG, gloPriceApplies } from '../registry/index.ts';
import { Amount, IsoDate } from '../store/schema.ts';
import { shapeError } from './json-body.ts';
import type { SourcePrize } from './types.ts';

/**
 * Reading a `getLotteryResult` answer (DOMAIN 1.3; the recorded responses in
 * datasets/official-samples). What GLO sends while a draw is in progress was never captured
 * (DOMAIN 1.5, 6.1), so the rule is: lenient towards "not there yet" (a null result, an empty
 * `data`, a missing tier, an empty `number` list, placeholder values such as "xxxxxx"), strict
 * towards "different" (an error envelope, an unknown prize key, a renamed or retyped field, a value
 * that is neither digits nor a placeholder). The first is pending; the second is SourceShapeError.
 */

/** Characters GLO-style boards show for a digit not drawn yet. */
const PLACEHOLDER = /^[0-9xX*-]*$/;
const DIGITS = /^[0-9]+$/;

/** The top level of every GLO answer (DOMAIN 1.2-1.3). */
const Envelope = z.object({
  status: z.boolean(),
  statusCode: z.number().int(),
  statusMessage: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  response: z.unknown(),
});

const ResponseBlock = z.object({
  responseStatus: z.object({ status: z.string() }).nullable().optional(),
  result: z.unknown().optional(),
});

const Result = z.object({
  date: z.unknown().optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** `price` may still be empty while a tier is being drawn; `round` is not used. */
const Tier = z.strictObject({
  price: z.union([Amount, z.literal(''), z.null()]).optional(),
  number: z
    .array(z.strictObject({ round: z.number().int().nullable().optional(), value: z.string().nullable() }))
    .nullable()
    .optional(),
});

export type GloReading =
  | { readonly kind: 'nothing-yet'; readonly note: string }
  | { readonly kind: 'draw'; readonly prizes: readonly SourcePrize[]; readonly notes: readonly string[] };

/** The request body for a draw date: 2-digit day and month strings, 4-digit Gregorian year (DOMAIN 1.1). */
export function gloRequestBody(date: string): { date: string; month: string; year: string } {
  return { date: date.slice(8, 10), month: date.slice(5, 7), year: date.slice(0, 4) };
}

/** Reads one parsed answer for the draw `requested`; throws SourceShapeError naming the field. */
export function readGloAnswer(raw: unknown, requested: string, context: SourceContext): GloReading {
  const envelope = Envelope.safeParse(raw);
  if (!envelope.success) throw shapeError(context, envelope.error);
  const { status, statusCode, statusMessage, message, response } = envelope.data;
  const said = `statusCode ${statusCode}, statusMessage ${JSON.stringify(statusMessage ?? null)}, message ${JSON.stringify(message ?? null)}`;
  if (!status) throw new SourceShapeError(context, 'status', `GLO answered with an error envelope (status false, ${said})`);
  if (statusCode !== 200) throw new SourceShapeError(context, 'statusCode', `GLO answered with an error envelope (${said})`);
  if (response === null || response === undefined) return { kind: 'nothing-yet', note: 'GLO answered with no response block' };

  const block = ResponseBlock.safeParse(response);
  if (!block.success) throw shapeError(context, block.error, 'response');
  const responseStatus = block.data.responseStatus?.status;
  if (responseStatus !== undefined && responseStatus !== 'Success') {
    throw new SourceShapeError(context, 'response.responseStatus.status', `GLO answered ${JSON.stringify(responseStatus)}, not "Success"`);
  }
  const resultRaw = block.data.result;
  if (resultRaw === null || resultRaw === undefined) return { kind: 'nothing-yet', note: 'GLO has no result for this date yet' };
  const result = Result.safeParse(resultRaw);
  if (!result.success) throw shapeError(context, result.error, 'response.result');
  const data = result.data.data;
  if (data === null || data === undefined || Object.keys(data).length === 0) {
    return { kind: 'nothing-yet', note: 'GLO has no prizes for this date yet' };
  }
  const date = IsoDate.safeParse(result.data.date);
  if (!date.success)
    throw new SourceShapeError(context, 'response.result.date', `expected a date YYYY-MM-DD, got ${JSON.stringify(result.data.date)}`);
  if (date.data !== requested) {
    return { kind: 'nothing-yet', note: `GLO answered with the draw of ${date.data}, not ${requested}; nothing stored for it` };
  }

  const prizes: SourcePrize[] = [];
  const notes: string[] = [];
  for (const [key, tierRaw] of Object.entries(data)) {
    const field = `response.result.data.${key}`;
    if (!Object.hasOwn(GLO_KEY_TO_SLUG, key)) {
      throw new SourceShapeError(context, field, `unknown prize key "${key}"; GLO's keys are ${Object.keys(GLO_KEY_TO_SLUG).join(', ')}`);
    }
    if (tierRaw === null) continue; // a tier not drawn yet
    const tier = Tier.safeParse(tierRaw);
    if (!tier.success) throw shapeError(context, tier.error, field);
    const numbers: string[] = [];
    let placeholders = 0;
    for (const [i, item] of (tier.data.number ?? []).entries()) {
      const value = item.value ?? '';
      if (DIGITS.test(value)) numbers.push(value);
      else if (PLACEHOLDER.test(value)) placeholders += 1;
      else
        throw new SourceShapeError(context, `${field}.number[${i}].value`, `${JSON.stringify(value)} is neither digits nor a placeholder`);
    }
    if (placeholders > 0) notes.push(`${field}: ${placeholders} value(s) not drawn yet (placeholders), not stored`);
    if (numbers.length === 0) continue;
    const slug = GLO_KEY_TO_SLUG[key as keyof typeof GLO_KEY_TO_SLUG];
    const price = tier.data.price;
    prizes.push({ slug, numbers, ...(price && gloPriceApplies(date.data) ? { amount: price } : {}), field });
  }
  if (!gloPriceApplies(date.data))
    notes.push(`GLO's prices are today's table, not those of ${date.data}: the amounts of its era are stored`);
  if (prizes.length === 0) return { kind: 'nothing-yet', note: `GLO lists the prizes of ${requested} but none is drawn yet` };
  return { kind: 'draw', prizes, notes };
}
