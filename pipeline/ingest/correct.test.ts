import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import { SourceConflictError } from '../errors/source-conflict-error.ts';
import { hashTree, tempDir } from '../testing/importer-fixtures.ts';
import { type PrizeCorrectionEntry, correctionsPath, isAmountCorrection, readCorrections } from '../store/corrections.ts';
import type { StoredDraw } from '../store/schema.ts';
import { readDraws } from '../store/store.ts';
import { formatYearFile } from '../store/format.ts';
import { verifyStore } from '../store/verify-store.ts';
import { addDraw } from './add-draw.ts';
import { correctAmounts, correctPrize, correctPrizes } from './correct.ts';
import { committedThaiDraws2026, seedStore } from '../testing/ingest-kit.ts';
import { lottery } from '../registry/index.ts';
import { syntheticDraw } from '../testing/synthetic.ts';

const NOW = new Date('2026-07-02T03:00:00.000Z');
let draws2026: StoredDraw[];
let july1: StoredDraw;
let dataDir: string;

beforeAll(async () => {
  draws2026 = await committedThaiDraws2026();
  july1 = draws2026.at(-1) as StoredDraw;
});
beforeEach(async () => {
  dataDir = await tempDir('correct');
  await seedStore(dataDir, [['thai-government', draws2026]]);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const last2 = () => july1.prizes['last-two-digit']?.numbers[0] ?? '';
const other2 = () => (last2() === '00' ? '01' : '00');
const correct = (extra: Partial<Parameters<typeof correctPrize>[0]> = {}) =>
  correctPrize({
    dataDir,
    lottery: 'thai-government',
    date: '2026-07-01',
    prize: 'last-two-digit',
    numbers: [other2()],
    reason: 'GLO reissued the result sheet',
    now: NOW,
    ...extra,
  });

async function prizeCorrections(): Promise<PrizeCorrectionEntry[]> {
  return (await readCorrections(dataDir)).filter((e): e is PrizeCorrectionEntry => !isAmountCorrection(e));
}

async function july1Stored(): Promise<StoredDraw | undefined> {
  return (await readDraws(dataDir, 'thai-government')).find((d) => d.date === '2026-07-01');
}

describe('correct', () => {
  test('changes the stored prize and logs old value, new value, reason and time', async () => {
    const old = july1.prizes['last-two-digit'];
    const report = await correct();
    expect(report.state).toBe('corrected');
    expect(report.written).toEqual(['corrections.json', 'thai-government/2026.json']);
    const draw = await july1Stored();
    expect(draw?.prizes['last-two-digit']).toEqual({ ...old, numbers: [other2()] });
    expect(draw?.sources.at(-1)).toEqual({
      source: 'manual',
      ref: 'npm run pipeline -- correct at 2026-07-02T03:00:00.000Z (data/corrections.json)',
      prizes: ['last-two-digit'],
    });
    expect(draw?.sources.slice(0, -1).every((s) => !s.prizes.includes('last-two-digit'))).toBe(true);
    expect(draw?.notes).toEqual([`last-two-digit corrected at 2026-07-02T03:00:00.000Z: was ${last2()}; GLO reissued the result sheet`]);
    expect(await readCorrections(dataDir)).toEqual([
      {
        lottery: 'thai-government',
        date: '2026-07-01',
        prize: 'last-two-digit',
        old,
        new: { ...old, numbers: [other2()] },
        replacedSources: july1.sources.map((s) => ({ source: s.source, ref: s.ref })),
        reason: 'GLO reissued the result sheet',
        at: '2026-07-02T03:00:00.000Z',
      },
    ]);
    const verify = await verifyStore(dataDir, '2026-07-02');
    expect(verify.problems).toEqual([]);
  });

  test('a second identical run changes nothing', async () => {
    await correct();
    const before = await hashTree(dataDir);
    expect((await correct({ now: new Date('2026-07-03T00:00:00Z') })).state).toBe('already-done');
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('repairs a draw damaged by hand while another draw of the same file still is; add-draw there is refused, naming it', async () => {
    // Two draws edited by hand into a wrong shape: three digits for a 2-digit prize.
    const path = join(dataDir, 'thai-government', '2026.json');
    const damaged = (d: StoredDraw): StoredDraw => {
      const p = d.prizes['last-two-digit'];
      if (!p) throw new Error('no last-two-digit');
      return { ...d, prizes: { ...d.prizes, 'last-two-digit': { ...p, numbers: [`0${p.numbers[0]}`] } } };
    };
    const june16 = draws2026.find((d) => d.date === '2026-06-16') as StoredDraw;
    const edited = draws2026.map((d) => (d.date === '2026-07-01' || d.date === '2026-06-16' ? damaged(d) : d));
    await writeFile(path, formatYearFile({ lottery: 'thai-government', year: 2026, draws: edited }));
    expect((await correct({ numbers: [last2()] })).state).toBe('corrected');
    expect((await july1Stored())?.prizes['last-two-digit']?.numbers).toEqual([last2()]);
    // The other damaged draw is untouched, and still refuses a writer that is not repairing it.
    const stored = (await readDraws(dataDir, 'thai-government')).find((d) => d.date === '2026-06-16');
    expect(stored?.prizes['last-two-digit']?.numbers).toEqual([`0${june16.prizes['last-two-digit']?.numbers[0]}`]);
    await expect(
      addDraw({
        dataDir,
        lottery: 'thai-government',
        entry: { date: '2026-07-16', specs: ['last-two-digit=12'], ref: 'test' },
        now: new Date('2026-07-16T09:00:00Z'),
      }),
    ).rejects.toThrow(/2026\.json: draw 2026-06-16, last-two-digit: .*correct it first/);
  });

  test("does not rewrite another year's file holding a draw damaged by hand (not in the store's format): refused, naming it", async () => {
    const p = july1.prizes['last-two-digit'];
    if (!p) throw new Error('no last-two-digit');
    const old: StoredDraw = { ...july1, date: '2025-12-16', prizes: { ...july1.prizes, 'last-two-digit': { ...p, numbers: ['099'] } } };
    // Written by hand without the store's formatting: the next write of the lottery would rewrite it.
    await writeFile(
      join(dataDir, 'thai-government', '2025.json'),
      JSON.stringify({ lottery: 'thai-government', year: 2025, draws: [old] }),
    );
    await expect(correct()).rejects.toThrow(/2025\.json: draw 2025-12-16, last-two-digit: .*correct it first/);
    expect((await july1Stored())?.prizes['last-two-digit']?.numbers).toEqual([last2()]);
  });

  test('a wrong first prize is corrected with the prizes derived from it, together: one log entry each, one check of the draw', async () => {
    const first = july1.prizes['first-prize']?.numbers[0] as string;
    // Another first prize, away from the ends so that its neighbours keep six digits.
    const right = String((Number(first) + 500_000) % 1_000_000)
      .padStart(6, '0')
      .replace(/^(\d{5})[09]$/, '$15');
    const near = [String(Number(right) - 1).padStart(6, '0'), String(Number(right) + 1).padStart(6, '0')];
    const base = { dataDir, lottery: 'thai-government' as const, date: '2026-07-01', reason: 'GLO reissued the result sheet', now: NOW };
    // One at a time each is refused, writing nothing: the near-first prizes would no longer follow the first.
    const before = await hashTree(dataDir);
    await expect(correct({ prize: 'first-prize', numbers: [right] })).rejects.toThrow(DrawRejectedError);
    await expect(correct({ prize: 'near-first-prize', numbers: near })).rejects.toThrow(DrawRejectedError);
    expect(await hashTree(dataDir)).toBe(before);

    const report = await correctPrizes({
      ...base,
      changes: [
        { prize: 'first-prize', numbers: [right] },
        { prize: 'near-first-prize', numbers: near },
      ],
    });
    expect(report.prizes.map((p) => [p.entry.prize, p.state, p.entry.new.numbers])).toEqual([
      ['first-prize', 'corrected', [right]],
      ['near-first-prize', 'corrected', near],
    ]);
    expect(report.written).toEqual(['corrections.json', 'thai-government/2026.json']);
    const draw = await july1Stored();
    expect([draw?.prizes['first-prize']?.numbers, draw?.prizes['near-first-prize']?.numbers]).toEqual([[right], near]);
    expect(draw?.sources.filter((s) => s.source === 'manual')).toEqual([
      {
        source: 'manual',
        ref: 'npm run pipeline -- correct at 2026-07-02T03:00:00.000Z (data/corrections.json)',
        prizes: ['first-prize', 'near-first-prize'],
      },
    ]);
    expect((await prizeCorrections()).map((e) => [e.prize, e.old.numbers, e.at])).toEqual([
      ['first-prize', [first], NOW.toISOString()],
      ['near-first-prize', july1.prizes['near-first-prize']?.numbers, NOW.toISOString()],
    ]);
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
    // The same command again: already done, nothing written.
    const after = await hashTree(dataDir);
    expect(after).not.toBe(before);
    const again = await correctPrizes({
      ...base,
      changes: [
        { prize: 'near-first-prize', numbers: near },
        { prize: 'first-prize', numbers: [right] },
      ],
    });
    expect([again.prizes.map((p) => p.state), again.written]).toEqual([['already-done', 'already-done'], []]);
    expect(await hashTree(dataDir)).toBe(after);
  });

  test('prizes corrected together: a crash between the log and the year file is finished by the same command, logged once', async () => {
    const first = july1.prizes['first-prize']?.numbers[0] as string;
    const right = first === '500000' ? '400000' : '500000';
    const near = [String(Number(right) - 1).padStart(6, '0'), String(Number(right) + 1).padStart(6, '0')];
    const changes = [
      { prize: 'first-prize', numbers: [right] },
      { prize: 'near-first-prize', numbers: near },
    ];
    const base = { dataDir, lottery: 'thai-government' as const, date: '2026-07-01', reason: 'GLO reissued the result sheet', changes };
    const hooks = {
      afterCommit: (_t: string, done: number) => {
        if (done === 1) throw new Error('simulated crash');
      },
    };
    await expect(correctPrizes({ ...base, now: NOW, hooks })).rejects.toThrow('simulated crash');
    expect((await july1Stored())?.prizes['first-prize']?.numbers).toEqual([first]);
    expect((await verifyStore(dataDir, '2026-07-02')).problems.map((p) => p.kind)).toEqual([
      'correction-not-applied',
      'correction-not-applied',
    ]);
    const log = await readFile(correctionsPath(dataDir), 'utf8');
    const report = await correctPrizes({ ...base, now: new Date('2026-07-02T04:00:00Z') });
    expect(report.prizes.map((p) => [p.state, p.entry.at])).toEqual([
      ['resumed', NOW.toISOString()],
      ['resumed', NOW.toISOString()],
    ]);
    expect(report.written).toEqual(['thai-government/2026.json']);
    expect(await readFile(correctionsPath(dataDir), 'utf8')).toBe(log);
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
  });

  test('a crash between the log and the year file loses nothing; verify says so; the same command finishes it', async () => {
    const hooks = {
      afterCommit: (_t: string, done: number) => {
        if (done === 1) throw new Error('simulated crash');
      },
    };
    await expect(correct({ hooks })).rejects.toThrow('simulated crash');
    expect((await july1Stored())?.prizes['last-two-digit']?.numbers).toEqual([last2()]);
    expect((await prizeCorrections())[0]?.old.numbers).toEqual([last2()]);
    const verify = await verifyStore(dataDir, '2026-07-02');
    expect(verify.problems.map((p) => [p.kind, p.severity])).toEqual([['correction-not-applied', 'warning']]);

    const log = await readFile(correctionsPath(dataDir), 'utf8');
    const report = await correct({ now: new Date('2026-07-02T04:00:00Z') });
    expect(report.state).toBe('resumed');
    expect(report.written).toEqual(['thai-government/2026.json']);
    expect(await readFile(correctionsPath(dataDir), 'utf8')).toBe(log);
    expect((await july1Stored())?.prizes['last-two-digit']?.numbers).toEqual([other2()]);
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
  });

  test.each([
    ['an unknown prize', { prize: 'sixth-prize' }, 'field --prize: rejected: unknown prize slug "sixth-prize"'],
    ['a number of the wrong width', { numbers: ['5'] }, 'field --numbers: rejected: 5: expected 2 digits'],
    ['no numbers', { numbers: [] as string[] }, 'field --numbers: rejected: numbers are ASCII digits'],
    [
      'a draw that is not stored',
      { date: '2026-07-16' },
      'field --date: rejected: no stored draw of thai-government on 2026-07-16; add it with add-draw',
    ],
    ['no reason', { reason: '  ' }, 'field --reason: rejected: say why the stored value is wrong'],
  ])('rejects %s, naming the field, and writes nothing', async (_name, extra, message) => {
    const before = await hashTree(dataDir);
    const run = correct(extra);
    await expect(run).rejects.toThrow(DrawRejectedError);
    await expect(correct(extra)).rejects.toThrow(message);
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('rejects a correction to the value already stored', async () => {
    await expect(correct({ numbers: [last2()] })).rejects.toThrow(
      `field --numbers: rejected: last-two-digit of 2026-07-01 is already ${last2()}; nothing to correct`,
    );
  });
});

describe('add-draw', () => {
  const entry = (specs: string[], date = '2026-07-16') => ({
    date,
    specs,
    publishedAt: '2026-07-16T07:45:00.000Z',
    ref: 'GLO result sheet 16 Jul 2026',
  });
  const LATER = new Date('2026-07-16T09:00:00.000Z');

  test('adds an announced prize, published at --at; the draw is announced; repeating it writes nothing', async () => {
    const report = await addDraw({
      dataDir,
      lottery: 'thai-government',
      entry: entry(['first-prize=123456', 'last-two-digit=45']),
      now: LATER,
    });
    expect(report).toMatchObject({ added: ['first-prize', 'last-two-digit'], status: 'announced', written: ['thai-government/2026.json'] });
    const draw = (await readDraws(dataDir, 'thai-government')).at(-1);
    expect(draw).toEqual({
      date: '2026-07-16',
      prizes: {
        'first-prize': { numbers: ['123456'], amount: '6000000.00', publishedAt: '2026-07-16T07:45:00.000Z', approximate: false },
        'last-two-digit': { numbers: ['45'], amount: '2000.00', publishedAt: '2026-07-16T07:45:00.000Z', approximate: false },
      },
      sources: [{ source: 'manual', ref: 'GLO result sheet 16 Jul 2026', prizes: ['first-prize', 'last-two-digit'] }],
    });
    const before = await hashTree(dataDir);
    expect((await addDraw({ dataDir, lottery: 'thai-government', entry: entry(['last-two-digit=45']), now: LATER })).written).toEqual([]);
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('refuses a value that disagrees with the store, pointing at correct, and writes nothing', async () => {
    const before = await hashTree(dataDir);
    const run = addDraw({
      dataDir,
      lottery: 'thai-government',
      entry: { ...entry([`last-two-digit=${other2()}`], '2026-07-01') },
      now: LATER,
    });
    await expect(run).rejects.toThrow(SourceConflictError);
    await expect(
      addDraw({ dataDir, lottery: 'thai-government', entry: entry([`last-two-digit=${other2()}`], '2026-07-01'), now: LATER }),
    ).rejects.toThrow(
      `manual npm run pipeline -- add-draw, thai-government draw 2026-07-01, field last-two-digit: conflict: the source has ${other2()}, the store has ${last2()}; the stored value stands (change it with \`npm run pipeline -- correct\`)`,
    );
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('accepts a moved draw date with a warning: an operator types an official announcement', async () => {
    const report = await addDraw({
      dataDir,
      lottery: 'thai-government',
      entry: { ...entry(['first-prize=123456'], '2026-07-17'), publishedAt: '2026-07-17T07:45:00.000Z' },
      now: new Date('2026-07-17T08:00:00Z'),
    });
    expect(report.warnings).toEqual([expect.stringContaining("2026-07-17 is not a draw date of thai-government's schedule")]);
  });

  test.each([
    [
      'a partial prize',
      ['second-prize=111111,222222'],
      'field --prize second-prize: rejected: 2 of 5 numbers of second-prize; give the whole prize at once',
    ],
    [
      'a duplicate prize',
      ['last-two-digit=45', 'last-two-digit=46'],
      'field --prize last-two-digit: rejected: last-two-digit is given twice (also --prize last-two-digit)',
    ],
    [
      'an unknown slug',
      ['upper-two-digit=45'],
      'field --prize upper-two-digit: rejected: thai-government has no upper-two-digit in the prize table from 2017-09-01',
    ],
    [
      'a number of the wrong width',
      ['last-three-digit=12,345'],
      'field --prize last-three-digit: rejected: 12 has 2 digits; last-three-digit numbers have 3',
    ],
    ['no prize at all', [], 'field --prize: rejected: give at least one --prize'],
  ])('rejects %s, naming the field, and writes nothing', async (_name, specs, message) => {
    const before = await hashTree(dataDir);
    await expect(addDraw({ dataDir, lottery: 'thai-government', entry: entry(specs), now: LATER })).rejects.toThrow(message);
    expect(await hashTree(dataDir)).toBe(before);
  });
});

describe('correct --amount', () => {
  const base = () => ({
    dataDir,
    lottery: 'thai-government' as const,
    date: '2026-07-01',
    reason: 'the amount of the time, from the result page',
    now: NOW,
  });
  const changes = [
    { prize: 'first-prize', amount: '3000000.00' },
    { prize: 'last-two-digit', amount: '1000.00' },
  ];

  test('replaces the amounts of a draw with one log entry, keeping its numbers and sources', async () => {
    const report = await correctAmounts({ ...base(), changes });
    expect(report.prizes.map((p) => [p.prize, p.state])).toEqual([
      ['first-prize', 'corrected'],
      ['last-two-digit', 'corrected'],
    ]);
    expect(report.written).toEqual(['corrections.json', 'thai-government/2026.json']);
    const draw = await july1Stored();
    expect(draw?.prizes['first-prize']).toEqual({ ...july1.prizes['first-prize'], amount: '3000000.00' });
    expect(draw?.prizes['last-two-digit']).toEqual({ ...july1.prizes['last-two-digit'], amount: '1000.00' });
    expect(draw?.prizes['second-prize']).toEqual(july1.prizes['second-prize']);
    expect(draw?.sources).toEqual(july1.sources);
    expect(draw?.notes?.at(-1)).toBe(
      'amounts corrected at 2026-07-02T03:00:00.000Z: first-prize 6000000.00 -> 3000000.00, last-two-digit 2000.00 -> 1000.00; the amount of the time, from the result page',
    );
    expect(await readCorrections(dataDir)).toEqual([
      {
        lottery: 'thai-government',
        date: '2026-07-01',
        amounts: [
          { prize: 'first-prize', old: '6000000.00', new: '3000000.00' },
          { prize: 'last-two-digit', old: '2000.00', new: '1000.00' },
        ],
        reason: 'the amount of the time, from the result page',
        at: NOW.toISOString(),
      },
    ]);
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
    // The same command again: done, nothing written.
    const before = await hashTree(dataDir);
    const again = await correctAmounts({ ...base(), changes, now: new Date('2026-07-03T00:00:00Z') });
    expect([again.prizes.map((p) => p.state), again.entry, again.written]).toEqual([['already-done', 'already-done'], null, []]);
    // Part of it again: done too, not refused.
    const part = await correctAmounts({ ...base(), changes: [changes[1] as (typeof changes)[number]] });
    expect([part.prizes.map((p) => p.state), part.written]).toEqual([['already-done'], []]);
    expect(await hashTree(dataDir)).toBe(before);
  });

  test('a crash between the log and the year file: verify warns, the same command finishes it without a second entry', async () => {
    const hooks = {
      afterCommit: (_t: string, done: number) => {
        if (done === 1) throw new Error('simulated crash');
      },
    };
    await expect(correctAmounts({ ...base(), changes, hooks })).rejects.toThrow('simulated crash');
    expect((await july1Stored())?.prizes['first-prize']?.amount).toBe('6000000.00');
    expect((await verifyStore(dataDir, '2026-07-02')).problems.map((p) => [p.kind, p.problem.split(' is not')[0]])).toEqual([
      [
        'correction-not-applied',
        'the correction of thai-government 2026-07-01 first-prize (its amount) at 2026-07-02T03:00:00.000Z to 3000000.00',
      ],
      [
        'correction-not-applied',
        'the correction of thai-government 2026-07-01 last-two-digit (its amount) at 2026-07-02T03:00:00.000Z to 1000.00',
      ],
    ]);
    const log = await readFile(correctionsPath(dataDir), 'utf8');
    const report = await correctAmounts({ ...base(), changes, now: new Date('2026-07-02T04:00:00Z') });
    expect([report.prizes.map((p) => [p.state, p.at]), report.entry, report.written]).toEqual([
      [
        ['resumed', NOW.toISOString()],
        ['resumed', NOW.toISOString()],
      ],
      null,
      ['thai-government/2026.json'],
    ]);
    expect((await july1Stored())?.notes?.at(-1)).toBe(
      'amounts corrected at 2026-07-02T03:00:00.000Z: first-prize 6000000.00 -> 3000000.00, last-two-digit 2000.00 -> 1000.00; the amount of the time, from the result page',
    );
    expect(await readFile(correctionsPath(dataDir), 'utf8')).toBe(log);
    expect((await july1Stored())?.prizes['first-prize']?.amount).toBe('3000000.00');
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
  });

  test('a crash, then the same correction of only some of its prizes: each finished once, never logged twice', async () => {
    const hooks = {
      afterCommit: (_t: string, done: number) => {
        if (done === 1) throw new Error('simulated crash');
      },
    };
    await expect(correctAmounts({ ...base(), changes, hooks })).rejects.toThrow('simulated crash');
    const first = await correctAmounts({
      ...base(),
      changes: [changes[0] as (typeof changes)[number]],
      now: new Date('2026-07-02T04:00:00Z'),
    });
    expect([first.prizes.map((p) => p.state), first.entry]).toEqual([['resumed'], null]);
    expect((await verifyStore(dataDir, '2026-07-02')).problems.map((p) => p.problem.split(' at ')[0])).toEqual([
      'the correction of thai-government 2026-07-01 last-two-digit (its amount)',
    ]);
    const second = await correctAmounts({ ...base(), changes, now: new Date('2026-07-02T05:00:00Z') });
    expect(second.prizes.map((p) => p.state)).toEqual(['already-done', 'resumed']);
    expect(await readCorrections(dataDir)).toHaveLength(1);
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
    const stored = await july1Stored();
    expect([stored?.prizes['first-prize']?.amount, stored?.prizes['last-two-digit']?.amount]).toEqual(['3000000.00', '1000.00']);
  });

  test('finishing an interrupted numbers correction keeps an amount corrected since', async () => {
    const hooks = {
      afterCommit: (_t: string, done: number) => {
        if (done === 1) throw new Error('simulated crash');
      },
    };
    await expect(correct({ hooks })).rejects.toThrow('simulated crash');
    await correctAmounts({ ...base(), changes: [{ prize: 'last-two-digit', amount: '1000.00' }], now: new Date('2026-07-02T04:00:00Z') });
    const resumed = await correct({ now: new Date('2026-07-02T05:00:00Z') });
    expect(resumed.state).toBe('resumed');
    expect((await july1Stored())?.prizes['last-two-digit']).toMatchObject({ numbers: [other2()], amount: '1000.00' });
    expect((await verifyStore(dataDir, '2026-07-02')).problems).toEqual([]);
  });

  test.each([
    [
      'an amount without two decimals',
      [{ prize: 'first-prize', amount: '3000000' }],
      'field --amount: rejected: "3000000" is not an amount',
    ],
    [
      'an amount already stored',
      [{ prize: 'first-prize', amount: '6000000.00' }],
      'field --amount: rejected: the amounts of 2026-07-01 are already',
    ],
    [
      'one of them already stored',
      [
        { prize: 'first-prize', amount: '3000000.00' },
        { prize: 'last-two-digit', amount: '2000.00' },
      ],
      'field --amount: rejected: last-two-digit of 2026-07-01 is already 2000.00; leave it out',
    ],
    [
      'a prize the era does not have',
      [{ prize: 'upper-two-digit', amount: '1.00' }],
      'field --prize: rejected: upper-two-digit of 2026-07-01 is not stored',
    ],
    ['a prize named twice', [changes[0], changes[0]] as typeof changes, 'field --prize: rejected: first-prize is named twice'],
  ])('refuses %s and leaves data/ byte-identical', async (_what, given, message) => {
    const before = await hashTree(dataDir);
    await expect(correctAmounts({ ...base(), changes: given })).rejects.toThrow(message);
    expect(await hashTree(dataDir)).toBe(before);
  });
  test('refuses an amount for a prize of a lottery without fixed amounts (C4.2) and leaves data/ byte-identical', async () => {
    const draw = syntheticDraw(lottery('hanoi-normal'), '2026-06-22');
    expect(draw.prizes['first-prize']?.amount).toBeNull();
    await seedStore(dataDir, [['hanoi-normal', [draw]]]);
    const before = await hashTree(dataDir);
    const run = correctAmounts({
      ...base(),
      lottery: 'hanoi-normal',
      date: draw.date,
      changes: [{ prize: 'first-prize', amount: '1000.00' }],
    });
    await expect(run).rejects.toThrow('hanoi-normal has no fixed amount for first-prize (C4.2: it is published as 0.00)');
    expect(await hashTree(dataDir)).toBe(before);
  });
});
