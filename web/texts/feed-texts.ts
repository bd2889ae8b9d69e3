import type { Lang, Localized } from '../../pipeline/registry/langs.ts';
import { fillPlaceholders } from '../../pipeline/registry/template.ts';

/**
 * The website's texts about feeds, calendars, history downloads, polling and the typed client
 * (issue 12), in all five languages with the placeholder rules of PAGE_TEXTS. Their own file while
 * page-texts.ts is being split; lo/my/vi await a native reviewer.
 */
export const FEED_TEXTS = {
  /** The `title` of the lottery page's `<link rel="alternate">` to its feeds. */
  'feeds.link-title': {
    th: 'ผล{lottery} ({format})',
    en: '{lottery} results ({format})',
    lo: 'ຜົນ{lottery} ({format})',
    my: '{lottery} ရလဒ်များ ({format})',
    vi: 'Kết quả {lottery} ({format})',
  },
  'feeds.follow': {
    th: 'ติดตามผลรางวัล: {atom} · {json} · {calendar}',
    en: 'Follow the results: {atom} · {json} · {calendar}',
    lo: 'ຕິດຕາມຜົນລາງວັນ: {atom} · {json} · {calendar}',
    my: 'ရလဒ်များကို လိုက်ကြည့်ရန်: {atom} · {json} · {calendar}',
    vi: 'Theo dõi kết quả: {atom} · {json} · {calendar}',
  },
  'feeds.subscribe': {
    th: 'สมัครรับปฏิทินวันออกรางวัล',
    en: 'Subscribe to the draw calendar',
    lo: 'ສະໝັກຮັບປະຕິທິນວັນອອກລາງວັນ',
    my: 'ထီဖွင့်ရက် ပြက္ခဒိန်ကို စာရင်းသွင်းရန်',
    vi: 'Đăng ký lịch quay thưởng',
  },
  'feeds.history': {
    th: 'ดาวน์โหลดผลทุกงวด: {json} · {csv}',
    en: 'Download every result: {json} · {csv}',
    lo: 'ດາວໂຫຼດຜົນທຸກງວດ: {json} · {csv}',
    my: 'ရလဒ်အားလုံးကို ဒေါင်းလုဒ်လုပ်ရန်: {json} · {csv}',
    vi: 'Tải mọi kết quả: {json} · {csv}',
  },
  /** The developers page. */
  'api.downloads': {
    th: 'ฟีด ปฏิทิน และไฟล์ประวัติ',
    en: 'Feeds, calendars and history files',
    lo: 'ຟີດ ປະຕິທິນ ແລະ ໄຟລ໌ປະຫວັດ',
    my: 'ဖိဒ်များ၊ ပြက္ခဒိန်များနှင့် မှတ်တမ်းဖိုင်များ',
    vi: 'Nguồn tin, lịch và tệp lịch sử',
  },
  'api.downloads-intro': {
    th: 'ไฟล์คงที่ แคช {seconds} วินาที เส้นทางที่ไม่มีโฟลเดอร์ภาษาเป็นภาษาไทย ภาษาอื่นอยู่ใต้ {folders} ไฟล์ประวัติมีทุกงวดที่จัดเก็บ และ {index} ให้ SHA-256 ของแต่ละไฟล์',
    en: 'Static files, cached {seconds} seconds. Paths without a language folder are Thai; the other languages are under {folders}. History files hold every stored draw, and {index} gives the SHA-256 of each.',
    lo: 'ໄຟລ໌ຄົງທີ່ ແຄຊ {seconds} ວິນາທີ ເສັ້ນທາງທີ່ບໍ່ມີໂຟນເດີພາສາເປັນພາສາໄທ ພາສາອື່ນຢູ່ພາຍໃຕ້ {folders} ໄຟລ໌ປະຫວັດມີທຸກງວດທີ່ເກັບໄວ້ ແລະ {index} ໃຫ້ SHA-256 ຂອງແຕ່ລະໄຟລ໌',
    my: 'ပုံသေဖိုင်များ၊ {seconds} စက္ကန့် cache။ ဘာသာစကားဖိုင်တွဲမပါသော လမ်းကြောင်းများသည် ထိုင်းဘာသာ၊ အခြားဘာသာများသည် {folders} အောက်တွင်။ မှတ်တမ်းဖိုင်များတွင် သိမ်းထားသော ထီဖွင့်ပွဲအားလုံးပါပြီး {index} သည် ဖိုင်တစ်ခုစီ၏ SHA-256 ကို ပေးသည်။',
    vi: 'Tệp tĩnh, lưu đệm {seconds} giây. Đường dẫn không có thư mục ngôn ngữ là tiếng Thái; các ngôn ngữ khác nằm dưới {folders}. Tệp lịch sử chứa mọi kỳ quay đã lưu, và {index} cho SHA-256 của từng tệp.',
  },
  'api.polling': {
    th: 'สำหรับบอต: ถามซ้ำด้วย If-None-Match',
    en: 'For bots: poll with If-None-Match',
    lo: 'ສຳລັບບອດ: ຖາມຊ້ຳດ້ວຍ If-None-Match',
    my: 'ဘော့များအတွက်: If-None-Match ဖြင့် ထပ်မေးပါ',
    vi: 'Cho bot: hỏi lại với If-None-Match',
  },
  'api.polling-intro': {
    th: 'ทุกไฟล์คงที่มี ETag ส่งค่านั้นกลับใน If-None-Match แล้วจะได้ 304 ไม่มีเนื้อหาจนกว่าผลจะเปลี่ยน ถามรอบเวลาประกาศผลของสลาก (เวลาประเทศไทย: {times}; อยู่ในปฏิทินของสลากและใน resultTime ของ GET /lotteries) ไม่ถี่กว่าทุก {seconds} วินาที จนกว่า status เป็น complete',
    en: "Every static file has an ETag. Send it back in If-None-Match and you get a 304 with no body until the result changes. Poll around the lottery's result time (Thai time: {times}; in the lottery's calendar and in resultTime of GET /lotteries), no more often than every {seconds} seconds, until status is complete.",
    lo: 'ທຸກໄຟລ໌ຄົງທີ່ມີ ETag ສົ່ງຄ່ານັ້ນກັບໃນ If-None-Match ແລ້ວຈະໄດ້ 304 ບໍ່ມີເນື້ອຫາຈົນກວ່າຜົນຈະປ່ຽນ ຖາມອ້ອມເວລາປະກາດຜົນຂອງຫວຍ (ເວລາປະເທດໄທ: {times}; ຢູ່ໃນປະຕິທິນຂອງຫວຍ ແລະ ໃນ resultTime ຂອງ GET /lotteries) ບໍ່ຖີ່ກວ່າທຸກ {seconds} ວິນາທີ ຈົນກວ່າ status ເປັນ complete',
    my: 'ပုံသေဖိုင်တိုင်းတွင် ETag ပါသည်။ ၎င်းကို If-None-Match ဖြင့် ပြန်ပို့လျှင် ရလဒ်မပြောင်းမချင်း အကြောင်းအရာမပါသော 304 ကို ရမည်။ ထီ၏ ရလဒ်ထုတ်ချိန်တစ်ဝိုက်တွင် (ထိုင်းစံတော်ချိန်: {times}; ထီ၏ ပြက္ခဒိန်နှင့် GET /lotteries ၏ resultTime တွင်ပါ) အနည်းဆုံး {seconds} စက္ကန့်ခြား၍ status သည် complete ဖြစ်သည်အထိ မေးပါ။',
    vi: 'Mọi tệp tĩnh đều có ETag. Gửi lại nó trong If-None-Match và bạn nhận 304 không có nội dung cho đến khi kết quả thay đổi. Hỏi quanh giờ công bố của loại xổ số (giờ Thái Lan: {times}; có trong lịch của loại xổ số và trong resultTime của GET /lotteries), không dày hơn mỗi {seconds} giây, cho đến khi status là complete.',
  },
  'api.client': {
    th: 'ไคลเอนต์ TypeScript แบบมีชนิดข้อมูล',
    en: 'Typed TypeScript client',
    lo: 'ໄຄລເອັນ TypeScript ແບບມີຊະນິດຂໍ້ມູນ',
    my: 'အမျိုးအစားသတ်မှတ်ထားသော TypeScript client',
    vi: 'Thư viện TypeScript có kiểu',
  },
  'api.client-intro': {
    th: 'ชนิดข้อมูลสร้างจาก openapi.json ทุกเส้นทางมีเมธอด ข้อผิดพลาดมีชนิด { success: false, error }',
    en: 'Types generated from openapi.json; a method for every path; errors typed as { success: false, error }.',
    lo: 'ຊະນິດຂໍ້ມູນສ້າງຈາກ openapi.json ທຸກເສັ້ນທາງມີເມທອດ ຂໍ້ຜິດພາດມີຊະນິດ { success: false, error }',
    my: 'အမျိုးအစားများကို openapi.json မှ ထုတ်ထားသည်။ လမ်းကြောင်းတိုင်းအတွက် method ရှိပြီး အမှားများကို { success: false, error } အဖြစ် သတ်မှတ်ထားသည်။',
    vi: 'Kiểu sinh từ openapi.json; mỗi đường dẫn có một phương thức; lỗi có kiểu { success: false, error }.',
  },
  /** The developers page's summary of each download path, by kind. */
  'api.op.feed-atom': {
    th: 'ฟีด Atom 1.0 ของ 20 งวดล่าสุด หนึ่งรายการต่องวด พร้อมทุกเลขและสถานะ',
    en: 'Atom 1.0 feed of the 20 newest draws: one entry per draw with every number and the status',
    lo: 'ຟີດ Atom 1.0 ຂອງ 20 ງວດຫຼ້າສຸດ ໜຶ່ງລາຍການຕໍ່ງວດ ພ້ອມທຸກເລກ ແລະ ສະຖານະ',
    my: 'နောက်ဆုံး ထီဖွင့်ပွဲ 20 ၏ Atom 1.0 ဖိဒ်: ထီဖွင့်ပွဲတစ်ခုလျှင် တစ်ခု၊ ဂဏန်းအားလုံးနှင့် အခြေအနေ',
    vi: 'Nguồn Atom 1.0 của 20 kỳ quay mới nhất: mỗi kỳ một mục với mọi con số và trạng thái',
  },
  'api.op.feed-json': {
    th: 'JSON Feed 1.1 ของ 20 งวดล่าสุด พร้อมข้อมูลงวดใน _draw',
    en: 'JSON Feed 1.1 of the 20 newest draws, each with the draw as data in _draw',
    lo: 'JSON Feed 1.1 ຂອງ 20 ງວດຫຼ້າສຸດ ພ້ອມຂໍ້ມູນງວດໃນ _draw',
    my: 'နောက်ဆုံး ထီဖွင့်ပွဲ 20 ၏ JSON Feed 1.1၊ _draw တွင် ထီဖွင့်ပွဲဒေတာပါ',
    vi: 'JSON Feed 1.1 của 20 kỳ quay mới nhất, mỗi mục có dữ liệu kỳ quay trong _draw',
  },
  'api.op.calendar': {
    th: 'ปฏิทิน iCalendar (Asia/Bangkok): 20 งวดล่าสุดพร้อมผล และวันออกรางวัล 60 วันข้างหน้า',
    en: 'iCalendar (Asia/Bangkok): the 20 newest draws with their results and the draws of the next 60 days',
    lo: 'ປະຕິທິນ iCalendar (Asia/Bangkok): 20 ງວດຫຼ້າສຸດພ້ອມຜົນ ແລະ ວັນອອກລາງວັນ 60 ວັນຂ້າງໜ້າ',
    my: 'iCalendar (Asia/Bangkok): ရလဒ်ပါ နောက်ဆုံး ထီဖွင့်ပွဲ 20 နှင့် နောက် 60 ရက်အတွင်း ထီဖွင့်ပွဲများ',
    vi: 'iCalendar (Asia/Bangkok): 20 kỳ quay mới nhất kèm kết quả và các kỳ quay trong 60 ngày tới',
  },
  'api.op.history-json': {
    th: 'ผลทุกงวดที่จัดเก็บ เก่าสุดก่อน (JSON)',
    en: 'Every stored draw, oldest first (JSON)',
    lo: 'ຜົນທຸກງວດທີ່ເກັບໄວ້ ເກົ່າສຸດກ່ອນ (JSON)',
    my: 'သိမ်းထားသော ထီဖွင့်ပွဲအားလုံး၊ အဟောင်းဆုံးမှစ၍ (JSON)',
    vi: 'Mọi kỳ quay đã lưu, cũ nhất trước (JSON)',
  },
  'api.op.history-csv': {
    th: 'ผลทุกงวดที่จัดเก็บ หนึ่งแถวต่องวด หนึ่งคอลัมน์ต่อรางวัล (CSV)',
    en: 'Every stored draw, one row per draw and a column per prize (CSV)',
    lo: 'ຜົນທຸກງວດທີ່ເກັບໄວ້ ໜຶ່ງແຖວຕໍ່ງວດ ໜຶ່ງຖັນຕໍ່ລາງວັນ (CSV)',
    my: 'သိမ်းထားသော ထီဖွင့်ပွဲအားလုံး၊ တစ်ပွဲလျှင် တစ်တန်း၊ ဆုတစ်ခုလျှင် တစ်ကော်လံ (CSV)',
    vi: 'Mọi kỳ quay đã lưu, mỗi kỳ một hàng, mỗi giải một cột (CSV)',
  },
  'api.op.history-index': {
    th: 'ดัชนีไฟล์ประวัติ: จำนวนงวด วันแรกและวันล่าสุด วันที่ขาด และ SHA-256 ของแต่ละไฟล์',
    en: 'Index of the history files: draws, first and last date, missing dates and the SHA-256 of each file',
    lo: 'ດັດຊະນີໄຟລ໌ປະຫວັດ: ຈຳນວນງວດ ວັນທຳອິດ ແລະ ວັນຫຼ້າສຸດ ວັນທີ່ຂາດ ແລະ SHA-256 ຂອງແຕ່ລະໄຟລ໌',
    my: 'မှတ်တမ်းဖိုင်များ၏ အညွှန်း: ထီဖွင့်ပွဲအရေအတွက်၊ ပထမနှင့် နောက်ဆုံးရက်၊ ပျောက်နေသောရက်များနှင့် ဖိုင်တစ်ခုစီ၏ SHA-256',
    vi: 'Chỉ mục tệp lịch sử: số kỳ quay, ngày đầu và cuối, ngày thiếu và SHA-256 của từng tệp',
  },
} as const satisfies Record<string, Localized>;

export type FeedTextKey = keyof typeof FEED_TEXTS;

export function feedText(lang: Lang, key: FeedTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillPlaceholders(FEED_TEXTS[key][lang], vars, `feed text ${key}`);
}

/** The developers page's summary of a download operation (by its operationId), or null for any other. */
export function downloadSummaryKey(operationId: string): FeedTextKey | null {
  const kinds: Readonly<Record<string, FeedTextKey>> = {
    feedAtom: 'api.op.feed-atom',
    feedAtomLang: 'api.op.feed-atom',
    feedJson: 'api.op.feed-json',
    feedJsonLang: 'api.op.feed-json',
    calendar: 'api.op.calendar',
    calendarLang: 'api.op.calendar',
    historyJson: 'api.op.history-json',
    historyCsv: 'api.op.history-csv',
    historyIndex: 'api.op.history-index',
  };
  return kinds[operationId] ?? null;
}
