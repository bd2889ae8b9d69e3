import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { type LotteryDef, type PrizeSlug, eraFor } from '../registry/index.ts';
import type { SourceDraw, SourcePrize } from './types.ts';

/*
 * What the live adapters (brand APIs, xskt, allhuay) share: "not drawn yet" markers, the DOMAIN 4
 * derivations from a headline number, keeping only the prizes of the lottery's table, and which of
 * the draws an answer shows are offered to the store.
 */

/**
 * A value that says "not drawn yet": null, empty, the placeholders sites show before the draw
 * ("xxx", "xx", "-", "รอผล" = waiting for the result; PROVENANCE 1.2 and 2), or a number only partly
 * shown while the draw runs ("8xxxx"), as GLO's reader takes one (glo-response.ts PLACEHOLDER).
 */
export function notDrawnYet(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const v = value.trim();
  return v === '' || (/^[0-9xX*\-?]+$/.test(v) && /[xX*\-?]/.test(v)) || v === 'รอผล' || v === 'รอผลออก';
}

/** Digits of `width`, or a SourceShapeError naming the field (a number of the wrong width, a letter). */
export function digitsOf(value: string, width: number, field: string, context: SourceContext): string {
  const v = value.trim();
  if (!new RegExp(`^[0-9]{${width}}$`).test(v)) {
    throw new SourceShapeError(context, field, `${JSON.stringify(value)} is not a ${width}-digit number`);
  }
  return v;
}

export function prize(slug: PrizeSlug, number: string, field: string): SourcePrize {
  return { slug, numbers: [number], field };
}

/**
 * DOMAIN 4.2/4.3: from a headline number N, 4 ตัว = N[-4:], 3 ตัวบน = N[-3:], 2 ตัวบน = N[-2:].
 * The field names the derivation, so an error on a derived prize points at its origin.
 */
export function fromHeadline(headline: string, field: string): SourcePrize[] {
  return [
    prize('first-prize', headline, field),
    ...(headline.length > 4 ? [prize('last-four-digit', headline.slice(-4), `${field} (last 4 digits)`)] : []),
    prize('last-three-digit', headline.slice(-3), `${field} (last 3 digits)`),
    prize('upper-two-digit', headline.slice(-2), `${field} (last 2 digits)`),
  ];
}

/**
 * Keeps the prizes the lottery's table has on `date` (C4.9: a table lists only what its sources can
 * deliver, so a source may give more, such as the headline where the table has only 3-top/2-top/
 * 2-bottom). The others are named in a note, not stored.
 */
export function tablePrizes(def: LotteryDef, date: string, prizes: readonly SourcePrize[]): { prizes: SourcePrize[]; notes: string[] } {
  let slugs: readonly string[];
  try {
    slugs = eraFor(def, date).prizes.map((p) => p.slug);
  } catch {
    return { prizes: [...prizes], notes: [] }; // before the first era: accept-draw rejects the date by name
  }
  const kept = prizes.filter((p) => slugs.includes(p.slug));
  const dropped = prizes.filter((p) => !slugs.includes(p.slug)).map((p) => p.slug);
  return { prizes: kept, notes: dropped.length > 0 ? [`${date}: ${dropped.join(', ')} not in ${def.id}'s prize table; not stored`] : [] };
}

/**
 * The draws of an answer offered to the store: those on a date asked for, and any newer than every
 * date asked (a draw the schedule did not make due yet, or a future date, which accept-draw rejects
 * by name). An older draw the page still shows is only noted: it was asked for in an earlier run.
 * Every asked date without a draw gets a "nothing yet" note.
 */
export function pickDraws(found: readonly SourceDraw[], asked: readonly string[], what: string): { draws: SourceDraw[]; notes: string[] } {
  const latestAsked = asked.reduce((a, b) => (b > a ? b : a), '');
  const draws = found.filter((d) => d.prizes.length > 0 && (asked.includes(d.date) || d.date > latestAsked));
  const shown = new Set(draws.map((d) => d.date));
  const newest = found.reduce((a, b) => (b.date > a ? b.date : a), '');
  const notes = asked
    .filter((d) => !shown.has(d))
    .map((d) => `${d}: ${what} has nothing for this draw yet${newest !== '' && newest < d ? ` (its latest is ${newest})` : ''}`);
  return { draws, notes };
}

/** `http://127.0.0.1:8080` + `https://api.lao-tv.com/result` → `http://127.0.0.1:8080/api.lao-tv.com/result`. */
export function overriddenUrl(url: string, base: string | undefined): string {
  if (base === undefined) return url;
  const u = new URL(url);
  return `${base}/${u.host}${u.pathname}${u.search}`;
}

/** A base URL from the environment, checked, without a trailing slash; `fallback` when unset. */
export function baseUrlFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: string): string;
export function baseUrlFromEnv(env: NodeJS.ProcessEnv, name: string, fallback?: undefined): string | undefined;
export function baseUrlFromEnv(env: NodeJS.ProcessEnv, name: string, fallback?: string): string | undefined {
  const raw = env[name] || fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: "${raw}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${raw}" is not an http(s) URL`);
  return withoutTrailingSlashes(raw);
}

/**
 * The text without the slashes it ends with, in one pass. (`/\/+$/` is tried at every slash of a
 * run and reads the rest of it each time: 100,000 slashes in a page's canonical link took 7 s.)
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 47) end -= 1;
  return text.slice(0, end);
}

/** Minutes between two "HH:MM" times of day. */
export function minutesApart(a: string, b: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return Math.abs(m(a) - m(b));
}
