import { CALENDAR_DAYS_AHEAD, CALENDAR_PAST_DRAWS } from '../answers/calendar.ts';
import { FEED_ENTRIES } from '../answers/feeds.ts';
import { HISTORY_INDEX_FILE, PREFIXED_LANGS } from '../contract/download-paths.ts';
import { LOTTERIES, type LotteryId } from '../registry/index.ts';
import { STATIC_MAX_AGE_SECONDS } from '../contract/http-policy.ts';

/**
 * readme.md's sections on the download files (issue 12) and on polling with conditional requests
 * (issue 12 item 5), in Thai like the rest of the file. `lottery` is the one the examples name.
 */
export function downloadsMarkdown(base: string, lottery: LotteryId): string[] {
  const resultTimes = [...new Set(LOTTERIES.map((d) => d.resultTime))].sort();
  return [
    '## ฟีด ปฏิทิน และไฟล์ประวัติ',
    '',
    `ไฟล์คงที่ แคช ${STATIC_MAX_AGE_SECONDS} วินาที เส้นทางที่ไม่มีโฟลเดอร์ภาษาเป็นภาษาไทย ภาษาอื่นอยู่ใต้ \`/${PREFIXED_LANGS.join('/`, `/')}/\``,
    '',
    `- \`GET ${base}/feeds/${lottery}.atom\` (Atom 1.0) และ \`GET ${base}/feeds/${lottery}.json\` (JSON Feed 1.1): ${FEED_ENTRIES} งวดล่าสุด หนึ่งรายการต่องวด พร้อมทุกเลขและสถานะ id ของรายการไม่เปลี่ยน \`updated\` เปลี่ยนเมื่องวดประกาศครบ และเมื่อผลของงวดถูกแก้ไข; ภาษาอังกฤษ: \`${base}/feeds/en/${lottery}.atom\``,
    `- \`GET ${base}/calendar/${lottery}.ics\` (iCalendar, เขตเวลา Asia/Bangkok): ${CALENDAR_PAST_DRAWS} งวดล่าสุดพร้อมผล และวันออกรางวัลตามกำหนด ${CALENDAR_DAYS_AHEAD} วันถัดจากงวดล่าสุด ณ เวลาประกาศผล สมัครรับได้ด้วย \`webcal://\``,
    `- \`GET ${base}/history/${lottery}.json\` และ \`.csv\`: ทุกงวดที่จัดเก็บ เก่าสุดก่อน (CSV: หนึ่งแถวต่องวด หนึ่งคอลัมน์ต่อรางวัล เลขหลายตัวคั่นด้วยช่องว่าง UTF-8 มีแถวหัว)`,
    `- \`GET ${base}/${HISTORY_INDEX_FILE}\`: ต่อสลาก จำนวนงวด วันแรกและวันล่าสุด วันออกรางวัลตามกำหนดที่ไม่มีผล และ SHA-256 ของแต่ละไฟล์`,
    '',
    'สลากหรือภาษาที่ไม่รู้จักในเส้นทางเหล่านี้ตอบ 404 เป็น JSON พร้อมรายการค่าที่ใช้ได้ สลากที่ยังไม่มีผลตอบ 404 ว่ายังไม่มีผล',
    '',
    '## สำหรับบอต: ถามซ้ำด้วย If-None-Match',
    '',
    `ทุกไฟล์คงที่มี \`ETag\` ส่งค่านั้นกลับใน \`If-None-Match\` แล้วจะได้ \`304\` ไม่มีเนื้อหาจนกว่าผลจะเปลี่ยน ไม่ต้องถามถี่กว่าทุก ${STATIC_MAX_AGE_SECONDS} วินาที (อายุแคช)`,
    '',
    '```sh',
    `etag=$(curl -sI '${base}/feeds/${lottery}.json' | grep -i '^etag' | cut -d' ' -f2 | tr -d '\\r')`,
    `curl -s -o /dev/null -w '%{http_code}\\n' -H "If-None-Match: $etag" '${base}/feeds/${lottery}.json'   # 304 จนกว่างวดจะเปลี่ยน`,
    '```',
    '',
    `ถามช่วงเวลาประกาศผลของสลากนั้น (เวลาประเทศไทย: ${resultTimes.join(', ')}; เวลาของแต่ละสลากอยู่ในปฏิทินของสลากนั้นและใน \`resultTime\` ของ \`GET /lotteries\`) จนกว่า \`status\` เป็น \`complete\` แล้วหยุดจนถึงงวดถัดไป`,
    '',
  ];
}
