import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS, LOTTERIES, LOTTERY_IDS, type LotteryId, calculationPrizes, format } from '../registry/index.ts';
import { LIMIT_MAX, LIMIT_MIN, WINDOWS } from '../contract/params.ts';
import {
  OPENAPI_FILE,
  README_FILE,
  calculationsFile,
  lotteriesFile,
  noDataFile,
  notFoundFile,
  resultsFile,
  statsFile,
} from '../contract/paths.ts';
import { type HasData, type Outcome, PUBLIC_PATHS, notFound, route } from './route.ts';

/** The lotteries with data in these tests; every other lottery has none. */
const WITH_DATA: ReadonlySet<LotteryId> = new Set(['thai-government', 'hanoi-normal']);
const hasData: HasData = (id) => WITH_DATA.has(id);

const go = (pathname: string, query = ''): Outcome => route(pathname, new URLSearchParams(query), hasData);

/**
 * Every file a request can be sent to, enumerated from the registry through paths.ts: the whole
 * parameter space of the static endpoints, the 404 documents and the two description files.
 */
const KNOWN_FILES: ReadonlySet<string> = (() => {
  const files = new Set<string>([OPENAPI_FILE, README_FILE]);
  for (const lang of LANGS) {
    files.add(notFoundFile(lang));
    files.add(lotteriesFile(lang));
    for (const def of LOTTERIES) {
      files.add(noDataFile(def.id, lang));
      files.add(statsFile(def.id, lang));
      for (let limit = LIMIT_MIN; limit <= LIMIT_MAX; limit += 1) files.add(resultsFile(def.id, limit, lang));
      for (const window of WINDOWS) {
        for (const prize of [null, ...calculationPrizes(def).map((p) => p.slug)]) files.add(calculationsFile(def.id, window, prize, lang));
      }
    }
  }
  return files;
})();

