import { serialize } from '../answers/answer.ts';
import { checkAnswer } from '../answers/check.ts';
import { checkManyAnswer } from '../answers/check-many.ts';
import { lotteriesAnswer } from '../answers/lotteries.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { treeFacts } from '../publish/lotteries-outputs.ts';
import { LatestDraw } from '../draws/latest-draw.ts';
import { DEFAULT_WINDOW, parseParams } from '../contract/params.ts';
import { calculationsFile, latestFile, noDataFile, resultsFile, statsFile } from '../contract/paths.ts';
import { noDrawAnswer } from '../answers/draw-choice.ts';
import { addDays } from '../draws/thai-time.ts';
import { DEFAULT_LOTTERY, LOTTERIES, type LotteryDef, type LotteryId, allPrizes, checkLengths, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { type Json, isJsonObject } from './openapi-kit.ts';
import type { TreeContext } from '../publish/outputs.ts';

/** How many items of each `/stats` list the example keeps. */
const STATS_EXAMPLE_ITEMS = 5;
/** How many lotteries the `/lotteries` example keeps (all 49 would add some 50 kB). */
export const LOTTERIES_EXAMPLE_ITEMS = 3;

/** A real answer and the query that produced it. */
export interface Example {
  readonly query: string;
  readonly body: Json;
}

/**
 * The examples of openapi.json and readme.md (C7: "an example taken from real data"): files of the
 * tree being built, read through the TreeContext, in Thai (the default language). They come from
 * the default lottery when it has data, otherwise from the first lottery in registry order that
 * has, so a tree always shows real answers where any exist; only a tree without any stored draw
 * has no 200 examples. `/check` has no file: its examples are computed by the same checkAnswer the
 * live handler runs, on the latest-draw file the handler reads.
 */
export interface Examples {
  readonly lottery: LotteryId | null;
  readonly results: Example | null;
  readonly stats: Example | null;
  readonly calculations: Example | null;
  readonly checkWinner: Example | null;
  readonly checkLoser: Example | null;
  /** C9.4: a winning and a losing number, the winner given twice (`repeated`), by the same checkManyAnswer. */
  readonly checkMany: Example | null;
  /** C9.4: a `/check` whose `date` has no stored draw, the 404 naming the nearest stored dates. */
  readonly noDrawOnDate: Example | null;
  /** C9.1, cut to its first lotteries: computed from the tree's files as the published one is. */
  readonly lotteries: Example;
  /** C2.7: a published no-data document (or, when every lottery has data, the same answer). */
  readonly noData: Example;
}

/** Per tree: openapi.json and readme.md show the same examples, read and computed once. */
export function collectExamples(context: TreeContext): Examples {
  return context.shared(collectExamples, () => readExamples(context));
}

function readExamples(context: TreeContext): Examples {
  const id = context.withData.includes(DEFAULT_LOTTERY) ? DEFAULT_LOTTERY : (context.withData[0] ?? null);
  const fromFile = (query: string, path: string): Example | null => {
    const body = readJson(context, path);
    return body === undefined ? null : { query, body };
  };
  const latest = id === null ? null : readLatest(context, id);
  const check = id === null || latest === null ? null : checkExamples(context, lottery(id), latest);
  return {
    lottery: id,
    results: id && fromFile(`lottery=${id}&limit=1`, resultsFile(id, 1, 'th')),
    stats: id && shortenStats(fromFile(`lottery=${id}`, statsFile(id, 'th'))),
    calculations: id && fromFile(`lottery=${id}`, calculationsFile(id, DEFAULT_WINDOW, null, 'th')),
    checkWinner: check?.winner ?? null,
    checkLoser: check?.loser ?? null,
    checkMany: check?.many ?? null,
    noDrawOnDate: id && latest && noDrawExample(lottery(id), latest),
    lotteries: lotteriesExample(context),
    noData: noDataExample(context),
  };
}

/** The parsed JSON of a file of the new tree, or undefined when the tree has no such file. */
export function readJson(context: TreeContext, path: string): Json | undefined {
  const text = context.read(path);
  return text === undefined ? undefined : (JSON.parse(text) as Json);
}

/**
 * A copy with arrays cut to their first `max` items (every array, or only those under the keys
 * `only` names), for excerpts: the statistics list up to 10,000 numbers per prize, which no
 * example needs in full.
 */
export function shorten(value: Json, max: number, only?: readonly string[]): Json {
  const walk = (v: Json, cut: boolean): Json => {
    if (Array.isArray(v)) return (cut ? v.slice(0, max) : v).map((item: Json) => walk(item, only === undefined));
    if (!isJsonObject(v)) return v;
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, only === undefined || only.includes(k))]));
  };
  return walk(value, only === undefined);
}

