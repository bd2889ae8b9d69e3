import {
  DEFAULT_LANG,
  DEFAULT_LOTTERY,
  LANGS,
  LOTTERY_IDS,
  type Lang,
  type LotteryId,
  type PrizeSlug,
  calculationPrizes,
  checkLengths,
  format,
  isLang,
  isLotteryId,
  joinList,
  joinOr,
  lottery,
} from '../registry/index.ts';

/** The four data endpoints (SPEC "Endpoints") and `/lotteries` (C9.1). */
export const ENDPOINTS = ['results', 'check', 'stats', 'calculations', 'lotteries'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** SPEC: `limit` 1 to 20, default 1. */
export const LIMIT_MIN = 1;
export const LIMIT_MAX = 20;
export const DEFAULT_LIMIT = 1;
/** SPEC: `window` values and default 30. */
export const WINDOWS = ['5', '10', '20', '30', '50', '100', 'all'] as const;
export type Window = (typeof WINDOWS)[number];
export const DEFAULT_WINDOW: Window = '30';
/** C2.2: the value echoed in an error is cut to 40 characters. */
export const ECHO_MAX_CHARS = 40;

export interface ResultsParams {
  readonly endpoint: 'results';
  readonly lang: Lang;
  readonly lottery: LotteryId;
  readonly limit: number;
}
export interface StatsParams {
  readonly endpoint: 'stats';
  readonly lang: Lang;
  readonly lottery: LotteryId;
}
export interface CheckParams {
  readonly endpoint: 'check';
  readonly lang: Lang;
  readonly lottery: LotteryId;
  readonly number: string;
}
export interface CalculationsParams {
  readonly endpoint: 'calculations';
  readonly lang: Lang;
  readonly lottery: LotteryId;
  readonly window: Window;
  /** null: every supported prize. */
  readonly prize: PrizeSlug | null;
}
/** C9.1: `lang` only; a `lottery` given to it is an unknown parameter, ignored (C2.4). */
export interface LotteriesParams {
  readonly endpoint: 'lotteries';
  readonly lang: Lang;
}
export type Params = ResultsParams | StatsParams | CheckParams | CalculationsParams | LotteriesParams;

/** A rejected request: C2.2's 400 with its message in the language that applies. */
export interface ParamError {
  readonly lang: Lang;
  readonly error: string;
}

export type ParseResult<P> = { readonly ok: true; readonly params: P } | { readonly ok: false; readonly failure: ParamError };

type Query = Pick<URLSearchParams, 'getAll'>;

/**
 * Validates a query string for an endpoint exactly as C2 orders it: `lang`, then `lottery`, then the
 * endpoint's own parameters in SPEC's order; the first invalid one decides the error. Values are
 * taken literally (C2.3); unknown parameters are ignored (C2.4).
 */
export function parseParams(endpoint: 'results', query: Query): ParseResult<ResultsParams>;
export function parseParams(endpoint: 'stats', query: Query): ParseResult<StatsParams>;
export function parseParams(endpoint: 'check', query: Query): ParseResult<CheckParams>;
export function parseParams(endpoint: 'calculations', query: Query): ParseResult<CalculationsParams>;
export function parseParams(endpoint: 'lotteries', query: Query): ParseResult<LotteriesParams>;
export function parseParams(endpoint: Endpoint, query: Query): ParseResult<Params>;
export function parseParams(endpoint: Endpoint, query: Query): ParseResult<Params> {
  const langValue = single(query, 'lang');
  if (langValue.kind !== 'absent' && !(langValue.kind === 'one' && isLang(langValue.value))) {
    return fail(DEFAULT_LANG, 'lang', langValue, LANGS.join(', '));
  }
  const lang: Lang = langValue.kind === 'one' ? (langValue.value as Lang) : DEFAULT_LANG;
  if (endpoint === 'lotteries') return ok({ endpoint, lang });

  const lotteryValue = single(query, 'lottery');
  if (lotteryValue.kind !== 'absent' && !(lotteryValue.kind === 'one' && isLotteryId(lotteryValue.value))) {
    return fail(lang, 'lottery', lotteryValue, LOTTERY_IDS.join(', '));
  }
  const lotteryId: LotteryId = lotteryValue.kind === 'one' ? (lotteryValue.value as LotteryId) : DEFAULT_LOTTERY;

  switch (endpoint) {
    case 'results': {
      const v = single(query, 'limit');
      if (v.kind === 'absent') return ok({ endpoint, lang, lottery: lotteryId, limit: DEFAULT_LIMIT });
      // C2.3: no sign, decimal point, leading zero or spaces; only 1..20 written plainly.
      if (v.kind === 'one' && /^[1-9][0-9]?$/.test(v.value)) {
        const limit = Number(v.value);
        if (limit >= LIMIT_MIN && limit <= LIMIT_MAX) return ok({ endpoint, lang, lottery: lotteryId, limit });
      }
      return fail(lang, 'limit', v, format(lang, 'allowed.range', { min: LIMIT_MIN, max: LIMIT_MAX }));
    }
    case 'stats':
      return ok({ endpoint, lang, lottery: lotteryId });
    case 'check': {
      const v = single(query, 'number');
      const lengths = checkLengths(lottery(lotteryId));
      // C2.6: ASCII digits only, of a length the lottery accepts.
      if (v.kind === 'one' && /^[0-9]+$/.test(v.value) && lengths.includes(v.value.length)) {
        return ok({ endpoint, lang, lottery: lotteryId, number: v.value });
      }
      const allowed = format(lang, 'allowed.number', {
        lengths: joinOr(lang, lengths.map(String)),
        lottery: lottery(lotteryId).names[lang],
      });
      if (v.kind === 'absent') return { ok: false, failure: { lang, error: format(lang, 'error.missing-param', { param: 'number', allowed }) } };
      return fail(lang, 'number', v, allowed);
    }
    case 'calculations': {
      const w = single(query, 'window');
      if (w.kind !== 'absent' && !(w.kind === 'one' && (WINDOWS as readonly string[]).includes(w.value))) {
        return fail(lang, 'window', w, WINDOWS.join(', '));
      }
      const window: Window = w.kind === 'one' ? (w.value as Window) : DEFAULT_WINDOW;
      const p = single(query, 'prize');
      const supported = calculationPrizes(lottery(lotteryId)).map((d) => d.slug);
      if (p.kind === 'absent') return ok({ endpoint, lang, lottery: lotteryId, window, prize: null });
      if (p.kind === 'one' && (supported as readonly string[]).includes(p.value)) {
        return ok({ endpoint, lang, lottery: lotteryId, window, prize: p.value as PrizeSlug });
      }
      return fail(lang, 'prize', p, supported.join(', '));
    }
  }
}

type Single = { kind: 'absent' } | { kind: 'one'; value: string } | { kind: 'repeated'; values: readonly string[] };

function single(query: Query, name: string): Single {
  const values = query.getAll(name);
  if (values.length === 0) return { kind: 'absent' };
  if (values.length === 1) return { kind: 'one', value: values[0] as string };
  return { kind: 'repeated', values };
}

function ok<P extends Params>(params: P): ParseResult<P> {
  return { ok: true, params };
}

function fail(lang: Lang, param: string, value: Single, allowed: string): { ok: false; failure: ParamError } {
  if (value.kind === 'repeated') {
    const echo = echoValue(joinList(lang, value.values));
    return { ok: false, failure: { lang, error: format(lang, 'error.repeated-param', { param, value: echo, allowed }) } };
  }
  const echo = value.kind === 'one' ? echoValue(value.value) : '';
  return { ok: false, failure: { lang, error: format(lang, 'error.invalid-param', { param, value: echo, allowed }) } };
}

/** C2.2: at most 40 characters (code points, so no character is split) of the received value. */
export function echoValue(value: string): string {
  const chars = Array.from(value);
  return chars.length <= ECHO_MAX_CHARS ? value : chars.slice(0, ECHO_MAX_CHARS).join('');
}
