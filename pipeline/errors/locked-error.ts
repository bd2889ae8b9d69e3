/** Another pipeline run holds the store's lock (C8.4). */
export class LockedError extends Error {
  override readonly name = 'LockedError';
  constructor(
    readonly lockPath: string,
    readonly holderPid: number | null,
  ) {
    super(
      `the data store is locked by ${holderPid === null ? 'another run' : `process ${holderPid}`} (${lockPath}); ` +
        'wait for it to finish, or remove the file if that process is gone',
    );
  }
}
