import { SourceShapeError } from '../errors/source-shape-error.ts';
import type { SourceAnswer, SourceDraw, SourcePrize } from '../sources/types.ts';

/**
 * An answer with each draw date once, before anything of it is accepted (C8.3). A page may show a
 * draw twice (allhuay's latest-result box and its history table; GLO asked twice in one run): the
 * copies are one draw, and prizes only one of them shows are kept. A date shown twice with
 * different numbers (or amounts) for the same prize is an answer that contradicts itself: nothing
 * of it is stored, as with any other answer of the wrong shape, rather than storing whichever copy
 * came first and reporting the other as a conflict with it.
 */
export function oneDrawPerDate(answer: SourceAnswer): SourceAnswer {
  const byDate = new Map<string, SourceDraw>();
  for (const draw of answer.draws) {
    const first = byDate.get(draw.date);
    if (first === undefined) {
      byDate.set(draw.date, draw);
      continue;
    }
    const extra: SourcePrize[] = [];
    for (const prize of draw.prizes) {
      const shown = first.prizes.find((p) => p.slug === prize.slug);
      if (shown === undefined) extra.push(prize);
      else if (differs(shown, prize)) {
        const context = { source: answer.source, url: answer.url, lottery: answer.lottery, draw: draw.date };
        throw new SourceShapeError(
          context,
          `${draw.field} ${prize.slug}`,
          `the draw ${draw.date} is shown twice with different ${prize.slug} (${values(shown)} at ${first.field}, ${values(prize)} here): nothing of this answer is stored`,
        );
      }
    }
    if (extra.length > 0) byDate.set(draw.date, { ...first, prizes: [...first.prizes, ...extra] });
  }
  return byDate.size === answer.draws.length ? answer : { ...answer, draws: [...byDate.values()] };
}

function differs(a: SourcePrize, b: SourcePrize): boolean {
  return a.numbers.join(' ') !== b.numbers.join(' ') || (a.amount !== undefined && b.amount !== undefined && a.amount !== b.amount);
}

const values = (p: SourcePrize): string => `${p.numbers.join(' ')}${p.amount === undefined ? '' : ` (${p.amount})`}`;
