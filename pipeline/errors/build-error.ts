/** A file of the published tree that could not be produced (C1.5): names the file and lottery. */
export class BuildError extends Error {
  override readonly name = 'BuildError';
  constructor(
    readonly file: string,
    readonly lottery: string | null,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`cannot build ${file}${lottery === null ? '' : ` (${lottery})`}: ${detail}`, options);
  }
}
