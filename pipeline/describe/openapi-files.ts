import { CALENDAR_DAYS_AHEAD, CALENDAR_PAST_DRAWS } from '../answers/calendar.ts';
import { FEED_ENTRIES } from '../answers/feeds.ts';
import { CSV_LEADING_COLUMNS, CSV_TRAILING_COLUMNS } from '../answers/history.ts';
import { DOWNLOAD_TYPES, HISTORY_INDEX_FILE, PREFIXED_LANGS } from '../contract/download-paths.ts';
import { LOTTERY_IDS, PRIZE_SLUGS } from '../registry/index.ts';
import { answerHeaders } from './openapi-http.ts';
import { type JsonObject, array, integer, object, ref, string } from './openapi-kit.ts';

/**
 * openapi.json's part for the download files of issue 12 (C9.2, C9.3): feeds, calendars and
 * history, kept apart from the SPEC endpoints so that the endpoint table can take it over whole.
 * Their JSON bodies have schemas here (contract-check holds every published JSON file to one);
 * Atom, iCalendar and CSV are described by their media type and checked by parsers in the tests.
 */
export type DownloadSchemaName = 'HistoryDraw' | 'HistoryFile' | 'HistoryFileEntry' | 'HistoryIndexEntry' | 'HistoryIndex' | 'JsonFeed';

const DRAW_STATUSES = ['complete', 'announced'] as const;
const SHA256_HEX = '^[0-9a-f]{64}$';
const localRef = (name: DownloadSchemaName): JsonObject => ({ $ref: `#/components/schemas/${name}` });

