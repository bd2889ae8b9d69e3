import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HOSTILE_PATH, parseTarget, publicPath, targetUrl } from './request-path.ts';

describe('publicPath', () => {
  test.each([
    ['/results', '/results'],
    ['/results/', '/results'],
    ['/check/', '/check'],
    ['/stats/', '/stats'],
    ['/calculations/', '/calculations'],
    ['/%72esults', '/results'],
    ['/openapi.json', '/openapi.json'],
    ['/openapi.json/', '/openapi.json/'],
    ['/results//', '/results//'],
    ['/nope/', '/nope/'],
    ['/', '/'],
    ['/%zz', '/%zz'],
    ['/stats/thai-government', '/stats/thai-government'],
  ])('%s is %s, as the CDN matches it', (path, expected) => {
    expect(publicPath(path)).toBe(expected);
  });

  test.each([
    '/..',
    '/a/../b',
    '/%2e%2e/x',
    '/.%2E/x',
    '/a%2fb',
    '/a%5cb',
    '/a\\b',
    '/a%00',
    '/a\u0000',
    '/%252e%252e/x'.replace('%25', '%'),
  ])('%s is hostile', (path) => {
    expect(publicPath(path)).toBeNull();
  });

  test('a decoded path that turns hostile is hostile', () => {
    expect(publicPath('/%2E%2E')).toBeNull();
    expect(HOSTILE_PATH.test('/results')).toBe(false);
  });
});

describe('parseTarget', () => {
  const pathArb = fc.oneof(
    fc.constantFrom(
      '/results',
      '/check',
      '/stats',
      '/calculations',
      '/openapi.json',
      '/readme.md',
      '/',
      '//x',
      '/\\',
      '/a/../b',
      '/%72esults',
      '/x y',
      '/a#b',
    ),
    fc.string({ unit: 'binary', maxLength: 12 }).map((s) => `/${s}`),
  );
  const queryArb = fc.oneof(
    fc.constantFrom(
      '',
      'lang=en',
      'lang=en&lang=th',
      'a=%zz',
      'a+b=c+d',
      'x=%E0%B8%97',
      'lang',
      '&&',
      'a=1#frag',
      'a=\t1',
      'a= 1 ',
      ' a=1',
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );

  test('gives the same pathname and parameters as a URL for any target', () => {
    fc.assert(
      fc.property(pathArb, fc.option(queryArb, { nil: undefined }), (path, query) => {
        const raw = query === undefined ? path : `${path}?${query}`;
        let expected: URL;
        try {
          expected = targetUrl(raw);
        } catch {
          return; // not a target node:http would hand over
        }
        const got = parseTarget(raw);
        expect(got.pathname).toBe(expected.pathname);
        expect([...got.searchParams]).toEqual([...expected.searchParams]);
      }),
      { seed: 11, numRuns: 2_000 },
    );
  });

  test('never throws for origin-form targets that begin with // or /\\', () => {
    for (const raw of ['//', '/\\', '//x?y=1', '/\\\\a']) expect(() => parseTarget(raw)).not.toThrow();
  });

  test('reads absolute-form targets', () => {
    expect(parseTarget('http://example.com/results?lang=en').pathname).toBe('/results');
    expect(parseTarget('HTTPS://example.com/stats').pathname).toBe('/stats');
    expect(parseTarget('*').pathname).toBe('/*');
  });
});
