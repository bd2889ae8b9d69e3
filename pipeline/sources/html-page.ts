import { type HTMLElement, parse } from 'node-html-parser';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';

/**
 * How deep a source page's elements may nest. The recorded pages nest 12 levels deep.
 * node-html-parser's time grows with the square of the depth: 20,000 unclosed `<div>`s or `<option>`s
 * took 7 to 9 s, and a page of 500 KB of them over 160 s, during which `update` held the store's
 * lock. So a deeper page is refused before it is parsed; at this depth the parse costs some 0.1 s.
 */
export const MAX_HTML_DEPTH = 2_000;

/**
 * Elements that open no level as node-html-parser reads them: void ones (never any content), and
 * those it closes when the next one opens (its kElementsClosedByOpening: 20,000 unclosed `<li>`s
 * parse in 66 ms, as siblings). `<option>` is not among them: it nests there, and counts here;
 * nor `<thead>`, which only a `<tbody>` or `<tfoot>` closes there.
 */
const FLAT_ELEMENTS = new Set([
  ...['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'],
  ...['li', 'p', 'td', 'th', 'tr', 'tbody', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);
/**
 * Elements whose content is text, whatever `<` it holds, up to their end tag: node-html-parser's
 * own (its default blockTextElements), passed to it explicitly so that both read a page alike.
 */
const RAW_TEXT_ELEMENTS: Readonly<Record<string, true>> = { script: true, noscript: true, style: true, pre: true };

/**
 * How many start tags a source page may have. The recorded pages have about 1,500 (xskt, 75 kB)
 * and 650 in the first 48 kB of allhuay's. node-html-parser's time grows with the square of the
 * tags for some flat pages too (unclosed `<li><p>` pairs: 8,000 tags took 0.7 s), so this bounds
 * what a page that passes the depth limit can cost, at some 1 s.
 */
export const MAX_HTML_TAGS = 10_000;

const isNameStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Where a tag's name ends, as the parser reads it: it takes `.`, `:`, `_` and other letters into the name too. */
const endsName = (c: number): boolean => c <= 32 || c === 47 || c === 62; // space or control, "/", ">"
const isSpace = (c: number): boolean => c <= 32;

/** How a page's elements nest (its deepest nesting) and how many start tags it has. */
export interface HtmlShape {
  readonly depth: number;
  readonly tags: number;
}

/**
 * The shape of a page, in one pass that never reads a character twice (a tag, comment or raw text
 * left open runs to the end of the page and ends the count): a page of unclosed `<a` or `<!--`
 * costs what its length does. Where it cannot tell how node-html-parser reads a tag, it counts a
 * level more, never less: too deep a count refuses a page, too shallow one lets a slow page through.
 */
export function htmlShape(html: string): HtmlShape {
  // One flat, lower-case copy read throughout (a string built by concatenation or repeat() is a
  // tree of pieces that every lookup would walk); the parser lower-cases names too (parseHtmlPage).
  const text = html.toLowerCase();
  let depth = 0;
  let deepest = 0;
  let tags = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) break;
      i = text.indexOf('<', end + 3);
      continue;
    }
    const closing = text.charCodeAt(i + 1) === 47; // "/"
    let j = i + (closing ? 2 : 1);
    if (!isNameStart(text.charCodeAt(j))) {
      i = text.indexOf('<', i + 1);
      continue;
    }
    const nameStart = j;
    while (j < text.length && !endsName(text.charCodeAt(j))) j += 1;
    const name = text.slice(nameStart, j);
    const end = text.indexOf('>', j);
    if (end < 0) break;
    // "/>" closes the element only after its name, a quoted value or a space: the parser reads the
    // "/" of `<div a=b/>` as part of the value, and the div stays open.
    const before = text.charCodeAt(end - 2);
    const selfClosing = text.charCodeAt(end - 1) === 47 && (end - 1 === j || before === 34 || before === 39 || isSpace(before));
    i = text.indexOf('<', end + 1);
    if (!closing) tags += 1;
    if (FLAT_ELEMENTS.has(name) || selfClosing) continue;
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    depth += 1;
    deepest = Math.max(deepest, depth);
    if (Object.hasOwn(RAW_TEXT_ELEMENTS, name)) {
      const close = text.indexOf(`</${name}`, end + 1);
      if (close < 0) break;
      i = close;
    }
  }
  return { depth: deepest, tags };
}

/** The deepest nesting of the page's elements (htmlShape). */
export const htmlDepth = (html: string): number => htmlShape(html).depth;

/** A source's HTML page parsed; a body that is not an HTML page, or one nested too deep to parse in time, is a SourceShapeError. */
export function parseHtmlPage(html: string, context: SourceContext): HTMLElement {
  if (!/<html|<!doctype/i.test(html.slice(0, 2000))) {
    throw new SourceShapeError(context, '(body)', `not an HTML page (starts with ${JSON.stringify(html.trimStart().slice(0, 60))})`);
  }
  const { depth, tags } = htmlShape(html);
  if (depth > MAX_HTML_DEPTH) {
    throw new SourceShapeError(context, '(body)', `elements nested ${depth} deep, more than the ${MAX_HTML_DEPTH} a result page needs`);
  }
  if (tags > MAX_HTML_TAGS) {
    throw new SourceShapeError(context, '(body)', `${tags} tags, more than the ${MAX_HTML_TAGS} a result page needs`);
  }
  return parse(html, { lowerCaseTagName: true, blockTextElements: RAW_TEXT_ELEMENTS });
}
