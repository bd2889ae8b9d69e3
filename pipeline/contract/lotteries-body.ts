import { z } from 'zod';
import { type Family, LOTTERY_IDS, SOURCE_IDS } from '../registry/index.ts';

/**
 * The body of `GET /lotteries` (C9.1), the one definition from which its TypeScript type and its
 * schema in openapi.json (`components.schemas.LotteriesResponse`, via z.toJSONSchema) both come.
 * The `.describe` texts are in Thai because openapi.json is (C7).
 */

/** How many scheduled draws after the newest stored one each lottery lists (C9.1). */
export const NEXT_DRAWS_COUNT = 10;

const FAMILIES = ['glo', 'gsb', 'lao-development', 'hanoi', 'lao-daily'] as const satisfies readonly Family[];

const DrawDate = z.iso.date().describe('วันที่รูปแบบ YYYY-MM-DD');

export const NextDrawJson = z
  .strictObject({
    drawDate: DrawDate.describe('วันออกรางวัลตามกำหนด'),
    resultAt: z.iso.datetime({ precision: 3 }).describe('เวลาประกาศผลตามกำหนด ISO 8601 แบบ UTC มีมิลลิวินาที'),
  })
  .describe('งวดตามกำหนดหนึ่งงวดหลังงวดล่าสุดที่จัดเก็บ');

export const LotteryStatusJson = z
  .strictObject({
    lottery: z.enum(LOTTERY_IDS).describe('ชนิดสลาก (ค่า lottery)'),
    name: z.string().min(1).describe('ชื่อสลากในภาษาที่ขอ'),
    family: z.enum(FAMILIES).describe('กลุ่มของสลาก'),
    schedule: z.string().min(1).describe('กำหนดการออกรางวัลเป็นถ้อยคำในภาษาที่ขอ'),
    resultTime: z
      .string()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
      .describe('เวลาประกาศผลโดยประมาณ HH:MM เวลาประเทศไทย'),
    history: z
      .strictObject({
        draws: z.number().int().min(1).describe('จำนวนงวดที่จัดเก็บ'),
        firstDate: DrawDate.describe('งวดเก่าที่สุดที่จัดเก็บ'),
        lastDate: DrawDate.describe('งวดใหม่ที่สุดที่จัดเก็บ'),
      })
      .nullable()
      .describe('ช่วงของผลที่จัดเก็บ; null เมื่อยังไม่มีงวดใดเลย'),
    latestDraw: z
      .strictObject({
        drawDate: DrawDate.describe('วันออกรางวัลของงวดล่าสุดที่จัดเก็บ'),
        status: z.enum(['complete', 'announced']).describe('complete เมื่อประกาศครบทุกรางวัล มิฉะนั้น announced (C4.4)'),
      })
      .nullable()
      .describe('งวดล่าสุดที่จัดเก็บ; null เมื่อยังไม่มีงวดใดเลย'),
    sources: z.array(z.enum(SOURCE_IDS)).describe('แหล่งข้อมูลที่ตั้งค่าไว้สำหรับสลากนี้ ตามลำดับทะเบียน'),
    nextDraws: z
      .array(NextDrawJson)
      .max(NEXT_DRAWS_COUNT)
      .describe(
        `งวดตามกำหนด ${NEXT_DRAWS_COUNT} งวดถัดจากงวดล่าสุดที่จัดเก็บ เรียงจากเก่าไปใหม่ ผู้เรียกนับงวดที่ resultAt ผ่านไปแล้วเพื่อรู้ว่าข้อมูลตามหลังกี่งวด; ว่างเมื่อยังไม่มีงวดใดเลย`,
      ),
  })
  .describe('สถานะความใหม่ของข้อมูลสลากหนึ่งชนิด');

export const LotteriesBody = z
  .strictObject({
    success: z.literal(true).describe('true เสมอ'),
    attribution: z
      .strictObject({
        source: z.string().min(1).describe('ชื่อบริการ'),
        url: z.string().min(1).describe('ที่อยู่ของบริการ (C4.8)'),
        note: z.string().min(1).describe('ข้อความการใช้งานฟรีและการขอลิงก์อ้างอิง ในภาษาที่ขอ'),
      })
      .describe('การอ้างอิงที่มา เหมือน /results'),
    // Every lottery, in registry order: the contract checker holds published files to that (a
    // length here would also bind the shortened example of openapi.json).
    data: z.array(LotteryStatusJson).min(1).describe(`สลากทั้ง ${LOTTERY_IDS.length} ชนิด ตามลำดับทะเบียน`),
  })
  .describe('คำตอบของ /lotteries (C9.1): ทุกสลาก พร้อมงวดล่าสุดที่จัดเก็บ และงวดถัดไปตามกำหนด');

export type NextDrawJson = z.infer<typeof NextDrawJson>;
export type LotteryStatusJson = z.infer<typeof LotteryStatusJson>;
export type LotteriesBody = z.infer<typeof LotteriesBody>;
