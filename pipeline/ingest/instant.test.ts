import { describe, expect, test } from 'vitest';
import { parseInstant } from './instant.ts';

describe('parseInstant (--at)', () => {
  test('reads an instant at any offset', () => {
    expect(parseInstant('--at', '2026-07-01T15:00:00+07:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parseInstant('--at', '2028-02-29T23:59:59.5-05:30').toISOString()).toBe('2028-03-01T05:29:59.500Z');
    expect(parseInstant('--at', '2026-12-31T17:00Z').toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  test('refuses a day, time or offset that does not exist instead of rolling it over', () => {
    for (const value of [
      '2027-02-29T10:00:00+07:00',
      '2026-02-30T10:00:00Z',
      '2026-04-31T00:00Z',
      '2026-13-01T00:00Z',
      '2026-07-01T24:00:00Z',
      '2026-07-01T10:60Z',
      '2026-07-01T10:00:60Z',
      '2026-07-01T10:00+24:00',
      '2026-07-01T10:00+07:60',
      '2026-07-01T15:10',
    ])
      expect(() => parseInstant('--at', value), value).toThrow(`--at: "${value}" is not an ISO 8601 instant with a time zone`);
  });

  test('is the clock without a value', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(parseInstant('--at', undefined, () => now)).toBe(now);
  });
});
