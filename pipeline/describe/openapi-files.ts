import { CALENDAR_DAYS_AHEAD, CALENDAR_PAST_DRAWS } from '../answers/calendar.ts';
import { FEED_ENTRIES } from '../answers/feeds.ts';
import { CSV_LEADING_COLUMNS, CSV_TRAILING_COLUMNS } from '../answers/history.ts';
import {
  DOWNLOAD_TYPES,
  HISTORY_INDEX_FILE,
  PREFIXED_LANGS,
  calendarFile,
  feedFile,
  historyEntryFile,
  historyFile,
} from '../contract/download-paths.ts';
import { downloadRoute } from '../answers/download-route.ts';
import { DEFAULT_LOTTERY, type Lang, LOTTERIES, LOTTERY_IDS, type LotteryId } from '../registry/index.ts';
import type { TreeContext } from '../publish/outputs.ts';
import { collectExamples, readJson, shorten } from './openapi-examples.ts';
import { answerHeaders, pathItem } from './openapi-http.ts';
import { type Json, type JsonObject, ref } from './openapi-kit.ts';

/**
 * openapi.json's part for the download files of issue 12 (C9.2, C9.3): feeds, calendars and
 * history, kept apart from the SPEC endpoints so that the endpoint table can take it over whole.
 * Their JSON bodies have schemas here (contract-check holds every published JSON file to one);
 * Atom, iCalendar and CSV are described by their media type and checked by parsers in the tests.
 * Each answer has an example from the tree being built (C7): the start of the published file of the
 * lottery the other examples show (openapi-examples.ts), and the 404s the paths answer.
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

/** The examples of one download path: the start of its published file, and its 404s. */
interface FileExamples {
  readonly ok: { readonly path: string; readonly value: Json } | null;
  readonly notFound: ReadonlyArray<{ readonly name: string; readonly path: string; readonly value: Json }>;
}

/** The GET operation of a download file. */
function download(
  id: string,
  summary: string,
  mediaType: string,
  schema: JsonObject,
  withLang: boolean,
  examples: FileExamples,
): JsonObject {
  return {
    tags: ['ไฟล์ดาวน์โหลด'],
    summary,
    description:
      'ไฟล์คงที่ แคช 300 วินาที มี ETag: ส่ง If-None-Match เพื่อรับ 304 สลากหรือภาษาที่ไม่รู้จักตอบ 404 พร้อมรายการค่าที่ใช้ได้ สลากที่ยังไม่มีผลตอบ 404 ตาม C2.7',
    operationId: id,
    parameters: [...(withLang ? [langParam] : []), lotteryParam, { $ref: '#/components/parameters/ifNoneMatch' }],
    responses: {
      '200': { description: 'สำเร็จ', headers: answerHeaders('static', 200), content: { [mediaType]: withExample(schema, examples.ok) } },
      '304': { $ref: '#/components/responses/NotModified' },
      '404': {
        description: 'สลากหรือภาษาที่ไม่รู้จัก หรือสลากที่ยังไม่มีผล',
        headers: answerHeaders('static', 404),
        content: {
          'application/json': {
            schema: ref('ErrorResponse'),
            examples: Object.fromEntries(examples.notFound.map((e) => [e.name, { summary: e.path, value: e.value }])),
          },
        },
      },
      '500': { $ref: '#/components/responses/ServerError' },
    },
  };
}

/** A media type's schema and its example: an excerpt of a published file (by default its start). */
function withExample(schema: JsonObject, example: FileExamples['ok'], excerptOf = 'ส่วนต้นของ'): JsonObject {
  return example === null
    ? { schema }
    : { schema, examples: { excerpt: { summary: `${excerptOf} ${example.path}`, value: example.value } } };
}

const mediaType = (contentType: string): string => contentType.split(';')[0] as string;

/**
 * `paths` entries of the download files, in the order the developers page lists them: each answers
 * HEAD, OPTIONS and the other methods as the API's paths do (C3.2), so each has their operations.
 */
export function downloadPaths(context: TreeContext): JsonObject {
  return Object.fromEntries(
    Object.entries(downloadGets(context)).map(([path, get]) => [path, pathItem(get['operationId'] as string, get)]),
  );
}

