import type { Localized } from './langs.ts';

/**
 * Every prize slug of the service, in the order prizes are published (C4.1, C4.3). The order of a
 * lottery's own prize table follows this list.
 */
export const PRIZE_SLUGS = [
  'first-prize',
  'near-first-prize',
  'second-prize',
  'third-prize',
  'fourth-prize',
  'fifth-prize',
  'first-three-digit',
  'last-four-digit',
  'last-three-digit',
  'upper-two-digit',
  'last-two-digit',
] as const;
export type PrizeSlug = (typeof PRIZE_SLUGS)[number];

export function isPrizeSlug(value: string): value is PrizeSlug {
  return (PRIZE_SLUGS as readonly string[]).includes(value);
}

/** One prize of a lottery's prize table in one era. */
export interface PrizeDef {
  readonly slug: PrizeSlug;
  readonly names: Localized;
  /** How many numbers a complete draw has for this prize (C4.4). */
  readonly count: number;
  /** Digits of every number of this prize. */
  readonly digits: number;
  /** Official fixed amount per ticket with two decimals, or null when the lottery has none (C4.2). */
  readonly amount: string | null;
}

// --- Names. GLO terms are [V2+] in DOMAIN 5.2; lo/my/vi wordings are mostly [INF] there and await
// --- a native reviewer. Numbers inside names stay in Latin digits (SPEC: numbers never change).

const GLO_NAMES = {
  'first-prize': {
    th: 'รางวัลที่ 1',
    en: 'First prize',
    lo: 'ລາງວັນທີ 1',
    my: 'ပထမဆု',
    vi: 'Giải nhất',
  },
  'near-first-prize': {
    th: 'รางวัลข้างเคียงรางวัลที่ 1',
    en: 'Prizes adjacent to the first prize',
    lo: 'ລາງວັນຂ້າງຄຽງລາງວັນທີ 1',
    my: 'ပထမဆုနှင့် ကပ်လျက်ဆု',
    vi: 'Giải cạnh giải nhất',
  },
  'second-prize': { th: 'รางวัลที่ 2', en: 'Second prize', lo: 'ລາງວັນທີ 2', my: 'ဒုတိယဆု', vi: 'Giải nhì' },
  'third-prize': { th: 'รางวัลที่ 3', en: 'Third prize', lo: 'ລາງວັນທີ 3', my: 'တတိယဆု', vi: 'Giải ba' },
  'fourth-prize': { th: 'รางวัลที่ 4', en: 'Fourth prize', lo: 'ລາງວັນທີ 4', my: 'စတုတ္ထဆု', vi: 'Giải tư' },
  'fifth-prize': { th: 'รางวัลที่ 5', en: 'Fifth prize', lo: 'ລາງວັນທີ 5', my: 'ပဉ္စမဆု', vi: 'Giải năm' },
  'first-three-digit': {
    th: 'รางวัลเลขหน้า 3 ตัว',
    en: 'First three digits',
    lo: 'ລາງວັນເລກໜ້າ 3 ໂຕ',
    my: 'ရှေ့ဂဏန်း 3 လုံးဆု',
    vi: 'Giải 3 số đầu',
  },
  'last-three-digit': {
    th: 'รางวัลเลขท้าย 3 ตัว',
    en: 'Last three digits',
    lo: 'ລາງວັນເລກທ້າຍ 3 ໂຕ',
    my: 'နောက်ဆုံးဂဏန်း 3 လုံးဆု',
    vi: 'Giải 3 số cuối',
  },
  'last-two-digit': {
    th: 'รางวัลเลขท้าย 2 ตัว',
    en: 'Last two digits',
    lo: 'ລາງວັນເລກທ້າຍ 2 ໂຕ',
    my: 'နောက်ဆုံးဂဏန်း 2 လုံးဆု',
    vi: 'Giải 2 số cuối',
  },
} as const satisfies Partial<Record<PrizeSlug, Localized>>;

/** The Thai-site terms used for every non-GLO lottery (C4.1: 3 ตัวบน, 2 ตัวบน, 2 ตัวล่าง, 4 ตัว). */
const DERIVED_NAMES = {
  'last-four-digit': { th: '4 ตัว', en: 'Four digits', lo: '4 ໂຕ', my: 'ဂဏန်း 4 လုံး', vi: '4 số' },
  'last-three-digit': { th: '3 ตัวบน', en: 'Top three digits', lo: '3 ໂຕເທິງ', my: 'အပေါ် ဂဏန်း 3 လုံး', vi: '3 số trên' },
  'upper-two-digit': { th: '2 ตัวบน', en: 'Top two digits', lo: '2 ໂຕເທິງ', my: 'အပေါ် ဂဏန်း 2 လုံး', vi: '2 số trên' },
  'last-two-digit': { th: '2 ตัวล่าง', en: 'Bottom two digits', lo: '2 ໂຕລຸ່ມ', my: 'အောက် ဂဏန်း 2 လုံး', vi: '2 số dưới' },
} as const satisfies Partial<Record<PrizeSlug, Localized>>;

