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
  return template.replace(PLACEHOLDER, (_match, name: string, one: string | undefined, other: string | undefined) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${label} needs {${name}}`);
    return one === undefined ? String(value) : pluralText(value, one, other ?? '');
  });
}

/** The names of a template's placeholders (plural choices name theirs), each once, in order of first appearance. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}
