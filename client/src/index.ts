import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

/** Every body schema of openapi.json, by name (`Schemas['ResultsResponse']`). */
export type Schemas = components['schemas'];
/** The body of every error answer: `{ success: false, error }`, `error` in the requested language. */
export type ErrorBody = Schemas['ErrorResponse'];
export type LotteryId = Schemas['LotteryId'];
export type Lang = Schemas['Lang'];
/** The languages whose feeds and calendars live under their own folder; Thai has none. */
export type FolderLang = Exclude<Lang, 'th'>;

type Query<Op extends 'results' | 'check' | 'checkMany' | 'stats' | 'calculations' | 'lotteries'> = NonNullable<
  operations[Op]['parameters']['query']
>;

export interface LotteryClientOptions {
  /** The service's address, e.g. `https://example.org` (no final slash needed). */
  readonly baseUrl: string;
  /** A fetch to use instead of the global one (tests, proxies, retries). */
  readonly fetch?: ClientOptions['fetch'];
}

/** Per-request options: `ifNoneMatch` turns a repeated poll into a cheap 304 (C3.4). */
export interface RequestOptions {
  readonly ifNoneMatch?: string | undefined;
  readonly signal?: AbortSignal;
}

function init(options: RequestOptions): { headers?: Record<string, string>; signal?: AbortSignal } {
  return {
    ...(options.ifNoneMatch !== undefined ? { headers: { 'If-None-Match': options.ifNoneMatch } } : {}),
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  };
}

/**
 * What a request with `ifNoneMatch` answers when the representation has not changed (C3.4): a 304
 * with no body, neither `data` nor an `error`. `notModified` tells it apart; keep the copy you have.
 */
export interface NotModified {
  readonly data: undefined;
  readonly error: undefined;
  readonly notModified: true;
  readonly response: Response;
}

/** The type of `ifNoneMatch` in a method's options, `undefined` when they have none (`{}`, `{ signal }`). */
type IfNoneMatchOf<O> = 'ifNoneMatch' extends keyof O ? O['ifNoneMatch' & keyof O] : undefined;

/** A method's answer: a 304 (NotModified) is possible only when `ifNoneMatch` may be given. */
export type Polled<R, O> = [IfNoneMatchOf<O>] extends [undefined] ? R : R | NotModified;

/** A method's options as given: RequestOptions' names only (a misspelt one is a type error). */
export type Options<O> = O & { readonly [K in Exclude<keyof O, keyof RequestOptions>]: never };

/**
 * openapi-fetch reads a 304's empty body as an `error` of "": it is NotModified instead. An error
 * answer that is not the service's JSON (a gateway's HTML 502, an empty body, the JSON of a text
 * endpoint read as text) becomes an `ErrorBody` too, so `error.error` is always a text.
 */
function polled<R extends { readonly response: Response; readonly error?: unknown }, O extends RequestOptions>(
  answer: Promise<R>,
  _options?: O,
): Promise<Polled<R, O>> {
  return answer.then((r) => {
    if (r.response.status === 304) return { data: undefined, error: undefined, notModified: true, response: r.response } as Polled<R, O>;
    // openapi-fetch gives neither data nor error for any answer with Content-Length: 0.
    if (r.response.ok) {
      if ((r as { readonly data?: unknown }).data === undefined) {
        throw new TypeError(`HTTP ${r.response.status} with an empty body from ${r.response.url}: every endpoint sends one`);
      }
      return r as Polled<R, O>;
    }
    if (isErrorBody(r.error)) return r as Polled<R, O>;
    return { ...r, error: errorBodyOf(r.error, r.response) } as Polled<R, O>;
  });
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'success' in value &&
    value.success === false &&
    'error' in value &&
    typeof value.error === 'string'
  );
}

