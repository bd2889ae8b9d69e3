import { describe, expect, test } from 'vitest';
import { NUMBERS_MAX } from './param-specs.ts';
import { isCalendarDate } from '../registry/calendar-date.ts';
import { parseParams } from './params.ts';
import { LANGS, type Lang } from '../registry/index.ts';
import { validateAnswer } from '../testing/contract-check.ts';

/**
 * C9.4's parameters: `numbers` of /check-many and `date` of /check and /check-many. Every bad
 * input is C2's 400 in the requested language, naming the parameter, what was received and what
 * is allowed (for a list: which numbers), held to openapi.json's error schema.
 */

function failure(endpoint: 'check' | 'check-many', query: string): string {
  const parsed = parseParams(endpoint, new URLSearchParams(query));
  if (parsed.ok) throw new Error(`${endpoint}?${query} was accepted`);
  const body = { success: false, error: parsed.failure.error };
  expect(validateAnswer(`/${endpoint}`, 400, body)).toEqual([]);
  return parsed.failure.error;
}

const ALLOWED_EN = '1 to 100 numbers separated by commas (,), each digits 0-9, 2, 3 or 6 digits long, for Thai Government Lottery';

describe('numbers (/check-many)', () => {
  test.each([
    ['missing', 'lang=en', `Parameter "numbers" is required. Allowed: ${ALLOWED_EN}`],
    ['empty', 'numbers=&lang=en', `Invalid value for parameter "numbers": received "". Allowed: ${ALLOWED_EN}`],
    [
      'given twice',
      'numbers=12&numbers=34&lang=en',
      `Parameter "numbers" was given more than once (received "12, 34"); give it once. Allowed: ${ALLOWED_EN}`,
    ],
    [
      'more than 100',
      `numbers=${Array.from({ length: NUMBERS_MAX + 1 }, () => '12').join(',')}&lang=en`,
      `Parameter "numbers" holds 101 numbers; at most 100 are checked in one request. Allowed: ${ALLOWED_EN}`,
    ],
    [
      'wrong lengths, empty items, spaces and other digits, each named once',
      'numbers=12,1234,,1234, 12,๑๒,123&lang=en',
      `Parameter "numbers" holds invalid numbers (4): "1234", "", " 12", "๑๒". Allowed: ${ALLOWED_EN}`,
    ],
    // One invalid number reads as well as four (the wording holds no plural).
    ['one wrong length', 'numbers=12,12345&lang=en', `Parameter "numbers" holds invalid numbers (1): "12345". Allowed: ${ALLOWED_EN}`],
    [
      'in Thai',
      'numbers=12,12345&lang=th',
      'พารามิเตอร์ "numbers" มีเลขที่ไม่ถูกต้อง 1 ตัว: "12345" ค่าที่รองรับ: เลข 1 ถึง 100 ตัว คั่นด้วยเครื่องหมายจุลภาค (,) แต่ละตัวเป็นตัวเลข 0-9 ความยาว 2, 3 หรือ 6 หลัก สำหรับสลากกินแบ่งรัฐบาล',
    ],
    ['more than 100 in Thai', `numbers=${'1,'.repeat(150)}1&lang=th`, 'พารามิเตอร์ "numbers" มีเลข 151 ตัว ตรวจได้ไม่เกิน 100 ตัวต่อครั้ง'],
  ])('%s', (_name, query, error) => {
    expect(failure('check-many', query)).toContain(error);
  });

  test('every bad list is refused in every language, in that language', () => {
    const bad = ['numbers=', 'numbers=1', `numbers=${'12,'.repeat(100)}12`, 'numbers=12,12345'];
    for (const lang of LANGS) {
      const errors = bad.map((q) => failure('check-many', `${q}&lang=${lang}`));
      expect(new Set(errors).size).toBe(bad.length);
      for (const e of errors) expect(e).toContain('"numbers"');
      if (lang !== 'en') for (const e of errors) expect(e).not.toContain('Allowed');
    }
  });

  test('an invalid number is echoed cut to 40 characters (C2.2)', () => {
    expect(failure('check-many', `numbers=12,${'9'.repeat(60)}&lang=en`)).toContain(`"${'9'.repeat(40)}"`);
    expect(failure('check-many', `numbers=12,${'9'.repeat(60)}&lang=en`)).not.toContain('9'.repeat(41));
  });

  test('parameters are read in the order of C2.1: lang, lottery, numbers, then date', () => {
    expect(failure('check-many', 'lang=xx&numbers=1&date=x')).toContain('"lang"');
    expect(failure('check-many', 'lottery=nope&numbers=1&date=x&lang=en')).toContain('"lottery"');
    expect(failure('check-many', 'numbers=1&date=x&lang=en')).toContain('"numbers"');
    expect(failure('check-many', 'numbers=12&date=x&lang=en')).toContain('"date"');
  });

  test('the lengths accepted follow the lottery (C5.1)', () => {
    expect(failure('check-many', 'lottery=hanoi-normal&numbers=1234,123456&lang=en')).toContain('"123456"');
    const ok = parseParams('check-many', new URLSearchParams('lottery=hanoi-normal&numbers=1234,12,123'));
    expect(ok.ok && ok.params.numbers).toEqual({ unique: ['1234', '12', '123'], repeated: [] });
  });
});

