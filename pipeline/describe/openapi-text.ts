import {
  DIGIT_WEIGHTS,
  FORMULA_VERSION,
  PAIR_RANKING_SIZE,
  PAIR_WEIGHTS,
  QUALITY_HIGH_MIN,
  QUALITY_MEDIUM_MIN,
  RECENT_DECAY,
} from '../answers/calculations.ts';
import type { Site } from '../answers/attribution.ts';
import { LIMIT_MAX } from '../contract/params.ts';
import { STATIC_MAX_AGE_SECONDS } from '../contract/http-policy.ts';
import { QUOTA_PER_MINUTE } from '../contract/endpoints.ts';
import { LOTTERIES, type LotteryDef, type LotteryId, MESSAGES, checkLengths, joinOr } from '../registry/index.ts';
import { escapeHtml } from '../registry/template.ts';

/** C3.5: `Retry-After` is whole seconds, at least 1 and never more than 60. */
export const RETRY_AFTER_MIN_SECONDS = 1;
export const RETRY_AFTER_MAX_SECONDS = 60;

/**
 * The Thai texts that openapi.json and readme.md share (C7), written once: the formula of C6.4,
 * the limits and cache guidance of SPEC "Limits", the usage terms and the credit request. Every
 * number in them comes from the constant that the code itself uses.
 */
export function formulaMarkdown(): string[] {
  const d = DIGIT_WEIGHTS;
  const p = PAIR_WEIGHTS;
  return [
    `สูตรคะแนนเวอร์ชัน ${FORMULA_VERSION} (ค่า \`formulaVersion\`; สูตรเปลี่ยนเมื่อใด เวอร์ชันเปลี่ยนด้วย) คำนวณแยกทีละประเภทรางวัลที่มีจำนวนหลัก d จากงวดในช่วง \`window\` เรียงจากงวดล่าสุด (อายุงวด k = 0, 1, 2, ...) ทุกค่าปัดเป็นทศนิยม 4 ตำแหน่งเมื่อคำนวณเสร็จ:`,
    '',
    `- **เลขโดด x (0-9):** \`frequency30\` = จำนวนครั้งที่ x ปรากฏในทุกหลักของทุกเลขที่ออกในช่วง ÷ จำนวนครั้งที่คาดหมาย (จำนวนเลขที่ออก × d ÷ 10); \`recent\` = อัตราส่วนเดียวกัน แต่ถ่วงน้ำหนักแต่ละงวดด้วย ${RECENT_DECAY}^k ทั้งจำนวนครั้งและจำนวนที่คาดหมาย; \`score\` = ${d.frequency30} × frequency30 + ${d.recent} × recent; \`digitRanking\` แสดงครบทั้ง 10 ตัว`,
    `- **เลขคู่ ab (สองหลักท้ายของเลขที่ออก):** \`historical\` = จำนวนครั้งที่ ab ออกในทุกงวดที่จัดเก็บ ÷ จำนวนที่คาดหมาย (จำนวนเลขที่ออกทั้งหมด ÷ 100); \`position\` = (สัดส่วนของเลขที่ออกในช่วงที่หลักสิบเป็น a) × (สัดส่วนที่หลักหน่วยเป็น b) × 100; \`score\` = ${p.historical} × historical + ${p.position} × position; \`pairRanking\` แสดง ${PAIR_RANKING_SIZE} อันดับแรก`,
    '- **การเรียงอันดับ:** ตาม `score` จากมากไปน้อย ถ้าเท่ากันเรียงตาม `candidate` จากน้อยไปมาก',
    '- **ขนาดตัวอย่าง:** ใช้ `window` งวดล่าสุด; เมื่อมีงวดน้อยกว่าที่ขอ ใช้เท่าที่มีและรายงานใน `sampleSize`; `window=all` ใช้ทุกงวดที่จัดเก็บ (`requestedDraws` = `sampleSize` = จำนวนงวด); `sampleSize` ของแต่ละรางวัลนับเฉพาะงวดที่มีรางวัลนั้น แต่งวดที่ไม่มียังนับอายุ k',
    `- **quality:** \`high\` เมื่อ sampleSize ≥ ${QUALITY_HIGH_MIN}, \`medium\` เมื่อ ${QUALITY_MEDIUM_MIN}-${QUALITY_HIGH_MIN - 1}, \`low\` เมื่อน้อยกว่า ${QUALITY_MEDIUM_MIN}`,
    '- **calculatedAt:** เท่ากับ `publishedAt` ของงวดต้นทาง (`sourceDraw`) คำตอบจึงไม่เปลี่ยนถ้าข้อมูลไม่เปลี่ยน',
    '',
    MESSAGES['calculations.disclaimer'].th,
  ];
}

