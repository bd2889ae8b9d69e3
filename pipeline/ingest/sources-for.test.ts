import { describe, expect, test } from 'vitest';
import { LOTTERIES, type LOTTERY_IDS, lottery } from '../registry/index.ts';
import { hasSource, parseSourcesConfig } from '../store/sources-config.ts';
import { testHttp, testServer } from '../testing/ingest-kit.ts';
import { allhuayPage, allhuayValues } from '../testing/source-bodies.ts';
import {
  DEFAULT_RUN_BUDGET_MS,
  type SourceDeps,
  liveEndpointsFromEnv,
  runBudgetFromEnv,
  sourceDepsFromEnv,
  sourcesFor,
} from './sources-for.ts';

/* Which sources a lottery is asked from, in which order, and where (issue 11 item 5). */

const deps = (live: boolean, feeds: SourceDeps['config']['feeds'] = {}): SourceDeps => ({
  gloBaseUrl: 'http://127.0.0.1:9',
  http: testHttp(),
  config: { version: 1, live, feeds },
  live: { brandBase: 'http://127.0.0.1:9/brand', allhuayBase: 'http://127.0.0.1:9/allhuay', xsktBase: 'http://127.0.0.1:9/xskt' },
});
const ids = (id: (typeof LOTTERY_IDS)[number], d: SourceDeps) => sourcesFor(lottery(id), d).map((s) => s.id);

describe('sourcesFor', () => {
  test('live sources only when data/sources.json turns them on; GLO always for thai-government', () => {
    expect(ids('lao-star', deps(false))).toEqual([]);
    expect(hasSource(lottery('lao-star'), deps(false).config)).toBe(false);
    expect(ids('thai-government', deps(true))).toEqual(['glo-api']);
  });

  test('every configured source, primary first, then the feed', () => {
    expect(ids('lao-star', deps(true))).toEqual(['lao-brand-api', 'allhuay']);
    expect(ids('hanoi-star', deps(true))).toEqual(['hanoi-brand-api', 'allhuay']);
    expect(ids('hanoi-normal', deps(true))).toEqual(['xskt', 'allhuay']);
    expect(ids('lao-plus', deps(true))).toEqual(['allhuay']);
    expect(ids('lao-tv', deps(true, { 'lao-tv': { url: 'http://127.0.0.1:9/feed.json' } }))).toEqual(['lao-brand-api', 'allhuay', 'feed']);
  });

  test('every lottery has a source with live sources on; the counts of one and two', () => {
    const d = deps(true);
    const counts = LOTTERIES.map((def) => sourcesFor(def, d).length);
    expect(LOTTERIES.filter((def) => !hasSource(def, d.config))).toEqual([]);
    expect(counts.filter((n) => n >= 1)).toHaveLength(49);
    expect(counts.filter((n) => n >= 2)).toHaveLength(18);
  });

  test('the real sites by default; BRAND_API_URL, ALLHUAY_URL and XSKT_URL point them elsewhere', () => {
    expect(liveEndpointsFromEnv({})).toEqual({ allhuayBase: 'https://www.allhuay.com', xsktBase: 'https://xskt.com.vn' });
    expect(
      liveEndpointsFromEnv({
        BRAND_API_URL: 'http://127.0.0.1:8/b/',
        ALLHUAY_URL: 'http://127.0.0.1:8/a',
        XSKT_URL: 'http://127.0.0.1:8/x',
      }),
    ).toEqual({
      brandBase: 'http://127.0.0.1:8/b',
      allhuayBase: 'http://127.0.0.1:8/a',
      xsktBase: 'http://127.0.0.1:8/x',
    });
    expect(() => liveEndpointsFromEnv({ ALLHUAY_URL: 'ftp://x' })).toThrow('ALLHUAY_URL: "ftp://x" is not an http(s) URL');
    expect(sourceDepsFromEnv({ version: 1, feeds: {} }, {}).live).toEqual(liveEndpointsFromEnv({}));
  });

  test('one request per page per run, however often a run asks for the lottery', async () => {
    const page = allhuayPage({
      slug: 'laoplus',
      name: 'ลาวพลัส',
      hero: { date: '2026-06-23', values: allhuayValues('669', '69', '88') },
      history: [{ date: '2026-06-22', values: allhuayValues('502', '02', '17') }],
    });
    const server = await testServer(() => ({ contentType: 'text/html', body: page }));
    try {
      const run = sourceDepsFromEnv({ version: 1, live: true, feeds: {} }, { ALLHUAY_URL: server.url, INGEST_RETRY_DELAY_MS: '0' });
      const ask = (date: string) =>
        (sourcesFor(lottery('lao-plus'), run)[0] as ReturnType<typeof sourcesFor>[number]).fetch(lottery('lao-plus'), [date]);
      const [a, b] = [await ask('2026-06-22'), await ask('2026-06-23')];
      expect([a.draws.map((d) => d.date), b.draws.map((d) => d.date)]).toEqual([['2026-06-23', '2026-06-22'], ['2026-06-23']]);
      expect(server.requests).toHaveLength(1);
      // The next run has its own deps, and asks again.
      await sourcesFor(lottery('lao-plus'), sourceDepsFromEnv(run.config, { ALLHUAY_URL: server.url }))[0]?.fetch(lottery('lao-plus'), [
        '2026-06-23',
      ]);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('runBudgetFromEnv (INGEST_RUN_BUDGET_MS)', () => {
  test('ten minutes unless set; a whole number of milliseconds of at least 1, or a named error', () => {
    expect(runBudgetFromEnv({})).toBe(DEFAULT_RUN_BUDGET_MS);
    expect(DEFAULT_RUN_BUDGET_MS).toBe(600_000);
    expect(runBudgetFromEnv({ INGEST_RUN_BUDGET_MS: ' ' })).toBe(DEFAULT_RUN_BUDGET_MS);
    expect(runBudgetFromEnv({ INGEST_RUN_BUDGET_MS: '300000' })).toBe(300_000);
    for (const bad of ['0', '-5', '1.5', 'ten'])
      expect(() => runBudgetFromEnv({ INGEST_RUN_BUDGET_MS: bad })).toThrow(
        `INGEST_RUN_BUDGET_MS: "${bad}" is not a whole number of at least 1`,
      );
  });

  test('the sources of a run get it', () => {
    expect(
      sourceDepsFromEnv(parseSourcesConfig('sources.json', '{"version":1,"feeds":{}}'), { INGEST_RUN_BUDGET_MS: '1234' }).runBudgetMs,
    ).toBe(1234);
  });
});
