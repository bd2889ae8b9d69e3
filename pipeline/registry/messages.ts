import type { Lang, Localized } from './langs.ts';
import { fillPlaceholders } from './template.ts';

/**
 * Every user-facing text of the service, in all five languages (C4.7). Placeholders are `{name}`;
 * `format()` fills them and refuses a template whose placeholder was not given. Texts are ours;
 * lo/my/vi await a native reviewer.
 */
export const MESSAGES = {
  /** C2.2: names the parameter, the value received and every allowed value or range. */
  'error.invalid-param': {
    th: 'ค่าพารามิเตอร์ "{param}" ไม่ถูกต้อง: ได้รับ "{value}" ค่าที่รองรับ: {allowed}',
    en: 'Invalid value for parameter "{param}": received "{value}". Allowed: {allowed}',
    lo: 'ຄ່າຂອງພາຣາມິເຕີ "{param}" ບໍ່ຖືກຕ້ອງ: ໄດ້ຮັບ "{value}" ຄ່າທີ່ຮອງຮັບ: {allowed}',
    my: 'ပါရာမီတာ "{param}" ၏ တန်ဖိုး မမှန်ကန်ပါ: "{value}" ကို လက်ခံရရှိသည်။ ခွင့်ပြုထားသော တန်ဖိုးများ: {allowed}',
    vi: 'Giá trị của tham số "{param}" không hợp lệ: đã nhận "{value}". Giá trị được chấp nhận: {allowed}',
  },
  /** C2.3: a parameter given more than once. */
  'error.repeated-param': {
    th: 'พารามิเตอร์ "{param}" ถูกส่งมาซ้ำ (ได้รับ "{value}") ให้ส่งเพียงครั้งเดียว ค่าที่รองรับ: {allowed}',
    en: 'Parameter "{param}" was given more than once (received "{value}"); give it once. Allowed: {allowed}',
    lo: 'ພາຣາມິເຕີ "{param}" ຖືກສົ່ງມາຊ້ຳ (ໄດ້ຮັບ "{value}") ໃຫ້ສົ່ງພຽງເທື່ອດຽວ ຄ່າທີ່ຮອງຮັບ: {allowed}',
    my: 'ပါရာမီတာ "{param}" ကို တစ်ကြိမ်ထက်ပို၍ ပေးပို့ထားသည် ("{value}")။ တစ်ကြိမ်သာ ပေးပါ။ ခွင့်ပြုထားသော တန်ဖိုးများ: {allowed}',
    vi: 'Tham số "{param}" được gửi nhiều lần (đã nhận "{value}"); chỉ gửi một lần. Giá trị được chấp nhận: {allowed}',
  },
  /** C2.6: `number` missing. */
  'error.missing-param': {
    th: 'ต้องระบุพารามิเตอร์ "{param}" ค่าที่รองรับ: {allowed}',
    en: 'Parameter "{param}" is required. Allowed: {allowed}',
    lo: 'ຕ້ອງລະບຸພາຣາມິເຕີ "{param}" ຄ່າທີ່ຮອງຮັບ: {allowed}',
    my: 'ပါရာမီတာ "{param}" လိုအပ်သည်။ ခွင့်ပြုထားသော တန်ဖိုးများ: {allowed}',
    vi: 'Thiếu tham số bắt buộc "{param}". Giá trị được chấp nhận: {allowed}',
  },
  /** C2.5 `limit`: the allowed range. */
  'allowed.range': {
    th: 'จำนวนเต็ม {min} ถึง {max}',
    en: 'a whole number from {min} to {max}',
    lo: 'ຈຳນວນເຕັມ {min} ຫາ {max}',
    my: '{min} မှ {max} အထိ ကိန်းပြည့်',
    vi: 'số nguyên từ {min} đến {max}',
  },
  /** C2.6 `number`: ASCII digits of the lengths the lottery accepts. */
  'allowed.number': {
    th: 'ตัวเลข 0-9 ความยาว {lengths} หลัก สำหรับ{lottery}',
    en: 'digits 0-9, {lengths} digits long, for {lottery}',
    lo: 'ຕົວເລກ 0-9 ຄວາມຍາວ {lengths} ຫຼັກ ສຳລັບ{lottery}',
    my: '{lottery} အတွက် ဂဏန်း 0-9၊ အလုံးရေ {lengths}',
    vi: 'chữ số 0-9, dài {lengths} chữ số, cho {lottery}',
  },
  /** C9.4 `date`: a calendar date. */
  'allowed.date': {
    th: 'วันที่จริงในรูปแบบ YYYY-MM-DD เช่น 2024-01-16',
    en: 'a calendar date written YYYY-MM-DD, such as 2024-01-16',
    lo: 'ວັນທີແທ້ໃນຮູບແບບ YYYY-MM-DD ເຊັ່ນ 2024-01-16',
    my: 'YYYY-MM-DD ပုံစံဖြင့် ရေးထားသော ရက်စွဲ (ဥပမာ 2024-01-16)',
    vi: 'một ngày có thật, viết theo dạng YYYY-MM-DD, ví dụ 2024-01-16',
  },
  /** C9.4 `numbers`: how many, separated how, and each number as `number` of /check. */
  'allowed.numbers': {
    th: 'เลข {min} ถึง {max} ตัว คั่นด้วยเครื่องหมายจุลภาค (,) แต่ละตัวเป็น{number}',
    en: '{min} to {max} numbers separated by commas (,), each {number}',
    lo: 'ເລກ {min} ຫາ {max} ໂຕ ຄັ່ນດ້ວຍເຄື່ອງໝາຍຈຸດ (,) ແຕ່ລະໂຕເປັນ{number}',
    my: 'ကော်မာ (,) ဖြင့် ခြားထားသော နံပါတ် {min} မှ {max} ခု၊ တစ်ခုစီသည် {number}',
    vi: 'từ {min} đến {max} số, cách nhau bằng dấu phẩy (,), mỗi số là {number}',
  },
  /** C9.4: more numbers than one request checks. */
  'error.numbers-too-many': {
    th: 'พารามิเตอร์ "numbers" มีเลข {count} ตัว ตรวจได้ไม่เกิน {max} ตัวต่อครั้ง ค่าที่รองรับ: {allowed}',
    en: 'Parameter "numbers" holds {count} numbers; at most {max} are checked in one request. Allowed: {allowed}',
    lo: 'ພາຣາມິເຕີ "numbers" ມີເລກ {count} ໂຕ ກວດໄດ້ບໍ່ເກີນ {max} ໂຕຕໍ່ຄັ້ງ ຄ່າທີ່ຮອງຮັບ: {allowed}',
    my: 'ပါရာမီတာ "numbers" တွင် နံပါတ် {count} ခု ပါသည်။ တစ်ကြိမ်လျှင် {max} ခုအထိသာ စစ်ဆေးနိုင်သည်။ ခွင့်ပြုထားသော တန်ဖိုးများ: {allowed}',
    vi: 'Tham số "numbers" có {count} số; mỗi lần chỉ dò tối đa {max} số. Giá trị được chấp nhận: {allowed}',
  },
  /** C9.4: numbers of the list that `number` of /check would refuse, each named. */
  'error.numbers-invalid': {
    th: 'พารามิเตอร์ "numbers" มีเลขที่ไม่ถูกต้อง {count} ตัว: {values} ค่าที่รองรับ: {allowed}',
    en: 'Parameter "numbers" holds invalid numbers ({count}): {values}. Allowed: {allowed}',
    lo: 'ພາຣາມິເຕີ "numbers" ມີເລກທີ່ບໍ່ຖືກຕ້ອງ {count} ໂຕ: {values} ຄ່າທີ່ຮອງຮັບ: {allowed}',
    my: 'ပါရာမီတာ "numbers" တွင် မမှန်ကန်သော နံပါတ် {count} ခု ပါသည်: {values}။ ခွင့်ပြုထားသော တန်ဖိုးများ: {allowed}',
    vi: 'Tham số "numbers" có {count} số không hợp lệ: {values}. Giá trị được chấp nhận: {allowed}',
  },
  /** C9.4: a `date` after today in Thai time: a 404 like any date without a stored draw, followed by the nearest (date.nearest-*). */
  'error.future-date': {
    th: 'พารามิเตอร์ "date" เป็นวันในอนาคต: ได้รับ "{date}" วันนี้คือ {today} (เวลาประเทศไทย) ให้ระบุวันของงวดที่ออกรางวัลแล้ว',
    en: 'Parameter "date" is in the future: received "{date}", and today is {today} (Thai time). Give the date of a draw already held.',
    lo: 'ພາຣາມິເຕີ "date" ເປັນວັນໃນອະນາຄົດ: ໄດ້ຮັບ "{date}" ມື້ນີ້ແມ່ນ {today} (ເວລາປະເທດໄທ) ໃຫ້ລະບຸວັນຂອງງວດທີ່ອອກລາງວັນແລ້ວ',
    my: 'ပါရာမီတာ "date" သည် အနာဂတ်ရက် ဖြစ်နေသည်: "{date}" ကို လက်ခံရရှိသည်၊ ယနေ့သည် {today} (ထိုင်းစံတော်ချိန်) ဖြစ်သည်။ ဖွင့်ပြီးသော ထီဖွင့်ပွဲ၏ ရက်စွဲကို ပေးပါ။',
    vi: 'Tham số "date" là một ngày trong tương lai: đã nhận "{date}", hôm nay là {today} (giờ Thái Lan). Hãy cho ngày của một kỳ quay đã diễn ra.',
  },
  /** C9.4: a valid past date on which the lottery has no stored draw; `{nearest}` is one of the sentences below. */
  'error.no-draw-on-date': {
    th: 'ไม่มีผลรางวัลของ{lottery} ({slug}) งวดวันที่ {date} ในระบบ {nearest}',
    en: 'There is no stored draw of {lottery} ({slug}) on {date}. {nearest}',
    lo: 'ບໍ່ມີຜົນລາງວັນຂອງ{lottery} ({slug}) ງວດວັນທີ {date} ໃນລະບົບ {nearest}',
    my: '{lottery} ({slug}) ၏ {date} ရက်နေ့ ထီဖွင့်ပွဲ ရလဒ် မရှိပါ။ {nearest}',
    vi: 'Không có kỳ quay nào của {lottery} ({slug}) vào ngày {date}. {nearest}',
  },
  'date.nearest-both': {
    th: 'งวดที่ใกล้ที่สุดในระบบคือ {before} (ก่อนหน้า) และ {after} (ถัดไป)',
    en: 'The nearest stored draws are {before} (before) and {after} (after).',
    lo: 'ງວດທີ່ໃກ້ທີ່ສຸດໃນລະບົບແມ່ນ {before} (ກ່ອນໜ້າ) ແລະ {after} (ຖັດໄປ)',
    my: 'အနီးဆုံး ထီဖွင့်ပွဲများမှာ {before} (အရင်) နှင့် {after} (နောက်) ဖြစ်သည်။',
    vi: 'Các kỳ quay gần nhất là {before} (trước) và {after} (sau).',
  },
  'date.nearest-before': {
    th: 'งวดที่ใกล้ที่สุดในระบบคือ {before} (ก่อนหน้า งวดล่าสุดที่มี)',
    en: 'The nearest stored draw is {before} (before; the newest stored).',
    lo: 'ງວດທີ່ໃກ້ທີ່ສຸດໃນລະບົບແມ່ນ {before} (ກ່ອນໜ້າ ງວດລ່າສຸດທີ່ມີ)',
    my: 'အနီးဆုံး ထီဖွင့်ပွဲမှာ {before} (အရင်၊ နောက်ဆုံး သိမ်းဆည်းထားသော) ဖြစ်သည်။',
    vi: 'Kỳ quay gần nhất là {before} (trước; kỳ mới nhất đã lưu).',
  },
  'date.nearest-after': {
    th: 'งวดที่ใกล้ที่สุดในระบบคือ {after} (ถัดไป งวดแรกสุดที่มี)',
    en: 'The nearest stored draw is {after} (after; the oldest stored).',
    lo: 'ງວດທີ່ໃກ້ທີ່ສຸດໃນລະບົບແມ່ນ {after} (ຖັດໄປ ງວດທຳອິດທີ່ມີ)',
    my: 'အနီးဆုံး ထီဖွင့်ပွဲမှာ {after} (နောက်၊ အစောဆုံး သိမ်းဆည်းထားသော) ဖြစ်သည်။',
    vi: 'Kỳ quay gần nhất là {after} (sau; kỳ cũ nhất đã lưu).',
  },
  /** C2.7: a valid lottery with no stored draw. */
  'error.no-data': {
    th: 'ยังไม่มีผลรางวัลของ{lottery} ({slug}) ในระบบ กรุณารอการออกรางวัลงวดถัดไป',
    en: 'There are no results yet for {lottery} ({slug}). Please wait for the next draw.',
    lo: 'ຍັງບໍ່ມີຜົນລາງວັນຂອງ{lottery} ({slug}) ໃນລະບົບ ກະລຸນາລໍຖ້າການອອກລາງວັນງວດຕໍ່ໄປ',
    my: '{lottery} ({slug}) အတွက် ရလဒ် မရှိသေးပါ။ နောက်ထီဖွင့်ပွဲကို စောင့်ပါ။',
    vi: 'Chưa có kết quả cho {lottery} ({slug}). Vui lòng chờ kỳ quay tiếp theo.',
  },
  /** C3.6: an unknown path (also any path that tries to leave the published tree). */
  'error.not-found': {
    th: 'ไม่พบเส้นทางที่ร้องขอ เส้นทางที่มี: {paths}',
    en: 'No such path. Available paths: {paths}',
    lo: 'ບໍ່ພົບເສັ້ນທາງທີ່ຮ້ອງຂໍ ເສັ້ນທາງທີ່ມີ: {paths}',
    my: 'တောင်းဆိုသော လမ်းကြောင်း မရှိပါ။ ရရှိနိုင်သော လမ်းကြောင်းများ: {paths}',
    vi: 'Không có đường dẫn này. Các đường dẫn hiện có: {paths}',
  },
  /** A request the local server could not read: a malformed request line or header, or too many of their bytes. */
  'error.unreadable-request': {
    th: 'อ่านคำขอไม่ได้: บรรทัดคำขอและส่วนหัวต้องอยู่ในรูปแบบที่ถูกต้อง และยาวรวมกันไม่เกิน {max} ไบต์',
    en: 'The request could not be read: its request line and headers must be well-formed and no longer than {max} bytes together.',
    lo: 'ອ່ານຄຳຂໍບໍ່ໄດ້: ແຖວຄຳຂໍ ແລະ ສ່ວນຫົວຕ້ອງຢູ່ໃນຮູບແບບທີ່ຖືກຕ້ອງ ແລະ ຍາວລວມກັນບໍ່ເກີນ {max} ໄບ',
    my: 'တောင်းဆိုချက်ကို ဖတ်၍မရပါ။ တောင်းဆိုချက်စာကြောင်းနှင့် ခေါင်းစီးများသည် ပုံစံမှန်ရမည်ဖြစ်ပြီး စုစုပေါင်း {max} ဘိုက်ထက် မပိုရပါ။',
    vi: 'Không đọc được yêu cầu: dòng yêu cầu và phần đầu phải đúng định dạng và tổng cộng không quá {max} byte.',
  },
  /** C3.2: any method but GET, HEAD and OPTIONS. */
  'error.method-not-allowed': {
    th: 'ไม่รองรับเมธอด {method} ใช้ได้เฉพาะ GET, HEAD และ OPTIONS',
    en: 'Method {method} is not allowed. Use GET, HEAD or OPTIONS.',
    lo: 'ບໍ່ຮອງຮັບເມທອດ {method} ໃຊ້ໄດ້ສະເພາະ GET, HEAD ແລະ OPTIONS',
    my: '{method} နည်းလမ်းကို ခွင့်မပြုပါ။ GET, HEAD သို့မဟုတ် OPTIONS ကို သုံးပါ။',
    vi: 'Phương thức {method} không được hỗ trợ. Hãy dùng GET, HEAD hoặc OPTIONS.',
  },
  /** C3.5: over quota. */
  'error.rate-limited': {
    th: 'ส่งคำขอเกินโควตา {limit} ครั้งต่อนาทีของ {endpoint} กรุณาลองใหม่ในอีก {seconds} วินาที',
    en: 'Too many requests: the quota of {endpoint} is {limit} per minute. Retry in {seconds} {seconds|second|seconds}.',
    lo: 'ສົ່ງຄຳຂໍເກີນໂຄຕາ {limit} ເທື່ອຕໍ່ນາທີຂອງ {endpoint} ກະລຸນາລອງໃໝ່ໃນອີກ {seconds} ວິນາທີ',
    my: 'တောင်းဆိုမှု များလွန်းသည်: {endpoint} ၏ ခွင့်ပြုချက်မှာ တစ်မိနစ်လျှင် {limit} ကြိမ်ဖြစ်သည်။ {seconds} စက္ကန့်အကြာတွင် ပြန်ကြိုးစားပါ။',
    vi: 'Quá nhiều yêu cầu: hạn mức của {endpoint} là {limit} lần mỗi phút. Hãy thử lại sau {seconds} giây.',
  },
  /** C3.7: a fault inside the service, with no internals. */
  'error.server': {
    th: 'เกิดข้อผิดพลาดชั่วคราวที่เซิร์ฟเวอร์ กรุณาลองใหม่อีกครั้ง',
    en: 'A temporary server problem occurred. Please retry.',
    lo: 'ເກີດຂໍ້ຜິດພາດຊົ່ວຄາວທີ່ເຊີບເວີ ກະລຸນາລອງໃໝ່ອີກຄັ້ງ',
    my: 'ဆာဗာတွင် ယာယီပြဿနာ ဖြစ်ပေါ်နေသည်။ ပြန်ကြိုးစားပါ။',
    vi: 'Máy chủ gặp sự cố tạm thời. Vui lòng thử lại.',
  },
  /** C5.5: `notice` while a draw is incomplete, naming the prizes still awaited. */
  'check.notice': {
    th: 'ผลรางวัลงวดนี้ยังประกาศไม่ครบ (ยังไม่ประกาศ: {prizes}) เลขนี้อาจยังถูกรางวัลที่ยังไม่ประกาศได้ โปรดตรวจอีกครั้งเมื่อประกาศครบ',
    en: 'This draw is still being announced (awaited: {prizes}). The number may still win one of these prizes; check again once every prize is announced.',
    lo: 'ຜົນລາງວັນງວດນີ້ຍັງປະກາດບໍ່ຄົບ (ຍັງບໍ່ປະກາດ: {prizes}) ເລກນີ້ອາດຍັງຖືກລາງວັນທີ່ຍັງບໍ່ປະກາດໄດ້ ກະລຸນາກວດອີກຄັ້ງເມື່ອປະກາດຄົບ',
    my: 'ဤထီဖွင့်ပွဲ၏ ရလဒ်များကို ကြေညာဆဲဖြစ်သည် (စောင့်ဆိုင်းဆဲ: {prizes})။ ဤနံပါတ်သည် ထိုဆုများထဲမှ တစ်ခုကို ပေါက်နိုင်သေးသည်။ ဆုအားလုံး ကြေညာပြီးမှ ပြန်စစ်ပါ။',
    vi: 'Kỳ quay này vẫn đang được công bố (còn chờ: {prizes}). Số này vẫn có thể trúng một trong các giải đó; hãy dò lại khi mọi giải đã được công bố.',
  },
  /** C5.5 in /check-many (C9.4): the same notice, for the numbers checked. */
  'check-many.notice': {
    th: 'ผลรางวัลงวดนี้ยังประกาศไม่ครบ (ยังไม่ประกาศ: {prizes}) เลขเหล่านี้อาจยังถูกรางวัลที่ยังไม่ประกาศได้ โปรดตรวจอีกครั้งเมื่อประกาศครบ',
    en: 'This draw is still being announced (awaited: {prizes}). These numbers may still win one of these prizes; check again once every prize is announced.',
    lo: 'ຜົນລາງວັນງວດນີ້ຍັງປະກາດບໍ່ຄົບ (ຍັງບໍ່ປະກາດ: {prizes}) ເລກເຫຼົ່ານີ້ອາດຍັງຖືກລາງວັນທີ່ຍັງບໍ່ປະກາດໄດ້ ກະລຸນາກວດອີກຄັ້ງເມື່ອປະກາດຄົບ',
    my: 'ဤထီဖွင့်ပွဲ၏ ရလဒ်များကို ကြေညာဆဲဖြစ်သည် (စောင့်ဆိုင်းဆဲ: {prizes})။ ဤနံပါတ်များသည် ထိုဆုများထဲမှ တစ်ခုကို ပေါက်နိုင်သေးသည်။ ဆုအားလုံး ကြေညာပြီးမှ ပြန်စစ်ပါ။',
    vi: 'Kỳ quay này vẫn đang được công bố (còn chờ: {prizes}). Các số này vẫn có thể trúng một trong các giải đó; hãy dò lại khi mọi giải đã được công bố.',
  },
  /** SPEC: /check is for convenience; prize claims follow the official announcement. */
  'check.disclaimer': {
    th: 'ผลการตรวจนี้มีไว้เพื่อความสะดวกเท่านั้น การขึ้นเงินรางวัลให้ยึดตามประกาศอย่างเป็นทางการของหน่วยงานที่ออกสลาก',
    en: 'This check is for convenience only. Prize claims follow the official announcement of the issuing office.',
    lo: 'ຜົນການກວດນີ້ມີໄວ້ເພື່ອຄວາມສະດວກເທົ່ານັ້ນ ການຂຶ້ນເງິນລາງວັນໃຫ້ຍຶດຕາມປະກາດທາງການຂອງໜ່ວຍງານທີ່ອອກສະຫລາກ',
    my: 'ဤစစ်ဆေးမှုသည် အဆင်ပြေစေရန်သာ ဖြစ်သည်။ ဆုငွေထုတ်ယူခြင်းသည် ထီထုတ်ဝေသည့်ရုံး၏ တရားဝင်ကြေညာချက်အတိုင်း ဖြစ်သည်။',
    vi: 'Kết quả dò chỉ để tham khảo. Việc lĩnh thưởng theo thông báo chính thức của đơn vị phát hành.',
  },
  /** SPEC: /calculations scores are statistics, not probabilities. */
  'calculations.disclaimer': {
    th: 'คะแนนเป็นสถิติจากผลรางวัลในอดีต ไม่ใช่ความน่าจะเป็น และไม่รับประกันผลในอนาคต',
    en: 'Scores are statistics from past results. They are not probabilities and no guarantee of future results.',
    lo: 'ຄະແນນເປັນສະຖິຕິຈາກຜົນລາງວັນໃນອະດີດ ບໍ່ແມ່ນຄວາມເປັນໄປໄດ້ ແລະ ບໍ່ຮັບປະກັນຜົນໃນອະນາຄົດ',
    my: 'ရမှတ်များသည် ယခင်ရလဒ်များမှ စာရင်းအင်းများသာ ဖြစ်သည်။ ဖြစ်နိုင်ခြေ မဟုတ်ဘဲ အနာဂတ်ရလဒ်ကို အာမမခံပါ။',
    vi: 'Điểm số là thống kê từ kết quả trước đây, không phải xác suất và không bảo đảm kết quả tương lai.',
  },
  /** SPEC "Attribution object" `note`: free use and the credit request. */
  'attribution.note': {
    th: 'ใช้ได้ฟรีทั้งเว็บไซต์ส่วนบุคคลและธุรกิจ ขอความกรุณาใส่ลิงก์อ้างอิงกลับมายัง {source} (ไม่บังคับ) ไม่อนุญาตให้ใช้กับเว็บพนันออนไลน์',
    en: 'Free for personal and business sites. Please add a credit link back to {source} (requested, not required). Use on online gambling sites is not permitted.',
    lo: 'ໃຊ້ໄດ້ຟຣີທັງເວັບໄຊສ່ວນບຸກຄົນ ແລະ ທຸລະກິດ ກະລຸນາໃສ່ລິ້ງອ້າງອີງກັບມາຫາ {source} (ບໍ່ບັງຄັບ) ບໍ່ອະນຸຍາດໃຫ້ໃຊ້ກັບເວັບພະນັນອອນລາຍ',
    my: 'ကိုယ်ပိုင်နှင့် စီးပွားရေး ဝဘ်ဆိုက်များအတွက် အခမဲ့ ဖြစ်သည်။ {source} သို့ ပြန်ညွှန်းသည့် လင့်ခ် ထည့်ပေးရန် မေတ္တာရပ်ခံပါသည် (မဖြစ်မနေ မဟုတ်ပါ)။ အွန်လိုင်းလောင်းကစား ဝဘ်ဆိုက်များတွင် အသုံးပြုခွင့် မရှိပါ။',
    vi: 'Miễn phí cho trang cá nhân và doanh nghiệp. Vui lòng đặt liên kết ghi nguồn về {source} (đề nghị, không bắt buộc). Không được dùng cho trang cờ bạc trực tuyến.',
  },
  /** SPEC "Usage terms", for readme.md and the API page. */
  'terms.usage': {
    th: 'ใช้ได้ฟรีสำหรับเว็บไซต์ส่วนบุคคลและธุรกิจ ขอให้ใส่ลิงก์อ้างอิงกลับมายังบริการ (ขอความร่วมมือ ไม่บังคับ) ไม่อนุญาตให้ใช้กับเว็บพนันออนไลน์ และโปรดอย่าเรียกข้อมูลถี่เกินความจำเป็น',
    en: 'Free for personal and business sites; a credit link back to the service is requested but not enforced; use on online gambling sites is not permitted; please do not poll more often than needed.',
    lo: 'ໃຊ້ໄດ້ຟຣີສຳລັບເວັບໄຊສ່ວນບຸກຄົນ ແລະ ທຸລະກິດ ຂໍໃຫ້ໃສ່ລິ້ງອ້າງອີງກັບມາຫາບໍລິການ (ຂໍຄວາມຮ່ວມມື ບໍ່ບັງຄັບ) ບໍ່ອະນຸຍາດໃຫ້ໃຊ້ກັບເວັບພະນັນອອນລາຍ ແລະ ກະລຸນາຢ່າເອີ້ນຂໍ້ມູນຖີ່ເກີນຄວາມຈຳເປັນ',
    my: 'ကိုယ်ပိုင်နှင့် စီးပွားရေး ဝဘ်ဆိုက်များအတွက် အခမဲ့ ဖြစ်သည်။ ဝန်ဆောင်မှုသို့ ပြန်ညွှန်းသည့် လင့်ခ် ကို မေတ္တာရပ်ခံသော်လည်း မဖြစ်မနေ မဟုတ်ပါ။ အွန်လိုင်းလောင်းကစား ဝဘ်ဆိုက်များတွင် အသုံးပြုခွင့် မရှိပါ။ လိုအပ်သည်ထက် မကြာခဏ မတောင်းဆိုပါနှင့်။',
    vi: 'Miễn phí cho trang cá nhân và doanh nghiệp; đề nghị đặt liên kết ghi nguồn về dịch vụ nhưng không bắt buộc; không được dùng cho trang cờ bạc trực tuyến; vui lòng không gọi thường xuyên hơn mức cần thiết.',
  },
  /** C4.6 `publishedAtText`: the localized time followed by the words for "Thai time". */
  'time.thai': {
    th: '{datetime} (เวลาประเทศไทย)',
    en: '{datetime} (Thai time)',
    lo: '{datetime} (ເວລາປະເທດໄທ)',
    my: '{datetime} (ထိုင်းစံတော်ချိန်)',
    vi: '{datetime} (giờ Thái Lan)',
  },
  /** Joins a list of allowed values or prize names. */
  'list.separator': { th: ', ', en: ', ', lo: ', ', my: '၊ ', vi: ', ' },
  /** Joins the last two accepted lengths ("2, 3 or 6"). */
  'list.or': { th: ' หรือ ', en: ' or ', lo: ' ຫຼື ', my: ' သို့မဟုတ် ', vi: ' hoặc ' },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a message; a placeholder without a value is a programming error. */
export function format(lang: Lang, key: MessageKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillPlaceholders(MESSAGES[key][lang], vars, `message ${key}`);
}

/** "a, b, c" in the language's separator. */
export function joinList(lang: Lang, items: readonly string[]): string {
  return items.join(MESSAGES['list.separator'][lang]);
}

/** "2, 3 or 6" in the language. */
export function joinOr(lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(MESSAGES['list.separator'][lang])}${MESSAGES['list.or'][lang]}${items[items.length - 1]}`;
}
