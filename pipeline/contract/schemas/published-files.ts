import { z } from 'zod';
import { LANGS, type Lang } from '../../registry/index.ts';
import { StoredDraw, StoredPrize } from './stored-draw.ts';
import { IsoDate, LotteryId, PrizeSlug } from './common.ts';

/**
 * The files the tree publishes for its own use (C1.1): the latest-draw files `/check` reads
 * (C1.2), their index, the build manifest (C1.4), and the two description files. They are not
 * endpoints, but every file of dist/ has a schema so that the tree tests leave none unchecked.
 */

const DisplayNames = z
  .strictObject(Object.fromEntries(LANGS.map((l) => [l, z.string().min(1).describe(`ภาษา ${l}`)])) as Record<Lang, z.ZodString>)
  .describe('วันออกรางวัลแบบอ่านง่ายทุกภาษา');

export const LatestDraw = z
  .strictObject({
    lottery: LotteryId,
    draw: StoredDraw,
    displayName: DisplayNames,
    gaps: z.array(IsoDate).describe('วันออกรางวัลตามกำหนดในช่วง 366 วันก่อนงวดล่าสุดที่ยังไม่มีผลจัดเก็บ ซึ่งการอัปเดตตามกำหนดเวลาจะขออีกครั้ง'),
    // The two lists below are absent from trees built before them (a last good tree `npm start` serves): read as none.
    incomplete: z.array(IsoDate).default([]).describe('งวดที่จัดเก็บแล้วในช่วง 366 วันก่อนงวดล่าสุดที่ผลยังไม่ครบ ซึ่งการอัปเดตตามกำหนดเวลาจะขออีกครั้ง'),
    noDrawAfter: z.array(IsoDate).default([]).describe('วันหลังงวดล่าสุดที่บันทึกไว้ว่าไม่มีการออกรางวัล (data/no-draw.json) จึงไม่นับเป็นงวดถัดไป'),
  })
  .meta({ id: 'LatestDraw', description: 'ไฟล์งวดล่าสุดของสลากหนึ่งชนิดที่ /check อ่าน (api/{lottery}/latest.json, C1.2)' });
export type LatestDraw = z.infer<typeof LatestDraw>;

/**
 * C9.4: every stored draw of one lottery, as compact as a check needs (the numbers and amount of
 * each prize, no sources or times), oldest first, each with its `displayName` in every language
 * exactly as /results gives it, so the live path formats nothing (api/{lottery}/draws.json).
 */
/** One draw of a DrawArchive; the live path validates each on its first use (draws/draw-archive.ts). */
export const ArchivedDraw = z.strictObject({
  draw: z
    .strictObject({
      date: IsoDate.describe('วันที่ของงวด'),
      prizes: z
        .partialRecord(PrizeSlug, z.strictObject({ numbers: StoredPrize.shape.numbers, amount: StoredPrize.shape.amount }))
        .describe('รางวัลที่ประกาศแล้ว: เลขและเงินรางวัล'),
    })
    .describe('งวดหนึ่ง เฉพาะที่การตรวจเลขใช้'),
  displayName: DisplayNames,
});
export type ArchivedDraw = z.infer<typeof ArchivedDraw>;

export const DrawArchive = z
  .strictObject({
    lottery: LotteryId,
    draws: z.array(ArchivedDraw).min(1).describe('ทุกงวดที่จัดเก็บ เรียงจากเก่าไปใหม่ วันที่ไม่ซ้ำ'),
  })
  .superRefine((a, ctx) => {
    for (let i = 1; i < a.draws.length; i += 1) {
      if ((a.draws[i - 1]?.draw.date ?? '') >= (a.draws[i]?.draw.date ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['draws', i], message: 'draws are in strictly ascending date order' });
      }
    }
  })
  .meta({ id: 'DrawArchive', description: 'ทุกงวดของสลากหนึ่งชนิดที่ /check และ /check-many อ่านเมื่อระบุ date (api/{lottery}/draws.json, C9.4)' });
