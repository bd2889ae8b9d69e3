import { describe, expect, test } from 'vitest';
import { LANGS } from '../registry/index.ts';
import { displayName, displayNames, longDateFormat } from './localize.ts';

describe('displayNames', () => {
  test("is every language's displayName of the date", () => {
    const names = displayNames('2024-03-16');
    expect(Object.keys(names)).toEqual([...LANGS]);
    for (const lang of LANGS) expect(names[lang]).toBe(displayName('2024-03-16', lang));
    expect(names.en).toBe('March 16, 2024');
    expect(names.th).toBe('16 มีนาคม 2567');
  });

  test('gives one shared object per date, another for another date', () => {
    expect(displayNames('2024-03-16')).toBe(displayNames('2024-03-16'));
    expect(displayNames('2024-03-17')).not.toBe(displayNames('2024-03-16'));
    expect(displayNames('2024-03-17').en).toBe('March 17, 2024');
  });
});

describe('displayName', () => {
  // The function formats a month once and fills in the day (issue 14), which must give its own
  // Intl formatter's text for every day, in every language.
  test("is Intl's long date of every day from 2000 to 2040, in every language", () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2000, 0, 1); t <= Date.UTC(2040, 11, 31); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      for (const lang of LANGS) {
        const expected = longDateFormat(lang).format(new Date(t));
        if (displayName(date, lang) !== expected) wrong.push(`${lang} ${date}: ${displayName(date, lang)} != ${expected}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test('keeps each language apart for the same date', () => {
    expect(displayName('2026-08-05', 'en')).toBe('August 5, 2026');
    expect(displayName('2026-08-05', 'th')).toBe('5 สิงหาคม 2569');
    expect(displayName('2026-08-05', 'en')).toBe('August 5, 2026');
  });
});

describe('displayName of a text that is no date', () => {
  test('does what Intl does with it: a day past the month rolls over, an impossible month or another shape fails', () => {
    const intl = longDateFormat('en');
    const outcome = (f: () => string): string => {
      try {
        return f();
      } catch (error) {
        return (error as Error).name;
      }
    };
    for (const date of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-2-5', '20260205', '2026-02-00']) {
      expect(
        outcome(() => displayName(date, 'en')),
        date,
      ).toBe(outcome(() => intl.format(new Date(`${date}T00:00:00Z`))));
    }
    expect(displayName('2026-02-30', 'en')).toBe('March 2, 2026');
    expect(() => displayName('2026-13-01', 'en')).toThrow(RangeError);
    expect(displayName('2024-02-29', 'en')).toBe('February 29, 2024');
  });
});
