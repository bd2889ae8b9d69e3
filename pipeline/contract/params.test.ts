import { describe, expect, test } from 'vitest';
import { LANGS, LOTTERY_IDS, type Lang, type LotteryId, MESSAGES, calculationPrizes, lottery } from '../registry/index.ts';
import {
  DEFAULT_LIMIT,
  DEFAULT_WINDOW,
  ECHO_MAX_CHARS,
  type Endpoint,
  LIMIT_MAX,
  LIMIT_MIN,
  WINDOWS,
  echoValue,
  parseParams,
} from './params.ts';

/** Parses a raw query string exactly as the HTTP edge does (URLSearchParams decodes it). */
const parse = (endpoint: Endpoint, query: string) => parseParams(endpoint, new URLSearchParams(query));

/** The error text of a rejected query; fails the test when the query was accepted. */
function errorOf(endpoint: Endpoint, query: string): { lang: Lang; error: string } {
  const r = parse(endpoint, query);
  if (r.ok) throw new Error(`${endpoint}?${query} was accepted: ${JSON.stringify(r.params)}`);
  return r.failure;
}

/** The words before `"{param}"` in a message: enough to tell its language and its kind. */
const lead = (key: 'error.invalid-param' | 'error.repeated-param' | 'error.missing-param', lang: Lang): string =>
  MESSAGES[key][lang].split('"{param}"')[0] as string;

const THAI = /[\u0E00-\u0E7F]/;

describe('defaults (SPEC parameter tables)', () => {
  test('/results: Thai, thai-government, the latest draw only', () => {
    expect(parse('results', '')).toEqual({ ok: true, params: { endpoint: 'results', lang: 'th', lottery: 'thai-government', limit: 1 } });
    expect(DEFAULT_LIMIT).toBe(1);
  });

  test('/stats: Thai, thai-government', () => {
    expect(parse('stats', '')).toEqual({ ok: true, params: { endpoint: 'stats', lang: 'th', lottery: 'thai-government' } });
  });

  test('/calculations: window 30 and every supported prize', () => {
    expect(parse('calculations', '')).toEqual({
      ok: true,
      params: { endpoint: 'calculations', lang: 'th', lottery: 'thai-government', window: '30', prize: null },
    });
    expect(DEFAULT_WINDOW).toBe('30');
  });

  test('/check: number is the only required parameter (date absent: the latest draw, C9.4)', () => {
    expect(parse('check', 'number=43')).toEqual({
      ok: true,
      params: { endpoint: 'check', lang: 'th', lottery: 'thai-government', number: '43', date: null },
    });
  });
});

describe('accepted values', () => {
  test.each(LANGS)('lang=%s', (lang) => {
    expect(parse('stats', `lang=${lang}`)).toMatchObject({ ok: true, params: { lang } });
  });

  test.each(LOTTERY_IDS)('lottery=%s', (id) => {
    expect(parse('stats', `lottery=${id}`)).toMatchObject({ ok: true, params: { lottery: id } });
  });

  test.each(Array.from({ length: LIMIT_MAX - LIMIT_MIN + 1 }, (_, i) => LIMIT_MIN + i))('limit=%i', (limit) => {
    expect(parse('results', `limit=${limit}`)).toMatchObject({ ok: true, params: { limit } });
  });

  test.each(WINDOWS)('window=%s', (window) => {
    expect(parse('calculations', `window=${window}`)).toMatchObject({ ok: true, params: { window } });
  });

  test.each([
    ['thai-government', ['first-three-digit', 'last-three-digit', 'last-two-digit']],
    ['hanoi-normal', ['last-three-digit', 'upper-two-digit', 'last-two-digit']],
    ['lao-lottery', ['last-three-digit', 'upper-two-digit', 'last-two-digit']],
    ['gsb-lottery', ['last-three-digit', 'upper-two-digit', 'last-two-digit']],
  ] as const)('%s accepts the 2- and 3-digit prizes %j (C6.1)', (id, slugs) => {
    for (const prize of slugs) {
      expect(parse('calculations', `lottery=${id}&prize=${prize}`)).toMatchObject({ ok: true, params: { lottery: id, prize } });
    }
  });

  test.each([
    ['thai-government', '43'],
    ['thai-government', '065'],
    ['thai-government', '536077'],
    ['thai-government', '000000'],
    ['thai-government', '00'],
    ['gsb-lottery', '1234567'],
    ['hanoi-normal', '2554'],
    ['lao-lottery', '4693'],
    ['lao-star', '12'],
    ['lao-star', '262'],
  ] as const)('%s accepts number=%s (C5.1)', (id, number) => {
    expect(parse('check', `lottery=${id}&number=${number}`)).toMatchObject({ ok: true, params: { lottery: id, number } });
  });

  test('unknown extra parameters are ignored, including differently cased known names (C2.4)', () => {
    expect(parse('results', 'foo=bar&LIMIT=99&Lang=xx&number=abc&window=nope&limit=5')).toEqual({
      ok: true,
      params: { endpoint: 'results', lang: 'th', lottery: 'thai-government', limit: 5 },
    });
    expect(parse('stats', 'limit=0&prize=x&utm_source=a&utm_source=b')).toMatchObject({ ok: true });
  });
});