export type DrawArchive = z.infer<typeof DrawArchive>;

export const LatestIndex = z
  .strictObject({
    site: z
      .strictObject({ name: z.string().min(1).describe('ชื่อบริการ'), baseUrl: z.url().describe('ที่อยู่หลักของบริการ') })
      .describe('บริการ (C4.8)'),
    lotteries: z.array(LotteryId).describe('สลากที่มีผลรางวัลจัดเก็บ ตามลำดับทะเบียน'),
  })
  .meta({ id: 'LatestIndex', description: 'ดัชนีไฟล์งวดล่าสุด (api/latest-index.json): สลากที่มีข้อมูล และเว็บไซต์ที่สร้างให้' });
export type LatestIndex = z.infer<typeof LatestIndex>;

/** A sha256 digest in hex, as publish/manifest.ts writes it. */
const Sha256 = (description: string) =>
  z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe(description);
const DistPath = z.string().min(1).describe('เส้นทางใน dist/');

export const BuildManifest = z
  .strictObject({
    format: z.literal(2).describe('รุ่นของรูปแบบบันทึก'),
    code: Sha256('sha256 ของโค้ดที่สร้างไฟล์'),
    lotteries: z
      .partialRecord(
        LotteryId,
        z
          .strictObject({
            input: Sha256('sha256 ของข้อมูลที่จัดเก็บ'),
            draws: z.int().min(0).describe('จำนวนงวด'),
            bytes: z.int().min(0).describe('ขนาดรวมของไฟล์'),
            files: z.array(DistPath).describe('ไฟล์ที่สร้าง'),
            /** TreeContext.perLottery's values, kept while the lottery's files are carried over. */
            derived: z.record(z.string(), z.unknown()).optional().describe('ค่าที่คำนวณจากไฟล์ของสลากนี้ ตามชื่อ'),
          })
          .describe('ไฟล์ของสลากหนึ่งชนิด'),
      )
      .describe('ต่อสลากหนึ่งชนิด'),
    /**
     * Per global producer, in the build's order: its files and what it read (publish/global-memo.ts);
     * the next build carries the files over while `key`, taken again over the same reads, is unchanged.
     */
    global: z
      .array(
        z
          .strictObject({
            files: z.array(DistPath).describe('ไฟล์ที่สร้าง'),
            bytes: z.int().min(0).describe('ขนาดรวมของไฟล์'),
            key: Sha256('sha256 ของทุกอย่างที่อ่าน'),
            lotteries: z.array(LotteryId).describe('สลากที่อ่านไฟล์'),
            values: z.array(z.string()).describe('ค่าต่อสลากที่ใช้ (สลาก ชื่อค่า)'),
            absent: z.array(DistPath).describe('ไฟล์ที่ขอแต่ไม่มี'),
          })
          .describe('ไฟล์ของผู้สร้างหนึ่งราย'),
      )
      .describe('ไฟล์ที่ขึ้นกับหลายสลาก'),
  })
  .meta({ id: 'BuildManifest', description: 'บันทึกการสร้างไฟล์ (api/build-manifest.json, C1.4); ไม่มีเวลาใดๆ' });
export type BuildManifest = z.infer<typeof BuildManifest>;

/** Only what identifies the document: the official OpenAPI 3.1 schema checks the rest. */
export const OpenApiDocument = z
  .looseObject({
    openapi: z.string().regex(/^3\.1\.[0-9]+$/),
    info: z.looseObject({ title: z.string(), version: z.string() }),
  })
  .meta({ id: 'OpenApiDocument', description: 'เอกสาร OpenAPI 3.1 ฉบับนี้; ตรวจเต็มรูปแบบด้วย schema ทางการของ OpenAPI 3.1' });

export const ReadmeMarkdown = z
  .string()
  .min(1)
  .meta({ id: 'ReadmeMarkdown', description: 'คำอธิบายบริการแบบย่อ ภาษาไทย', contentMediaType: 'text/markdown' });
