import { describe, expect, test } from 'vitest';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { MAX_HTML_DEPTH, htmlDepth, parseHtmlPage } from './html-page.ts';

const CONTEXT: SourceContext = { source: 'allhuay', url: 'https://allhuay.test/lotto/lao', lottery: 'lao-star', draw: '2026-08-20' };

describe('parseHtmlPage', () => {
  test('counts nesting by elements: void and self-closed tags, closed ones, scripts, styles and comments open no level', () => {
    expect(
      htmlDepth(
        '<!doctype html><html><head><meta charset="utf-8"><link rel="canonical" href="x"></head><body><div><span>a<br>b</span></div></body></html>',
      ),
    ).toBe(4);
    expect(
      htmlDepth(
        '<html><body><script>if (a<b) x = "<div><div><div>"</script><style>a<b{}</style><!-- <div><div> --><img src=x /></body></html>',
      ),
    ).toBe(3);
    expect(htmlDepth('</div></div><div></div>')).toBe(1);
  });

  test('refuses a page nested deeper than a result page needs, before parsing it, and fast', () => {
    const hostile = `<!doctype html><html><head><link rel="canonical" href="https://x/lotto/lao"></head><body>${'<div>'.repeat(100_000)}`;
    const t = performance.now();
    expect(() => parseHtmlPage(hostile, CONTEXT)).toThrow(SourceShapeError);
    expect(() => parseHtmlPage(hostile, CONTEXT)).toThrow(`elements nested 100002 deep, more than the ${MAX_HTML_DEPTH}`);
    // node-html-parser took minutes on such a page; the refusal is a linear scan.
    expect(performance.now() - t).toBeLessThan(5_000);
  });

  test('counts as node-html-parser nests: unclosed <p> and <li> are siblings, unclosed <option>s nest', () => {
    expect(htmlDepth(`<html><body><ul>${'<li>x'.repeat(5_000)}</ul>${'<p>y'.repeat(5_000)}</body></html>`)).toBe(3);
    expect(htmlDepth(`<html><body><select>${'<option>x'.repeat(3_000)}</select></body></html>`)).toBe(3_003);
  });

  test('reads a malformed page once: unclosed tags, comments and scripts cost what the page length does', () => {
    const t = performance.now();
    for (const piece of ['<a', '<!--', '<script', '<div x="', '</'])
      expect(htmlDepth(piece.repeat(400_000 / piece.length))).toBeLessThanOrEqual(1);
    expect(performance.now() - t).toBeLessThan(2_000);
  });

  test('parses a page within the limit, and refuses a body that is not HTML', () => {
    const page = `<!doctype html><html><body>${'<div>'.repeat(MAX_HTML_DEPTH - 3)}<span id="x">1</span></body></html>`;
    expect(htmlDepth(page)).toBe(MAX_HTML_DEPTH);
    expect(parseHtmlPage(page, CONTEXT).querySelector('#x')?.text).toBe('1');
    expect(() => parseHtmlPage('{"not":"html"}', CONTEXT)).toThrow('not an HTML page');
  });
});
