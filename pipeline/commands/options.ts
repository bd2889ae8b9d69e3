import { thaiDate } from '../draws/thai-time.ts';
import { type LotteryId, isLotteryId } from '../registry/index.ts';
import { IsoDate } from '../store/schema.ts';

/** `--lottery`: one of SPEC's lottery values. */
export function lotteryOption(value: string): LotteryId {
  if (!isLotteryId(value)) throw new Error(`--lottery: "${value}" is not a lottery value`);
  return value;
}

/** A date option (`--date`, `--today`): a calendar date YYYY-MM-DD. */
export function dateOption(option: string, value: string): string {
  if (!IsoDate.safeParse(value).success) throw new Error(`${option}: "${value}" is not a YYYY-MM-DD date`);
  return value;
}

/** `--today`: the Thai date of today, from the clock when omitted. */
export function todayOption(value: string | undefined): string {
  return dateOption('--today', value ?? thaiDate(new Date()));
}
