import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError, shortDetail } from '../errors/source-shape-error.ts';
import type { LotteryDef } from '../registry/index.ts';
import { type HttpDeps, httpText, sourceFailures } from './http-client.ts';
import { type GloReading, gloRequestBody, readGloAnswer } from './glo-response.ts';
import { parseJsonBody } from './json-body.ts';
import { baseUrlFromEnv } from './live-kit.ts';
import type { Source, SourceAnswer, SourceDraw } from './types.ts';

/** DOMAIN 1.1: the official site; `GLO_API_URL` overrides it (a proxy, a test server). */
export const GLO_DEFAULT_BASE_URL = 'https://www.glo.or.th';
/** DOMAIN 1.1: draw by date. */
export const GLO_RESULT_PATH = '/api/checking/getLotteryResult';

/** The GLO base URL from the environment, checked, without a trailing slash. */
export function gloBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return baseUrlFromEnv(env, 'GLO_API_URL', GLO_DEFAULT_BASE_URL);
}

/** The fields of an error envelope (pipeline/sources/glo-response.ts). */
const ENVELOPE_FIELDS: ReadonlySet<string> = new Set(['status', 'statusCode', 'response.responseStatus.status']);

/**
 * The official GLO source for `thai-government` (DOMAIN 1): one POST per date asked, the most
 * likely date first; the first date GLO has prizes for is the draw, and the rest are not asked.
 * The others are days a moved draw might have fallen on, most of them without a draw, and what GLO
 * answers for such a day was never recorded: an error envelope for one of them is noted, not an
 * error, and the next date is asked. So is one for the first date (the scheduled one, or the
 * partial draw's) while other dates remain, since the scheduled day of a moved draw has no draw
 * either; but when no date gives the draw, that first envelope is the error the fetch fails with,
 * so a changed API is never only a note. Any other problem with any date is an error.
 */
export function gloSource(options: { readonly baseUrl: string; readonly http: HttpDeps }): Source {
  const url = `${options.baseUrl}${GLO_RESULT_PATH}`;
  return {
    id: 'glo-api',
    oneDrawPerFetch: true,
    async fetch(lottery: LotteryDef, dates: readonly string[]): Promise<SourceAnswer> {
      const notes: string[] = [];
      const draws: SourceDraw[] = [];
      let firstEnvelope: SourceShapeError | null = null;
      for (const [i, date] of dates.entries()) {
        const context: SourceContext = { source: 'glo-api', url: `POST ${url}`, lottery: lottery.id, draw: date };
        const body = gloRequestBody(date);
        const answer = await httpText({ method: 'POST', url, json: body }, options.http, sourceFailures(context));
        let reading: GloReading;
        try {
          reading = readGloAnswer(parseJsonBody(answer.text, answer.contentType, context), date, context);
        } catch (error) {
          if (!(error instanceof SourceShapeError) || !ENVELOPE_FIELDS.has(error.field) || dates.length === 1) throw error;
          if (i === 0) firstEnvelope = error;
          notes.push(
            `${date}: GLO answered with an error envelope for a date that may have no draw (${shortDetail(error.detail)}); not a draw`,
          );
          continue;
        }
        if (reading.kind === 'nothing-yet') {
          notes.push(`${date}: ${reading.note}`);
          continue;
        }
        notes.push(...reading.notes.map((n) => `${date}: ${n}`));
        draws.push({ date, ref: `POST ${url} ${JSON.stringify(body)}`, field: 'response.result', prizes: reading.prizes });
        break;
      }
      if (draws.length === 0 && firstEnvelope) throw firstEnvelope;
      return { source: 'glo-api', lottery: lottery.id, url: `POST ${url}`, official: true, draws, notes };
    },
  };
}
