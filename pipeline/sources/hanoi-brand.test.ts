import { afterEach, describe, expect, test } from 'vitest';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { lottery } from '../registry/index.ts';
import { testHttp, testServer } from '../testing/ingest-kit.ts';
import { hanoiBrandBody, laoBrandBody } from '../testing/source-bodies.ts';
import { hanoiBrandSource } from './hanoi-brand.ts';

/*
 * The Hanoi brand API against a stand-in answering in the recorded shape (PROVENANCE 1.3:
 * hanoi_prize_minhngocstar.json 2026-06-24 prize_1st 98207, prize_2nd 71892, prize_2digits_1 77;
 * hanoi_prize_minhngoctv.json with every prize null before the draw).
 */

let server: Awaited<ReturnType<typeof testServer>> | undefined;
afterEach(async () => server?.close());

async function ask(body: string, id: 'hanoi-star' | 'hanoi-tv' | 'hanoi-union', dates: string[]) {
  server = await testServer(() => ({ body }));
  return hanoiBrandSource({ url: `${server.url}/api.minhngocstar.com/result`, http: testHttp() }).fetch(lottery(id), dates);
}

const slugs = (prizes: ReadonlyArray<{ slug: string; numbers: readonly string[] }>) =>
  Object.fromEntries(prizes.map((p) => [p.slug, p.numbers.join(' ')]));

describe('hanoiBrandSource', () => {
  test("reads the recorded hanoi-star board: 2-bottom is prize_2nd's last two digits, not prize_2digits_1", async () => {
    // Asked as hanoi-union (at its own result time, 17:30), a brand-API lottery whose table still has the headline (hanoi-star's is
    // 3-top/2-top/2-bottom since C4.9), so that every prize the board gives is seen.
    const answer = await ask(
      hanoiBrandBody({ date: '2026-06-24', prize1st: '98207', prize2nd: '71892', show: '17:30', board: { prize_2digits_1: '77' } }),
      'hanoi-union',
      ['2026-06-24'],
    );
    expect(answer.draws.map((d) => d.date)).toEqual(['2026-06-24']);
    // allhuay shows 207/07/92 for this draw (PROVENANCE 1.3).
    expect(slugs(answer.draws[0]?.prizes ?? [])).toEqual({
      'first-prize': '98207',
      'last-four-digit': '8207',
      'last-three-digit': '207',
      'upper-two-digit': '07',
      'last-two-digit': '92',
    });
    expect(answer.draws[0]?.prizes.find((p) => p.slug === 'last-two-digit')?.field).toBe('data.results.prize_2nd (last 2 digits)');
    // Shown at the board's times, Thai time: the 2-bottom with prize_2nd (show_2nd 17:15), the rest with prize_1st (show_1st 17:30).
    expect(Object.fromEntries((answer.draws[0]?.prizes ?? []).map((p) => [p.slug, p.shownAt]))).toEqual({
      'first-prize': '2026-06-24T10:30:00.000Z',
      'last-four-digit': '2026-06-24T10:30:00.000Z',
      'last-three-digit': '2026-06-24T10:30:00.000Z',
      'upper-two-digit': '2026-06-24T10:30:00.000Z',
      'last-two-digit': '2026-06-24T10:15:00.000Z',
    });
  });

  test('a show time that is not on the draw date, or not a time, gives a prize no show time (it is published when seen)', async () => {
    const body = JSON.parse(hanoiBrandBody({ date: '2026-06-24', prize1st: '98207', prize2nd: '71892', show: '12:30' })) as {
      data: Record<string, unknown>;
    };
    body.data['show_2nd'] = '2026-06-23 12:15:00';
    const answer = await ask(JSON.stringify(body), 'hanoi-star', ['2026-06-24']);
    expect(answer.draws[0]?.prizes.find((p) => p.slug === 'last-two-digit')?.shownAt).toBeUndefined();
    expect(answer.draws[0]?.prizes.find((p) => p.slug === 'last-three-digit')?.shownAt).toBe('2026-06-24T05:30:00.000Z');
  });

  test('the recorded pre-draw hanoi-tv answer (every prize null) is "nothing yet"', async () => {
    const answer = await ask(hanoiBrandBody({ date: '2026-06-24', prize1st: null, prize2nd: null, show: '14:30' }), 'hanoi-tv', [
      '2026-06-24',
    ]);
    expect(answer.draws).toEqual([]);
    expect(answer.notes).toEqual(['2026-06-24: hanoi-brand-api has nothing for this draw yet']);
  });

  test('G1 drawn before the special prize gives the 2-bottom alone; the rest comes in a later run', async () => {
    const answer = await ask(hanoiBrandBody({ date: '2026-06-24', prize1st: 'xxxxx', prize2nd: '71892', show: '12:30' }), 'hanoi-star', [
      '2026-06-24',
    ]);
    expect(slugs(answer.draws[0]?.prizes ?? [])).toEqual({ 'last-two-digit': '92' });
  });

  test('a special prize of the wrong width is a SourceShapeError naming the field', async () => {
    const error = await ask(hanoiBrandBody({ date: '2026-06-24', prize1st: '982071', prize2nd: '71892', show: '12:30' }), 'hanoi-star', [
      '2026-06-24',
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceShapeError);
    expect((error as Error).message).toMatch(
      /^hanoi-brand-api GET http:\/\/127\.0\.0\.1:\d+\/api\.minhngocstar\.com\/result, hanoi-star draw 2026-06-24, field data\.results\.prize_1st: changed shape: "982071" is not a 5-digit number$/,
    );
  });

  test("the Lao brand family's answer at a Hanoi lottery's address is refused, naming the field, not taken for a draw still to come", async () => {
    const body = laoBrandBody({ date: '2026-06-24', digit5: '85450', show: '12:30' });
    await expect(ask(body, 'hanoi-star', ['2026-06-24'])).rejects.toThrow(
      /hanoi-star draw 2026-06-24, field data\.results\.prize_1st: changed shape: missing: not a hanoi-brand-api answer \(results holds digit5, /,
    );
  });

  test("hanoi-tv's API configured for hanoi-star is caught by its result time", async () => {
    await expect(
      ask(hanoiBrandBody({ date: '2026-06-24', prize1st: '98207', prize2nd: '71892', show: '14:30' }), 'hanoi-star', ['2026-06-24']),
    ).rejects.toThrow(/field data\.show_1st: changed shape: the result time 14:30 is 120 minutes from hanoi-star's 12:30/);
  });
});
