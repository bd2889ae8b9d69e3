import { afterEach, describe, expect, test } from 'vitest';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { SourceUnreachableError } from '../errors/source-unreachable-error.ts';
import { lottery } from '../registry/index.ts';
import { type Reply, testHttp, testServer } from '../testing/ingest-kit.ts';
import { hanoiBrandBody, laoBrandBody } from '../testing/source-bodies.ts';
import { laoBrandSource } from './lao-brand.ts';

/*
 * The Lao brand API against a stand-in on port 0 answering in the recorded shape (PROVENANCE 1.2:
 * lao_standard_laostars.json 2026-06-23 88669, lao_standard_laotv.json 2026-06-24 85450; the
 * values are written here, the bodies built by pipeline/testing/source-bodies.ts).
 */

let server: Awaited<ReturnType<typeof testServer>> | undefined;
afterEach(async () => server?.close());

async function ask(reply: Reply | ((n: number) => Reply), id: 'lao-star' | 'lao-tv', dates: string[], policy = {}) {
  server = await testServer((_req, n) => (typeof reply === 'function' ? reply(n) : reply));
  const source = laoBrandSource({ url: `${server.url}/api.laostars.com/result`, http: testHttp(policy) });
  return source.fetch(lottery(id), dates);
}

const slugs = (prizes: ReadonlyArray<{ slug: string; numbers: readonly string[] }>) =>
  Object.fromEntries(prizes.map((p) => [p.slug, p.numbers.join(' ')]));

