import { describe, expect, test } from 'vitest';
import { DEFAULT_LANG, format } from '../registry/index.ts';
import { parseParams } from './params.ts';
import { lotteriesFile } from './paths.ts';
import { route } from '../answers/route.ts';

/** C9.1 `/lotteries`: `lang` as everywhere, and nothing else. */
const noData = (): boolean => false;
const go = (query: string) => route('/lotteries', new URLSearchParams(query), noData);

describe('routing of /lotteries', () => {
  test('one file per language, Thai by default, served whether or not any lottery has data', () => {
    expect(go('')).toEqual({ kind: 'file', file: lotteriesFile(DEFAULT_LANG), status: 200, endpoint: 'lotteries' });
    expect(go('lang=my')).toEqual({ kind: 'file', file: lotteriesFile('my'), status: 200, endpoint: 'lotteries' });
  });

  test('an invalid lang is a 400 in Thai naming the value and every language, like /results (C2.2)', () => {
    const outcome = go('lang=xx');
    const expected = format('th', 'error.invalid-param', { param: 'lang', value: 'xx', allowed: 'th, en, lo, my, vi' });
    expect(outcome).toEqual({ kind: 'answer', endpoint: 'lotteries', answer: { status: 400, body: { success: false, error: expected } } });
    const results = route('/results', new URLSearchParams('lang=xx'), noData);
    expect(results.kind === 'answer' && results.answer.body).toEqual({ success: false, error: expected });
  });

  test('a repeated or empty lang is invalid too (C2.3)', () => {
    for (const q of ['lang=en&lang=en', 'lang=', 'lang=EN', 'lang=%20en']) expect(go(q).kind, q).toBe('answer');
  });

  test('unknown parameters are ignored, lottery included: /lotteries has none of its own (C2.4)', () => {
    expect(go('lottery=not-a-lottery&lang=vi&limit=999&utm=x')).toEqual({
      kind: 'file',
      file: lotteriesFile('vi'),
      status: 200,
      endpoint: 'lotteries',
    });
    expect(parseParams('lotteries', new URLSearchParams('lottery=lotto'))).toEqual({
      ok: true,
      params: { endpoint: 'lotteries', lang: 'th' },
    });
  });
});
