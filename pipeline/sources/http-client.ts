import { setTimeout as delay } from 'node:timers/promises';
import { type Dispatcher, request } from 'undici';
import type { SiteConfig } from '../config.ts';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { SourceUnreachableError } from '../errors/source-unreachable-error.ts';

/** How a failed call is reported: sources name their context; the build hook has its own error. */
export interface HttpFailures {
  unreachable(field: string, detail: string, attempts: number, cause?: unknown): Error;
  tooLarge(detail: string): Error;
}

/** The errors of a source call: SourceUnreachableError and SourceShapeError naming `context`. */
export function sourceFailures(context: SourceContext): HttpFailures {
  return {
    unreachable: (field, detail, attempts, cause) =>
      new SourceUnreachableError(context, field, detail, attempts, cause === undefined ? undefined : { cause }),
    tooLarge: (detail) => new SourceShapeError(context, '(body)', detail),
  };
}

/**
 * How the ingest talks to upstreams (issue 5): a timeout per attempt, a bounded retry on network
 * errors and 5xx only (a 4xx, a redirect or bad data is an answer, and asking again cannot change
 * it), and a User-Agent that names the service so an upstream operator can reach us.
 */
export interface HttpPolicy {
  /** Per attempt, connection to last body byte. GLO answers in well under a second. */
  readonly timeoutMs: number;
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** Wait before attempt 2, 3, ...; the last value repeats. */
  readonly retryDelaysMs: readonly number[];
  /** A GLO answer is about 6 KB and a feed of a year of daily draws about 200 KB. */
  readonly maxBytes: number;
  /**
   * Whether an attempt that timed out is tried again (default yes). No for a request that must not
   * be repeated if the server did act on it (the build hook: a slow answer may still start a build).
   */
  readonly retryAfterTimeout?: boolean;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 15_000,
  attempts: 3,
  retryDelaysMs: [1_000, 4_000],
  maxBytes: 5 * 1024 * 1024,
};

/** Everything an HTTP call needs besides the request; tests pass a MockAgent and a no-op sleep. */
export interface HttpDeps {
  readonly policy: HttpPolicy;
  readonly userAgent: string;
  readonly dispatcher?: Dispatcher;
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * One run's GET answers by URL: a page asked again in the same run (a second missed draw of the
   * same lottery) is read from here, so each upstream sees one request per lottery per run.
   */
  readonly memo?: Map<string, Promise<HttpAnswer>>;
  /**
   * One run's hosts that did not answer (every attempt timed out or failed on the network), by
   * origin, with the last failure: later requests to them in the same run fail at once instead of
   * waiting out the timeouts again. Without it, an aggregator that hangs (allhuay serves 47
   * lotteries) would cost about 50 s per lottery and push a run past its job's time limit, losing
   * what the other sources gave. The next run asks again.
   */
  readonly silent?: Map<string, string>;
  /**
   * The run's budget (run-update.ts, INGEST_RUN_BUDGET_MS): no attempt starts once `clock()` has
   * reached `deadline`, so a source asking many dates or draws in turn stops there too.
   */
  readonly budget?: RunBudget;
}

/** A run's time budget: no request starts once `clock()` has reached `deadline` (`ms` after the run began). */
export interface RunBudget {
  readonly deadline: number;
  readonly ms: number;
  readonly clock: () => number;
}

export const budgetSpent = (budget: RunBudget): boolean => budget.clock() >= budget.deadline;

/** What a request or a source the budget stopped says. */
export const budgetSpentText = (budget: RunBudget): string =>
  `the run has spent its ${budget.ms} ms (INGEST_RUN_BUDGET_MS); what it gathered is stored, and the next run asks again`;

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** A JSON body, sent with `Content-Type: application/json`. */
  readonly json?: unknown;
  /** The `Accept` header; JSON unless the source is an HTML page. */
  readonly accept?: string;
}

export interface HttpAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  readonly attempts: number;
}

/** "Lotto-Results-API-ingest/1.0 (+https://example.org)": the service's name and address (C4.8). */
export function userAgent(site: SiteConfig): string {
  const token =
    site.name
      .trim()
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'lottery-results';
  return `${token}-ingest/1.0 (+${site.baseUrl})`;
}

