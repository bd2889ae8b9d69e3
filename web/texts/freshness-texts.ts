import type { Lang, Localized } from '../../pipeline/registry/langs.ts';
import { fillPlaceholders } from '../../pipeline/registry/template.ts';

/**
 * The website's texts about how recent a lottery's data is (issue 11 item 6, C9.1), in all five
 * languages, with the rules of page-texts.ts. The missing-draw texts are templates the browser
 * fills: the count depends on the viewer's clock, which the static pages cannot know.
 * lo/my/vi await a native reviewer.
 */
export const FRESHNESS_TEXTS = {
  /** On cards and lottery pages, rendered at build time. */
  'freshness.newest': {
    th: 'งวดล่าสุดในระบบ: {date}',
    en: 'Newest draw stored here: {date}',
    lo: 'ງວດລ່າສຸດໃນລະບົບ: {date}',
    my: 'ဤနေရာတွင် သိမ်းထားသော နောက်ဆုံးထီဖွင့်ပွဲ: {date}',
    vi: 'Kỳ mới nhất được lưu tại đây: {date}',
  },
  /** Filled by the browser when the schedule has a later draw whose result time has passed. */
  'freshness.missing': {
    th: 'งวดตามกำหนดหลังจากนั้นที่ยังไม่มีผลในระบบ: {count} งวด',
    en: 'Scheduled draws since then without a result here: {count}',
    lo: 'ງວດຕາມກຳນົດຫຼັງຈາກນັ້ນທີ່ຍັງບໍ່ມີຜົນໃນລະບົບ: {count} ງວດ',
    my: 'ထိုနောက်ပိုင်း ဤနေရာတွင် ရလဒ်မရှိသေးသော အချိန်ဇယားအရ ထီဖွင့်ပွဲများ: {count}',
    vi: 'Số kỳ theo lịch từ đó đến nay chưa có kết quả tại đây: {count}',
  },
  /** Every listed later draw is past: the data is at least that far behind. */
  'freshness.missing-many': {
    th: 'งวดตามกำหนดหลังจากนั้นที่ยังไม่มีผลในระบบ: อย่างน้อย {count} งวด',
    en: 'Scheduled draws since then without a result here: at least {count}',
    lo: 'ງວດຕາມກຳນົດຫຼັງຈາກນັ້ນທີ່ຍັງບໍ່ມີຜົນໃນລະບົບ: ຢ່າງໜ້ອຍ {count} ງວດ',
    my: 'ထိုနောက်ပိုင်း ဤနေရာတွင် ရလဒ်မရှိသေးသော အချိန်ဇယားအရ ထီဖွင့်ပွဲများ: အနည်းဆုံး {count}',
    vi: 'Số kỳ theo lịch từ đó đến nay chưa có kết quả tại đây: ít nhất {count}',
  },
  /** No later scheduled draw has reached its result time. */
  'freshness.current': {
    th: 'เป็นงวดล่าสุดตามกำหนดการ',
    en: 'This is the most recent scheduled draw',
    lo: 'ເປັນງວດລ່າສຸດຕາມກຳນົດການ',
    my: 'ဤသည်မှာ အချိန်ဇယားအရ နောက်ဆုံးထီဖွင့်ပွဲ ဖြစ်သည်',
    vi: 'Đây là kỳ quay gần nhất theo lịch',
  },
  /** The checker, when the draw it checked against is not the most recent scheduled one. */
  'freshness.checker-stale': {
    th: 'คำเตือน: งวด {date} ที่ใช้ตรวจไม่ใช่งวดล่าสุดตามกำหนดการ มีงวดหลังจากนั้นที่ยังไม่มีผลในระบบ {count} งวด โปรดตรวจกับประกาศอย่างเป็นทางการ',
    en: 'Warning: the draw checked, {date}, is not the most recent scheduled draw; {count} scheduled {count|draw|draws} since then {count|has|have} no result here yet. Check the official announcement.',
    lo: 'ຄຳເຕືອນ: ງວດ {date} ທີ່ໃຊ້ກວດບໍ່ແມ່ນງວດລ່າສຸດຕາມກຳນົດການ ມີງວດຫຼັງຈາກນັ້ນທີ່ຍັງບໍ່ມີຜົນໃນລະບົບ {count} ງວດ ກະລຸນາກວດກັບປະກາດທາງການ',
    my: 'သတိပေးချက်: စစ်ဆေးခဲ့သော {date} ထီဖွင့်ပွဲသည် အချိန်ဇယားအရ နောက်ဆုံးထီဖွင့်ပွဲ မဟုတ်ပါ။ ထိုနောက်ပိုင်း ထီဖွင့်ပွဲ {count} ခု၏ ရလဒ် ဤနေရာတွင် မရှိသေးပါ။ တရားဝင်ကြေညာချက်ဖြင့် စစ်ဆေးပါ။',
    vi: 'Cảnh báo: kỳ {date} dùng để dò không phải kỳ gần nhất theo lịch; {count} kỳ theo lịch sau đó chưa có kết quả tại đây. Hãy đối chiếu thông báo chính thức.',
  },
} as const satisfies Record<string, Localized>;

export type FreshnessTextKey = keyof typeof FRESHNESS_TEXTS;

export function freshnessTemplate(lang: Lang, key: FreshnessTextKey): string {
  return FRESHNESS_TEXTS[key][lang];
}

export function freshnessText(lang: Lang, key: FreshnessTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillPlaceholders(FRESHNESS_TEXTS[key][lang], vars, `freshness text ${key}`);
}
