import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calendarFile, feedFile } from '../contract/download-paths.ts';
import { resultsFile } from '../contract/paths.ts';
import { correctPrize } from '../ingest/correct.ts';
import { lottery } from '../registry/index.ts';
import { buildSite } from '../site-build.ts';
import { correctionsPath } from '../store/corrections.ts';
import { noDrawPath } from '../store/no-draw.ts';
import { StoreError } from '../errors/store-error.ts';
import { seededBuild } from '../testing/ingest-kit.ts';
import { syntheticDraws } from '../testing/synthetic.ts';

/*
 * A draw corrected with `correct` (C8.2) after subscribers saw it: its feed entries and calendar
 * events say that it changed (the correction's time, a higher SEQUENCE), or feed readers and
 * calendars keep the wrong numbers. The build reads data/corrections.json for it.
 */

const SITE = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };
const def = lottery('lao-vip');
const draws = syntheticDraws(def, '2026-08-01', '2026-08-20');
const target = draws.at(-2);
const AT = new Date('2026-08-21T02:00:00.000Z');
let dataDir: string;
let distDir: string;

const text = (path: string): Promise<string> => readFile(join(distDir, path), 'utf8');

let remove: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ dataDir, distDir, remove } = await seededBuild('corrections-build', [[def.id, draws]]));
}, 120_000);
afterAll(() => remove?.());

describe('a corrected draw in the feeds and calendars', () => {
  test("moves its entries' updated and raises its event's SEQUENCE; the lottery is rebuilt once", async () => {
    if (!target) throw new Error('no draw to correct');
    await buildSite({ dataDir, distDir, site: SITE });
    const atomBefore = await text(feedFile(def.id, 'en', 'atom'));
    const icsBefore = await text(calendarFile(def.id, 'en'));
    const old = target.prizes['last-two-digit']?.numbers[0] ?? '';
    const corrected = old === '00' ? '01' : '00';
    const upper = target.prizes['upper-two-digit']?.numbers[0] ?? '';
    // lao-vip's 2-digit prizes are free of the others (DOMAIN 4.3): one can be corrected alone.
    await correctPrize({
      dataDir,
      lottery: def.id,
      date: target.date,
      prize: 'last-two-digit',
      numbers: [corrected],
      reason: 'typo',
      now: AT,
    });

    const report = await buildSite({ dataDir, distDir, site: SITE });
    expect(report.rendered).toEqual([def.id]);
    const results = JSON.parse(await text(resultsFile(def.id, 2, 'en'))) as { data: { prizes: { slug: string; numbers: string[] }[] }[] };
    const numbers = (slug: string) => results.data[1]?.prizes.find((p) => p.slug === slug)?.numbers;
    expect(numbers('last-two-digit')).toEqual([corrected]);
    expect(numbers('upper-two-digit')).toEqual([upper]);

    const atom = await text(feedFile(def.id, 'en', 'atom'));
    const entries = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0]);
    const updated = (entry: string | undefined) => /<updated>([^<]+)<\/updated>/.exec(entry ?? '')?.[1];
    expect(updated(entries(atom)[1])).toBe(AT.toISOString());
    expect(updated(entries(atomBefore)[1])).not.toBe(AT.toISOString());
    expect(updated(entries(atom)[0])).toBe(updated(entries(atomBefore)[0]));
    // The feed's own updated is its newest entry's: here the correction's.
    expect(/<feed[^>]*>[\s\S]*?<updated>([^<]+)<\/updated>/.exec(atom)?.[1]).toBe(AT.toISOString());
    const json = JSON.parse(await text(feedFile(def.id, 'en', 'json'))) as { items: { date_modified: string }[] };
    expect(json.items[1]?.date_modified).toBe(AT.toISOString());

    const ics = await text(calendarFile(def.id, 'en'));
    const sequenceOf = (cal: string) => {
      const start = `DTSTART;TZID=Asia/Bangkok:${target.date.replace(/-/g, '')}T`;
      const event = cal.split('BEGIN:VEVENT').find((e) => e.includes(start)) ?? '';
      return { sequence: Number(/SEQUENCE:(\d+)/.exec(event)?.[1]), stamp: /DTSTAMP:(\w+)/.exec(event)?.[1] };
    };
    expect(sequenceOf(ics)).toEqual({ sequence: sequenceOf(icsBefore).sequence + 1, stamp: '20260821T020000Z' });

    // Nothing changed since: the lottery's files are carried over.
    expect((await buildSite({ dataDir, distDir, site: SITE })).rendered).toEqual([]);
  }, 120_000);

  test("the corrections log's text copied into data/no-draw.json is refused there, though it passed as corrections", async () => {
    // The build above validated corrections.json's content; the same text is no no-draw log.
    const text = await readFile(correctionsPath(dataDir), 'utf8');
    await writeFile(noDrawPath(dataDir), text);
    await expect(buildSite({ dataDir, distDir, site: SITE })).rejects.toThrow(/no-draw\.json/);
    await rm(noDrawPath(dataDir));
  }, 120_000);

  test.each([
    ['corrections.json', correctionsPath],
    ['no-draw.json', noDrawPath],
  ])(
    '%s that cannot be read (a folder in its place) stops the build as a file of data/, named',
    async (_name, pathOf) => {
      const path = pathOf(dataDir);
      const saved = await readFile(path, 'utf8').catch(() => null);
      await rm(path, { force: true });
      await mkdir(path);
      try {
        const error = await buildSite({ dataDir, distDir, site: SITE }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StoreError);
        expect((error as StoreError).message).toContain(`${path}: cannot be read: EISDIR`);
      } finally {
        await rm(path, { recursive: true, force: true });
        if (saved !== null) await writeFile(path, saved);
      }
    },
    120_000,
  );
});
