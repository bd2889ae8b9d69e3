import { FORMULA_VERSION, PAIR_RANKING_SIZE, QUALITY_HIGH_MIN, QUALITY_MEDIUM_MIN, quality } from '../answers/calculations.ts';
import { LIMIT_MAX, WINDOWS } from '../contract/params.ts';
import { LANGS, LOTTERIES, LOTTERY_IDS, PRIZE_SLUGS, calculationPrizes, checkLengths, statsPrizes } from '../registry/index.ts';
import { internalSchemas } from './openapi-internal-schemas.ts';
import {
  type JsonObject,
  type CoreSchemaName,
  array,
  boolean,
  integer,
  number,
  object,
  prizeDigitCounts,
  ref,
  string,
  unique,
} from './openapi-kit.ts';

/** The statuses of a draw (SPEC "States and transitions"). */
const DRAW_STATUSES = ['complete', 'announced'] as const;

/**
 * `components.schemas` of openapi.json (C7): one schema per answer body and per published file,
 * every enum and range taken from the registry and the parameter constants, so a new lottery or
 * prize changes the contract without anyone editing it.
 */
export function componentSchemas(): Readonly<Record<CoreSchemaName, JsonObject>> {
  const digitCounts = prizeDigitCounts();
  const statsDigits = unique(LOTTERIES.flatMap((d) => statsPrizes(d).map((p) => p.digits)));
  const calcPrizes = LOTTERIES.flatMap((d) => calculationPrizes(d));
  const checkRange = unique(LOTTERIES.flatMap((d) => checkLengths(d)));
  const localizedName = (what: string) => ({
    nameTh: string(`ชื่อ${what}ภาษาไทย (มีเฉพาะเมื่อ lang=th ตาม C6.3)`, { minLength: 1 }),
    name: string(`ชื่อ${what}ในภาษาที่ขอ (มีเมื่อ lang ไม่ใช่ th ตาม C6.3)`, { minLength: 1 }),
  });
  const lotteryNames = localizedName('สลาก');
  const prizeNames = localizedName('รางวัล');
  const calcSlug = string('รหัสรางวัลที่ /calculations รองรับ (รางวัล 2 หรือ 3 หลัก ตาม C6.1)', {
    enum: PRIZE_SLUGS.filter((s) => calcPrizes.some((p) => p.slug === s)),
  });
  const digitCount = integer('จำนวนหลักของเลขรางวัล', 0, { enum: unique(calcPrizes.map((p) => p.digits)) });

  return {
    LotteryId: string('ชนิดสลาก (ค่า lottery) ทั้ง 49 ชนิดจากทะเบียนสลากของบริการ', { enum: [...LOTTERY_IDS] }),
    Lang: string('ภาษาของคำตอบ', { enum: [...LANGS] }),
    PrizeSlug: string('รหัสรางวัล ใช้ชุดเดียวกันทุกชนิดสลาก (C4.1)', { enum: [...PRIZE_SLUGS] }),
    Window: string('จำนวนงวดย้อนหลังที่ใช้คำนวณ', { enum: [...WINDOWS] }),
    IsoDate: string('วันที่รูปแบบ YYYY-MM-DD', { format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    IsoInstant: string('เวลา ISO 8601 แบบ UTC มีมิลลิวินาที', {
      format: 'date-time',
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$',
    }),
    Amount: string('จำนวนเงินต่อใบ ทศนิยม 2 ตำแหน่ง; "0.00" สำหรับสลากที่ไม่มีเงินรางวัลคงที่ (C4.2)', {
      pattern: '^(0|[1-9][0-9]*)\\.[0-9]{2}$',
    }),
    Digits: string('เลขรางวัลเป็นข้อความตัวเลขล้วน เก็บเลขศูนย์นำหน้าไว้', {
      pattern: `^[0-9]{${digitCounts[0]},${digitCounts[digitCounts.length - 1]}}$`,
    }),
    ErrorResponse: object('คำตอบเมื่อไม่สำเร็จ (SPEC "Errors")', {
      success: { type: 'boolean', const: false, description: 'false เสมอ' },
      error: string('ข้อความที่แสดงต่อผู้ใช้ได้ทันที ในภาษาที่เลือกด้วย lang', { minLength: 1 }),
    }),
    PendingPrize: object('รางวัลที่ยังรอประกาศ (C4.4)', {
      slug: ref('PrizeSlug'),
      name: string('ชื่อรางวัลในภาษาที่ขอ', { minLength: 1 }),
    }),
    Prize: object('รางวัลที่ประกาศแล้วหนึ่งประเภท', {
      slug: ref('PrizeSlug'),
      name: string('ชื่อรางวัลในภาษาที่ขอ', { minLength: 1 }),
      amount: ref('Amount'),
      numbers: array('เลขที่ออก เรียงจากน้อยไปมาก (C4.3)', ref('Digits'), { minItems: 1 }),
    }),
    Draw: {
      ...object(
        'ผลรางวัลหนึ่งงวด',
        {
          lottery: ref('LotteryId'),
          lotteryName: string('ชื่อสลากในภาษาที่ขอ', { minLength: 1 }),
          drawDate: ref('IsoDate', 'วันออกรางวัล'),
          displayName: string('วันออกรางวัลแบบอ่านง่ายในภาษาที่ขอ (C4.6)', { minLength: 1 }),
          status: string('complete เมื่อประกาศครบทุกรางวัล, announced เมื่อยังประกาศไม่ครบ', { enum: [...DRAW_STATUSES] }),
          pendingPrizes: array('รางวัลที่ยังรอประกาศ; ว่างเมื่อ status เป็น complete', ref('PendingPrize')),
          publishedAt: ref('IsoInstant', 'เวลาที่ประกาศรางวัลล่าสุดของงวด (C4.5)'),
          publishedAtText: string('เวลาประกาศแบบอ่านง่าย เวลาประเทศไทย; มีเฉพาะเมื่อ lang ไม่ใช่ th (C4.6)', { minLength: 1 }),
          prizes: array('รางวัลที่ประกาศแล้ว ตามลำดับของทะเบียน (C4.3)', ref('Prize'), { minItems: 1 }),
        },
        ['publishedAtText'],
      ),
      // SPEC "States and transitions": pendingPrizes is empty exactly when the draw is complete.
      if: { properties: { status: { type: 'string', const: 'complete' } } },
      then: { properties: { pendingPrizes: { type: 'array', maxItems: 0 } } },
      else: { properties: { pendingPrizes: { type: 'array', minItems: 1 } } },
    },
    ResultsAttribution: object('แหล่งที่มาใน /results', {
      source: string('ชื่อบริการ', { minLength: 1 }),
      url: string('ที่อยู่ของบริการ (C4.8)', { format: 'uri' }),
      note: string('ข้อความใช้ฟรีและขอลิงก์อ้างอิง ในภาษาที่ขอ', { minLength: 1 }),
    }),
    ResultsResponse: object('คำตอบของ /results: งวดล่าสุดก่อน', {
      success: { type: 'boolean', const: true, description: 'true เมื่อสำเร็จ' },
      attribution: ref('ResultsAttribution'),
      data: array('งวดที่ขอ เรียงจากงวดใหม่ไปเก่า', ref('Draw'), { minItems: 1, maxItems: LIMIT_MAX }),
    }),
    CheckAttribution: object('แหล่งที่มาใน /check (มีเฉพาะ source และ url)', {
      source: string('ชื่อบริการ', { minLength: 1 }),
      url: string('ที่อยู่ของบริการ (C4.8)', { format: 'uri' }),
    }),
    Match: object('รางวัลที่เลขนี้ถูก หนึ่งรายการต่อเลขที่ออกหนึ่งตัว (C5.3, C5.4)', {
      slug: ref('PrizeSlug'),
      prize: string('ชื่อรางวัลในภาษาที่ขอ', { minLength: 1 }),
      amount: ref('Amount'),
      winningNumber: ref('Digits', 'เลขที่ออกซึ่งตรงกับเลขที่ตรวจ'),
    }),
    CheckResult: {
      ...object('ผลการตรวจเลขกับงวดล่าสุด', {
        number: string('เลขที่ตรวจ', { pattern: `^[0-9]{${checkRange[0]},${checkRange[checkRange.length - 1]}}$` }),
        isWinner: boolean('true เมื่อถูกอย่างน้อยหนึ่งรางวัล'),
        drawDate: ref('IsoDate', 'วันออกรางวัลของงวดล่าสุด'),
        displayName: string('วันออกรางวัลแบบอ่านง่ายในภาษาที่ขอ', { minLength: 1 }),
        complete: boolean('true เมื่อประกาศครบทุกรางวัลของงวดแล้ว'),
        pendingPrizes: array('รางวัลที่ยังรอประกาศ', ref('PendingPrize')),
        notice: {
          type: ['string', 'null'],
          description: 'null เมื่อประกาศครบ; มิฉะนั้นอธิบายว่าเลขนี้อาจยังถูกรางวัลที่ยังไม่ประกาศ (C5.5)',
        },
        matches: array('รางวัลที่ถูก', ref('Match')),
        totalAmount: number('ยอดรวมเงินรางวัลของทุกรายการใน matches (C5.3)', { minimum: 0 }),
      }),
      // C5.5 and C5.3: notice and pendingPrizes follow `complete`; isWinner follows `matches`.
      allOf: [
        {
          if: { properties: { complete: { type: 'boolean', const: true } } },
          then: { properties: { notice: { type: 'null' }, pendingPrizes: { type: 'array', maxItems: 0 } } },
          else: { properties: { notice: { type: 'string', minLength: 1 }, pendingPrizes: { type: 'array', minItems: 1 } } },
        },
        {
          if: { properties: { isWinner: { type: 'boolean', const: true } } },
          then: { properties: { matches: { type: 'array', minItems: 1 } } },
          else: { properties: { matches: { type: 'array', maxItems: 0 }, totalAmount: { type: 'number', const: 0 } } },
        },
      ],
    },
    CheckResponse: object('คำตอบของ /check', {
      success: { type: 'boolean', const: true, description: 'true เมื่อสำเร็จ' },
      data: ref('CheckResult'),
      disclaimer: string('ผลการตรวจมีไว้เพื่อความสะดวก การขึ้นเงินยึดตามประกาศทางการ', { minLength: 1 }),
      attribution: ref('CheckAttribution'),
    }),
    StatsAttribution: object('แหล่งที่มาใน /stats', {
      source: string('ชื่อบริการ', { minLength: 1 }),
      url: string('หน้าสถิติของสลากนี้ (C4.8)', { format: 'uri' }),
      note: string('ข้อความใช้ฟรีและขอลิงก์อ้างอิง ในภาษาที่ขอ', { minLength: 1 }),
      dataSource: string('แหล่งข้อมูลทางการของผลรางวัล', { minLength: 1 }),
    }),
    StatsDataset: object('ชุดข้อมูลที่ใช้คำนวณสถิติ', {
      draws: integer('จำนวนงวดที่จัดเก็บ', 1),
      firstDate: ref('IsoDate', 'งวดแรกที่จัดเก็บ'),
      lastDate: ref('IsoDate', 'งวดล่าสุดที่จัดเก็บ'),
      updatedAt: ref('IsoInstant', 'publishedAt ของงวดล่าสุด (C6.2)'),
    }),
    NumberCount: object('เลขที่เคยออกหนึ่งตัว (C6.2)', {
      number: string('เลข', { pattern: `^[0-9]{${statsDigits[0]},${statsDigits[statsDigits.length - 1]}}$` }),
      count: integer('จำนวนครั้งที่ออก', 1),
      lastDate: ref('IsoDate', 'งวดล่าสุดที่ออก'),
      drawsSince: integer('จำนวนงวดของรางวัลนี้หลังจากครั้งล่าสุดที่ออก; 0 เมื่อออกในงวดล่าสุด'),
    }),
    PrizeGroup: object('สถิติของรางวัลหนึ่งประเภท (รางวัลที่มีไม่เกิน 4 หลัก ตาม C6.1)', {
      prize: ref('PrizeSlug'),
      prizeName: string('ชื่อรางวัลในภาษาที่ขอ', { minLength: 1 }),
      draws: integer('จำนวนงวดที่มีรางวัลนี้'),
      picks: integer('จำนวนเลขที่นับ'),
      possibleValues: integer('จำนวนเลขที่เป็นไปได้ (10 ยกกำลังจำนวนหลัก)', 1, { enum: statsDigits.map((d) => 10 ** d) }),
      expectedPerNumber: number('ค่าคาดหมายต่อเลข = picks / possibleValues ปัดทศนิยม 4 ตำแหน่ง', { minimum: 0 }),
      numbers: array('ทุกเลขที่เคยออก เรียงตาม count มากไปน้อย แล้วตามเลขน้อยไปมาก', ref('NumberCount')),
      neverDrawn: array('เลขที่ไม่เคยออก เรียงจากน้อยไปมาก', string('เลข', { pattern: '^[0-9]+$' })),
    }),
    StatsResponse: object('คำตอบของ /stats', {
      success: { type: 'boolean', const: true, description: 'true เมื่อสำเร็จ' },
      attribution: ref('StatsAttribution'),
      lottery: ref('LotteryId'),
      dataset: ref('StatsDataset'),
      prizes: array('หนึ่งรายการต่อประเภทรางวัล', ref('PrizeGroup'), { minItems: 1 }),
    }),
    CalculationLottery: {
      description: 'สลากที่คำนวณ: nameTh เมื่อ lang=th, name เมื่อเป็นภาษาอื่น (C6.3)',
      oneOf: [
        object('คำตอบภาษาไทย', { slug: ref('LotteryId'), nameTh: lotteryNames.nameTh }),
        object('คำตอบภาษาอื่น', { slug: ref('LotteryId'), name: lotteryNames.name }),
      ],
    },
    CalculationPrize: {
      description: 'รางวัลที่คำนวณ: nameTh เมื่อ lang=th, name เมื่อเป็นภาษาอื่น (C6.3)',
      oneOf: [
        object('คำตอบภาษาไทย', { slug: calcSlug, nameTh: prizeNames.nameTh, digitCount }),
        object('คำตอบภาษาอื่น', { slug: calcSlug, name: prizeNames.name, digitCount }),
      ],
    },
    SourceDraw: object('งวดล่าสุดที่ใช้คำนวณ', {
      id: string('รหัสงวด {lottery}:{drawDate} (C6.3)', { pattern: '^[a-z0-9-]+:[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
      drawDate: ref('IsoDate'),
    }),
    DigitBreakdown: object('ส่วนประกอบคะแนนของเลขโดด (C6.4)', {
      frequency30: number('ความถี่ในช่วงเทียบกับค่าคาดหมาย', { minimum: 0 }),
      recent: number('ความถี่ถ่วงน้ำหนัก 0.9^k เทียบกับค่าคาดหมาย', { minimum: 0 }),
    }),
    PairBreakdown: object('ส่วนประกอบคะแนนของเลขคู่ (C6.4)', {
      historical: number('ความถี่ในทุกงวดที่จัดเก็บเทียบกับค่าคาดหมาย', { minimum: 0 }),
      position: number('สัดส่วนหลักสิบ × สัดส่วนหลักหน่วย × 100', { minimum: 0 }),
    }),
    RankedDigit: object('อันดับเลขโดด', {
      candidate: string('เลขโดด 0-9', { pattern: '^[0-9]$' }),
      score: number('คะแนน', { minimum: 0 }),
      breakdown: ref('DigitBreakdown'),
    }),
    RankedPair: object('อันดับเลขคู่ (สองหลักท้าย)', {
      candidate: string('เลขคู่ 00-99', { pattern: '^[0-9]{2}$' }),
      score: number('คะแนน', { minimum: 0 }),
      breakdown: ref('PairBreakdown'),
    }),
    PrizeCalculation: object('ผลคำนวณของรางวัลหนึ่งประเภท', {
      prize: ref('CalculationPrize'),
      sampleSize: integer('จำนวนงวดในช่วงที่มีรางวัลนี้'),
      digitRanking: array('เลขโดดครบ 10 ตัว เรียงตามคะแนน', ref('RankedDigit'), { minItems: 10, maxItems: 10 }),
      pairRanking: array(`เลขคู่ ${PAIR_RANKING_SIZE} อันดับแรก`, ref('RankedPair'), {
        minItems: PAIR_RANKING_SIZE,
        maxItems: PAIR_RANKING_SIZE,
      }),
    }),
    CalculationsResponse: object('คำตอบของ /calculations: สถิติจากผลในอดีต ไม่ใช่ความน่าจะเป็น', {
      success: { type: 'boolean', const: true, description: 'true เมื่อสำเร็จ' },
      lottery: ref('CalculationLottery'),
      sourceDraw: ref('SourceDraw'),
      window: ref('Window', 'ช่วงที่ใช้จริง'),
      requestedDraws: integer('จำนวนงวดที่ขอ; window=all คือจำนวนงวดที่จัดเก็บ (C6.3)', 1),
      sampleSize: integer('จำนวนงวดที่ใช้จริง', 1),
      quality: string(
        `คุณภาพของตัวอย่าง: high เมื่อ sampleSize >= ${QUALITY_HIGH_MIN}, medium เมื่อ ${QUALITY_MEDIUM_MIN}-${QUALITY_HIGH_MIN - 1}, low เมื่อน้อยกว่า ${QUALITY_MEDIUM_MIN}`,
        { enum: [quality(QUALITY_HIGH_MIN), quality(QUALITY_MEDIUM_MIN), quality(0)] },
      ),
      formulaVersion: { type: 'string', const: FORMULA_VERSION, description: 'เวอร์ชันของสูตรคะแนน' },
      calculatedAt: ref('IsoInstant', 'publishedAt ของงวดต้นทาง (C6.3)'),
      disclaimer: string('คำเตือนว่าคะแนนไม่ใช่ความน่าจะเป็น', { minLength: 1 }),
      data: object('ผลคำนวณ', {
        prizes: array('หนึ่งรายการต่อประเภทรางวัล', ref('PrizeCalculation'), { minItems: 1 }),
      }),
    }),
    ...internalSchemas(),
  };
}
