import type { Localized } from '../../pipeline/registry/langs.ts';

/** Texts of the checker page's form (issue 6, issue 13): what the page says before a check. */
export const CHECKER_TEXTS = {
  'checker.title': {
    th: 'ตรวจผลรางวัล',
    en: 'Check a number',
    lo: 'ກວດຜົນລາງວັນ',
    my: 'ထီနံပါတ် စစ်ဆေးရန်',
    vi: 'Dò số',
  },
  'checker.intro': {
    th: 'ตรวจเลขกับงวดล่าสุดหรืองวดก่อนหน้าของสลากที่เลือก ได้ครั้งละหลายเลข',
    en: 'Check one number or many against the latest draw of the chosen lottery, or an earlier one.',
    lo: 'ກວດເລກກັບງວດລ່າສຸດ ຫຼື ງວດກ່ອນໜ້າຂອງຫວຍທີ່ເລືອກ ໄດ້ເທື່ອລະຫຼາຍເລກ',
    my: 'ရွေးထားသော ထီ၏ နောက်ဆုံးထီဖွင့်ပွဲ သို့မဟုတ် ယခင်ထီဖွင့်ပွဲနှင့် နံပါတ်တစ်ခု သို့မဟုတ် အများအပြားကို စစ်ဆေးပါ။',
    vi: 'Dò một hoặc nhiều số với kỳ quay mới nhất của loại xổ số đã chọn, hoặc một kỳ trước đó.',
  },
  'checker.lottery': { th: 'ชนิดสลาก', en: 'Lottery', lo: 'ຊະນິດຫວຍ', my: 'ထီအမျိုးအစား', vi: 'Loại xổ số' },
  'checker.with-data': { th: 'มีผลรางวัลแล้ว', en: 'With results', lo: 'ມີຜົນລາງວັນແລ້ວ', my: 'ရလဒ်ရှိပြီး', vi: 'Đã có kết quả' },
  'checker.draw': { th: 'งวด', en: 'Draw', lo: 'ງວດ', my: 'ထီဖွင့်ပွဲ', vi: 'Kỳ quay' },
  /** The draw list's first entry before the list of stored draws has loaded. */
  'checker.draw-latest': { th: 'งวดล่าสุด', en: 'Latest draw', lo: 'ງວດລ່າສຸດ', my: 'နောက်ဆုံးထီဖွင့်ပွဲ', vi: 'Kỳ mới nhất' },
  'checker.draw-other': {
    th: 'งวดอื่น (เลือกวันที่)…',
    en: 'Another date…',
    lo: 'ງວດອື່ນ (ເລືອກວັນທີ)…',
    my: 'အခြားရက်စွဲ…',
    vi: 'Ngày khác…',
  },
  'checker.date': { th: 'วันที่ออกรางวัล', en: 'Draw date', lo: 'ວັນທີອອກລາງວັນ', my: 'ထီဖွင့်သည့်ရက်', vi: 'Ngày quay' },
  'checker.numbers': { th: 'เลขของคุณ', en: 'Your numbers', lo: 'ເລກຂອງທ່ານ', my: 'သင့်နံပါတ်များ', vi: 'Số của bạn' },
  /** The input rule of web/lib/number-input.ts, as the page states it. */
  'checker.rule': {
    th: 'ใส่ได้สูงสุด 100 เลข บรรทัดละเลข หรือคั่นด้วยช่องว่างหรือจุลภาค (ช่องว่างจึงแยกเป็นคนละเลข) ขีดในเลขจะถูกตัดออก: 75-1495 คือ 751495 ใช้ตัวเลขไทย ลาว หรือพม่าได้',
    en: 'Up to 100 numbers, one per line or separated by spaces or commas (so a space starts a new number). A dash inside a number is ignored: 75-1495 is 751495. Thai, Lao and Burmese digits are read too.',
    lo: 'ໃສ່ໄດ້ສູງສຸດ 100 ເລກ ແຖວລະເລກ ຫຼື ຄັ່ນດ້ວຍຍະຫວ່າງ ຫຼື ຈຸດ (,) (ຍະຫວ່າງຈຶ່ງແຍກເປັນຄົນລະເລກ) ຂີດໃນເລກຈະຖືກຕັດອອກ: 75-1495 ຄື 751495 ໃຊ້ຕົວເລກໄທ ລາວ ຫຼື ມຽນມາໄດ້',
    my: 'နံပါတ် 100 အထိ၊ တစ်ကြောင်းလျှင် တစ်ခု သို့မဟုတ် နေရာလွတ် သို့မဟုတ် ကော်မာဖြင့် ခြားပါ (နေရာလွတ်သည် နံပါတ်အသစ် စသည်)။ နံပါတ်အတွင်းရှိ တုံးတို (-) ကို ချန်လှပ်သည်- 75-1495 သည် 751495 ဖြစ်သည်။ ထိုင်း၊ လာအို၊ မြန်မာ ဂဏန်းများကိုလည်း ဖတ်သည်။',
    vi: 'Tối đa 100 số, mỗi dòng một số hoặc cách nhau bằng dấu cách hay dấu phẩy (dấu cách bắt đầu một số mới). Dấu gạch ngang trong một số được bỏ qua: 75-1495 là 751495. Chữ số Thái, Lào và Miến Điện cũng được đọc.',
  },
  /** The lengths a lottery accepts (C5.1), under the field and after a wrong-length sentence. */
  'checker.lengths': {
    th: '{lottery} ตรวจได้เฉพาะเลข {lengths} หลัก',
    en: '{lottery} takes numbers of {lengths} digits.',
    lo: '{lottery} ກວດໄດ້ສະເພາະເລກ {lengths} ຫຼັກ',
    my: '{lottery} သည် ဂဏန်း {lengths} လုံးပါ နံပါတ်များကိုသာ လက်ခံသည်။',
    vi: '{lottery} nhận số có {lengths} chữ số.',
  },
  'checker.submit': { th: 'ตรวจ', en: 'Check', lo: 'ກວດ', my: 'စစ်ဆေးရန်', vi: 'Dò' },
  'checker.checking': { th: 'กำลังตรวจ…', en: 'Checking…', lo: 'ກຳລັງກວດ…', my: 'စစ်ဆေးနေသည်…', vi: 'Đang dò…' },
  'checker.noscript': {
    th: 'ช่องตรวจเลขต้องใช้ JavaScript หากปิดไว้ เทียบเลขของคุณกับผล 20 งวดล่าสุดในหน้าของแต่ละสลาก (จาก{home}) หรือเรียก API โดยตรง เช่น {url}',
    en: 'The checker needs JavaScript. Without it, compare your numbers with the last 20 draws on each lottery’s page (listed on the {home} page), or call the API directly, e.g. {url}',
    lo: 'ຊ່ອງກວດເລກຕ້ອງໃຊ້ JavaScript ຖ້າປິດໄວ້ ທຽບເລກຂອງທ່ານກັບຜົນ 20 ງວດລ່າສຸດໃນໜ້າຂອງແຕ່ລະຫວຍ (ຈາກ{home}) ຫຼື ເອີ້ນ API ໄດ້ໂດຍກົງ ເຊັ່ນ {url}',
    my: 'နံပါတ်စစ်ဆေးစနစ်သည် JavaScript လိုအပ်သည်။ မရှိပါက ထီတစ်ခုစီ၏ စာမျက်နှာရှိ နောက်ဆုံး ထီဖွင့်ပွဲ 20 ကြိမ်နှင့် သင့်နံပါတ်များကို တိုက်ကြည့်ပါ ({home} မှ)၊ သို့မဟုတ် API ကို တိုက်ရိုက် ခေါ်ပါ၊ ဥပမာ {url}',
    vi: 'Công cụ dò số cần JavaScript. Nếu tắt, hãy so số của bạn với 20 kỳ gần nhất trên trang của từng loại xổ số (từ {home}), hoặc gọi API trực tiếp, ví dụ {url}',
  },
} as const satisfies Record<string, Localized>;