describe('laoBrandSource', () => {
  test('reads the recorded lao-star answer: 3-top/2-top/2-bottom as published; the headline and 4-digit read, named and not stored (C4.9)', async () => {
    const answer = await ask({ body: laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '15:45' }) }, 'lao-star', ['2026-06-23']);
    expect(answer.draws).toHaveLength(1);
    expect(answer.draws[0]?.date).toBe('2026-06-23');
    expect(slugs(answer.draws[0]?.prizes ?? [])).toEqual({ 'last-three-digit': '669', 'upper-two-digit': '69', 'last-two-digit': '88' });
    expect(answer.official).toBe(false);
    // lao-star's table is 3-top/2-top/2-bottom (C4.9): digit5 and digit4 are read, checked and named, not stored.
    expect(answer.notes).toEqual(["2026-06-23: first-prize, last-four-digit not in lao-star's prize table; not stored"]);
    expect(server?.requests).toHaveLength(1);
    expect(server?.requests[0]?.headers['user-agent']).toBe('Test-Service-ingest/1.0 (+http://test.invalid)');
    // Each prize carries the API's show_result, 15:45 Thai time, as the time it is shown.
    expect(answer.draws[0]?.prizes.map((p) => p.shownAt)).toEqual(Array(3).fill('2026-06-23T08:45:00.000Z'));
  });

  test('reads the recorded lao-tv answer (85450 → 450/50/85)', async () => {
    const answer = await ask({ body: laoBrandBody({ date: '2026-06-24', digit5: '85450', show: '10:30' }) }, 'lao-tv', ['2026-06-24']);
    expect(slugs(answer.draws[0]?.prizes ?? [])).toEqual({ 'last-three-digit': '450', 'upper-two-digit': '50', 'last-two-digit': '85' });
  });

  test('stores the 2-bottom the API publishes even where it is not the first two digits (DOMAIN 4.4)', async () => {
    const answer = await ask(
      { body: laoBrandBody({ date: '2026-06-23', digit5: '27834', show: '15:45', results: { digit2_bottom: '78' } }) },
      'lao-star',
      ['2026-06-23'],
    );
    expect(slugs(answer.draws[0]?.prizes ?? [])['last-two-digit']).toBe('78');
  });

  test('"xxx" and null are "not drawn yet": no draw, a note', async () => {
    const answer = await ask({ body: laoBrandBody({ date: '2026-06-23', digit5: 'xxxxx', show: '15:45' }) }, 'lao-star', ['2026-06-23']);
    expect(answer.draws).toEqual([]);
    expect(answer.notes).toEqual(['2026-06-23: lao-brand-api has nothing for this draw yet']);
    const partial = await ask(
      { body: laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '15:45', results: { digit2_bottom: null } }) },
      'lao-star',
      ['2026-06-23'],
    );
    expect(Object.keys(slugs(partial.draws[0]?.prizes ?? []))).toEqual(['last-three-digit', 'upper-two-digit']);
  });

  test('a number shown digit by digit while the draw runs ("8xxxx", "8x") is not drawn yet, not a changed layout', async () => {
    const running = await ask({ body: laoBrandBody({ date: '2026-06-23', digit5: '8xxxx', show: '15:45' }) }, 'lao-star', ['2026-06-23']);
    expect(running.draws).toEqual([]);
    expect(running.notes).toEqual(['2026-06-23: lao-brand-api has nothing for this draw yet']);
    const bottom = await ask(
      { body: laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '15:45', results: { digit2_bottom: '8x' } }) },
      'lao-star',
      ['2026-06-23'],
    );
    expect(Object.keys(slugs(bottom.draws[0]?.prizes ?? []))).toEqual(['last-three-digit', 'upper-two-digit']);
  });

  test('a 2-bottom shown while the headline is still being drawn ("12xxx", null) is read; the prizes of the headline wait', async () => {
    for (const digit5 of ['12xxx', null]) {
      const answer = await ask(
        { body: laoBrandBody({ date: '2026-06-23', digit5, show: '15:45', results: { digit2_bottom: '12' } }) },
        'lao-star',
        ['2026-06-23'],
      );
      expect(answer.draws.map((d) => [d.date, slugs(d.prizes)])).toEqual([['2026-06-23', { 'last-two-digit': '12' }]]);
      expect(answer.draws[0]?.prizes[0]?.field).toBe('data.results.digit2_bottom');
    }
    await expect(
      ask({ body: laoBrandBody({ date: '2026-06-23', digit5: '12xxx', show: '15:45', results: { digit2_bottom: '1' } }) }, 'lao-star', [
        '2026-06-23',
      ]),
    ).rejects.toThrow(/field data\.results\.digit2_bottom/);
  });

  test('an answer still showing the previous draw is "nothing yet", not a draw', async () => {
    const answer = await ask({ body: laoBrandBody({ date: '2026-06-22', digit5: '12345', show: '15:45' }) }, 'lao-star', ['2026-06-23']);
    expect(answer.draws).toEqual([]);
    expect(answer.notes).toEqual(['2026-06-23: lao-brand-api has nothing for this draw yet (its latest is 2026-06-22)']);
  });

  test("rejects another game's answer by its result time, naming source, URL, lottery and draw", async () => {
    const error = await ask({ body: laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '21:30' }) }, 'lao-star', [
      '2026-06-23',
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceShapeError);
    expect((error as SourceShapeError).message).toMatch(
      /^lao-brand-api GET http:\/\/127\.0\.0\.1:\d+\/api\.laostars\.com\/result, lao-star draw 2026-06-23, field data\.show_result: changed shape: the result time 21:30 is 345 minutes from lao-star's 15:45: another game's numbers/,
    );
  });

  test('rejects a result time on another date than lotto_date', async () => {
    const body = JSON.parse(laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '15:45' })) as { data: { show_result: string } };
    body.data.show_result = '2026-06-22 15:45:00';
    await expect(ask({ body: JSON.stringify(body) }, 'lao-star', ['2026-06-23'])).rejects.toThrow(
      /field data\.show_result: changed shape: the result time 2026-06-22 15:45:00 is not on lotto_date 2026-06-23/,
    );
  });

  test.each([
    [
      'a number of the wrong width',
      laoBrandBody({ date: '2026-06-23', digit5: '8669', show: '15:45' }),
      /field data\.results\.digit5: changed shape: "8669" is not a 5-digit number/,
    ],
    [
      "a 3-top that is not the headline's tail",
      laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '15:45', results: { digit3: '668' } }),
      /field data\.results\.digit3: changed shape: 668 is not the last 3 digits of digit5 88669/,
    ],
    [
      'an error status',
      laoBrandBody({ date: '2026-06-23', digit5: '88669', show: '15:45', status: 'error' }),
      /field status: changed shape/,
    ],
    [
      'a changed layout',
      JSON.stringify({ status: 'success', data: { date: '2026-06-23', numbers: '88669' } }),
      /lao-star draw 2026-06-23, field data\.lotto_date: changed shape/,
    ],
  ])('%s is a SourceShapeError naming the field', async (_what, body, message) => {
    await expect(ask({ body }, 'lao-star', ['2026-06-23'])).rejects.toThrow(message);
  });

  test("the Hanoi brand family's answer at a Lao lottery's address is refused, naming the field, not taken for a draw still to come", async () => {
    const body = hanoiBrandBody({ date: '2026-06-24', prize1st: '98207', prize2nd: '71892', show: '10:30' });
    const answer = ask({ body }, 'lao-tv', ['2026-06-24']);
    await expect(answer).rejects.toThrow(SourceShapeError);
    await expect(answer).rejects.toThrow(
      /lao-tv draw 2026-06-24, field data\.results\.digit5: changed shape: missing: not a lao-brand-api answer \(results holds prize_1st, prize_2nd, /,
    );
  });

  test('an HTML page instead of JSON is a SourceShapeError saying so', async () => {
    const error = await ask({ contentType: 'text/html', body: '<!DOCTYPE html><html><body>Just a moment...</body></html>' }, 'lao-star', [
      '2026-06-23',
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceShapeError);
    expect((error as Error).message).toMatch(/lao-star draw 2026-06-23, field \(body\): changed shape: an HTML page instead of JSON/);
  });

  test('a 403 is not retried; a timeout is retried, then a SourceUnreachableError', async () => {
    const forbidden = await ask({ status: 403, contentType: 'text/html', body: 'Forbidden' }, 'lao-star', ['2026-06-23']).catch(
      (e: unknown) => e,
    );
    expect(forbidden).toBeInstanceOf(SourceUnreachableError);
    expect((forbidden as Error).message).toMatch(
      /lao-star draw 2026-06-23, field HTTP status: unreachable: HTTP 403: Forbidden; not retried/,
    );
    expect(server?.requests).toHaveLength(1);
    await server?.close();
    const timeout = await ask('hang', 'lao-star', ['2026-06-23'], { timeoutMs: 100, attempts: 2 }).catch((e: unknown) => e);
    expect(timeout).toBeInstanceOf(SourceUnreachableError);
    expect((timeout as Error).message).toMatch(/no answer within 100 ms \(timeout\) \(gave up after 2 attempt\(s\)\)/);
    expect(server?.requests).toHaveLength(2);
  });
});
