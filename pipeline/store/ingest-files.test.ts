import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { StoreError } from '../errors/store-error.ts';
import { tempDir } from '../testing/importer-fixtures.ts';
import { type ConflictEntry, appendConflicts, formatConflicts, parseConflicts } from './conflicts.ts';
import { formatCorrections } from './corrections.ts';
import { readSourcesConfig } from './sources-config.ts';
import { verifyStore } from './verify-store.ts';
import { seedStore } from '../testing/ingest-kit.ts';
import { syntheticDraw } from '../testing/synthetic.ts';
import { lottery } from '../registry/index.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDir('ingest-files');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const CONFLICT: ConflictEntry = {
  lottery: 'thai-government',
  date: '2026-07-01',
  prize: 'last-two-digit',
  stored: ['45'],
  incoming: ['46'],
  source: 'glo-api',
  ref: 'POST https://www.glo.or.th/api/checking/getLotteryResult {"date":"01","month":"07","year":"2026"}',
  seenAt: '2026-07-01T08:00:00.000Z',
};

async function problems(): Promise<string[]> {
  return (await verifyStore(dataDir, '2026-11-21')).problems.map((p) => `${p.severity} ${p.path}: ${p.problem}`);
}

describe('data/sources.json', () => {
  test('is optional: without it no feed is configured', async () => {
    expect(await readSourcesConfig(dataDir)).toEqual({ version: 1, feeds: {} });
  });

  test('is read and accepted by verify when valid', async () => {
    const config = {
      version: 1,
      feeds: { 'lao-star': { url: 'https://feeds.example/lao-star.json', official: false, note: 'run by ...' } },
    };
    await writeFile(join(dataDir, 'sources.json'), JSON.stringify(config));
    expect(await readSourcesConfig(dataDir)).toEqual(config);
    expect(await problems()).toEqual([]);
  });

  test('the example of docs/ingest.md is valid', async () => {
    const text = await readFile(join(PROJECT_ROOT, 'docs', 'ingest.md'), 'utf8');
    const example = /### Connecting a feed[\s\S]*?```json\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    await writeFile(join(dataDir, 'sources.json'), example);
    expect(Object.keys((await readSourcesConfig(dataDir)).feeds)).toEqual(['lao-star', 'hanoi-normal']);
  });

  test.each([
    [
      'a URL that is not http(s)',
      { version: 1, feeds: { 'lao-star': { url: 'ftp://feeds.example/x.json' } } },
      'feeds.lao-star.url: expected an http(s) URL',
    ],
    [
      'an unknown lottery',
      { version: 1, feeds: { 'lao-moon': { url: 'https://feeds.example/x.json' } } },
      'feeds: Unrecognized key: "lao-moon"',
    ],
    ['an unknown key', { version: 1, feeds: {}, glo: 'https://proxy.example' }, 'Unrecognized key: "glo"'],
    ['another version', { version: 2, feeds: {} }, 'version'],
  ])('is flagged by verify with %s, naming the field', async (_name, config, message) => {
    await writeFile(join(dataDir, 'sources.json'), JSON.stringify(config));
    await expect(readSourcesConfig(dataDir)).rejects.toThrow(StoreError);
    const found = await problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('error sources.json: ');
    expect(found[0]).toContain(message);
  });
});

describe('data/conflicts.json and data/corrections.json', () => {
  test('verify accepts them in the stable format and warns about a hand-edited layout', async () => {
    await writeFile(join(dataDir, 'conflicts.json'), formatConflicts([CONFLICT]));
    await writeFile(join(dataDir, 'corrections.json'), formatCorrections([]));
    expect(await problems()).toEqual([]);
    await writeFile(join(dataDir, 'conflicts.json'), JSON.stringify([CONFLICT]));
    expect(await problems()).toEqual(['warning conflicts.json: valid, but not in the stable format; the next write will reformat it']);
  });

  test('verify flags an entry that does not validate, naming entry and field', async () => {
    await writeFile(join(dataDir, 'conflicts.json'), formatConflicts([{ ...CONFLICT, prize: 'sixth-prize' as ConflictEntry['prize'] }]));
    expect((await problems())[0]).toMatch(/^error conflicts\.json: entry #0, prize: /);
    expect(() => parseConflicts('conflicts.json', '{')).toThrow('conflicts.json: not readable JSON');
  });

  test('verify warns when the last correction of a prize is not what is stored', async () => {
    const prize = { numbers: ['46'], amount: '2000.00', publishedAt: '2026-07-01T08:00:00.000Z', approximate: false };
    await writeFile(
      join(dataDir, 'corrections.json'),
      formatCorrections([
        {
          lottery: 'thai-government',
          date: '2026-07-01',
          prize: 'last-two-digit',
          old: { ...prize, numbers: ['45'] },
          new: prize,
          replacedSources: [],
          reason: 'x',
          at: '2026-07-02T00:00:00.000Z',
        },
      ]),
    );
    // No such draw stored: `correct` never removes one, so it was taken out by hand; nothing to rerun.
    expect(await problems()).toEqual([
      'warning corrections.json: the corrections of thai-government 2026-07-01 (last-two-digit) concern a draw data/ no longer holds (taken out by hand); if that was meant, nothing is to be done: the log keeps them as history',
    ]);
    // The draw stored with other numbers: the correction was not finished; rerun it.
    const draw = syntheticDraw(lottery('thai-government'), '2026-07-01');
    const last2 = draw.prizes['last-two-digit'];
    await seedStore(dataDir, [
      ['thai-government', [{ ...draw, prizes: { ...draw.prizes, 'last-two-digit': { ...(last2 as typeof prize), numbers: ['45'] } } }]],
    ]);
    expect(await problems()).toEqual([
      'warning corrections.json: the correction of thai-government 2026-07-01 last-two-digit at 2026-07-02T00:00:00.000Z to 46 is not what data/ holds (45); rerun that correct command (with every prize it corrected at the same time) to finish it',
    ]);
    // Neither value: data/ changed after the correction (another draw stored under the date); rerunning would overwrite it.
    await seedStore(dataDir, [
      ['thai-government', [{ ...draw, prizes: { ...draw.prizes, 'last-two-digit': { ...(last2 as typeof prize), numbers: ['12'] } } }]],
    ]);
    expect(await problems()).toEqual([
      'warning corrections.json: the correction of thai-government 2026-07-01 last-two-digit at 2026-07-02T00:00:00.000Z to 46 is not what data/ holds (12), nor the value it replaced (45): data/ changed after it (by hand, or the draw stored anew); do not rerun it, check the draw against its sources',
    ]);
    // Its year file unreadable, or a folder in its place: that entry's error alone, not a draw taken out.
    await writeFile(join(dataDir, 'thai-government', '2026.json'), '{ not json');
    expect((await problems()).filter((p) => p.includes('corrections.json'))).toEqual([]);
    await rm(join(dataDir, 'thai-government', '2026.json'));
    await mkdir(join(dataDir, 'thai-government', '2026.json'));
    expect((await problems()).filter((p) => p.includes('corrections.json'))).toEqual([]);
  });

  test('the same disagreement is recorded once, whenever it is seen again', () => {
    const later = { ...CONFLICT, seenAt: '2026-07-01T09:00:00.000Z' };
    const other = { ...CONFLICT, incoming: ['47'] };
    expect(appendConflicts([CONFLICT], [later, other])).toEqual({ log: [CONFLICT, other], added: [other] });
  });
});
