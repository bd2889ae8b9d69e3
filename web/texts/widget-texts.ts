import type { Lang, Localized } from '../../pipeline/registry/langs.ts';
import { fillTemplate } from './fill.ts';
import { STATUS_TEXTS } from '../../pipeline/registry/status-texts.ts';

/**
 * The few texts the embeddable widget needs, apart from the page texts so that the widget's bundle
 * carries only them (the pages use both; see page-texts.ts for the rules every text follows).
 */
export const WIDGET_TEXTS = {
  ...STATUS_TEXTS,
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
  /** An unknown (or missing) `lottery`: said instead of the API's list of every valid value (issue 13.5). */
  'widget.unknown': {
    th: 'ไม่รู้จักหวยนี้',
    en: 'This lottery is not known.',
    lo: 'ບໍ່ຮູ້ຈັກຫວຍນີ້',
    my: 'ဤထီကို မသိပါ။',
    vi: 'Không có loại xổ số này.',
  },
  /** The link after `widget.unknown`, to the home page's list of lotteries. */
  'widget.list': {
    th: 'ดูรายชื่อหวยทั้งหมด',
    en: 'See the list of lotteries',
    lo: 'ເບິ່ງລາຍຊື່ຫວຍທັງໝົດ',
    my: 'ထီစာရင်းကို ကြည့်ရန်',
    vi: 'Xem danh sách xổ số',
  },
} as const satisfies Record<string, Localized>;

export type WidgetTextKey = keyof typeof WIDGET_TEXTS;

/** A widget text in one language with its placeholders filled. */
export function widgetText(lang: Lang, key: WidgetTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(WIDGET_TEXTS[key][lang], vars, key);
}
