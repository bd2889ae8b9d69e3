import { z } from 'zod';
import { LOTTERIES, PRIZE_SLUGS, calculationPrizes } from '../../registry/index.ts';
import { IsoDate, IsoInstant, LotteryId, Window, count, succeeded, text, unique } from './common.ts';

/** C6.4: the version of the scoring formula (answers/calculations.ts); any change to it changes this. */
export const FORMULA_VERSION = '1.0.0';
/** C6.4: `pairRanking` lists the 20 best pairs. */
export const PAIR_RANKING_SIZE = 20;
/** C6.3: quality thresholds on the sample size. */
export const QUALITY_HIGH_MIN = 30;
export const QUALITY_MEDIUM_MIN = 10;
export const QUALITIES = ['high', 'medium', 'low'] as const;

export function quality(sampleSize: number): (typeof QUALITIES)[number] {
  return sampleSize >= QUALITY_HIGH_MIN ? 'high' : sampleSize >= QUALITY_MEDIUM_MIN ? 'medium' : 'low';
}

const CALC_PRIZES = LOTTERIES.flatMap((d) => calculationPrizes(d));

/** C6.3: `nameTh` in the Thai answer, `name` in every other language, never both. */
const localized = <H extends z.ZodRawShape, T extends z.ZodRawShape>(what: string, head: H, tail: T) =>
  z.xor([
    z.strictObject({ ...head, nameTh: text(`ชื่อ${what}ภาษาไทย (มีเฉพาะเมื่อ lang=th ตาม C6.3)`), ...tail }).describe('คำตอบภาษาไทย'),
    z.strictObject({ ...head, name: text(`ชื่อ${what}ในภาษาที่ขอ (มีเมื่อ lang ไม่ใช่ th ตาม C6.3)`), ...tail }).describe('คำตอบภาษาอื่น'),
  ]);

export const CalculationLottery = localized('สลาก', { slug: LotteryId }, {}).meta({
  id: 'CalculationLottery',
  description: 'สลากที่คำนวณ: nameTh เมื่อ lang=th, name เมื่อเป็นภาษาอื่น (C6.3)',
});

export const CalculationPrize = localized(
  'รางวัล',
  {
    slug: z
      .enum(PRIZE_SLUGS.filter((s) => CALC_PRIZES.some((p) => p.slug === s)))
      .describe('รหัสรางวัลที่ /calculations รองรับ (รางวัล 2 หรือ 3 หลัก ตาม C6.1)'),
  },
  { digitCount: z.literal(unique(CALC_PRIZES.map((p) => p.digits))).describe('จำนวนหลักของเลขรางวัล') },
).meta({ id: 'CalculationPrize', description: 'รางวัลที่คำนวณ: nameTh เมื่อ lang=th, name เมื่อเป็นภาษาอื่น (C6.3)' });

export const SourceDraw = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+:[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
      .describe('รหัสงวด {lottery}:{drawDate} (C6.3)'),
    drawDate: IsoDate,
  })
  .meta({ id: 'SourceDraw', description: 'งวดล่าสุดที่ใช้คำนวณ' });

export const DigitBreakdown = z
  .strictObject({
    frequency30: z.number().min(0).describe('ความถี่ในช่วงเทียบกับค่าคาดหมาย'),
    recent: z.number().min(0).describe('ความถี่ถ่วงน้ำหนัก 0.9^k เทียบกับค่าคาดหมาย'),
  })
  .meta({ id: 'DigitBreakdown', description: 'ส่วนประกอบคะแนนของเลขโดด (C6.4)' });

export const PairBreakdown = z
  .strictObject({
    historical: z.number().min(0).describe('ความถี่ในทุกงวดที่จัดเก็บเทียบกับค่าคาดหมาย'),
    position: z.number().min(0).describe('สัดส่วนหลักสิบ × สัดส่วนหลักหน่วย × 100'),
  })
  .meta({ id: 'PairBreakdown', description: 'ส่วนประกอบคะแนนของเลขคู่ (C6.4)' });

export const RankedDigit = z
  .strictObject({
    candidate: z
      .string()
      .regex(/^[0-9]$/)
      .describe('เลขโดด 0-9'),
    score: z.number().min(0).describe('คะแนน'),
    breakdown: DigitBreakdown,
  })
  .meta({ id: 'RankedDigit', description: 'อันดับเลขโดด' });
export type RankedDigit = z.infer<typeof RankedDigit>;

export const RankedPair = z
  .strictObject({
    candidate: z
      .string()
      .regex(/^[0-9]{2}$/)
      .describe('เลขคู่ 00-99'),
    score: z.number().min(0).describe('คะแนน'),
    breakdown: PairBreakdown,
  })
  .meta({ id: 'RankedPair', description: 'อันดับเลขคู่ (สองหลักท้าย)' });
export type RankedPair = z.infer<typeof RankedPair>;

export const PrizeCalculation = z
  .strictObject({
    prize: CalculationPrize,
    sampleSize: count('จำนวนงวดในช่วงที่มีรางวัลนี้'),
    digitRanking: z.array(RankedDigit).length(10).describe('เลขโดดครบ 10 ตัว เรียงตามคะแนน'),
    pairRanking: z.array(RankedPair).length(PAIR_RANKING_SIZE).describe(`เลขคู่ ${PAIR_RANKING_SIZE} อันดับแรก`),
  })
  .meta({ id: 'PrizeCalculation', description: 'ผลคำนวณของรางวัลหนึ่งประเภท' });

export const CalculationsResponse = z
  .strictObject({
    success: succeeded(),
    lottery: CalculationLottery,
    sourceDraw: SourceDraw,
    window: Window.describe('ช่วงที่ใช้จริง'),
    requestedDraws: count('จำนวนงวดที่ขอ; window=all คือจำนวนงวดที่จัดเก็บ (C6.3)', 1),
    sampleSize: count('จำนวนงวดที่ใช้จริง', 1),
    quality: z
      .enum(QUALITIES)
      .describe(
        `คุณภาพของตัวอย่าง: high เมื่อ sampleSize >= ${QUALITY_HIGH_MIN}, medium เมื่อ ${QUALITY_MEDIUM_MIN}-${QUALITY_HIGH_MIN - 1}, low เมื่อน้อยกว่า ${QUALITY_MEDIUM_MIN}`,
      ),
    formulaVersion: z.literal(FORMULA_VERSION).describe('เวอร์ชันของสูตรคะแนน'),
    calculatedAt: IsoInstant.describe('publishedAt ของงวดต้นทาง (C6.3)'),
    disclaimer: text('คำเตือนว่าคะแนนไม่ใช่ความน่าจะเป็น'),
    data: z.strictObject({ prizes: z.array(PrizeCalculation).min(1).describe('หนึ่งรายการต่อประเภทรางวัล') }).describe('ผลคำนวณ'),
  })
  .meta({ id: 'CalculationsResponse', description: 'คำตอบของ /calculations: สถิติจากผลในอดีต ไม่ใช่ความน่าจะเป็น' });
export type CalculationsResponse = z.infer<typeof CalculationsResponse>;
