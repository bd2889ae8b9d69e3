import { CALENDAR_DAYS_AHEAD, CALENDAR_PAST_DRAWS } from '../answers/calendar.ts';
import { FEED_ENTRIES } from '../answers/feeds.ts';
import { CSV_LEADING_COLUMNS, CSV_TRAILING_COLUMNS } from '../answers/history.ts';
import { DOWNLOAD_TYPES, HISTORY_INDEX_FILE, PREFIXED_LANGS } from '../contract/download-paths.ts';
import { LOTTERY_IDS } from '../registry/index.ts';
import { answerHeaders, pathItem } from './openapi-http.ts';
import { type JsonObject, ref } from './openapi-kit.ts';

/**
 * openapi.json's part for the download files of issue 12 (C9.2, C9.3): feeds, calendars and
 * history, kept apart from the SPEC endpoints so that the endpoint table can take it over whole.
 * Their JSON bodies have schemas here (contract-check holds every published JSON file to one);
 * Atom, iCalendar and CSV are described by their media type and checked by parsers in the tests.
 */
const lotteryParam: JsonObject = {
  name: 'lottery',
  in: 'path',
  required: true,
  description: 'ชนิดสลาก',
  schema: { type: 'string', enum: [...LOTTERY_IDS] },
};
const langParam: JsonObject = {
  name: 'lang',
  in: 'path',
  required: true,
  description: 'ภาษา (ภาษาไทยใช้เส้นทางที่ไม่มีโฟลเดอร์ภาษา)',
  schema: { type: 'string', enum: [...PREFIXED_LANGS] },
};

/** The GET operation of a download file. */
function download(id: string, summary: string, mediaType: string, schema: JsonObject, withLang: boolean): JsonObject {
  return {
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
  };
}

const mediaType = (contentType: string): string => contentType.split(';')[0] as string;
const text = (description: string): JsonObject => ({ type: 'string', description });

/**
 * `paths` entries of the download files, in the order the developers page lists them: each answers
 * HEAD, OPTIONS and the other methods as the API's paths do (C3.2), so each has their operations.
 */
export function downloadPaths(): JsonObject {
  return Object.fromEntries(Object.entries(downloadGets()).map(([path, get]) => [path, pathItem(get['operationId'] as string, get)]));
}

/** The GET operation of each download file. */
function downloadGets(): Record<string, JsonObject> {
  const atom = text(
    `Atom 1.0 (RFC 4287) ของ ${FEED_ENTRIES} งวดล่าสุด หนึ่ง entry ต่องวด id ถาวร updated เปลี่ยนเมื่องวดประกาศครบ และเมื่อผลของงวดถูกแก้ไข`,
  );
  const ics = text(
    `iCalendar (RFC 5545) เขตเวลา Asia/Bangkok: ${CALENDAR_PAST_DRAWS} งวดล่าสุดพร้อมผล และวันออกรางวัลตามกำหนด ${CALENDAR_DAYS_AHEAD} วันถัดจากงวดล่าสุด`,
  );
  const csv = text(
    `CSV UTF-8 มีแถวหัว หนึ่งแถวต่องวด คอลัมน์: ${[...CSV_LEADING_COLUMNS, '{prize-slug}...', ...CSV_TRAILING_COLUMNS].join(', ')}; เลขหลายตัวของรางวัลเดียวคั่นด้วยช่องว่าง`,
  );
  return {
    '/feeds/{lottery}.atom': download('feedAtom', 'ฟีด Atom ภาษาไทย', mediaType(DOWNLOAD_TYPES.atom), atom, false),
    '/feeds/{lang}/{lottery}.atom': download('feedAtomLang', 'ฟีด Atom ภาษาอื่น', mediaType(DOWNLOAD_TYPES.atom), atom, true),
    '/feeds/{lottery}.json': download('feedJson', 'JSON Feed ภาษาไทย', mediaType(DOWNLOAD_TYPES.feedJson), ref('JsonFeed'), false),
    '/feeds/{lang}/{lottery}.json': download('feedJsonLang', 'JSON Feed ภาษาอื่น', mediaType(DOWNLOAD_TYPES.feedJson), ref('JsonFeed'), true),
    '/calendar/{lottery}.ics': download('calendar', 'ปฏิทินภาษาไทย', mediaType(DOWNLOAD_TYPES.ics), ics, false),
    '/calendar/{lang}/{lottery}.ics': download('calendarLang', 'ปฏิทินภาษาอื่น', mediaType(DOWNLOAD_TYPES.ics), ics, true),
    '/history/{lottery}.json': download('historyJson', 'ผลทุกงวดที่จัดเก็บ (JSON)', mediaType(DOWNLOAD_TYPES.json), ref('HistoryFile'), false),
    '/history/{lottery}.csv': download('historyCsv', 'ผลทุกงวดที่จัดเก็บ (CSV)', mediaType(DOWNLOAD_TYPES.csv), csv, false),
    [`/${HISTORY_INDEX_FILE}`]: {
      tags: ['ไฟล์ดาวน์โหลด'],
      summary: 'ดัชนีไฟล์ประวัติ: จำนวนงวด วันแรกและวันล่าสุด วันที่ขาด และ SHA-256 ของแต่ละไฟล์',
      operationId: 'historyIndex',
      parameters: [{ $ref: '#/components/parameters/ifNoneMatch' }],
      responses: {
        '200': {
          description: 'สำเร็จ',
          headers: answerHeaders('static', 200),
          content: { 'application/json': { schema: ref('HistoryIndex') } },
        },
        '304': { $ref: '#/components/responses/NotModified' },
        '500': { $ref: '#/components/responses/ServerError' },
      },
    },
  };
}
