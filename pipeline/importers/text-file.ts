import { readFile, stat } from 'node:fs/promises';
import { ImportError } from '../errors/import-error.ts';

/** One line of a text file with its 1-based line number, without its line ending. */
export interface Line {
  readonly n: number;
  readonly text: string;
}

/** Reads a dataset file; a missing file, or one that is not a regular file, is an ImportError naming it (C8.3). */
export async function readText(path: string): Promise<string> {
  try {
    // Only a regular file: reading a FIFO or a device would wait for a writer that never comes.
    if (!(await stat(path)).isFile()) throw new Error('not a regular file');
    return await readFile(path, 'utf8');
  } catch (cause) {
    throw new ImportError(path, null, '(file)', `cannot read: ${(cause as Error).message}`, { cause });
  }
}

/**
 * Splits text into lines. LF and CRLF may be mixed in one file (the Lao CSV is, PROVENANCE
 * lao-lottery section 1), so each line loses a trailing CR; a final empty line is not a line.
 */
export function splitLines(text: string): Line[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const parts = body.split('\n');
  if (parts.at(-1) === '') parts.pop();
  return parts.map((part, i) => ({ n: i + 1, text: part.endsWith('\r') ? part.slice(0, -1) : part }));
}

/**
 * The fields of one row of the simple CSV files staged here: comma-separated, never quoted. A quote
 * would mean the upstream format changed, which is rejected rather than guessed at (C8.3).
 */
export function csvFields(file: string, line: Line, expected: number): string[] {
  if (line.text.includes('"')) throw new ImportError(file, line.n, '(row)', 'quoted CSV fields are not expected in this file');
  const fields = line.text.split(',');
  if (fields.length !== expected) {
    throw new ImportError(file, line.n, '(row)', `expected ${expected} comma-separated fields, found ${fields.length}`);
  }
  return fields;
}

/** Checks that a CSV file starts with exactly the header this importer was written for. */
export function requireHeader(file: string, lines: readonly Line[], header: readonly string[]): void {
  const first = lines[0];
  if (!first || first.text !== header.join(',')) {
    const found = first?.text ?? '';
    // Written as JSON: a file in another encoding (UTF-16 holds a NUL in every other byte) stays readable.
    const hint = found.includes('\u0000') ? ' (NUL bytes: the file is not UTF-8; UTF-16?)' : '';
    throw new ImportError(file, 1, '(header)', `expected "${header.join(',')}", found ${JSON.stringify(found.slice(0, 120))}${hint}`);
  }
}