describe('invalid values (C2.3, C2.5, C2.6)', () => {
  /** The value as written in the URL's query string: `+` and `%20` decode to a space. */
  test.each([
    ['empty', '', ''],
    ['zero', '0', '0'],
    ['above the range', '21', '21'],
    ['far above the range', '100', '100'],
    ['a plus sign', '%2B1', '+1'],
    ['a minus sign', '-1', '-1'],
    ['a decimal point', '1.0', '1.0'],
    ['a trailing decimal point', '1.', '1.'],
    ['a leading zero', '01', '01'],
    ['a leading zero before 20', '020', '020'],
    ['a leading space', '%201', ' 1'],
    ['a trailing space', '1%20', '1 '],
    ['a plus that decodes to a space', '+5', ' 5'],
    ['an exponent', '1e1', '1e1'],
    ['hexadecimal', '0x5', '0x5'],
    ['letters', 'abc', 'abc'],
    ['a number with letters', '5a', '5a'],
    ['Thai digits', '๕', '๕'],
    ['fullwidth digits', '５', '５'],
    ['Arabic-Indic digits', '٥', '٥'],
  ])('limit: %s (%s) is rejected and echoed', (_name, written, received) => {
    const { error } = errorOf('results', `lang=en&limit=${written}`);
    expect(error).toBe(`Invalid value for parameter "limit": received "${received}". Allowed: a whole number from 1 to 20`);
  });

  test.each([
    ['empty', ''],
    ['upper case', 'TH'],
    ['mixed case', 'En'],
    ['a leading space', ' th'],
    ['a trailing space', 'th '],
    ['a language tag with region', 'th-TH'],
    ['a language name', 'thai'],
    ['a language not served', 'fr'],
  ])('lang: %s (%j) is rejected, in Thai', (_name, raw) => {
    const failure = errorOf('stats', `lang=${encodeURIComponent(raw)}`);
    expect(failure.lang).toBe('th');
    expect(failure.error.startsWith(lead('error.invalid-param', 'th'))).toBe(true);
    expect(failure.error).toContain('"lang"');
  });

  test.each([
    ['empty', ''],
    ['upper case', 'THAI-GOVERNMENT'],
    ['title case', 'Thai-Government'],
    ['an underscore', 'thai_government'],
    ['a leading space', ' thai-government'],
    ['a trailing space', 'thai-government '],
    ['a prefix only', 'lao'],
    ['an unknown lottery', 'hanoi-hd'],
    ['a path', '../thai-government'],
  ])('lottery: %s (%j) is rejected', (_name, raw) => {
    expect(errorOf('stats', `lang=en&lottery=${encodeURIComponent(raw)}`).error).toContain('"lottery"');
  });

  test.each([
    ['empty', ''],
    ['not offered', '7'],
    ['a leading zero', '030'],
    ['a decimal point', '30.0'],
    ['a sign', '+30'],
    ['upper case', 'ALL'],
    ['title case', 'All'],
    ['a leading space', ' 30'],
    ['a trailing space', 'all '],
    ['above the largest', '1000'],
  ])('window: %s (%j) is rejected', (_name, raw) => {
    expect(errorOf('calculations', `lang=en&window=${encodeURIComponent(raw)}`).error).toContain('"window"');
  });

  test.each([
    ['thai-government', 'first-prize', 'a 6-digit prize'],
    ['thai-government', 'near-first-prize', 'a 6-digit prize'],
    ['thai-government', 'upper-two-digit', 'a prize GLO does not have'],
    ['thai-government', 'last-four-digit', 'a prize GLO does not have'],
    ['thai-government', '', 'empty'],
    ['thai-government', 'LAST-TWO-DIGIT', 'upper case'],
    ['thai-government', 'last-two-digit ', 'a trailing space'],
    ['thai-government', 'all', 'the name of the folder of every prize'],
    ['hanoi-normal', 'last-four-digit', 'a 4-digit prize (C6.1: 2 or 3 digits only)'],
    ['hanoi-normal', 'first-three-digit', 'a GLO-only prize'],
    ['lao-lottery', 'first-prize', 'a 4-digit headline'],
  ])('prize: %s rejects %j (%s)', (id, raw, _why) => {
    expect(errorOf('calculations', `lang=en&lottery=${id}&prize=${encodeURIComponent(raw)}`).error).toContain('"prize"');
  });

  const NUMBERS: ReadonlyArray<readonly [LotteryId, string, string]> = [
    ['thai-government', '1', 'length 1'],
    ['thai-government', '1234', 'length 4 (no last-four-digit prize)'],
    ['thai-government', '12345', 'length 5'],
    ['thai-government', '1234567', 'length 7'],
    ['thai-government', '12345678', 'length 8'],
    ['thai-government', '123456789012', 'length 12'],
    ['thai-government', '', 'empty'],
    ['thai-government', '12a', 'a number with letters'],
    ['thai-government', 'abc', 'letters only'],
    ['thai-government', '53607x', 'a ticket with a letter'],
    ['thai-government', ' 43', 'a leading space'],
    ['thai-government', '43 ', 'a trailing space'],
    ['thai-government', '536 077', 'an inner space'],
    ['thai-government', '+43', 'a sign'],
    ['thai-government', '-43', 'a minus sign'],
    ['thai-government', '4.3', 'a decimal point'],
    ['thai-government', '๔๓', 'Thai digits'],
    ['thai-government', '๕๓๖๐๗๗', 'six Thai digits'],
    ['thai-government', '４３', 'fullwidth digits'],
    ['thai-government', '٤٣', 'Arabic-Indic digits'],
    ['thai-government', '၄၃', 'Myanmar digits'],
    ['gsb-lottery', '123456', 'length 6 (the GSB ticket has 7)'],
    ['gsb-lottery', '1234', 'length 4'],
    ['gsb-lottery', '12345678', 'length 8'],
    ['hanoi-normal', '12345', 'the 5-digit headline'],
    ['hanoi-normal', '123456', 'length 6'],
    ['lao-lottery', '123456', 'length 6'],
    ['lao-star', '1234', 'length 4 (no last-four-digit prize)'],
    ['lao-star', '50262', 'the 5-digit headline'],
  ];
  test.each(NUMBERS)('number: %s rejects %j (%s)', (id, raw) => {
    const failure = errorOf('check', `lang=en&lottery=${id}&number=${encodeURIComponent(raw)}`);
    expect(failure.error).toContain('"number"');
    expect(failure.error).toContain(`received "${raw}"`);
  });

  test('a missing number is rejected and named (C2.6)', () => {
    const { error } = errorOf('check', 'lang=en');
    expect(error).toBe('Parameter "number" is required. Allowed: digits 0-9, 2, 3 or 6 digits long, for Thai Government Lottery');
  });

  test.each([
    ['results', 'limit', 'limit=1&limit=1'],
    ['results', 'limit', 'limit=1&limit=2'],
    ['results', 'lottery', 'lottery=thai-government&lottery=thai-government'],
    ['stats', 'lottery', 'lottery=hanoi-normal&lottery=thai-government'],
    ['calculations', 'window', 'window=30&window=30'],
    ['calculations', 'prize', 'prize=last-two-digit&prize=last-two-digit'],
    ['check', 'number', 'number=43&number=43'],
  ] as const)('%s: a repeated %s is rejected even when both values are valid (%s)', (endpoint, param, query) => {
    const { error } = errorOf(endpoint, `lang=en&${query}`);
    expect(error.startsWith(lead('error.repeated-param', 'en'))).toBe(true);
    expect(error).toContain(`"${param}"`);
  });

  test('a repeated value is echoed as received, joined with ", " in every language (C2.2)', () => {
    for (const lang of LANGS) {
      expect(errorOf('stats', `lang=${lang}&lottery=hanoi-normal&lottery=x`).error).toContain('"hanoi-normal, x"');
    }
  });

  test('a repeated lang is rejected, in Thai', () => {
    const failure = errorOf('results', 'lang=en&lang=en');
    expect(failure.lang).toBe('th');
    expect(failure.error.startsWith(lead('error.repeated-param', 'th'))).toBe(true);
    expect(failure.error).toContain('"lang"');
  });
});

