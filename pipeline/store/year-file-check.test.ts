import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LOTTERIES, PRIZE_SLUGS, SOURCE_IDS, lottery } from '../registry/index.ts';
import { IsoDate, IsoInstant } from '../contract/schemas/common.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { formatYearFile } from './format.ts';
import { YearFile } from './schema.ts';
import { parseYearFile } from './store.ts';
import { ISO_DATE_PATTERN, ISO_INSTANT_PATTERN, isCanonicalYearFile } from './year-file-check.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/**
 * The fast read check may accept a file only when zod accepts it and gives back the same value,
 * key for key and in the same order (year-file-check.ts): then the reader may use the file as
 * parsed. Whatever it refuses goes to zod, so refusing too much is only slower, never wrong.
 */
function agreesWithZod(raw: Json): void {
  if (!isCanonicalYearFile(raw)) return;
  const parsed = YearFile.safeParse(raw);
  expect(parsed.success, JSON.stringify(raw).slice(0, 400)).toBe(true);
  expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(raw));
}

/** A year file as the store writes it, parsed: a few generated draws of one lottery and year, with the optional fields some draws have. */
const storedFile = fc
  .record({
    def: fc.constantFrom(...LOTTERIES),
    year: fc.integer({ min: 2006, max: 2025 }),
    count: fc.integer({ min: 1, max: 3 }),
    extras: fc.array(
      fc.record({
        drawnOn: fc.option(fc.constantFrom('2020-04-01', '2024-02-29', '2019-12-31'), { nil: undefined }),
        notes: fc.option(fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 2 }), { nil: undefined }),
        nullAmount: fc.boolean(),
        aggregator: fc.boolean(),
      }),
      { minLength: 3, maxLength: 3 },
    ),
  })
  .map(({ def, year, count, extras }) => {
    // Every lottery draws at least once in the first quarter of a year.
    const draws = syntheticDraws(def, `${year}-01-01`, `${year}-03-31`)
      .slice(0, count)
      .map((draw, i) => {
        const extra = extras[i] as (typeof extras)[number];
        const prizes = Object.fromEntries(
          Object.entries(draw.prizes).map(([slug, p]) => [slug, extra.nullAmount ? { ...p, amount: null } : p]),
        );
        return {
          ...draw,
          ...(extra.drawnOn ? { drawnOn: extra.drawnOn } : {}),
          ...(extra.notes ? { notes: extra.notes } : {}),
          prizes,
          sources: extra.aggregator
            ? [{ source: 'allhuay' as const, ref: 'https://example/1', prizes: Object.keys(prizes) }]
            : draw.sources,
        };
      });
    return JSON.parse(formatYearFile(YearFile.parse({ lottery: def.id, year, draws }))) as Json;
  });

function pathsOf(value: Json, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...at, i]));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  return out;
}

function parentOf(root: Json, path: Path): { parent: Json; key: string | number } | null {
  if (path.length === 0) return null;
  let node = root;
  for (const step of path.slice(0, -1)) node = (node as Record<string | number, Json>)[step] as Json;
  return { parent: node, key: path[path.length - 1] as string | number };
}

/** One change somewhere in a file: a value replaced, a key or element removed, a key added, two keys swapped, a string nudged. */
type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: Json }
  | { kind: 'swap'; at: number }
  | { kind: 'nudge'; at: number; text: string; front: boolean }
  | { kind: 'shaped'; at: number; text: string };

