/**
 * The `{name}` placeholders of every text template: MESSAGES, page texts and widget texts. Its own
 * module, so that the widget's bundle takes these without the message table.
 */
export const PLACEHOLDER = /\{([a-z]+)\}/g;

/** Fills a template's placeholders; one without a value is a programming error, named by `label`. */
export function fillPlaceholders(template: string, vars: Readonly<Record<string, string | number>>, label: string): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${label} needs {${name}}`);
    return String(value);
  });
}

/** The names of a template's placeholders, in order of appearance. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}
