import { readFileSync } from 'node:fs';
import { drawErrorsLine } from '../draws/validate-draw.ts';
import { StoreError } from '../errors/store-error.ts';
import { type LotteryId, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { parseYearFile } from '../store/store.ts';

/** One year file of a lottery: its path and year, and its bytes when they were already read (to hash them). */
export interface YearInput {
  readonly path: string;
  readonly year: number;
  readonly bytes?: Buffer;
  /** The sha256 of its bytes (input-cache.ts). */
  readonly digest?: string;
}

/** What the build knows of contents validated before (input-cache.ts); none: validate every file. */
export interface ValidatedContents {
  isValidated(digest: string): boolean;
  markValidated(digest: string): void;
}

/**
 * Reads and validates every draw of a lottery that has to be rendered, oldest first: the file
 * against its schema (C8.1), then each draw against the registry, so that a hand-edited file whose
 * numbers have the wrong digit count or a prize the era does not have stops the build, naming the
 * file and the draw, instead of being published as an answer no check could match (C1.5, C4.1).
 */
export function parseLotteryFiles(id: LotteryId, files: readonly YearInput[], validated?: ValidatedContents): StoredDraw[] {
  const def = lottery(id);
  return files.flatMap((f) => {
    const text = f.bytes ? f.bytes.toString('utf8') : readFileSync(f.path, 'utf8');
    // The same bytes passed the same validating code before: they parse to the same valid draws.
    if (f.digest !== undefined && validated?.isValidated(f.digest))
      return parseValidatedYearFile(f.path, text, { lottery: id, year: f.year });
    const { draws } = parseYearFile(f.path, text, { lottery: id, year: f.year });
    const errors = drawErrorsLine(def, draws);
    if (errors !== null) throw new StoreError(f.path, errors);
    if (f.digest !== undefined) validated?.markValidated(f.digest);
    return draws;
  });
}

/**
 * A year file whose bytes were validated before: only parsed, and checked to be where it belongs
 * (the same bytes at another path, a year file copied over another, hold another year).
 */
function parseValidatedYearFile(path: string, text: string, expected: { lottery: LotteryId; year: number }): StoredDraw[] {
  const file = JSON.parse(text) as { lottery: unknown; year: unknown; draws: StoredDraw[] };
  if (file.lottery !== expected.lottery || file.year !== expected.year) {
    throw new StoreError(path, `holds ${String(file.lottery)} ${String(file.year)}, expected ${expected.lottery} ${expected.year}`);
  }
  return file.draws;
}
