/** The text a log line gives for anything thrown: its stack when it has one. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
