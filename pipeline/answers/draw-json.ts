import type { Lang } from '../registry/index.ts';
import type { Draw } from '../contract/schemas/index.ts';
import { amountText, statusName } from '../draws/draw-status.ts';
import { displayName, publishedAtText } from '../draws/localize.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import { RawJson } from './answer.ts';

/** One element of `/results` `data` (SPEC "Draw", C4): the view's draw at `index` in `lang`. */
export function drawValue(view: LotteryView, index: number, lang: Lang): Draw {
  return view.memo(`draw-value:${index}:${lang}`, () => {
    const { def } = view;
    const draw = view.draws[index];
    if (!draw) throw new RangeError(`${def.id} has no draw #${index}`);
    const status = view.status(index);
    // Key order follows SPEC's table.
    return {
      lottery: def.id,
      lotteryName: def.names[lang],
      drawDate: draw.date,
      displayName: displayName(draw.date, lang),
      status: statusName(status),
      pendingPrizes: status.pending.map((p) => ({ slug: p.slug, name: p.names[lang] })),
      publishedAt: status.publishedAt,
      // SPEC: present when `lang` is not `th`.
      ...(lang === 'th' ? {} : { publishedAtText: publishedAtText(status.publishedAt, lang) }),
      prizes: status.announced.map(({ def: p, stored }) => ({
        slug: p.slug,
        name: p.names[lang],
        amount: amountText(stored),
        numbers: stored.numbers,
      })),
    };
  });
}

/** `drawValue` as JSON text, serialized once for every limit's file that lists it. */
export function drawJson(view: LotteryView, index: number, lang: Lang): RawJson<Draw> {
  return view.memo(`draw:${index}:${lang}`, () => RawJson.of(drawValue(view, index, lang)));
}
