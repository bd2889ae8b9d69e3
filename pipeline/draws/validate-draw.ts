import { isScheduledDrawDate } from './thai-time.ts';
import { type LotteryDef, type LotteryId, type PrizeDef, type PrizeSlug, eraFor } from '../registry/index.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';

/**
 * What is wrong with a stored draw, measured against the registry. An `error` is a draw the service
 * must not publish as it is; a `warning` is worth a look but can be real (a draw moved for a
 * holiday, an amount a source published differently).
 */
export interface Defect {
  readonly lottery: LotteryId;
  readonly date: string;
  readonly prize?: PrizeSlug;
  readonly problem: string;
  readonly severity: 'error' | 'warning';
  /** A stable label for counting defects of one sort (`verify` prints warnings by kind). */
  readonly kind: DefectKind;
}

export type DefectKind =
  | 'date-before-first-era'
  | 'date-in-future'
  | 'drawn-before-date'
  | 'prize-not-in-era'
  | 'too-many-numbers'
  | 'wrong-digit-count'
  | 'derived-mismatch'
  | 'near-first-mismatch'
  | 'amount-differs'
  | 'amount-without-fixed-amount'
  | 'off-schedule';

/**
 * The prizes of non-GLO lotteries that are the last k digits of the headline number (C4.1;
 * DOMAIN 4.1, 4.2). `last-two-digit` is not here: it is the bottom number the source publishes.
 */
const SUFFIX_PRIZES: ReadonlyArray<readonly [PrizeSlug, number]> = [
  ['first-prize', Number.POSITIVE_INFINITY],
  ['last-four-digit', 4],
  ['last-three-digit', 3],
  ['upper-two-digit', 2],
];

/** How many errors of one file a refusal lists (the rest are the same mistake, repeated). */
const MAX_REPORTED_ERRORS = 5;
/** A date after every draw: a draw in the future is `verify`'s to flag (it knows today). */
const NO_CLOCK_TODAY = '9999-12-31';

/**
 * The errors of a file's draws against the registry as one line ("draw 2026-08-22, last-two-digit:
 * 000: expected 2 digits; ..."), the first few of them; null when there are none. What the build
 * refuses to render (C1.5) and the store to write (C8.1); draws in the future are left to `verify`,
 * so that neither reads the clock.
 */
export function drawErrorsLine(def: LotteryDef, draws: readonly StoredDraw[]): string | null {
  const errors: string[] = [];
  for (const draw of draws) {
    for (const d of validateDraw(def, draw, NO_CLOCK_TODAY)) {
      if (d.severity === 'error') errors.push(`draw ${d.date}${d.prize === undefined ? '' : `, ${d.prize}`}: ${d.problem}`);
    }
  }
  return errors.length === 0 ? null : errors.slice(0, MAX_REPORTED_ERRORS).join('; ');
}

/**
 * Checks one stored draw against the registry (C4.1, C4.4, C8.1). Pure: `today` is the Thai date
 * (YYYY-MM-DD) the caller takes from its clock. A partial draw (fewer numbers than the prize's
 * count, or prizes missing) is not a defect: it is an `announced` draw (C4.4).
 */
export function validateDraw(def: LotteryDef, draw: StoredDraw, today: string): Defect[] {
  const defects: Defect[] = [];
  const add = (severity: Defect['severity'], kind: DefectKind, problem: string, prize?: PrizeSlug): void => {
    defects.push({ lottery: def.id, date: draw.date, ...(prize !== undefined ? { prize } : {}), problem, severity, kind });
  };

  const firstEra = def.eras[0]?.from ?? '';
  if (draw.date < firstEra) add('error', 'date-before-first-era', `the date is before ${def.id}'s first prize table (${firstEra})`);
  if (draw.date > today) add('error', 'date-in-future', `the date is after today (${today}, Thai time)`);
  if (draw.drawnOn !== undefined) {
    if (draw.drawnOn > today) add('error', 'date-in-future', `drawnOn ${draw.drawnOn} is after today (${today}, Thai time)`);
    if (draw.drawnOn < draw.date) add('error', 'drawn-before-date', `drawnOn ${draw.drawnOn} is before the draw's date`);
  }
  // Draws move for holidays (DOMAIN 1.6: 30 Dec, 17 Jan, 2 May, ...), so an off-schedule date is only a warning.
  if (!isScheduledDrawDate(def, draw.date))
    add('warning', 'off-schedule', "the date is not on the lottery's schedule (registry schedule eras, C4.10)");
  if (draw.date < firstEra) return defects;

  const era = eraFor(def, draw.date);
  for (const [slug, prize] of entries(draw)) {
    const prizeDef = era.prizes.find((p) => p.slug === slug);
    if (!prizeDef) {
      add('error', 'prize-not-in-era', `${def.id} has no ${slug} in the prize table from ${era.from}`, slug);
      continue;
    }
    if (prize.numbers.length > prizeDef.count) {
      add('error', 'too-many-numbers', `${prize.numbers.length} numbers, the prize has ${prizeDef.count}`, slug);
    }
    const wrong = prize.numbers.filter((n) => n.length !== prizeDef.digits);
    if (wrong.length > 0) add('error', 'wrong-digit-count', `${wrong.join(' ')}: expected ${prizeDef.digits} digits`, slug);
    // C4.2: a prize the registry marks as having no fixed amount is published as "0.00"; an amount
    // stored for it (a hand edit, a `correct --amount`) would be shown as that prize's per ticket.
    if (prizeDef.amount === null && prize.amount !== null) {
      add(
        'error',
        'amount-without-fixed-amount',
        `amount ${prize.amount}, but ${def.id} has no fixed amount for ${slug} (C4.2: it is published as 0.00)`,
        slug,
      );
    } else if (prize.amount !== prizeDef.amount) {
      add('warning', 'amount-differs', `amount ${String(prize.amount)}, the registry has ${String(prizeDef.amount)}`, slug);
    }
  }

  if (def.family === 'glo') checkNearFirst(draw, era.prizes, add);
  else checkSuffixes(draw, add);
  if (bottomFromFour(def)) checkBottomFromFour(draw, add);
  return defects;
}

