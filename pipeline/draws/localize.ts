import { type Lang, type Localized, LANGS, format } from '../registry/index.ts';
import { remember } from './bounded-memo.ts';

/**
 * C4.6: `displayName` is the long date in the requested language from Intl.DateTimeFormat, with the
 * Buddhist Era year in Thai (the `th` locale's default calendar) and Gregorian years elsewhere, and
 * always Latin digits. Formatters are built once: they are the costly part.
 */
const DATE_FORMAT: Readonly<Record<Lang, Intl.DateTimeFormat>> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Intl.DateTimeFormat(lang, {
      dateStyle: 'long',
      timeZone: 'UTC',
      numberingSystem: 'latn',
      calendar: lang === 'th' ? 'buddhist' : 'gregory',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/** The formatter of `displayName`'s long dates in a language (C4.6). */
export const longDateFormat = (lang: Lang): Intl.DateTimeFormat => DATE_FORMAT[lang];

const DATE_TIME_FORMAT: Readonly<Record<Lang, Intl.DateTimeFormat>> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Intl.DateTimeFormat(lang, {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Bangkok',
      numberingSystem: 'latn',
      calendar: lang === 'th' ? 'buddhist' : 'gregory',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/**
 * Formatted dates, remembered: the build formats the same recent dates in many answers (every
 * limit of /results, every number's last date in /stats), and formatting is the costly part.
 * Bounded, so that a long-running server cannot grow it without end.
 */
const FORMATTED = Object.fromEntries(LANGS.map((lang) => [lang, new Map<string, string>()])) as Record<Lang, Map<string, string>>;
/** Per language; keyed by the date itself, whose hash the string keeps (a key made per call was hashed per call). */
const FORMATTED_MAX = 20_000;

/** The long, localized form of a draw date (YYYY-MM-DD). */
export function displayName(date: string, lang: Lang): string {
  const memo = FORMATTED[lang];
  return memo.get(date) ?? remember(memo, FORMATTED_MAX, date, formatDate(date, lang));
}

/**
 * Intl's long date, formatted once a month and language: the text around the day is the same for
 * every day of a month (a cold full build formats 55,000 dates, each a few microseconds in ICU:
 * the draw archives list every date in five languages; issue 14). A month whose day 1 and day 28
 * do not both read as that text around the bare day number is formatted day by day, as is any
 * text that is not a day of the calendar (Intl then fails on it as before).
 */
function formatDate(date: string, lang: Lang): string {
  const around = ISO_DATE.test(date) ? monthAround(date.slice(0, 7), lang) : null;
  const day = Number(date.slice(8, 10));
  if (around === null || day < 1 || day > around.days) return DATE_FORMAT[lang].format(new Date(`${date}T00:00:00Z`));
  return around.before + String(day) + around.after;
}

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

interface MonthText {
  /** The text before and after the day number in the month's long dates. */
  readonly before: string;
  readonly after: string;
  /** How many days the month has. */
  readonly days: number;
}

/** Each month's text in each language; null when the day is not alone in changing, or no such month. */
const MONTHS = new Map<string, MonthText | null>();
const MONTHS_MAX = 5_000;

function monthAround(month: string, lang: Lang): MonthText | null {
  const key = lang + month;
  const known = MONTHS.get(key);
  return known === undefined ? remember(MONTHS, MONTHS_MAX, key, monthText(month, lang)) : known;
}

function monthText(month: string, lang: Lang): MonthText | null {
  const first = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(first.getTime())) return null;
  const format = DATE_FORMAT[lang];
  const parts = format.formatToParts(first);
  const at = parts.findIndex((p) => p.type === 'day');
  if (at < 0 || parts[at]?.value !== '1' || parts.some((p, i) => i !== at && p.type === 'day')) return null;
  const text = (from: number, to: number): string =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  const before = text(0, at);
  const after = text(at + 1, parts.length);
  const sure = format.format(new Date(`${month}-28T00:00:00Z`)) === `${before}28${after}`;
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return sure ? { before, after, days } : null;
}

/**
 * A date's display names in every language, one shared object per date: the draw archives list
 * every stored date of every lottery, and the lotteries share their dates (issue 14: at scale, 49
 * archives of 7,000 dates each). Read-only (`Localized`), so sharing it is safe; bounded like
 * FORMATTED. The texts depend only on the date and the ICU data, which a process never changes.
 */
const NAMES = new Map<string, Localized>();
const NAMES_MAX = 20_000;

export function displayNames(date: string): Localized {
  return (
    NAMES.get(date) ??
    remember(NAMES, NAMES_MAX, date, Object.fromEntries(LANGS.map((lang) => [lang, displayName(date, lang)])) as Record<Lang, string>)
  );
}

/** C4.6: `publishedAtText`, date and time in Thai time with the words for "Thai time". */
export function publishedAtText(instant: string, lang: Lang): string {
  return format(lang, 'time.thai', { datetime: DATE_TIME_FORMAT[lang].format(new Date(instant)) });
}
