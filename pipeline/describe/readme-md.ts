import { DEFAULT_LIMIT, DEFAULT_WINDOW, LIMIT_MAX, LIMIT_MIN, WINDOWS } from '../contract/params.ts';
import { README_FILE } from '../contract/paths.ts';
import { NUMBERS_MAX } from '../contract/param-specs.ts';
import { formatJson } from '../store/format.ts';
import { DEFAULT_LANG, DEFAULT_LOTTERY, LANGS, LOTTERY_IDS, calculationPrizes } from '../registry/index.ts';
import { type Example, collectExamples, shorten } from './openapi-examples.ts';
import { checkLengthsMarkdown, formulaMarkdown, groupByLottery, groupsMarkdown, limitsMarkdown, termsMarkdown } from './openapi-text.ts';
import type { Site } from '../answers/attribution.ts';
import { downloadsMarkdown } from './readme-downloads.ts';
import type { GlobalOutputs, TreeContext } from '../publish/outputs.ts';

/** Excerpts keep the first few items of every list: enough to show the shape, short to read. */
const EXCERPT_ITEMS = 2;

/**
 * readme.md (C7): the short Thai description of the interface, with one working `curl` per
 * endpoint against the site's own address and an excerpt of the real answer from the tree being
 * built (the same examples as openapi.json), the formula, the limits and the usage terms. A tree
 * without data shows the real 404 answers instead. Deterministic like every published file.
 */
/** readme.md's title and first sentence (openapi.json quotes them as its excerpt of readme.md). */
export function readmeIntro(site: Site): string[] {
  return [
    `# ${site.name}`,
    '',
    `บริการ JSON สาธารณะแบบอ่านอย่างเดียว ให้ผลรางวัลสลาก ${LOTTERY_IDS.length} ชนิด ตรวจเลขกับงวดล่าสุด สถิติความถี่ของเลข และชุดคำนวณสถิติจากผลในอดีต ใน ${LANGS.length} ภาษา ใช้ฟรี ไม่ต้องสมัครหรือใช้คีย์`,
  ];
}

