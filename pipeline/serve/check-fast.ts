import { checkAnswer, comparand, matchJson, toCents } from '../answers/check.ts';
import type { Site } from '../answers/attribution.ts';
import { ENDPOINTS } from '../contract/endpoints.ts';
import { parseParams } from '../contract/params.ts';
import { amountText, drawStatus } from '../draws/draw-status.ts';
import type { LatestDraw } from '../draws/latest-draw.ts';
import type { LatestSource } from '../published/latest-source.ts';
import {
  DEFAULT_LANG,
  DEFAULT_LOTTERY,
  type Lang,
  type LotteryDef,
  type PrizeDef,
  checkLengths,
  isLang,
  isLotteryId,
  lottery as registryLottery,
} from '../registry/index.ts';
import { type HeaderSet, jsonHeaders } from './http-result.ts';

/**
 * /check's fast path (issue 14): the common, well-formed request answered from pieces of its
 * answer serialized once per published draw and language, so a request costs a query scan, a few
 * map lookups and the concatenation of its body. Anything unusual (another parameter, a repeated
 * or escaped one, an invalid value, a lottery without data) returns null and takes the general
 * path, which alone knows the error answers; check-fast.test.ts holds the two byte-equal.
 */

/** The headers of a /check answer (C3.1, C3.3: no-store). */
export const CHECK_HEADERS: HeaderSet = jsonHeaders(ENDPOINTS.check.cache);

/** One winning number of an announced prize: its match objects serialized, and what they add up to. */
interface Hit {
  readonly json: string;
  readonly cents: number;
}

interface PrizeTemplate {
  readonly def: PrizeDef;
  readonly hits: ReadonlyMap<string, Hit>;
}

/** A /check answer of one draw in one language, cut where the number's own values go. */
interface Template {
  readonly site: Site;
  /** The text before the number, between the number and `isWinner`, up to the matches, and after the total. */
  readonly parts: readonly [string, string, string, string, string];
  readonly prizes: readonly PrizeTemplate[];
}

/** Unique markers put where the per-number values go; the cut fails (and the fast path stays off) if the body changes shape. */
const MARK = { number: '\u0000n', isWinner: '\u0000w', matches: '\u0000m', totalAmount: '\u0000t' } as const;
const MARK_ORDER = [MARK.number, MARK.isWinner, MARK.matches, MARK.totalAmount].map((m) => JSON.stringify(m));

/** Per published draw (immutable for the life of its tree), per language; null: this answer has no fast path. */
const TEMPLATES = new WeakMap<LatestDraw, Map<Lang, Template | null>>();

/**
 * The body of `/check?{query}` when the query is the common well-formed case (`lottery`, `number`
 * and `lang`, each at most once, plainly written and valid, `number` required) and the lottery has
 * a published draw; null otherwise.
 */
export function fastCheckBody(source: LatestSource, query: string): string | null {
  let lotteryValue: string | null = null;
  let number: string | null = null;
  let langValue: string | null = null;
  let start = 0;
  const length = query.length;
  while (start < length) {
    let end = query.indexOf('&', start);
    if (end < 0) end = length;
    if (query.startsWith('number=', start)) {
      if (number !== null) return null;
      number = query.slice(start + 7, end);
    } else if (query.startsWith('lottery=', start)) {
      if (lotteryValue !== null) return null;
      lotteryValue = query.slice(start + 8, end);
    } else if (query.startsWith('lang=', start)) {
      if (langValue !== null) return null;
      langValue = query.slice(start + 5, end);
    } else return null;
    start = end + 1;
    if (start === length) return null; // a trailing `&`
  }
  if (number === null) return null;
  const id = lotteryValue ?? DEFAULT_LOTTERY;
  const lang = langValue ?? DEFAULT_LANG;
  if (!isLotteryId(id) || !isLang(lang) || !isDigits(number)) return null;
  const def = registryLottery(id);
  if (!checkLengths(def).includes(number.length)) return null;
  const latest = source.latest(id);
  if (!latest) return null;
  const template = templateOf(source, def, latest, lang);
  return template ? render(def, template, number) : null;
}

function isDigits(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function render(def: LotteryDef, template: Template, number: string): string {
  let matches = '';
  let cents = 0;
  for (const prize of template.prizes) {
    const target = comparand(def, prize.def, number);
    if (target === null) continue;
    const hit = prize.hits.get(target);
    if (hit === undefined) continue;
    matches = matches === '' ? hit.json : `${matches},${hit.json}`;
    cents += hit.cents;
  }
  const [head, afterNumber, afterWinner, afterMatches, tail] = template.parts;
  return `${head}"${number}"${afterNumber}${matches !== ''}${afterWinner}[${matches}]${afterMatches}${JSON.stringify(cents / 100)}${tail}`;
}

function templateOf(source: LatestSource, def: LotteryDef, latest: LatestDraw, lang: Lang): Template | null {
  let byLang = TEMPLATES.get(latest);
  if (!byLang) {
    byLang = new Map();
    TEMPLATES.set(latest, byLang);
  }
  const site = source.index().site;
  let template = byLang.get(lang);
  if (template === undefined || (template !== null && template.site !== site)) {
    template = buildTemplate(def, latest, lang, site);
    byLang.set(lang, template);
  }
  return template;
}

/** Cuts the general path's own answer (for a number of the shortest length) at the marks. */
function buildTemplate(def: LotteryDef, latest: LatestDraw, lang: Lang, site: Site): Template | null {
  const query = new URLSearchParams({ lang, lottery: def.id, number: '0'.repeat(checkLengths(def)[0] ?? 1) });
  const parsed = parseParams('check', query);
  if (!parsed.ok) return null;
  const answer = checkAnswer(def, latest, parsed.params, site);
  if (answer.status !== 200 || !('data' in answer.body)) return null;
  const body = answer.body as { data: Record<string, unknown> };
  const marked = JSON.stringify({ ...body, data: { ...body.data, ...MARK } });
  const parts: string[] = [];
  let from = 0;
  for (const mark of MARK_ORDER) {
    const at = marked.indexOf(mark, from);
    if (at < 0 || marked.indexOf(mark, at + 1) >= 0) return null;
    parts.push(marked.slice(from, at));
    from = at + mark.length;
  }
  parts.push(marked.slice(from));
  const prizes = drawStatus(def, latest.draw).announced.map(({ def: prize, stored }) => {
    const hits = new Map<string, Hit>();
    const amount = amountText(stored);
    for (const n of stored.numbers) {
      const json = JSON.stringify(matchJson({ slug: prize.slug, prize, amount, winningNumber: n }, lang));
      const before = hits.get(n);
      hits.set(n, before ? { json: `${before.json},${json}`, cents: before.cents + toCents(amount) } : { json, cents: toCents(amount) });
    }
    return { def: prize, hits };
  });
  return { site, parts: parts as unknown as Template['parts'], prizes };
}
