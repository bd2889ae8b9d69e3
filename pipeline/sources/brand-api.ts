import { z } from 'zod';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { thaiInstant } from '../draws/thai-time.ts';
import type { LotteryDef } from '../registry/index.ts';
import { type HttpDeps, httpText, sourceFailures } from './http-client.ts';
import { parseJsonBody, shapeError } from './json-body.ts';
import { minutesApart, pickDraws, tablePrizes } from './live-kit.ts';
import type { Source, SourceAnswer, SourceDraw, SourcePrize } from './types.ts';

/*
 * The "brand" result APIs of the private Lao and Hanoi games (PROVENANCE 1.2, 1.3): each game's site
 * answers `GET api.<site>/result` with its latest draw,
 *   {status:"success", data:{lotto_date, start_spin, <show time>, results:{...}}, update}.
 * The envelope and the checks are shared here; lao-brand.ts and hanoi-brand.ts read `results`.
 */

/** A value of `results`: a digit string, or null / "" / "xxx" while not drawn yet. */
const Value = z.string().nullable().optional();

export const BrandEnvelope = z.object({
  status: z.literal('success'),
  data: z.object({
    lotto_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD'),
    results: z.record(z.string(), Value),
  }),
});

export interface BrandFamily {
  readonly source: 'lao-brand-api' | 'hanoi-brand-api';
  /** The key of `data` holding the result time ("2026-06-23 15:45:00"): `show_result` or `show_1st`. */
  readonly showKey: string;
  /**
   * The key of `data` holding the time a prize read from `field` is shown (Thai time, as `showKey`'s):
   * its publication time once passed (SourcePrize.shownAt). Without it, every prize's is `showKey`.
   */
  showKeyOf?(field: string): string;
  /**
   * The keys of `results` every answer of the family has (null or "xxx" while not drawn): an answer
   * with results but without them is another family's, or another shape, not a draw still to come.
   */
  readonly resultKeys: readonly string[];
  /** The prizes of `results` (before the lottery's table is applied), or none while not drawn. */
  read(results: Readonly<Record<string, string | null | undefined>>, context: SourceContext): SourcePrize[];
}

/** How far the API's result time may be from the registry's before the answer is taken for another game's. */
export const SAME_GAME_MINUTES = 60;

/**
 * One GET per run: the API shows one draw, the latest. It is offered when it is a date asked for
 * or newer (accept-draw rejects a future date); an older one means "not drawn yet". Two checks
 * catch an answer that is not this lottery's draw: the result time the API gives must be on
 * `lotto_date` (another date) and within an hour of the lottery's result time (another game's
 * API configured for this lottery).
 */
export function brandApiSource(family: BrandFamily, options: { readonly url: string; readonly http: HttpDeps }): Source {
  return {
    id: family.source,
    async fetch(def: LotteryDef, dates: readonly string[]): Promise<SourceAnswer> {
      const url = `GET ${options.url}`;
      const asked: SourceContext = { source: family.source, url, lottery: def.id, draw: dates[0] ?? null };
      const answer = await httpText({ method: 'GET', url: options.url }, options.http, sourceFailures(asked));
      const raw = parseJsonBody(answer.text, answer.contentType, asked);
      const parsed = BrandEnvelope.safeParse(raw);
      if (!parsed.success) throw shapeError(asked, parsed.error);
      const date = parsed.data.data.lotto_date;
      const context: SourceContext = { ...asked, draw: date };
      const results = parsed.data.data.results;
      const present = Object.keys(results);
      const lacking = family.resultKeys.find((key) => !Object.hasOwn(results, key));
      if (present.length > 0 && lacking !== undefined) {
        throw new SourceShapeError(
          context,
          `data.results.${lacking}`,
          `missing: not a ${family.source} answer (results holds ${present.slice(0, 6).join(', ')}${present.length > 6 ? ', ...' : ''}; check the configured URL)`,
        );
      }
      checkSameGame(def, (raw as { data: Record<string, unknown> }).data[family.showKey], date, family.showKey, context);
      const data = (raw as { data: Record<string, unknown> }).data;
      const read = family
        .read(parsed.data.data.results, context)
        .map((p) => withShowTime(p, data[family.showKeyOf?.(p.field) ?? family.showKey], date));
      const table = tablePrizes(def, date, read);
      const draw: SourceDraw = { date, ref: `${url} lotto_date=${date}`, field: 'data', prizes: table.prizes };
      const picked = pickDraws([draw], dates, family.source);
      const notes = [...picked.notes, ...(picked.draws.length > 0 ? table.notes : [])];
      return { source: family.source, lottery: def.id, url, official: false, draws: picked.draws, notes };
    },
  };
}

/** A brand show time on the draw's date ("2026-06-23 15:45:00", Thai time) as an instant; null for any other value. */
export function showInstant(show: unknown, date: string): string | null {
  const m = typeof show === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(show) : null;
  if (!m || m[1] !== date) return null;
  return new Date(Date.parse(thaiInstant(date, `${m[2]}:${m[3]}`)) + Number(m[4] ?? 0) * 1000).toISOString();
}

/** The prize with the time the API says it is shown, when it gives one on the draw's date. */
function withShowTime(prize: SourcePrize, show: unknown, date: string): SourcePrize {
  const shownAt = showInstant(show, date);
  return shownAt === null ? prize : { ...prize, shownAt };
}

function checkSameGame(def: LotteryDef, show: unknown, date: string, key: string, context: SourceContext): void {
  if (show === undefined || show === null) return; // not every brand gives it; nothing to compare
  const m = typeof show === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(show) : null;
  if (!m) throw new SourceShapeError(context, `data.${key}`, `${JSON.stringify(show)} is not a time "YYYY-MM-DD HH:MM"`);
  if (m[1] !== date)
    throw new SourceShapeError(context, `data.${key}`, `the result time ${show} is not on lotto_date ${date}: an answer for another date`);
  const apart = minutesApart(m[2] as string, def.resultTime);
  if (apart > SAME_GAME_MINUTES) {
    throw new SourceShapeError(
      context,
      `data.${key}`,
      `the result time ${m[2]} is ${apart} minutes from ${def.id}'s ${def.resultTime}: another game's numbers (check the configured URL)`,
    );
  }
}
