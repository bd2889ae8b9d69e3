/** A file of data/ that cannot be read or does not validate (C8.1). */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly file: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${detail}`, options);
  }
}
