import type { Localized } from '../../pipeline/registry/langs.ts';

/** Texts every page shares: language switcher, navigation, footer, home cards, draw tables, lottery pages. */
export const SITE_TEXTS = {
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
    my: 'ဆော့ဖ်ဝဲရေးသားသူများအတွက် API',
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
  'footer.files': {
    th: 'ไฟล์คำอธิบาย API',
    en: 'API description files',
    lo: 'ໄຟລ໌ຄຳອະທິບາຍ API',
    my: 'API ဖော်ပြချက် ဖိုင်များ',
    vi: 'Tệp mô tả API',
  },

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
    en: 'Last {count} {count|draw|draws}',
    lo: 'ຜົນ {count} ງວດລ່າສຸດ',
    my: 'နောက်ဆုံး ထီဖွင့်ပွဲ {count} ကြိမ်',
    vi: '{count} kỳ gần nhất',
  },
  'card.stats': { th: 'สถิติ', en: 'Statistics', lo: 'ສະຖິຕິ', my: 'စာရင်းအင်း', vi: 'Thống kê' },

  'draw.published-approximate': {
    th: 'ประกาศเมื่อประมาณ {time}',
    en: 'Published about {time}',
    lo: 'ປະກາດເມື່ອປະມານ {time}',
    my: '{time} ခန့်တွင် ထုတ်ပြန်သည်',
    vi: 'Công bố khoảng {time}',
  },
  'draw.published': {
    th: 'ประกาศเมื่อ {time}',
    en: 'Published {time}',
    lo: 'ປະກາດເມື່ອ {time}',
    my: '{time} တွင် ထုတ်ပြန်သည်',
    vi: 'Công bố {time}',
  },
  'draw.col-prize': { th: 'รางวัล', en: 'Prize', lo: 'ລາງວັນ', my: 'ဆု', vi: 'Giải' },
  /** Not "the drawn number" (th เลขที่ออก, lo ເລກທີ່ອອກ, my ပေါက်ဂဏန်း, vi Số trúng thưởng): that is the name of a Lao draw's headline prize, a row of this column. */
  'draw.col-numbers': { th: 'เลขที่ถูกรางวัล', en: 'Winning numbers', lo: 'ເລກທີ່ຖືກລາງວັນ', my: 'ဂဏန်းများ', vi: 'Kết quả' },
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
    en: 'Show all {count} {count|number|numbers}',
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
    en: 'The last {count} {count|draw|draws}, newest first. All times are Thai time.',
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
} as const satisfies Record<string, Localized>;