describe('route: every outcome', () => {
  test.each([
    ['/results', '', resultsFile('thai-government', 1, 'th')],
    ['/results', 'lottery=hanoi-normal&limit=20&lang=vi', resultsFile('hanoi-normal', 20, 'vi')],
    ['/results', 'lang=en&limit=7&utm=x', resultsFile('thai-government', 7, 'en')],
    ['/stats', '', statsFile('thai-government', 'th')],
    ['/stats', 'lottery=hanoi-normal&lang=lo', statsFile('hanoi-normal', 'lo')],
    ['/calculations', '', calculationsFile('thai-government', '30', null, 'th')],
    ['/calculations', 'window=all&prize=last-two-digit&lang=my', calculationsFile('thai-government', 'all', 'last-two-digit', 'my')],
    ['/calculations', 'lottery=hanoi-normal&prize=upper-two-digit', calculationsFile('hanoi-normal', '30', 'upper-two-digit', 'th')],
  ])('%s?%s with data is the file %s', (pathname, query, file) => {
    const outcome = go(pathname, query);
    expect(outcome).toEqual({ kind: 'file', file, status: 200, endpoint: pathname.slice(1) });
    expect(KNOWN_FILES.has(file)).toBe(true);
  });

  test.each([
    ['/openapi.json', OPENAPI_FILE],
    ['/readme.md', README_FILE],
  ])('%s is its file', (pathname, file) => {
    expect(go(pathname, 'lang=xx&lottery=nope')).toEqual({ kind: 'file', file, status: 200, endpoint: 'file' });
  });

  test.each([
    ['/results', 'results'],
    ['/stats', 'stats'],
    ['/calculations', 'calculations'],
  ] as const)('%s for a lottery without data is its 404 document in the language (C2.7)', (pathname, endpoint) => {
    const outcome = go(pathname, 'lottery=lao-vip&lang=en');
    expect(outcome.kind).toBe('error-file');
    if (outcome.kind !== 'error-file') return;
    expect(outcome.file).toBe(noDataFile('lao-vip', 'en'));
    expect(outcome.endpoint).toBe(endpoint);
    expect(outcome.answer).toEqual({
      status: 404,
      body: { success: false, error: 'There are no results yet for Lao VIP (lao-vip). Please wait for the next draw.' },
    });
  });

  test('an invalid parameter is a 400 answer, never a file, even for a lottery without data', () => {
    for (const [pathname, query] of [
      ['/results', 'limit=0'],
      ['/results', 'lottery=lao-vip&limit=0'],
      ['/stats', 'lottery=nope'],
      ['/calculations', 'window=7'],
      ['/check', 'number=1'],
      ['/check', ''],
      ['/check', 'number=12&date=2024-2-1'],
      ['/check', 'lottery=lao-vip&number=12&date=2023-02-29'],
      ['/check-many', ''],
      ['/check-many', 'numbers='],
      ['/check-many', 'numbers=12,1'],
      ['/check-many', 'lottery=lao-vip&numbers=12,,34'],
      ['/check-many', `numbers=${Array.from({ length: 101 }, (_, i) => String(i + 100)).join(',')}`],
      ['/check-many', 'numbers=12&date=20240116'],
    ] as const) {
      const outcome = go(pathname, query);
      expect(outcome.kind, `${pathname}?${query}`).toBe('answer');
      if (outcome.kind === 'answer') {
        expect(outcome.answer.status).toBe(400);
        expect(outcome.endpoint).toBe(pathname.slice(1));
        expect(outcome.answer.body).toMatchObject({ success: false });
      }
    }
  });

  test('C9.4: date and /check-many go to the live handler with parsed values, with or without data', () => {
    expect(go('/check', 'number=43&date=2024-01-16&lang=vi')).toEqual({
      kind: 'live',
      endpoint: 'check',
      params: { endpoint: 'check', lang: 'vi', lottery: 'thai-government', number: '43', date: '2024-01-16' },
    });
    // A date in the future or without a draw is the live answer's to judge: it needs the clock and the draws.
    expect(go('/check', 'lottery=lao-vip&number=43&date=2999-01-01').kind).toBe('live');
    expect(go('/check-many', 'lottery=lao-vip&numbers=43,123,43,12,123&date=2020-02-29&lang=my')).toEqual({
      kind: 'live',
      endpoint: 'check-many',
      params: {
        endpoint: 'check-many',
        lang: 'my',
        lottery: 'lao-vip',
        numbers: { unique: ['43', '123', '12'], repeated: ['43', '123'] },
        date: '2020-02-29',
      },
    });
    const hundred = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const many = go('/check-many', `numbers=${hundred.join(',')}`);
    expect(many.kind === 'live' && many.endpoint === 'check-many' && many.params.numbers).toEqual({ unique: hundred, repeated: [] });
  });

  test('/check with valid parameters goes to the live handler, with or without data', () => {
    expect(go('/check', 'number=43')).toEqual({
      kind: 'live',
      endpoint: 'check',
      params: { endpoint: 'check', lang: 'th', lottery: 'thai-government', number: '43', date: null },
    });
    expect(go('/check', 'lottery=lao-vip&number=43&lang=en')).toEqual({
      kind: 'live',
      endpoint: 'check',
      params: { endpoint: 'check', lang: 'en', lottery: 'lao-vip', number: '43', date: null },
    });
  });

  test.each([
    '/',
    '/results/',
    '/Results',
    '/RESULTS',
    '/result',
    '/api/thai-government/latest.json',
    '/openapi.yaml',
    '/check/',
    '//results',
    '',
  ])('an unknown path (%j) is the not-found document (C3.6)', (pathname) => {
    expect(go(pathname, 'lang=vi')).toEqual({
      kind: 'error-file',
      file: notFoundFile('vi'),
      answer: { status: 404, body: { success: false, error: format('vi', 'error.not-found', { paths: PUBLIC_PATHS.join(', ') }) } },
      endpoint: null,
    });
  });

  test('the not-found document is in Thai unless a single valid lang is given', () => {
    for (const query of ['', 'lang=xx', 'lang=en&lang=en', 'lang=EN', 'lang='])
      expect(notFound(new URLSearchParams(query)).file).toBe(notFoundFile('th'));
    expect(notFound(new URLSearchParams('lang=my')).file).toBe(notFoundFile('my'));
  });
});

