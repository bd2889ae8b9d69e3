import { describe, expect, test } from 'vitest';
import { parseEnglishBeDate, parseSanookId, parseThaiShortDate } from './thai-date.ts';

describe('parseThaiShortDate', () => {
  test.each([
    ['3 ม.ค. 2568', '2025-01-03'],
    ['21 ส.ค. 2569', '2026-08-21'],
    ['2 เม.ย. 2569', '2026-04-02'],
    ['29 ก.พ. 2567', '2024-02-29'],
    ['31 ธ.ค. 2568', '2025-12-31'],
  ])('reads the Buddhist-era date %s as %s', (text, iso) => {
    expect(parseThaiShortDate(text)).toBe(iso);
  });

  test.each([
    ['29 ก.พ. 2568', 'a day that does not exist (2025 is not a leap year)'],
    ['31 มิ.ย. 2569', 'June 31st'],
    ['3 Jan 2568', 'an English month'],
    ['2025-01-03', 'an ISO date'],
    ['3 ม.ค. 68', 'a two-digit year'],
    ['', 'an empty field'],
  ])('rejects %s (%s)', (text) => {
    expect(parseThaiShortDate(text)).toBeUndefined();
  });
});

describe('sanook ids and SecretMans dates', () => {
  test.each([
    ['30122549', '2006-12-30'],
    ['28022554', '2011-02-28'],
    ['16052563', '2020-05-16'],
  ])('reads id %s as %s', (id, iso) => {
    expect(parseSanookId(id)).toBe(iso);
  });

  test('rejects an id that is not a calendar day', () => {
    expect(parseSanookId('30022554')).toBeUndefined();
  });

  test.each([
    ['01 February 2550', '2007-02-01'],
    ['16 September 2568', '2025-09-16'],
  ])('reads "%s" as %s', (text, iso) => {
    expect(parseEnglishBeDate(text)).toBe(iso);
  });
});
