import { DATA_SOURCE } from './data-sources.ts';
import type { Localized } from './langs.ts';
import { liveSourceIds } from './live-sources.ts';
import {
  GLO_PRIZES,
  GLO_PRIZES_2006,
  GLO_PRIZES_2015_08,
  GLO_PRIZES_2015_09,
  GLO_TODAYS_AMOUNTS_FROM,
  GSB_PRIZES,
  HANOI_PRIZES,
  LAO_DAILY_PRIZES,
  LAO_DEVELOPMENT_PRIZES,
  type PrizeDef,
  THAI_SITE_PRIZES,
} from './prizes.ts';
import { DAILY, MONTHLY_1_16, type Schedule, type ScheduleEra, laoDevelopmentSchedules } from './schedules.ts';
import type { LotteryId, SourceId } from './ids.ts';

export { DEFAULT_LOTTERY, LOTTERY_IDS, type LotteryId, SOURCE_IDS, type SourceId, isLotteryId } from './ids.ts';

export type Family = 'glo' | 'gsb' | 'lao-development' | 'hanoi' | 'lao-daily';

/** A prize table that applies to draws on or after `from` (YYYY-MM-DD) until the next era. */
export interface Era {
  readonly from: string;
  readonly prizes: readonly PrizeDef[];
}

