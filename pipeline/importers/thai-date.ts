import { isCalendarDate } from '../registry/calendar-date.ts';

/** DOMAIN 5.3: the Buddhist Era year is the Gregorian year + 543. */
export const BE_OFFSET = 543;

/** DOMAIN 5.3: abbreviated Thai month names, as the lekdee CSVs write them ("3 ม.ค. 2568"). */
const THAI_MONTHS_SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function iso(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}

/** "3 ม.ค. 2568" -> "2025-01-03"; undefined when it is not such a date or not a real day. */
export function parseThaiShortDate(text: string): string | undefined {
  const m = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text);
  if (!m) return undefined;
  const month = (THAI_MONTHS_SHORT as readonly string[]).indexOf(m[2] ?? '');
  if (month < 0) return undefined;
  return iso(Number(m[3]) - BE_OFFSET, month + 1, Number(m[1]));
}

/** A sanook draw id "DDMMBBBB" (BE year, DOMAIN 1.7) -> "YYYY-MM-DD". */
export function parseSanookId(id: string): string | undefined {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(id);
  if (!m) return undefined;
  return iso(Number(m[3]) - BE_OFFSET, Number(m[2]), Number(m[1]));
}

/** "01 February 2550" (SecretMans `date`: English month, BE year) -> "2007-02-01". */
export function parseEnglishBeDate(text: string): string | undefined {
  const m = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  if (!m) return undefined;
  const month = (ENGLISH_MONTHS as readonly string[]).indexOf(m[2] ?? '');
  if (month < 0) return undefined;
  return iso(Number(m[3]) - BE_OFFSET, month + 1, Number(m[1]));
}