/** Environment overrides for operators (docs/ingest.md): INGEST_TIMEOUT_MS, INGEST_ATTEMPTS, INGEST_RETRY_DELAY_MS. */
export function httpPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): HttpPolicy {
  const int = (name: string, min: number): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name}: "${raw}" is not a whole number of at least ${min}`);
    return n;
  };
  const delayMs = int('INGEST_RETRY_DELAY_MS', 0);
  return {
    ...DEFAULT_HTTP_POLICY,
    timeoutMs: int('INGEST_TIMEOUT_MS', 1) ?? DEFAULT_HTTP_POLICY.timeoutMs,
    attempts: int('INGEST_ATTEMPTS', 1) ?? DEFAULT_HTTP_POLICY.attempts,
    retryDelaysMs: delayMs === undefined ? DEFAULT_HTTP_POLICY.retryDelaysMs : [delayMs],
  };
}

/**
 * Sends one request and returns a 2xx answer's text. Network errors, timeouts and 5xx are retried
 * up to `policy.attempts`; anything else fails at once. Failures come from `failures` (for a
 * source: SourceUnreachableError, or SourceShapeError for a body over `maxBytes`).
 */
export async function httpText(req: HttpRequest, deps: HttpDeps, failures: HttpFailures): Promise<HttpAnswer> {
  const origin = new URL(req.url).origin;
  const silent = deps.silent?.get(origin);
  if (silent !== undefined) {
    throw failures.unreachable(
      '(connection)',
      `not asked: ${origin} did not answer earlier in this run (${silent}); the next run asks again`,
      0,
    );
  }
  if (req.method !== 'GET' || deps.memo === undefined) return fetchText(req, origin, deps, failures);
  const known = deps.memo.get(req.url);
  if (known) return known;
  const answer = fetchText(req, origin, deps, failures);
  deps.memo.set(req.url, answer);
  return answer;
}

async function fetchText(req: HttpRequest, origin: string, deps: HttpDeps, failures: HttpFailures): Promise<HttpAnswer> {
  const { policy } = deps;
  const sleep = deps.sleep ?? ((ms: number) => delay(ms));
  let last = '';
  let lastCause: unknown;
  /** Whether an attempt got a status back with its body (a 5xx): the host is up, whatever came after. */
  let answered = false;
  let tried = 0;
  /** A request that must not be repeated stops at its first timeout (HttpPolicy.retryAfterTimeout). */
  const stopsAfter = (cause: unknown): boolean => policy.retryAfterTimeout === false && isTimeout(cause);
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) await sleep(policy.retryDelaysMs[Math.min(attempt - 2, policy.retryDelaysMs.length - 1)] ?? 0);
    const { budget } = deps;
    if (budget !== undefined && budgetSpent(budget)) {
      const spent = budgetSpentText(budget);
      // After a failed attempt, that failure is what the operator needs to read.
      throw failures.unreachable(
        '(run budget)',
        attempt === 1 ? `not asked: ${spent}` : `${last}; not retried: ${spent}`,
        attempt - 1,
        lastCause,
      );
    }
    tried = attempt;
    let response: Dispatcher.ResponseData;
    try {
      response = await request(req.url, {
        method: req.method,
        headers: {
          'user-agent': deps.userAgent,
          accept: req.accept ?? 'application/json',
          ...(req.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(req.json !== undefined ? { body: JSON.stringify(req.json) } : {}),
        ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}),
        headersTimeout: policy.timeoutMs,
        bodyTimeout: policy.timeoutMs,
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
    } catch (cause) {
      last = networkDetail(cause, policy.timeoutMs);
      lastCause = cause;
      if (stopsAfter(cause)) break;
      continue; // a network error or timeout: worth another attempt
    }
    const contentType = String(response.headers['content-type'] ?? '');
    let text: string;
    try {
      text = await readBounded(response.body, policy.maxBytes);
    } catch (cause) {
      if (cause instanceof TooLarge) throw failures.tooLarge(cause.message);
      last = `HTTP ${response.statusCode}, then the body failed: ${networkDetail(cause, policy.timeoutMs)}`;
      lastCause = cause;
      if (stopsAfter(cause)) break;
      continue;
    }
    if (response.statusCode >= 200 && response.statusCode < 300)
      return { status: response.statusCode, contentType, text, attempts: attempt };
    const summary = `HTTP ${response.statusCode}${bodyHint(text)}`;
    if (response.statusCode >= 500) {
      last = summary;
      lastCause = undefined;
      answered = true;
      continue;
    }
    const location = response.headers['location'];
    const hint =
      response.statusCode >= 300 && response.statusCode < 400
        ? ` (redirect to ${String(location)}; not followed: check the configured URL)`
        : '';
    throw failures.unreachable(
      'HTTP status',
      `${summary}${hint}; not retried: a ${response.statusCode} is an answer, not a passing fault`,
      attempt,
    );
  }
  // A 5xx is an answer from a host that is up; a timeout or network failure on every attempt is not.
  if (!answered) deps.silent?.set(origin, last);
  throw failures.unreachable(
    last.startsWith('HTTP') ? 'HTTP status' : '(connection)',
    `${last} (${tried < policy.attempts ? 'not retried: a request that timed out may have been acted on' : `gave up after ${tried} attempt(s)`})`,
    tried,
    lastCause,
  );
}

class TooLarge extends Error {}

async function readBounded(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      body.destroy();
      throw new TooLarge(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isTimeout(cause: unknown): boolean {
  if (!(cause instanceof Error)) return false;
  const code = (cause as { code?: unknown }).code;
  return cause.name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

function networkDetail(cause: unknown, timeoutMs: number): string {
  if (isTimeout(cause)) return `no answer within ${timeoutMs} ms (timeout)`;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${typeof code === 'string' ? `${code}: ` : ''}${cause.message}`;
  }
  return String(cause);
}

/** The start of an error body, on one line, for the message. */
function bodyHint(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim().slice(0, 120);
  return line === '' ? '' : `: ${line}`;
}