describe('validation order: lang, lottery, then the endpoint parameters in SPEC order (C2.1)', () => {
  test.each([
    ['results', 'lang=xx&lottery=nope&limit=0', 'lang'],
    ['results', 'lottery=nope&limit=0&lang=en', 'lottery'],
    ['results', 'limit=0&lottery=nope&lang=xx', 'lang'],
    ['results', 'limit=0&lang=en', 'limit'],
    ['stats', 'lottery=nope&lang=xx', 'lang'],
    ['check', 'number=x&lottery=nope&lang=xx', 'lang'],
    ['check', 'number=x&lottery=nope&lang=en', 'lottery'],
    ['check', 'lottery=nope&lang=en', 'lottery'],
    ['check', 'lang=xx', 'lang'],
    ['calculations', 'prize=nope&window=7&lottery=nope&lang=xx', 'lang'],
    ['calculations', 'prize=nope&window=7&lottery=nope&lang=en', 'lottery'],
    ['calculations', 'prize=nope&window=7&lang=en', 'window'],
    ['calculations', 'prize=nope&window=5&lang=en', 'prize'],
    ['calculations', 'prize=nope&window=5&window=5&lang=en', 'window'],
  ] as const)('%s?%s fails on %s', (endpoint, query, param) => {
    expect(errorOf(endpoint, query).error).toMatch(new RegExp(`^[^"]*"${param}"`));
  });

  test('the prize is checked against the lottery of the request, not the default one', () => {
    // upper-two-digit exists for hanoi-normal but not for thai-government.
    expect(parse('calculations', 'lottery=hanoi-normal&prize=upper-two-digit')).toMatchObject({ ok: true });
    expect(errorOf('calculations', 'prize=upper-two-digit&lang=en').error).toContain('"prize"');
  });

  test('the number length is checked against the lottery of the request', () => {
    expect(parse('check', 'lottery=gsb-lottery&number=1234567')).toMatchObject({ ok: true });
    expect(errorOf('check', 'number=1234567&lang=en').error).toContain('"number"');
  });
});

