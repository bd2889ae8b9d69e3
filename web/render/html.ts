import type { Lang } from '../../pipeline/registry/langs.ts';
import { type PageTextKey, pageTemplate } from '../texts/page-texts.ts';
import { type Placeholder, escapeHtml, pluralText, templatePieces } from '../../pipeline/registry/template.ts';

/**
 * HTML that is already safe to emit. Every page is built from `html` templates, which escape each
 * interpolated string; only `Html` values (other templates, `raw`) pass through unescaped, so data
 * from the store can never become markup.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type Child = Html | string | number | null | undefined | false | readonly Child[];

export { escapeHtml };

/**
 * The text of a child: strings escaped, arrays joined, nothing for null, undefined and false.
 * Plain loops and concatenation: a page at scale is tens of thousands of children (issue 14).
 */
export function renderChild(child: Child): string {
  if (typeof child === 'string') return escapeHtml(child);
  if (child instanceof Html) return child.text;
  if (child === null || child === undefined || child === false) return '';
  if (typeof child === 'number') return String(child);
  let out = '';
  for (const c of child) out += renderChild(c);
  return out;
}

export function html(strings: TemplateStringsArray, ...values: readonly Child[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i += 1) out += renderChild(values[i] as Child) + (strings[i + 1] ?? '');
  return new Html(out);
}

/** Markup written by this code, not data (an inline SVG path, a JSON island already escaped). */
export function raw(text: string): Html {
  return new Html(text);
}

/**
 * JSON inside `<script type="application/json">`: `<` is escaped so that no value can close the
 * element, and U+2028/2029 for old parsers.
 */
export function jsonIsland(value: unknown): Html {
  return raw(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

/**
 * A page text with its placeholders filled by markup: the template's own text is escaped, each
 * `{name}` becomes the child given for it (a link, a number in a monospace span).
 */
export function pageHtml(lang: Lang, key: PageTextKey, vars: Readonly<Record<string, Child>> = {}): Html {
  return templateHtml(pageTemplate(lang, key), vars, key);
}

/** `pageHtml` over any template with `{name}` placeholders (MESSAGES' too). */
export function templateHtml(template: string, vars: Readonly<Record<string, Child>>, key: string): Html {
  const pieces = templatePieces(template);
  let out = escapeHtml(pieces[0] as string);
  for (let i = 1; i < pieces.length; i += 2) {
    const { name, one, other } = pieces[i] as Placeholder;
    if (!(name in vars)) throw new Error(`page text ${key} needs {${name}}`);
    const value = vars[name] as Child;
    let filled: string;
    if (one === undefined) filled = renderChild(value);
    else if (typeof value === 'number' || typeof value === 'string') filled = escapeHtml(pluralText(value, one, other));
    else throw new Error(`page text ${key}: the plural choice on {${name}} needs a number`);
    out += filled + escapeHtml(pieces[i + 1] as string);
  }
  return raw(out);
}
