import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ImportError } from '../errors/import-error.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoredDraw } from '../store/schema.ts';
import { filler, tempDir, vichaText, writeStaged } from '../testing/importer-fixtures.ts';
import { VICHA_ARCHIVE } from './upstream.ts';
import { FIFTH_2019_08_01, writeThaiGovernment } from '../testing/mini-datasets.ts';
import { importThaiGovernment } from './thai-government.ts';
import type { ImporterOutput } from './types.ts';

const TODAY = '2026-11-21';
let root: string;
let output: ImporterOutput;

beforeAll(async () => {
  root = await tempDir('thai-gov');
  output = await importThaiGovernment(await writeThaiGovernment(root), { today: TODAY });
});
afterAll(() => rm(root, { recursive: true, force: true }));

function draw(date: string): StoredDraw {
  const found = output.draws.find((d) => d.date === date);
  if (!found) throw new Error(`no draw ${date}`);
  return found;
}

describe('importThaiGovernment', () => {
  test('takes each draw from the highest source that has it: GLO, then vicha-w, then SecretMans', () => {
    expect(output.draws.map((d) => [d.date, d.sources.map((s) => s.source)])).toEqual([
      ['2006-12-30', ['dataset:vicha-w']],
      ['2007-10-16', ['dataset:vicha-w']],
      ['2010-03-01', ['dataset:glo-archive']],
      ['2019-08-01', ['dataset:glo-archive']],
      ['2020-04-01', ['dataset:glo-archive']],
      ['2026-01-17', ['dataset:glo-archive']],
      ['2026-05-16', ['dataset:vicha-w']],
      ['2026-06-01', ['dataset:secretmans']],
      ['2026-06-16', ['dataset:secretmans']],
    ]);
  });

  test('maps an old-format GLO draw: four last-three numbers and no first-three-digit', () => {
    const d = draw('2010-03-01');
    expect(d.prizes['last-three-digit']?.numbers).toEqual(['374', '457', '470', '627']);
    expect(d.prizes['first-three-digit']).toBeUndefined();
    // GLO's archive says 6000000.00, today's table; the amount of 2010 is the registry's (its era).
    expect(d.prizes['first-prize']).toEqual({
      numbers: ['215227'],
      amount: '2000000.00',
      publishedAt: '2010-03-01T07:30:00.000Z',
      approximate: true,
    });
    expect(d.sources[0]?.ref).toBe('GarliQz/ThaiLotteryData@02a4257 data/json/2010-03-01.json');
  });

  test('maps a new-format GLO draw with the GLO price strings as amounts', () => {
    const d = draw('2019-08-01');
    expect(d.prizes['first-prize']?.amount).toBe('6000000.00');
    expect(Object.keys(d.prizes)).toEqual([
      'first-prize',
      'near-first-prize',
      'second-prize',
      'third-prize',
      'fourth-prize',
      'fifth-prize',
      'first-three-digit',
      'last-three-digit',
      'last-two-digit',
    ]);
    expect(d.prizes['first-three-digit']).toMatchObject({ numbers: ['135', '983'], amount: '4000.00' });
    expect(d.prizes['near-first-prize']?.numbers).toEqual(['387005', '387007']);
  });

  test('keeps a number drawn twice in a tier twice (2019-08-01 fifth prize 354809)', () => {
    const fifth = draw('2019-08-01').prizes['fifth-prize']?.numbers ?? [];
    expect(fifth).toHaveLength(100);
    expect(fifth.filter((n) => n === '354809')).toHaveLength(2);
    expect(fifth).toEqual([...FIFTH_2019_08_01].sort());
  });

  test('stores the postponed draw under 2020-04-01, drawn on 2020-05-16 and published then', () => {
    const d = draw('2020-04-01');
    expect(d.drawnOn).toBe('2020-05-16');
    expect(d.prizes['first-prize']?.publishedAt).toBe('2020-05-16T07:30:00.000Z');
  });

  test('replaces a garbled vicha-w NEAR_FIRST with first ± 1, notes it on the draw and reports it', () => {
    const d = draw('2007-10-16');
    expect(d.prizes['near-first-prize']?.numbers).toEqual(['032987', '032989']);
    expect(d.notes?.[0]).toContain('103298 032989');
    expect(output.notices).toContainEqual(expect.objectContaining({ kind: 'recomputed', date: '2007-10-16' }));
  });

  test('refuses a vicha-w file whose NEAR_FIRST is a whole pair around another number than its FIRST (no near-first numbers made up)', async () => {
    const folder = await writeThaiGovernment(join(root, 'contradicting'));
    // The 2006-12-30 file with a mistyped FIRST: its NEAR_FIRST 778583 778585 still stands around 778584.
    await writeStaged(
      folder,
      VICHA_ARCHIVE,
      ['2006-12-30.txt'],
      vichaText('http://news.sanook.com/lotto/check/30122549/', [
        ['FIRST', ['778590']],
        ['THREE', ['164', '403', '811', '971']],
        ['TWO', ['07']],
        ['NEAR_FIRST', ['778583', '778585']],
        ['SECOND', filler(5, 6, 2)],
        ['THIRD', filler(10, 6, 3)],
        ['FOURTH', filler(50, 6, 4)],
        ['FIFTH', filler(100, 6, 5)],
      ]),
    );
    const refused = await importThaiGovernment(folder, { today: TODAY }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportError);
    expect((refused as ImportError).message).toMatch(
      /2006-12-30\.txt.*near-first-prize.*NEAR_FIRST 778583 778585 is the pair around 778584, not around FIRST 778590/,
    );
  });

  test('back-fills a vicha-w draw with the registry amount of its era, CRLF and trailing spaces ignored', () => {
    const d = draw('2007-10-16');
    expect(d.prizes['second-prize']?.numbers).toHaveLength(5);
    expect(d.prizes['first-prize']?.amount).toBe('2000000.00');
    expect(d.prizes['last-two-digit']?.amount).toBe('1000.00');
    expect(d.prizes['last-three-digit']?.numbers).toEqual(['158', '663', '685', '846']);
  });

  test("reports a result page's amount that differs from the draw's, and none where they agree", () => {
    expect(output.notices.filter((n) => n.kind === 'amount-differs')).toEqual([
      {
        kind: 'amount-differs',
        ref: expect.stringContaining('id 01062569'),
        date: '2026-06-01',
        message: 'first-prize: the result page gives 5000000.00, the draw has 6000000.00',
      },
    ]);
  });

  test('never imports vicha-w 2026-01-16.txt and reports it as skipped', () => {
    expect(output.draws.some((d) => d.date === '2026-01-16')).toBe(false);
    expect(draw('2026-01-17').sources.map((s) => s.source)).toEqual(['dataset:glo-archive']);
    expect(output.notices).toContainEqual(
      expect.objectContaining({ kind: 'skipped', ref: 'vicha-w/thai-lotto-archive@1fb29e0 lottonumbers/2026-01-16.txt' }),
    );
  });

  test('skips the SecretMans error stub and the all-x entry, and reports both', () => {
    const skipped = output.notices.filter((n) => n.kind === 'skipped').map((n) => n.ref);
    expect(skipped.some((r) => r.endsWith('id 08102564'))).toBe(true);
    expect(skipped.some((r) => r.endsWith('id 16092568'))).toBe(true);
    expect(output.draws.some((d) => d.date === '2025-09-16')).toBe(false);
  });

  test('does not store a SecretMans prize with a placeholder or a truncated number, and reports it', () => {
    const d = draw('2026-06-16');
    expect(d.prizes['first-prize']?.numbers).toEqual(['287184']);
    expect(d.prizes['near-first-prize']).toBeUndefined();
    expect(d.prizes['fourth-prize']).toBeUndefined();
    const notStored = output.notices.filter((n) => n.kind === 'not-stored' && n.date === '2026-06-16').map((n) => n.message);
    expect(notStored).toEqual([expect.stringContaining('near-first-prize'), expect.stringContaining('fourth-prize')]);
  });

  test('reports every disagreement between overlapping sources, GLO value stored', () => {
    const fourth = output.disagreements.filter((d) => d.date === '2010-03-01' && d.prize === 'fourth-prize');
    expect(fourth).toEqual([
      expect.objectContaining({
        a: expect.objectContaining({ source: 'dataset:glo-archive', only: ['233378'], stored: true }),
        b: expect.objectContaining({ source: 'dataset:vicha-w', only: ['200078'], stored: false }),
      }),
    ]);
    expect(draw('2010-03-01').prizes['fourth-prize']?.numbers).toContain('233378');
  });

  test('sums the cross-check per source pair, with and without skipped records', () => {
    // 2010-03-01 differs in one fourth-prize number; the skipped vicha 2026-01-16 file is compared as 2026-01-17.
    const gloVicha = output.pairs.find((p) => p.a === 'dataset:glo-archive' && p.b === 'dataset:vicha-w');
    expect(gloVicha).toMatchObject({
      overlapping: 2,
      identical: 0,
      headlineAgree: 2,
      differingNumbers: { 'near-first-prize': 2, 'second-prize': 5, 'fourth-prize': 1 },
      withoutSkipped: { overlapping: 1, identical: 0, differingNumbers: { 'fourth-prize': 1 } },
    });
    const vichaSecretMans = output.pairs.find((p) => p.a === 'dataset:vicha-w' && p.b === 'dataset:secretmans');
    expect(vichaSecretMans).toMatchObject({ overlapping: 1, identical: 1, differingNumbers: {} });
    const gloSecretMans = output.pairs.find((p) => p.a === 'dataset:glo-archive' && p.b === 'dataset:secretmans');
    expect(gloSecretMans?.overlapping).toBe(0);
  });
});
