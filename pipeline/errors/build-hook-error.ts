/**
 * The Netlify build hook could not be called (issue 5, the scheduled function). The hook's secret
 * id is not repeated in the message: anyone holding the URL can start builds.
 */
export class BuildHookError extends Error {
  override readonly name = 'BuildHookError';
  constructor(
    readonly hook: string,
    readonly field: string,
    readonly detail: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`build hook ${hook}, field ${field}: ${detail}`, options);
  }
}
