import {
  DEFAULT_LANG,
  DEFAULT_LOTTERY,
  LANGS,
  LOTTERY_IDS,
  type Lang,
  type LotteryDef,
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
import { isCalendarDate } from '../registry/calendar-date.ts';

/** SPEC: `limit` 1 to 20, default 1. */
export const LIMIT_MIN = 1;
export const LIMIT_MAX = 20;
export const DEFAULT_LIMIT = 1;
/** SPEC: `window` values and default 30. */
export const WINDOWS = ['5', '10', '20', '30', '50', '100', 'all'] as const;
export type Window = (typeof WINDOWS)[number];
export const DEFAULT_WINDOW: Window = '30';
/** C9.4: how many numbers one `/check-many` request checks at most. */
export const NUMBERS_MAX = 100;
/** C9.4: the numbers of a `/check-many` request, each once in first-seen order, and those given more than once. */
export interface NumberList {
  readonly unique: readonly string[];
  readonly repeated: readonly string[];
}
/** C2.2: the value echoed in an error is cut to 40 characters. */
export const ECHO_MAX_CHARS = 40;

/** What a request gave for one parameter: nothing, one value, or several (C2.3: repeated is invalid). */
export type Single = { kind: 'absent' } | { kind: 'one'; value: string } | { kind: 'repeated'; values: readonly string[] };

/** The request's language and lottery, already valid: later parameters' errors and domains depend on them. */
export interface ParamContext {
  readonly lang: Lang;
  readonly lottery: LotteryId;
}

export type ParamParse<V> = { readonly ok: true; readonly value: V } | { readonly ok: false; readonly error: string };

/**
 * One query parameter: how its value is read (C2) and, for the static enumeration and the Netlify
 * rules, every value it can take for a lottery as a request writes it. `values` is null for a
 * parameter whose values are not listed (`number`: only live endpoints take it).
 */
export interface ParamSpec<V> {
  readonly values: ((def: LotteryDef) => readonly string[]) | null;
  readonly parse: (given: Single, context: ParamContext) => ParamParse<V>;
}

/**
 * The accepted results of the two parameters every request has, made once: /check is the hot path
 * (a p50 under 10 us is the aim), and these are two allocations fewer per request.
 */
const ACCEPTED_LANG: ReadonlyMap<string, ParamParse<Lang>> = new Map(LANGS.map((l) => [l, { ok: true, value: l }]));
const ACCEPTED_LOTTERY: ReadonlyMap<string, ParamParse<LotteryId>> = new Map(LOTTERY_IDS.map((id) => [id, { ok: true, value: id }]));

const NO_DATE: ParamParse<null> = { ok: true, value: null };

/** What `numbers` accepts for a lottery, in the request's language (C2.2). */
function numbersAllowed(lang: Lang, def: LotteryDef): string {
  return format(lang, 'allowed.numbers', { min: 1, max: NUMBERS_MAX, number: numberAllowed(lang, def) });
}

/** What `number` accepts for a lottery (C2.6): ASCII digits of the lengths of C5.1. */
function numberAllowed(lang: Lang, def: LotteryDef): string {
  return format(lang, 'allowed.number', { lengths: joinOr(lang, checkLengths(def).map(String)), lottery: def.names[lang] });
}

const LIMIT_VALUES: readonly string[] = Array.from({ length: LIMIT_MAX - LIMIT_MIN + 1 }, (_, i) => String(LIMIT_MIN + i));

/**
 * Every query parameter of the data endpoints, with its value domain from the registry (C2). The
 * endpoint table (endpoints.ts) lists which of them each endpoint takes, in C2.1's order.
 */
export const PARAM_SPECS = {
  lang: spec<Lang>({
    values: () => LANGS,
    parse: (v) =>
      v.kind === 'absent'
        ? (ACCEPTED_LANG.get(DEFAULT_LANG) ?? accept(DEFAULT_LANG))
        : v.kind === 'one' && isLang(v.value)
          ? (ACCEPTED_LANG.get(v.value) ?? accept(v.value))
          : reject(DEFAULT_LANG, 'lang', v, LANGS.join(', ')),
  }),
  lottery: spec<LotteryId>({
    values: (def) => [def.id],
    parse: (v, { lang }) =>
      v.kind === 'absent'
        ? (ACCEPTED_LOTTERY.get(DEFAULT_LOTTERY) ?? accept(DEFAULT_LOTTERY))
        : v.kind === 'one' && isLotteryId(v.value)
          ? (ACCEPTED_LOTTERY.get(v.value) ?? accept(v.value))
          : reject(lang, 'lottery', v, LOTTERY_IDS.join(', ')),
  }),
  limit: spec<number>({
    values: () => LIMIT_VALUES,
    parse: (v, { lang }) => {
      if (v.kind === 'absent') return accept(DEFAULT_LIMIT);
      // C2.3: no sign, decimal point, leading zero or spaces; only 1..20 written plainly.
      if (v.kind === 'one' && /^[1-9][0-9]?$/.test(v.value)) {
        const limit = Number(v.value);
        if (limit >= LIMIT_MIN && limit <= LIMIT_MAX) return accept(limit);
      }
      return reject(lang, 'limit', v, format(lang, 'allowed.range', { min: LIMIT_MIN, max: LIMIT_MAX }));
    },
  }),
  number: spec<string>({
    values: null,
    parse: (v, { lang, lottery: id }) => {
      const lengths = checkLengths(lottery(id));
      // C2.6: ASCII digits only, of a length the lottery accepts.
      if (v.kind === 'one' && /^[0-9]+$/.test(v.value) && lengths.includes(v.value.length)) return accept(v.value);
      const allowed = numberAllowed(lang, lottery(id));
      if (v.kind === 'absent') return { ok: false, error: format(lang, 'error.missing-param', { param: 'number', allowed }) };
      return reject(lang, 'number', v, allowed);
    },
  }),
  /** C9.4: a draw date (null: the latest draw). Whether a draw is stored then, or the date is past, the answer decides. */
  date: spec<string | null>({
    values: null,
    parse: (v, { lang }) => {
      if (v.kind === 'absent') return NO_DATE;
      if (v.kind === 'one' && isCalendarDate(v.value)) return accept(v.value);
      return reject(lang, 'date', v, format(lang, 'allowed.date'));
    },
  }),
  /** C9.4 (`/check-many`): 1 to 100 numbers, each valid as `number`; repeats are checked once. */
  numbers: spec<NumberList>({
    values: null,
    parse: (v, { lang, lottery: id }) => {
      const def = lottery(id);
      const allowed = () => numbersAllowed(lang, def);
      if (v.kind === 'absent') return { ok: false, error: format(lang, 'error.missing-param', { param: 'numbers', allowed: allowed() }) };
      if (v.kind === 'repeated' || v.value === '') return reject(lang, 'numbers', v, allowed());
      const given = v.value.split(',');
      if (given.length > NUMBERS_MAX) {
        return { ok: false, error: format(lang, 'error.numbers-too-many', { count: given.length, max: NUMBERS_MAX, allowed: allowed() }) };
      }
      const lengths = checkLengths(def);
      const invalid = [...new Set(given.filter((n) => !(/^[0-9]+$/.test(n) && lengths.includes(n.length))))];
      if (invalid.length > 0) {
        const values = joinList(
          lang,
          invalid.map((n) => `"${echoValue(n)}"`),
        );
        return { ok: false, error: format(lang, 'error.numbers-invalid', { count: invalid.length, values, allowed: allowed() }) };
      }
      const unique = [...new Set(given)];
      const seen = new Set<string>();
      const repeated = new Set<string>();
      for (const n of given) (seen.has(n) ? repeated : seen).add(n);
      return accept({ unique, repeated: unique.filter((n) => repeated.has(n)) });
    },
  }),
  window: spec<Window>({
    values: () => WINDOWS,
    parse: (v, { lang }) =>
      v.kind === 'absent'
        ? accept(DEFAULT_WINDOW)
        : v.kind === 'one' && (WINDOWS as readonly string[]).includes(v.value)
          ? accept(v.value as Window)
          : reject(lang, 'window', v, WINDOWS.join(', ')),
  }),
  /** null: every prize the lottery supports (C6.1). */
  prize: spec<PrizeSlug | null>({
    values: (def) => calculationPrizes(def).map((p) => p.slug),
    parse: (v, { lang, lottery: id }) => {
      if (v.kind === 'absent') return accept(null);
      const supported = calculationPrizes(lottery(id)).map((d) => d.slug);
      if (v.kind === 'one' && (supported as readonly string[]).includes(v.value)) return accept(v.value as PrizeSlug);
      return reject(lang, 'prize', v, supported.join(', '));
    },
  }),
} as const;

export type ParamName = keyof typeof PARAM_SPECS;
/** The type of each parameter's parsed value, read off its parser. */
export type ParamValue = { [K in ParamName]: (typeof PARAM_SPECS)[K] extends ParamSpec<infer V> ? V : never };

/** One object for every absent parameter: /check's optional `date` costs no allocation on the hot path. */
const ABSENT: Single = Object.freeze({ kind: 'absent' });

/** A parameter's value in a query: absent, once, or repeated. */
export function single(query: Pick<URLSearchParams, 'getAll'>, name: string): Single {
  const values = query.getAll(name);
  if (values.length === 0) return ABSENT;
  if (values.length === 1) return { kind: 'one', value: values[0] as string };
  return { kind: 'repeated', values };
}

/** Types one parameter's spec by its value. */
function spec<V>(s: ParamSpec<V>): ParamSpec<V> {
  return s;
}

function accept<V>(value: V): ParamParse<V> {
  return { ok: true, value };
}

/** C2.2: the error naming the parameter, the value received (cut) and what is allowed. */
function reject(lang: Lang, param: string, value: Single, allowed: string): { ok: false; error: string } {
  if (value.kind === 'repeated') {
    // The values as received, joined as the allowed identifiers are: never in a language's own separator.
    const echo = echoValue(value.values.join(', '));
    return { ok: false, error: format(lang, 'error.repeated-param', { param, value: echo, allowed }) };
  }
  const echo = value.kind === 'one' ? echoValue(value.value) : '';
  return { ok: false, error: format(lang, 'error.invalid-param', { param, value: echo, allowed }) };
}

/** C2.2: at most 40 characters (code points, so no character is split) of the received value. */
export function echoValue(value: string): string {
  const chars = Array.from(value);
  return chars.length <= ECHO_MAX_CHARS ? value : chars.slice(0, ECHO_MAX_CHARS).join('');
}
