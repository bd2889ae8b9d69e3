/**
 * A draw date (YYYY-MM-DD) in the page's language, the way `displayName` writes it (C4.6): the
 * long date from Intl.DateTimeFormat, Buddhist Era years in Thai, Gregorian elsewhere, Latin digits.
 * For dates the player chose, which no answer has formatted yet. A test holds it equal to the
 * pipeline's `displayName` (pipeline/draws/localize.ts), which the browser bundle does not load.
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

export function formatDrawDate(date: string, lang: string): string {
  let format = FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      dateStyle: 'long',
      timeZone: 'UTC',
      numberingSystem: 'latn',
      calendar: lang === 'th' ? 'buddhist' : 'gregory',
    });
    FORMATS.set(lang, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
