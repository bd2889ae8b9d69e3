import type { Localized } from './langs.ts';
import { liveSourceIds } from './live-sources.ts';
import {
  GLO_PRIZES,
  GLO_PRIZES_OLD,
  GSB_PRIZES,
  HANOI_PRIZES,
  LAO_DAILY_PRIZES,
  LAO_DEVELOPMENT_PRIZES,
  type PrizeDef,
} from './prizes.ts';

/** The 49 `lottery` values, exactly SPEC's list and in SPEC's order (a test compares them). */
export const LOTTERY_IDS = [
  'thai-government',
  'lao-lottery',
  'gsb-lottery',
  'hanoi-morning',
  'hanoi-asean',
  'hanoi-star',
  'hanoi-tv',
  'hanoi-redcross',
  'hanoi-adhoc',
  'hanoi-svip',
  'hanoi-special',
  'hanoi-union',
  'hanoi-normal',
  'hanoi-vip',
  'hanoi-develop',
  'hanoi-4d',
  'hanoi-late',
  'hanoi-extra',
  'lao-patuxay',
  'lao-santipap',
  'lao-citizen',
  'lao-extra',
  'lao-morning',
  'lao-development-morning',
  'lao-development-morning-vip',
  'lao-tv',
  'lao-mungkung',
  'lao-special-midday',
  'lao-special',
  'lao-plus',
  'lao-development-midday',
  'lao-sabaidee',
  'lao-kaownah',
  'lao-hd',
  'lao-jaroen',
  'lao-nakhonluang',
  'lao-munkong',
  'lao-star',
  'lao-niyom',
  'lao-rumruay',
  'lao-mongkol',
  'lao-super',
  'lao-asean',
  'lao-rungreung',
  'lao-vip',
  'lao-union-vip',
  'lao-star-vip',
  'lao-aiyara',
  'lao-redcross',
] as const;
export type LotteryId = (typeof LOTTERY_IDS)[number];
/** SPEC: "The default lottery everywhere is `thai-government`." */
export const DEFAULT_LOTTERY: LotteryId = 'thai-government';

export function isLotteryId(value: string): value is LotteryId {
  return (LOTTERY_IDS as readonly string[]).includes(value);
}

export type Family = 'glo' | 'gsb' | 'lao-development' | 'hanoi' | 'lao-daily';

/** Draw days as SPEC's table states them. Weekdays count from 0 = Sunday. */
export type Schedule =
  | { readonly kind: 'monthly'; readonly days: readonly number[] }
  | { readonly kind: 'weekly'; readonly weekdays: readonly number[] }
  | { readonly kind: 'daily' };

/** A prize table that applies to draws on or after `from` (YYYY-MM-DD) until the next era. */
export interface Era {
  readonly from: string;
  readonly prizes: readonly PrizeDef[];
}

/**
 * Where draws of a lottery can come from. `glo-api` is the official GLO API (DOMAIN 1); `feed` is
 * the documented JSON feed an operator can point any lottery at; `manual` is `add-draw`; the
 * `dataset:*` ids are the historical importers of ../shared/datasets; the last four are the live
 * sources of registry/live-sources.ts (brand result APIs, xskt.com.vn, the allhuay.com aggregator).
 */
