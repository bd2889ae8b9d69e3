/** Another run holds a lock: the store's (C8.4), or dist/'s while a build runs. */
export class LockedError extends Error {
  override readonly name = 'LockedError';
  constructor(
    readonly lockPath: string,
    readonly holderPid: number | null,
    /** What the lock guards, as the message names it. */
    readonly what: string,
    /** How long this run waited for it, when it waits (a build); undefined when refused at once. */
    readonly waitedMs?: number,
  ) {
    const holder = holderPid === null ? 'another run' : `process ${holderPid}`;
    super(
      waitedMs === undefined
        ? `${what} is locked by ${holder} (${lockPath}); wait for it to finish, or remove the file if that process is gone`
        : `${what} is still locked by ${holder} (${lockPath}) after ${(waitedMs / 1000).toFixed(1)} s of waiting; ` +
            "if that process is stuck or is not one of this service's, stop it or remove the file",
    );
  }
}
