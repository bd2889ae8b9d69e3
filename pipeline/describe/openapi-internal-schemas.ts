import { LANGS, PRIZE_SLUGS, SOURCE_IDS } from '../registry/index.ts';
import { type JsonObject, array, boolean, integer, object, ref, string } from './openapi-kit.ts';

/** A sha256 digest in hex, as manifest.ts writes it. */
const SHA256_HEX = '^[0-9a-f]{64}$';

/**
 * Schemas of the files the tree publishes for its own use (C1.1): the latest-draw files `/check`
 * reads (C1.2), their index and the build manifest (C1.4). They are not endpoints, but every JSON
 * file of dist/ has a schema so that the tree tests leave none unchecked. They mirror the zod
 * schemas of store/schema.ts, core/latest-draw.ts and build/manifest.ts.
 */
export function internalSchemas(): Readonly<Record<'StoredPrize' | 'SourceRecord' | 'StoredDraw' | 'LatestDraw' | 'LatestIndex' | 'BuildManifest' | 'OpenApiDocument' | 'ReadmeMarkdown', JsonObject>> {
  return {
    StoredPrize: object('รางวัลหนึ่งประเภทตามที่จัดเก็บ (C8.1)', {
      numbers: array('เลขที่ออก เรียงจากน้อยไปมาก', ref('Digits'), { minItems: 1 }),
      amount: { anyOf: [ref('Amount'), { type: 'null' }], description: 'null เมื่อสลากไม่มีเงินรางวัลคงที่ (C4.2)' },
      publishedAt: ref('IsoInstant', 'เวลาที่ประกาศรางวัลนี้ (C4.5)'),
      approximate: boolean('true เมื่อ publishedAt เป็นเวลาตามกำหนด ไม่ใช่เวลาที่บันทึกได้จริง (C4.5)'),
    }),
    SourceRecord: object('แหล่งที่มาของงวด (C8.1)', {
      source: string('รหัสแหล่งข้อมูล', { enum: [...SOURCE_IDS] }),
      ref: string('ตำแหน่งที่มาโดยละเอียด', { minLength: 1 }),
      prizes: array('รางวัลที่ได้จากแหล่งนี้', ref('PrizeSlug'), { minItems: 1 }),
    }),
    StoredDraw: object(
      'งวดหนึ่งตามที่จัดเก็บใน data/',
      {
        date: ref('IsoDate', 'วันที่ของงวด'),
        drawnOn: ref('IsoDate', 'วันที่ออกรางวัลจริง เมื่อไม่ตรงกับ date'),
        prizes: {
          type: 'object',
          description: 'รางวัลที่ประกาศแล้ว ตามรหัสรางวัล',
          properties: Object.fromEntries(PRIZE_SLUGS.map((slug) => [slug, ref('StoredPrize')])),
          additionalProperties: false,
          minProperties: 1,
        },
        sources: array('แหล่งที่มา', ref('SourceRecord'), { minItems: 1 }),
        trust: string('มีเมื่อทุกค่าของงวดมาจากเว็บรวมผลที่ไม่เป็นทางการเพียงแหล่งเดียว (C4.11)', { enum: ['single-aggregator'] }),
        notes: array('หมายเหตุที่มาของข้อมูล', string('หมายเหตุ', { minLength: 1 })),
      },
      ['drawnOn', 'trust', 'notes'],
    ),
    LatestDraw: object('ไฟล์งวดล่าสุดของสลากหนึ่งชนิดที่ /check อ่าน (api/{lottery}/latest.json, C1.2)', {
      lottery: ref('LotteryId'),
      draw: ref('StoredDraw'),
      displayName: object(
        'วันออกรางวัลแบบอ่านง่ายทุกภาษา',
        Object.fromEntries(LANGS.map((lang) => [lang, string(`ภาษา ${lang}`, { minLength: 1 })])),
      ),
    }),
    LatestIndex: object('ดัชนีไฟล์งวดล่าสุด (api/latest-index.json): สลากที่มีข้อมูล และเว็บไซต์ที่สร้างให้', {
      site: object('บริการ (C4.8)', {
        name: string('ชื่อบริการ', { minLength: 1 }),
        baseUrl: string('ที่อยู่หลักของบริการ', { format: 'uri' }),
      }),
      lotteries: array('สลากที่มีผลรางวัลจัดเก็บ ตามลำดับทะเบียน', ref('LotteryId'), { uniqueItems: true }),
    }),
    BuildManifest: object('บันทึกการสร้างไฟล์ (api/build-manifest.json, C1.4); ไม่มีเวลาใดๆ', {
      format: integer('รุ่นของรูปแบบบันทึก', 1, { const: 1 }),
      code: string('sha256 ของโค้ดที่สร้างไฟล์', { pattern: SHA256_HEX }),
      lotteries: {
        type: 'object',
        description: 'ต่อสลากหนึ่งชนิด',
        propertyNames: ref('LotteryId'),
        additionalProperties: object('ไฟล์ของสลากหนึ่งชนิด', {
          input: string('sha256 ของข้อมูลที่จัดเก็บ', { pattern: SHA256_HEX }),
          draws: integer('จำนวนงวด'),
          bytes: integer('ขนาดรวมของไฟล์'),
          files: array('ไฟล์ที่สร้าง', string('เส้นทางใน dist/', { minLength: 1 })),
        }),
      },
      global: array('ไฟล์ที่ขึ้นกับหลายสลาก', string('เส้นทางใน dist/', { minLength: 1 })),
    }),
    OpenApiDocument: {
      type: 'object',
      description: 'เอกสาร OpenAPI 3.1 ฉบับนี้; ตรวจเต็มรูปแบบด้วย schema ทางการของ OpenAPI 3.1',
      required: ['openapi', 'info'],
      properties: {
        openapi: { type: 'string', pattern: '^3\\.1\\.[0-9]+$' },
        info: {
          type: 'object',
          required: ['title', 'version'],
          properties: { title: { type: 'string' }, version: { type: 'string' } },
        },
      },
    },
    ReadmeMarkdown: { type: 'string', description: 'คำอธิบายบริการแบบย่อ ภาษาไทย', contentMediaType: 'text/markdown', minLength: 1 },
  };
}
