import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DETAIL_MAX_CHARS, SourceShapeError } from '../errors/source-shape-error.ts';
import { askedDate, committedThaiDraws2026, testHttp, testServer } from '../testing/ingest-kit.ts';
import { lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { gloBaseUrl, gloSource } from './glo.ts';
import { gloAnswer, gloErrorEnvelope, gloNothingYet } from '../testing/glo-fixtures.ts';

/* The GLO source asking a stand-in GLO on port 0 for the dates `due` lists (a draw moved to the 2nd). */

let may2: StoredDraw;
let server: Awaited<ReturnType<typeof testServer>> | undefined;
beforeAll(async () => {
  may2 = (await committedThaiDraws2026()).find((d) => d.date === '2026-05-02') as StoredDraw;
});
afterEach(async () => server?.close());

async function ask(byDate: Record<string, string>, dates: string[]) {
  server = await testServer((req) => ({ body: byDate[askedDate(req) ?? ''] ?? gloNothingYet() }));
  const answer = await gloSource({ baseUrl: server.url, http: testHttp() }).fetch(lottery('thai-government'), dates);
  return { answer, asked: server.requests.map(askedDate) };
}

describe('gloSource', () => {
  test('asks the dates in order and stops at the first GLO has prizes for', async () => {
    const { answer, asked } = await ask({ '2026-05-02': gloAnswer(may2) }, ['2026-05-01', '2026-05-02', '2026-04-30']);
    expect(asked).toEqual(['2026-05-01', '2026-05-02']);
    expect(answer.draws.map((d) => [d.date, d.prizes.length])).toEqual([['2026-05-02', 9]]);
    expect(answer.notes).toEqual(['2026-05-01: GLO has no result for this date yet']);
    expect(answer.draws[0]?.ref).toBe(`POST ${server?.url}/api/checking/getLotteryResult {"date":"02","month":"05","year":"2026"}`);
  });

  test('notes an error envelope for a date asked only in case the draw moved there, and goes on', async () => {
    const { answer, asked } = await ask(
      { '2026-04-30': gloErrorEnvelope('no period'), '2026-04-29': gloAnswer({ ...may2, date: '2026-04-29' }) },
      ['2026-05-01', '2026-04-30', '2026-04-29'],
    );
    expect(asked).toEqual(['2026-05-01', '2026-04-30', '2026-04-29']);
    expect(answer.draws.map((d) => d.date)).toEqual(['2026-04-29']);
    expect(answer.notes[1]).toMatch(/^2026-04-30: GLO answered with an error envelope for a date that may have no draw/);
  });

  test("an error envelope's note quotes at most the start of its message (a hostile one put a megabyte in the update's report)", async () => {
    const { answer } = await ask({ '2026-05-01': gloErrorEnvelope('x'.repeat(1_000_000)), '2026-05-02': gloAnswer(may2) }, [
      '2026-05-01',
      '2026-05-02',
    ]);
    expect(answer.notes[0]).toMatch(/^2026-05-01: GLO answered with an error envelope .*x… \(\d+ more characters\)\); not a draw$/);
    expect(answer.notes[0]?.length).toBeLessThan(DETAIL_MAX_CHARS + 200);
  });

  test('an error envelope for the scheduled date of a moved draw: noted, and the draw found on the day it moved to', async () => {
    const { answer, asked } = await ask({ '2026-05-01': gloErrorEnvelope('no period'), '2026-05-02': gloAnswer(may2) }, [
      '2026-05-01',
      '2026-05-02',
      '2026-04-30',
    ]);
    expect(asked).toEqual(['2026-05-01', '2026-05-02']);
    expect(answer.draws.map((d) => d.date)).toEqual(['2026-05-02']);
    expect(answer.notes[0]).toMatch(/^2026-05-01: GLO answered with an error envelope for a date that may have no draw/);
  });

  test('treats an error envelope for the date asked first as a changed shape when no date asked gives the draw', async () => {
    await expect(ask({ '2026-05-01': gloErrorEnvelope() }, ['2026-05-01', '2026-05-02'])).rejects.toThrow(SourceShapeError);
    await expect(ask({ '2026-05-01': gloErrorEnvelope() }, ['2026-05-01'])).rejects.toThrow(SourceShapeError);
    // Every date an envelope (an API that changed): the first date's error, not a note.
    await expect(
      ask({ '2026-05-01': gloErrorEnvelope('a'), '2026-05-02': gloErrorEnvelope('b') }, ['2026-05-01', '2026-05-02']),
    ).rejects.toThrow(/2026-05-01|field status/);
  });

  test('reads the base URL from GLO_API_URL, the official site by default', () => {
    expect(gloBaseUrl({})).toBe('https://www.glo.or.th');
    expect(gloBaseUrl({ GLO_API_URL: 'http://127.0.0.1:8080/' })).toBe('http://127.0.0.1:8080');
    expect(() => gloBaseUrl({ GLO_API_URL: 'ftp://glo' })).toThrow('GLO_API_URL: "ftp://glo" is not an http(s) URL');
  });
});
