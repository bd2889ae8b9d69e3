import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { displayName } from '../../pipeline/draws/localize.ts';
import { LANGS } from '../../pipeline/registry/langs.ts';
import { localeFormats } from '../render/locale-data.ts';
import { formatAmountWith, formatDate } from './locale-formats.ts';

/*
 * The formats the build hands the checker's script (the browser's Intl may lack Lao and Burmese)
 * write exactly what Node's Intl writes: the dates as displayName (C4.6), the amounts as Intl's
 * two-decimal format.
 */

const day = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('locale formats', () => {
  test.each(LANGS)('%s: every date of every month, and generated ones, as displayName', (lang) => {
    const formats = localeFormats(lang);
    for (let m = 0; m < 12; m += 1)
      for (let d = 1; d <= 31; d += 1) {
        const date = new Date(Date.UTC(2026, m, d)).toISOString().slice(0, 10);
        expect(formatDate(date, formats), date).toBe(displayName(date, lang));
      }
    fc.assert(fc.property(day, (date) => formatDate(date, formats) === displayName(date, lang)));
  });

  test.each(LANGS)('%s: amounts, as strings and as totals, as Intl writes them with two decimals', (lang) => {
    const formats = localeFormats(lang);
    const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    for (const amount of ['0.00', '1.00', '999.00', '1000.00', '2000.00', '12345.50', '100000.00', '6000000.00', '30000000.00'])
      expect(formatAmountWith(amount, formats), amount).toBe(intl.format(Number(amount)));
    const cents = fc.integer({ min: 0, max: 1e12 });
    fc.assert(fc.property(cents, (c) => formatAmountWith((c / 100).toFixed(2), formats) === intl.format(c / 100)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (baht) => formatAmountWith(baht, formats) === intl.format(baht)));
  });

  test('Lao and Vietnamese group with dots, the others with commas; the Thai year is the Buddhist Era', () => {
    expect(formatAmountWith('6000000.00', localeFormats('lo'))).toBe('6.000.000,00');
    expect(formatAmountWith('6000000.00', localeFormats('en'))).toBe('6,000,000.00');
    expect(formatDate('2026-10-06', localeFormats('th'))).toBe('6 ตุลาคม 2569');
    expect(formatDate('2026-10-06', localeFormats('lo'))).toBe('6 ຕຸລາ 2026');
  });
});
