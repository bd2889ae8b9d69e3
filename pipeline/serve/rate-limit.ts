import type { Endpoint } from '../contract/params.ts';
import { QUOTA_WINDOW_MS } from '../contract/http-policy.ts';
import { QUOTA_PER_MINUTE } from '../contract/endpoints.ts';

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Whole seconds until a request would be allowed again (C3.5: 1 to 60). */
  readonly resetSeconds: number;
}

/** C3.5: `Retry-After` and `RateLimit-Reset` are whole seconds, at least 1 and never more than 60. */
const MIN_RESET_SECONDS = 1;
const MAX_RESET_SECONDS = 60;

/** The times of one client's allowed requests to one endpoint, oldest first, from `head` on. */
interface Window {
  times: number[];
  head: number;
}

/**
 * Per-client, per-endpoint sliding-window quotas (C3.5): a request is allowed when fewer than
 * `limit` requests of that client to that endpoint were allowed in the last 60 seconds. Each
 * client keeps the times of its allowed requests, at most `limit` of them, so memory is bounded
 * per client; idle clients are swept once a window.
 */
export class SlidingWindowLimiter {
  readonly #clients = new Map<Endpoint, Map<string, Window>>();
  readonly #quota: Readonly<Record<Endpoint, number>>;
  readonly #windowMs: number;
  readonly #now: () => number;
  #lastSweep: number;

  constructor(options: { quota?: Readonly<Record<Endpoint, number>>; windowMs?: number; now?: () => number } = {}) {
    this.#quota = options.quota ?? QUOTA_PER_MINUTE;
    this.#windowMs = options.windowMs ?? QUOTA_WINDOW_MS;
    this.#now = options.now ?? Date.now;
    this.#lastSweep = this.#now();
  }

  take(client: string, endpoint: Endpoint): RateDecision {
    const now = this.#now();
    if (now - this.#lastSweep >= this.#windowMs) this.#sweep(now);
    let clients = this.#clients.get(endpoint);
    if (!clients) {
      clients = new Map();
      this.#clients.set(endpoint, clients);
    }
    let w = clients.get(client);
    if (!w) {
      w = { times: [], head: 0 };
      clients.set(client, w);
    }
    const { times } = w;
    const expired = now - this.#windowMs;
    let head = w.head;
    while (head < times.length && (times[head] as number) <= expired) head += 1;
    // Drop the expired prefix now and then rather than on every request.
    if (head > 64 && head * 2 > times.length) {
      times.splice(0, head);
      head = 0;
    }
    w.head = head;
    const limit = this.#quota[endpoint];
    const allowed = times.length - head < limit;
    if (allowed) times.push(now);
    const oldest = head < times.length ? (times[head] as number) : now;
    const resetSeconds = Math.min(MAX_RESET_SECONDS, Math.max(MIN_RESET_SECONDS, Math.ceil((oldest + this.#windowMs - now) / 1000)));
    return { allowed, limit, remaining: Math.max(0, limit - (times.length - head)), resetSeconds };
  }

  /** How many clients are remembered (for tests of the sweep). */
  get size(): number {
    let n = 0;
    for (const clients of this.#clients.values()) n += clients.size;
    return n;
  }

  /**
   * Sweeps idle clients every `intervalMs` (a window by default) on a timer, so that an idle server
   * returns their memory (issue 15: 34,000 clients held about 37 MB until the next request). The
   * timer is unref'd: it never keeps the process alive. Returns it, for clearInterval.
   */
  startSweeping(intervalMs: number = this.#windowMs): NodeJS.Timeout {
    const timer = setInterval(() => {
      const now = this.#now();
      if (now - this.#lastSweep >= this.#windowMs) this.#sweep(now);
    }, intervalMs);
    timer.unref();
    return timer;
  }

  #sweep(now: number): void {
    this.#lastSweep = now;
    const expired = now - this.#windowMs;
    for (const clients of this.#clients.values()) {
      for (const [client, w] of clients) {
        if ((w.times[w.times.length - 1] ?? Number.NEGATIVE_INFINITY) <= expired) clients.delete(client);
      }
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

/** The same headers as a flat `[name, value, ...]` list for node:http. */
export function rateHeaderList(d: RateDecision): string[] {
  const list = ['RateLimit-Limit', String(d.limit), 'RateLimit-Remaining', String(d.remaining), 'RateLimit-Reset', String(d.resetSeconds)];
  if (!d.allowed) list.push('Retry-After', String(d.resetSeconds));
  return list;
}