export interface LotteryDef {
  readonly id: LotteryId;
  readonly names: Localized;
  readonly family: Family;
  /** The schedule in force now (the last of `scheduleEras`): what the site and /lotteries describe. */
  readonly schedule: Schedule;
  /**
   * Draw days per era, oldest first (C4.10): SPEC's table where the record agrees with it, the
   * record's own days where it does not. Read through thai-time.ts isScheduledDrawDate.
   */
  readonly scheduleEras: readonly ScheduleEra[];
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

const LIVE: readonly SourceId[] = ['feed', 'manual'];

/** What a daily lottery's history comes from, and so its prize table (C4.9) and attribution. */
interface History {
  readonly sources: readonly SourceId[];
  readonly dataSource: Localized;
  /** null: what the live sources give (headlineFromLiveSources), for lotteries with no history yet. */
  readonly prizes: readonly PrizeDef[] | null;
}

/** Official XSMB results (datasets/hanoi-normal), cross-checked with lekdee's sanook rows. */
const XSMB: History = { sources: ['dataset:xsmb', 'dataset:lekdee-hanoi'], dataSource: DATA_SOURCE.xsmb, prizes: null };
/** lekdee's sanook rows: 3-top, 2-top and 2-bottom only (datasets/hanoi-special/PROVENANCE.md). */
const LEKDEE_HANOI: History = { sources: ['dataset:lekdee-hanoi'], dataSource: DATA_SOURCE.thaiSites, prizes: THAI_SITE_PRIZES };
/** allhuay.com via knotji/roodlab: 3-top, 2-top and 2-bottom only (datasets/lao-star/PROVENANCE.md and its 16 siblings). */
const ROODLAB: History = { sources: ['dataset:roodlab'], dataSource: DATA_SOURCE.aggregator, prizes: THAI_SITE_PRIZES };
const NONE: History = { sources: [], dataSource: DATA_SOURCE.operator, prizes: null };

/**
 * C4.9 for a lottery with no history: the family's full table when a live source gives the headline
 * (a brand result API, xskt), else the three prizes of allhuay.com's page. With the full table, a
 * lottery fetched from allhuay alone stayed `announced` with the headline pending on every draw,
 * asked again in every retry window.
 */
function headlineFromLiveSources(id: LotteryId): boolean {
  return liveSourceIds(id).some((source) => source !== 'allhuay');
}

function daily(id: LotteryId, family: 'hanoi' | 'lao-daily', resultTime: string, names: Localized, history: History): LotteryDef {
  const full = family === 'hanoi' ? HANOI_PRIZES : LAO_DAILY_PRIZES;
  return {
    id,
    names,
    family,
    schedule: DAILY,
    scheduleEras: [{ from: EPOCH, schedule: DAILY }],
    resultTime,
    resultTimeStated: true,
    ticketLength: null,
    eras: [{ from: EPOCH, prizes: history.prizes ?? (headlineFromLiveSources(id) ? full : THAI_SITE_PRIZES) }],
    dataSource: history.dataSource,
    sources: [...LIVE, ...liveSourceIds(id), ...history.sources],
  };
}

function hanoi(id: LotteryId, resultTime: string, names: Localized, history: History = NONE): LotteryDef {
  return daily(id, 'hanoi', resultTime, names, history);
}

function laoDaily(id: LotteryId, resultTime: string, names: Localized, history: History = NONE): LotteryDef {
  return daily(id, 'lao-daily', resultTime, names, history);
}

const LAO_DEVELOPMENT_SCHEDULES = laoDevelopmentSchedules(EPOCH);

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
    scheduleEras: [{ from: EPOCH, schedule: MONTHLY_1_16 }],
    resultTime: '14:30',
    resultTimeStated: true,
    ticketLength: 6,
    eras: [
      { from: EPOCH, prizes: GLO_PRIZES_2006 },
      { from: '2015-08-01', prizes: GLO_PRIZES_2015_08 },
      { from: '2015-09-01', prizes: GLO_PRIZES_2015_09 },
      { from: GLO_TODAYS_AMOUNTS_FROM, prizes: GLO_PRIZES },
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
    // SPEC's table says Monday and Thursday; the stored record says otherwise (C4.10, schedules.ts).
    schedule: (LAO_DEVELOPMENT_SCHEDULES.at(-1) as ScheduleEra).schedule,
    scheduleEras: LAO_DEVELOPMENT_SCHEDULES,
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
    scheduleEras: [{ from: EPOCH, schedule: MONTHLY_1_16 }],
    // SPEC states no time; results arrive roughly 10:30-14:00 (DOMAIN 3), so 14:00 is assumed.
    resultTime: '14:00',
    resultTimeStated: false,
    ticketLength: 7,
    eras: [{ from: EPOCH, prizes: GSB_PRIZES }],
    dataSource: DATA_SOURCE.gsb,
    sources: [...LIVE, ...liveSourceIds('gsb-lottery')],
  },
  hanoi('hanoi-morning', '08:30', { th: 'ฮานอยเช้า', en: 'Hanoi Morning', lo: 'ຮານອຍເຊົ້າ', my: 'ဟနွိုင်း မနက်', vi: 'Hà Nội Sáng' }),
  hanoi('hanoi-asean', '09:30', { th: 'ฮานอยอาเซียน', en: 'Hanoi ASEAN', lo: 'ຮານອຍອາຊຽນ', my: 'ဟနွိုင်း အာဆီယံ', vi: 'Hà Nội ASEAN' }, ROODLAB),
  hanoi('hanoi-star', '12:30', { th: 'ฮานอยสตาร์', en: 'Hanoi Star', lo: 'ຮານອຍສະຕາ', my: 'ဟနွိုင်း စတား', vi: 'Hà Nội Star' }, ROODLAB),
  hanoi('hanoi-tv', '14:30', { th: 'ฮานอยทีวี', en: 'Hanoi TV', lo: 'ຮານອຍທີວີ', my: 'ဟနွိုင်း TV', vi: 'Hà Nội TV' }, ROODLAB),
  hanoi(
    'hanoi-redcross',
    '16:30',
    { th: 'ฮานอยกาชาด', en: 'Hanoi Red Cross', lo: 'ຮານອຍກາແດງ', my: 'ဟနွိုင်း ကြက်ခြေနီ', vi: 'Hà Nội Chữ Thập Đỏ' },
    ROODLAB,
  ),
  hanoi(
    'hanoi-adhoc',
    '16:30',
    { th: 'ฮานอยเฉพาะกิจ', en: 'Hanoi Ad Hoc', lo: 'ຮານອຍສະເພາະກິດ', my: 'ဟနွိုင်း အထူးကိစ္စ', vi: 'Hà Nội Đặc Nhiệm' },
    LEKDEE_HANOI,
  ),
  hanoi('hanoi-svip', '16:45', { th: 'ฮานอย SVIP', en: 'Hanoi SVIP', lo: 'ຮານອຍ SVIP', my: 'ဟနွိုင်း SVIP', vi: 'Hà Nội SVIP' }),
  hanoi(
    'hanoi-special',
    '17:30',
    { th: 'ฮานอยพิเศษ', en: 'Hanoi Special', lo: 'ຮານອຍພິເສດ', my: 'ဟနွိုင်း အထူး', vi: 'Hà Nội Đặc Biệt' },
    LEKDEE_HANOI,
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
    XSMB,
  ),
  hanoi('hanoi-vip', '19:30', { th: 'ฮานอย VIP', en: 'Hanoi VIP', lo: 'ຮານອຍ VIP', my: 'ဟနွိုင်း VIP', vi: 'Hà Nội VIP' }, LEKDEE_HANOI),
  hanoi(
    'hanoi-develop',
    '19:30',
    { th: 'ฮานอยพัฒนา', en: 'Hanoi Development', lo: 'ຮານອຍພັດທະນາ', my: 'ဟနွိုင်း ဖွံ့ဖြိုးရေး', vi: 'Hà Nội Phát Triển' },
    ROODLAB,
  ),
  hanoi('hanoi-4d', '21:00', { th: 'ฮานอย 4D', en: 'Hanoi 4D', lo: 'ຮານອຍ 4D', my: 'ဟနွိုင်း 4D', vi: 'Hà Nội 4D' }),
  hanoi('hanoi-late', '22:30', { th: 'ฮานอยดึก', en: 'Hanoi Late Night', lo: 'ຮານອຍເດິກ', my: 'ဟနွိုင်း ညနက်', vi: 'Hà Nội Đêm' }),
  hanoi('hanoi-extra', '22:30', { th: 'ฮานอย Extra', en: 'Hanoi Extra', lo: 'ຮານອຍ Extra', my: 'ဟနွိုင်း Extra', vi: 'Hà Nội Extra' }, ROODLAB),
  laoDaily('lao-patuxay', '05:45', { th: 'ลาวประตูชัย', en: 'Lao Patuxay', lo: 'ລາວປະຕູໄຊ', my: 'လာအို ပတူဆိုင်', vi: 'Lào Patuxay' }, ROODLAB),
  laoDaily(
    'lao-santipap',
    '06:45',
    { th: 'ลาวสันติภาพ', en: 'Lao Santipap (Peace)', lo: 'ລາວສັນຕິພາບ', my: 'လာအို ငြိမ်းချမ်းရေး', vi: 'Lào Hòa Bình' },
    ROODLAB,
  ),
  laoDaily('lao-citizen', '07:45', { th: 'ประชาชนลาว', en: 'Lao Citizen', lo: 'ປະຊາຊົນລາວ', my: 'လာအို ပြည်သူ', vi: 'Nhân Dân Lào' }, ROODLAB),
  laoDaily('lao-extra', '08:30', { th: 'ลาว Extra', en: 'Lao Extra', lo: 'ລາວ Extra', my: 'လာအို Extra', vi: 'Lào Extra' }, ROODLAB),
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
  laoDaily('lao-tv', '10:30', { th: 'ลาวทีวี', en: 'Lao TV', lo: 'ລາວທີວີ', my: 'လာအို TV', vi: 'Lào TV' }, ROODLAB),
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
  laoDaily('lao-hd', '13:45', { th: 'ลาว HD', en: 'Lao HD', lo: 'ລາວ HD', my: 'လာအို HD', vi: 'Lào HD' }, ROODLAB),
  laoDaily('lao-jaroen', '14:30', { th: 'ลาวเจริญ', en: 'Lao Jaroen (Prosperity)', lo: 'ລາວຈະເລີນ', my: 'လာအို စည်ပင်', vi: 'Lào Phồn Vinh' }),
  laoDaily('lao-nakhonluang', '15:30', {
    th: 'ลาวนครหลวง',
    en: 'Lao Nakhon Luang (Capital)',
    lo: 'ລາວນະຄອນຫຼວງ',
    my: 'လာအို မြို့တော်',
    vi: 'Lào Thủ Đô',
  }),
  laoDaily('lao-munkong', '15:30', { th: 'ลาวมั่นคง', en: 'Lao Munkong (Stability)', lo: 'ລາວໝັ້ນຄົງ', my: 'လာအို တည်ငြိမ်', vi: 'Lào Vững Mạnh' }),
  laoDaily('lao-star', '15:45', { th: 'ลาวสตาร์', en: 'Lao Star', lo: 'ລາວສະຕາ', my: 'လာအို စတား', vi: 'Lào Star' }, ROODLAB),
  laoDaily('lao-niyom', '16:30', { th: 'ลาวนิยม', en: 'Lao Niyom', lo: 'ລາວນິຍົມ', my: 'လာအို နိယမ်', vi: 'Lào Niyom' }),
  laoDaily('lao-rumruay', '16:30', { th: 'ลาวร่ำรวย', en: 'Lao Rumruay (Riches)', lo: 'ລາວລ້ຳລວຍ', my: 'လာအို ကြွယ်ဝ', vi: 'Lào Giàu Có' }),
  laoDaily('lao-mongkol', '18:30', { th: 'ลาวมงคล', en: 'Lao Mongkol (Fortune)', lo: 'ລາວມົງຄຸນ', my: 'လာအို မင်္ဂလာ', vi: 'Lào Cát Tường' }),
  laoDaily('lao-super', '19:00', { th: 'ลาวซูเปอร์', en: 'Lao Super', lo: 'ລາວຊູເປີ', my: 'လာအို Super', vi: 'Lào Super' }),
  laoDaily('lao-asean', '21:00', { th: 'ลาวอาเซียน', en: 'Lao ASEAN', lo: 'ລາວອາຊຽນ', my: 'လာအို အာဆီယံ', vi: 'Lào ASEAN' }, ROODLAB),
  laoDaily('lao-rungreung', '21:30', {
    th: 'ลาวรุ่งเรือง',
    en: 'Lao Rungreung (Flourishing)',
    lo: 'ລາວຮຸ່ງເຮືອງ',
    my: 'လာအို ထွန်းကား',
    vi: 'Lào Hưng Thịnh',
  }),
  laoDaily('lao-vip', '21:30', { th: 'ลาว VIP', en: 'Lao VIP', lo: 'ລາວ VIP', my: 'လာအို VIP', vi: 'Lào VIP' }, ROODLAB),
  laoDaily(
    'lao-union-vip',
    '21:30',
    { th: 'ลาวสามัคคี VIP', en: 'Lao Union VIP', lo: 'ລາວສາມັກຄີ VIP', my: 'လာအို ညီညွတ်ရေး VIP', vi: 'Lào Đoàn Kết VIP' },
    ROODLAB,
  ),
  laoDaily(
    'lao-star-vip',
    '22:00',
    { th: 'ลาวสตาร์ VIP', en: 'Lao Star VIP', lo: 'ລາວສະຕາ VIP', my: 'လာအို စတား VIP', vi: 'Lào Star VIP' },
    ROODLAB,
  ),
  laoDaily('lao-aiyara', '23:30', { th: 'ลาวไอยรา', en: 'Lao Aiyara', lo: 'ລາວໄອຍະລາ', my: 'လာအို အိုင်ယာရာ', vi: 'Lào Aiyara' }),
  laoDaily('lao-redcross', '23:30', { th: 'ลาวกาชาด', en: 'Lao Red Cross', lo: 'ລາວກາແດງ', my: 'လာအို ကြက်ခြေနီ', vi: 'Lào Chữ Thập Đỏ' }),
];