export function readmeMarkdown(context: TreeContext): string {
  const base = context.site.baseUrl;
  const ex = collectExamples(context);
  const fallback = (extra: string): Example => ({ query: `${ex.noData.query}${extra}`, body: ex.noData.body });
  const lines = [
    ...readmeIntro(context.site),
    '',
    `- ที่อยู่หลัก: ${base}`,
    `- เอกสาร OpenAPI 3.1 (ภาษาไทย): ${base}/openapi.json`,
    '- ทุกคำตอบเป็น JSON และมี `success`; เมื่อไม่สำเร็จเป็น `false` พร้อม `error` ในภาษาที่เลือก',
    '- ทุกเวลาเป็นเวลาประเทศไทย เลขรางวัลเป็นข้อความ (เก็บเลขศูนย์นำหน้า) ตัวเลขและชื่อฟิลด์เหมือนกันทุกภาษา',
    '- เปิด CORS (`Access-Control-Allow-Origin: *`) เรียกจากเบราว์เซอร์ได้โดยตรง',
    '',
    '## พารามิเตอร์ร่วม',
    '',
    `- \`lang\`: ${LANGS.map((l) => `\`${l}\``).join(', ')} (ค่าเริ่มต้น \`${DEFAULT_LANG}\`)`,
    `- \`lottery\`: ค่าเริ่มต้น \`${DEFAULT_LOTTERY}\`; ค่าที่รองรับ: ${LOTTERY_IDS.map((id) => `\`${id}\``).join(', ')}`,
    '',
    '## GET /results',
    '',
    `ผลรางวัลรายงวด เรียงจากงวดล่าสุด \`limit\` ${LIMIT_MIN}-${LIMIT_MAX} (ค่าเริ่มต้น ${DEFAULT_LIMIT}) \`status\` เป็น \`announced\` เมื่อยังประกาศไม่ครบ และ \`pendingPrizes\` บอกรางวัลที่ยังรอ`,
    '',
    ...exampleBlock(base, '/results', ex.results ?? fallback('&limit=1')),
    '## GET /check',
    '',
    'ตรวจเลขกับงวดล่าสุด (ตอบสดทุกครั้ง) ความยาวของ `number` ที่รับได้:',
    '',
    ...checkLengthsMarkdown(),
    '',
    'เมื่อ `complete` เป็น `false` เลขที่ยังไม่ถูกรางวัลใดอาจถูกรางวัลที่ยังไม่ประกาศ อย่าสรุปว่าไม่ถูกรางวัล ผลการตรวจมีไว้เพื่อความสะดวก การขึ้นเงินยึดตามประกาศทางการ',
    '',
    'ระบุ `date` (YYYY-MM-DD) เพื่อตรวจกับงวดที่จัดเก็บของวันนั้นแทนงวดล่าสุด: วันที่รูปแบบผิดตอบ 400 วันที่ไม่มีงวด รวมถึงวันในอนาคต (เวลาประเทศไทย) ตอบ 404 ที่บอกวันของงวดที่ใกล้ที่สุดทั้งก่อนและหลัง',
    '',
    ...exampleBlock(base, '/check', ex.checkWinner ?? ex.checkLoser ?? fallback('&number=12')),
    '## GET /check-many',
    '',
    `ตรวจเลข 1 ถึง ${NUMBERS_MAX} ตัวในคำขอเดียว กับงวดล่าสุดหรืองวดตาม \`date\` ด้วยกติกาเดียวกับ /check \`numbers\` คั่นด้วยจุลภาค (\`numbers=12,345,678901\`) แต่ละตัวต้องเป็นเลขที่ /check รับ รายการว่าง เกิน ${NUMBERS_MAX} ตัว หรือมีเลขที่ไม่ถูกต้อง ตอบ 400 ที่ระบุเลขเหล่านั้น เลขที่ส่งซ้ำตรวจครั้งเดียวและอยู่ใน \`data.repeated\` ผลของแต่ละเลขอยู่ใน \`data.results\` ตามลำดับที่ส่งมา และ \`data.totalAmount\` รวมทุกเลข`,
    '',
    ...exampleBlock(base, '/check-many', ex.checkMany ?? fallback('&numbers=12,34')),
    '## GET /stats',
    '',
    'สถิติความถี่ของเลขรางวัลที่มีไม่เกิน 4 หลัก จากทุกงวดที่จัดเก็บ',
    '',
    ...exampleBlock(base, '/stats', ex.stats ?? fallback('')),
    '## GET /calculations',
    '',
    `ชุดคำนวณสถิติจากผลในอดีต \`window\`: ${WINDOWS.map((w) => `\`${w}\``).join(', ')} (ค่าเริ่มต้น \`${DEFAULT_WINDOW}\`) \`prize\` (ไม่ระบุ = ทุกรางวัลที่รองรับ):`,
    '',
    ...groupsMarkdown(groupByLottery((d) => calculationPrizes(d).map((p) => p.slug))),
    '',
    ...exampleBlock(base, '/calculations', ex.calculations ?? fallback('')),
    '## GET /lotteries',
    '',
    `สลากทั้ง ${LOTTERY_IDS.length} ชนิดตามลำดับทะเบียน: ชื่อ กลุ่ม กำหนดออกรางวัล เวลาประกาศผล ช่วงและจำนวนงวดที่จัดเก็บ (\`history\`) งวดล่าสุดที่จัดเก็บกับสถานะ (\`latestDraw\`) แหล่งข้อมูล (\`sources\`) และงวดตามกำหนด 10 งวดถัดจากงวดล่าสุดที่จัดเก็บ (\`nextDraws\`, \`resultAt\` เป็น ISO 8601 UTC) รับเฉพาะ \`lang\``,
    '',
    'ข้อมูลของสลากตามหลังกี่งวด: นับ `nextDraws[].resultAt` ที่ผ่านไปแล้วตามนาฬิกาของผู้เรียก (ไฟล์คงที่ ไม่มีเวลาปัจจุบันในคำตอบ) สลากที่ยังไม่มีงวดใดมี `history` และ `latestDraw` เป็น `null` และ `nextDraws` ว่าง',
    '',
    ...exampleBlock(base, '/lotteries', ex.lotteries),
    // Feeds, calendars, history and polling (issue 12).
    ...downloadsMarkdown(base, ex.lottery ?? DEFAULT_LOTTERY),
    '## ไฟล์คำอธิบาย',
    '',
    `- \`GET ${base}/openapi.json\`: เอกสาร OpenAPI 3.1 พร้อม schema ของทุกคำตอบ`,
    `- \`GET ${base}/readme.md\`: ไฟล์นี้`,
    '',
    '## สถานะและข้อผิดพลาด',
    '',
    '| สถานะ | ความหมาย |',
    '|---|---|',
    '| 200 | สำเร็จ อ่าน `data` |',
    '| 304 | ไม่เปลี่ยนจาก `ETag` ที่ส่งมาใน `If-None-Match` |',
    '| 400 | พารามิเตอร์ไม่ถูกต้อง `error` บอกชื่อพารามิเตอร์ ค่าที่ได้รับ และค่าที่รองรับทั้งหมด |',
    '| 404 | ยังไม่มีผลรางวัลของสลากนั้น (รองวดถัดไป) หรือไม่มีเส้นทางนี้ใต้โฟลเดอร์ของ API หรือเส้นทางที่ไม่มีซึ่งส่งพารามิเตอร์ของ API มาด้วย (เช่น `/result?lottery=lao-lottery` ที่พิมพ์ผิด; เส้นทางอื่นที่ไม่มี เช่น `/result` เฉย ๆ ได้หน้า 404 แบบ HTML ของเว็บไซต์) |',
    '| 405 | ใช้ได้เฉพาะ `GET`, `HEAD` และ `OPTIONS` |',
    '| 429 | เรียกเกินโควตา รอตามส่วนหัว `Retry-After` |',
    '| 500 | ปัญหาชั่วคราว ลองใหม่ภายหลัง |',
    '',
    '## ขีดจำกัดและการแคช',
    '',
    ...limitsMarkdown(),
    '',
    '## สูตรคำนวณ (/calculations)',
    '',
    ...formulaMarkdown(),
    '',
    ...termsMarkdown(context.site),
  ];
  return `${lines.join('\n')}\n`;
}

/** A `curl` of the endpoint and an excerpt of the answer the tree really gives. */
function exampleBlock(base: string, path: string, example: Example): string[] {
  const url = `${base}${path}${example.query === '' ? '' : `?${example.query}`}`;
  return [
    '```sh',
    `curl '${url}'`,
    '```',
    '',
    `คำตอบจริง (ตัดทุกรายการเหลือ ${EXCERPT_ITEMS} รายการแรก):`,
    '',
    '```json',
    // One line per key, lists of plain values on one line: the store's human-diffable layout.
    formatJson(shorten(example.body, EXCERPT_ITEMS)).trimEnd(),
    '```',
    '',
  ];
}

/** The producer of readme.md for `npm run build`. */
export const readmeOutputs: GlobalOutputs = (context) => [{ path: README_FILE, render: () => readmeMarkdown(context) }];