describe('date (/check and /check-many)', () => {
  const dateError: Readonly<Record<Lang, string>> = {
    en: 'Invalid value for parameter "date": received "2024-02-30". Allowed: a calendar date written YYYY-MM-DD, such as 2024-01-16',
    th: 'ค่าพารามิเตอร์ "date" ไม่ถูกต้อง: ได้รับ "2024-02-30" ค่าที่รองรับ: วันที่จริงในรูปแบบ YYYY-MM-DD เช่น 2024-01-16',
    lo: 'ຄ່າຂອງພາຣາມິເຕີ "date" ບໍ່ຖືກຕ້ອງ: ໄດ້ຮັບ "2024-02-30"',
    my: 'ပါရာမီတာ "date" ၏ တန်ဖိုး မမှန်ကန်ပါ: "2024-02-30"',
    vi: 'Giá trị của tham số "date" không hợp lệ: đã nhận "2024-02-30"',
  };

  test.each(LANGS)('a day that does not exist is a 400 in %s, on both endpoints', (lang) => {
    expect(failure('check', `number=12&date=2024-02-30&lang=${lang}`)).toContain(dateError[lang]);
    expect(failure('check-many', `numbers=12&date=2024-02-30&lang=${lang}`)).toContain(dateError[lang]);
  });

  test.each([
    '',
    '2024-1-16',
    '16-01-2024',
    '2024/01/16',
    '20240116',
    ' 2024-01-16',
    '2024-01-16T00:00',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '0000-01-01',
    '๒๕๖๗-01-16',
  ])('refuses %j', (date) => {
    expect(isCalendarDate(date)).toBe(false);
    expect(failure('check', `number=12&date=${encodeURIComponent(date)}&lang=en`)).toContain('"date"');
  });

  test('accepts real days, leap days included; absent is the latest draw (null)', () => {
    for (const date of ['2024-02-29', '2000-02-29', '1999-12-31', '2024-01-16']) expect(isCalendarDate(date)).toBe(true);
    // Years 1 to 99 are days too (Date.UTC would read them as 1900 to 1999): a date before every draw, not a malformed one.
    for (const date of ['0001-01-01', '0050-01-01', '0096-02-29']) expect(isCalendarDate(date)).toBe(true);
    expect(isCalendarDate('0099-02-29')).toBe(false);
    const early = parseParams('check', new URLSearchParams('number=12&date=0050-01-01'));
    expect(early.ok && early.params.date).toBe('0050-01-01');
    const parsed = parseParams('check', new URLSearchParams('number=12'));
    expect(parsed.ok && parsed.params.date).toBe(null);
    expect(failure('check', 'number=12&date=2024-01-16&date=2024-02-01&lang=en')).toContain('given more than once');
  });
});
