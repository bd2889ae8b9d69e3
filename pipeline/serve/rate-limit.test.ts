import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { QUOTA_PER_MINUTE } from '../contract/endpoints.ts';
import { type RateDecision, SlidingWindowLimiter, rateHeaderList, rateHeaders } from './rate-limit.ts';

/** C3.5: per-client, per-endpoint quotas over a sliding 60-second window. */

function limiter(quota = 3, start = 0) {
  let now = start;
  const l = new SlidingWindowLimiter({
    quota: { results: quota, check: quota, 'check-many': quota, stats: quota, calculations: quota, lotteries: quota },
    now: () => now,
  });
  return {
    take: (client = 'a', endpoint: 'results' | 'check' | 'stats' | 'calculations' = 'results') => l.take(client, endpoint),
    at: (ms: number) => {
      now = ms;
    },
    limiter: l,
  };
}

describe('SlidingWindowLimiter', () => {
  test('SPEC quotas by default: 120 a minute for /results, 60 for the others (C9.4: /check-many like /check)', () => {
    const l = new SlidingWindowLimiter({ now: () => 0 });
    expect(l.take('a', 'results').limit).toBe(120);
    for (const e of ['check', 'check-many', 'stats', 'calculations', 'lotteries'] as const) expect(l.take('a', e).limit).toBe(60);
    expect(QUOTA_PER_MINUTE).toEqual({ results: 120, check: 60, 'check-many': 60, stats: 60, calculations: 60, lotteries: 60 });
  });

  test('allows `limit` requests, counting down, then denies', () => {
    const { take } = limiter(3);
    expect([take(), take(), take()].map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    expect(take()).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 60 });
  });

  test('the window slides: each slot frees 60 s after the request that took it', () => {
    const { take, at } = limiter(2);
    at(0);
    take();
    at(10_000);
    take();
    at(59_999);
    expect(take()).toMatchObject({ allowed: false, resetSeconds: 1 });
    at(60_000);
    expect(take()).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 10 });
    at(60_001);
    expect(take()).toMatchObject({ allowed: false, resetSeconds: 10 });
    at(70_000);
    expect(take()).toMatchObject({ allowed: true, remaining: 0 });
  });

  test('denied requests do not count: a client retrying while limited waits no longer', () => {
    const { take, at } = limiter(1);
    at(0);
    take();
    for (let t = 1_000; t < 60_000; t += 1_000) {
      at(t);
      expect(take().allowed).toBe(false);
    }
    at(60_000);
    expect(take().allowed).toBe(true);
  });

  test('clients and endpoints are counted apart', () => {
    const { take } = limiter(1);
    expect(take('a', 'results').allowed).toBe(true);
    expect(take('a', 'results').allowed).toBe(false);
    expect(take('b', 'results').allowed).toBe(true);
    expect(take('a', 'stats').allowed).toBe(true);
    expect(take('a', 'check').allowed).toBe(true);
  });

  test('idle clients are forgotten once a window has passed', () => {
    const { take, at, limiter: l } = limiter(5);
    for (let i = 0; i < 100; i += 1) take(`client-${i}`);
    expect(l.size).toBe(100);
    at(120_001);
    take('late');
    expect(l.size).toBe(1);
  });

  test('memory per client stays bounded by the quota however many requests it sends', () => {
    const { take, at } = limiter(3);
    for (let t = 0; t < 10_000; t += 1) {
      at(t * 50);
      const d = take();
      expect(d.remaining).toBeGreaterThanOrEqual(0);
      expect(d.remaining).toBeLessThanOrEqual(3);
    }
  });

  test('property: resetSeconds is 1..60, remaining 0..limit, and never more than `limit` allowed in any 60 s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 200 }),
        (quota, gaps) => {
          const { take, at } = limiter(quota);
          let t = 0;
          const allowed: number[] = [];
          for (const gap of gaps) {
            t += gap;
            at(t);
            const d = take();
            expect(d.resetSeconds).toBeGreaterThanOrEqual(1);
            expect(d.resetSeconds).toBeLessThanOrEqual(60);
            expect(d.remaining).toBeGreaterThanOrEqual(0);
            expect(d.remaining).toBeLessThanOrEqual(quota);
            if (d.allowed) allowed.push(t);
            expect(allowed.filter((x) => x > t - 60_000).length).toBeLessThanOrEqual(quota);
          }
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('rate headers', () => {
  const allowed: RateDecision = { allowed: true, limit: 60, remaining: 12, resetSeconds: 33 };
  const denied: RateDecision = { allowed: false, limit: 60, remaining: 0, resetSeconds: 7 };

  test('RateLimit-* on every counted answer; Retry-After only over quota', () => {
    expect(rateHeaders(allowed)).toEqual({ 'RateLimit-Limit': '60', 'RateLimit-Remaining': '12', 'RateLimit-Reset': '33' });
    expect(rateHeaders(denied)).toEqual({
      'RateLimit-Limit': '60',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '7',
      'Retry-After': '7',
    });
  });

  test('the flat list for node:http holds the same headers', () => {
    for (const d of [allowed, denied]) {
      const list = rateHeaderList(d);
      expect(Object.fromEntries(Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]]))).toEqual(rateHeaders(d));
    }
  });
});

describe('the sweep timer (issue 15)', () => {
  test('an idle limiter forgets its clients without another request, on a timer that never keeps the process alive', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ windowMs: 1_000, now: () => now });
    for (let i = 0; i < 1_000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`, 'results');
    expect(limiter.size).toBe(1_000);
    const timer = limiter.startSweeping(5);
    try {
      expect(timer.hasRef()).toBe(false);
      now = 2_000; // a window later, and no request since
      for (let i = 0; i < 100 && limiter.size > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(limiter.size).toBe(0);
    } finally {
      clearInterval(timer);
    }
  });
});
