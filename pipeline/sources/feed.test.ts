import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { acceptDraw } from '../ingest/accept-draw.ts';
import { DrawRejectedError } from '../errors/draw-rejected-error.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { testHttp, testServer } from '../testing/ingest-kit.ts';
import { LOTTERIES, lottery } from '../registry/index.ts';
import { feedSource } from './feed.ts';
import { FEED_FORMAT, readFeed } from './feed-format.ts';
import { manualSource, parsePrizeSpec } from './manual.ts';

const CONTEXT: SourceContext = { source: 'feed', url: 'GET https://feeds.test/lao-star.json', lottery: 'lao-star', draw: null };

/** The example of docs/feed-format.md. */
const EXAMPLE_FEED = {
  format: FEED_FORMAT,
  version: 1,
  lottery: 'lao-star',
  draws: [
    {
      date: '2026-08-15',
      prizes: [
        { slug: 'first-prize', numbers: ['50262'], publishedAt: '2026-08-15T15:46:10+07:00' },
        { slug: 'last-three-digit', numbers: ['262'] },
        { slug: 'upper-two-digit', numbers: ['62'] },
        { slug: 'last-two-digit', numbers: ['50'] },
      ],
    },
    { date: '2026-08-16', prizes: [{ slug: 'first-prize', numbers: ['37402'] }] },
  ],
};

const read = (doc: unknown) => readFeed(doc, 'lao-star', 'GET https://feeds.test/lao-star.json', CONTEXT);

describe('readFeed', () => {
  test('reads every draw with its prizes, normalizing publishedAt to UTC milliseconds', () => {
    const draws = read(EXAMPLE_FEED);
    expect(draws.map((d) => d.date)).toEqual(['2026-08-15', '2026-08-16']);
    expect(draws[0]?.prizes[0]).toEqual({
      slug: 'first-prize',
      numbers: ['50262'],
      publishedAt: '2026-08-15T08:46:10.000Z',
      field: 'draws[0].prizes[0]',
    });
    expect(draws[1]?.ref).toBe('GET https://feeds.test/lao-star.json');
  });

  test.each([
    ['another format', { ...EXAMPLE_FEED, format: 'other' }, 'field format: changed shape: expected "lottery-results-feed"'],
    [
      'a newer version',
      { ...EXAMPLE_FEED, version: 2 },
      'field version: changed shape: feed version 2 is not supported; this service reads version 1',
    ],
    [
      'a feed for another lottery',
      { ...EXAMPLE_FEED, lottery: 'lao-vip' },
      'field lottery: changed shape: the feed is for "lao-vip", but data/sources.json points lao-star at it',
    ],
    ['an unknown key', { ...EXAMPLE_FEED, extra: true }, 'field (root): changed shape: Unrecognized key: "extra"'],
    [
      'a number that is not digits',
      { ...EXAMPLE_FEED, draws: [{ date: '2026-08-16', prizes: [{ slug: 'first-prize', numbers: [50262] }] }] },
      'field draws[0].prizes[0].numbers[0]: changed shape',
    ],
    ['a bad date', { ...EXAMPLE_FEED, draws: [{ date: '2026-02-30', prizes: [] }] }, 'field draws[0].date: changed shape'],
    [
      'a draw listed twice',
      { ...EXAMPLE_FEED, draws: [EXAMPLE_FEED.draws[1], EXAMPLE_FEED.draws[1]] },
      'lao-star draw 2026-08-16, field draws[1].date: changed shape: the draw 2026-08-16 is listed twice (also draws[0])',
    ],
  ])('rejects %s, naming the field', (_name, doc, message) => {
    expect(() => read(doc)).toThrow(SourceShapeError);
    expect(() => read(doc)).toThrow(message);
  });
});

