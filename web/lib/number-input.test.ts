import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_NUMBERS, entryProblem, normaliseDigits, parseNumbers } from './number-input.ts';

/** The first code point of each script's digits the checker reads as 0-9. */
const SCRIPTS = { thai: 0x0e50, lao: 0x0ed0, burmese: 0x1040, fullWidth: 0xff10 } as const;

function inScript(ascii: string, zero: number): string {
  return [...ascii].map((d) => String.fromCodePoint(zero + Number(d))).join('');
}

const number = fc.stringMatching(/^[0-9]{1,8}$/);
const separator = fc.constantFrom('\n', '\r\n', ',', ', ', ' ', '  ', '\t', ';', '\u3000', '\u00a0', '\uff0c', ' ,\n');

describe('normaliseDigits', () => {
  test.each(Object.entries(SCRIPTS))('%s digits read as 0-9', (_name, zero) => {
    expect(normaliseDigits(inScript('0123456789', zero))).toBe('0123456789');
  });

  test('other characters are left alone, Arabic-Indic digits included', () => {
    expect(normaliseDigits('a-b ٣٤ 12')).toBe('a-b ٣٤ 12');
  });
});

describe('parseNumbers: examples', () => {
  test.each([
    [' 62 ', ['62']],
    ['๖๒', ['62']],
    ['75-1495', ['751495']],
    ['75 - 1495', ['751495']],
    ['75–1495', ['751495']],
    ['12 34 56', ['12', '34', '56']],
    ['123456\n654321\r\n11', ['123456', '654321', '11']],
    ['12,34;56', ['12', '34', '56']],
    ['- 12\n- 34', ['12', '34']],
    ['１２３', ['123']],
    ['໑໒', ['12']],
    ['၁၂၃၄', ['1234']],
    ['1\u200b2', ['12']],
    ['', []],
    ['  \n , ', []],
    ['-', []],
  ])('%j reads as %j', (text, numbers) => {
    expect(parseNumbers(text)).toEqual({ numbers, repeated: [], invalid: [] });
  });

  test('a repeated number is kept once and reported, also when written in another script', () => {
    expect(parseNumbers('12 34 12 ๓๔ 56')).toEqual({ numbers: ['12', '34', '56'], repeated: ['12', '34'], invalid: [] });
  });

  test('pieces that are not numbers are reported as typed, once', () => {
    expect(parseNumbers('12a 34 ٣٤ 12a x-1')).toEqual({ numbers: ['34'], repeated: [], invalid: ['12a', '٣٤', 'x-1'] });
  });
});

describe('parseNumbers: properties', () => {
  test('numbers joined by any separators read back as the distinct numbers in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(number, separator), { maxLength: 30 }), fc.constantFrom('', ' ', '\n'), (items, edge) => {
        const text = edge + items.map(([n, s]) => n + s).join('') + edge;
        const parsed = parseNumbers(text);
        const numbers = items.map(([n]) => n);
        expect(parsed.numbers).toEqual([...new Set(numbers)]);
        expect(parsed.repeated).toEqual([...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))]);
        expect(parsed.invalid).toEqual([]);
      }),
    );
  });

  test('writing the digits in Thai, Lao, Burmese or full-width changes nothing', () => {
    fc.assert(
      fc.property(fc.array(number, { maxLength: 20 }), fc.constantFrom(...Object.values(SCRIPTS)), (numbers, zero) => {
        const ascii = numbers.join('\n');
        expect(parseNumbers(inScript(ascii.replaceAll('\n', ''), zero)).numbers).toEqual(parseNumbers(ascii.replaceAll('\n', '')).numbers);
        expect(parseNumbers(numbers.map((n) => inScript(n, zero)).join('\n'))).toEqual(parseNumbers(ascii));
      }),
    );
  });

  test('dashes inside a number, with or without spaces around them, are dropped', () => {
    fc.assert(
      fc.property(
        number.filter((n) => n.length >= 2),
        fc.nat(),
        fc.constantFrom('-', ' - ', '\u2013', '\u2212', '\uff0d', '--', '- '),
        (n, at, dash) => {
          const cut = 1 + (at % (n.length - 1));
          expect(parseNumbers(`${n.slice(0, cut)}${dash}${n.slice(cut)}`)).toEqual({ numbers: [n], repeated: [], invalid: [] });
        },
      ),
    );
  });

  test('reading is idempotent: the numbers read, one per line, read the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const { numbers } = parseNumbers(text);
        expect(parseNumbers(numbers.join('\n')).numbers).toEqual(numbers);
        expect(parseNumbers(numbers.join(',')).numbers).toEqual(numbers);
      }),
    );
  });

  test('any text is read without throwing, into distinct ASCII numbers', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const parsed = parseNumbers(text);
        for (const n of parsed.numbers) expect(n).toMatch(/^[0-9]+$/);
        expect(new Set(parsed.numbers).size).toBe(parsed.numbers.length);
        for (const n of parsed.repeated) expect(parsed.numbers).toContain(n);
        for (const piece of parsed.invalid) expect(piece.trim()).not.toBe('');
      }),
    );
  });
});

describe('entryProblem', () => {
  const lengths = [2, 3, 6];

  test('nothing entered', () => {
    expect(entryProblem(parseNumbers(' \n,'), lengths)).toEqual({ kind: 'empty' });
  });

  test('more than 100 different numbers; 100, or many repeats of fewer, are fine', () => {
    const many = Array.from({ length: MAX_NUMBERS + 1 }, (_, i) => String(100 + i));
    expect(entryProblem(parseNumbers(many.join(' ')), lengths)).toEqual({ kind: 'too-many', count: MAX_NUMBERS + 1 });
    expect(entryProblem(parseNumbers(many.slice(1).join(' ')), lengths)).toBeNull();
    expect(entryProblem(parseNumbers(Array.from({ length: 300 }, () => '12').join(' ')), lengths)).toBeNull();
  });

  test('pieces that are not numbers come before lengths', () => {
    expect(entryProblem(parseNumbers('12345 12a'), lengths)).toEqual({ kind: 'not-numbers', items: ['12a'] });
  });

  test('every number of a length the lottery does not accept is named', () => {
    expect(entryProblem(parseNumbers('12 1234 123456 1234567 5'), lengths)).toEqual({
      kind: 'wrong-length',
      items: ['1234', '1234567', '5'],
    });
  });

  test('a problem is found exactly when some number has a length not accepted', () => {
    fc.assert(
      fc.property(fc.array(number, { minLength: 1, maxLength: 30 }), (numbers) => {
        const problem = entryProblem(parseNumbers(numbers.join(' ')), lengths);
        const wrong = [...new Set(numbers.filter((n) => !lengths.includes(n.length)))];
        expect(problem).toEqual(wrong.length > 0 ? { kind: 'wrong-length', items: wrong } : null);
      }),
    );
  });
});
