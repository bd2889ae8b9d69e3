import type { Lang, Localized } from '../../pipeline/registry/langs.ts';
import { fillPlaceholders } from '../../pipeline/registry/template.ts';

export { placeholders } from '../../pipeline/registry/template.ts';

/**
 * The texts of the website (issue 6) in all five languages, with the same shape and placeholder
 * rules as MESSAGES: `{name}` placeholders, the same set in every language, filled by `pageText()`,
 * which refuses a template whose placeholder was not given. Texts the service already answers
 * (errors, notices, disclaimers, the usage terms) are not repeated here: pages show MESSAGES'.
 * lo/my/vi await a native reviewer.
 *
 * WIDGET_TEXTS are the few the embeddable widget needs; they are a separate object so that the
 * widget's bundle carries only them (the pages use both).
 */
export const WIDGET_TEXTS = {
  /** SPEC "States": `status` of a draw. */
  'status.complete': {
    th: 'ประกาศครบแล้ว',
    en: 'Complete',
    lo: 'ປະກາດຄົບແລ້ວ',
    my: 'ကြေညာပြီး',
    vi: 'Đã công bố đủ',
  },
  'status.announced': {
    th: 'กำลังประกาศผล',
    en: 'Being announced',
    lo: 'ກຳລັງປະກາດຜົນ',
    my: 'ကြေညာဆဲ',
    vi: 'Đang công bố',
  },
  /** Before `pendingPrizes`' names. */
  'draw.pending': {
    th: 'รอประกาศ:',
    en: 'Awaited:',
    lo: 'ລໍຖ້າປະກາດ:',
    my: 'စောင့်ဆိုင်းဆဲ:',
    vi: 'Còn chờ:',
  },
  /** The credit link back to the service. */
  'widget.credit': {
    th: 'ผลรางวัลจาก {source}',
    en: 'Results from {source}',
    lo: 'ຜົນລາງວັນຈາກ {source}',
    my: '{source} မှ ရလဒ်များ',
    vi: 'Kết quả từ {source}',
  },
  'widget.loading': {
    th: 'กำลังโหลดผลรางวัล…',
    en: 'Loading results…',
    lo: 'ກຳລັງໂຫຼດຜົນລາງວັນ…',
    my: 'ရလဒ်များကို ဖွင့်နေသည်…',
    vi: 'Đang tải kết quả…',
  },
  /** The service could not be reached or did not answer JSON (its own errors are shown as they are). */
  'widget.unavailable': {
    th: 'โหลดผลรางวัลไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
    en: 'The results could not be loaded. Please try again later.',
    lo: 'ໂຫຼດຜົນລາງວັນບໍ່ສຳເລັດ ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
    my: 'ရလဒ်များကို ဖွင့်၍ မရပါ။ နောက်မှ ပြန်ကြိုးစားပါ။',
    vi: 'Không tải được kết quả. Vui lòng thử lại sau.',
  },
} as const satisfies Record<string, Localized>;

