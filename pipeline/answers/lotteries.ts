import { type LotteriesBody, type LotteryStatusJson, NEXT_DRAWS_COUNT, type NextDrawJson } from '../contract/lotteries-body.ts';
import { statusName } from '../draws/draw-status.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import { addDays, isScheduledDrawDate, scheduledResultAt } from '../draws/thai-time.ts';
import { LOTTERIES, type Lang, type LotteryDef, type LotteryId, currentSchedule } from '../registry/index.ts';
import { scheduleWords } from '../registry/schedule-words.ts';
import type { Answer } from './answer.ts';
import { type Site, attributionNote, siteUrl } from './attribution.ts';

/** What `/lotteries` says of one lottery's stored draws; null fields when it has none. */
export interface StoredFacts {
  readonly history: LotteryStatusJson['history'];
  readonly latestDraw: LotteryStatusJson['latestDraw'];
  /** Scheduled dates after the newest draw that data/no-draw.json records as having no draw: not draws to come. */
  readonly noDrawAfter: readonly string[];
}

export const NO_STORED_DRAWS: StoredFacts = { history: null, latestDraw: null, noDrawAfter: [] };

/** The facts of one lottery's stored draws (newest first in the view). */
export function storedFacts(view: LotteryView): StoredFacts {
  const newest = view.draws[0];
  const oldest = view.draws[view.draws.length - 1];
  if (!newest || !oldest) return NO_STORED_DRAWS;
  return {
    history: { draws: view.draws.length, firstDate: oldest.date, lastDate: newest.date },
    latestDraw: { drawDate: newest.date, status: statusName(view.status(0)) },
    noDrawAfter: view.noDraw.filter((date) => date > newest.date),
  };
}

/** No schedule in the registry leaves a year without a draw; a longer search means a broken schedule. */
const SEARCH_DAYS = 3660;
/**
 * DOMAIN 1.6: GLO draws a holiday draw up to 3 days early (30 Dec for 1 Jan; the same window as
 * GLO_MOVED_DRAW_DAYS.before in draws/moved-draws.ts).
 */
const MOVED_FORWARD_MAX_DAYS = 3;

/**
 * The next `count` scheduled draws after the newest stored draw, with their scheduled result
 * times (C9.1). A newest draw on a date off the schedule is a moved draw; when a scheduled date
 * follows it within MOVED_FORWARD_MAX_DAYS, that draw stood for it, so the date is not listed as
 * still to come, nor is a date `noDraw` (data/no-draw.json) records as having no draw. Depends only
 * on the registry and the stored dates, never on a clock: the client compares `resultAt` with its own.
 */
export function nextScheduledDraws(
  def: LotteryDef,
  newestDate: string,
  noDraw: readonly string[] = [],
  count = NEXT_DRAWS_COUNT,
): NextDrawJson[] {
  let known = NEXT_DRAWS.get(def);
  if (!known) {
    known = new Map();
    NEXT_DRAWS.set(def, known);
  }
  const key = `${newestDate} ${count} ${noDraw.join(' ')}`;
  let next = known.get(key);
  if (!next) {
    next = searchNextDraws(def, newestDate, count, noDraw);
    known.set(key, next);
  }
  return next.map((d) => ({ ...d }));
}

/**
 * nextScheduledDraws by lottery definition, newest date and count: a pure function of them,
 * asked for every lottery by every `/lotteries` language and by the pages that show the same
 * facts, while the search steps day by day. A process sees few newest dates per lottery.
 */
const NEXT_DRAWS = new WeakMap<LotteryDef, Map<string, readonly NextDrawJson[]>>();

function searchNextDraws(def: LotteryDef, newestDate: string, count: number, noDraw: readonly string[]): NextDrawJson[] {
  const next: NextDrawJson[] = [];
  let movedForward = !isScheduledDrawDate(def, newestDate);
  for (let i = 1; i <= SEARCH_DAYS && next.length < count; i += 1) {
    const date = addDays(newestDate, i);
    if (!isScheduledDrawDate(def, date)) continue;
    const standsFor = movedForward && i <= MOVED_FORWARD_MAX_DAYS;
    movedForward = false;
    if (!standsFor && !noDraw.includes(date)) next.push({ drawDate: date, resultAt: scheduledResultAt(def, date) });
  }
  return next;
}

/** One lottery's item of `/lotteries` in a language. */
export function lotteryStatus(def: LotteryDef, facts: StoredFacts, lang: Lang): LotteryStatusJson {
  return {
    lottery: def.id,
    name: def.names[lang],
    family: def.family,
    schedule: scheduleWords(currentSchedule(def), lang),
    resultTime: def.resultTime,
    history: facts.history,
    latestDraw: facts.latestDraw,
    sources: [...def.sources],
    // No stored draw: no anchor in the data, and a clock may not stand in for one (C1.4).
    nextDraws: facts.latestDraw ? nextScheduledDraws(def, facts.latestDraw.drawDate, facts.noDrawAfter) : [],
  };
}

/**
 * GET /lotteries (C9.1): every lottery in registry order with its newest stored draw and the
 * draws scheduled after it, wrapped like `/results` (`success`, `attribution` with `note`, `data`).
 * `facts` gives what the store holds of each lottery; a lottery it does not know has no draw.
 */
export function lotteriesAnswer(
  facts: (id: LotteryId) => StoredFacts | undefined,
  lang: Lang,
  site: Site,
): Answer & { readonly body: LotteriesBody } {
  return {
    status: 200,
    body: {
      success: true,
      attribution: { source: site.name, url: siteUrl(site), note: attributionNote(site, lang) },
      data: LOTTERIES.map((def) => lotteryStatus(def, facts(def.id) ?? NO_STORED_DRAWS, lang)),
    },
  };
}