describe('feedSource', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  test('GETs the feed and notes the dates it has nothing for', async () => {
    const server = await testServer(() => ({ body: JSON.stringify(EXAMPLE_FEED) }));
    close = server.close;
    const answer = await feedSource({ url: `${server.url}/lao-star.json`, official: false, http: testHttp() }).fetch(lottery('lao-star'), [
      '2026-08-17',
    ]);
    expect(answer).toMatchObject({
      source: 'feed',
      official: false,
      url: `GET ${server.url}/lao-star.json`,
      notes: ['2026-08-17: the feed has nothing for this draw yet'],
    });
    expect(answer.draws).toHaveLength(2);
    expect(server.requests[0]?.method).toBe('GET');
  });

  test('names an HTML page for what it is', async () => {
    const server = await testServer(() => ({ contentType: 'text/html', body: '<!DOCTYPE html><html><body>Maintenance</body></html>' }));
    close = server.close;
    await expect(
      feedSource({ url: `${server.url}/f.json`, official: false, http: testHttp() }).fetch(lottery('lao-star'), []),
    ).rejects.toThrow(
      /field \(body\): changed shape: an HTML page instead of JSON \(Content-Type text\/html; starts with "<!DOCTYPE html>/,
    );
  });
});

describe('manual entry', () => {
  const ctx: SourceContext = { source: 'manual', url: 'npm run pipeline -- add-draw', lottery: 'thai-government', draw: '2026-07-16' };

  test('reads slug=number[,number...] with the announcement time on every prize', async () => {
    expect(parsePrizeSpec('first-three-digit=260, 403', '2026-07-16T08:00:00.000Z', ctx)).toEqual({
      slug: 'first-three-digit',
      numbers: ['260', '403'],
      publishedAt: '2026-07-16T08:00:00.000Z',
      field: '--prize first-three-digit',
    });
    const answer = await manualSource({ date: '2026-07-16', specs: ['last-two-digit=45'], ref: 'GLO result sheet' }).fetch(
      lottery('thai-government'),
      [],
    );
    expect(answer).toMatchObject({
      source: 'manual',
      official: true,
      draws: [{ date: '2026-07-16', ref: 'GLO result sheet', prizes: [{ slug: 'last-two-digit', numbers: ['45'] }] }],
    });
  });

  test.each([
    ['no "="', 'first-prize', 'field --prize first-prize: rejected: expected slug=number[,number...]'],
    [
      'letters among the digits',
      'first-prize=12345a',
      'field --prize first-prize=12345a: rejected: "12345a": numbers are ASCII digits, comma-separated',
    ],
    ['an empty number', 'second-prize=111111,,222222', 'rejected: "": numbers are ASCII digits'],
  ])('rejects %s, naming the field', (_name, spec, message) => {
    expect(() => parsePrizeSpec(spec, undefined, ctx)).toThrow(DrawRejectedError);
    expect(() => parsePrizeSpec(spec, undefined, ctx)).toThrow(message);
  });
});

describe('docs/feed-format.md', () => {
  test("its prize table is each lottery's current prize table in the registry", async () => {
    const text = await readFile(join(PROJECT_ROOT, 'docs', 'feed-format.md'), 'utf8');
    const rows = [...text.matchAll(/^\| (.+?) \| (`[a-z-]+` \d+ × \d+(?:, `[a-z-]+` \d+ × \d+)*) \|$/gm)].map((m) => ({
      ids: [...(m[1] ?? '').matchAll(/`([a-z0-9*-]+)`/g)].map((x) => x[1] as string),
      prizes: m[2] as string,
    }));
    const named = new Set(rows.flatMap((r) => r.ids));
    const rest = rows.find((r) => r.ids.length === 2 && r.ids[0] === 'hanoi-*');
    expect(rest).toBeDefined();
    for (const def of LOTTERIES) {
      const era = def.eras.at(-1);
      const spec = era?.prizes.map((p) => `\`${p.slug}\` ${p.count} × ${p.digits}`).join(', ');
      const row = named.has(def.id) ? rows.find((r) => r.ids.includes(def.id)) : rest;
      expect({ lottery: def.id, prizes: row?.prizes }).toEqual({ lottery: def.id, prizes: spec });
    }
  });

  test('its example is a valid feed whose draws pass the registry checks', async () => {
    const text = await readFile(join(PROJECT_ROOT, 'docs', 'feed-format.md'), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(text)?.[1];
    expect(example).toBeDefined();
    const draws = read(JSON.parse(example ?? ''));
    const accepted = draws.map((d) =>
      acceptDraw(lottery('lao-star'), { source: 'feed', url: CONTEXT.url, official: false }, d, {
        seenAt: new Date('2026-08-16T12:00:00Z'),
      }),
    );
    expect(accepted.map((a) => [a.draw?.date, a.pending])).toEqual([
      ['2026-08-15', []],
      ['2026-08-16', ['last-two-digit']],
    ]);
  });
});
