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
  readonly ifNoneMatch?: string;
  readonly signal?: AbortSignal;
}

function init(options: RequestOptions): { headers?: Record<string, string>; signal?: AbortSignal } {
  return {
    ...(options.ifNoneMatch !== undefined ? { headers: { 'If-None-Match': options.ifNoneMatch } } : {}),
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  };
}

/**
 * A typed client of every endpoint of the lottery results service. Each method answers
 * openapi-fetch's `{ data, error, response }`: `data` typed by the endpoint's schema on success,
 * `error` typed as `ErrorBody` on a 4xx or 5xx, `response` for the status and headers (ETag,
 * RateLimit-*). `api` is the underlying openapi-fetch client for anything else.
 */
export function createLotteryClient(options: LotteryClientOptions) {
  const api: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
  });
  return {
    api,
    /** GET /results: the newest draws of a lottery. */
    results: (query: Query<'results'> = {}, o: RequestOptions = {}) => api.GET('/results', { params: { query }, ...init(o) }),
    /** GET /check: a number against the newest draw, or the draw of `date` (YYYY-MM-DD; live, never cached). */
    check: (query: Query<'check'>, o: RequestOptions = {}) => api.GET('/check', { params: { query }, ...init(o) }),
    /**
     * GET /check-many: up to 100 numbers against the newest draw, or the draw of `date` (live, never
     * cached). `numbers` is the list joined with commas; a list given as an array is joined here.
     */
    checkMany: (query: Omit<Query<'checkMany'>, 'numbers'> & { numbers: string | readonly string[] }, o: RequestOptions = {}) =>
      api.GET('/check-many', {
        params: { query: { ...query, numbers: typeof query.numbers === 'string' ? query.numbers : query.numbers.join(',') } },
        ...init(o),
      }),
    /** GET /stats: how often each number has come up. */
    stats: (query: Query<'stats'> = {}, o: RequestOptions = {}) => api.GET('/stats', { params: { query }, ...init(o) }),
    /** GET /calculations: the statistics of formula 1.0.0 over a window of draws. */
    calculations: (query: Query<'calculations'> = {}, o: RequestOptions = {}) =>
      api.GET('/calculations', { params: { query }, ...init(o) }),
    /** GET /lotteries: every lottery with its newest stored draw and the next scheduled draws (how far behind it is). */
    lotteries: (query: Query<'lotteries'> = {}, o: RequestOptions = {}) => api.GET('/lotteries', { params: { query }, ...init(o) }),
    /** GET /openapi.json: the contract this client is generated from. */
    openapi: (o: RequestOptions = {}) => api.GET('/openapi.json', init(o)),
    /** GET /readme.md, as text. */
    readme: (o: RequestOptions = {}) => api.GET('/readme.md', { parseAs: 'text', ...init(o) }),
    /** GET /feeds/{lottery}.json or /feeds/{lang}/{lottery}.json: JSON Feed 1.1 of the 20 newest draws. */
    jsonFeed: (lottery: LotteryId, lang: Lang = 'th', o: RequestOptions = {}) =>
      lang === 'th'
        ? api.GET('/feeds/{lottery}.json', { params: { path: { lottery } }, ...init(o) })
        : api.GET('/feeds/{lang}/{lottery}.json', { params: { path: { lang, lottery } }, ...init(o) }),
    /** GET /feeds/{lottery}.atom or /feeds/{lang}/{lottery}.atom: the Atom feed, as text. */
    atomFeed: (lottery: LotteryId, lang: Lang = 'th', o: RequestOptions = {}) =>
      lang === 'th'
        ? api.GET('/feeds/{lottery}.atom', { params: { path: { lottery } }, parseAs: 'text', ...init(o) })
        : api.GET('/feeds/{lang}/{lottery}.atom', { params: { path: { lang, lottery } }, parseAs: 'text', ...init(o) }),
    /** GET /calendar/{lottery}.ics or /calendar/{lang}/{lottery}.ics: the iCalendar file, as text. */
    calendar: (lottery: LotteryId, lang: Lang = 'th', o: RequestOptions = {}) =>
      lang === 'th'
        ? api.GET('/calendar/{lottery}.ics', { params: { path: { lottery } }, parseAs: 'text', ...init(o) })
        : api.GET('/calendar/{lang}/{lottery}.ics', { params: { path: { lang, lottery } }, parseAs: 'text', ...init(o) }),
    /** GET /history/{lottery}.json: every stored draw, oldest first. */
    history: (lottery: LotteryId, o: RequestOptions = {}) =>
      api.GET('/history/{lottery}.json', { params: { path: { lottery } }, ...init(o) }),
    /** GET /history/{lottery}.csv: the same draws as CSV text. */
    historyCsv: (lottery: LotteryId, o: RequestOptions = {}) =>
      api.GET('/history/{lottery}.csv', { params: { path: { lottery } }, parseAs: 'text', ...init(o) }),
    /** GET /history/index.json: per lottery the draws, dates, missing dates and SHA-256 of each file. */
    historyIndex: (o: RequestOptions = {}) => api.GET('/history/index.json', init(o)),
  };
}

export type LotteryClient = ReturnType<typeof createLotteryClient>;