/** The service's error body inside an answer read as text, or one that names the HTTP status. */
function errorBodyOf(error: unknown, response: Response): ErrorBody {
  if (typeof error === 'string') {
    try {
      const parsed: unknown = JSON.parse(error);
      if (isErrorBody(parsed)) return parsed;
    } catch {
      // not JSON: an answer of something between the client and the service
    }
  }
  return { success: false, error: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` };
}

/**
 * A typed client of every endpoint of the lottery results service. Each method answers
 * openapi-fetch's `{ data, error, response }`: `data` typed by the endpoint's schema on success,
 * `error` typed as `ErrorBody` on a 4xx or 5xx, `response` for the status and headers (ETag,
 * RateLimit-*); with `ifNoneMatch`, also NotModified (a 304). `api` is the underlying
 * openapi-fetch client for anything else.
 */
export function createLotteryClient(options: LotteryClientOptions) {
  const api: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
  });
  return {
    api,
    /** GET /results: the newest draws of a lottery. */
    results: <O extends RequestOptions = Record<never, never>>(query: Query<'results'> = {}, o?: Options<O>) =>
      polled(api.GET('/results', { params: { query }, ...init(o ?? {}) }), o),
    /** GET /check: a number against the newest draw, or the draw of `date` (YYYY-MM-DD; live, never cached). */
    check: <O extends RequestOptions = Record<never, never>>(query: Query<'check'>, o?: Options<O>) =>
      polled(api.GET('/check', { params: { query }, ...init(o ?? {}) }), o),
    /**
     * GET /check-many: up to 100 numbers against the newest draw, or the draw of `date` (live, never
     * cached). `numbers` is the list joined with commas; a list given as an array is joined here.
     */
    checkMany: <O extends RequestOptions = Record<never, never>>(
      query: Omit<Query<'checkMany'>, 'numbers'> & { numbers: string | readonly string[] },
      o?: Options<O>,
    ) =>
      polled(
        api.GET('/check-many', {
          params: { query: { ...query, numbers: typeof query.numbers === 'string' ? query.numbers : query.numbers.join(',') } },
          ...init(o ?? {}),
        }),
        o,
      ),
    /** GET /stats: how often each number has come up. */
    stats: <O extends RequestOptions = Record<never, never>>(query: Query<'stats'> = {}, o?: Options<O>) =>
      polled(api.GET('/stats', { params: { query }, ...init(o ?? {}) }), o),
    /** GET /calculations: the statistics of formula 1.0.0 over a window of draws. */
    calculations: <O extends RequestOptions = Record<never, never>>(query: Query<'calculations'> = {}, o?: Options<O>) =>
      polled(api.GET('/calculations', { params: { query }, ...init(o ?? {}) }), o),
    /** GET /lotteries: every lottery with its newest stored draw and the next scheduled draws (how far behind it is). */
    lotteries: <O extends RequestOptions = Record<never, never>>(query: Query<'lotteries'> = {}, o?: Options<O>) =>
      polled(api.GET('/lotteries', { params: { query }, ...init(o ?? {}) }), o),
    /** GET /openapi.json: the contract this client is generated from. */
    openapi: <O extends RequestOptions = Record<never, never>>(o?: Options<O>) => polled(api.GET('/openapi.json', init(o ?? {})), o),
    /** GET /readme.md, as text. */
    readme: <O extends RequestOptions = Record<never, never>>(o?: Options<O>) =>
      polled(api.GET('/readme.md', { parseAs: 'text', ...init(o ?? {}) }), o),
    /** GET /feeds/{lottery}.json or /feeds/{lang}/{lottery}.json: JSON Feed 1.1 of the 20 newest draws. */
    jsonFeed: <O extends RequestOptions = Record<never, never>>(lottery: LotteryId, lang: Lang = 'th', o?: Options<O>) =>
      polled(
        lang === 'th'
          ? api.GET('/feeds/{lottery}.json', { params: { path: { lottery } }, ...init(o ?? {}) })
          : api.GET('/feeds/{lang}/{lottery}.json', { params: { path: { lang, lottery } }, ...init(o ?? {}) }),
        o,
      ),
    /** GET /feeds/{lottery}.atom or /feeds/{lang}/{lottery}.atom: the Atom feed, as text. */
    atomFeed: <O extends RequestOptions = Record<never, never>>(lottery: LotteryId, lang: Lang = 'th', o?: Options<O>) =>
      polled(
        lang === 'th'
          ? api.GET('/feeds/{lottery}.atom', { params: { path: { lottery } }, parseAs: 'text', ...init(o ?? {}) })
          : api.GET('/feeds/{lang}/{lottery}.atom', { params: { path: { lang, lottery } }, parseAs: 'text', ...init(o ?? {}) }),
        o,
      ),
    /** GET /calendar/{lottery}.ics or /calendar/{lang}/{lottery}.ics: the iCalendar file, as text. */
    calendar: <O extends RequestOptions = Record<never, never>>(lottery: LotteryId, lang: Lang = 'th', o?: Options<O>) =>
      polled(
        lang === 'th'
          ? api.GET('/calendar/{lottery}.ics', { params: { path: { lottery } }, parseAs: 'text', ...init(o ?? {}) })
          : api.GET('/calendar/{lang}/{lottery}.ics', { params: { path: { lang, lottery } }, parseAs: 'text', ...init(o ?? {}) }),
        o,
      ),
    /** GET /history/{lottery}.json: every stored draw, oldest first. */
    history: <O extends RequestOptions = Record<never, never>>(lottery: LotteryId, o?: Options<O>) =>
      polled(api.GET('/history/{lottery}.json', { params: { path: { lottery } }, ...init(o ?? {}) }), o),
    /** GET /history/{lottery}.csv: the same draws as CSV text. */
    historyCsv: <O extends RequestOptions = Record<never, never>>(lottery: LotteryId, o?: Options<O>) =>
      polled(api.GET('/history/{lottery}.csv', { params: { path: { lottery } }, parseAs: 'text', ...init(o ?? {}) }), o),
    /** GET /history/index.json: per lottery the draws, dates, missing dates and SHA-256 of each file. */
    historyIndex: <O extends RequestOptions = Record<never, never>>(o?: Options<O>) =>
      polled(api.GET('/history/index.json', init(o ?? {})), o),
  };
}

export type LotteryClient = ReturnType<typeof createLotteryClient>;