/** Strings shaped like the file's values but often not valid: the checks a random JSON value would almost never reach. */
const shapedText = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1899, max: 2101 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(
      fc.constantFrom('2024-02-29', '2023-02-29', '2024-04-31', '2024-01-01'),
      fc.integer({ min: 0, max: 25 }),
      fc.constantFrom('.000Z', 'Z', '.00Z', '.000+07:00', '.0000Z'),
    )
    .map(([d, h, tail]) => `${d}T${String(h).padStart(2, '0')}:30:00${tail}`),
  fc.constantFrom(
    '6000000.00',
    '0.00',
    '0100.00',
    '100.0',
    '1e5',
    '',
    ' 1.00',
    '123456',
    '12345x',
    '０１',
    'single-aggregator',
    'glo-api',
    'first-prize',
    'not-a-prize',
  ),
  fc.stringMatching(/^[0-9]{1,7}$/),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: fc.oneof(
      fc.constantFrom('date', 'drawnOn', 'notes', 'trust', 'prizes', 'extra', '__proto__', ...PRIZE_SLUGS, ...SOURCE_IDS),
      fc.string(),
    ),
    value: fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
  }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('nudge' as const), at: fc.nat(), text: fc.string({ maxLength: 2 }), front: fc.boolean() }),
  fc.record({ kind: fc.constant('shaped' as const), at: fc.nat(), text: shapedText }),
);

function mutate(file: Json, m: Mutation): Json {
  const root = structuredClone(file);
  const paths = pathsOf(root);
  const path = paths[m.at % paths.length] as Path;
  const place = parentOf(root, path);
  if (!place) return m.kind === 'replace' ? m.value : root;
  const { parent, key } = place;
  const holder = parent as Record<string | number, Json>;
  const current = holder[key] as Json;
  switch (m.kind) {
    case 'replace':
      holder[key] = m.value;
      break;
    case 'remove':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete holder[key];
      break;
    case 'add':
      if (current !== null && typeof current === 'object' && !Array.isArray(current))
        Object.defineProperty(current, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      break;
    case 'swap':
      if (Array.isArray(current) && current.length > 1) [current[0], current[1]] = [current[1] as Json, current[0] as Json];
      else if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
        const entries = Object.entries(current);
        if (entries.length > 1) {
          [entries[0], entries[1]] = [entries[1] as [string, Json], entries[0] as [string, Json]];
          holder[key] = Object.fromEntries(entries);
        }
      }
      break;
    case 'nudge':
      if (typeof current === 'string') holder[key] = m.front ? m.text + current : current + m.text;
      break;
    case 'shaped':
      holder[key] = m.text;
      break;
  }
  return root;
}

