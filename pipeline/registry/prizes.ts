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

/** The six 6-digit prizes, the same in both GLO eras (their amounts as GLO publishes them). */
function gloSixDigitPrizes(): PrizeDef[] {
  return [
    prize('first-prize', GLO_NAMES['first-prize'], 1, 6, '6000000.00'),
    prize('near-first-prize', GLO_NAMES['near-first-prize'], 2, 6, '100000.00'),
    prize('second-prize', GLO_NAMES['second-prize'], 5, 6, '200000.00'),
    prize('third-prize', GLO_NAMES['third-prize'], 10, 6, '80000.00'),
    prize('fourth-prize', GLO_NAMES['fourth-prize'], 50, 6, '40000.00'),
    prize('fifth-prize', GLO_NAMES['fifth-prize'], 100, 6, '20000.00'),
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

/**
 * GLO prize table before 2015-09-01: four "last three digits" numbers and no "first three digits".
 * Amounts are those GLO's own API publishes for these draws (the current table; DOMAIN 1.2 and the
 * dataset PROVENANCE note that GLO applies it to old draws as well).
 */
export const GLO_PRIZES_OLD: readonly PrizeDef[] = [
  ...gloSixDigitPrizes(),
  prize('last-three-digit', GLO_NAMES['last-three-digit'], 4, 3, '4000.00'),
  prize('last-two-digit', GLO_NAMES['last-two-digit'], 1, 2, '2000.00'),
];

/** GLO prize table from 2015-09-01 (DOMAIN 1.2, [V2+]). */
export const GLO_PRIZES: readonly PrizeDef[] = [
  ...gloSixDigitPrizes(),
  prize('first-three-digit', GLO_NAMES['first-three-digit'], 2, 3, '4000.00'),
  prize('last-three-digit', GLO_NAMES['last-three-digit'], 2, 3, '4000.00'),
  prize('last-two-digit', GLO_NAMES['last-two-digit'], 1, 2, '2000.00'),
];

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
