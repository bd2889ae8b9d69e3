import { describe, expect, test } from 'vitest';
import { fillPlaceholders, placeholders, templatePieces } from './template.ts';

describe('fillPlaceholders', () => {
  test('fills every placeholder with its own value on every call of the same template', () => {
    const template = '{name} drawn {count} {count|time|times}, last on {date}.';
    expect(fillPlaceholders(template, { name: 'A', count: 1, date: 'May 1' }, 't')).toBe('A drawn 1 time, last on May 1.');
    expect(fillPlaceholders(template, { name: 'B', count: 3, date: 'June 2' }, 't')).toBe('B drawn 3 times, last on June 2.');
    expect(fillPlaceholders(template, { name: '$&', count: 0, date: '$1' }, 't')).toBe('$& drawn 0 times, last on $1.');
  });

  test('gives a template without placeholders back as it is, and fills one that is only a placeholder', () => {
    expect(fillPlaceholders('no values here', {}, 't')).toBe('no values here');
    expect(fillPlaceholders('{x}', { x: 7 }, 't')).toBe('7');
    expect(fillPlaceholders('{x}{x}', { x: 'ab' }, 't')).toBe('abab');
  });

  test('names the missing value each time, not only the first time the template is seen', () => {
    for (let i = 0; i < 2; i += 1) expect(() => fillPlaceholders('a {b} c', {}, 'page text k')).toThrow('page text k needs {b}');
  });

  test('cuts a template into texts and placeholders, the texts at the even places', () => {
    expect(templatePieces('{n} {n|one|many}!')).toEqual([
      '',
      { name: 'n', one: undefined, other: '' },
      ' ',
      { name: 'n', one: 'one', other: 'many' },
      '!',
    ]);
    expect(placeholders('{n} {n|one|many} {m}')).toEqual(['n', 'm']);
  });
});
