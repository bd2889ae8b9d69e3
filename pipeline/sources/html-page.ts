import { type HTMLElement, parse } from 'node-html-parser';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';

/**
 * How deep a source page's elements may nest. The recorded pages nest a few dozen levels;
 * node-html-parser's time grows with the square of the depth (a page of 500 KB of unclosed `<div>`s
 * took over 160 s to parse, during which `update` held the store's lock), so a deeper page is
 * refused before it is parsed.
 */
export const MAX_HTML_DEPTH = 512;

/** Elements that never have content, so never open a level. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;
/** Text that is not markup, whatever `<` it holds. */
const RAW_TEXT = /<(script|style|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/** The deepest nesting of the page's elements, counted in one pass over its tags. */
export function htmlDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, selfClosing] of html.replace(RAW_TEXT, '').matchAll(TAG)) {
    if (VOID_ELEMENTS.has((name as string).toLowerCase()) || selfClosing === '/') continue;
    if (closing === '/') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    depth += 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** A source's HTML page parsed; a body that is not an HTML page, or one nested too deep to parse in time, is a SourceShapeError. */
export function parseHtmlPage(html: string, context: SourceContext): HTMLElement {
  if (!/<html|<!doctype/i.test(html.slice(0, 2000))) {
    throw new SourceShapeError(context, '(body)', `not an HTML page (starts with ${JSON.stringify(html.trimStart().slice(0, 60))})`);
  }
  const depth = htmlDepth(html);
  if (depth > MAX_HTML_DEPTH) {
    throw new SourceShapeError(context, '(body)', `elements nested ${depth} deep, more than the ${MAX_HTML_DEPTH} a result page needs`);
  }
  return parse(html);
}