/** `/stats` with `numbers` and `neverDrawn` cut short (the summary of the example says so). */
function shortenStats(example: Example | null): Example | null {
  return example && { query: example.query, body: shorten(example.body, STATS_EXAMPLE_ITEMS, ['numbers', 'neverDrawn']) };
}

/** The lottery's latest-draw file in the new tree (its newest stored draw, as /check reads it), or null without one. */
function readLatest(context: TreeContext, id: LotteryId): LatestDraw | null {
  const text = context.read(latestFile(id));
  return text === undefined ? null : LatestDraw.parse(JSON.parse(text));
}

/** A winning and a losing `/check` of the lottery's latest draw. */
function checkExamples(
  context: TreeContext,
  def: LotteryDef,
  latest: LatestDraw,
): { winner: Example | null; loser: Example | null; many: Example | null } {
  const ask = (number: string): Example => {
    const answer = checkAnswer(def, latest, { endpoint: 'check', lang: 'th', lottery: def.id, number }, context.site);
    return { query: `lottery=${def.id}&number=${number}`, body: JSON.parse(serialize(answer.body)) as Json };
  };
  const winning = winningNumber(def, latest.draw);
  // The first two-digit number that wins nothing (two digits are accepted by every lottery, C5.1).
  let loser: Example | null = null;
  let loserNumber: string | null = null;
  for (let n = 0; n < 100 && loser === null; n += 1) {
    loserNumber = String(n).padStart(2, '0');
    const e = ask(loserNumber);
    if (isLoser(e.body)) loser = e;
  }
  const listed = [winning, loser === null ? null : loserNumber, winning].filter((n): n is string => n !== null);
  const query = `lottery=${def.id}&numbers=${listed.join(',')}`;
  const parsed = parseParams('check-many', new URLSearchParams(query));
  const many: Example | null = !parsed.ok
    ? null
    : {
        query,
        body: JSON.parse(
          serialize(checkManyAnswer(def, latest, { lang: 'th', numbers: parsed.params.numbers }, context.site).body),
        ) as Json,
      };
  return { winner: winning === null ? null : ask(winning), loser, many };
}

/**
 * The 404 of a dated check on the day after the lottery's newest stored draw (never a draw day of
 * its own here): the newest stored date is the nearest before it, and none is after. The latest-draw
 * file holds that draw (outputs.ts), so the example needs no pass over the whole draw archive.
 */
function noDrawExample(def: LotteryDef, latest: LatestDraw): Example {
  const newest = latest.draw.date;
  const date = addDays(newest, 1);
  return {
    query: `lottery=${def.id}&date=${date}`,
    body: noDrawAnswer(def, 'th', date, { before: newest, after: null }).body as Json,
  };
}

/**
 * A number that wins in the draw: the number of its longest prize that `/check` accepts (the full
 * ticket where the lottery has one, so the example shows the matching rules of C5.2 at work).
 */
function winningNumber(def: LotteryDef, draw: StoredDraw): string | null {
  const lengths = checkLengths(def);
  const candidates = allPrizes(def)
    .filter((p) => lengths.includes(p.digits))
    .sort((a, b) => b.digits - a.digits);
  for (const p of candidates) {
    const n = draw.prizes[p.slug]?.numbers[0];
    if (n !== undefined && n.length === p.digits) return n;
  }
  return null;
}

function isLoser(body: Json): boolean {
  const data = isJsonObject(body) ? body['data'] : undefined;
  return isJsonObject(data) && data['isWinner'] === false;
}

function lotteriesExample(context: TreeContext): Example {
  const facts = treeFacts(context);
  const body = JSON.parse(serialize(lotteriesAnswer((id) => facts.get(id), 'th', context.site).body)) as Json;
  return { query: 'lang=th', body: shorten(body, LOTTERIES_EXAMPLE_ITEMS, ['data']) };
}

function noDataExample(context: TreeContext): Example {
  const without = LOTTERIES.find((d) => !context.withData.includes(d.id));
  const body = without && readJson(context, noDataFile(without.id, 'th'));
  if (without && body !== undefined) return { query: `lottery=${without.id}`, body };
  const def = without ?? lottery(DEFAULT_LOTTERY);
  return { query: `lottery=${def.id}`, body: JSON.parse(serialize(noDataAnswer(def, 'th').body)) as Json };
}
