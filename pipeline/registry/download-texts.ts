import type { Lang, Localized } from './langs.ts';
import { fillPlaceholders } from './template.ts';
import { STATUS_TEXTS } from './status-texts.ts';

/**
 * The words inside the feeds and calendars (issue 12), in all five languages (C4.7), with the
 * placeholder rules of MESSAGES. Kept apart from MESSAGES: these are document texts, not answers
 * of the JSON API. lo/my/vi await a native reviewer.
 */
export const DOWNLOAD_TEXTS = {
  'feed.title': {
    th: 'ผล{lottery}',
    en: '{lottery} results',
    lo: 'ຜົນ{lottery}',
    my: '{lottery} ရလဒ်များ',
    vi: 'Kết quả {lottery}',
  },
  'feed.subtitle': {
    th: 'ผลรางวัล {count} งวดล่าสุดของ{lottery} จาก {source}',
    en: 'The {count} newest {count|draw|draws} of {lottery}, from {source}',
    lo: 'ຜົນລາງວັນ {count} ງວດຫຼ້າສຸດຂອງ{lottery} ຈາກ {source}',
    my: '{source} မှ {lottery} ၏ နောက်ဆုံး ထီဖွင့်ပွဲ {count} ကြိမ်',
    vi: '{count} kỳ quay mới nhất của {lottery}, từ {source}',
  },
  /** The title of one draw's entry or past event. */
  'draw.title': {
    th: '{lottery} งวด {date}',
    en: '{lottery}, draw of {date}',
    lo: '{lottery} ງວດ {date}',
    my: '{lottery}၊ {date} ထီဖွင့်ပွဲ',
    vi: '{lottery}, kỳ quay {date}',
  },
  ...STATUS_TEXTS,
  /** Before the names of the prizes still awaited. */
  'draw.pending': {
    th: 'รอประกาศ: {prizes}',
    en: 'Awaited: {prizes}',
    lo: 'ລໍຖ້າປະກາດ: {prizes}',
    my: 'စောင့်ဆိုင်းဆဲ: {prizes}',
    vi: 'Còn chờ: {prizes}',
  },
  'calendar.name': {
    th: '{lottery}: วันออกรางวัลและผลรางวัล',
    en: '{lottery}: draw days and results',
    lo: '{lottery}: ວັນອອກລາງວັນ ແລະ ຜົນລາງວັນ',
    my: '{lottery}: ထီဖွင့်ရက်များနှင့် ရလဒ်များ',
    vi: '{lottery}: ngày quay và kết quả',
  },
  /** The CATEGORIES of a scheduled draw's event (a stored draw's are its status, STATUS_TEXTS). */
  'calendar.scheduled': {
    th: 'ตามกำหนดการ',
    en: 'Scheduled',
    lo: 'ຕາມກຳນົດການ',
    my: 'စီစဉ်ထားသည်',
    vi: 'Theo lịch',
  },
  /** A scheduled draw not yet stored. */
  'calendar.upcoming': {
    th: 'ออกรางวัล{lottery} งวด {date}',
    en: '{lottery} draw, {date}',
    lo: 'ອອກລາງວັນ{lottery} ງວດ {date}',
    my: '{lottery} ထီဖွင့်ပွဲ၊ {date}',
    vi: 'Quay thưởng {lottery}, {date}',
  },
  'calendar.upcoming-description': {
    th: 'ผลรางวัลตามกำหนดเวลา {time} น. (เวลาประเทศไทย) ผลจะอยู่ที่ {url}',
    en: 'Results are scheduled for {time} Thai time and will be at {url}',
    lo: 'ຜົນລາງວັນຕາມກຳນົດເວລາ {time} (ເວລາປະເທດໄທ) ຜົນຈະຢູ່ທີ່ {url}',
    my: 'ရလဒ်များကို ထိုင်းစံတော်ချိန် {time} တွင် ထုတ်ပြန်မည်ဖြစ်ပြီး {url} တွင် ရှိမည်',
    vi: 'Kết quả dự kiến lúc {time} giờ Thái Lan, tại {url}',
  },
  /** A lottery whose result time no one states (SPEC: gsb-lottery): the event's time is the registry's estimate. */
  'calendar.upcoming-description-estimated': {
    th: 'ไม่มีเวลาประกาศผลอย่างเป็นทางการ ผลมักออกภายในประมาณ {time} น. (เวลาประเทศไทย) ผลจะอยู่ที่ {url}',
    en: 'No official result time: results usually come by about {time} Thai time and will be at {url}',
    lo: 'ບໍ່ມີເວລາປະກາດຜົນຢ່າງເປັນທາງການ ປົກກະຕິຜົນຈະອອກພາຍໃນປະມານ {time} (ເວລາປະເທດໄທ) ຜົນຈະຢູ່ທີ່ {url}',
    my: 'တရားဝင် ရလဒ်ထုတ်ပြန်ချိန် မရှိပါ။ ရလဒ်များကို ထိုင်းစံတော်ချိန် {time} ခန့် မတိုင်မီ ထုတ်ပြန်လေ့ရှိပြီး {url} တွင် ရှိမည်',
    vi: 'Không có giờ công bố chính thức: kết quả thường có chậm nhất vào khoảng {time} giờ Thái Lan, tại {url}',
  },
} as const satisfies Record<string, Localized>;

export type DownloadTextKey = keyof typeof DOWNLOAD_TEXTS;

export function downloadText(lang: Lang, key: DownloadTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillPlaceholders(DOWNLOAD_TEXTS[key][lang], vars, `download text ${key}`);
}
