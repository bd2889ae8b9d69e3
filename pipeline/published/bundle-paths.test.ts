import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { importGraph } from '../publish/code-digest.ts';
import { bundlePaths } from './bundle-paths.ts';

describe('bundlePaths', () => {
  test('the working directory first, then LAMBDA_TASK_ROOT, each with the path', () => {
    expect(bundlePaths({ LAMBDA_TASK_ROOT: '/var/task' }, 'dist', 'api')).toEqual([
      join(process.cwd(), 'dist', 'api'),
      '/var/task/dist/api',
    ]);
    expect(bundlePaths({}, 'data', 'sources.json')).toEqual([join(process.cwd(), 'data', 'sources.json')]);
  });

  test("no code a Netlify function runs joins a literal folder to process.cwd() (Netlify's tracer would bundle all of it)", async () => {
    const functions = readdirSync(join(PROJECT_ROOT, 'functions')).filter((f) => f.endsWith('.ts'));
    expect(functions.length).toBeGreaterThan(0);
    const files = await importGraph(
      PROJECT_ROOT,
      functions.map((f) => `functions/${f}`),
    );
    expect(files).toContain('pipeline/published/netlify-tree.ts');
    const literal = /(?:join|resolve)\(\s*process\.cwd\(\)\s*,\s*['"`]/;
    const code = (f: string) =>
      readFileSync(join(PROJECT_ROOT, f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
    expect(files.filter((f) => literal.test(code(f)))).toEqual([]);
    // The check sees the form that bundled all of dist/ before.
    expect(literal.test("const dir = join(process.cwd(), 'dist');")).toBe(true);
  });
});
