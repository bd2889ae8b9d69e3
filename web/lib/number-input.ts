/**
 * What a player types or pastes into the checker, read forgivingly (issue 13 item 2) and turned into
 * the plain ASCII numbers `/check-many` takes (C2.6, C9.4). Pure: no DOM, no network.
 *
 * The rule the page states:
 * - numbers are separated by new lines, commas, semicolons or spaces (a run of them counts once);
 * - a dash is ignored, with any spaces around it on its line, so `75-1495` and `75 - 1495` are `751495`;
 * - Thai, Lao, Burmese and full-width digits are read as 0-9.
 * So `12 34 56` is three numbers, and a ticket printed in groups is written without spaces or with
 * dashes. Each number is checked once; repeats are reported.
 */

/** At most this many different numbers in one check (C9.4). */
export const MAX_NUMBERS = 100;

/** The first code point of each digit block read as 0-9: Thai, Lao, Myanmar, full-width. */
const DIGIT_ZEROS = [0x0e50, 0x0ed0, 0x1040, 0xff10] as const;

/** Hyphen-minus, the Unicode hyphens and dashes, minus sign, small and full-width hyphen-minus. */
const DASH = '\\-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d';
/**
 * A dash with the spaces (not line breaks) around it: dropped, joining what is on both sides of it
 * on the same line. A dash at the start of a line (a pasted list's bullet) joins nothing.
 */
const DASH_JOINT = new RegExp(`[^\\S\\r\\n]*[${DASH}]+[^\\S\\r\\n]*`, 'gu');
const DASHES = new RegExp(`[${DASH}]`, 'gu');
/** Between numbers: white space and line breaks (\s, no-break and ideographic spaces included), commas (ASCII, full-width, ideographic), semicolons. */
const SEPARATORS = /[\s,;\uff0c\u3001\uff1b]+/u;
/** Invisible characters a paste can carry (zero-width space, common in Thai text; byte-order mark). */
const INVISIBLE = /\u200b|\u200c|\u200d|\u2060|\ufeff/gu;
const ASCII_DIGITS = /^[0-9]+$/;

/** The text with every Thai, Lao, Burmese and full-width digit replaced by its ASCII digit. */
export function normaliseDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? char : String(code - zero);
  }
  return out;
}

/** What the entry holds, before the lottery's lengths are looked at. */
export interface ParsedNumbers {
  /** Every different number, ASCII digits, in the order first entered. */
  readonly numbers: readonly string[];
  /** Numbers entered more than once (each is checked once), in the order first entered. */
  readonly repeated: readonly string[];
  /** Pieces that are not numbers, as typed (each once). */
  readonly invalid: readonly string[];
}

/** Reads an entry by the rule above. Never throws. */
export function parseNumbers(text: string): ParsedNumbers {
  const pieces = text.replace(INVISIBLE, '').replace(DASH_JOINT, '-').split(SEPARATORS);
  const numbers: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const invalid = new Set<string>();
  for (const piece of pieces) {
    const number = normaliseDigits(piece.replace(DASHES, ''));
    if (number === '') continue; // an empty piece or a lone dash
    if (!ASCII_DIGITS.test(number)) invalid.add(piece);
    else if (seen.has(number)) repeated.add(number);
    else {
      seen.add(number);
      numbers.push(number);
    }
  }
  return { numbers, repeated: [...repeated], invalid: [...invalid] };
}

/** Why an entry cannot be checked, for the page to say in its own words. */
export type EntryProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-many'; readonly count: number }
  | { readonly kind: 'not-numbers'; readonly items: readonly string[] }
  | { readonly kind: 'wrong-length'; readonly items: readonly string[] };

/**
 * The first problem of a parsed entry for a lottery that accepts numbers of `lengths` digits
 * (C5.1), or null when every number can be checked: nothing entered, then more than `MAX_NUMBERS`
 * different numbers, then pieces that are not numbers, then numbers of a length not accepted.
 */
export function entryProblem(parsed: ParsedNumbers, lengths: readonly number[], max = MAX_NUMBERS): EntryProblem | null {
  const count = parsed.numbers.length + parsed.invalid.length;
  if (count === 0) return { kind: 'empty' };
  if (count > max) return { kind: 'too-many', count };
  if (parsed.invalid.length > 0) return { kind: 'not-numbers', items: parsed.invalid };
  const wrong = parsed.numbers.filter((n) => !lengths.includes(n.length));
  if (wrong.length > 0) return { kind: 'wrong-length', items: wrong };
  return null;
}
