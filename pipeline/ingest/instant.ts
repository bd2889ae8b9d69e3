/** `--at`: an ISO 8601 instant with a time zone (Z or an offset); the clock when omitted. */
export function parseInstant(option: string, value: string | undefined, clock: () => Date = () => new Date()): Date {
  if (value === undefined) return clock();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`${option}: "${value}" is not an ISO 8601 instant with a time zone, e.g. 2026-07-01T15:00:00+07:00`);
  }
  return new Date(value);
}
