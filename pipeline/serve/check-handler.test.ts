import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SYNTHETIC_PLAN } from '../testing/contract-fixture.ts';
import { serialize } from '../answers/answer.ts';
import { checkAnswer } from '../answers/check.ts';
import { parseParams } from '../contract/params.ts';
import { LANGS, type Lang, type LotteryId, checkLengths, format, joinOr, lottery } from '../registry/index.ts';
import { checkJson, createCheckHandler } from './check-handler.ts';
import { type LatestSource, distLatestSource } from '../published/latest-source.ts';
import type { LocalServer } from './local-server.ts';
import { serverErrorAnswer } from '../answers/meta-answers.ts';
import { ALLOWED_METHODS, CACHE_NONE } from '../contract/http-policy.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';

/** /check (C1.2, C2.6, C5) through the handler called directly and through the local server. */

let tree: TestTree;
let server: LocalServer;
let source: LatestSource;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
  source = distLatestSource(tree.distDir);
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

const handle = (target: string, init?: RequestInit) =>
  createCheckHandler(source, () => undefined)(new Request(new URL(target, 'http://localhost'), init));

/** C2.6: the accepted lengths for a lottery, in a language, as the error names them. */
function accepted(lang: Lang, id: LotteryId): string {
  return format(lang, 'allowed.number', { lengths: joinOr(lang, checkLengths(lottery(id)).map(String)), lottery: lottery(id).names[lang] });
}

/** Issue 4 "Bad input", for thai-government (accepted: 2, 3 or 6 digits). */
const BAD_NUMBERS: ReadonlyArray<readonly [string, string]> = [
  ['empty', 'number='],
  ['letters', 'number=ab'],
  ['digits and a letter', 'number=12a'],
  ['a leading space', 'number=%2012'],
  ['a space inside', 'number=1%202'],
  ['a trailing space (as +)', 'number=12+'],
  ['Thai digits', 'number=%E0%B9%91%E0%B9%92'],
  ['fullwidth digits', 'number=%EF%BC%91%EF%BC%92'],
  ['Arabic-Indic digits', 'number=%D9%A1%D9%A2%D9%A3'],
  ['a sign', 'number=-12'],
  ['a decimal point', 'number=1.2'],
  ['1 digit', 'number=1'],
  ['4 digits', 'number=1234'],
  ['5 digits', 'number=12345'],
  ['7 digits', 'number=1234567'],
  ['8 digits', 'number=12345678'],
  ['20 digits', `number=${'1'.repeat(20)}`],
  ['a repeated number', 'number=12&number=34'],
  ['a repeated valid number', 'number=12&number=12'],
  ['an overlong query', `number=${'9'.repeat(20_000)}`],
  ['an overlong query of many parameters', `${Array.from({ length: 2_000 }, (_, i) => `p${i}=x`).join('&')}&number=1`],
  ['no number at all', 'lottery=thai-government'],
];

describe('bad input to /check: 400 naming the accepted lengths of the lottery, in the requested language', () => {
  test.each(BAD_NUMBERS.flatMap(([what, query]) => LANGS.map((lang) => [what, query, lang] as const)))(
    '%s (%s) in %s',
    async (_what, query, lang) => {
      const target = `/check?${query}&lang=${lang}`;
      const direct = await handle(target);
      const local = await get(server.url, target);
      const body = await direct.text();
      expect(direct.status).toBe(400);
      expect(local.status).toBe(400);
      expect(local.text()).toBe(body);
      const { error } = JSON.parse(body) as { error: string };
      expect(error).toContain(accepted(lang, 'thai-government'));
      expect(direct.headers.get('cache-control')).toBe(CACHE_NONE);
      expect(local.headers['cache-control']).toBe(CACHE_NONE);
      // C2.2: the echoed value is cut to 40 characters.
      expect(error.length).toBeLessThan(600);
    },
  );

  test.each([
    ['gsb-lottery', 'number=123456'],
    ['hanoi-normal', 'number=12345'],
    ['lao-lottery', 'number=123456'],
    ['lao-patuxay', 'number=1234'],
  ] as const)('%s names its own lengths (%s)', async (id, query) => {
    const r = await handle(`/check?lottery=${id}&${query}&lang=en`);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toContain(accepted('en', id));
  });

  test('an invalid lang is reported first, in Thai (C2.1, C2.2)', async () => {
    const r = await handle('/check?number=abc&lang=xx');
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toContain('"lang"');
  });
});

describe('the /check handler', () => {
  test('a valid number: 200 with CORS and no-store, and HEAD gives the same headers and no body', async () => {
    const get200 = await handle('/check?number=12&lang=en');
    expect(get200.status).toBe(200);
    expect(get200.headers.get('access-control-allow-origin')).toBe('*');
    expect(get200.headers.get('cache-control')).toBe(CACHE_NONE);
    const text = await get200.text();
    const head = await handle('/check?number=12&lang=en', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  test('OPTIONS is the preflight; other methods 405 with Allow', async () => {
    const pre = await handle('/check', { method: 'OPTIONS', headers: { 'Access-Control-Request-Headers': 'x-a' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe('x-a');
    const post = await handle('/check?number=12&lang=vi', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe(ALLOWED_METHODS);
    expect(((await post.json()) as { error: string }).error).toContain('POST');
  });

  test('a fault becomes a bare localized 500 with no internals (C3.7), and is logged', async () => {
    const logged: string[] = [];
    const failing: LatestSource = {
      index: () => source.index(),
      hasData: (id) => source.hasData(id),
      archive: (id) => source.archive(id),
      latest: () => {
        throw new Error('ENOENT /secret/path/latest.json');
      },
    };
    const r = await createCheckHandler(failing, (m) => logged.push(m))(new Request('http://localhost/check?number=12&lang=my'));
    expect(r.status).toBe(500);
    expect(r.headers.get('cache-control')).toBe(CACHE_NONE);
    expect(await r.text()).toBe(serialize(serverErrorAnswer('my').body));
    expect(logged.join('\n')).toContain('ENOENT');
  });

  test('checkJson gives serialize() bytes for every /check answer (it skips the walk for pre-rendered pieces)', () => {
    const withData = SYNTHETIC_PLAN.map((p) => p.lottery);
    const numbers = fc.oneof(
      fc.stringMatching(/^[0-9]{2,7}$/),
      fc.constantFrom(...withData.flatMap((id) => Object.values(source.latest(id)?.draw.prizes ?? {}).flatMap((p) => p?.numbers ?? []))),
    );
    fc.assert(
      fc.property(fc.constantFrom(...withData, 'lao-vip' as const), numbers, fc.constantFrom(...LANGS), (id, number, lang) => {
        const parsed = parseParams('check', new URLSearchParams({ lottery: id, number, lang }));
        if (!parsed.ok) return;
        const answer = checkAnswer(lottery(id), source.latest(id), parsed.params, source.index().site);
        expect(checkJson(answer.body)).toBe(serialize(answer.body));
      }),
      { seed: 5, numRuns: 500 },
    );
  });
});
