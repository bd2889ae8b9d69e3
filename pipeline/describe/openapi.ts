import { OPENAPI_FILE } from '../contract/paths.ts';
import { LOTTERY_IDS, MESSAGES } from '../registry/index.ts';
import { collectExamples } from './openapi-examples.ts';
import { HEADERS, sharedResponses } from './openapi-http.ts';
import type { JsonObject } from './openapi-kit.ts';
import { parameters, paths } from './openapi-paths.ts';
import { componentSchemas } from './openapi-schemas.ts';
import { downloadPaths } from './openapi-files.ts';
import { limitsMarkdown, termsMarkdown } from './openapi-text.ts';
import type { GlobalOutputs, TreeContext } from '../publish/outputs.ts';
import { readmeIntro } from './readme-md.ts';

/** SPEC "Versioning": the interface version; C7: the document is OpenAPI 3.1. */
export const API_VERSION = '1.0.0';
export const OPENAPI_VERSION = '3.1.0';
/**
 * openapi.json (C7): the machine-readable contract, in Thai: its schemas generated from the
 * contract's zod schemas (openapi-schemas.ts), its parameters from the registry and the parameter
 * constants, with examples from the tree being built (openapi-examples.ts). The same tree always
 * gives the same bytes: no clock, keys in a fixed order (C1.4). Its schemas are what the tests hold
 * every published file and every live answer to (testing/contract-check.ts).
 */
export function openapiDocument(context: TreeContext): JsonObject {
  // openapi.json and the API pages (web/render/api-page.ts) read the same document: built once per tree.
  return context.shared(openapiDocument, () => buildDocument(context));
}

function buildDocument(context: TreeContext): JsonObject {
  const { site } = context;
  const info: JsonObject = {
    title: `${site.name}: API ผลรางวัลสลาก`,
    version: API_VERSION,
    summary: `ผลรางวัลสลาก ${LOTTERY_IDS.length} ชนิด ตรวจเลข สถิติ และชุดคำนวณจากผลในอดีต ใช้ฟรี`,
    description: infoDescription(context).join('\n'),
  };
  const readme = readmeIntro(site).join('\n');
  return {
    openapi: OPENAPI_VERSION,
    info,
    servers: [{ url: site.baseUrl, description: 'ที่อยู่หลักของบริการ' }],
    tags: [
      { name: 'ข้อมูล', description: 'เส้นทางข้อมูล ตอบเป็น JSON' },
      { name: 'ไฟล์คำอธิบาย', description: 'เอกสาร OpenAPI และคำอธิบายแบบ Markdown' },
      { name: 'CORS และเมธอดอื่น', description: 'preflight ของ OPTIONS และคำตอบ 405 ของเมธอดที่ไม่รองรับ (C3.2)' },
      { name: 'ไฟล์ดาวน์โหลด', description: 'ฟีด Atom และ JSON Feed ปฏิทิน iCalendar และไฟล์ประวัติผลทุกงวด (C9.2, C9.3)' },
    ],
    // Feeds, calendars and history files (issue 12) follow SPEC's paths.
    paths: { ...paths(collectExamples(context), { openapi: { openapi: OPENAPI_VERSION, info }, readme }), ...downloadPaths(context) },
    components: {
      schemas: componentSchemas(),
      parameters: parameters(),
      headers: HEADERS,
      responses: sharedResponses(),
    },
  };
}

function infoDescription(context: TreeContext): string[] {
  return [
    `บริการ JSON สาธารณะแบบอ่านอย่างเดียว ให้ผลรางวัลสลาก ${LOTTERY_IDS.length} ชนิด (สลากกินแบ่งรัฐบาล หวยลาวพัฒนา สลากออมสิน หวยฮานอย และหวยลาวอื่นๆ) ตรวจเลขกับงวดล่าสุด สถิติความถี่ของเลข และชุดคำนวณสถิติจากผลในอดีต ใน 5 ภาษา`,
    '',
    '- ใช้ฟรี ไม่ต้องสมัคร ไม่ต้องใช้คีย์ ส่วนหัว หรือโทเคนใดๆ',
    '- เปิดให้เรียกข้ามโดเมน: ทุกคำตอบมี `Access-Control-Allow-Origin: *` และรองรับ `OPTIONS`',
    '- ทุกเวลาเป็นเวลาประเทศไทย ตัวเลขและชื่อฟิลด์เหมือนกันทุกภาษา',
    '- ทุกคำตอบมี `success`; เมื่อไม่สำเร็จเป็น `false` และมี `error` เป็นข้อความที่แสดงต่อผู้ใช้ได้ทันที',
    `- ${MESSAGES['check.disclaimer'].th}`,
    `- ${MESSAGES['calculations.disclaimer'].th}`,
    '',
    ...termsMarkdown(context.site),
    '',
    '## ขีดจำกัดและการแคช',
    '',
    ...limitsMarkdown(),
  ];
}

/** The producer of openapi.json for `npm run build` (pretty-printed: people read it too). */
export const openapiOutputs: GlobalOutputs = (context) => [
  { path: OPENAPI_FILE, render: () => `${JSON.stringify(openapiDocument(context), null, 2)}\n` },
];
