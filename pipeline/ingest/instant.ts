const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * `--at`: an ISO 8601 instant with a time zone (Z or an offset); the clock when omitted. A day,
 * hour, minute or offset that does not exist (29 February 2027, 24:00, +25:00) is refused: Date.parse
 * would roll it over into another instant and the command would act for a day nobody asked about.
 */
export function parseInstant(option: string, value: string | undefined, clock: () => Date = () => new Date()): Date {
  if (value === undefined) return clock();
  const m = INSTANT.exec(value);
  const ms = Date.parse(value);
  if (!m || Number.isNaN(ms) || !sameFields(m, ms)) {
    throw new Error(`${option}: "${value}" is not an ISO 8601 instant with a time zone, e.g. 2026-07-01T15:00:00+07:00`);
  }
  return new Date(ms);
}

/** Whether the instant, read back at its own offset, has the fields the text gave. */
function sameFields(m: RegExpExecArray, ms: number): boolean {
  const [, year, month, day, hour, minute, second = '00', zone, sign, offsetHours = '0', offsetMinutes = '0'] = m;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return false;
  const offset = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const local = new Date(ms + offset * 60_000);
  return (
    local.getUTCFullYear() === Number(year) &&
    local.getUTCMonth() + 1 === Number(month) &&
    local.getUTCDate() === Number(day) &&
    local.getUTCHours() === Number(hour) &&
    local.getUTCMinutes() === Number(minute) &&
    local.getUTCSeconds() === Number(second)
  );
}
