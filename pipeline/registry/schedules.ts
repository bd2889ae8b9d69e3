/** Draw days of one schedule. Weekdays count from 0 = Sunday. */
export type Schedule =
  | { readonly kind: 'monthly'; readonly days: readonly number[] }
  | { readonly kind: 'weekly'; readonly weekdays: readonly number[] }
  | { readonly kind: 'daily' };

/** A schedule that applies to dates on or after `from` (YYYY-MM-DD) until the next era (C4.10). */
export interface ScheduleEra {
  readonly from: string;
  readonly schedule: Schedule;
}

export const MONTHLY_1_16: Schedule = { kind: 'monthly', days: [1, 16] };
export const DAILY: Schedule = { kind: 'daily' };

/**
 * lao-lottery's draw days as its stored record shows them (C4.10, DOMAIN 4.1), not SPEC's "Monday
 * and Thursday" where the record contradicts it. Counts of data/lao-lottery per weekday: Wednesdays
 * only from the first draw (2017-10-04) to 2020-01-29 (but for Friday 2019-04-19, the week after
 * Lao New Year, whose Wednesday has no stored draw: an off-schedule warning, kept as recorded);
 * Mondays from 2020-02-03 to 2021-10-18 (plus one Wednesday a month from May to December 2020,
 * left as off-schedule warnings); Monday,
 * Wednesday and Friday from 2021-10-20 (the first Wednesday after those months); Monday to Friday
 * from 2026-04-02 (the first Thursday draw). Each era starts at the first stored draw that only it
 * explains, so no boundary is guessed. The first era starts at the registry's epoch: no earlier
 * schedule is known, and earlier draws are not stored.
 *
 * From 2020-02-03 to 2021-10-18 the record cannot contradict SPEC's Thursdays: its only source then
 * tried Mondays, Wednesdays and Fridays alone (datasets/lao-lottery/PROVENANCE.md), and DOMAIN 4.1's
 * S8 lists Thursday draws on 4, 11, 18 and 25 February 2021. So that era is SPEC's Monday and
 * Thursday, and its Thursdays are missing draws, not days without one.
 */
export function laoDevelopmentSchedules(epoch: string): readonly ScheduleEra[] {
  return [
    { from: epoch, schedule: { kind: 'weekly', weekdays: [3] } },
    { from: '2020-02-03', schedule: { kind: 'weekly', weekdays: [1, 4] } },
    { from: '2021-10-20', schedule: { kind: 'weekly', weekdays: [1, 3, 5] } },
    { from: '2026-04-02', schedule: { kind: 'weekly', weekdays: [1, 2, 3, 4, 5] } },
  ];
}

/** What the schedule functions read of a lottery (its LotteryDef, in lotteries.ts). */
export interface Scheduled {
  readonly schedule: Schedule;
  readonly scheduleEras: readonly ScheduleEra[];
}

/** The schedule in force on `date`: the last era starting on or before it (the first era for earlier dates). */
export function scheduleFor(def: Scheduled, date: string): Schedule {
  let found = def.scheduleEras[0]?.schedule ?? def.schedule;
  for (const era of def.scheduleEras) if (era.from <= date) found = era.schedule;
  return found;
}

/** The schedule in force now and from now on: the last era's (what a reader of /lotteries plans by). */
export function currentSchedule(def: Scheduled): Schedule {
  return def.scheduleEras.at(-1)?.schedule ?? def.schedule;
}

/** The schedule in words for operators' messages ("weekdays 1, 3, 5 (0 = Sunday) from 2021-10-20"). */
export function scheduleText(def: Scheduled, date: string): string {
  const s = scheduleFor(def, date);
  const era = [...def.scheduleEras].reverse().find((e) => e.from <= date);
  const since = def.scheduleEras.length > 1 && era ? ` from ${era.from}` : '';
  switch (s.kind) {
    case 'daily':
      return `daily${since}`;
    case 'weekly':
      return `weekdays ${s.weekdays.join(', ')} (0 = Sunday)${since}`;
    case 'monthly':
      return `days ${s.days.join(', ')} of the month${since}`;
  }
}
