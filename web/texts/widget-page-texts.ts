import type { Localized } from '../../pipeline/registry/langs.ts';

/**
 * What the developers page says of the widget's pre-rendered pages (issue 13 item 5), apart from
 * widget-texts.ts so that the widget's bundle does not carry them.
 */
export const WIDGET_PAGE_TEXTS = {
  'widget-page.direct': {
    th: 'iframe แสดงผลรางวัลได้โดยไม่ต้องใช้ JavaScript และวิดเจ็ตของแต่ละสลากมีที่อยู่ของตัวเองด้วย เช่น {url} (ภาษาไทยไม่มีโฟลเดอร์ภาษา) ถ้าระบุสลากที่ไม่มีในระบบ วิดเจ็ตจะแสดงข้อความสั้น ๆ แทน',
    en: 'The iframe shows the result without JavaScript. Each lottery’s widget also has an address of its own, such as {url} (Thai has no language folder); an unknown lottery gets a short message instead.',
    lo: 'iframe ສະແດງຜົນລາງວັນໄດ້ໂດຍບໍ່ຕ້ອງໃຊ້ JavaScript ແລະວິດເຈັດຂອງແຕ່ລະຫວຍມີທີ່ຢູ່ຂອງຕົນເອງ ເຊັ່ນ {url} (ພາສາໄທບໍ່ມີໂຟນເດີພາສາ) ຖ້າລະບຸຫວຍທີ່ບໍ່ມີໃນລະບົບ ວິດເຈັດຈະສະແດງຂໍ້ຄວາມສັ້ນໆແທນ',
    my: 'iframe သည် JavaScript မလိုဘဲ ရလဒ်ကို ပြသည်။ ထီတစ်မျိုးစီ၏ widget တွင် {url} ကဲ့သို့ ကိုယ်ပိုင်လိပ်စာလည်း ရှိသည် (ထိုင်းဘာသာတွင် ဘာသာစကားဖိုင်တွဲ မပါ)။ မသိသော ထီအတွက် စာတိုတစ်ကြောင်း ပြမည်။',
    vi: 'Iframe hiện kết quả mà không cần JavaScript. Tiện ích của mỗi loại xổ số còn có địa chỉ riêng, ví dụ {url} (tiếng Thái không có thư mục ngôn ngữ); loại xổ số không tồn tại sẽ hiện một thông báo ngắn.',
  },
} as const satisfies Record<string, Localized>;
