import type { Localized } from '../../pipeline/registry/langs.ts';

/** Texts of the checker's answers (issue 13): results, amounts, and the page's own words for bad input. */
export const CHECKER_RESULT_TEXTS = {
  /** One number checked. */
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
  /** Several numbers checked. */
  'checker.summary-win': {
    th: 'ถูกรางวัล {winners} จาก {count} เลข',
    en: 'Winning numbers: {winners} of {count}.',
    lo: 'ຖືກລາງວັນ {winners} ຈາກ {count} ເລກ',
    my: 'ဆုပေါက်သော နံပါတ်- {count} ခုအနက် {winners} ခု',
    vi: 'Số trúng: {winners} trên {count}.',
  },
  'checker.summary-none': {
    th: 'ไม่มีเลขใดใน {count} เลขถูกรางวัลในงวดนี้',
    en: 'None of the {count} {count|number|numbers} wins in this draw.',
    lo: 'ບໍ່ມີເລກໃດໃນ {count} ເລກຖືກລາງວັນໃນງວດນີ້',
    my: 'နံပါတ် {count} ခုအနက် ဤထီဖွင့်ပွဲတွင် မည်သည့်နံပါတ်မျှ ဆုမပေါက်ပါ။',
    vi: 'Không số nào trong {count} số trúng kỳ này.',
  },
  'checker.summary-none-pending': {
    th: 'ไม่มีเลขใดใน {count} เลขถูกรางวัลที่ประกาศแล้ว',
    en: 'None of the {count} {count|number|numbers} matches the prizes announced so far.',
    lo: 'ບໍ່ມີເລກໃດໃນ {count} ເລກຖືກລາງວັນທີ່ປະກາດແລ້ວ',
    my: 'နံပါတ် {count} ခုအနက် ယခုထိ ကြေညာပြီးသော ဆုများနှင့် မည်သည့်နံပါတ်မျှ မကိုက်ညီပါ။',
    vi: 'Không số nào trong {count} số trúng các giải đã công bố.',
  },
  'checker.draw-of': { th: 'งวด {date}', en: 'Draw of {date}', lo: 'ງວດ {date}', my: '{date} ထီဖွင့်ပွဲ', vi: 'Kỳ {date}' },
  'checker.col-number': { th: 'เลข', en: 'Number', lo: 'ເລກ', my: 'နံပါတ်', vi: 'Số' },
  'checker.col-result': { th: 'ผล', en: 'Result', lo: 'ຜົນ', my: 'ရလဒ်', vi: 'Kết quả' },
  'checker.no-win': { th: 'ไม่ถูกรางวัล', en: 'No win', lo: 'ບໍ່ຖືກລາງວັນ', my: 'ဆုမပေါက်ပါ', vi: 'Không trúng' },
  'checker.no-win-yet': {
    th: 'ยังไม่ถูกรางวัลที่ประกาศแล้ว',
    en: 'No win among the prizes announced so far',
    lo: 'ຍັງບໍ່ຖືກລາງວັນທີ່ປະກາດແລ້ວ',
    my: 'ယခုထိ ကြေညာပြီးသော ဆုများတွင် မပေါက်ပါ',
    vi: 'Chưa trúng giải nào đã công bố',
  },
  /** A fixed amount with its currency: every fixed amount in the registry is GLO's, in Thai baht (C4.2). */
  'checker.money': { th: '{amount} บาท', en: 'THB {amount}', lo: '{amount} ບາດ', my: '{amount} ဘတ်', vi: '{amount} baht' },
  /** C4.2: a match of a lottery without a fixed amount ("0.00"), in the amount column. */
  'checker.seller-rate': {
    th: 'ตามอัตราจ่ายของผู้ขาย',
    en: "at the seller's rate",
    lo: 'ຕາມອັດຕາຈ່າຍຂອງຜູ້ຂາຍ',
    my: 'ရောင်းသူ၏ နှုန်းအတိုင်း',
    vi: 'theo tỷ lệ của người bán',
  },
  'checker.seller-rate-note': {
    th: 'สลากชนิดนี้ไม่มีเงินรางวัลตายตัว เลขที่ถูกได้รับเงินตามอัตราจ่ายของผู้ขายแต่ละราย',
    en: "This lottery has no fixed prize amount: a matched number is paid at the seller's own rate.",
    lo: 'ຫວຍຊະນິດນີ້ບໍ່ມີເງິນລາງວັນຄົງທີ່ ເລກທີ່ຖືກໄດ້ຮັບເງິນຕາມອັດຕາຈ່າຍຂອງຜູ້ຂາຍແຕ່ລະຄົນ',
    my: 'ဤထီတွင် ပုံသေဆုငွေ မရှိပါ။ ကိုက်ညီသော နံပါတ်ကို ရောင်းသူ၏ ကိုယ်ပိုင်နှုန်းဖြင့် ပေးချေသည်။',
    vi: 'Loại xổ số này không có mức thưởng cố định: số trúng được trả theo tỷ lệ riêng của người bán.',
  },
  'checker.total': {
    th: 'รวมเงินรางวัล {amount}',
    en: 'Total winnings: {amount}',
    lo: 'ລວມເງິນລາງວັນ {amount}',
    my: 'စုစုပေါင်း ဆုငွေ: {amount}',
    vi: 'Tổng tiền thưởng: {amount}',
  },
  'checker.repeated': {
    th: 'เลขที่ใส่ซ้ำตรวจครั้งเดียว: {numbers}',
    en: 'Entered more than once, checked once: {numbers}.',
    lo: 'ເລກທີ່ໃສ່ຊ້ຳກວດເທື່ອດຽວ: {numbers}',
    my: 'တစ်ကြိမ်ထက်ပို ထည့်ထားသော နံပါတ်များကို တစ်ကြိမ်သာ စစ်ဆေးသည်- {numbers}',
    vi: 'Số nhập nhiều lần chỉ dò một lần: {numbers}.',
  },
  'checker.empty': {
    th: 'กรุณาใส่เลขอย่างน้อยหนึ่งเลข',
    en: 'Enter at least one number.',
    lo: 'ກະລຸນາໃສ່ເລກຢ່າງໜ້ອຍໜຶ່ງເລກ',
    my: 'နံပါတ် အနည်းဆုံး တစ်ခု ထည့်ပါ။',
    vi: 'Hãy nhập ít nhất một số.',
  },
  'checker.too-many': {
    th: 'ตรวจได้ครั้งละไม่เกิน {max} เลข คุณใส่ {count} เลข',
    en: 'Up to {max} numbers at a time; you entered {count}.',
    lo: 'ກວດໄດ້ເທື່ອລະບໍ່ເກີນ {max} ເລກ ທ່ານໃສ່ {count} ເລກ',
    my: 'တစ်ကြိမ်လျှင် နံပါတ် {max} အထိသာ စစ်နိုင်သည်။ သင် {count} ခု ထည့်ထားသည်။',
    vi: 'Mỗi lần tối đa {max} số; bạn đã nhập {count} số.',
  },
  'checker.not-numbers': {
    th: 'ไม่ใช่ตัวเลข: {items} ใส่ได้เฉพาะตัวเลข',
    en: 'Not a number: {items}. Use digits only.',
    lo: 'ບໍ່ແມ່ນຕົວເລກ: {items} ໃສ່ໄດ້ສະເພາະຕົວເລກ',
    my: 'နံပါတ် မဟုတ်ပါ- {items}။ ဂဏန်းများသာ သုံးပါ။',
    vi: 'Không phải số: {items}. Chỉ dùng chữ số.',
  },
  'checker.wrong-length': {
    th: 'จำนวนหลักไม่ถูกต้อง: {numbers}',
    en: 'Wrong number of digits: {numbers}.',
    lo: 'ຈຳນວນຫຼັກບໍ່ຖືກຕ້ອງ: {numbers}',
    my: 'ဂဏန်းအလုံးရေ မမှန်ပါ- {numbers}။',
    vi: 'Sai số chữ số: {numbers}.',
  },
  'checker.date-invalid': {
    th: 'วันที่ไม่ถูกต้อง กรุณาเลือกวันที่จากปฏิทิน',
    en: 'That is not a date. Please choose one from the calendar.',
    lo: 'ວັນທີບໍ່ຖືກຕ້ອງ ກະລຸນາເລືອກວັນທີຈາກປະຕິທິນ',
    my: 'ရက်စွဲ မမှန်ပါ။ ပြက္ခဒိန်မှ ရွေးပါ။',
    vi: 'Ngày không hợp lệ. Hãy chọn trên lịch.',
  },
  'checker.date-future': {
    th: '{date} ยังมาไม่ถึง จึงยังไม่มีผลรางวัลให้ตรวจ',
    en: '{date} has not come yet, so there is no draw to check.',
    lo: '{date} ຍັງມາບໍ່ເຖິງ ຈຶ່ງຍັງບໍ່ມີຜົນລາງວັນໃຫ້ກວດ',
    my: '{date} မရောက်သေးသဖြင့် စစ်ဆေးရန် ထီဖွင့်ပွဲ မရှိသေးပါ။',
    vi: 'Ngày {date} chưa đến nên chưa có kỳ quay để dò.',
  },
  'checker.date-unknown': {
    th: 'ไม่มีผลรางวัล{lottery} งวดวันที่ {date} ในระบบ',
    en: 'No {lottery} draw is stored for {date}.',
    lo: 'ບໍ່ມີຜົນລາງວັນ{lottery} ງວດວັນທີ {date} ໃນລະບົບ',
    my: '{date} အတွက် {lottery} ထီဖွင့်ပွဲ ရလဒ် မရှိပါ။',
    vi: 'Không có kết quả {lottery} ngày {date}.',
  },
  /** A `lottery` in the page's address that names none (a typo, an old link): said, and nothing is checked. */
  'checker.lottery-unknown': {
    th: 'ไม่รู้จักหวย “{lottery}” ในลิงก์นี้ กรุณาเลือกหวยจากรายการ',
    en: 'The lottery “{lottery}” in this link is not known. Choose one from the list.',
    lo: 'ບໍ່ຮູ້ຈັກຫວຍ “{lottery}” ໃນລິ້ງນີ້ ກະລຸນາເລືອກຫວຍຈາກລາຍການ',
    my: 'ဤလင့်ခ်ရှိ “{lottery}” ထီကို မသိပါ။ စာရင်းမှ ထီတစ်ခုကို ရွေးပါ။',
    vi: 'Loại xổ số “{lottery}” trong liên kết này không tồn tại. Hãy chọn một loại trong danh sách.',
  },
  'checker.date-nearest': {
    th: 'งวดที่ใกล้ที่สุด: {dates}',
    en: 'Nearest stored draws: {dates}.',
    lo: 'ງວດທີ່ໃກ້ທີ່ສຸດ: {dates}',
    my: 'အနီးဆုံး ထီဖွင့်ပွဲများ- {dates}။',
    vi: 'Các kỳ gần nhất: {dates}.',
  },
  /** An entry the service refused although the page found nothing wrong with it. */
  'checker.invalid': {
    th: 'ตรวจเลขเหล่านี้ไม่ได้ กรุณาตรวจสอบสิ่งที่ใส่แล้วลองใหม่',
    en: 'These numbers could not be checked. Please look at the entry and try again.',
    lo: 'ກວດເລກເຫຼົ່ານີ້ບໍ່ໄດ້ ກະລຸນາກວດສອບສິ່ງທີ່ໃສ່ແລ້ວລອງໃໝ່',
    my: 'ဤနံပါတ်များကို စစ်ဆေး၍ မရပါ။ ထည့်ထားသည်များကို ပြန်ကြည့်ပြီး ထပ်ကြိုးစားပါ။',
    vi: 'Không dò được các số này. Hãy xem lại và thử lại.',
  },
  'checker.network': {
    th: 'ติดต่อบริการไม่ได้ กรุณาลองใหม่อีกครั้ง',
    en: 'The service could not be reached. Please try again.',
    lo: 'ຕິດຕໍ່ບໍລິການບໍ່ໄດ້ ກະລຸນາລອງໃໝ່ອີກຄັ້ງ',
    my: 'ဝန်ဆောင်မှုကို ဆက်သွယ်၍ မရပါ။ ပြန်ကြိုးစားပါ။',
    vi: 'Không kết nối được dịch vụ. Vui lòng thử lại.',
  },
} as const satisfies Record<string, Localized>;
