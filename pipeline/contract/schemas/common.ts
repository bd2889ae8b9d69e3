import { z } from 'zod';
import { LANGS, LOTTERIES, LOTTERY_IDS, PRIZE_SLUGS } from '../../registry/index.ts';
import { WINDOWS } from '../param-specs.ts';

/**
 * The building blocks of every body (C4-C6): each a zod schema with an `id`, so that openapi.json
 * gives it once under `components.schemas` and every other schema refers to it. Enums and ranges
 * come from the registry and the parameter constants, so a new lottery or prize changes the
 * contract without anyone editing it.
 */

/** Every digit count any prize of any lottery has had, ascending (registry prize tables, C4.1). */
export function prizeDigitCounts(): readonly number[] {
  const counts = new Set<number>();
  for (const def of LOTTERIES) for (const era of def.eras) for (const p of era.prizes) counts.add(p.digits);
  return [...counts].sort((a, b) => a - b);
}

/** Sorted unique values, for enums derived from the registry. */
export function unique<T extends string | number>(values: Iterable<T>): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `^[0-9]{min,max}$` over the lengths given (ascending). */
export function digitsPattern(lengths: readonly number[]): RegExp {
  return new RegExp(`^[0-9]{${lengths[0]},${lengths[lengths.length - 1]}}$`);
}

/** Text shown to people: never empty. */
export const text = (description: string) => z.string().min(1).describe(description);

/** A count: a non-negative integer unless `minimum` says otherwise. */
export const count = (description: string, minimum = 0) => z.int().min(minimum).describe(description);

export const LotteryId = z.enum(LOTTERY_IDS).meta({ id: 'LotteryId', description: 'ชนิดสลาก (ค่า lottery) ทั้ง 49 ชนิดจากทะเบียนสลากของบริการ' });
export const Lang = z.enum(LANGS).meta({ id: 'Lang', description: 'ภาษาของคำตอบ' });
export const PrizeSlug = z.enum(PRIZE_SLUGS).meta({ id: 'PrizeSlug', description: 'รหัสรางวัล ใช้ชุดเดียวกันทุกชนิดสลาก (C4.1)' });
export const Window = z.enum(WINDOWS).meta({ id: 'Window', description: 'จำนวนงวดย้อนหลังที่ใช้คำนวณ' });

/** A real calendar date, YYYY-MM-DD (zod's ISO date checks month lengths and leap years). */
export const IsoDate = z.iso
  .date({ error: 'expected a calendar date YYYY-MM-DD' })
  .meta({ id: 'IsoDate', description: 'วันที่รูปแบบ YYYY-MM-DD' });

/** An instant in UTC with milliseconds, as SPEC's `publishedAt`: YYYY-MM-DDTHH:MM:SS.mmmZ. */
export const IsoInstant = z.iso
  .datetime({ precision: 3, error: 'expected an instant YYYY-MM-DDTHH:MM:SS.mmmZ' })
  .meta({ id: 'IsoInstant', description: 'เวลา ISO 8601 แบบ UTC มีมิลลิวินาที' });

/** C4.2: an amount with exactly two decimals and no leading zeros (also the store's fast read check). */
export const AMOUNT_PATTERN = /^(0|[1-9][0-9]*)\.[0-9]{2}$/;
export const Amount = z
  .string()
  .regex(AMOUNT_PATTERN, 'expected an amount like 6000000.00')
  .meta({ id: 'Amount', description: 'จำนวนเงินต่อใบ ทศนิยม 2 ตำแหน่ง; "0.00" สำหรับสลากที่ไม่มีเงินรางวัลคงที่ (C4.2)' });

/** A winning number as text, leading zeros kept, of a length some prize has (C4.1). */
export const Digits = z
  .string()
  .regex(digitsPattern(prizeDigitCounts()))
  .meta({ id: 'Digits', description: 'เลขรางวัลเป็นข้อความตัวเลขล้วน เก็บเลขศูนย์นำหน้าไว้' });

/** SPEC "Errors": every answer that is not a success, whatever its status (400, 404, 405, 429, 500). */
export const ErrorResponse = z
  .strictObject({
    success: z.literal(false).describe('false เสมอ'),
    error: text('ข้อความที่แสดงต่อผู้ใช้ได้ทันที ในภาษาที่เลือกด้วย lang'),
  })
  .meta({ id: 'ErrorResponse', description: 'คำตอบเมื่อไม่สำเร็จ (SPEC "Errors")' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** A prize still awaited (C4.4), in /results and /check. */
export const PendingPrize = z
  .strictObject({ slug: PrizeSlug, name: text('ชื่อรางวัลในภาษาที่ขอ') })
  .meta({ id: 'PendingPrize', description: 'รางวัลที่ยังรอประกาศ (C4.4)' });
export type PendingPrize = z.infer<typeof PendingPrize>;

/** `success: true`, the mark of every data answer. */
export const succeeded = () => z.literal(true).describe('true เมื่อสำเร็จ');
