/**
 * The `{name}` placeholders of every text template: MESSAGES, page texts and widget texts. Its own
 * module, so that the widget's bundle takes these without the message table.
 *
 * `{name|one|other}` is a plural choice on a count: `one` when the value is 1, `other` for any other
 * value, and the value itself is not printed ("drawn {count} {count|time|times}"). Languages without
 * a grammatical plural simply do not use it.
 */
export const PLACEHOLDER = /\{([a-z]+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g;

/** A plural choice's text for a value (see PLACEHOLDER). */
export function pluralText(value: string | number, one: string, other: string): string {
  return Number(value) === 1 ? one : other;
}

/** Fills a template's placeholders; one without a value is a programming error, named by `label`. */
export function fillPlaceholders(template: string, vars: Readonly<Record<string, string | number>>, label: string): string {
  const pieces = templatePieces(template);
  let text = pieces[0] as string;
  for (let i = 1; i < pieces.length; i += 2) {
    const { name, one, other } = pieces[i] as Placeholder;
    const value = vars[name];
    if (value === undefined) throw new Error(`${label} needs {${name}}`);
    text += (one === undefined ? String(value) : pluralText(value, one, other)) + (pieces[i + 1] as string);
  }
  return text;
}

/** A placeholder of a template (see templatePieces). */
export interface Placeholder {
  readonly name: string;
  /** A plural choice's texts; `one` undefined for a plain placeholder. */
  readonly one: string | undefined;
  readonly other: string;
}

/**
 * Templates cut at their placeholders, once each: texts at the even places, placeholders between
 * them. The build fills a few hundred templates 130,000 times (issue 14; a regular expression
 * replace per call was 60 ms of a full build). Templates come from the text tables, a bounded set;
 * the bound is a guard all the same.
 */
const PIECES = new Map<string, ReadonlyArray<string | Placeholder>>();
const PIECES_MAX = 5_000;

/** A template's texts (at even places, the first and the last always there, maybe empty) and placeholders (between them). */
export function templatePieces(template: string): ReadonlyArray<string | Placeholder> {
  const known = PIECES.get(template);
  if (known) return known;
  const cut: Array<string | Placeholder> = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    cut.push(template.slice(last, m.index), { name: m[1] as string, one: m[2], other: m[3] ?? '' });
    last = m.index + m[0].length;
  }
  cut.push(template.slice(last));
  if (PIECES.size >= PIECES_MAX) PIECES.clear();
  PIECES.set(template, cut);
  return cut;
}

/** The names of a template's placeholders (plural choices name theirs), each once, in order of first appearance. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;

/** Text made safe inside HTML content and quoted attributes: the pages' (web/render/html.ts) and the HTML snippets the description files show. */
export function escapeHtml(text: string): string {
  // Most texts (numbers, dates, names) hold none: those are returned as they are, with no replace.
  return HTML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string) : text;
}
