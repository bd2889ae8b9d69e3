import { type Lang, type Localized, type LotteryDef, type PrizeDef, type PrizeSlug, format, joinList } from '../registry/index.ts';
import { type PrizeNumbers, type PrizesStatus, amountText, prizesStatus } from '../draws/draw-status.ts';
import type { CheckParams } from '../contract/params.ts';
import type { CheckResponse, ErrorResponse } from '../contract/schemas/index.ts';
import type { Answer, Plain } from './answer.ts';
import { type Site, siteUrl } from './attribution.ts';
import { noDataAnswer } from './no-data.ts';

/**
 * What a check reads of a draw: a latest-draw file (C1.2) or one draw of the archive (C9.4), both
 * published with the draw's `displayName` in every language.
 */
export interface CheckedDraw {
  readonly draw: { readonly date: string; readonly prizes: Partial<Record<PrizeSlug, PrizeNumbers>> };
  readonly displayName: Localized;
}

/**
 * GET /check against one draw (SPEC matching rules, C5): the latest, or the one `date` names
 * (C9.4, chosen by draw-choice.ts). `draw` is null without data. The body holds no RawJson
 * (`Plain`): the live handler serializes it with JSON.stringify.
 */
export function checkAnswer(
  def: LotteryDef,
  latest: CheckedDraw | null,
  params: Omit<CheckParams, 'date'> & { readonly date?: string | null },
  site: Site,
): Answer<Plain<CheckResponse> | ErrorResponse> {
  if (!latest) return noDataAnswer(def, params.lang);
  const { lang, number } = params;
  const facts = drawFacts(def, latest, lang);
  const matches = numberMatches(def, facts, number);
  return {
    status: 200,
    body: {
      success: true,
      data: {
        number,
        isWinner: matches.length > 0,
        drawDate: latest.draw.date,
        displayName: latest.displayName[lang],
        complete: facts.status.complete,
        pendingPrizes: facts.pendingPrizes,
        notice: facts.notice,
        matches: matches.map((m) => matchJson(m, lang)),
        totalAmount: totalCents(matches) / 100,
      },
      disclaimer: facts.disclaimer,
      attribution: { source: site.name, url: siteUrl(site) },
    },
  };
}

/** Every match of one number in a draw (C5.2, C5.3). */
export function numberMatches(def: LotteryDef, facts: DrawFacts, number: string): Match[] {
  return facts.status.announced.flatMap(({ def: prize, stored }) => matchPrize(def, prize, stored, number));
}

/** One match as the answers show it (C5.4). */
export function matchJson(m: Match, lang: Lang): { slug: PrizeSlug; prize: string; amount: string; winningNumber: string } {
  return { slug: m.slug, prize: m.prize.names[lang], amount: m.amount, winningNumber: m.winningNumber };
}

/** C5.3: the sum of the matches' amounts in cents, exact. */
export function totalCents(matches: readonly Match[]): number {
  return matches.reduce((sum, m) => sum + toCents(m.amount), 0);
}

/** What a /check answer takes from the draw alone, in one language: the same for every number. */
export interface DrawFacts {
  readonly status: PrizesStatus<PrizeNumbers>;
  readonly pendingPrizes: ReadonlyArray<{ readonly slug: PrizeSlug; readonly name: string }>;
  readonly notice: string | null;
  readonly disclaimer: string;
}

/**
 * Remembered per published draw (an immutable object the live path keeps for the life of its
 * tree: a latest-draw file, or a draw of an archive), so a check computes only its matches. A memo, not state: the same draw always gives
 * the same facts, and a WeakMap lets a replaced tree's draws go.
 */
const FACTS = new WeakMap<CheckedDraw, Map<Lang, DrawFacts>>();

export function drawFacts(def: LotteryDef, latest: CheckedDraw, lang: Lang): DrawFacts {
  let byLang = FACTS.get(latest);
  if (!byLang) {
    byLang = new Map();
    FACTS.set(latest, byLang);
  }
  let facts = byLang.get(lang);
  if (!facts) {
    const status = prizesStatus(def, latest.draw.date, latest.draw.prizes);
    facts = {
      status,
      pendingPrizes: status.pending.map((p) => ({ slug: p.slug, name: p.names[lang] })),
      notice: status.complete
        ? null
        : format(lang, 'check.notice', {
            prizes: joinList(
              lang,
              status.pending.map((p) => p.names[lang]),
            ),
          }),
      disclaimer: format(lang, 'check.disclaimer'),
    };
    byLang.set(lang, facts);
  }
  return facts;
}

export interface Match {
  readonly slug: PrizeSlug;
  readonly prize: PrizeDef;
  readonly amount: string;
  readonly winningNumber: string;
}

/**
 * C5.2: which part of the checked number a prize is compared with, or null when the prize does not
 * apply to a number of this length. A full ticket is compared with every full-length prize (the
 * published near-first numbers included), and its first 3, last 3 and last 2 digits with the
 * 3- and 2-digit prizes.
 */
export function comparand(def: LotteryDef, prize: PrizeDef, number: string): string | null {
  if (number.length === def.ticketLength) {
    if (prize.digits === def.ticketLength) return number;
    if (prize.slug === 'first-three-digit') return number.slice(0, 3);
    if (prize.slug === 'last-three-digit') return number.slice(-3);
    if (prize.slug === 'last-two-digit') return number.slice(-2);
    return null;
  }
  switch (number.length) {
    case 2:
      return prize.slug === 'last-two-digit' || prize.slug === 'upper-two-digit' ? number : null;
    case 3:
      return prize.slug === 'first-three-digit' || prize.slug === 'last-three-digit' ? number : null;
    case 4:
      return prize.slug === 'last-four-digit' ? number : null;
    default:
      return null;
  }
}

/** C5.3: every occurrence counts, so a number drawn twice in a prize wins it twice. */
function matchPrize(def: LotteryDef, prize: PrizeDef, stored: PrizeNumbers, number: string): Match[] {
  const target = comparand(def, prize, number);
  if (target === null) return [];
  return stored.numbers.filter((n) => n === target).map((n) => ({ slug: prize.slug, prize, amount: amountText(stored), winningNumber: n }));
}

/** "6000000.00" -> 600000000, exact (amounts are validated as digits with two decimals). */
export function toCents(amount: string): number {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction);
}
