import { fillPlaceholders } from '../../pipeline/registry/template.ts';

/** Fills `{name}` placeholders of a template; a placeholder without a value is a programming error. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string | number>>, key = template): string {
  return fillPlaceholders(template, vars, `page text ${key}`);
}
