import type { Localized } from '../../pipeline/registry/langs.ts';

/** Texts of the checker page and its script. */
export const CHECKER_TEXTS = {
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
} as const satisfies Record<string, Localized>;
