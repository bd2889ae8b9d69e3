import { describe, expect, test } from 'vitest';
import { LANGS, LOTTERY_IDS, type LotteryId, format, joinList, lottery } from '../registry/index.ts';
import { noDataAnswer } from '../answers/no-data.ts';
import { downloadRoute } from '../answers/download-route.ts';
import { calendarFile, downloadFiles, feedFile, historyFile } from './download-paths.ts';
import { noDataFile } from './paths.ts';
import { route } from '../answers/route.ts';

const WITH_DATA = new Set<LotteryId>(['thai-government', 'hanoi-normal']);
const hasData = (id: LotteryId): boolean => WITH_DATA.has(id);
const get = (path: string) => route(path, new URLSearchParams(), hasData);

describe('download paths', () => {
  test('are their public paths, Thai without a language folder (C9.2)', () => {
    expect(feedFile('lao-lottery', 'th', 'atom')).toBe('feeds/lao-lottery.atom');
    expect(feedFile('lao-lottery', 'vi', 'json')).toBe('feeds/vi/lao-lottery.json');
    expect(calendarFile('lao-lottery', 'th')).toBe('calendar/lao-lottery.ics');
    expect(calendarFile('lao-lottery', 'my')).toBe('calendar/my/lao-lottery.ics');
    expect(historyFile('lao-lottery', 'csv')).toBe('history/lao-lottery.csv');
    expect(downloadFiles('lao-lottery')).toHaveLength(LANGS.length * 3 + 2);
  });

  test.each(downloadFiles('thai-government').map((f) => [f]))('/%s routes to its file', (file) => {
    expect(get(`/${file}`)).toEqual({ kind: 'file', file, status: 200, endpoint: 'file' });
  });

  test('/history/index.json routes to its file', () => {
    expect(get('/history/index.json')).toMatchObject({ kind: 'file', file: 'history/index.json' });
  });

  test.each([
    ['/feeds/no-such.atom', 'th'],
    ['/feeds/en/no-such.json', 'en'],
    ['/calendar/lo/Thai-Government.ics', 'lo'],
    ['/calendar/no-such.ics', 'th'],
    ['/history/no-such.csv', 'th'],
    ['/feeds/vi/.atom', 'vi'],
  ] as const)('%s is a 404 listing every lottery, in the language of the path (%s)', (path, lang) => {
    const outcome = get(path);
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.answer.status).toBe(404);
    const body = outcome.answer.body as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toBe(
      format(lang, 'error.invalid-param', {
        param: 'lottery',
        value: path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.')),
        allowed: joinList(lang, LOTTERY_IDS),
      }),
    );
  });

  test.each(['/feeds/xx/thai-government.atom', '/calendar/th/thai-government.ics', '/feeds/EN/thai-government.json'])(
    '%s is a Thai 404 listing the language folders',
    (path) => {
      const outcome = get(path);
      expect(outcome.kind === 'answer' && outcome.answer.status).toBe(404);
      const error = outcome.kind === 'answer' ? (outcome.answer.body as { error: string }).error : '';
      expect(error).toContain('"lang"');
      expect(error).toContain('en, lo, my, vi');
    },
  );

  test.each(['/feeds/en/lao-lottery.atom', '/calendar/lao-lottery.ics', '/history/lao-lottery.json'])(
    '%s of a lottery without draws is its no-data 404 (C2.7)',
    (path) => {
      const lang = path.startsWith('/feeds/en/') ? 'en' : 'th';
      expect(get(path)).toEqual({
        kind: 'error-file',
        file: noDataFile('lao-lottery', lang),
        answer: noDataAnswer(lottery('lao-lottery'), lang),
        endpoint: null,
      });
    },
  );

  test.each([
    '/feeds/thai-government.ics',
    '/calendar/thai-government.atom',
    '/history/thai-government.atom',
    '/feeds/a/b/thai-government.atom',
    '/history/en/thai-government.json',
  ])('%s is no download path: the usual not-found', (path) => {
    expect(downloadRoute(path, hasData)).toBeNull();
    expect(get(path)).toMatchObject({ kind: 'error-file', file: 'api/not-found.th.json' });
  });

  test('lists the allowed identifiers joined with ", " in every language, as the parameters\' errors do', () => {
    for (const path of ['/feeds/my/nope.json', '/feeds/vi/nope.atom', '/calendar/lo/nope.ics']) {
      const outcome = get(path);
      const error = outcome.kind === 'answer' ? (outcome.answer.body as { error: string }).error : '';
      expect(error, path).toContain(LOTTERY_IDS.join(', '));
    }
  });

  test('echoes at most 40 characters of an unknown value', () => {
    const outcome = get(`/history/${'x'.repeat(100)}.json`);
    const error = outcome.kind === 'answer' ? (outcome.answer.body as { error: string }).error : '';
    expect(error).toContain(`"${'x'.repeat(40)}"`);
    expect(error).not.toContain('x'.repeat(41));
  });
});