describe('the error text (C2.2)', () => {
  test('names the parameter, the value received and every allowed value, for lang', () => {
    expect(errorOf('results', 'lang=fr').error).toBe('ค่าพารามิเตอร์ "lang" ไม่ถูกต้อง: ได้รับ "fr" ค่าที่รองรับ: th, en, lo, my, vi');
  });

  test('lists all 49 lotteries for an unknown lottery', () => {
    const { error } = errorOf('results', 'lang=en&lottery=hanoi-hd');
    expect(error.startsWith('Invalid value for parameter "lottery": received "hanoi-hd". Allowed: ')).toBe(true);
    const listed = error.slice(error.indexOf('Allowed: ') + 'Allowed: '.length).split(', ');
    expect(listed).toEqual([...LOTTERY_IDS]);
  });

  test('gives the range of limit', () => {
    expect(errorOf('results', 'lang=en&limit=21').error).toBe(
      'Invalid value for parameter "limit": received "21". Allowed: a whole number from 1 to 20',
    );
  });

  test('lists the windows', () => {
    expect(errorOf('calculations', 'lang=en&window=7').error).toBe(
      'Invalid value for parameter "window": received "7". Allowed: 5, 10, 20, 30, 50, 100, all',
    );
  });

  test.each([
    ['thai-government', 'first-three-digit, last-three-digit, last-two-digit'],
    ['hanoi-normal', 'last-three-digit, upper-two-digit, last-two-digit'],
  ] as const)("lists %s's supported prize slugs", (id, allowed) => {
    expect(
      calculationPrizes(lottery(id))
        .map((p) => p.slug)
        .join(', '),
    ).toBe(allowed);
    expect(errorOf('calculations', `lang=en&lottery=${id}&prize=first-prize`).error).toBe(
      `Invalid value for parameter "prize": received "first-prize". Allowed: ${allowed}`,
    );
  });

  test.each([
    ['thai-government', '2, 3 or 6', 'Thai Government Lottery'],
    ['gsb-lottery', '2, 3 or 7', 'GSB Savings Lottery'],
    ['hanoi-normal', '2, 3 or 4', 'Hanoi Normal (XSMB)'],
    ['lao-lottery', '2, 3 or 4', 'Lao Development Lottery'],
    ['lao-star', '2 or 3', 'Lao Star'],
  ] as const)("lists %s's accepted number lengths (%s)", (id, lengths, name) => {
    expect(errorOf('check', `lang=en&lottery=${id}&number=1`).error).toBe(
      `Invalid value for parameter "number": received "1". Allowed: digits 0-9, ${lengths} digits long, for ${name}`,
    );
  });

  test('echoes an empty value as empty', () => {
    expect(errorOf('results', 'lang=en&limit=').error).toBe(
      'Invalid value for parameter "limit": received "". Allowed: a whole number from 1 to 20',
    );
  });

  test('cuts the value received to 40 characters', () => {
    const long = `${'1234567890'.repeat(4)}OVERFLOW${'x'.repeat(5000)}`;
    const { error } = errorOf('results', `lang=en&limit=${long}`);
    expect(error).toContain(`received "${'1234567890'.repeat(4)}"`);
    expect(error).not.toContain('OVERFLOW');
    expect(ECHO_MAX_CHARS).toBe(40);
  });

  test('cuts by characters, never splitting one (Thai, emoji)', () => {
    const thai = 'ก'.repeat(41);
    expect(errorOf('results', `lang=en&lottery=${encodeURIComponent(thai)}`).error).toContain(`received "${'ก'.repeat(40)}"`);
    const emoji = '😀'.repeat(45);
    expect(echoValue(emoji)).toBe('😀'.repeat(40));
    expect(echoValue('x'.repeat(40))).toBe('x'.repeat(40));
  });

  test('echoes the values of a repeated parameter, cut to 40 characters', () => {
    expect(errorOf('results', 'lang=en&limit=1&limit=2').error).toBe(
      'Parameter "limit" was given more than once (received "1, 2"); give it once. Allowed: a whole number from 1 to 20',
    );
    const { error } = errorOf('results', `lang=en&limit=${'9'.repeat(30)}&limit=${'8'.repeat(30)}`);
    expect(error).toContain(`received "${'9'.repeat(30)}, ${'8'.repeat(8)}"`);
  });

  test.each(LANGS)('is in the requested language (%s) for every parameter after lang', (lang) => {
    for (const [endpoint, query] of [
      ['results', 'lottery=nope'],
      ['results', 'limit=0'],
      ['calculations', 'window=7'],
      ['calculations', 'prize=nope'],
      ['check', 'number=1'],
    ] as const) {
      const failure = errorOf(endpoint, `lang=${lang}&${query}`);
      expect(failure.lang).toBe(lang);
      expect(failure.error.startsWith(lead('error.invalid-param', lang)), `${endpoint}?${query}`).toBe(true);
    }
    expect(errorOf('check', `lang=${lang}`).error.startsWith(lead('error.missing-param', lang))).toBe(true);
    expect(errorOf('results', `lang=${lang}&limit=1&limit=1`).error.startsWith(lead('error.repeated-param', lang))).toBe(true);
  });

  test("names the lottery in the requested language in number's allowed values", () => {
    expect(errorOf('check', 'lang=th&lottery=hanoi-normal&number=1').error).toContain('สำหรับฮานอยปกติ');
    expect(errorOf('check', 'lang=vi&lottery=hanoi-normal&number=1').error).toContain('Xổ số Miền Bắc (Hà Nội)');
  });

  test('is in Thai when lang itself is invalid, whatever else is wrong', () => {
    for (const query of ['lang=EN&limit=0', 'lang=&lottery=nope', 'lang=en-US&number=1']) {
      const failure = errorOf('check', query);
      expect(failure.lang).toBe('th');
      expect(failure.error).toMatch(THAI);
      expect(failure.error).toContain('"lang"');
    }
  });
});
