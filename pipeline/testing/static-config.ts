import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/**
 * A function's `export const config = { ... }` read from its source text without running it, the
 * way Netlify reads it at deploy time: Netlify parses the file and takes only literal values (a
 * constant imported from another module, a call or a computed key is not seen, so a config that
 * relies on one silently loses that setting in production). Anything but a literal is an error
 * here, naming the expression, so a test fails where Netlify would quietly drop a value.
 *
 * This replaces importing zip-it-and-ship-it's private parser (deep in netlify-cli's tree), which
 * a test may not reach without declaring netlify-cli's 1,200 packages.
 */
export async function staticConfig(path: string): Promise<Record<string, unknown>> {
  const source = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'config' || declaration.initializer === undefined) continue;
      const value = literal(declaration.initializer, source);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${path}: config is not an object literal`);
      // Netlify reads a single path or method as a list of one.
      const config = { ...(value as Record<string, unknown>) };
      for (const key of ['path', 'method']) if (typeof config[key] === 'string') config[key] = [config[key]];
      return config;
    }
  }
  throw new Error(`${path}: no exported config`);
}

function literal(node: ts.Expression, source: ts.SourceFile): unknown {
  // `{ ... } satisfies Config` and `[...] as const` keep their literal value.
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return literal(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e, source));
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        throw new Error(`not a literal property: ${property.getText(source)}`);
      }
      out[property.name.text] = literal(property.initializer, source);
    }
    return out;
  }
  throw new Error(`not a literal value: ${node.getText(source)}`);
}
