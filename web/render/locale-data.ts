import type { DatePart, LocaleFormats } from '../lib/locale-formats.ts';

const CACHE = new Map<string, LocaleFormats>();

/**
 * The formats of `lang` read off this process's Intl (Node has every language's data): the long
 * draw date as `displayName` writes it (pipeline/draws/localize.ts) and the amounts of the pages.
 * Built once per language; web/lib/locale-formats.test.ts holds the formatters equal to Intl.
 */
export function localeFormats(lang: string): LocaleFormats {
  let formats = CACHE.get(lang);
  if (!formats) {
    formats = readFormats(lang);
    CACHE.set(lang, formats);
  }
  return formats;
}

function readFormats(lang: string): LocaleFormats {
  const dates = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
    calendar: lang === 'th' ? 'buddhist' : 'gregory',
  });
  const reference = dates.formatToParts(new Date(Date.UTC(2001, 0, 15)));
  const date: DatePart[] = reference.map((p) => {
    if (p.type === 'literal') return { literal: p.value };
    if (p.type === 'day' || p.type === 'month' || p.type === 'year') return { field: p.type };
    throw new Error(`${lang}: the long date has a part this format does not know: ${p.type}`);
  });
  const part = (parts: readonly { type: string; value: string }[], type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const months = Array.from({ length: 12 }, (_, m) => part(dates.formatToParts(new Date(Date.UTC(2001, m, 15))), 'month'));
  const amounts = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).formatToParts(1234567.5);
  return {
    date,
    months,
    yearOffset: Number(part(reference, 'year')) - 2001,
    group: part(amounts, 'group'),
    decimal: part(amounts, 'decimal'),
  };
}