describe('isCanonicalYearFile', () => {
  test('accepts every file as the store writes it, and zod gives back the same value', () => {
    fc.assert(
      fc.property(storedFile, (file) => {
        expect(isCanonicalYearFile(file)).toBe(true);
        agreesWithZod(file);
      }),
      { numRuns: 300 },
    );
  });

  test('accepts a changed file only when zod accepts it and gives back the same value (1 to 3 changes)', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(storedFile, fc.array(mutation, { minLength: 1, maxLength: 3 }), (file, mutations) => {
        const changed = mutations.reduce(mutate, file);
        if (isCanonicalYearFile(changed)) accepted += 1;
        else refused += 1;
        agreesWithZod(changed);
      }),
      { numRuns: 3000 },
    );
    // Both sides were exercised: most changes break the file, some keep it valid (a nudge of a ref, a note).
    expect(refused).toBeGreaterThan(1500);
    expect(accepted).toBeGreaterThan(20);
  });

  /** A one-draw GLO file as the store writes it, and its first draw to change. */
  interface LooseDraw {
    date: string;
    prizes: Record<string, { numbers: string[]; amount: string | null; publishedAt: string }>;
    sources: unknown;
    extra?: number;
  }
  const glo = (): { file: Json; draw: LooseDraw; draws: unknown[] } => {
    const file = JSON.parse(
      formatYearFile(
        YearFile.parse({
          lottery: 'thai-government',
          year: 2023,
          draws: syntheticDraws(lottery('thai-government'), '2023-03-01', '2023-03-01'),
        }),
      ),
    ) as { draws: LooseDraw[] };
    return { file: file as unknown as Json, draw: file.draws[0] as LooseDraw, draws: file.draws };
  };
  const first = (d: LooseDraw) => d.prizes['first-prize'] as LooseDraw['prizes'][string];

  test.each([
    ['numbers out of order', (d: LooseDraw) => first(d).numbers.unshift('999999')],
    ['an empty prize map', (d: LooseDraw) => (d.prizes = {})],
    ['a date outside the year', (d: LooseDraw) => (d.date = '1999-01-01')],
    ['an unknown key', (d: LooseDraw) => (d.extra = 1)],
    ['February 29th of a common year', (d: LooseDraw) => (d.date = '2023-02-29')],
    ['an instant without milliseconds', (d: LooseDraw) => (first(d).publishedAt = '2023-03-01T08:00:00Z')],
    ['an amount with a leading zero', (d: LooseDraw) => (first(d).amount = '06000000.00')],
    ['an empty ref', (d: LooseDraw) => (((d.sources as { ref: string }[])[0] as { ref: string }).ref = '')],
    ['an empty note', (d: LooseDraw) => Object.assign(d, { notes: [''] })],
    ['a prize slug the registry does not have', (d: LooseDraw) => (d.prizes = { 'fifth-place': first(d) })],
    ['a source without prizes', (d: LooseDraw) => ((d.sources as { prizes: string[] }[])[0] as { prizes: string[] }).prizes.splice(0)],
  ])('refuses %s', (_name, change) => {
    const { file, draw } = glo();
    expect(isCanonicalYearFile(file)).toBe(true);
    change(draw);
    expect(isCanonicalYearFile(file)).toBe(false);
  });

  test.each([1899, 10000, 2023.5])('refuses the year %s', (year) => {
    const { file } = glo();
    expect(isCanonicalYearFile(file)).toBe(true);
    expect(isCanonicalYearFile({ ...(file as object), year })).toBe(false);
    expect(YearFile.safeParse({ ...(file as object), year }).success).toBe(false);
  });

  test('refuses a year file without a draw, which zod refuses naming the rule', () => {
    const empty = { lottery: 'thai-government', year: 2023, draws: [] };
    expect(isCanonicalYearFile(empty)).toBe(false);
    const parsed = YearFile.safeParse(empty);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('a year file holds at least one draw');
  });

  test('refuses objects JSON.parse does not make, which zod reads otherwise', () => {
    const inherited = glo();
    inherited.draws[0] = Object.create(inherited.draw);
    expect(isCanonicalYearFile(inherited.file)).toBe(false);
    const instance = glo();
    instance.draw.prizes = Object.assign(new (class Prizes {})(), instance.draw.prizes);
    expect(isCanonicalYearFile(instance.file)).toBe(false);
    expect(YearFile.safeParse(instance.file).success).toBe(false);
  });

  test('refuses dates not ascending, and keys out of the schema order', () => {
    const twice = glo();
    twice.draws.push(structuredClone(twice.draw));
    expect(isCanonicalYearFile(twice.file)).toBe(false);
    const reordered = glo();
    const { date, prizes, sources } = reordered.draw;
    reordered.draws[0] = { prizes, date, sources };
    expect(isCanonicalYearFile(reordered.file)).toBe(false);
    expect(YearFile.safeParse(reordered.file).success).toBe(true);
  });
});

describe('its date patterns are those zod tests with', () => {
  test('calendar dates and instants with milliseconds', () => {
    fc.assert(
      fc.property(shapedText, (text) => {
        expect(ISO_DATE_PATTERN.test(text)).toBe(IsoDate.safeParse(text).success);
        expect(ISO_INSTANT_PATTERN.test(text)).toBe(IsoInstant.safeParse(text).success);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseYearFile', () => {
  test('a file in another key order is read through zod, which gives the schema order', () => {
    const [draw] = syntheticDraws(lottery('thai-government'), '2023-03-01', '2023-03-01');
    const text = JSON.stringify({ year: 2023, lottery: 'thai-government', draws: [draw] });
    const file = parseYearFile('x.json', text);
    expect(Object.keys(file)).toEqual(['lottery', 'year', 'draws']);
  });

  test('a defect is still named by zod', () => {
    const [draw] = syntheticDraws(lottery('thai-government'), '2023-03-01', '2023-03-01');
    const text = JSON.stringify({ lottery: 'thai-government', year: 2023, draws: [{ ...draw, date: '2023-02-30' }] });
    expect(() => parseYearFile('x.json', text)).toThrow(/x\.json.*draws\[0\]|draw 0|2023-02-30|calendar date/);
  });
});
