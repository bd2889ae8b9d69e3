import type { Localized } from './langs.ts';
import type { SourceId } from './ids.ts';

/**
 * C4.11: sources that are one unofficial aggregator's copy of results, with no official source or
 * second aggregator behind them: allhuay.com as scraped by knotji/roodlab, and lekdee's scrape of
 * one sanook.com page (datasets/hanoi-special/PROVENANCE.md recommends marking these "single
 * aggregator source"). A draw whose every value comes from one of them is marked so in the store
 * (store/format.ts). A live adapter of allhuay.com belongs here too.
 */
export const AGGREGATOR_SOURCES: ReadonlySet<SourceId> = new Set<SourceId>(['dataset:roodlab', 'dataset:lekdee-hanoi', 'allhuay']);

/** `/stats` `attribution.dataSource` texts, one per kind of source a lottery has. */
export const DATA_SOURCE = {
  glo: {
    th: 'ผลรางวัลอย่างเป็นทางการของสำนักงานสลากกินแบ่งรัฐบาล (glo.or.th)',
    en: 'Official results of the Government Lottery Office of Thailand (glo.or.th)',
    lo: 'ຜົນລາງວັນທາງການຂອງສຳນັກງານສະຫລາກກິນແບ່ງລັດຖະບານໄທ (glo.or.th)',
    my: 'ထိုင်းအစိုးရ ထီရုံး (GLO) ၏ တရားဝင်ရလဒ်များ (glo.or.th)',
    vi: 'Kết quả chính thức của Văn phòng Xổ số Chính phủ Thái Lan (glo.or.th)',
  },
  gsb: {
    th: 'ผลการออกรางวัลของธนาคารออมสิน (psc.gsb.or.th)',
    en: 'Draw results of the Government Savings Bank (psc.gsb.or.th)',
    lo: 'ຜົນການອອກລາງວັນຂອງທະນາຄານອອມສິນ (psc.gsb.or.th)',
    my: 'အစိုးရ ငွေစုဘဏ် (GSB) ၏ ထီရလဒ်များ (psc.gsb.or.th)',
    vi: 'Kết quả quay thưởng của Ngân hàng Tiết kiệm Chính phủ Thái Lan (psc.gsb.or.th)',
  },
  xsmb: {
    th: 'ผลสลาก XSMB (ภาคเหนือของเวียดนาม) อย่างเป็นทางการ ตามที่ xoso.com.vn เผยแพร่',
    en: 'Official XSMB (northern Vietnam) results as published by xoso.com.vn',
    lo: 'ຜົນ XSMB (ພາກເໜືອຫວຽດນາມ) ທາງການ ຕາມທີ່ xoso.com.vn ເຜີຍແຜ່',
    my: 'xoso.com.vn မှ ထုတ်ပြန်သော ဗီယက်နမ်မြောက်ပိုင်း XSMB တရားဝင်ရလဒ်များ',
    vi: 'Kết quả XSMB chính thức do xoso.com.vn công bố',
  },
  thaiSites: {
    th: 'ผลตามที่เว็บไซต์ข่าวไทยเผยแพร่ (sanook.com) เนื่องจากไม่มีแหล่งข้อมูลทางการกลาง',
    en: 'Results as published by Thai news sites (sanook.com); there is no central official source',
    lo: 'ຜົນຕາມທີ່ເວັບໄຊຂ່າວໄທເຜີຍແຜ່ (sanook.com) ເພາະບໍ່ມີແຫຼ່ງຂໍ້ມູນທາງການສູນກາງ',
    my: 'ထိုင်းသတင်းဝဘ်ဆိုက်များ (sanook.com) ထုတ်ပြန်သည့်ရလဒ်များ၊ ဗဟိုတရားဝင်ရင်းမြစ် မရှိပါ',
    vi: 'Kết quả theo các trang tin Thái Lan (sanook.com) công bố; không có nguồn chính thức tập trung',
  },
  /** C4.11: the allhuay.com lotteries; no official or second source publishes their results. */
  aggregator: {
    th: 'ผลตามที่เว็บไซต์รวมผลหวย allhuay.com เผยแพร่ เนื่องจากไม่มีแหล่งข้อมูลทางการ',
    en: 'Results as published by the Thai results aggregator allhuay.com; there is no official source',
    lo: 'ຜົນຕາມທີ່ເວັບໄຊລວມຜົນຫວຍ allhuay.com ເຜີຍແຜ່ ເພາະບໍ່ມີແຫຼ່ງຂໍ້ມູນທາງການ',
    my: 'ထိုင်းထီရလဒ်စုစည်းသည့် ဝဘ်ဆိုက် allhuay.com ထုတ်ပြန်သည့်ရလဒ်များ၊ တရားဝင်ရင်းမြစ် မရှိပါ',
    vi: 'Kết quả theo trang tổng hợp kết quả xổ số Thái Lan allhuay.com công bố; không có nguồn chính thức',
  },
  operator: {
    th: 'ผลที่ผู้ดูแลระบบบันทึกจากแหล่งที่เชื่อถือได้ซึ่งกำหนดไว้ในการตั้งค่า',
    en: 'Results recorded by the operator from the source configured for this lottery',
    lo: 'ຜົນທີ່ຜູ້ດູແລລະບົບບັນທຶກຈາກແຫຼ່ງທີ່ກຳນົດໄວ້ສຳລັບຫວຍນີ້',
    my: 'ဤထီအတွက် သတ်မှတ်ထားသော ရင်းမြစ်မှ စီမံသူ မှတ်တမ်းတင်ထားသော ရလဒ်များ',
    vi: 'Kết quả do người vận hành ghi nhận từ nguồn được cấu hình cho loại xổ số này',
  },
} as const satisfies Record<string, Localized>;
