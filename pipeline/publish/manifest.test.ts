import { describe, expect, test } from 'vitest';
import { BuildManifest } from '../contract/schemas/published-files.ts';
import { isBuildManifest, sameFiles } from './manifest.ts';

const SHA = 'a'.repeat(64);

/** A manifest as plain data, to edit freely. */
interface Editable {
  lotteries: Record<string, any>;
  global: any[];
  [field: string]: unknown;
}

/** A manifest with every kind of field: a lottery with perLottery values, one without, two global producers. */
function valid(): Editable {
  return {
    format: 2,
    code: SHA,
    lotteries: {
      'thai-government': { input: SHA, draws: 3, bytes: 120, files: ['api/a.json'], derived: { facts: { n: 1 }, other: [1, 2] } },
      'lao-vip': { input: SHA, draws: 0, bytes: 0, files: [] },
    },
    global: [
      { files: ['x.json'], bytes: 5, key: SHA, lotteries: ['thai-government'], values: ['thai-government facts'], absent: [] },
      { files: [], bytes: 0, key: SHA, lotteries: [], values: [], absent: ['api/lao-vip/latest.json'] },
    ],
  };
}

/** Edits of the valid manifest, each making it valid or not by the schema. */
const EDITS: ReadonlyArray<readonly [string, (m: Editable) => void]> = [
  ['unchanged', () => {}],
  ['no lottery, no producer', (m) => Object.assign(m, { lotteries: {}, global: [] })],
  ['an older format', (m) => Object.assign(m, { format: 1 })],
  ['a code digest in capitals', (m) => Object.assign(m, { code: 'A'.repeat(64) })],
  ['a short code digest', (m) => Object.assign(m, { code: 'a'.repeat(63) })],
  ['a field more', (m) => Object.assign(m, { extra: true })],
  ['no global list', (m) => Reflect.deleteProperty(m, 'global')],
  ['the global list an object', (m) => Object.assign(m, { global: {} })],
  ['an unknown lottery', (m) => Object.assign(m.lotteries, { 'no-such-lottery': m.lotteries['lao-vip'] })],
  ['a lottery without files', (m) => delete m.lotteries['lao-vip'].files],
  ['a lottery with a field more', (m) => Object.assign(m.lotteries['lao-vip'], { when: 'now' })],
  ['a negative draw count', (m) => Object.assign(m.lotteries['lao-vip'], { draws: -1 })],
  ['a fractional byte count', (m) => Object.assign(m.lotteries['lao-vip'], { bytes: 1.5 })],
  ['a draw count as text', (m) => Object.assign(m.lotteries['lao-vip'], { draws: '3' })],
  ['an empty path', (m) => Object.assign(m.lotteries['lao-vip'], { files: [''] })],
  ['a path that is a number', (m) => Object.assign(m.lotteries['lao-vip'], { files: [3] })],
  ['derived values an array', (m) => Object.assign(m.lotteries['thai-government'], { derived: [] })],
  ['derived values null', (m) => Object.assign(m.lotteries['thai-government'], { derived: null })],
  ['a lottery entry null', (m) => Object.assign(m.lotteries, { 'lao-vip': null })],
  ['a producer without a key', (m) => delete m.global[0].key],
  ['a producer with a field more', (m) => Object.assign(m.global[0], { ms: 3 })],
  ['a producer reading an unknown lottery', (m) => Object.assign(m.global[0], { lotteries: ['nowhere'] })],
  ['a producer value that is not text', (m) => Object.assign(m.global[0], { values: [1] })],
  ['a producer absent path that is empty', (m) => Object.assign(m.global[1], { absent: [''] })],
  ['a producer that is a list', (m) => m.global.push([])],
  ['a producer with negative bytes', (m) => Object.assign(m.global[1], { bytes: -2 })],
];

describe('the build manifest read back (manifest.ts)', () => {
  test.each(EDITS)('the hand check and the contract schema agree: %s', (_name, edit) => {
    const manifest = valid();
    edit(manifest);
    expect(isBuildManifest(manifest)).toBe(BuildManifest.safeParse(manifest).success);
  });

  test('the valid manifest passes and the edits that break it fail (the table is not vacuous)', () => {
    const verdicts = EDITS.map(([name, edit]) => {
      const manifest = valid();
      edit(manifest);
      return [name, isBuildManifest(manifest)] as const;
    });
    expect(verdicts.filter(([, ok]) => ok).map(([name]) => name)).toEqual(['unchanged', 'no lottery, no producer']);
  });

  test('a value that is not an object is no manifest', () => {
    for (const value of [null, 3, 'manifest', [], [valid()]]) expect(isBuildManifest(value)).toBe(false);
  });
});

describe('sameFiles: the files two manifests record with the same bytes (a recycled tree, issue 14)', () => {
  const OTHER = 'b'.repeat(64);
  const of = (m: Editable): BuildManifest => m as unknown as BuildManifest;
  const same = (edit: (m: Editable) => void): string[] => {
    const b = valid();
    edit(b);
    return [...sameFiles(of(valid()), of(b))].sort();
  };

  test('every file of a lottery and of a producer whose inputs are the same in both', () => {
    expect(same(() => {})).toEqual(['api/a.json', 'x.json']);
  });

  test("a lottery's files are not when its stored input or its file list differs", () => {
    expect(same((m) => Object.assign(m.lotteries['thai-government'], { input: OTHER }))).toEqual(['x.json']);
    expect(same((m) => Object.assign(m.lotteries['thai-government'], { files: ['api/a.json', 'api/b.json'] }))).toEqual(['x.json']);
    expect(same((m) => Reflect.deleteProperty(m.lotteries, 'thai-government'))).toEqual(['x.json']);
  });

  test("a producer's files are not when its key, its files or the list of producers differ", () => {
    expect(same((m) => Object.assign(m.global[0], { key: OTHER }))).toEqual(['api/a.json']);
    expect(same((m) => Object.assign(m.global[0], { files: ['y.json'] }))).toEqual(['api/a.json']);
    expect(same((m) => m.global.push({ ...m.global[1] }))).toEqual(['api/a.json']);
  });

  test('none when other code made one of them', () => {
    expect(same((m) => Object.assign(m, { code: OTHER }))).toEqual([]);
  });
});
