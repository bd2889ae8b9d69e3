import type { Localized } from './langs.ts';

/**
 * SPEC "States": the `status` of a draw in words, in all five languages. The widget and the feeds
 * and calendars show the same words, so they are written once here.
 */
export const STATUS_TEXTS = {
  'status.complete': {
    th: 'ประกาศครบแล้ว',
    en: 'Complete',
    lo: 'ປະກາດຄົບແລ້ວ',
    my: 'ကြေညာပြီး',
    vi: 'Đã công bố đủ',
  },
  'status.announced': {
    th: 'กำลังประกาศผล',
    en: 'Being announced',
    lo: 'ກຳລັງປະກາດຜົນ',
    my: 'ကြေညာဆဲ',
    vi: 'Đang công bố',
  },
} as const satisfies Record<string, Localized>;
