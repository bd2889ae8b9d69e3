/** A dataset row or file an importer cannot accept; names file, line and field. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly field: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}${line === null ? '' : `:${line}`}: field ${field}: ${detail}`, options);
  }
}
