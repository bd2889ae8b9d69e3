import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../pipeline/registry/langs.ts';
import { checkManyUrl, dateProblem, drawListUrl, isDate, nearestDates, readQuery, thaiToday, writeQuery } from './checker-query.ts';
import { format } from '../../pipeline/registry/messages.ts';
import { parseNumbers } from './number-input.ts';

describe("the page's address", () => {
  test('a check written into the address reads back the same', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[0-9]{2,7}$/), { minLength: 1, maxLength: 100 }), (numbers) => {
        const query = readQuery(writeQuery('thai-government', '2026-07-01', numbers));
        expect(query).toEqual({ lottery: 'thai-government', date: '2026-07-01', numbers: numbers.join(',') });
        expect(parseNumbers(query.numbers ?? '').numbers).toEqual([...new Set(numbers)]);
      }),
    );
  });

  test('the address of one number the checker wrote before issue 13 still opens', () => {
    expect(readQuery('?lottery=lao-lottery&number=12')).toEqual({ lottery: 'lao-lottery', date: null, numbers: '12' });
    expect(readQuery('')).toEqual({ lottery: null, date: null, numbers: null });
  });

  test('the requests: numbers comma-separated, date only when chosen', () => {
    const url = checkManyUrl('/check-many', 'http://x/en/checker/', {
      lottery: 'hanoi-vip',
      numbers: ['12', '345'],
      date: null,
      lang: 'en',
    });
    expect(url.href).toBe('http://x/check-many?lottery=hanoi-vip&numbers=12%2C345&lang=en');
    const dated = checkManyUrl('/base/check-many', 'http://x/', { lottery: 'hanoi-vip', numbers: ['12'], date: '2026-01-02', lang: 'th' });
    expect(dated.href).toBe('http://x/base/check-many?lottery=hanoi-vip&numbers=12&date=2026-01-02&lang=th');
    expect(drawListUrl('/results', 'http://x/', 'lao-lottery', 'lo').href).toBe('http://x/results?lottery=lao-lottery&limit=20&lang=lo');
  });
});

describe('the chosen date', () => {
  test.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    // Years 1 to 99 are days, as the service has them (a date before every draw: its 404 names the nearest).
    ['0050-01-01', true],
    ['0096-02-29', true],
    ['0000-01-01', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
    ['foo', false],
  ])('%j is a date: %s', (text, ok) => {
    expect(isDate(text)).toBe(ok);
  });

  test("the future begins tomorrow in Thailand's time", () => {
    const now = Date.parse('2026-07-01T16:59:59Z'); // 23:59:59 in Bangkok
    expect(thaiToday(now)).toBe('2026-07-01');
    expect(thaiToday(now + 1000)).toBe('2026-07-02');
    expect(dateProblem('2026-07-01', now)).toBeNull();
    expect(dateProblem('2026-07-02', now)).toBe('future');
    expect(dateProblem('2026-06-31', now)).toBe('invalid');
  });
});

test("the nearest stored draws named by the service's 404, in every language", () => {
  for (const lang of LANGS) {
    const nearest = format(lang, 'date.nearest-both', { before: '2016-12-01', after: '2016-12-16' });
    const error = format(lang, 'error.no-draw-on-date', { lottery: 'x', slug: 'thai-government', date: '2016-12-02', nearest });
    expect(nearestDates(error, '2016-12-02')).toEqual(['2016-12-01', '2016-12-16']);
  }
  expect(nearestDates('no dates here', '2016-12-02')).toEqual([]);
});
