import { describe, expect, test } from 'vitest';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { MAX_HTML_DEPTH, MAX_HTML_TAGS, htmlDepth, htmlShape, parseHtmlPage } from './html-page.ts';

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

  const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

  test.each([
    ['a capitalised tag the parser nests', '<Div>x'],
    ['"/>" after an unquoted value, which the parser reads as part of the value', '<div a=b/>x'],
    ['a name the parser reads further than the known flat one', '<li.x>y'],
    ['tags inside <title>, which the parser parses', '<title><div>'],
    ['tags inside <textarea>, which the parser parses', '<textarea><div>'],
    ['an unclosed <thead>, which only a <tbody> or <tfoot> closes in the parser', '<thead>x'],
  ])('counts %s as a level each (the guard once counted 2 levels where the parser nested 20,000)', (_name, unit) => {
    expect(htmlDepth(page(unit.repeat(300)))).toBeGreaterThanOrEqual(300);
  });

  test('reads tags as the parser does once it lower-cases their names: <Li> and <Br> open no level, as <li> and <br>', () => {
    expect(htmlDepth(page('<Li>x<Br>'.repeat(300)))).toBe(2);
    const items = parseHtmlPage(page('<ul><Li>a<LI>b<li>c</ul>'), CONTEXT).querySelectorAll('li');
    expect(items.map((li) => [li.rawTagName, li.text])).toEqual([
      ['li', 'a'],
      ['li', 'b'],
      ['li', 'c'],
    ]);
  });

  test('refuses a page with more tags than a result page needs, before parsing it', () => {
    const flat = (n: number) => page('<span>x</span>'.repeat(n - 2)); // and <html>, <body>
    expect(htmlShape(flat(MAX_HTML_TAGS)).tags).toBe(MAX_HTML_TAGS);
    expect(parseHtmlPage(flat(MAX_HTML_TAGS), CONTEXT).querySelectorAll('span')).toHaveLength(MAX_HTML_TAGS - 2);
    expect(() => parseHtmlPage(flat(MAX_HTML_TAGS + 1), CONTEXT)).toThrow(`${MAX_HTML_TAGS + 1} tags, more than the ${MAX_HTML_TAGS}`);
  });
});