export const SOURCE_IDS = [
  'glo-api',
  'feed',
  'manual',
  'dataset:glo-archive',
  'dataset:vicha-w',
  'dataset:secretmans',
  'dataset:xsmb',
  'dataset:lao-sanook',
  'dataset:lekdee-lao',
  'dataset:lekdee-hanoi',
  'lao-brand-api',
  'hanoi-brand-api',
  'xskt',
  'allhuay',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export interface LotteryDef {
  readonly id: LotteryId;
  readonly names: Localized;
  readonly family: Family;
  readonly schedule: Schedule;
  /** Result time in Thai time, HH:MM, from SPEC's table. */
  readonly resultTime: string;
  /** False where SPEC states no time and `resultTime` is our assumption (gsb-lottery). */
  readonly resultTimeStated: boolean;
  /** Full-ticket length checked by /check, where the lottery has one (SPEC: 6 and 7). */
  readonly ticketLength: number | null;
  /** Prize tables, oldest first; the first era starts at the earliest date we accept. */
  readonly eras: readonly Era[];
  /** `/stats` `attribution.dataSource`. */
  readonly dataSource: Localized;
  readonly sources: readonly SourceId[];
}

/** Earliest draw date accepted anywhere: before any staged history (2005-10-01). */
export const EPOCH = '2000-01-01';

const DATA_SOURCE = {
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
  operator: {
    th: 'ผลที่ผู้ดูแลระบบบันทึกจากแหล่งที่เชื่อถือได้ซึ่งกำหนดไว้ในการตั้งค่า',
    en: 'Results recorded by the operator from the source configured for this lottery',
    lo: 'ຜົນທີ່ຜູ້ດູແລລະບົບບັນທຶກຈາກແຫຼ່ງທີ່ກຳນົດໄວ້ສຳລັບຫວຍນີ້',
    my: 'ဤထီအတွက် သတ်မှတ်ထားသော ရင်းမြစ်မှ စီမံသူ မှတ်တမ်းတင်ထားသော ရလဒ်များ',
    vi: 'Kết quả do người vận hành ghi nhận từ nguồn được cấu hình cho loại xổ số này',
  },
} as const satisfies Record<string, Localized>;

const MONTHLY_1_16: Schedule = { kind: 'monthly', days: [1, 16] };
const DAILY: Schedule = { kind: 'daily' };
const LIVE: readonly SourceId[] = ['feed', 'manual'];

function hanoi(id: LotteryId, resultTime: string, names: Localized, extra: readonly SourceId[] = []): LotteryDef {
  return {
    id,
    names,
    family: 'hanoi',
    schedule: DAILY,
    resultTime,
    resultTimeStated: true,
    ticketLength: null,
    eras: [{ from: EPOCH, prizes: HANOI_PRIZES }],
    dataSource: id === 'hanoi-normal' ? DATA_SOURCE.xsmb : extra.length > 0 ? DATA_SOURCE.thaiSites : DATA_SOURCE.operator,
    sources: [...LIVE, ...liveSourceIds(id), ...extra],
  };
}

function laoDaily(id: LotteryId, resultTime: string, names: Localized): LotteryDef {
  return {
    id,
    names,
    family: 'lao-daily',
    schedule: DAILY,
    resultTime,
    resultTimeStated: true,
    ticketLength: null,
    eras: [{ from: EPOCH, prizes: LAO_DAILY_PRIZES }],
    dataSource: DATA_SOURCE.operator,
    sources: [...LIVE, ...liveSourceIds(id)],
  };
}

/**
 * Names: Thai names are [V2+] (DOMAIN 5.1); en/lo/my/vi are translations or transliterations of
 * the Thai brand names ([INF], C4.7 allows them) awaiting a native reviewer.
 */
export const LOTTERIES: readonly LotteryDef[] = [
  {
    id: 'thai-government',
    names: {
      th: 'สลากกินแบ่งรัฐบาล',
      en: 'Thai Government Lottery',
      lo: 'ສະຫລາກກິນແບ່ງລັດຖະບານໄທ',
      my: 'ထိုင်းအစိုးရထီ',
      vi: 'Xổ số kiến thiết Thái Lan',
    },
    family: 'glo',
    schedule: MONTHLY_1_16,
    resultTime: '14:30',
    resultTimeStated: true,
    ticketLength: 6,
    eras: [
      { from: EPOCH, prizes: GLO_PRIZES_OLD },
      { from: '2015-09-01', prizes: GLO_PRIZES },
    ],
    dataSource: DATA_SOURCE.glo,
    sources: ['glo-api', ...LIVE, 'dataset:glo-archive', 'dataset:vicha-w', 'dataset:secretmans'],
  },
  {
    id: 'lao-lottery',
    names: {
      th: 'หวยลาวพัฒนา',
      en: 'Lao Development Lottery',
      lo: 'ຫວຍພັດທະນາ',
      my: 'လာအို ဖွံ့ဖြိုးရေးထီ',
      vi: 'Xổ số Lào Phát Triển',
    },
    family: 'lao-development',
    // SPEC's table says Monday and Thursday; DOMAIN 4.1 records Mon-Fri since April 2026.
    schedule: { kind: 'weekly', weekdays: [1, 4] },
    resultTime: '20:30',
    resultTimeStated: true,
    ticketLength: null,
    eras: [{ from: EPOCH, prizes: LAO_DEVELOPMENT_PRIZES }],
    dataSource: DATA_SOURCE.thaiSites,
    sources: [...LIVE, ...liveSourceIds('lao-lottery'), 'dataset:lao-sanook', 'dataset:lekdee-lao'],
  },
  {
    id: 'gsb-lottery',
    names: {
      th: 'สลากออมสิน',
      en: 'GSB Savings Lottery',
      lo: 'ສະຫລາກອອມສິນ',
      my: 'GSB ငွေစုထီ',
      vi: 'Xổ số tiết kiệm GSB',
    },
    family: 'gsb',
    schedule: MONTHLY_1_16,
    // SPEC states no time; results arrive roughly 10:30-14:00 (DOMAIN 3), so 14:00 is assumed.
    resultTime: '14:00',
    resultTimeStated: false,
    ticketLength: 7,
    eras: [{ from: EPOCH, prizes: GSB_PRIZES }],
    dataSource: DATA_SOURCE.gsb,
    sources: [...LIVE, ...liveSourceIds('gsb-lottery')],
  },
  hanoi('hanoi-morning', '08:30', { th: 'ฮานอยเช้า', en: 'Hanoi Morning', lo: 'ຮານອຍເຊົ້າ', my: 'ဟနွိုင်း မနက်', vi: 'Hà Nội Sáng' }),
  hanoi('hanoi-asean', '09:30', { th: 'ฮานอยอาเซียน', en: 'Hanoi ASEAN', lo: 'ຮານອຍອາຊຽນ', my: 'ဟနွိုင်း အာဆီယံ', vi: 'Hà Nội ASEAN' }),
  hanoi('hanoi-star', '12:30', { th: 'ฮานอยสตาร์', en: 'Hanoi Star', lo: 'ຮານອຍສະຕາ', my: 'ဟနွိုင်း စတား', vi: 'Hà Nội Star' }),
  hanoi('hanoi-tv', '14:30', { th: 'ฮานอยทีวี', en: 'Hanoi TV', lo: 'ຮານອຍທີວີ', my: 'ဟနွိုင်း TV', vi: 'Hà Nội TV' }),
  hanoi('hanoi-redcross', '16:30', { th: 'ฮานอยกาชาด', en: 'Hanoi Red Cross', lo: 'ຮານອຍກາແດງ', my: 'ဟနွိုင်း ကြက်ခြေနီ', vi: 'Hà Nội Chữ Thập Đỏ' }),
  hanoi(
    'hanoi-adhoc',
    '16:30',
    { th: 'ฮานอยเฉพาะกิจ', en: 'Hanoi Ad Hoc', lo: 'ຮານອຍສະເພາະກິດ', my: 'ဟနွိုင်း အထူးကိစ္စ', vi: 'Hà Nội Đặc Nhiệm' },
    ['dataset:lekdee-hanoi'],
  ),
  hanoi('hanoi-svip', '16:45', { th: 'ฮานอย SVIP', en: 'Hanoi SVIP', lo: 'ຮານອຍ SVIP', my: 'ဟနွိုင်း SVIP', vi: 'Hà Nội SVIP' }),
  hanoi(
    'hanoi-special',
    '17:30',
    { th: 'ฮานอยพิเศษ', en: 'Hanoi Special', lo: 'ຮານອຍພິເສດ', my: 'ဟနွိုင်း အထူး', vi: 'Hà Nội Đặc Biệt' },
    ['dataset:lekdee-hanoi'],
  ),
  hanoi('hanoi-union', '17:30', { th: 'ฮานอยสามัคคี', en: 'Hanoi Union', lo: 'ຮານອຍສາມັກຄີ', my: 'ဟနွိုင်း ညီညွတ်ရေး', vi: 'Hà Nội Đoàn Kết' }),
  hanoi(
    'hanoi-normal',
    '18:30',
    {
      th: 'ฮานอยปกติ',
      en: 'Hanoi Normal (XSMB)',
      lo: 'ຮານອຍປົກກະຕິ',
      my: 'ဟနွိုင်း ပုံမှန် (XSMB)',
      vi: 'Xổ số Miền Bắc (Hà Nội)',
    },
    ['dataset:xsmb', 'dataset:lekdee-hanoi'],
  ),
  hanoi(
    'hanoi-vip',
    '19:30',
    { th: 'ฮานอย VIP', en: 'Hanoi VIP', lo: 'ຮານອຍ VIP', my: 'ဟနွိုင်း VIP', vi: 'Hà Nội VIP' },
    ['dataset:lekdee-hanoi'],
  ),
  hanoi('hanoi-develop', '19:30', { th: 'ฮานอยพัฒนา', en: 'Hanoi Development', lo: 'ຮານອຍພັດທະນາ', my: 'ဟနွိုင်း ဖွံ့ဖြိုးရေး', vi: 'Hà Nội Phát Triển' }),
  hanoi('hanoi-4d', '21:00', { th: 'ฮานอย 4D', en: 'Hanoi 4D', lo: 'ຮານອຍ 4D', my: 'ဟနွိုင်း 4D', vi: 'Hà Nội 4D' }),
  hanoi('hanoi-late', '22:30', { th: 'ฮานอยดึก', en: 'Hanoi Late Night', lo: 'ຮານອຍເດິກ', my: 'ဟနွိုင်း ညနက်', vi: 'Hà Nội Đêm' }),
  hanoi('hanoi-extra', '22:30', { th: 'ฮานอย Extra', en: 'Hanoi Extra', lo: 'ຮານອຍ Extra', my: 'ဟနွိုင်း Extra', vi: 'Hà Nội Extra' }),
  laoDaily('lao-patuxay', '05:45', { th: 'ลาวประตูชัย', en: 'Lao Patuxay', lo: 'ລາວປະຕູໄຊ', my: 'လာအို ပတူဆိုင်', vi: 'Lào Patuxay' }),
  laoDaily('lao-santipap', '06:45', { th: 'ลาวสันติภาพ', en: 'Lao Santipap (Peace)', lo: 'ລາວສັນຕິພາບ', my: 'လာအို ငြိမ်းချမ်းရေး', vi: 'Lào Hòa Bình' }),
  laoDaily('lao-citizen', '07:45', { th: 'ประชาชนลาว', en: 'Lao Citizen', lo: 'ປະຊາຊົນລາວ', my: 'လာအို ပြည်သူ', vi: 'Nhân Dân Lào' }),
  laoDaily('lao-extra', '08:30', { th: 'ลาว Extra', en: 'Lao Extra', lo: 'ລາວ Extra', my: 'လာအို Extra', vi: 'Lào Extra' }),
  laoDaily('lao-morning', '08:30', { th: 'ลาวเช้า', en: 'Lao Morning', lo: 'ລາວເຊົ້າ', my: 'လာအို မနက်', vi: 'Lào Sáng' }),
  laoDaily('lao-development-morning', '09:00', {
    th: 'ลาวพัฒนาเช้า',
    en: 'Lao Development Morning',
    lo: 'ລາວພັດທະນາເຊົ້າ',
    my: 'လာအို ဖွံ့ဖြိုးရေး မနက်',
    vi: 'Lào Phát Triển Sáng',
  }),
  laoDaily('lao-development-morning-vip', '10:00', {
    th: 'ลาวพัฒนาเช้า VIP',
    en: 'Lao Development Morning VIP',
    lo: 'ລາວພັດທະນາເຊົ້າ VIP',
    my: 'လာအို ဖွံ့ဖြိုးရေး မနက် VIP',
    vi: 'Lào Phát Triển Sáng VIP',
  }),
  laoDaily('lao-tv', '10:30', { th: 'ลาวทีวี', en: 'Lao TV', lo: 'ລາວທີວີ', my: 'လာအို TV', vi: 'Lào TV' }),
  laoDaily('lao-mungkung', '11:30', { th: 'ลาวมั่งคั่ง', en: 'Lao Mungkung (Wealth)', lo: 'ລາວມັ່ງຄັ່ງ', my: 'လာအို ချမ်းသာ', vi: 'Lào Thịnh Vượng' }),
  laoDaily('lao-special-midday', '12:00', {
    th: 'ลาวพิเศษเที่ยง',
    en: 'Lao Special Midday',
    lo: 'ລາວພິເສດທ່ຽງ',
    my: 'လာအို အထူး နေ့လယ်',
    vi: 'Lào Đặc Biệt Trưa',
  }),
  laoDaily('lao-special', '12:00', { th: 'ลาวพิเศษ', en: 'Lao Special', lo: 'ລາວພິເສດ', my: 'လာအို အထူး', vi: 'Lào Đặc Biệt' }),
  laoDaily('lao-plus', '12:05', { th: 'ลาวพลัส', en: 'Lao Plus', lo: 'ລາວພລັສ', my: 'လာအို Plus', vi: 'Lào Plus' }),
  laoDaily('lao-development-midday', '12:30', {
    th: 'ลาวพัฒนาเที่ยง',
    en: 'Lao Development Midday',
    lo: 'ລາວພັດທະນາທ່ຽງ',
    my: 'လာအို ဖွံ့ဖြိုးရေး နေ့လယ်',
    vi: 'Lào Phát Triển Trưa',
  }),
  laoDaily('lao-sabaidee', '12:30', { th: 'ลาวสบายดี', en: 'Lao Sabaidee', lo: 'ລາວສະບາຍດີ', my: 'လာအို ဆဘိုင်ဒီ', vi: 'Lào Sabaidee' }),
  laoDaily('lao-kaownah', '13:30', { th: 'ลาวก้าวหน้า', en: 'Lao Kaownah (Progress)', lo: 'ລາວກ້າວໜ້າ', my: 'လာအို တိုးတက်ရေး', vi: 'Lào Tiến Bộ' }),
  laoDaily('lao-hd', '13:45', { th: 'ลาว HD', en: 'Lao HD', lo: 'ລາວ HD', my: 'လာအို HD', vi: 'Lào HD' }),
  laoDaily('lao-jaroen', '14:30', { th: 'ลาวเจริญ', en: 'Lao Jaroen (Prosperity)', lo: 'ລາວຈະເລີນ', my: 'လာအို စည်ပင်', vi: 'Lào Phồn Vinh' }),
  laoDaily('lao-nakhonluang', '15:30', {
    th: 'ลาวนครหลวง',
    en: 'Lao Nakhon Luang (Capital)',
    lo: 'ລາວນະຄອນຫຼວງ',
    my: 'လာအို မြို့တော်',
    vi: 'Lào Thủ Đô',
  }),
  laoDaily('lao-munkong', '15:30', { th: 'ลาวมั่นคง', en: 'Lao Munkong (Stability)', lo: 'ລາວໝັ້ນຄົງ', my: 'လာအို တည်ငြိမ်', vi: 'Lào Vững Mạnh' }),
  laoDaily('lao-star', '15:45', { th: 'ลาวสตาร์', en: 'Lao Star', lo: 'ລາວສະຕາ', my: 'လာအို စတား', vi: 'Lào Star' }),
  laoDaily('lao-niyom', '16:30', { th: 'ลาวนิยม', en: 'Lao Niyom', lo: 'ລາວນິຍົມ', my: 'လာအို နိယမ်', vi: 'Lào Niyom' }),
  laoDaily('lao-rumruay', '16:30', { th: 'ลาวร่ำรวย', en: 'Lao Rumruay (Riches)', lo: 'ລາວລ້ຳລວຍ', my: 'လာအို ကြွယ်ဝ', vi: 'Lào Giàu Có' }),
  laoDaily('lao-mongkol', '18:30', { th: 'ลาวมงคล', en: 'Lao Mongkol (Fortune)', lo: 'ລາວມົງຄຸນ', my: 'လာအို မင်္ဂလာ', vi: 'Lào Cát Tường' }),
  laoDaily('lao-super', '19:00', { th: 'ลาวซูเปอร์', en: 'Lao Super', lo: 'ລາວຊູເປີ', my: 'လာအို Super', vi: 'Lào Super' }),
  laoDaily('lao-asean', '21:00', { th: 'ลาวอาเซียน', en: 'Lao ASEAN', lo: 'ລາວອາຊຽນ', my: 'လာအို အာဆီယံ', vi: 'Lào ASEAN' }),
  laoDaily('lao-rungreung', '21:30', { th: 'ลาวรุ่งเรือง', en: 'Lao Rungreung (Flourishing)', lo: 'ລາວຮຸ່ງເຮືອງ', my: 'လာအို ထွန်းကား', vi: 'Lào Hưng Thịnh' }),
  laoDaily('lao-vip', '21:30', { th: 'ลาว VIP', en: 'Lao VIP', lo: 'ລາວ VIP', my: 'လာအို VIP', vi: 'Lào VIP' }),
  laoDaily('lao-union-vip', '21:30', { th: 'ลาวสามัคคี VIP', en: 'Lao Union VIP', lo: 'ລາວສາມັກຄີ VIP', my: 'လာအို ညီညွတ်ရေး VIP', vi: 'Lào Đoàn Kết VIP' }),
  laoDaily('lao-star-vip', '22:00', { th: 'ลาวสตาร์ VIP', en: 'Lao Star VIP', lo: 'ລາວສະຕາ VIP', my: 'လာအို စတား VIP', vi: 'Lào Star VIP' }),
  laoDaily('lao-aiyara', '23:30', { th: 'ลาวไอยรา', en: 'Lao Aiyara', lo: 'ລາວໄອຍະລາ', my: 'လာအို အိုင်ယာရာ', vi: 'Lào Aiyara' }),
  laoDaily('lao-redcross', '23:30', { th: 'ลาวกาชาด', en: 'Lao Red Cross', lo: 'ລາວກາແດງ', my: 'လာအို ကြက်ခြေနီ', vi: 'Lào Chữ Thập Đỏ' }),
];
