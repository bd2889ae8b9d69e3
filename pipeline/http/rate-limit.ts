import type { Endpoint } from '../core/params.ts';
import { QUOTA_PER_MINUTE, QUOTA_WINDOW_MS } from './policy.ts';

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Whole seconds until a request would be allowed again (C3.5: 1 to 60). */
  readonly resetSeconds: number;
}

/**
 * Per-client, per-endpoint sliding-window quotas (C3.5): a request is allowed when fewer than
 * `limit` requests of that client to that endpoint were allowed in the last 60 seconds. Each key
 * keeps the times of its allowed requests, at most `limit` of them, so memory is bounded per
 * client; idle clients are swept.
 */
export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #quota: Readonly<Record<Endpoint, number>>;
  readonly #windowMs: number;
  readonly #now: () => number;
  #lastSweep = 0;

  constructor(options: { quota?: Readonly<Record<Endpoint, number>>; windowMs?: number; now?: () => number } = {}) {
    this.#quota = options.quota ?? QUOTA_PER_MINUTE;
    this.#windowMs = options.windowMs ?? QUOTA_WINDOW_MS;
    this.#now = options.now ?? Date.now;
  }

  take(client: string, endpoint: Endpoint): RateDecision {
    const now = this.#now();
    this.#sweep(now);
    const limit = this.#quota[endpoint];
    const key = `${endpoint} ${client}`;
    const hits = this.#hits.get(key) ?? [];
    let start = 0;
    while (start < hits.length && (hits[start] as number) <= now - this.#windowMs) start += 1;
    if (start > 0) hits.splice(0, start);
    const allowed = hits.length < limit;
    if (allowed) hits.push(now);
    this.#hits.set(key, hits);
    const oldest = hits[0] ?? now;
    const resetSeconds = Math.min(60, Math.max(1, Math.ceil((oldest + this.#windowMs - now) / 1000)));
    return { allowed, limit, remaining: Math.max(0, limit - hits.length), resetSeconds };
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < this.#windowMs) return;
    this.#lastSweep = now;
    for (const [key, hits] of this.#hits) {
      if ((hits[hits.length - 1] ?? 0) <= now - this.#windowMs) this.#hits.delete(key);
    }
  }
}

/** C3.5: the headers of a counted answer. */
export function rateHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
    ...(d.allowed ? {} : { 'Retry-After': String(d.resetSeconds) }),
  };
}
