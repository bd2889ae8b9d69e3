/** Another run holds a lock: the store's (C8.4), or dist/'s while a build runs. */
export class LockedError extends Error {
  override readonly name = 'LockedError';
  constructor(
    readonly lockPath: string,
    readonly holderPid: number | null,
    /** What the lock guards, as the message names it. */
    readonly what: string,
  ) {
    super(
      `${what} is locked by ${holderPid === null ? 'another run' : `process ${holderPid}`} (${lockPath}); ` +
        'wait for it to finish, or remove the file if that process is gone',
    );
  }
}
