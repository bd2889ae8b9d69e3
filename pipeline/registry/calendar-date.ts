/**
 * YYYY-MM-DD naming a real day of the Gregorian calendar from year 1 on (no 2023-02-29): the one
 * test of a date the query parameters, the store and the checker page share (registry/: a folder
 * the browser bundle may read, assets.ts SOURCE_DIRS). The year is set apart from the month
 * and day, as Date.UTC would read years 0 to 99 as 1900 to 1999.
 */
export function isCalendarDate(text: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(0);
  day.setUTCFullYear(y, mo - 1, d);
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}
