import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from './config.ts';

/**
 * Issue 10 item 5: the arrows that must never exist (.dependency-cruiser.mjs) and no import cycle,
 * checked by dependency-cruiser over everything that ships or builds. The only violations allowed
 * are those listed in .dependency-cruiser-known-violations.json, and that list is empty: the
 * stored-draw schema has moved into contract/schemas/, and nothing pure reaches store/ any more.
 */
const CONFIG = '.dependency-cruiser.mjs';
const KNOWN = '.dependency-cruiser-known-violations.json';
const CLI = join(PROJECT_ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string; readonly severity: string };
}
interface Module {
  readonly source: string;
  readonly dependencies: ReadonlyArray<{ readonly resolved: string }>;
}
interface CruiseResult {
  readonly modules: readonly Module[];
  readonly summary: { readonly violations: readonly Violation[] };
}

let result: CruiseResult;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLI, 'pipeline', 'web', 'functions', 'scripts', '--config', CONFIG, '--ignore-known', KNOWN, '--output-type', 'json'],
    { cwd: PROJECT_ROOT, maxBuffer: 256 * 1024 * 1024 },
  );
  result = JSON.parse(stdout) as CruiseResult;
}, 180_000);

const isTest = (path: string) => /\.test\.ts$|(^|\/)testing\//.test(path);
const OURS = /^(pipeline|web|functions|scripts)\//;

describe('dependency rules (issue 10 item 5)', () => {
  test('no forbidden arrow and no import cycle beyond the listed known violations', () => {
    const open = result.summary.violations.filter((v) => v.rule.severity !== 'ignore');
    expect(open.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  test('no known violation is left (the stored-draw schema has moved to contract/schemas/)', async () => {
    const known = JSON.parse(await readFile(join(PROJECT_ROOT, KNOWN), 'utf8')) as Violation[];
    expect(known.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  test('the rules see the whole project (a cruise that found nothing would pass vacuously)', () => {
    const sources = new Set(result.modules.map((m) => m.source));
    for (const file of [
      'functions/check.ts',
      'pipeline/contract/endpoints.ts',
      'pipeline/registry/index.ts',
      'web/render/assets.ts',
      'scripts/bench.ts',
    ]) {
      expect(sources.has(file), file).toBe(true);
    }
  });

  test('no folder reaches itself through other folders', () => {
    const folder = (path: string) => /^(pipeline|web)\/[^/]+\//.exec(path)?.[0] ?? path;
    const arrows = new Map<string, Set<string>>();
    for (const m of result.modules) {
      if (!OURS.test(m.source) || isTest(m.source)) continue;
      for (const d of m.dependencies) {
        const [a, b] = [folder(m.source), folder(d.resolved)];
        if (!OURS.test(d.resolved) || a === b) continue;
        arrows.set(a, (arrows.get(a) ?? new Set()).add(b));
      }
    }
    const reach = (from: string): Set<string> => {
      const seen = new Set<string>();
      const pending = [...(arrows.get(from) ?? [])];
      while (pending.length > 0) {
        const next = pending.pop() as string;
        if (!seen.has(next)) pending.push(...(seen.add(next), arrows.get(next) ?? []));
      }
      return seen;
    };
    const cyclic = [...arrows.keys()].filter((a) => reach(a).has(a)).sort();
    expect(cyclic).toEqual([]);
  });
});