export function downloadSchemas(): Readonly<Record<DownloadSchemaName, JsonObject>> {
  const nullable = (schema: JsonObject, description: string): JsonObject => ({ anyOf: [schema, { type: 'null' }], description });
  return {
    HistoryDraw: object(
      'งวดหนึ่งตามที่จัดเก็บ พร้อมสถานะ (C9.3)',
      {
        date: ref('IsoDate', 'วันที่ของงวด'),
        status: string('สถานะของงวด (C4.4)', { enum: [...DRAW_STATUSES] }),
        drawnOn: ref('IsoDate', 'วันที่ออกรางวัลจริง เมื่อไม่ตรงกับ date'),
        prizes: {
          type: 'object',
          description: 'รางวัลที่ประกาศแล้ว ตามรหัสรางวัล',
          properties: Object.fromEntries(PRIZE_SLUGS.map((slug) => [slug, ref('StoredPrize')])),
          additionalProperties: false,
          minProperties: 1,
        },
        sources: array('แหล่งที่มา', ref('SourceRecord'), { minItems: 1 }),
        notes: array('หมายเหตุที่มาของข้อมูล', string('หมายเหตุ', { minLength: 1 })),
      },
      ['drawnOn', 'notes'],
    ),
    HistoryFile: object('ผลทุกงวดที่จัดเก็บของสลากหนึ่งชนิด เก่าสุดก่อน (/history/{lottery}.json, C9.3)', {
      lottery: ref('LotteryId'),
      draws: array('ทุกงวด เรียงจากเก่าไปใหม่', localRef('HistoryDraw'), { minItems: 1 }),
    }),
    HistoryFileEntry: object('ไฟล์ประวัติหนึ่งไฟล์', {
      path: string('เส้นทางของไฟล์', { pattern: '^/history/[a-z0-9-]+\\.(json|csv)$' }),
      bytes: integer('ขนาดเป็นไบต์', 1),
      sha256: string('SHA-256 ของไบต์ที่เผยแพร่ (hex)', { pattern: SHA256_HEX }),
    }),
    HistoryIndexEntry: object('สลากหนึ่งชนิดในดัชนีประวัติ', {
      lottery: ref('LotteryId'),
      draws: integer('จำนวนงวดที่จัดเก็บ'),
      firstDate: nullable(ref('IsoDate'), 'งวดแรกที่จัดเก็บ หรือ null เมื่อยังไม่มี'),
      lastDate: nullable(ref('IsoDate'), 'งวดล่าสุดที่จัดเก็บ หรือ null เมื่อยังไม่มี'),
      missingDates: array('วันออกรางวัลตามกำหนดระหว่างงวดแรกและงวดล่าสุดที่ไม่มีผลจัดเก็บ', ref('IsoDate')),
      files: nullable(object('ไฟล์ประวัติ', { json: localRef('HistoryFileEntry'), csv: localRef('HistoryFileEntry') }), 'null เมื่อยังไม่มีผล'),
    }),
    HistoryIndex: object(`ดัชนีไฟล์ประวัติ (/${HISTORY_INDEX_FILE}, C9.3): ทุกสลากตามลำดับทะเบียน`, {
      lotteries: array('ทุกสลาก', localRef('HistoryIndexEntry'), { minItems: LOTTERY_IDS.length, maxItems: LOTTERY_IDS.length }),
    }),
    JsonFeed: object(`JSON Feed 1.1 ของ ${FEED_ENTRIES} งวดล่าสุด (C9.2)`, {
      version: string('รุ่นของ JSON Feed', { const: 'https://jsonfeed.org/version/1.1' }),
      title: string('ชื่อฟีด', { minLength: 1 }),
      home_page_url: string('หน้าเว็บของสลาก', { format: 'uri' }),
      feed_url: string('ที่อยู่ของฟีดนี้', { format: 'uri' }),
      description: string('คำอธิบาย', { minLength: 1 }),
      language: ref('Lang'),
      authors: array('ผู้เผยแพร่', object('ผู้เผยแพร่', { name: string('ชื่อ', { minLength: 1 }), url: string('ที่อยู่', { format: 'uri' }) }), { minItems: 1 }),
      items: array(
        'หนึ่งรายการต่องวด ใหม่สุดก่อน',
        object('งวดหนึ่ง', {
          id: string('รหัสถาวรของรายการ ไม่เปลี่ยนตลอดไป', { pattern: '^urn:uuid:[0-9a-f-]{36}$' }),
          url: string('หน้าเว็บของสลาก', { format: 'uri' }),
          title: string('ชื่องวด', { minLength: 1 }),
          content_html: string('ทุกเลขที่ประกาศแล้วและสถานะ (HTML)', { minLength: 1 }),
          content_text: string('ทุกเลขที่ประกาศแล้วและสถานะ (ข้อความ)', { minLength: 1 }),
          date_published: ref('IsoInstant', 'เวลาที่ประกาศรางวัลแรกของงวด'),
          date_modified: ref('IsoInstant', 'publishedAt ของงวด: เปลี่ยนเมื่องวดประกาศครบ'),
          tags: array('สถานะ', string('สถานะ', { enum: [...DRAW_STATUSES] }), { minItems: 1, maxItems: 1 }),
          _draw: object('งวดในรูปข้อมูล', {
            lottery: ref('LotteryId'),
            drawDate: ref('IsoDate'),
            status: string('สถานะของงวด', { enum: [...DRAW_STATUSES] }),
            pendingPrizes: array('รางวัลที่รอประกาศ', ref('PendingPrize')),
            publishedAt: ref('IsoInstant'),
            prizes: array(
              'รางวัลที่ประกาศแล้ว',
              object('รางวัลหนึ่ง', { slug: ref('PrizeSlug'), name: string('ชื่อรางวัล', { minLength: 1 }), numbers: array('เลข', ref('Digits'), { minItems: 1 }) }),
            ),
          }),
        }),
        { maxItems: FEED_ENTRIES },
      ),
    }),
  };
}

const lotteryParam: JsonObject = { name: 'lottery', in: 'path', required: true, description: 'ชนิดสลาก', schema: { type: 'string', enum: [...LOTTERY_IDS] } };
const langParam: JsonObject = {
  name: 'lang',
  in: 'path',
  required: true,
  description: 'ภาษา (ภาษาไทยใช้เส้นทางที่ไม่มีโฟลเดอร์ภาษา)',
  schema: { type: 'string', enum: [...PREFIXED_LANGS] },
};