/** SPEC "Limits" as a Markdown table and guidance. */
export function limitsMarkdown(): string[] {
  const cache = `${STATIC_MAX_AGE_SECONDS} วินาที`;
  return [
    '| เส้นทาง | โควตาต่อนาทีต่อ IP | แคชของ CDN |',
    '|---|---|---|',
    `| \`/results\` | ${QUOTA_PER_MINUTE.results} ครั้ง | ${cache} |`,
    `| \`/check\` | ${QUOTA_PER_MINUTE.check} ครั้ง | ไม่แคช ตอบสดทุกครั้ง |`,
    `| \`/check-many\` | ${QUOTA_PER_MINUTE['check-many']} ครั้ง | ไม่แคช ตอบสดทุกครั้ง |`,
    `| \`/stats\` | ${QUOTA_PER_MINUTE.stats} ครั้ง | ${cache} |`,
    `| \`/calculations\` | ${QUOTA_PER_MINUTE.calculations} ครั้ง | ${cache} |`,
    `| \`/lotteries\` | ${QUOTA_PER_MINUTE.lotteries} ครั้ง | ${cache} |`,
    '',
    `- \`/results\` ขอได้สูงสุด ${LIMIT_MAX} งวดต่อครั้ง (\`limit\`)`,
    `- เกินโควตาจะได้ 429 พร้อมส่วนหัว \`Retry-After\` (จำนวนวินาทีเต็ม ${RETRY_AFTER_MIN_SECONDS}-${RETRY_AFTER_MAX_SECONDS}) ให้รอตามนั้นแล้วค่อยเรียกใหม่`,
    `- ผลรางวัลเปลี่ยนเฉพาะเมื่อมีการออกรางวัล ช่วงประกาศผลเรียกทุก ${STATIC_MAX_AGE_SECONDS / 60} นาทีก็เพียงพอ และควรแคชคำตอบไว้อย่างน้อย ${cache}`,
    '- คำตอบแบบไฟล์คงที่มี `ETag`; ส่ง `If-None-Match` กลับมาเพื่อรับ 304 โดยไม่ต้องโหลดซ้ำ',
    '- เมื่อได้ 500 ให้ลองใหม่ภายหลัง และแสดงสำเนาที่แคชไว้ระหว่างนั้น',
  ];
}

/**
 * SPEC "Usage terms", then the credit link it requests (not enforced), with a link a site can
 * paste: the same two sections in openapi.json's description and in readme.md.
 */
export function termsMarkdown(site: Site): string[] {
  return [
    '## เงื่อนไขการใช้งาน',
    '',
    MESSAGES['terms.usage'].th,
    '',
    '## ขอลิงก์อ้างอิง',
    '',
    `ขอความกรุณาใส่ลิงก์อ้างอิงกลับมายัง ${site.name} ในหน้าที่แสดงข้อมูล (ขอความร่วมมือ ไม่บังคับ) เช่น:`,
    '',
    '```html',
    `<a href="${escapeHtml(site.baseUrl)}/">ข้อมูลผลรางวัลจาก ${escapeHtml(site.name)}</a>`,
    '```',
  ];
}

/** Lotteries grouped by a per-lottery list of values, in registry order: "a, b: x, y". */
export function groupByLottery(
  values: (def: LotteryDef) => readonly (string | number)[],
): Array<{ values: string[]; lotteries: LotteryId[] }> {
  const groups = new Map<string, { values: string[]; lotteries: LotteryId[] }>();
  for (const def of LOTTERIES) {
    const list = values(def).map(String);
    const key = list.join(',');
    const group = groups.get(key) ?? { values: list, lotteries: [] };
    group.lotteries.push(def.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The groups as Markdown bullets: "- `a`, `b`: `x`, `y`" (values rendered by `render`). */
export function groupsMarkdown(
  groups: ReadonlyArray<{ values: readonly string[]; lotteries: readonly LotteryId[] }>,
  render: (values: readonly string[]) => string = (values) => values.map((v) => `\`${v}\``).join(', '),
): string[] {
  return groups.map((g) => `- ${g.lotteries.map((id) => `\`${id}\``).join(', ')}: ${render(g.values)}`);
}

/** C5.1: the lengths of `number` each lottery accepts, as Markdown bullets. */
export function checkLengthsMarkdown(): string[] {
  return groupsMarkdown(groupByLottery(checkLengths), (lengths) => `${joinOr('th', [...lengths])} หลัก`);
}