type Add = (severity: Defect['severity'], kind: DefectKind, problem: string, prize?: PrizeSlug) => void;

/** A plain loop: the build validates every draw it renders, and flatMap cost microseconds a draw. */
function entries(draw: StoredDraw): Array<[PrizeSlug, NonNullable<StoredDraw['prizes'][PrizeSlug]>]> {
  const out: Array<[PrizeSlug, NonNullable<StoredDraw['prizes'][PrizeSlug]>]> = [];
  for (const slug in draw.prizes) {
    const prize = draw.prizes[slug as PrizeSlug];
    if (prize) out.push([slug as PrizeSlug, prize]);
  }
  return out;
}

/** The single complete number of a one-number prize, or undefined while it is partial. */
function single(draw: StoredDraw, slug: PrizeSlug): string | undefined {
  const numbers = draw.prizes[slug]?.numbers;
  return numbers?.length === 1 ? numbers[0] : undefined;
}

/**
 * Non-GLO: every "top" prize is a suffix of the headline (C4.1, DOMAIN 4.1/4.2), so each pair of
 * them that is present must agree: 4-top ends in 3-top, 3-top ends in 2-top, and so on.
 */
function checkSuffixes(draw: StoredDraw, add: Add): void {
  for (const [i, [longSlug]] of SUFFIX_PRIZES.entries()) {
    const long = single(draw, longSlug);
    if (long === undefined) continue;
    for (const [shortSlug, k] of SUFFIX_PRIZES.slice(i + 1)) {
      const short = single(draw, shortSlug);
      if (short === undefined || long.length < k) continue;
      if (long.slice(-k) !== short) {
        add('error', 'derived-mismatch', `${short} is not the last ${k} digits of ${longSlug} ${long}`, shortSlug);
      }
    }
    return; // the longest present number decides; shorter pairs are checked through it
  }
}

/**
 * Whether a lottery's 2-bottom is derived, not drawn apart: the Lao development family's is the
 * first two digits of its 4-digit number (DOMAIN 4.1: 564693 -> 4693 -> bottom 46, cross-checked
 * across independent sources). The daily Lao games' bottom rule differs between games (DOMAIN 4.3,
 * 4.4) and the Hanoi games' is another prize's (4.2), so they are not.
 */
export function bottomFromFour(def: LotteryDef): boolean {
  return def.family === 'lao-development';
}

/** C4.1 "a fallback and a check": a 2-bottom that is not the first two digits of the 4-digit number is refused. */
function checkBottomFromFour(draw: StoredDraw, add: Add): void {
  const bottom = single(draw, 'last-two-digit');
  const first = single(draw, 'first-prize');
  const four = single(draw, 'last-four-digit') ?? (first?.length === 4 ? first : undefined);
  if (bottom === undefined || four === undefined || four.length !== 4) return;
  if (four.slice(0, 2) !== bottom) {
    add('error', 'derived-mismatch', `${bottom} is not the first 2 digits of the 4-digit number ${four} (DOMAIN 4.1)`, 'last-two-digit');
  }
}

/** GLO: the adjacent prizes are the first prize ± 1 (DOMAIN 2.2), once both prizes are complete. */
function checkNearFirst(draw: StoredDraw, prizes: readonly PrizeDef[], add: Add): void {
  const first = single(draw, 'first-prize');
  const near = draw.prizes['near-first-prize']?.numbers;
  const nearDef = prizes.find((p) => p.slug === 'near-first-prize');
  if (first === undefined || near === undefined || !nearDef || near.length !== nearDef.count) return;
  const expected = nearFirstOf(first);
  if ([...near].sort().join(' ') !== expected.join(' ')) {
    add('error', 'near-first-mismatch', `${near.join(' ')} is not first-prize ${first} ± 1 (${expected.join(' ')})`, 'near-first-prize');
  }
}

/**
 * The adjacent prizes of a GLO first prize: first ± 1, with the same digit count, ascending
 * (DOMAIN 2.2). Wraps around at 000000/999999, which GLO has never had to publish.
 */
export function nearFirstOf(first: string): string[] {
  const modulus = 10 ** first.length;
  const value = Number(first);
  return [value - 1, value + 1].map((v) => String((v + modulus) % modulus).padStart(first.length, '0')).sort();
}