/** How many draws the excerpts keep: feed items, history draws and CSV rows. */
const EXCERPT_DRAWS = 2;
/** The language of the examples of the paths with a language folder (Thai has none). */
const PREFIXED_EXAMPLE: Lang = 'en';

/** The GET operation of each download file. */
function downloadGets(context: TreeContext): Record<string, JsonObject> {
  const atom = ref(
    'AtomFeed',
    `Atom 1.0 (RFC 4287) ของ ${FEED_ENTRIES} งวดล่าสุด หนึ่ง entry ต่องวด id ถาวร updated เปลี่ยนเมื่องวดประกาศครบ และเมื่อผลของงวดถูกแก้ไข`,
  );
  const ics = ref(
    'Calendar',
    `iCalendar (RFC 5545) เขตเวลา Asia/Bangkok: ${CALENDAR_PAST_DRAWS} งวดล่าสุดพร้อมผล และวันออกรางวัลตามกำหนด ${CALENDAR_DAYS_AHEAD} วันถัดจากงวดล่าสุด`,
  );
  const csv = ref(
    'HistoryCsv',
    `CSV UTF-8 มีแถวหัว หนึ่งแถวต่องวด คอลัมน์: ${[...CSV_LEADING_COLUMNS, '{prize-slug}...', ...CSV_TRAILING_COLUMNS].join(', ')}; เลขหลายตัวของรางวัลเดียวคั่นด้วยช่องว่าง`,
  );
  const ex = fileExamples(context);
  return {
    '/feeds/{lottery}.atom': download(
      'feedAtom',
      'ฟีด Atom ภาษาไทย',
      mediaType(DOWNLOAD_TYPES.atom),
      atom,
      false,
      ex((id, lang) => feedFile(id, lang, 'atom'), atomExcerpt),
    ),
    '/feeds/{lang}/{lottery}.atom': download(
      'feedAtomLang',
      'ฟีด Atom ภาษาอื่น',
      mediaType(DOWNLOAD_TYPES.atom),
      atom,
      true,
      ex((id, lang) => feedFile(id, lang, 'atom'), atomExcerpt, true),
    ),
    '/feeds/{lottery}.json': download(
      'feedJson',
      'JSON Feed ภาษาไทย',
      mediaType(DOWNLOAD_TYPES.feedJson),
      ref('JsonFeed'),
      false,
      ex((id, lang) => feedFile(id, lang, 'json'), jsonExcerpt('items')),
    ),
    '/feeds/{lang}/{lottery}.json': download(
      'feedJsonLang',
      'JSON Feed ภาษาอื่น',
      mediaType(DOWNLOAD_TYPES.feedJson),
      ref('JsonFeed'),
      true,
      ex((id, lang) => feedFile(id, lang, 'json'), jsonExcerpt('items'), true),
    ),
    '/calendar/{lottery}.ics': download(
      'calendar',
      'ปฏิทินภาษาไทย',
      mediaType(DOWNLOAD_TYPES.ics),
      ics,
      false,
      ex((id, lang) => calendarFile(id, lang), icsExcerpt),
    ),
    '/calendar/{lang}/{lottery}.ics': download(
      'calendarLang',
      'ปฏิทินภาษาอื่น',
      mediaType(DOWNLOAD_TYPES.ics),
      ics,
      true,
      ex((id, lang) => calendarFile(id, lang), icsExcerpt, true),
    ),
    '/history/{lottery}.json': download(
      'historyJson',
      'ผลทุกงวดที่จัดเก็บ (JSON)',
      mediaType(DOWNLOAD_TYPES.json),
      ref('HistoryFile'),
      false,
      ex((id) => historyFile(id, 'json'), jsonExcerpt('draws')),
    ),
    '/history/{lottery}.csv': download(
      'historyCsv',
      'ผลทุกงวดที่จัดเก็บ (CSV)',
      mediaType(DOWNLOAD_TYPES.csv),
      csv,
      false,
      ex((id) => historyFile(id, 'csv'), csvExcerpt),
    ),
    [`/${HISTORY_INDEX_FILE}`]: {
      tags: ['ไฟล์ดาวน์โหลด'],
      summary: 'ดัชนีไฟล์ประวัติ: จำนวนงวด วันแรกและวันล่าสุด วันที่ขาด และ SHA-256 ของแต่ละไฟล์',
      operationId: 'historyIndex',
      parameters: [{ $ref: '#/components/parameters/ifNoneMatch' }],
      responses: {
        '200': {
          description: 'สำเร็จ',
          headers: answerHeaders('static', 200),
          content: { 'application/json': withExample(ref('HistoryIndex'), historyIndexExample(context), 'รายการของสลากที่ตัวอย่างอื่นใช้ จาก') },
        },
        '304': { $ref: '#/components/responses/NotModified' },
        '500': { $ref: '#/components/responses/ServerError' },
      },
    },
  };
}

