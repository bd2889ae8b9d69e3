import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildSite } from '../site-build.ts';
import { distLatestSource } from '../published/latest-source.ts';
import { tempDir } from '../testing/importer-fixtures.ts';
import { createScheduledUpdate, redact } from './scheduled-update.ts';
import { committedThaiDraws2026, seedStore, testHttp, testServer } from '../testing/ingest-kit.ts';
import { onlyKeys } from '../testing/glo-fixtures.ts';
import { NO_SOURCES_CONFIG, type SourcesConfig } from '../store/sources-config.ts';
import type { NoDrawEntry } from '../store/no-draw.ts';

/*
 * The scheduled function against published trees built by the real build, with a local HTTP
 * server on port 0 standing in for Netlify's build hook.
 */

const SITE = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };
const DURING = new Date('2026-07-01T08:30:00.000Z'); // 15:30 Thai time on a draw day
const NEXT_MORNING = new Date('2026-07-02T03:00:00.000Z');
let root: string;
let partialTree: string;
let completeTree: string;
let hook: Awaited<ReturnType<typeof testServer>>;
let hookStatus = 200;
const logs: string[] = [];

beforeAll(async () => {
  const draws = await committedThaiDraws2026();
  const july1 = draws.at(-1);
  if (!july1) throw new Error('no draws');
  root = await tempDir('scheduled');
  for (const [name, last] of [
    ['partial', onlyKeys(july1, ['first', 'last2'])],
    ['complete', july1],
  ] as const) {
    const data = join(root, name, 'data');
    await seedStore(data, [['thai-government', [...draws.slice(0, -1), last]]]);
    await buildSite({ dataDir: data, distDir: join(root, name, 'dist'), site: SITE });
  }
  // The draw of 16 June missed while 1 July was stored.
  await seedStore(join(root, 'gap', 'data'), [['thai-government', [...draws.slice(0, -2), july1]]]);
  await buildSite({ dataDir: join(root, 'gap', 'data'), distDir: join(root, 'gap', 'dist'), site: SITE });
  // The draw of 16 June stored partial, 1 July complete.
  const june16 = draws.at(-2);
  if (!june16) throw new Error('no draws');
  await seedStore(join(root, 'older-partial', 'data'), [
    ['thai-government', [...draws.slice(0, -2), onlyKeys(june16, ['first', 'last2']), july1]],
  ]);
  await buildSite({ dataDir: join(root, 'older-partial', 'data'), distDir: join(root, 'older-partial', 'dist'), site: SITE });
  partialTree = join(root, 'partial', 'dist');
  completeTree = join(root, 'complete', 'dist');
  // A failing hook echoes the request's path and query, as a body may (hook-secret.ts).
  hook = await testServer((req) => ({ status: hookStatus, body: hookStatus === 200 ? '{}' : `upstream trouble at ${req.url}` }));
});
afterAll(async () => {
  await hook.close();
  await rm(root, { recursive: true, force: true });
});
afterEach(() => {
  hook.requests.length = 0;
  hookStatus = 200;
  logs.length = 0;
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

function handler(
  tree: string,
  now: Date,
  options: { hookUrl?: string | undefined; config?: SourcesConfig; noDraw?: readonly NoDrawEntry[] } = {},
) {
  return createScheduledUpdate({
    tree: () => distLatestSource(tree),
    config: () => options.config ?? NO_SOURCES_CONFIG,
    noDraw: () => options.noDraw ?? [],
    hookUrl: () => ('hookUrl' in options ? options.hookUrl : `${hook.url}/build_hooks/5c23354f454e1350f8543e78`),
    now: () => now,
    http: testHttp(),
    log: (line) => logs.push(line),
  });
}

async function run(h: (r: Request) => Promise<Response>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await h(
    new Request('https://lotto.example/.netlify/functions/scheduled-update', {
      method: 'POST',
      body: '{"next_run":"2026-07-01T08:45:00.000Z"}',
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('scheduled-update', () => {
  test('POSTs the build hook once when the published draw is still partial, naming what is due', async () => {
    const { status, body } = await run(handler(partialTree, DURING));
    expect(status).toBe(200);
    expect(body).toMatchObject({ triggered: true, due: [{ lottery: 'thai-government', date: '2026-07-01', state: 'incomplete' }] });
    expect(hook.requests).toHaveLength(1);
    const request = hook.requests[0];
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '', hook.url);
    expect(url.pathname).toBe('/build_hooks/5c23354f454e1350f8543e78');
    expect(url.searchParams.get('trigger_title')).toBe('scheduled update: thai-government 2026-07-01 incomplete');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      due: [{ lottery: 'thai-government', date: '2026-07-01', state: 'incomplete', ask: ['2026-07-01'] }],
    });
    expect(request?.headers['user-agent']).toBe('Test-Service-ingest/1.0 (+http://test.invalid)');
  });

  test('does not call the hook when the published draw is complete', async () => {
    expect(await run(handler(completeTree, DURING))).toEqual({
      status: 200,
      body: { at: DURING.toISOString(), due: [], overdue: [], triggered: false },
    });
    expect(hook.requests).toHaveLength(0);
  });

  test('does not call the hook for an overdue draw outside its retry window', async () => {
    // 10:20 Thai time, 20 hours after the result time: asked hourly, in the first 15 minutes of the hour.
    const { body } = await run(handler(partialTree, new Date('2026-07-02T03:20:00.000Z')));
    expect(body).toMatchObject({ triggered: false, due: [], overdue: [{ lottery: 'thai-government', date: '2026-07-01' }] });
    expect(hook.requests).toHaveLength(0);
    expect(logs).toEqual(['scheduled-update 2026-07-02T03:20:00.000Z: nothing due (1 overdue, asked again in their retry windows)']);
  });

  test('calls the hook for an overdue draw in its retry window: missed draws are retried, not left', async () => {
    const { body } = await run(handler(partialTree, NEXT_MORNING));
    expect(body).toMatchObject({ triggered: true, due: [{ lottery: 'thai-government', date: '2026-07-01' }], overdue: [] });
    expect(hook.requests).toHaveLength(1);
  });

  test('a draw missed before the newest published one is in the latest-draw file, and the hook is called in its retry window', async () => {
    const gapTree = join(root, 'gap', 'dist');
    const missed = (await committedThaiDraws2026()).at(-2)?.date;
    expect(missed).toBe('2026-06-16');
    expect(distLatestSource(gapTree).latest('thai-government')?.gaps).toEqual([missed]);
    // 10:00 Thai time on 2 July: 16 days old, asked once a day, at Thai midnight.
    const waiting = await run(handler(gapTree, NEXT_MORNING));
    expect(waiting.body).toMatchObject({ triggered: false, due: [], overdue: [{ lottery: 'thai-government', date: missed }] });
    const midnight = await run(handler(gapTree, new Date('2026-07-02T17:05:00.000Z')));
    expect(midnight.body).toMatchObject({ triggered: true, due: [{ lottery: 'thai-government', date: missed }], overdue: [] });
    expect(hook.requests).toHaveLength(1);
    // Recorded in the bundled data/no-draw.json (a source said there was no draw): no build for it.
    const noDraw = [
      {
        lottery: 'thai-government' as const,
        date: missed as string,
        source: 'feed' as const,
        ref: 'test',
        seenAt: '2026-06-17T00:00:00.000Z',
      },
    ];
    const quiet = await run(handler(gapTree, new Date('2026-07-02T17:05:00.000Z'), { noDraw }));
    expect(quiet.body).toMatchObject({ triggered: false, due: [], overdue: [] });
    expect(hook.requests).toHaveLength(1);
  });

  test('a partial draw before the newest published one is in the latest-draw file, and the hook is called in its retry window', async () => {
    const tree = join(root, 'older-partial', 'dist');
    expect(distLatestSource(tree).latest('thai-government')?.incomplete).toEqual(['2026-06-16']);
    expect(distLatestSource(completeTree).latest('thai-government')?.incomplete).toEqual([]);
    const waiting = await run(handler(tree, NEXT_MORNING));
    expect(waiting.body).toMatchObject({ triggered: false, due: [], overdue: [{ lottery: 'thai-government', date: '2026-06-16' }] });
    const midnight = await run(handler(tree, new Date('2026-07-02T17:05:00.000Z')));
    expect(midnight.body).toMatchObject({
      triggered: true,
      due: [{ lottery: 'thai-government', date: '2026-06-16', state: 'incomplete' }],
      overdue: [],
    });
    expect(hook.requests).toHaveLength(1);
  });

  test('considers the lotteries of a bundled data/sources.json', async () => {
    const config: SourcesConfig = { version: 1, feeds: { 'lao-star': { url: 'https://feeds.example/lao-star.json' } } };
    const { body } = await run(handler(completeTree, new Date('2026-07-01T08:50:00.000Z'), { config }));
    expect(body).toMatchObject({ triggered: true, due: [{ lottery: 'lao-star', date: '2026-07-01', state: 'missing' }] });
  });

  test('retries a failing hook, then answers 502 without repeating the secret', async () => {
    hookStatus = 500;
    const { status, body } = await run(handler(partialTree, DURING));
    expect(status).toBe(502);
    expect(hook.requests).toHaveLength(3);
    expect(body['error']).toMatch(
      /^build hook BUILD_HOOK_URL, field HTTP status: HTTP 500: upstream trouble at \(hidden\)\?trigger_title=scheduled%20update%3A%20thai-government%20.* \(gave up after 3 attempt\(s\)\)$/,
    );
    expect(JSON.stringify(logs)).not.toContain('5c23354f454e1350f8543e78');
  });

  test('does not retry a hook that answers 404 (a deleted hook)', async () => {
    hookStatus = 404;
    expect((await run(handler(partialTree, DURING))).status).toBe(502);
    expect(hook.requests).toHaveLength(1);
  });

  test('answers 500 with the fix when BUILD_HOOK_URL is not set', async () => {
    const { status, body } = await run(handler(partialTree, DURING, { hookUrl: undefined }));
    expect(status).toBe(500);
    expect(body['error']).toBe('BUILD_HOOK_URL is not set: create a build hook and set it in the site environment (docs/ingest.md)');
  });

  test('answers 500 without calling the hook when the bundled tree is missing', async () => {
    const { status, body } = await run(handler(join(root, 'no-such-dist'), DURING));
    expect(status).toBe(500);
    expect(body['error']).toMatch(/^cannot read the published latest-draw files or data\/sources\.json: ENOENT/);
    expect(hook.requests).toHaveLength(0);
  });

  test('shows no part of a hook URL: only the variable name', () => {
    expect(redact('https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78')).toBe('BUILD_HOOK_URL');
  });

  /** Issue 15.7: every shape of the URL, the hook answering, failing, or not listening at all. */
  const SECRET = 'f00dfacecafe5ec7e7';
  const shapes = (origin: string): string[] => [
    `${origin}/build_hooks/${SECRET}`,
    `${origin}/build_hooks/${SECRET}/`,
    `${origin}/build_hooks/${SECRET}//`,
    `${origin}/build_hooks/${SECRET}?x=1`,
    `${origin}/hooks?token=${SECRET}`,
    // Characters the URL's query serializer writes otherwise than the hook gave them.
    `${origin}/hooks?token=${SECRET}~'*`,
    `${origin}/hooks?token=a%20${SECRET}%2Bc`,
    `${origin}/build_hooks/x#${SECRET}`,
    `${origin.replace('://', `://user:${SECRET}@`)}/build_hooks/`,
    `  ${origin}/build_hooks/${SECRET}  `,
    `${SECRET}`,
  ];
  test.each([
    ['answering 200', 200],
    ['answering 500', 500],
    ['not listening', 0],
  ])(
    'never logs or answers any part of BUILD_HOOK_URL, in every shape, the hook %s',
    async (_name, statusOrClosed) => {
      const origin = statusOrClosed === 0 ? 'http://127.0.0.1:1' : hook.url;
      if (statusOrClosed !== 0) hookStatus = statusOrClosed;
      for (const url of shapes(origin)) {
        logs.length = 0;
        const { body } = await run(handler(partialTree, DURING, { hookUrl: url }));
        const shown = `${logs.join('\n')}\n${JSON.stringify(body)}`;
        for (const piece of [SECRET, new URL(origin).host, `:${new URL(origin).port}`, 'build_hooks', 'token=']) {
          expect(shown, `${url}: ${piece}`).not.toContain(piece);
        }
      }
    },
    60_000,
  );
});

describe('the Netlify function module', () => {
  test('is a scheduled function (no path) whose default export reads the bundled tree and BUILD_HOOK_URL', async () => {
    const sources = join(root, 'sources.json');
    await writeFile(sources, JSON.stringify({ version: 1, feeds: {} }));
    vi.stubEnv('DIST_DIR', partialTree);
    vi.stubEnv('SOURCES_CONFIG', sources);
    vi.stubEnv('BUILD_HOOK_URL', `${hook.url}/build_hooks/abcdef0123456789`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DURING);
    const mod = await import('../../functions/scheduled-update.ts');
    expect(mod.config).toEqual({ schedule: '*/15 * * * *' });
    expect('path' in mod.config).toBe(false);
    const response = await mod.default(
      new Request('https://lotto.example/', { method: 'POST', body: '{"next_run":"2026-07-01T08:45:00.000Z"}' }),
    );
    expect(response.status).toBe(200);
    expect(hook.requests.map((r) => new URL(r.url, hook.url).pathname)).toEqual(['/build_hooks/abcdef0123456789']);
  });
});
