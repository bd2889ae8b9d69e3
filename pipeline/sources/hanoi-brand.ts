import type { SourceContext } from '../errors/source-context.ts';
import { type BrandFamily, brandApiSource } from './brand-api.ts';
import type { HttpDeps } from './http-client.ts';
import { digitsOf, fromHeadline, notDrawnYet, prize } from './live-kit.ts';
import type { Source, SourcePrize } from './types.ts';

type Results = Readonly<Record<string, string | null | undefined>>;

/**
 * The Hanoi brand family (PROVENANCE 1.3: hanoi-star, hanoi-tv ...), an XSMB-style board where
 * `prize_1st` plays the special prize (ĐB) and `prize_2nd` plays G1. Derived by DOMAIN 4.2: the
 * headline is prize_1st, 4 ตัว / 3 ตัวบน / 2 ตัวบน its last 4/3/2 digits, and 2 ตัวล่าง the last
 * two digits of prize_2nd, not `prize_2digits_1` (PROVENANCE 1.3: hanoi-star 2026-06-24 is
 * 207/07/92 on allhuay; prize_2nd 71892 ends in 92, prize_2digits_1 is 77). The other prizes of
 * the board are not part of any table (C4.1). A null or "xxx" prize is not drawn yet: prize_2nd
 * is drawn before prize_1st (show_2nd 12:15, show_1st 12:30), so a draw can arrive in two runs.
 */
export const HANOI_BRAND: BrandFamily = {
  source: 'hanoi-brand-api',
  showKey: 'show_1st',
  // The 2-bottom is read from prize_2nd, shown at show_2nd; the others from prize_1st.
  showKeyOf: (field) => (field.startsWith('data.results.prize_2nd') ? 'show_2nd' : 'show_1st'),
  resultKeys: ['prize_1st', 'prize_2nd'],
  read(results: Results, context: SourceContext): SourcePrize[] {
    const prizes: SourcePrize[] = [];
    const first = results['prize_1st'];
    if (!notDrawnYet(first))
      prizes.push(...fromHeadline(digitsOf(first as string, 5, 'data.results.prize_1st', context), 'data.results.prize_1st'));
    const second = results['prize_2nd'];
    if (!notDrawnYet(second)) {
      const g1 = digitsOf(second as string, 5, 'data.results.prize_2nd', context);
      prizes.push(prize('last-two-digit', g1.slice(-2), 'data.results.prize_2nd (last 2 digits)'));
    }
    return prizes;
  },
};

export function hanoiBrandSource(options: { readonly url: string; readonly http: HttpDeps }): Source {
  return brandApiSource(HANOI_BRAND, options);
}
