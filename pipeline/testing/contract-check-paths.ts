import { ENDPOINTS, type GlobalStaticEndpoint, type LotteryStaticEndpoint, type ParamsOf } from '../contract/endpoints.ts';
import type { Window } from '../contract/params.ts';
import { LATEST_INDEX_FILE, MANIFEST_FILE, drawsFile, latestFile, noDataFile, notFoundFile } from '../contract/paths.ts';
import { globalStaticRequests, staticRequests } from '../contract/static-requests.ts';
import {
  LANGS,
  LOTTERIES,
  LOTTERY_IDS,
  type Lang,
  type LotteryDef,
  type PrizeSlug,
  calculationPrizes,
  statsPrizes,
} from '../registry/index.ts';
import type { SchemaName } from '../describe/openapi-kit.ts';
import { HISTORY_INDEX_FILE, feedFile, historyEntryFile, historyFile } from '../contract/download-paths.ts';

/**
 * Which schema of openapi.json holds each JSON file of a published tree, keyed by the exact path
 * paths.ts gives it, so a file at any other path is unknown. `consistent` adds what the path says
 * and no schema can: the file is about the lottery, language, limit, window and prize its path
 * names (C4.6 and C6.3 depend on the language). It runs only on a body the schema accepted.
 */
export interface FileRule {
  /** For a static endpoint's file, its entry's schema in the endpoint table (contract/endpoints.ts). */
  readonly schema: SchemaName;
  readonly consistent?: (body: unknown) => string[];
}

export function fileRules(): Map<string, FileRule> {
  const rules = new Map<string, FileRule>();
  for (const def of LOTTERIES) {
    rules.set(latestFile(def.id), { schema: 'LatestDraw', consistent: (b) => same('lottery', (b as { lottery: string }).lottery, def.id) });
    rules.set(drawsFile(def.id), { schema: 'DrawArchive', consistent: (b) => same('lottery', (b as { lottery: string }).lottery, def.id) });
    for (const lang of LANGS) {
      rules.set(noDataFile(def.id, lang), {
        schema: 'ErrorResponse',
        consistent: (b) => ((b as { error: string }).error.includes(def.id) ? [] : [`error does not name ${def.id} (C2.7)`]),
      });
    }
    // Every static request of the endpoint table, held to its entry's schema.
    for (const request of staticRequests(def)) {
      rules.set(request.file, {
        schema: ENDPOINTS[request.endpoint].schema,
        consistent: (b) => CONSISTENT[request.endpoint](b, def, request.params as never),
      });
    }
  }
  // The JSON download files (issue 12): JSON Feeds per language, history files and their index.
  for (const def of LOTTERIES) {
    for (const lang of LANGS) {
      rules.set(feedFile(def.id, lang, 'json'), {
        schema: 'JsonFeed',
        consistent: (b) => [
          ...same('language', (b as { language: string }).language, lang),
          ...(b as { items: Array<{ _draw: { lottery: string } }> }).items.flatMap((item, i) =>
            same(`items/${i}/_draw/lottery`, item._draw.lottery, def.id),
          ),
        ],
      });
    }
    rules.set(historyFile(def.id, 'json'), {
      schema: 'HistoryFile',
      consistent: (b) => same('lottery', (b as { lottery: string }).lottery, def.id),
    });
    rules.set(historyEntryFile(def.id), {
      schema: 'HistoryIndexEntry',
      consistent: (b) => same('lottery', (b as { lottery: string }).lottery, def.id),
    });
  }
  rules.set(HISTORY_INDEX_FILE, { schema: 'HistoryIndex' });
  for (const lang of LANGS) rules.set(notFoundFile(lang), { schema: 'ErrorResponse' });
  // Every static request of the table's endpoints without `lottery` (/lotteries, C9.1).
  for (const request of globalStaticRequests()) {
    rules.set(request.file, {
      schema: ENDPOINTS[request.endpoint].schema,
      consistent: (b) => GLOBAL_CONSISTENT[request.endpoint](b, request.params as never),
    });
  }
  rules.set(LATEST_INDEX_FILE, { schema: 'LatestIndex' });
  rules.set(MANIFEST_FILE, { schema: 'BuildManifest' });
  return rules;
}