/**
 * The examples of a download path: the excerpt of the example lottery's published file (none when
 * the tree has no draw), and the 404s the path answers (download-route.ts): an unknown lottery, a
 * lottery without data, and an unknown language folder where the path has one.
 */
function fileExamples(context: TreeContext) {
  const id = collectExamples(context).lottery;
  const hasData = (lottery: LotteryId): boolean => context.withData.includes(lottery);
  const without = LOTTERIES.find((d) => !hasData(d.id))?.id;
  // A file's path is its lottery's name (and language) put in a template (download-paths.ts), so
  // any name gives the path a request with that name asks for.
  return (file: (id: LotteryId, lang: Lang) => string, excerpt: (text: string) => Json, withLang = false): FileExamples => {
    const lang: Lang = withLang ? PREFIXED_EXAMPLE : 'th';
    const text = id === null ? undefined : context.read(file(id, lang));
    const notFound = (name: string, path: string) => {
      const outcome = downloadRoute(path, hasData);
      if (outcome === null || !('answer' in outcome)) throw new Error(`${path} has no 404 answer`);
      return { name, path, value: outcome.answer.body as Json };
    };
    return {
      ok: id === null || text === undefined ? null : { path: `/${file(id, lang)}`, value: excerpt(text) },
      notFound: [
        notFound('unknown-lottery', `/${file('no-such-lottery' as LotteryId, lang)}`),
        ...(without === undefined ? [] : [notFound('no-data', `/${file(without, lang)}`)]),
        ...(withLang ? [notFound('unknown-lang', `/${file(id ?? DEFAULT_LOTTERY, 'xx' as Lang)}`)] : []),
      ],
    };
  };
}

/** The file's JSON with the array under `key` cut to its first items. */
const jsonExcerpt =
  (key: string) =>
  (text: string): Json =>
    shorten(JSON.parse(text) as Json, EXCERPT_DRAWS, [key]);

/** The feed up to its first entry, closed. */
function atomExcerpt(text: string): string {
  const end = text.indexOf('</entry>');
  return end < 0 ? text : `${text.slice(0, end + '</entry>'.length)}\n</feed>\n`;
}

/** The calendar up to its first event, closed. */
function icsExcerpt(text: string): string {
  const end = text.indexOf('END:VEVENT\r\n');
  return end < 0 ? text : `${text.slice(0, end + 'END:VEVENT\r\n'.length)}END:VCALENDAR\r\n`;
}

/** The header row and the first rows. */
function csvExcerpt(text: string): string {
  return `${text
    .split('\r\n')
    .slice(0, 1 + EXCERPT_DRAWS)
    .join('\r\n')}\r\n`;
}

/**
 * `/history/index.json` cut to the entry of the example lottery, as the build writes it
 * (download-outputs.ts): the whole index lists every lottery, so a copy of it would change
 * openapi.json with every draw of any of them.
 */
function historyIndexExample(context: TreeContext): FileExamples['ok'] {
  const id = collectExamples(context).lottery;
  const entry = id === null ? undefined : readJson(context, historyEntryFile(id));
  return entry === undefined ? null : { path: `/${HISTORY_INDEX_FILE}`, value: { lotteries: [entry] } };
}
