/**
 * A language's long draw date and amount formats as data, so that the browser writes dates and
 * amounts exactly as the build does: the build reads them off its own Intl (web/render/
 * locale-data.ts) and hands them to the page's script, whose browser may lack the language
 * (Chromium ships no Lao or Burmese data, and its Intl then falls back to American English).
 */
export interface LocaleFormats {
  /** The long date's parts in order: literal text, or the day, month or year of the date. */
  readonly date: readonly DatePart[];
  /** The twelve month names as the long date writes them, January first. */
  readonly months: readonly string[];
  /** Added to the Gregorian year (543: the Buddhist Era of the Thai date). */
  readonly yearOffset: number;
  /** Between groups of three digits, and before the two decimals, of an amount. */
  readonly group: string;
  readonly decimal: string;
}

export type DatePart = { readonly literal: string } | { readonly field: 'day' | 'month' | 'year' };

/** A draw date (YYYY-MM-DD) as the long date of `formats` (C4.6: Latin digits). */
export function formatDate(date: string, formats: LocaleFormats): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formats.date
    .map((part) => {
      if ('literal' in part) return part.literal;
      if (part.field === 'day') return String(day);
      if (part.field === 'month') return formats.months[month - 1] ?? '';
      return String(year + formats.yearOffset);
    })
    .join('');
}

/**
 * An amount ("6000000.00", C4.2, or a total) grouped by threes with two decimals, in Latin digits.
 * A string amount keeps its own digits; a number is rounded to cents.
 */
export function formatAmountWith(amount: string | number, formats: LocaleFormats): string {
  const fixed = typeof amount === 'number' ? amount.toFixed(2) : Number(amount).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3)
    grouped = whole.slice(Math.max(0, end - 3), end) + (grouped === '' ? '' : formats.group + grouped);
  return `${negative ? '-' : ''}${grouped}${formats.decimal}${cents}`;
}
