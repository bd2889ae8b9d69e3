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
const FORMATTED = new Map<string, string>();
const FORMATTED_MAX = 100_000;

/** The long, localized form of a draw date (YYYY-MM-DD). */
export function displayName(date: string, lang: Lang): string {
  const key = lang + date;
  return FORMATTED.get(key) ?? remember(FORMATTED, FORMATTED_MAX, key, DATE_FORMAT[lang].format(new Date(`${date}T00:00:00Z`)));
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
