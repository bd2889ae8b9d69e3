import type { Localized } from '../../pipeline/registry/langs.ts';

/** The HTML 404 page of each language (issue 13 item 4). */
export const NOT_FOUND_TEXTS = {
  'not-found.title': {
    th: 'ไม่พบหน้านี้',
    en: 'Page not found',
    lo: 'ບໍ່ພົບໜ້ານີ້',
    my: 'စာမျက်နှာ မတွေ့ပါ',
    vi: 'Không tìm thấy trang',
  },
  'not-found.lead': {
    th: 'ไม่มีหน้าที่อยู่นี้ อาจพิมพ์ที่อยู่ผิด หรือหน้านี้ถูกย้ายไปแล้ว',
    en: 'There is no page at this address. It may be mistyped, or the page has moved.',
    lo: 'ບໍ່ມີໜ້າຢູ່ທີ່ຢູ່ນີ້ ອາດພິມທີ່ຢູ່ຜິດ ຫຼື ໜ້ານີ້ຖືກຍ້າຍໄປແລ້ວ',
    my: 'ဤလိပ်စာတွင် စာမျက်နှာ မရှိပါ။ လိပ်စာ မှားရိုက်ထားခြင်း သို့မဟုတ် စာမျက်နှာ ပြောင်းရွှေ့သွားခြင်း ဖြစ်နိုင်သည်။',
    vi: 'Không có trang nào ở địa chỉ này. Có thể địa chỉ bị gõ sai, hoặc trang đã được chuyển đi.',
  },
  'not-found.home': {
    th: 'กลับไปหน้าแรก',
    en: 'Go to the home page',
    lo: 'ກັບໄປໜ້າຫຼັກ',
    my: 'ပင်မစာမျက်နှာသို့ သွားရန်',
    vi: 'Về trang chủ',
  },
} as const satisfies Record<string, Localized>;
