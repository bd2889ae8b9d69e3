import { z } from 'zod';
import { LOTTERY_IDS, PRIZE_SLUGS, SOURCE_IDS } from '../registry/index.ts';
import { AMOUNT_PATTERN } from '../contract/schemas/common.ts';
import { NUMBER_TEXT_PATTERN } from '../contract/schemas/stored-draw.ts';
import type { YearFile } from './schema.ts';

/**
 * The year-file schema's checks written out for the read path (issue 14: a compiled validator for
 * the hot read path). Every build of a fresh clone, so every Netlify build, validates every stored
 * draw. Through zod the 981 year files at scale (338,000 draws) took 2.5 to 3.1 s of one thread,
 * most of a cold build's validation; these checks take 0.3 s (the committed data: 85 to 183 ms
 * against 15 to 30 ms).
 *
 * `isCanonicalYearFile` accepts a parsed file only when `YearFile` (schema.ts) accepts it and every
 * object's keys are in the order of its schema, which is the order the store writes (format.ts).
 * zod's output is then the input itself, key for key and in the same order, so the reader may use
 * the input. Anything else, a defect or a hand-edited file in another key order, is left to zod,
 * which gives the same value or the error naming the draw. Accepting only a subset of what zod
 * accepts is the property the tests hold (year-file-check.test.ts, with fast-check); the regular
 * expressions are zod's own and the schemas', shared, not copied. Its input is JSON.parse's
 * output: objects of other prototypes are refused, and left to zod.
 */
export function isCanonicalYearFile(raw: unknown): raw is YearFile {
  if (!isRecord(raw) || !keysInOrder(raw, FILE_KEYS)) return false;
  const { lottery, year, draws } = raw;
  if (typeof lottery !== 'string' || !LOTTERIES.has(lottery)) return false;
  if (typeof year !== 'number' || !Number.isSafeInteger(year) || year < 1900 || year > 9999) return false;
  if (!Array.isArray(draws) || draws.length === 0) return false;
  const prefix = `${year}-`;
  let previous = '';
  for (const draw of draws) {
    if (!isDraw(draw)) return false;
    // The file's own rules (YearFile's superRefine): in its year, ascending.
    if (!draw.date.startsWith(prefix) || draw.date <= previous) return false;
    previous = draw.date;
  }
  return true;
}

const LOTTERIES: ReadonlySet<string> = new Set(LOTTERY_IDS);
const PRIZES: ReadonlySet<string> = new Set(PRIZE_SLUGS);
const SOURCES: ReadonlySet<string> = new Set(SOURCE_IDS);
/** What `z.iso.date()` and `z.iso.datetime({ precision: 3 })` test (common.ts IsoDate, IsoInstant; a test compares them). */
export const ISO_DATE_PATTERN: RegExp = z.regexes.date;
export const ISO_INSTANT_PATTERN: RegExp = z.regexes.datetime({ precision: 3 });

/**
 * Each schema's keys in its order. A required key that is missing fails its own type check below
 * (undefined is never the type it must have), so only the order and the names need checking here.
 */
const FILE_KEYS = ['lottery', 'year', 'draws'] as const;
const DRAW_KEYS = ['date', 'drawnOn', 'prizes', 'sources', 'trust', 'notes'] as const;
const PRIZE_KEYS = ['numbers', 'amount', 'publishedAt', 'approximate'] as const;
const SOURCE_KEYS = ['source', 'ref', 'prizes'] as const;

function isDraw(value: unknown): value is { date: string } {
  if (!isRecord(value) || !keysInOrder(value, DRAW_KEYS)) return false;
  const { date, drawnOn, prizes, sources, trust, notes } = value;
  if (typeof date !== 'string' || !ISO_DATE_PATTERN.test(date)) return false;
  if (drawnOn !== undefined && (typeof drawnOn !== 'string' || !ISO_DATE_PATTERN.test(drawnOn))) return false;
  if (!isRecord(prizes)) return false;
  let count = 0;
  for (const slug of Object.keys(prizes)) {
    if (!PRIZES.has(slug) || !isPrize(prizes[slug])) return false;
    count += 1;
  }
  // YearFile's superRefine: a stored draw has at least one prize.
  if (count === 0) return false;
  if (!Array.isArray(sources) || sources.length === 0) return false;
  for (const source of sources) if (!isSource(source)) return false;
  if (trust !== undefined && trust !== 'single-aggregator') return false;
  if (notes !== undefined) {
    if (!Array.isArray(notes)) return false;
    for (const note of notes) if (typeof note !== 'string' || note.length === 0) return false;
  }
  return true;
}

function isPrize(value: unknown): boolean {
  if (!isRecord(value) || !keysInOrder(value, PRIZE_KEYS)) return false;
  const { numbers, amount, publishedAt, approximate } = value;
  if (!Array.isArray(numbers) || numbers.length === 0) return false;
  let previous = '';
  for (const n of numbers) {
    // YearFile's superRefine: sorted ascending (as Array.prototype.sort orders strings).
    if (typeof n !== 'string' || !NUMBER_TEXT_PATTERN.test(n) || n < previous) return false;
    previous = n;
  }
  if (amount !== null && (typeof amount !== 'string' || !AMOUNT_PATTERN.test(amount))) return false;
  if (typeof publishedAt !== 'string' || !ISO_INSTANT_PATTERN.test(publishedAt)) return false;
  return typeof approximate === 'boolean';
}

function isSource(value: unknown): boolean {
  if (!isRecord(value) || !keysInOrder(value, SOURCE_KEYS)) return false;
  const { source, ref, prizes } = value;
  if (typeof source !== 'string' || !SOURCES.has(source)) return false;
  if (typeof ref !== 'string' || ref.length === 0) return false;
  if (!Array.isArray(prizes) || prizes.length === 0) return false;
  for (const slug of prizes) if (typeof slug !== 'string' || !PRIZES.has(slug)) return false;
  return true;
}

/**
 * An object as JSON.parse makes them: zod takes any non-null, non-array object, but reads the
 * keys of a record only if it is plain and copies an object's inherited keys into its output, so
 * anything else (not from JSON.parse) is left to zod.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Whether the object's own keys are some of `keys`, in their order. */
function keysInOrder(value: Record<string, unknown>, keys: readonly string[]): boolean {
  let at = 0;
  for (const key of Object.keys(value)) {
    while (at < keys.length && keys[at] !== key) at += 1;
    if (at === keys.length) return false;
    at += 1;
  }
  return true;
}
