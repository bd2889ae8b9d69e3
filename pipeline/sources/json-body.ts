import type { z } from 'zod';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';

/**
 * Parses an upstream body as JSON. An HTML page (a maintenance page, a WAF challenge, a login
 * wall) is the commonest way an upstream "changes shape", so the error says so plainly.
 */
export function parseJsonBody(text: string, contentType: string, context: SourceContext): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    const start = text.trimStart().slice(0, 60).replace(/\s+/g, ' ');
    const html = /^<(!doctype|html|head|body)\b/i.test(text.trimStart()) || /text\/html/i.test(contentType);
    const what = html ? 'an HTML page instead of JSON' : 'not JSON';
    throw new SourceShapeError(
      context,
      '(body)',
      `${what} (Content-Type ${contentType || 'none'}; starts with ${JSON.stringify(start)}): ${(cause as Error).message}`,
      { cause },
    );
  }
}

/** `data.first.number[0].value`: a zod issue path as it reads in the upstream document. */
export function fieldPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

/** The first issue of a failed parse as a SourceShapeError naming the field. */
export function shapeError(context: SourceContext, error: z.ZodError, prefix = ''): SourceShapeError {
  const issue = error.issues[0];
  const field = fieldPath(issue?.path ?? [], prefix);
  return new SourceShapeError(context, field, issue?.message ?? 'unexpected shape', { cause: error });
}