export const PAGE_TEXTS = {
  /** Each language's own name, for the language switcher. */
  'lang.autonym': { th: 'ไทย', en: 'English', lo: 'ລາວ', my: 'မြန်မာ', vi: 'Tiếng Việt' },
  'site.description': {
    th: 'ผลรางวัลล่าสุด ตรวจเลข และสถิติ ของสลาก {count} ชนิด ใน 5 ภาษา ใช้ฟรี',
    en: 'Latest results, a number checker and statistics for {count} lotteries, in five languages. Free to use.',
    lo: 'ຜົນລາງວັນລ່າສຸດ ກວດເລກ ແລະ ສະຖິຕິ ຂອງຫວຍ {count} ຊະນິດ ໃນ 5 ພາສາ ໃຊ້ໄດ້ຟຣີ',
    my: 'ထီ {count} မျိုးအတွက် နောက်ဆုံးရလဒ်များ၊ နံပါတ်စစ်ဆေးစနစ်နှင့် စာရင်းအင်းများကို ဘာသာစကား 5 မျိုးဖြင့် အခမဲ့ ပေးသည်။',
    vi: 'Kết quả mới nhất, công cụ dò số và thống kê cho {count} loại xổ số, bằng năm ngôn ngữ. Miễn phí.',
  },
  'nav.label': { th: 'เมนูหลัก', en: 'Main', lo: 'ເມນູຫຼັກ', my: 'ပင်မမီနူး', vi: 'Điều hướng chính' },
  'nav.home': { th: 'หน้าแรก', en: 'Home', lo: 'ໜ້າຫຼັກ', my: 'ပင်မစာမျက်နှာ', vi: 'Trang chủ' },
  'nav.checker': { th: 'ตรวจหวย', en: 'Check a number', lo: 'ກວດເລກ', my: 'နံပါတ်စစ်ရန်', vi: 'Dò số' },
  'nav.api': {
    th: 'API สำหรับนักพัฒนา',
    en: 'API for developers',
    lo: 'API ສຳລັບນັກພັດທະນາ',
    my: 'developer များအတွက် API',
    vi: 'API cho nhà phát triển',
  },
  'nav.languages': { th: 'ภาษา', en: 'Language', lo: 'ພາສາ', my: 'ဘာသာစကား', vi: 'Ngôn ngữ' },
  'nav.skip': {
    th: 'ข้ามไปยังเนื้อหา',
    en: 'Skip to content',
    lo: 'ຂ້າມໄປຫາເນື້ອຫາ',
    my: 'အကြောင်းအရာသို့ ကျော်သွားရန်',
    vi: 'Bỏ qua đến nội dung',
  },
  'footer.files': { th: 'ไฟล์คำอธิบาย API', en: 'API description files', lo: 'ໄຟລ໌ຄຳອະທິບາຍ API', my: 'API ဖော်ပြချက် ဖိုင်များ', vi: 'Tệp mô tả API' },

  'home.title': {
    th: 'ผลรางวัลล่าสุด',
    en: 'Latest lottery results',
    lo: 'ຜົນລາງວັນລ່າສຸດ',
    my: 'နောက်ဆုံး ထီရလဒ်များ',
    vi: 'Kết quả xổ số mới nhất',
  },
  'home.intro': {
    th: 'งวดล่าสุดของสลากทุกชนิดที่มีข้อมูล เวลาทั้งหมดเป็นเวลาประเทศไทย',
    en: 'The latest draw of every lottery with results. All times are Thai time.',
    lo: 'ງວດລ່າສຸດຂອງຫວຍທຸກຊະນິດທີ່ມີຂໍ້ມູນ ເວລາທັງໝົດເປັນເວລາປະເທດໄທ',
    my: 'ရလဒ်ရှိသော ထီတိုင်း၏ နောက်ဆုံးထီဖွင့်ပွဲ။ အချိန်အားလုံးသည် ထိုင်းစံတော်ချိန် ဖြစ်သည်။',
    vi: 'Kỳ quay mới nhất của mọi loại xổ số đã có kết quả. Mọi thời gian theo giờ Thái Lan.',
  },
  'home.none': {
    th: 'ยังไม่มีสลากชนิดใดมีผลรางวัล',
    en: 'No lottery has results yet.',
    lo: 'ຍັງບໍ່ມີຫວຍຊະນິດໃດມີຜົນລາງວັນ',
    my: 'မည်သည့်ထီမျှ ရလဒ် မရှိသေးပါ။',
    vi: 'Chưa có loại xổ số nào có kết quả.',
  },
  'home.no-data-heading': { th: 'ยังไม่มีผลรางวัล', en: 'No results yet', lo: 'ຍັງບໍ່ມີຜົນລາງວັນ', my: 'ရလဒ် မရှိသေးပါ', vi: 'Chưa có kết quả' },
  'home.no-data-intro': {
    th: 'สลากเหล่านี้ยังไม่มีผลรางวัลในระบบ จะแสดงเมื่อมีการออกรางวัลงวดถัดไป',
    en: 'These lotteries have no stored results yet; they appear after their next draw.',
    lo: 'ຫວຍເຫຼົ່ານີ້ຍັງບໍ່ມີຜົນລາງວັນໃນລະບົບ ຈະສະແດງເມື່ອມີການອອກລາງວັນງວດຕໍ່ໄປ',
    my: 'ဤထီများတွင် သိမ်းဆည်းထားသော ရလဒ် မရှိသေးပါ။ နောက်ထီဖွင့်ပွဲပြီးမှ ပေါ်လာမည်။',
    vi: 'Các loại xổ số này chưa có kết quả; chúng sẽ xuất hiện sau kỳ quay tiếp theo.',
  },
  'card.results': {
    th: 'ผล {count} งวดล่าสุด',
    en: 'Last {count} draws',
    lo: 'ຜົນ {count} ງວດລ່າສຸດ',
    my: 'နောက်ဆုံး ထီဖွင့်ပွဲ {count} ကြိမ်',
    vi: '{count} kỳ gần nhất',
  },
  'card.stats': { th: 'สถิติ', en: 'Statistics', lo: 'ສະຖິຕິ', my: 'စာရင်းအင်း', vi: 'Thống kê' },

  'draw.published': {
    th: 'ประกาศเมื่อ {time}',
    en: 'Published {time}',
    lo: 'ປະກາດເມື່ອ {time}',
    my: '{time} တွင် ထုတ်ပြန်သည်',
    vi: 'Công bố lúc {time}',
  },
  'draw.col-prize': { th: 'รางวัล', en: 'Prize', lo: 'ລາງວັນ', my: 'ဆု', vi: 'Giải' },
  'draw.col-numbers': { th: 'เลขที่ออก', en: 'Winning numbers', lo: 'ເລກທີ່ອອກ', my: 'ပေါက်ဂဏန်းများ', vi: 'Số trúng' },
  'draw.col-amount': {
    th: 'เงินรางวัลต่อใบ',
    en: 'Prize per ticket',
    lo: 'ເງິນລາງວັນຕໍ່ໃບ',
    my: 'လက်မှတ်တစ်စောင်လျှင် ဆုငွေ',
    vi: 'Tiền thưởng mỗi vé',
  },
  /** C4.2: a lottery without a fixed amount publishes "0.00". */
  'draw.no-amount': {
    th: 'ไม่มีเงินรางวัลตายตัว',
    en: 'no fixed amount',
    lo: 'ບໍ່ມີເງິນລາງວັນຄົງທີ່',
    my: 'ပုံသေဆုငွေ မရှိ',
    vi: 'không có mức cố định',
  },
  'draw.all-numbers': {
    th: 'แสดงเลขทั้งหมด {count} ตัว',
    en: 'Show all {count} numbers',
    lo: 'ສະແດງເລກທັງໝົດ {count} ໂຕ',
    my: 'ဂဏန်း {count} လုံးလုံးကို ပြရန်',
    vi: 'Xem tất cả {count} số',
  },

  'lottery.title': {
    th: 'ผลรางวัล{lottery}',
    en: '{lottery} results',
    lo: 'ຜົນລາງວັນ{lottery}',
    my: '{lottery} ရလဒ်များ',
    vi: 'Kết quả {lottery}',
  },
  'lottery.intro': {
    th: '{count} งวดล่าสุด เรียงจากงวดใหม่ไปงวดเก่า เวลาทั้งหมดเป็นเวลาประเทศไทย',
    en: 'The last {count} draws, newest first. All times are Thai time.',
    lo: '{count} ງວດລ່າສຸດ ລຽງຈາກງວດໃໝ່ໄປງວດເກົ່າ ເວລາທັງໝົດເປັນເວລາປະເທດໄທ',
    my: 'နောက်ဆုံး ထီဖွင့်ပွဲ {count} ကြိမ်၊ အသစ်ဆုံးမှ စတင်သည်။ အချိန်အားလုံးသည် ထိုင်းစံတော်ချိန် ဖြစ်သည်။',
    vi: '{count} kỳ gần nhất, mới nhất trước. Mọi thời gian theo giờ Thái Lan.',
  },
  'nodata.title': {
    th: 'ยังไม่มีผลรางวัล{lottery}',
    en: 'No results yet for {lottery}',
    lo: 'ຍັງບໍ່ມີຜົນລາງວັນ{lottery}',
    my: '{lottery} အတွက် ရလဒ် မရှိသေးပါ',
    vi: 'Chưa có kết quả {lottery}',
  },
  'nodata.more': {
    th: 'ดูสลากที่มีผลรางวัลแล้วได้ที่หน้าแรก',
    en: 'See the lotteries that have results on the home page.',
    lo: 'ເບິ່ງຫວຍທີ່ມີຜົນລາງວັນແລ້ວໄດ້ທີ່ໜ້າຫຼັກ',
    my: 'ရလဒ်ရှိပြီးသော ထီများကို ပင်မစာမျက်နှာတွင် ကြည့်ပါ။',
    vi: 'Xem các loại xổ số đã có kết quả ở trang chủ.',
  },
  /** A link to the JSON answer a page shows. */
  'page.json': {
    th: 'ข้อมูลชุดเดียวกันในรูป JSON: {url}',
    en: 'The same data as JSON: {url}',
    lo: 'ຂໍ້ມູນຊຸດດຽວກັນໃນຮູບ JSON: {url}',
    my: 'တူညီသော ဒေတာကို JSON ဖြင့်: {url}',
    vi: 'Cùng dữ liệu dạng JSON: {url}',
  },

  'stats.title': {
    th: 'สถิติเลข{lottery}',
    en: '{lottery} number statistics',
    lo: 'ສະຖິຕິເລກ{lottery}',
    my: '{lottery} ဂဏန်း စာရင်းအင်း',
    vi: 'Thống kê số {lottery}',
  },
  'stats.intro': {
    th: 'นับจาก {draws} งวดที่จัดเก็บ ตั้งแต่ {first} ถึง {last}',
    en: 'Counted over {draws} stored draws, from {first} to {last}.',
    lo: 'ນັບຈາກ {draws} ງວດທີ່ເກັບໄວ້ ແຕ່ {first} ຫາ {last}',
    my: '{first} မှ {last} အထိ သိမ်းဆည်းထားသော ထီဖွင့်ပွဲ {draws} ကြိမ်မှ ရေတွက်ထားသည်။',
    vi: 'Tính trên {draws} kỳ đã lưu, từ {first} đến {last}.',
  },
  'stats.source': {
    th: 'แหล่งข้อมูล: {source}',
    en: 'Data source: {source}',
    lo: 'ແຫຼ່ງຂໍ້ມູນ: {source}',
    my: 'ဒေတာရင်းမြစ်: {source}',
    vi: 'Nguồn dữ liệu: {source}',
  },
  'stats.disclaimer': {
    th: 'ตัวเลขเหล่านี้นับจากผลรางวัลในอดีต ไม่ใช่ความน่าจะเป็น และไม่ได้ทำนายผลงวดต่อไป',
    en: 'These are counts of past results. They are not probabilities and do not predict future draws.',
    lo: 'ຕົວເລກເຫຼົ່ານີ້ນັບຈາກຜົນລາງວັນໃນອະດີດ ບໍ່ແມ່ນຄວາມເປັນໄປໄດ້ ແລະ ບໍ່ໄດ້ທຳນາຍຜົນງວດຕໍ່ໄປ',
    my: 'ဤကိန်းဂဏန်းများသည် ယခင်ရလဒ်များကို ရေတွက်ထားခြင်းသာ ဖြစ်သည်။ ဖြစ်နိုင်ခြေ မဟုတ်ဘဲ အနာဂတ်ကို ခန့်မှန်းခြင်း မဟုတ်ပါ။',
    vi: 'Đây là số lần xuất hiện trong kết quả trước đây, không phải xác suất và không dự đoán kỳ quay sau.',
  },
  'stats.summary': {
    th: 'ออก {draws} งวด รวม {picks} เลข จากเลขที่เป็นไปได้ {possible} ตัว ค่าคาดหมาย {expected} ครั้งต่อเลข',
    en: '{draws} draws, {picks} numbers drawn out of {possible} possible; {expected} expected per number.',
    lo: 'ອອກ {draws} ງວດ ລວມ {picks} ເລກ ຈາກເລກທີ່ເປັນໄປໄດ້ {possible} ໂຕ ຄ່າຄາດໝາຍ {expected} ເທື່ອຕໍ່ເລກ',
    my: 'ထီဖွင့်ပွဲ {draws} ကြိမ်၊ ဖြစ်နိုင်သော ဂဏန်း {possible} လုံးမှ {picks} လုံး ထွက်ခဲ့သည်။ ဂဏန်းတစ်လုံးလျှင် မျှော်မှန်းချက် {expected} ကြိမ်။',
    vi: '{draws} kỳ, {picks} số đã ra trên {possible} số có thể; kỳ vọng {expected} lần mỗi số.',
  },
  'stats.chart-counts': {
    th: 'จำนวนครั้งที่แต่ละเลขออก',
    en: 'Times each number was drawn',
    lo: 'ຈຳນວນເທື່ອທີ່ແຕ່ລະເລກອອກ',
    my: 'ဂဏန်းတစ်လုံးချင်းစီ ထွက်ခဲ့သည့် အကြိမ်ရေ',
    vi: 'Số lần mỗi số đã ra',
  },
  'stats.chart-since': {
    th: 'จำนวนงวดนับจากที่แต่ละเลขออกครั้งล่าสุด',
    en: 'Draws since each number last came up',
    lo: 'ຈຳນວນງວດນັບຈາກທີ່ແຕ່ລະເລກອອກຄັ້ງລ່າສຸດ',
    my: 'ဂဏန်းတစ်လုံးချင်းစီ နောက်ဆုံးထွက်ပြီးနောက် ထီဖွင့်ပွဲ အရေအတွက်',
    vi: 'Số kỳ kể từ lần cuối mỗi số xuất hiện',
  },
  'stats.chart-top-counts': {
    th: '{count} เลขที่ออกบ่อยที่สุด',
    en: 'The {count} most drawn numbers',
    lo: '{count} ເລກທີ່ອອກເລື້ອຍທີ່ສຸດ',
    my: 'အများဆုံး ထွက်ခဲ့သော ဂဏန်း {count} လုံး',
    vi: '{count} số ra nhiều nhất',
  },
  'stats.chart-top-since': {
    th: '{count} เลขที่ไม่ออกนานที่สุด (ในบรรดาเลขที่เคยออก)',
    en: 'The {count} numbers absent longest (of those drawn at least once)',
    lo: '{count} ເລກທີ່ບໍ່ອອກດົນທີ່ສຸດ (ໃນບັນດາເລກທີ່ເຄີຍອອກ)',
    my: 'အကြာဆုံး မထွက်သေးသော ဂဏန်း {count} လုံး (တစ်ကြိမ်ထက်မနည်း ထွက်ဖူးသည်များထဲမှ)',
    vi: '{count} số lâu chưa ra nhất (trong các số đã từng ra)',
  },
  'stats.expected': {
    th: 'ค่าคาดหมาย {expected}',
    en: 'expected {expected}',
    lo: 'ຄ່າຄາດໝາຍ {expected}',
    my: 'မျှော်မှန်းချက် {expected}',
    vi: 'kỳ vọng {expected}',
  },
  'stats.bar-count': {
    th: '{number}: ออก {count} ครั้ง',
    en: '{number}: drawn {count} times',
    lo: '{number}: ອອກ {count} ເທື່ອ',
    my: '{number}: {count} ကြိမ် ထွက်ခဲ့သည်',
    vi: '{number}: ra {count} lần',
  },
  'stats.bar-since': {
    th: '{number}: ไม่ออกมา {since} งวด (ออกล่าสุด {date})',
    en: '{number}: {since} draws since it last came up ({date})',
    lo: '{number}: ບໍ່ອອກມາ {since} ງວດ (ອອກລ່າສຸດ {date})',
    my: '{number}: နောက်ဆုံးထွက်ပြီးနောက် ထီဖွင့်ပွဲ {since} ကြိမ် ({date})',
    vi: '{number}: {since} kỳ kể từ lần ra cuối ({date})',
  },
  'stats.bar-never': {
    th: '{number}: ยังไม่เคยออก',
    en: '{number}: never drawn',
    lo: '{number}: ຍັງບໍ່ເຄີຍອອກ',
    my: '{number}: တစ်ခါမျှ မထွက်ဖူးပါ',
    vi: '{number}: chưa từng ra',
  },
  'stats.table': { th: 'ตารางข้อมูล', en: 'Data table', lo: 'ຕາຕະລາງຂໍ້ມູນ', my: 'ဒေတာဇယား', vi: 'Bảng dữ liệu' },
  'stats.table-top': {
    th: 'ตารางข้อมูล ({count} เลขที่ออกบ่อยที่สุด)',
    en: 'Data table (the {count} most drawn numbers)',
    lo: 'ຕາຕະລາງຂໍ້ມູນ ({count} ເລກທີ່ອອກເລື້ອຍທີ່ສຸດ)',
    my: 'ဒေတာဇယား (အများဆုံး ထွက်ခဲ့သော ဂဏန်း {count} လုံး)',
    vi: 'Bảng dữ liệu ({count} số ra nhiều nhất)',
  },
  'stats.col-number': { th: 'เลข', en: 'Number', lo: 'ເລກ', my: 'ဂဏန်း', vi: 'Số' },
  'stats.col-count': { th: 'จำนวนครั้ง', en: 'Times drawn', lo: 'ຈຳນວນເທື່ອ', my: 'အကြိမ်ရေ', vi: 'Số lần' },
  'stats.col-last': { th: 'ออกล่าสุด', en: 'Last drawn', lo: 'ອອກລ່າສຸດ', my: 'နောက်ဆုံး ထွက်သည့်ရက်', vi: 'Lần ra cuối' },
  'stats.col-since': { th: 'งวดที่ผ่านมา', en: 'Draws since', lo: 'ງວດທີ່ຜ່ານມາ', my: 'ကြားရှိ ထီဖွင့်ပွဲ', vi: 'Số kỳ từ đó' },
  'stats.never': {
    th: 'เลขที่ยังไม่เคยออก ({count}): {numbers}',
    en: 'Never drawn ({count}): {numbers}',
    lo: 'ເລກທີ່ຍັງບໍ່ເຄີຍອອກ ({count}): {numbers}',
    my: 'တစ်ခါမျှ မထွက်ဖူးသော ဂဏန်းများ ({count}): {numbers}',
    vi: 'Chưa từng ra ({count}): {numbers}',
  },
  'stats.never-count': {
    th: 'มี {count} เลขที่ยังไม่เคยออก',
    en: '{count} numbers have never been drawn.',
    lo: 'ມີ {count} ເລກທີ່ຍັງບໍ່ເຄີຍອອກ',
    my: 'ဂဏန်း {count} လုံး တစ်ခါမျှ မထွက်ဖူးပါ။',
    vi: 'Có {count} số chưa từng ra.',
  },
  'stats.never-none': {
    th: 'เลขที่เป็นไปได้ทุกตัวเคยออกแล้ว',
    en: 'Every possible number has been drawn.',
    lo: 'ເລກທີ່ເປັນໄປໄດ້ທຸກໂຕເຄີຍອອກແລ້ວ',
    my: 'ဖြစ်နိုင်သော ဂဏန်းအားလုံး ထွက်ဖူးပြီး ဖြစ်သည်။',
    vi: 'Mọi số có thể đều đã từng ra.',
  },
  'stats.prize-empty': {
    th: 'ยังไม่มีงวดที่ประกาศรางวัลนี้',
    en: 'No stored draw has this prize yet.',
    lo: 'ຍັງບໍ່ມີງວດທີ່ປະກາດລາງວັນນີ້',
    my: 'ဤဆုပါဝင်သော ထီဖွင့်ပွဲ မရှိသေးပါ။',
    vi: 'Chưa có kỳ nào có giải này.',
  },

  'checker.title': {
    th: 'ตรวจผลรางวัล',
    en: 'Check a number',
    lo: 'ກວດຜົນລາງວັນ',
    my: 'ထီနံပါတ် စစ်ဆေးရန်',
    vi: 'Dò số',
  },
  'checker.intro': {
    th: 'ตรวจเลขกับงวดล่าสุดของสลากที่เลือก ด้วยกติกาเดียวกับ /check ของ API',
    en: "Checks a number against the latest draw of the chosen lottery, with the same rules as the API's /check.",
    lo: 'ກວດເລກກັບງວດລ່າສຸດຂອງຫວຍທີ່ເລືອກ ດ້ວຍກົດເກນດຽວກັບ /check ຂອງ API',
    my: 'ရွေးထားသော ထီ၏ နောက်ဆုံးထီဖွင့်ပွဲနှင့် API ၏ /check စည်းမျဉ်းအတိုင်း နံပါတ်ကို စစ်ဆေးသည်။',
    vi: 'Dò một số với kỳ quay mới nhất của loại xổ số đã chọn, theo cùng quy tắc với /check của API.',
  },
  'checker.lottery': { th: 'ชนิดสลาก', en: 'Lottery', lo: 'ຊະນິດຫວຍ', my: 'ထီအမျိုးအစား', vi: 'Loại xổ số' },
  'checker.number': { th: 'เลขของคุณ', en: 'Your number', lo: 'ເລກຂອງທ່ານ', my: 'သင့်နံပါတ်', vi: 'Số của bạn' },
  'checker.with-data': { th: 'มีผลรางวัลแล้ว', en: 'With results', lo: 'ມີຜົນລາງວັນແລ້ວ', my: 'ရလဒ်ရှိပြီး', vi: 'Đã có kết quả' },
  'checker.submit': { th: 'ตรวจ', en: 'Check', lo: 'ກວດ', my: 'စစ်ဆေးရန်', vi: 'Dò' },
  'checker.checking': { th: 'กำลังตรวจ…', en: 'Checking…', lo: 'ກຳລັງກວດ…', my: 'စစ်ဆေးနေသည်…', vi: 'Đang dò…' },
  'checker.winner': {
    th: 'ยินดีด้วย เลข {number} ถูกรางวัล',
    en: 'Congratulations: {number} wins.',
    lo: 'ຍິນດີນຳ ເລກ {number} ຖືກລາງວັນ',
    my: 'ဂုဏ်ယူပါသည်- {number} ဆုပေါက်ပါသည်။',
    vi: 'Chúc mừng: số {number} trúng thưởng.',
  },
  'checker.loser': {
    th: 'เลข {number} ไม่ถูกรางวัลในงวดนี้',
    en: '{number} does not win in this draw.',
    lo: 'ເລກ {number} ບໍ່ຖືກລາງວັນໃນງວດນີ້',
    my: '{number} သည် ဤထီဖွင့်ပွဲတွင် ဆုမပေါက်ပါ။',
    vi: 'Số {number} không trúng kỳ này.',
  },
  /** SPEC: while a draw is incomplete, a number that matched nothing may still win. */
  'checker.loser-pending': {
    th: 'เลข {number} ยังไม่ถูกรางวัลที่ประกาศแล้ว',
    en: '{number} matches none of the prizes announced so far.',
    lo: 'ເລກ {number} ຍັງບໍ່ຖືກລາງວັນທີ່ປະກາດແລ້ວ',
    my: '{number} သည် ယခုထိ ကြေညာပြီးသော ဆုများနှင့် မကိုက်ညီပါ။',
    vi: 'Số {number} chưa trúng giải nào đã công bố.',
  },
  'checker.draw': { th: 'งวด {date}', en: 'Draw of {date}', lo: 'ງວດ {date}', my: '{date} ထီဖွင့်ပွဲ', vi: 'Kỳ {date}' },
  'checker.col-winning': { th: 'เลขที่ถูก', en: 'Winning number', lo: 'ເລກທີ່ຖືກ', my: 'ပေါက်ဂဏန်း', vi: 'Số trúng' },
  'checker.total': {
    th: 'รวมเงินรางวัล {amount}',
    en: 'Total winnings: {amount}',
    lo: 'ລວມເງິນລາງວັນ {amount}',
    my: 'စုစုပေါင်း ဆုငွေ: {amount}',
    vi: 'Tổng tiền thưởng: {amount}',
  },
  'checker.network': {
    th: 'ติดต่อบริการไม่ได้ กรุณาลองใหม่อีกครั้ง',
    en: 'The service could not be reached. Please try again.',
    lo: 'ຕິດຕໍ່ບໍລິການບໍ່ໄດ້ ກະລຸນາລອງໃໝ່ອີກຄັ້ງ',
    my: 'ဝန်ဆောင်မှုကို ဆက်သွယ်၍ မရပါ။ ပြန်ကြိုးစားပါ။',
    vi: 'Không kết nối được dịch vụ. Vui lòng thử lại.',
  },
  'checker.noscript': {
    th: 'ช่องตรวจเลขต้องใช้ JavaScript หากปิดไว้ เรียก API ได้โดยตรง เช่น {url}',
    en: 'The checker needs JavaScript. Without it, call the API directly, e.g. {url}',
    lo: 'ຊ່ອງກວດເລກຕ້ອງໃຊ້ JavaScript ຖ້າປິດໄວ້ ເອີ້ນ API ໄດ້ໂດຍກົງ ເຊັ່ນ {url}',
    my: 'နံပါတ်စစ်ဆေးစနစ်သည် JavaScript လိုအပ်သည်။ မရှိပါက API ကို တိုက်ရိုက် ခေါ်ပါ၊ ဥပမာ {url}',
    vi: 'Công cụ dò số cần JavaScript. Nếu tắt, hãy gọi API trực tiếp, ví dụ {url}',
  },

  'api.intro': {
    th: 'บริการ JSON แบบอ่านอย่างเดียว ใช้ฟรี ไม่ต้องสมัคร ไม่ต้องใช้คีย์หรือโทเคน ทุกเส้นทางรับ GET และเปิดให้เรียกข้ามโดเมน (Access-Control-Allow-Origin: *)',
    en: 'A free, read-only JSON service: no sign-up, key or token. Every path answers GET and may be called from any site (Access-Control-Allow-Origin: *).',
    lo: 'ບໍລິການ JSON ແບບອ່ານຢ່າງດຽວ ໃຊ້ໄດ້ຟຣີ ບໍ່ຕ້ອງສະໝັກ ບໍ່ຕ້ອງໃຊ້ຄີ ຫຼື ໂທເຄັນ ທຸກເສັ້ນທາງຮັບ GET ແລະ ເປີດໃຫ້ເອີ້ນຂ້າມໂດເມນ (Access-Control-Allow-Origin: *)',
    my: 'အခမဲ့ ဖတ်ရန်သာ JSON ဝန်ဆောင်မှု- စာရင်းသွင်းရန်၊ key သို့မဟုတ် token မလိုပါ။ လမ်းကြောင်းတိုင်းသည် GET ကို ဖြေကြားပြီး မည်သည့် ဝဘ်ဆိုက်မှမဆို ခေါ်ယူနိုင်သည် (Access-Control-Allow-Origin: *)။',
    vi: 'Dịch vụ JSON chỉ đọc, miễn phí: không cần đăng ký, khóa hay token. Mọi đường dẫn trả lời GET và có thể gọi từ mọi trang (Access-Control-Allow-Origin: *).',
  },
  'api.endpoints': { th: 'เส้นทาง', en: 'Endpoints', lo: 'ເສັ້ນທາງ', my: 'လမ်းကြောင်းများ', vi: 'Các đường dẫn' },
  'api.results': {
    th: 'ผลรางวัลรายงวด เรียงจากงวดล่าสุด',
    en: 'Draw results, newest first.',
    lo: 'ຜົນລາງວັນແຕ່ລະງວດ ລຽງຈາກງວດລ່າສຸດ',
    my: 'ထီဖွင့်ပွဲ ရလဒ်များ၊ အသစ်ဆုံးမှ စတင်သည်။',
    vi: 'Kết quả từng kỳ, mới nhất trước.',
  },
  'api.check': {
    th: 'ตรวจเลขกับงวดล่าสุด',
    en: 'Checks a number against the latest draw.',
    lo: 'ກວດເລກກັບງວດລ່າສຸດ',
    my: 'နောက်ဆုံးထီဖွင့်ပွဲနှင့် နံပါတ်ကို စစ်ဆေးသည်။',
    vi: 'Dò một số với kỳ quay mới nhất.',
  },
  'api.stats': {
    th: 'สถิติความถี่ของเลข',
    en: 'Number frequency statistics.',
    lo: 'ສະຖິຕິຄວາມຖີ່ຂອງເລກ',
    my: 'ဂဏန်း အကြိမ်ရေ စာရင်းအင်း။',
    vi: 'Thống kê tần suất các số.',
  },
  'api.calculations': {
    th: 'ชุดคำนวณสถิติจากผลในอดีต (ไม่ใช่ความน่าจะเป็น)',
    en: 'A statistical calculation snapshot from past results (not probabilities).',
    lo: 'ຊຸດຄຳນວນສະຖິຕິຈາກຜົນໃນອະດີດ (ບໍ່ແມ່ນຄວາມເປັນໄປໄດ້)',
    my: 'ယခင်ရလဒ်များမှ စာရင်းအင်း တွက်ချက်မှု (ဖြစ်နိုင်ခြေ မဟုတ်ပါ)။',
    vi: 'Bản tính thống kê từ kết quả trước đây (không phải xác suất).',
  },
  'api.openapi': {
    th: 'เอกสาร OpenAPI 3.1 (ภาษาไทย)',
    en: 'The OpenAPI 3.1 description (in Thai).',
    lo: 'ເອກະສານ OpenAPI 3.1 (ພາສາໄທ)',
    my: 'OpenAPI 3.1 ဖော်ပြချက် (ထိုင်းဘာသာ)။',
    vi: 'Tài liệu OpenAPI 3.1 (tiếng Thái).',
  },
  'api.readme': {
    th: 'คำอธิบายแบบย่อ รูปแบบ Markdown (ภาษาไทย)',
    en: 'A short Markdown description (in Thai).',
    lo: 'ຄຳອະທິບາຍແບບຫຍໍ້ ຮູບແບບ Markdown (ພາສາໄທ)',
    my: 'Markdown ဖြင့် အတိုချုပ် ဖော်ပြချက် (ထိုင်းဘာသာ)။',
    vi: 'Mô tả ngắn dạng Markdown (tiếng Thái).',
  },
  'api.col-param': { th: 'พารามิเตอร์', en: 'Parameter', lo: 'ພາຣາມິເຕີ', my: 'ပါရာမီတာ', vi: 'Tham số' },
  'api.col-required': { th: 'จำเป็น', en: 'Required', lo: 'ຈຳເປັນ', my: 'မဖြစ်မနေ', vi: 'Bắt buộc' },
  'api.col-allowed': { th: 'ค่าที่รองรับ', en: 'Allowed values', lo: 'ຄ່າທີ່ຮອງຮັບ', my: 'ခွင့်ပြုထားသော တန်ဖိုးများ', vi: 'Giá trị cho phép' },
  'api.col-default': { th: 'ค่าเริ่มต้น', en: 'Default', lo: 'ຄ່າເລີ່ມຕົ້ນ', my: 'မူလတန်ဖိုး', vi: 'Mặc định' },
  'api.yes': { th: 'ใช่', en: 'yes', lo: 'ແມ່ນ', my: 'ဟုတ်', vi: 'có' },
  'api.no': { th: 'ไม่', en: 'no', lo: 'ບໍ່', my: 'မဟုတ်', vi: 'không' },
  'api.values': { th: '{count} ค่า', en: '{count} values', lo: '{count} ຄ່າ', my: 'တန်ဖိုး {count} ခု', vi: '{count} giá trị' },
  'api.responses': { th: 'รหัสสถานะ', en: 'Status codes', lo: 'ລະຫັດສະຖານະ', my: 'အခြေအနေ ကုဒ်များ', vi: 'Mã trạng thái' },
  'api.status.200': { th: 'สำเร็จ', en: 'success', lo: 'ສຳເລັດ', my: 'အောင်မြင်သည်', vi: 'thành công' },
  'api.status.304': { th: 'ไม่เปลี่ยนแปลง (ETag)', en: 'not modified (ETag)', lo: 'ບໍ່ປ່ຽນແປງ (ETag)', my: 'မပြောင်းလဲပါ (ETag)', vi: 'không đổi (ETag)' },
  'api.status.400': {
    th: 'พารามิเตอร์ไม่ถูกต้อง',
    en: 'invalid parameter',
    lo: 'ພາຣາມິເຕີບໍ່ຖືກຕ້ອງ',
    my: 'ပါရာမီတာ မမှန်ကန်ပါ',
    vi: 'tham số không hợp lệ',
  },
  'api.status.404': { th: 'ยังไม่มีผลรางวัล', en: 'no results yet', lo: 'ຍັງບໍ່ມີຜົນລາງວັນ', my: 'ရလဒ် မရှိသေးပါ', vi: 'chưa có kết quả' },
  'api.status.429': {
    th: 'เกินโควตา (ดู Retry-After)',
    en: 'over quota (see Retry-After)',
    lo: 'ເກີນໂຄຕາ (ເບິ່ງ Retry-After)',
    my: 'ခွင့်ပြုချက်ထက် ကျော်လွန်သည် (Retry-After ကို ကြည့်ပါ)',
    vi: 'vượt hạn mức (xem Retry-After)',
  },
  'api.status.500': {
    th: 'ปัญหาชั่วคราวที่เซิร์ฟเวอร์',
    en: 'temporary server problem',
    lo: 'ບັນຫາຊົ່ວຄາວທີ່ເຊີບເວີ',
    my: 'ဆာဗာ ယာယီပြဿနာ',
    vi: 'lỗi tạm thời của máy chủ',
  },
  'api.example': { th: 'ตัวอย่าง', en: 'Example', lo: 'ຕົວຢ່າງ', my: 'ဥပမာ', vi: 'Ví dụ' },
  'api.limits-heading': {
    th: 'ขีดจำกัดและการแคช',
    en: 'Limits and caching',
    lo: 'ຂີດຈຳກັດ ແລະ ການແຄຊ',
    my: 'ကန့်သတ်ချက်များနှင့် cache',
    vi: 'Giới hạn và bộ nhớ đệm',
  },
  'api.limits': {
    th: 'โควตาต่อนาทีต่อ IP: {quotas} ผลรางวัลเปลี่ยนเฉพาะเมื่อมีการออกรางวัล ควรแคชคำตอบไว้อย่างน้อย {seconds} วินาที',
    en: 'Requests per minute per IP address: {quotas}. Results change only when a draw is announced; cache answers for at least {seconds} seconds.',
    lo: 'ໂຄຕາຕໍ່ນາທີຕໍ່ IP: {quotas} ຜົນລາງວັນປ່ຽນສະເພາະເມື່ອມີການອອກລາງວັນ ຄວນແຄຊຄຳຕອບໄວ້ຢ່າງໜ້ອຍ {seconds} ວິນາທີ',
    my: 'IP တစ်ခုလျှင် တစ်မိနစ် တောင်းဆိုနိုင်မှု- {quotas}။ ရလဒ်များသည် ထီဖွင့်မှသာ ပြောင်းလဲသည်၊ အဖြေများကို အနည်းဆုံး {seconds} စက္ကန့် cache လုပ်ပါ။',
    vi: 'Số yêu cầu mỗi phút mỗi IP: {quotas}. Kết quả chỉ đổi khi có kỳ quay mới; hãy lưu đệm câu trả lời ít nhất {seconds} giây.',
  },
  'api.terms': { th: 'เงื่อนไขการใช้งาน', en: 'Terms of use', lo: 'ເງື່ອນໄຂການນຳໃຊ້', my: 'အသုံးပြုမှု စည်းကမ်းများ', vi: 'Điều khoản sử dụng' },
  'api.credit': { th: 'ลิงก์อ้างอิง', en: 'Credit link', lo: 'ລິ້ງອ້າງອີງ', my: 'ပြန်ညွှန်း link', vi: 'Liên kết ghi nguồn' },
  'api.credit-snippet': {
    th: 'ตัวอย่างลิงก์ที่วางได้ทันที:',
    en: 'A link you can paste:',
    lo: 'ຕົວຢ່າງລິ້ງທີ່ວາງໄດ້ທັນທີ:',
    my: 'ကူးထည့်နိုင်သော link:',
    vi: 'Liên kết có thể dán ngay:',
  },
  'api.credit-text': {
    th: 'ข้อมูลผลรางวัลจาก {source}',
    en: 'Lottery results from {source}',
    lo: 'ຂໍ້ມູນຜົນລາງວັນຈາກ {source}',
    my: '{source} မှ ထီရလဒ် ဒေတာ',
    vi: 'Kết quả xổ số từ {source}',
  },
  'api.widget': {
    th: 'วิดเจ็ตสำหรับฝังในเว็บไซต์',
    en: 'Embeddable widget',
    lo: 'ວິດເຈັດສຳລັບຝັງໃນເວັບໄຊ',
    my: 'ဝဘ်ဆိုက်တွင် ထည့်သွင်းနိုင်သော widget',
    vi: 'Tiện ích nhúng',
  },
  'api.widget-intro': {
    th: 'วางโค้ดนี้ในหน้าเว็บเพื่อแสดงผลงวดล่าสุดของสลากที่เลือก เปลี่ยน data-lottery และ data-lang ({langs}) ได้ตามต้องการ',
    en: 'Paste this code where the latest result of a lottery should appear; set data-lottery and data-lang ({langs}).',
    lo: 'ວາງໂຄດນີ້ໃນໜ້າເວັບເພື່ອສະແດງຜົນງວດລ່າສຸດຂອງຫວຍທີ່ເລືອກ ປ່ຽນ data-lottery ແລະ data-lang ({langs}) ໄດ້ຕາມຕ້ອງການ',
    my: 'ထီတစ်မျိုး၏ နောက်ဆုံးရလဒ် ပေါ်စေလိုသည့်နေရာတွင် ဤကုဒ်ကို ကူးထည့်ပါ။ data-lottery နှင့် data-lang ({langs}) ကို သတ်မှတ်ပါ။',
    vi: 'Dán mã này vào nơi muốn hiện kết quả mới nhất của một loại xổ số; đặt data-lottery và data-lang ({langs}).',
  },
  'api.widget-iframe': { th: 'หรือใช้ iframe:', en: 'Or as an iframe:', lo: 'ຫຼື ໃຊ້ iframe:', my: 'သို့မဟုတ် iframe အဖြစ်:', vi: 'Hoặc dùng iframe:' },
  'api.widget-preview': { th: 'ตัวอย่างวิดเจ็ต', en: 'Preview', lo: 'ຕົວຢ່າງວິດເຈັດ', my: 'အစမ်းကြည့်ရှုရန်', vi: 'Xem trước' },
  'widget.noscript': {
    th: 'วิดเจ็ตนี้ต้องใช้ JavaScript ดูผลรางวัลได้ที่ {url}',
    en: 'This widget needs JavaScript. See the results at {url}',
    lo: 'ວິດເຈັດນີ້ຕ້ອງໃຊ້ JavaScript ເບິ່ງຜົນລາງວັນໄດ້ທີ່ {url}',
    my: 'ဤ widget သည် JavaScript လိုအပ်သည်။ ရလဒ်များကို {url} တွင် ကြည့်ပါ။',
    vi: 'Tiện ích này cần JavaScript. Xem kết quả tại {url}',
  },
} as const satisfies Record<string, Localized>;

export type WidgetTextKey = keyof typeof WIDGET_TEXTS;
export type PageTextKey = keyof typeof PAGE_TEXTS | WidgetTextKey;

/** The template of a page text in one language. */
export function pageTemplate(lang: Lang, key: PageTextKey): string {
  const text: Localized = key in PAGE_TEXTS ? PAGE_TEXTS[key as keyof typeof PAGE_TEXTS] : WIDGET_TEXTS[key as WidgetTextKey];
  return text[lang];
}

/** Fills `{name}` placeholders of a template; a placeholder without a value is a programming error. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string | number>>, key = template): string {
  return fillPlaceholders(template, vars, `page text ${key}`);
}

/** A page text in one language with its placeholders filled. */
export function pageText(lang: Lang, key: PageTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(pageTemplate(lang, key), vars, key);
}

/** A widget text: the same as `pageText` over WIDGET_TEXTS only, so the widget bundle stays small. */
export function widgetText(lang: Lang, key: WidgetTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(WIDGET_TEXTS[key][lang], vars, key);
}

