import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import { type BrandFamily, brandApiSource } from './brand-api.ts';
import type { HttpDeps } from './http-client.ts';
import { digitsOf, notDrawnYet, prize } from './live-kit.ts';
import type { Source, SourcePrize } from './types.ts';

type Results = Readonly<Record<string, string | null | undefined>>;

/**
 * The Lao brand family (PROVENANCE 1.2: lao-tv, lao-star, lao-redcross ...):
 * `results: {digit5, digit4, digit3, digit2_top, digit2_bottom}`. Stored as published: the
 * headline digit5, 4 ตัว digit4, 3 ตัวบน digit3, 2 ตัวบน digit2_top, 2 ตัวล่าง digit2_bottom
 * (DOMAIN 4: store the bottom the source publishes; its derivation differs between Lao games,
 * 4.3 and 4.4). digit4/digit3/digit2_top must be the last 4/3/2 digits of digit5 (DOMAIN 4.3);
 * when one is missing it is derived from digit5. Any field null, "xxx" or partly shown ("12xxx") is not
 * drawn yet, that prize alone: a 2-bottom shown before the headline is complete is read.
 */
export const LAO_BRAND: BrandFamily = {
  source: 'lao-brand-api',
  showKey: 'show_result',
  resultKeys: ['digit5'],
  read(results: Results, context: SourceContext): SourcePrize[] {
    const bottom = results['digit2_bottom'];
    const bottomPrize = (): SourcePrize[] =>
      notDrawnYet(bottom)
        ? []
        : [prize('last-two-digit', digitsOf(bottom as string, 2, 'data.results.digit2_bottom', context), 'data.results.digit2_bottom')];
    const raw = results['digit5'];
    // Each prize is pending on its own (docs/sources.md): a 2-bottom shown while the headline is
    // still being drawn ("12xxx") is stored, the others wait.
    if (notDrawnYet(raw)) return bottomPrize();
    const n = digitsOf(raw as string, 5, 'data.results.digit5', context);
    const prizes: SourcePrize[] = [prize('first-prize', n, 'data.results.digit5')];
    const tail = (key: string, width: number, slug: 'last-four-digit' | 'last-three-digit' | 'upper-two-digit'): void => {
      const value = results[key];
      const field = `data.results.${key}`;
      if (value === undefined || value === null) {
        prizes.push(prize(slug, n.slice(-width), `data.results.digit5 (last ${width} digits)`));
        return;
      }
      if (notDrawnYet(value)) return;
      const v = digitsOf(value, width, field, context);
      if (v !== n.slice(-width)) throw new SourceShapeError(context, field, `${v} is not the last ${width} digits of digit5 ${n}`);
      prizes.push(prize(slug, v, field));
    };
    tail('digit4', 4, 'last-four-digit');
    tail('digit3', 3, 'last-three-digit');
    tail('digit2_top', 2, 'upper-two-digit');
    prizes.push(...bottomPrize());
    return prizes;
  },
};

export function laoBrandSource(options: { readonly url: string; readonly http: HttpDeps }): Source {
  return brandApiSource(LAO_BRAND, options);
}
