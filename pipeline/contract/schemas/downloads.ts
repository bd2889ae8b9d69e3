import { z } from 'zod';
import { LOTTERY_IDS } from '../../registry/index.ts';
import { FEED_ENTRIES, HISTORY_INDEX_FILE } from '../download-paths.ts';
import { Digits, IsoDate, IsoInstant, Lang, LotteryId, PendingPrize, PrizeSlug } from './common.ts';
import { StoredDraw } from './stored-draw.ts';

/**
 * The JSON download files of C9.2 and C9.3 (issue 12): the history of a lottery, the history index
 * and the JSON Feed. The Atom feed, the calendar and the CSV are checked by their own parsers in
 * the tests; these three are held to openapi.json like every other JSON file of the tree.
 */

const DrawStatus = z.enum(['complete', 'announced']);
const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** A stored draw exactly as the store keeps it (C8.1), with its status (C4.4). */
export const HistoryDraw = StoredDraw.extend({ status: DrawStatus.describe('สถานะของงวด (C4.4)') }).meta({
  id: 'HistoryDraw',
  description: 'งวดหนึ่งตามที่จัดเก็บ พร้อมสถานะ (C9.3)',
});

export const HistoryFile = z
  .strictObject({
    lottery: LotteryId,
    draws: z.array(HistoryDraw).min(1).describe('ทุกงวด เรียงจากเก่าไปใหม่'),
  })
  .meta({ id: 'HistoryFile', description: 'ผลทุกงวดที่จัดเก็บของสลากหนึ่งชนิด เก่าสุดก่อน (/history/{lottery}.json, C9.3)' });
export type HistoryFile = z.infer<typeof HistoryFile>;

export const HistoryFileEntry = z
  .strictObject({
    path: z
      .string()
      .regex(/^\/history\/[a-z0-9-]+\.(json|csv)$/)
      .describe('เส้นทางของไฟล์'),
    bytes: z.number().int().min(1).describe('ขนาดเป็นไบต์'),
    sha256: Sha256Hex.describe('SHA-256 ของไบต์ที่เผยแพร่ (hex)'),
  })
  .meta({ id: 'HistoryFileEntry', description: 'ไฟล์ประวัติหนึ่งไฟล์' });

export const HistoryIndexEntry = z
  .strictObject({
    lottery: LotteryId,
    draws: z.number().int().min(0).describe('จำนวนงวดที่จัดเก็บ'),
    firstDate: IsoDate.nullable().describe('งวดแรกที่จัดเก็บ หรือ null เมื่อยังไม่มี'),
    lastDate: IsoDate.nullable().describe('งวดล่าสุดที่จัดเก็บ หรือ null เมื่อยังไม่มี'),
    missingDates: z
      .array(IsoDate)
      .describe('วันออกรางวัลตามกำหนดระหว่างงวดแรกและงวดล่าสุดที่ไม่มีผลจัดเก็บ ไม่นับวันที่งวดถูกเลื่อนไปออกในวันใกล้เคียง (เช่น 2 มิ.ย. แทน 1 มิ.ย.)'),
    files: z.strictObject({ json: HistoryFileEntry, csv: HistoryFileEntry }).nullable().describe('ไฟล์ประวัติ; null เมื่อยังไม่มีผล'),
  })
  .meta({ id: 'HistoryIndexEntry', description: 'สลากหนึ่งชนิดในดัชนีประวัติ' });
export type HistoryIndexEntry = z.infer<typeof HistoryIndexEntry>;

export const HistoryIndex = z
  .strictObject({
    lotteries: z.array(HistoryIndexEntry).min(1).describe(`ทุกสลาก (${LOTTERY_IDS.length} รายการ) ตามลำดับทะเบียน`),
  })
  .meta({ id: 'HistoryIndex', description: `ดัชนีไฟล์ประวัติ (/${HISTORY_INDEX_FILE}, C9.3): ทุกสลากตามลำดับทะเบียน` });
export type HistoryIndex = z.infer<typeof HistoryIndex>;

const JsonFeedItem = z
  .strictObject({
    id: z
      .string()
      .regex(/^urn:uuid:[0-9a-f-]{36}$/)
      .describe('รหัสถาวรของรายการ ไม่เปลี่ยนตลอดไป'),
    url: z.url().describe('หน้าเว็บของสลาก'),
    title: z.string().min(1).describe('ชื่องวด'),
    content_html: z.string().min(1).describe('ทุกเลขที่ประกาศแล้วและสถานะ (HTML)'),
    content_text: z.string().min(1).describe('ทุกเลขที่ประกาศแล้วและสถานะ (ข้อความ)'),
    date_published: IsoInstant.describe('เวลาที่ประกาศรางวัลแรกของงวด'),
    date_modified: IsoInstant.describe(
      'publishedAt ของงวด หรือเวลาที่แก้ไขผลของงวดครั้งล่าสุด (correct) ถ้าช้ากว่า: เปลี่ยนเมื่องวดประกาศครบ และเมื่อผลถูกแก้ไข',
    ),
    tags: z.array(DrawStatus).length(1).describe('สถานะ'),
    _draw: z
      .strictObject({
        lottery: LotteryId,
        drawDate: IsoDate,
        status: DrawStatus,
        pendingPrizes: z.array(PendingPrize),
        publishedAt: IsoInstant,
        prizes: z
          .array(z.strictObject({ slug: PrizeSlug, name: z.string().min(1), numbers: z.array(Digits).min(1) }))
          .describe('รางวัลที่ประกาศแล้ว'),
      })
      .describe('งวดในรูปข้อมูล'),
  })
  .describe('งวดหนึ่ง');

export const JsonFeed = z
  .strictObject({
    version: z.literal('https://jsonfeed.org/version/1.1').describe('รุ่นของ JSON Feed'),
    title: z.string().min(1).describe('ชื่อฟีด'),
    home_page_url: z.url().describe('หน้าเว็บของสลาก'),
    feed_url: z.url().describe('ที่อยู่ของฟีดนี้'),
    description: z.string().min(1).describe('คำอธิบาย'),
    language: Lang,
    authors: z
      .array(z.strictObject({ name: z.string().min(1), url: z.url() }))
      .min(1)
      .describe('ผู้เผยแพร่'),
    items: z.array(JsonFeedItem).max(FEED_ENTRIES).describe('หนึ่งรายการต่องวด ใหม่สุดก่อน'),
  })
  .meta({ id: 'JsonFeed', description: `JSON Feed 1.1 ของ ${FEED_ENTRIES} งวดล่าสุด (C9.2)` });

/**
 * The text download files, named so that openapi.json refers to each (C7); what they hold is
 * checked by their parsers in the tests (Atom, iCalendar, CSV), and their examples are excerpts of
 * the published files (describe/openapi-files.ts).
 */
export const AtomFeed = z
  .string()
  .min(1)
  .meta({ id: 'AtomFeed', description: 'ฟีด Atom 1.0 (RFC 4287) ของงวดล่าสุด (C9.2)', contentMediaType: 'application/atom+xml' });
export const Calendar = z
  .string()
  .min(1)
  .meta({ id: 'Calendar', description: 'ปฏิทิน iCalendar (RFC 5545) ของวันออกรางวัลและผล (C9.2)', contentMediaType: 'text/calendar' });
export const HistoryCsv = z
  .string()
  .min(1)
  .meta({ id: 'HistoryCsv', description: 'ผลทุกงวดที่จัดเก็บ รูปแบบ CSV (C9.3)', contentMediaType: 'text/csv' });