describe('route never builds a path from request text (C3.6, issue 3 "Bad input")', () => {
  const HOSTILE = [
    '..',
    '../',
    '../../etc/passwd',
    '..\\..\\windows',
    '%2e%2e',
    '%2e%2e%2f',
    '%252e%252e',
    '..%2f..%2f',
    '....//',
    '\0',
    '%00',
    'thai-government\0',
    'thai-government/../../x',
    'thai-government%2F..',
    '/etc/passwd',
    'C:\\x',
    '~',
    '*',
    '${HOME}',
    'thai-government\n',
    ' thai-government',
    'ไทย',
    '💥',
    'x'.repeat(10_000),
    '1/../../x',
    'all/../../x',
    'last-two-digit/../../x',
    'en/../../x',
  ];
  const PATHS = [
    ...PUBLIC_PATHS,
    '/api',
    '/dist',
    '/_fallback/results',
    '/..',
    '/../openapi.json',
    '/results/..',
    '/%2e%2e/results',
    '/results%00',
  ];
  const PARAMS = ['lottery', 'lang', 'limit', 'window', 'prize', 'number', 'numbers', 'date'];

  /** What any outcome may be: a known file of paths.ts, an answer, or the /check handler with registry values. */
  function expectContained(outcome: Outcome, where: string): void {
    switch (outcome.kind) {
      case 'file':
      case 'error-file': {
        expect(KNOWN_FILES.has(outcome.file), `${where} -> ${outcome.file}`).toBe(true);
        // A data file only for a lottery with data; a no-data document only for one without.
        const id = /^api\/([a-z0-9-]+)\//.exec(outcome.file)?.[1];
        // Folders that are not a lottery's (not-found, lotteries) hold files of every lottery or none.
        if (id !== undefined && (LOTTERY_IDS as readonly string[]).includes(id))
          expect(hasData(id as LotteryId), where).toBe(outcome.kind === 'file');
        break;
      }
      case 'answer':
        expect(outcome.answer.status, where).toBe(400);
        break;
      case 'live':
        expect(LOTTERY_IDS, where).toContain(outcome.params.lottery);
        if (outcome.endpoint === 'check') expect(outcome.params.number, where).toMatch(/^[0-9]{2,7}$/);
        else for (const n of outcome.params.numbers.unique) expect(n, where).toMatch(/^[0-9]{2,7}$/);
        if (outcome.params.date !== null) expect(outcome.params.date, where).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
        break;
    }
  }

  test('hostile values in the path and in every parameter lead only to known files or answers', () => {
    let checked = 0;
    for (const pathname of [...PATHS, ...HOSTILE.map((h) => `/${h}`)]) {
      for (const param of PARAMS) {
        for (const value of HOSTILE) {
          const query = new URLSearchParams([[param, value]]);
          expectContained(route(pathname, query, hasData), `${pathname}?${query.toString().slice(0, 80)}`);
          // The hostile value beside otherwise valid parameters, and repeated.
          const mixed = new URLSearchParams([
            ['lottery', 'hanoi-normal'],
            ['lang', 'en'],
            [param, value],
            [param, value],
          ]);
          expectContained(route(pathname, mixed, hasData), `${pathname}?${mixed.toString().slice(0, 80)}`);
          checked += 2;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  test('the same holds for arbitrary text, raw or percent-decoded (property)', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 64 }), fc.constantFrom(...HOSTILE));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...PATHS),
          text.map((t) => `/${t}`),
        ),
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), text), text), { maxLength: 6 }),
        (pathname, pairs) => {
          expectContained(route(pathname, new URLSearchParams(pairs), hasData), pathname);
        },
      ),
      { numRuns: 3000, seed: 20260502 },
    );
  });

  test('a file outcome names only registry values: its lottery has data and every part of its path is a known value', () => {
    const segments = new Set<string>([
      'api',
      'json',
      ...LOTTERY_IDS,
      ...LANGS,
      'results',
      'stats',
      'calculations',
      'no-data',
      'not-found',
      'lotteries',
      'all',
      ...WINDOWS,
    ]);
    for (let limit = LIMIT_MIN; limit <= LIMIT_MAX; limit += 1) segments.add(String(limit));
    for (const def of LOTTERIES) for (const p of calculationPrizes(def)) segments.add(p.slug);
    for (const file of KNOWN_FILES) {
      if (file === OPENAPI_FILE || file === README_FILE) continue;
      // The folders and the dot-joined parts of a name (paths.ts: `results.{limit}.{lang}.json`).
      for (const segment of file.split(/[/.]/)) expect(segments.has(segment), file).toBe(true);
    }
  });
});
