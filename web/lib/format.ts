/**
 * Display helpers shared by the pre-rendered pages (web/render) and the scripts, so a
 * number reads the same whether the build or the browser wrote it. Only presentation: the values
 * are the API's.
 */

/**
 * The prizes a card or the widget shows: the headline and the 4-, 3- and 2-digit prizes people
 * check first (C4.1 slugs, in registry order). Other prizes appear on the lottery's page.
 */
export const MAIN_PRIZE_SLUGS: readonly string[] = [
  'first-prize',
  'first-three-digit',
  'last-four-digit',
  'last-three-digit',
  'upper-two-digit',
  'last-two-digit',
];

/** C4.2: lotteries without a fixed amount publish "0.00". */
export function hasAmount(amount: string): boolean {
  return Number(amount) > 0;
}

const COUNT_FORMATS = new Map<string, Intl.NumberFormat>();

/** A count or ratio (`draws`, `expectedPerNumber`) with the language's grouping, in Latin digits. */
export function formatCount(value: number, lang: string): string {
  let format = COUNT_FORMATS.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 4, numberingSystem: 'latn' });
    COUNT_FORMATS.set(lang, format);
  }
  return format.format(value);
}