/** What each static endpoint's file must say about the request it answers, beyond its schema. */
const CONSISTENT: { readonly [E in LotteryStaticEndpoint]: (body: unknown, def: LotteryDef, params: ParamsOf<E>) => string[] } = {
  results: (b, def, p) => results(b as ResultsBody, def, p.limit, p.lang),
  stats: (b, def) => stats(b as StatsBody, def),
  calculations: (b, def, p) => calculations(b as CalculationsBody, def, p.window, p.prize, p.lang),
};
/** The same for the static endpoints without `lottery`, whose answers are about every lottery. */
const GLOBAL_CONSISTENT: { readonly [E in GlobalStaticEndpoint]: (body: unknown, params: ParamsOf<E>) => string[] } = {
  lotteries: (b, p) => lotteries(b as LotteriesBody, p.lang),
};

interface ResultsBody {
  readonly data: ReadonlyArray<{ readonly lottery: string; readonly drawDate: string; readonly publishedAtText?: string }>;
}
interface StatsBody {
  readonly lottery: string;
  readonly prizes: ReadonlyArray<{ readonly prize: string }>;
}
type Named = { readonly slug: string; readonly nameTh?: string; readonly name?: string };
interface CalculationsBody {
  readonly lottery: Named;
  readonly window: string;
  readonly requestedDraws: number;
  readonly sampleSize: number;
  readonly data: { readonly prizes: ReadonlyArray<{ readonly prize: Named }> };
}

function results(body: ResultsBody, def: LotteryDef, limit: number, lang: Lang): string[] {
  const errors: string[] = [];
  if (body.data.length > limit) errors.push(`data has ${body.data.length} draws, limit is ${limit}`);
  body.data.forEach((d, i) => {
    errors.push(...same(`data/${i}/lottery`, d.lottery, def.id));
    const previous = body.data[i - 1];
    if (previous && previous.drawDate <= d.drawDate) errors.push(`data/${i}/drawDate ${d.drawDate} is not older than ${previous.drawDate}`);
    // SPEC "Draw", C4.6: publishedAtText only when lang is not th.
    if (lang === 'th' && d.publishedAtText !== undefined) errors.push(`data/${i}/publishedAtText present in a th answer`);
    if (lang !== 'th' && d.publishedAtText === undefined) errors.push(`data/${i}/publishedAtText missing in a ${lang} answer`);
  });
  return errors;
}

function stats(body: StatsBody, def: LotteryDef): string[] {
  return [
    ...same('lottery', body.lottery, def.id),
    ...same(
      'prizes/*/prize',
      body.prizes.map((p) => p.prize).join(','),
      statsPrizes(def)
        .map((p) => p.slug)
        .join(','),
    ),
  ];
}

function calculations(body: CalculationsBody, def: LotteryDef, window: Window, prize: PrizeSlug | null, lang: Lang): string[] {
  const expected = prize === null ? calculationPrizes(def).map((p) => p.slug) : [prize];
  const errors = [
    ...same('lottery/slug', body.lottery.slug, def.id),
    ...same('window', body.window, window),
    ...same('data/prizes/*/prize/slug', body.data.prizes.map((p) => p.prize.slug).join(','), expected.join(',')),
    ...named('lottery', body.lottery, lang),
    ...body.data.prizes.flatMap((p, i) => named(`data/prizes/${i}/prize`, p.prize, lang)),
  ];
  // C6.3: a numeric window asks for that many draws; `all` for every stored draw (= sampleSize).
  if (window !== 'all') errors.push(...same('requestedDraws', String(body.requestedDraws), window));
  else errors.push(...same('requestedDraws', String(body.requestedDraws), String(body.sampleSize)));
  if (body.sampleSize > body.requestedDraws) errors.push(`sampleSize ${body.sampleSize} exceeds requestedDraws ${body.requestedDraws}`);
  return errors;
}

/** C6.3: `nameTh` in the Thai answer, `name` in every other language. */
function named(where: string, value: Named, lang: Lang): string[] {
  const key = lang === 'th' ? 'nameTh' : 'name';
  return value[key] === undefined ? [`${where} lacks ${key} in a ${lang} answer (C6.3)`] : [];
}

interface LotteriesBody {
  readonly data: ReadonlyArray<{ readonly lottery: string; readonly name: string }>;
}

/** C9.1: all lotteries in registry order, named in the path's language. */
function lotteries(body: LotteriesBody, lang: Lang): string[] {
  const names = LOTTERIES.map((d) => d.names[lang]).join('|');
  return [
    ...same('data/*/lottery', body.data.map((d) => d.lottery).join(','), LOTTERY_IDS.join(',')),
    ...same('data/*/name', body.data.map((d) => d.name).join('|'), names),
  ];
}

function same(where: string, actual: string, expected: string): string[] {
  return actual === expected ? [] : [`${where} is ${JSON.stringify(actual)}, the path says ${JSON.stringify(expected)}`];
}
