import { describe, expect, test } from 'vitest';
import type { SourceContext } from '../errors/source-context.ts';
import { readAllhuayPage } from './allhuay.ts';
import { withoutTrailingSlashes } from './live-kit.ts';
import { readXsktPage } from './xskt.ts';

describe('withoutTrailingSlashes', () => {
  test('drops the slashes a text ends with, and only those', () => {
    expect(['a', 'a/', 'a///', '/a/b//', '', '///'].map(withoutTrailingSlashes)).toEqual(['a', 'a', 'a', '/a/b', '', '']);
  });

  test("reads a hostile page's canonical link of a million slashes once (a regular expression took minutes)", () => {
    const href = `https://x${'/'.repeat(1_000_000)}y`;
    const page = `<!DOCTYPE html><html><head><link rel="canonical" href="${href}"/></head><body></body></html>`;
    const context: SourceContext = { source: 'allhuay', url: 'GET http://127.0.0.1:9/lotto/laostars', lottery: 'lao-star', draw: null };
    const allhuay = () => readAllhuayPage(page, 'laostars', 'http://127.0.0.1:9/lotto/laostars', context);
    const xskt = () => readXsktPage(page, '/xsmb', 'http://127.0.0.1:9/xsmb', { ...context, source: 'xskt', lottery: 'hanoi-normal' });
    for (const read of [allhuay, xskt]) {
      // The link is refused, and the message quotes only its start.
      expect(read).toThrow(/field link\[rel=canonical\]: changed shape: https:\/\/x\/+… \(\d+ more characters\)$/);
    }
  });
});