const HEADLINE_NAMES = {
  /** XSMB "Giải Đặc biệt" plays the headline for every Hanoi game (DOMAIN 4.2). */
  hanoi: {
    th: 'รางวัลพิเศษ (เลข 5 ตัว)',
    en: 'Special prize (5 digits)',
    lo: 'ລາງວັນພິເສດ (ເລກ 5 ໂຕ)',
    my: 'အထူးဆု (ဂဏန်း 5 လုံး)',
    vi: 'Giải Đặc biệt (5 số)',
  },
  /** The number a Lao draw publishes (DOMAIN 4.1, 4.3). */
  lao: {
    th: 'เลขที่ออก',
    en: 'Drawn number',
    lo: 'ເລກທີ່ອອກ',
    my: 'ပေါက်ဂဏန်း',
    vi: 'Số trúng thưởng',
  },
  gsb: GLO_NAMES['first-prize'],
} as const satisfies Record<string, Localized>;

function prize(slug: PrizeSlug, names: Localized, count: number, digits: number, amount: string | null): PrizeDef {
  return { slug, names, count, digits, amount };
}

/** GLO's amount per ticket of each prize in one era, in THB with two decimals. */
interface GloAmounts {
  readonly first: string;
  readonly nearFirst: string;
  readonly second: string;
  readonly third: string;
  readonly fourth: string;
  readonly fifth: string;
  /** Each three-digit prize (first three and last three digits). */
  readonly threeDigit: string;
  readonly lastTwo: string;
}

/**
 * The amounts of GLO's eras. GLO's API and its archive give the current table for every draw, old
 * ones included (datasets/thai-government/PROVENANCE.md section 1: "these are not historical prize
 * amounts"); the historical ones are those of the result pages of their time, as the SecretMans
 * scrape records them (`wording.<prize>.prize` of every entry: the first table to 2015-07-16, the
 * second from 2015-08-01, the current from 2017-09-01, with no exception in 466 entries).
 */
const GLO_AMOUNTS_2006: GloAmounts = {
  first: '2000000.00',
  nearFirst: '50000.00',
  second: '100000.00',
  third: '40000.00',
  fourth: '20000.00',
  fifth: '10000.00',
  threeDigit: '2000.00',
  lastTwo: '1000.00',
};
const GLO_AMOUNTS_2015: GloAmounts = { ...GLO_AMOUNTS_2006, first: '3000000.00' };
/** DOMAIN 1.2: the table GLO publishes today. */
const GLO_AMOUNTS_2017: GloAmounts = {
  first: '6000000.00',
  nearFirst: '100000.00',
  second: '200000.00',
  third: '80000.00',
  fourth: '40000.00',
  fifth: '20000.00',
  threeDigit: '4000.00',
  lastTwo: '2000.00',
};

/** The six 6-digit prizes, the same in every GLO era but for their amounts. */
function gloSixDigitPrizes(a: GloAmounts): PrizeDef[] {
  return [
    prize('first-prize', GLO_NAMES['first-prize'], 1, 6, a.first),
    prize('near-first-prize', GLO_NAMES['near-first-prize'], 2, 6, a.nearFirst),
    prize('second-prize', GLO_NAMES['second-prize'], 5, 6, a.second),
    prize('third-prize', GLO_NAMES['third-prize'], 10, 6, a.third),
    prize('fourth-prize', GLO_NAMES['fourth-prize'], 50, 6, a.fourth),
    prize('fifth-prize', GLO_NAMES['fifth-prize'], 100, 6, a.fifth),
  ];
}

/** GLO's table before 2015-09-01: four "last three digits" numbers and no "first three digits". */
function gloOldTable(a: GloAmounts): readonly PrizeDef[] {
  return [
    ...gloSixDigitPrizes(a),
    prize('last-three-digit', GLO_NAMES['last-three-digit'], 4, 3, a.threeDigit),
    prize('last-two-digit', GLO_NAMES['last-two-digit'], 1, 2, a.lastTwo),
  ];
}

/** GLO's table from 2015-09-01 (DOMAIN 1.2, [V2+]): two "first three" and two "last three digits" numbers. */
function gloTable(a: GloAmounts): readonly PrizeDef[] {
  return [
    ...gloSixDigitPrizes(a),
    prize('first-three-digit', GLO_NAMES['first-three-digit'], 2, 3, a.threeDigit),
    prize('last-three-digit', GLO_NAMES['last-three-digit'], 2, 3, a.threeDigit),
    prize('last-two-digit', GLO_NAMES['last-two-digit'], 1, 2, a.lastTwo),
  ];
}

