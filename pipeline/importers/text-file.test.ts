import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ImportError } from '../errors/import-error.ts';
import { tempDir } from '../testing/importer-fixtures.ts';
import { csvFields, readText, requireHeader, splitLines } from './text-file.ts';

describe('readText', () => {
  test('refuses a FIFO or a folder by name instead of waiting for a writer', async () => {
    const dir = await tempDir('text-file');
    try {
      const fifo = join(dir, 'xsmb.csv');
      execFileSync('mkfifo', [fifo]);
      await expect(readText(fifo)).rejects.toThrow(ImportError);
      await expect(readText(fifo)).rejects.toThrow(/xsmb\.csv.*not a regular file/);
      await expect(readText(dir)).rejects.toThrow(/not a regular file/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('splitLines', () => {
  test('numbers lines from 1 and strips CR from a file mixing LF and CRLF', () => {
    expect(splitLines('draw_date,four_digit\n2026-09-14,3344\n2026-09-21,9225\r\n2026-09-16,8902\r\n')).toEqual([
      { n: 1, text: 'draw_date,four_digit' },
      { n: 2, text: '2026-09-14,3344' },
      { n: 3, text: '2026-09-21,9225' },
      { n: 4, text: '2026-09-16,8902' },
    ]);
  });

  test('keeps a last line without a line ending and drops a byte-order mark', () => {
    expect(splitLines('\uFEFFa\nb')).toEqual([
      { n: 1, text: 'a' },
      { n: 2, text: 'b' },
    ]);
  });
});

describe('csvFields', () => {
  test('keeps empty fields (an empty 3 ตัวบน)', () => {
    expect(csvFields('f.csv', { n: 2, text: '2 พ.ค. 2569,ฮานอย,,32,57' }, 5)).toEqual(['2 พ.ค. 2569', 'ฮานอย', '', '32', '57']);
  });

  test.each([
    ['2026-09-14,3344,1', 'expected 2 comma-separated fields, found 3'],
    ['"2026-09-14",3344', 'quoted CSV fields are not expected'],
  ])('rejects %s naming file and line', (text, message) => {
    expect(() => csvFields('f.csv', { n: 7, text }, 2)).toThrowError(
      new RegExp(`^f\\.csv:7: field \\(row\\): ${message.replace(/[()]/g, '\\$&')}`),
    );
  });

  test('rejects a header it was not written for', () => {
    expect(() => requireHeader('f.csv', splitLines('date,four\n'), ['draw_date', 'four_digit'])).toThrow(ImportError);
    // A UTF-16 file: named as such, its NUL bytes written as escapes, never printed raw.
    const utf16 = Buffer.from('draw_date,four_digit\n', 'utf16le').toString('utf8');
    expect(() => requireHeader('f.csv', splitLines(utf16), ['draw_date', 'four_digit'])).toThrow(
      /found "d\\u0000r.*not UTF-8; UTF-16\?\)$/,
    );
    let message = '';
    try {
      requireHeader('f.csv', splitLines(utf16), ['draw_date', 'four_digit']);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.includes(String.fromCharCode(0))).toBe(false);
  });
});
