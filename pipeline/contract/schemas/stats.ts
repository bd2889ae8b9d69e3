import { z } from 'zod';
import { LOTTERIES, statsPrizes } from '../../registry/index.ts';
import { IsoDate, IsoInstant, LotteryId, PrizeSlug, count, digitsPattern, succeeded, text, unique } from './common.ts';

/** The digit counts of the prizes /stats covers (C6.1). */
const STATS_DIGITS = unique(LOTTERIES.flatMap((d) => statsPrizes(d).map((p) => p.digits)));

export const StatsAttribution = z
  .strictObject({
    source: text('ชื่อบริการ'),
    url: z.url().describe('หน้าสถิติของสลากนี้ (C4.8)'),
    note: text('ข้อความใช้ฟรีและขอลิงก์อ้างอิง ในภาษาที่ขอ'),
    dataSource: text('แหล่งข้อมูลทางการของผลรางวัล'),
  })
  .meta({ id: 'StatsAttribution', description: 'แหล่งที่มาใน /stats' });

export const StatsDataset = z
  .strictObject({
    draws: count('จำนวนงวดที่จัดเก็บ', 1),
    firstDate: IsoDate.describe('งวดแรกที่จัดเก็บ'),
    lastDate: IsoDate.describe('งวดล่าสุดที่จัดเก็บ'),
    updatedAt: IsoInstant.describe('publishedAt ของงวดล่าสุด (C6.2)'),
  })
  .meta({ id: 'StatsDataset', description: 'ชุดข้อมูลที่ใช้คำนวณสถิติ' });

export const NumberCount = z
  .strictObject({
    number: z.string().regex(digitsPattern(STATS_DIGITS)).describe('เลข'),
    count: count('จำนวนครั้งที่ออก', 1),
    lastDate: IsoDate.describe('งวดล่าสุดที่ออก'),
    drawsSince: count('จำนวนงวดของรางวัลนี้หลังจากครั้งล่าสุดที่ออก; 0 เมื่อออกในงวดล่าสุด'),
  })
  .meta({ id: 'NumberCount', description: 'เลขที่เคยออกหนึ่งตัว (C6.2)' });
export type NumberCount = z.infer<typeof NumberCount>;

export const PrizeGroup = z
  .strictObject({
    prize: PrizeSlug,
    prizeName: text('ชื่อรางวัลในภาษาที่ขอ'),
    draws: count('จำนวนงวดที่มีรางวัลนี้'),
    picks: count('จำนวนเลขที่นับ'),
    possibleValues: z.literal(STATS_DIGITS.map((d) => 10 ** d)).describe('จำนวนเลขที่เป็นไปได้ (10 ยกกำลังจำนวนหลัก)'),
    expectedPerNumber: z.number().min(0).describe('ค่าคาดหมายต่อเลข = picks / possibleValues ปัดทศนิยม 4 ตำแหน่ง'),
    numbers: z.array(NumberCount).describe('ทุกเลขที่เคยออก เรียงตาม count มากไปน้อย แล้วตามเลขน้อยไปมาก'),
    neverDrawn: z
      .array(
        z
          .string()
          .regex(/^[0-9]+$/)
          .describe('เลข'),
      )
      .describe('เลขที่ไม่เคยออก เรียงจากน้อยไปมาก'),
  })
  .meta({ id: 'PrizeGroup', description: 'สถิติของรางวัลหนึ่งประเภท (รางวัลที่มีไม่เกิน 4 หลัก ตาม C6.1)' });
export type PrizeGroup = z.infer<typeof PrizeGroup>;

export const StatsResponse = z
  .strictObject({
    success: succeeded(),
    attribution: StatsAttribution,
    lottery: LotteryId,
    dataset: StatsDataset,
    prizes: z.array(PrizeGroup).min(1).describe('หนึ่งรายการต่อประเภทรางวัล'),
  })
  .meta({ id: 'StatsResponse', description: 'คำตอบของ /stats' });
export type StatsResponse = z.infer<typeof StatsResponse>;
