import { z } from 'zod';
import { LIMIT_MAX } from '../param-specs.ts';
import { Amount, Digits, IsoDate, IsoInstant, LotteryId, PendingPrize, PrizeSlug, succeeded, text } from './common.ts';

/** The statuses of a draw (SPEC "States and transitions"). */
export const DRAW_STATUSES = ['complete', 'announced'] as const;

export const Prize = z
  .strictObject({
    slug: PrizeSlug,
    name: text('ชื่อรางวัลในภาษาที่ขอ'),
    amount: Amount,
    numbers: z.array(Digits).min(1).describe('เลขที่ออก เรียงจากน้อยไปมาก (C4.3)'),
  })
  .meta({ id: 'Prize', description: 'รางวัลที่ประกาศแล้วหนึ่งประเภท' });
export type Prize = z.infer<typeof Prize>;

export const Draw = z
  .strictObject({
    lottery: LotteryId,
    lotteryName: text('ชื่อสลากในภาษาที่ขอ'),
    drawDate: IsoDate.describe('วันออกรางวัล'),
    displayName: text('วันออกรางวัลแบบอ่านง่ายในภาษาที่ขอ (C4.6)'),
    status: z.enum(DRAW_STATUSES).describe('complete เมื่อประกาศครบทุกรางวัล, announced เมื่อยังประกาศไม่ครบ'),
    pendingPrizes: z.array(PendingPrize).describe('รางวัลที่ยังรอประกาศ; ว่างเมื่อ status เป็น complete'),
    publishedAt: IsoInstant.describe('เวลาที่ประกาศรางวัลล่าสุดของงวด (C4.5)'),
    publishedAtText: text('เวลาประกาศแบบอ่านง่าย เวลาประเทศไทย; มีเฉพาะเมื่อ lang ไม่ใช่ th (C4.6)').optional(),
    prizes: z.array(Prize).min(1).describe('รางวัลที่ประกาศแล้ว ตามลำดับของทะเบียน (C4.3)'),
  })
  // SPEC "States and transitions": pendingPrizes is empty exactly when the draw is complete. zod's
  // JSON Schema output leaves refinements out, so the rule is also given to it as if/then/else;
  // schemas.test.ts holds the two statements to each other.
  .superRefine((draw, ctx) => {
    if ((draw.status === 'complete') !== (draw.pendingPrizes.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['pendingPrizes'], message: 'pendingPrizes is empty exactly when status is complete' });
    }
  })
  .meta({
    id: 'Draw',
    description: 'ผลรางวัลหนึ่งงวด',
    if: { properties: { status: { type: 'string', const: 'complete' } } },
    then: { properties: { pendingPrizes: { type: 'array', maxItems: 0 } } },
    else: { properties: { pendingPrizes: { type: 'array', minItems: 1 } } },
  });
export type Draw = z.infer<typeof Draw>;

export const ResultsAttribution = z
  .strictObject({
    source: text('ชื่อบริการ'),
    url: z.url().describe('ที่อยู่ของบริการ (C4.8)'),
    note: text('ข้อความใช้ฟรีและขอลิงก์อ้างอิง ในภาษาที่ขอ'),
  })
  .meta({ id: 'ResultsAttribution', description: 'แหล่งที่มาใน /results' });

export const ResultsResponse = z
  .strictObject({
    success: succeeded(),
    attribution: ResultsAttribution,
    data: z.array(Draw).min(1).max(LIMIT_MAX).describe('งวดที่ขอ เรียงจากงวดใหม่ไปเก่า'),
  })
  .meta({ id: 'ResultsResponse', description: 'คำตอบของ /results: งวดล่าสุดก่อน' });
export type ResultsResponse = z.infer<typeof ResultsResponse>;
