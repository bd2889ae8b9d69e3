import { MockAgent } from 'undici';
import { afterEach, describe, expect, test } from 'vitest';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { SourceUnreachableError } from '../errors/source-unreachable-error.ts';
import { testHttp, testServer } from '../testing/ingest-kit.ts';
import { HOOK_HTTP_POLICY } from '../ingest/scheduled-update.ts';
import { httpPolicyFromEnv, httpText, sourceFailures, userAgent } from './http-client.ts';

const ORIGIN = 'https://glo.test';
const PATH = '/api/checking/getLotteryResult';
const CONTEXT: SourceContext = { source: 'glo-api', url: `POST ${ORIGIN}${PATH}`, lottery: 'thai-government', draw: '2026-07-01' };
let agent: MockAgent | undefined;

function mock(): MockAgent {
  agent = new MockAgent();
  agent.disableNetConnect();
  return agent;
}
afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

const post = (dispatcher: MockAgent, policy = {}) =>
  httpText(
    { method: 'POST', url: `${ORIGIN}${PATH}`, json: { date: '01', month: '07', year: '2026' } },
    { ...testHttp(policy), dispatcher },
    sourceFailures(CONTEXT),
  );

describe('httpText', () => {
  test('POSTs JSON with a User-Agent naming the service', async () => {
    const a = mock();
    a.get(ORIGIN)
      .intercept({
        path: PATH,
        method: 'POST',
        body: '{"date":"01","month":"07","year":"2026"}',
        headers: { 'content-type': 'application/json', 'user-agent': 'Test-Service-ingest/1.0 (+http://test.invalid)' },
      })
      .reply(200, '{"ok":true}', { headers: { 'content-type': 'application/json' } });
    await expect(post(a)).resolves.toMatchObject({ status: 200, text: '{"ok":true}', attempts: 1 });
  });

  test('retries a 5xx and succeeds on a later attempt', async () => {
    const a = mock();
    a.get(ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(502, 'bad gateway').times(2);
    a.get(ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(200, '{}');
    await expect(post(a)).resolves.toMatchObject({ status: 200, attempts: 3 });
  });

  test('gives up on a 5xx after the bounded attempts, naming URL, lottery, draw and status', async () => {
    const a = mock();
    a.get(ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(500, 'Internal Server Error').times(3);
    const error = await post(a).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnreachableError);
    expect((error as SourceUnreachableError).attempts).toBe(3);
    expect((error as Error).message).toBe(
      'glo-api POST https://glo.test/api/checking/getLotteryResult, thai-government draw 2026-07-01, field HTTP status: unreachable: HTTP 500: Internal Server Error (gave up after 3 attempt(s))',
    );
    a.assertNoPendingInterceptors();
  });

  test.each([400, 403, 404, 429])('never retries a %i', async (status) => {
    const a = mock();
    a.get(ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(status, 'no');
    const error = await post(a).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnreachableError);
    expect((error as SourceUnreachableError).attempts).toBe(1);
    expect((error as Error).message).toContain(`HTTP ${status}: no; not retried`);
  });

  test('does not follow a redirect, and says so', async () => {
    const a = mock();
    a.get(ORIGIN)
      .intercept({ path: PATH, method: 'POST' })
      .reply(301, '', { headers: { location: 'https://elsewhere.test/' } });
    await expect(post(a)).rejects.toThrow('HTTP 301 (redirect to https://elsewhere.test/; not followed: check the configured URL)');
  });

  test('retries a network error', async () => {
    const a = mock();
    a.get(ORIGIN)
      .intercept({ path: PATH, method: 'POST' })
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    a.get(ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(200, '{}');
    await expect(post(a)).resolves.toMatchObject({ attempts: 2 });
  });

  test('refuses a body over the size limit as a changed shape', async () => {
    const a = mock();
    a.get(ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(200, 'x'.repeat(2048));
    await expect(post(a, { maxBytes: 1024 })).rejects.toThrow(SourceShapeError);
  });

  test('times out a server that never answers, retrying, then reports the timeout', async () => {
    const server = await testServer(() => 'hang');
    try {
      const started = Date.now();
      const error = await httpText(
        { method: 'GET', url: `${server.url}/feed.json` },
        testHttp({ timeoutMs: 150, attempts: 2 }),
        sourceFailures(CONTEXT),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnreachableError);
      expect((error as Error).message).toContain(
        'field (connection): unreachable: no answer within 150 ms (timeout) (gave up after 2 attempt(s))',
      );
      expect(server.requests).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await server.close();
    }
  });

  test.each([
    ['every attempt timed out', ['hang', 'hang', 'hang'], true],
    ['two 503s, then a timeout: the host answered', [503, 503, 'hang'], false],
    ['a timeout, then two 503s', ['hang', 503, 503], false],
  ] as const)('a host is not asked again in the run only when every attempt went unanswered: %s', async (_name, replies, silenced) => {
    const server = await testServer((req, n) => {
      if (req.url === '/b') return { body: '{}' };
      const reply = replies[n - 1] ?? 'hang';
      return reply === 'hang' ? 'hang' : { status: reply, contentType: 'text/plain', body: 'busy' };
    });
    try {
      const http = { ...testHttp({ timeoutMs: 150, attempts: 3 }), silent: new Map<string, string>() };
      await expect(httpText({ method: 'GET', url: `${server.url}/a` }, http, sourceFailures(CONTEXT))).rejects.toThrow(
        SourceUnreachableError,
      );
      const b = httpText({ method: 'GET', url: `${server.url}/b` }, http, sourceFailures(CONTEXT));
      if (silenced) {
        await expect(b).rejects.toThrow(/unreachable: not asked: http:\/\/127\.0\.0\.1:\d+ did not answer earlier in this run/);
        expect(server.requests.map((r) => r.url)).toEqual(['/a', '/a', '/a']);
      } else {
        await expect(b).resolves.toMatchObject({ status: 200 });
        expect(server.requests.map((r) => r.url)).toEqual(['/a', '/a', '/a', '/b']);
      }
    } finally {
      await server.close();
    }
  });

  test.each([
    ['no answer at all', 'hang', /no answer within 150 ms \(timeout\)/],
    ['a 200 whose body stalls after its headers', 'stall', /HTTP 200, then the body failed: .*/],
  ] as const)('a request that must not be repeated (the build hook) is not retried after a timeout: %s', async (_name, reply, detail) => {
    const server = await testServer(() => reply);
    try {
      const error = await httpText(
        { method: 'POST', url: `${server.url}/build_hooks/x`, json: {} },
        testHttp({ timeoutMs: 150, attempts: 3, retryAfterTimeout: false }),
        sourceFailures(CONTEXT),
      ).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(detail);
      expect((error as Error).message).toMatch(/ \(not retried: a request that timed out may have been acted on\)$/);
      expect(server.requests).toHaveLength(1);
      expect(HOOK_HTTP_POLICY.retryAfterTimeout).toBe(false);
    } finally {
      await server.close();
    }
  });

  test('a retry the budget stops names the failure before it', async () => {
    let now = 0;
    const server = await testServer(() => {
      now += 60_000;
      return { status: 503, contentType: 'text/plain', body: 'down' };
    });
    try {
      const http = { ...testHttp({ attempts: 3 }), budget: { deadline: 60_000, ms: 60_000, clock: () => now } };
      await expect(httpText({ method: 'GET', url: `${server.url}/a` }, http, sourceFailures(CONTEXT))).rejects.toThrow(
        /field \(run budget\): unreachable: HTTP 503: down; not retried: the run has spent its 60000 ms/,
      );
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  test("no attempt starts once the run's budget is spent: a source asking date after date stops there", async () => {
    let now = 0;
    const server = await testServer(() => {
      now += 60_000;
      return { body: '{}' };
    });
    try {
      const http = { ...testHttp(), budget: { deadline: 120_000, ms: 120_000, clock: () => now } };
      const ask = (path: string) => httpText({ method: 'GET', url: `${server.url}${path}` }, http, sourceFailures(CONTEXT));
      await expect(ask('/1')).resolves.toMatchObject({ status: 200 });
      await expect(ask('/2')).resolves.toMatchObject({ status: 200 });
      await expect(ask('/3')).rejects.toThrow(
        /field \(run budget\): unreachable: not asked: the run has spent its 120000 ms \(INGEST_RUN_BUDGET_MS\)/,
      );
      expect(server.requests.map((r) => r.url)).toEqual(['/1', '/2']);
    } finally {
      await server.close();
    }
  });

  test('reports a refused connection after the attempts', async () => {
    const server = await testServer(() => ({ body: '{}' }));
    const url = server.url;
    await server.close();
    await expect(httpText({ method: 'GET', url }, testHttp({ attempts: 2 }), sourceFailures(CONTEXT))).rejects.toThrow(
      /ECONNREFUSED.*gave up after 2 attempt/,
    );
  });
});

describe('configuration', () => {
  test('names the service in the User-Agent', () => {
    expect(userAgent({ name: 'Lotto Results API', baseUrl: 'https://lotto.example' })).toBe(
      'Lotto-Results-API-ingest/1.0 (+https://lotto.example)',
    );
  });

  test('reads the operator overrides and rejects nonsense', () => {
    expect(httpPolicyFromEnv({ INGEST_TIMEOUT_MS: '5000', INGEST_ATTEMPTS: '2', INGEST_RETRY_DELAY_MS: '0' })).toMatchObject({
      timeoutMs: 5000,
      attempts: 2,
      retryDelaysMs: [0],
    });
    expect(() => httpPolicyFromEnv({ INGEST_ATTEMPTS: '0' })).toThrow('INGEST_ATTEMPTS: "0" is not a whole number of at least 1');
  });
});