function download(id: string, summary: string, mediaType: string, schema: JsonObject, withLang: boolean): JsonObject {
  return {
    get: {
      tags: ['ไฟล์ดาวน์โหลด'],
      summary,
      description:
        'ไฟล์คงที่ แคช 300 วินาที มี ETag: ส่ง If-None-Match เพื่อรับ 304 สลากหรือภาษาที่ไม่รู้จักตอบ 404 พร้อมรายการค่าที่ใช้ได้ สลากที่ยังไม่มีผลตอบ 404 ตาม C2.7',
      operationId: id,
      parameters: [...(withLang ? [langParam] : []), lotteryParam, { $ref: '#/components/parameters/ifNoneMatch' }],
      responses: {
        '200': { description: 'สำเร็จ', headers: answerHeaders('static', 200), content: { [mediaType]: { schema } } },
        '304': { $ref: '#/components/responses/NotModified' },
        '404': {
          description: 'สลากหรือภาษาที่ไม่รู้จัก หรือสลากที่ยังไม่มีผล',
          headers: answerHeaders('static', 404),
          content: { 'application/json': { schema: ref('ErrorResponse') } },
        },
        '500': { $ref: '#/components/responses/ServerError' },
      },
    },
  };
}

const mediaType = (contentType: string): string => contentType.split(';')[0] as string;
const text = (description: string): JsonObject => ({ type: 'string', description });

/** `paths` entries of the download files, in the order the developers page lists them. */
export function downloadPaths(): JsonObject {
  const atom = text(`Atom 1.0 (RFC 4287) ของ ${FEED_ENTRIES} งวดล่าสุด หนึ่ง entry ต่องวด id ถาวร updated เปลี่ยนเมื่องวดประกาศครบ`);
  const ics = text(`iCalendar (RFC 5545) เขตเวลา Asia/Bangkok: ${CALENDAR_PAST_DRAWS} งวดล่าสุดพร้อมผล และวันออกรางวัลตามกำหนด ${CALENDAR_DAYS_AHEAD} วันถัดจากงวดล่าสุด`);
  const csv = text(`CSV UTF-8 มีแถวหัว หนึ่งแถวต่องวด คอลัมน์: ${[...CSV_LEADING_COLUMNS, '{prize-slug}...', ...CSV_TRAILING_COLUMNS].join(', ')}; เลขหลายตัวของรางวัลเดียวคั่นด้วยช่องว่าง`);
  return {
    '/feeds/{lottery}.atom': download('feedAtom', 'ฟีด Atom ภาษาไทย', mediaType(DOWNLOAD_TYPES.atom), atom, false),
    '/feeds/{lang}/{lottery}.atom': download('feedAtomLang', 'ฟีด Atom ภาษาอื่น', mediaType(DOWNLOAD_TYPES.atom), atom, true),
    '/feeds/{lottery}.json': download('feedJson', 'JSON Feed ภาษาไทย', mediaType(DOWNLOAD_TYPES.feedJson), localRef('JsonFeed'), false),
    '/feeds/{lang}/{lottery}.json': download('feedJsonLang', 'JSON Feed ภาษาอื่น', mediaType(DOWNLOAD_TYPES.feedJson), localRef('JsonFeed'), true),
    '/calendar/{lottery}.ics': download('calendar', 'ปฏิทินภาษาไทย', mediaType(DOWNLOAD_TYPES.ics), ics, false),
    '/calendar/{lang}/{lottery}.ics': download('calendarLang', 'ปฏิทินภาษาอื่น', mediaType(DOWNLOAD_TYPES.ics), ics, true),
    '/history/{lottery}.json': download('historyJson', 'ผลทุกงวดที่จัดเก็บ (JSON)', mediaType(DOWNLOAD_TYPES.json), localRef('HistoryFile'), false),
    '/history/{lottery}.csv': download('historyCsv', 'ผลทุกงวดที่จัดเก็บ (CSV)', mediaType(DOWNLOAD_TYPES.csv), csv, false),
    [`/${HISTORY_INDEX_FILE}`]: {
      get: {
        tags: ['ไฟล์ดาวน์โหลด'],
        summary: 'ดัชนีไฟล์ประวัติ: จำนวนงวด วันแรกและวันล่าสุด วันที่ขาด และ SHA-256 ของแต่ละไฟล์',
        operationId: 'historyIndex',
        parameters: [{ $ref: '#/components/parameters/ifNoneMatch' }],
        responses: {
          '200': { description: 'สำเร็จ', headers: answerHeaders('static', 200), content: { 'application/json': { schema: localRef('HistoryIndex') } } },
          '304': { $ref: '#/components/responses/NotModified' },
          '500': { $ref: '#/components/responses/ServerError' },
        },
      },
    },
  };
}
