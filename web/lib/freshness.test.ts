import { expect, test } from 'vitest';
import { missingDraws, parseResultAt } from './freshness.ts';

const AT = ['2026-03-02T07:30:00.000Z', '2026-03-03T07:30:00.000Z', '2026-03-04T07:30:00.000Z'];

test('counts the scheduled result times already past, from the viewer clock', () => {
  expect(missingDraws(AT, Date.parse('2026-03-02T07:29:59.999Z'))).toEqual({ count: 0, atLeast: false });
  expect(missingDraws(AT, Date.parse('2026-03-02T07:30:00.000Z'))).toEqual({ count: 1, atLeast: false });
  expect(missingDraws(AT, Date.parse('2026-03-03T12:00:00.000Z'))).toEqual({ count: 2, atLeast: false });
});

test('when every listed draw is past, the count is a lower bound', () => {
  expect(missingDraws(AT, Date.parse('2027-01-01T00:00:00.000Z'))).toEqual({ count: 3, atLeast: true });
  expect(missingDraws([], Date.parse('2027-01-01T00:00:00.000Z'))).toEqual({ count: 0, atLeast: false });
});

test('reads the attribute list', () => {
  expect(parseResultAt(` ${AT[0]}  ${AT[1]} `)).toEqual(AT.slice(0, 2));
  expect(parseResultAt(null)).toEqual([]);
});
