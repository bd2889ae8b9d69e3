import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { lottery } from '../registry/index.ts';
import { readYearFile, yearFilePath } from '../store/store.ts';
import { testHttp, testServer } from '../testing/ingest-kit.ts';
import { type XsmbDraw, xsktPage } from '../testing/source-bodies.ts';
import { xsktSource } from './xskt.ts';

/*
 * xskt.com.vn /xsmb against a stand-in serving the recorded layout (PROVENANCE 1.1: the saved page
 * of 2024-05-28 with the 7 draws 2024-05-22..28). ĐB and G1 of those draws are written here; the
 * stored hanoi-normal draws of data/ (from the xsmb dataset) must come out identical.
 */

const RECORDED: readonly XsmbDraw[] = [
  { date: '2024-05-28', special: '47490', g1: '72043' },
  { date: '2024-05-27', special: '72578', g1: '03162' },
  { date: '2024-05-26', special: '53398', g1: '12478' },
  { date: '2024-05-25', special: '09743', g1: '80957' },
  { date: '2024-05-24', special: '70098', g1: '97488' },
  { date: '2024-05-23', special: '13182', g1: '64473' },
  { date: '2024-05-22', special: '39397', g1: '45487' },
];

let server: Awaited<ReturnType<typeof testServer>> | undefined;
afterEach(async () => server?.close());

async function ask(body: string, dates: string[]) {
  server = await testServer(() => ({ body, contentType: 'text/html; charset=UTF-8' }));
  return xsktSource({ baseUrl: server.url, path: '/xsmb', http: testHttp() }).fetch(lottery('hanoi-normal'), dates);
}

describe('xsktSource', () => {
  test('the 7 recorded draws equal the stored hanoi-normal draws, leading zeros kept', async () => {
    const dates = RECORDED.map((d) => d.date);
    const answer = await ask(xsktPage(RECORDED), dates);
    expect(server?.requests.map((r) => r.url)).toEqual(['/xsmb']);
    const stored = (
      await readYearFile(yearFilePath(join(PROJECT_ROOT, 'data'), 'hanoi-normal', 2024), { lottery: 'hanoi-normal', year: 2024 })
    ).draws;
    expect(answer.draws).toHaveLength(7);
    for (const draw of answer.draws) {
      const want = stored.find((d) => d.date === draw.date);
      expect(Object.fromEntries(draw.prizes.map((p) => [p.slug, p.numbers]))).toEqual(
        Object.fromEntries(Object.entries(want?.prizes ?? {}).map(([slug, p]) => [slug, p.numbers])),
      );
    }
    expect(answer.draws.find((d) => d.date === '2024-05-25')?.prizes[0]?.numbers).toEqual(['09743']);
  });

  test('offers the draws asked for and notes the others', async () => {
    const answer = await ask(xsktPage(RECORDED.slice(1)), ['2024-05-28', '2024-05-27']);
    expect(answer.draws.map((d) => d.date)).toEqual(['2024-05-27']);
    expect(answer.notes).toEqual(['2024-05-28: xskt has nothing for this draw yet (its latest is 2024-05-27)']);
  });

  test('a draw still being read out gives what is there', async () => {
    const answer = await ask(xsktPage([{ date: '2024-05-29', special: '', g1: '12345' }, ...RECORDED]), ['2024-05-29']);
    expect(answer.draws.map((d) => [d.date, d.prizes.map((p) => `${p.slug}=${p.numbers.join(' ')}`)])).toEqual([
      ['2024-05-29', ['last-two-digit=45']],
    ]);
  });

  test.each([
    [
      "another region's page",
      xsktPage(RECORDED, '/xsmn'),
      /field link\[rel=canonical\]: changed shape: https:\/\/xskt\.com\.vn\/xsmn is not the \/xsmb page/,
    ],
    [
      'a number of the wrong width',
      xsktPage([{ date: '2024-05-28', special: '4749', g1: '72043' }]),
      /hanoi-normal draw 2024-05-28, field div\.box-ketqua\[0\] Giải ĐB: changed shape: "4749" is not a 5-digit number/,
    ],
    [
      'a changed layout',
      '<!DOCTYPE html><html><body><div class="kqmb"></div></body></html>',
      /field div\.box-ketqua table\.result: changed shape: no result table/,
    ],
    ['JSON instead of HTML', '{"ok":1}', /field \(body\): changed shape: not an HTML page/],
  ])('%s is a SourceShapeError naming source, URL, lottery and field', async (_what, body, message) => {
    const error = await ask(body, ['2024-05-28']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceShapeError);
    expect((error as Error).message).toMatch(/^xskt GET http:\/\/127\.0\.0\.1:\d+\/xsmb, hanoi-normal draw 2024-05-28, /);
    expect((error as Error).message).toMatch(message);
  });
});