/** GLO's prize keys in its API and archive, and the service's slugs (DOMAIN 1.2; C4.1), in slug order. */
export const GLO_KEY_TO_SLUG = {
  first: 'first-prize',
  near1: 'near-first-prize',
  second: 'second-prize',
  third: 'third-prize',
  fourth: 'fourth-prize',
  fifth: 'fifth-prize',
  last3f: 'first-three-digit',
  last3b: 'last-three-digit',
  last2: 'last-two-digit',
} as const satisfies Record<string, PrizeSlug>;
export type GloKey = keyof typeof GLO_KEY_TO_SLUG;

/** thai-government's tables to 2015-07-16 (C4.1): the table changed on 2015-09-01, the amounts on 2015-08-01 and 2017-09-01. */
export const GLO_PRIZES_2006: readonly PrizeDef[] = gloOldTable(GLO_AMOUNTS_2006);
/** 2015-08-01 and 2015-08-16: the old table with the 3,000,000 first prize. */
export const GLO_PRIZES_2015_08: readonly PrizeDef[] = gloOldTable(GLO_AMOUNTS_2015);
/** 2015-09-01 to 2017-08-16: today's table with the 2015 amounts. */
export const GLO_PRIZES_2015_09: readonly PrizeDef[] = gloTable(GLO_AMOUNTS_2015);
/** From 2017-09-01: GLO's table today, what its API answers for a new draw. */
export const GLO_PRIZES: readonly PrizeDef[] = gloTable(GLO_AMOUNTS_2017);
/** The first draw of today's amounts (thai-government's last era). */
export const GLO_TODAYS_AMOUNTS_FROM = '2017-09-01';

/**
 * Whether GLO's `price` is a draw's amount: its API and its archive give today's table for every
 * draw, old ones included (datasets/thai-government/PROVENANCE.md section 1), so only from today's
 * amounts on. Before, the registry's amount of the draw's era applies.
 */
export function gloPriceApplies(date: string): boolean {
  return date >= GLO_TODAYS_AMOUNTS_FROM;
}

/**
 * Non-GLO prize tables: the headline number and the Thai-site derived numbers (C4.1, DOMAIN 4).
 * None of these games publishes a fixed amount per ticket, so every amount is null ("0.00", C4.2).
 */
function derivedTable(headline: Localized, headlineDigits: number, withFour: boolean): readonly PrizeDef[] {
  return [
    prize('first-prize', headline, 1, headlineDigits, null),
    ...(withFour ? [prize('last-four-digit', DERIVED_NAMES['last-four-digit'], 1, 4, null)] : []),
    prize('last-three-digit', DERIVED_NAMES['last-three-digit'], 1, 3, null),
    prize('upper-two-digit', DERIVED_NAMES['upper-two-digit'], 1, 2, null),
    prize('last-two-digit', DERIVED_NAMES['last-two-digit'], 1, 2, null),
  ];
}

/**
 * C4.9: the table of a lottery whose sources give only 3-top, 2-top and 2-bottom (the allhuay.com
 * lotteries and hanoi-special, hanoi-vip, hanoi-adhoc; datasets/<lottery>/PROVENANCE.md "no headline
 * number"). A draw holding these three is complete; no prize that no source delivers is pending.
 * Where a source starts giving the headline, a later era adds it (docs/ingest.md "Prize eras").
 */
export const THAI_SITE_PRIZES: readonly PrizeDef[] = [
  prize('last-three-digit', DERIVED_NAMES['last-three-digit'], 1, 3, null),
  prize('upper-two-digit', DERIVED_NAMES['upper-two-digit'], 1, 2, null),
  prize('last-two-digit', DERIVED_NAMES['last-two-digit'], 1, 2, null),
];

/** Every Hanoi game: 5-digit special prize and 4/3-top/2-top/2-bottom (DOMAIN 4.2, C4.1). */
export const HANOI_PRIZES = derivedTable(HEADLINE_NAMES.hanoi, 5, true);
/**
 * Lao development lottery: Thai sites and both staged sources publish the 4-digit number (the last
 * four of the official 6-digit number), so the headline "whatever the source publishes" (C4.1) has
 * 4 digits and equals `last-four-digit` (DOMAIN 4.1; datasets/lao-lottery/PROVENANCE.md).
 */
export const LAO_DEVELOPMENT_PRIZES = derivedTable(HEADLINE_NAMES.lao, 4, true);
/** Daily Lao games publish a 5-digit number (DOMAIN 4.3-4.5; the digit count of 4.5 is [INF]). */
export const LAO_DAILY_PRIZES = derivedTable(HEADLINE_NAMES.lao, 5, false);
/**
 * GSB: a 7-digit rank-1 number, 3-top/2-top from it and 2-bottom from rank 2 (DOMAIN 3, [V1]).
 * Amounts are not verified and a rank-1 win also needs series and letter, so none is published.
 */
export const GSB_PRIZES = derivedTable(HEADLINE_NAMES.gsb, 7, false);
