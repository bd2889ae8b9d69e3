import { describe, expect, test } from 'vitest';
import { lottery } from '../registry/index.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { drawStatus, isComplete, newestPublishedAt, statusName } from './draw-status.ts';
import { LotteryView } from './lottery-view.ts';

/** thai-government across its 2015 era change, one draw short of a prize, one missing a prize. */
function draws(): StoredDraw[] {
  const list = syntheticDraws(lottery('thai-government'), '2015-07-01', '2015-10-16');
  const short = list[2] as StoredDraw;
  const second = short.prizes['second-prize'];
  if (!second) throw new Error('synthetic draw without second-prize');
  list[2] = {
    ...short,
    prizes: { ...short.prizes, 'second-prize': { ...second, numbers: second.numbers.slice(1), publishedAt: '2099-01-01T00:00:00.000Z' } },
  };
  const last = list.at(-1) as StoredDraw;
  const { 'fifth-prize': _gone, ...partial } = last.prizes;
  list[list.length - 1] = { ...last, prizes: partial };
  return list;
}

describe('the status shortcuts the history files use', () => {
  test('isComplete and newestPublishedAt agree with drawStatus on every draw', () => {
    const def = lottery('thai-government');
    const all = draws();
    expect(all.filter((d) => !isComplete(def, d))).toHaveLength(2);
    for (const d of all) {
      const status = drawStatus(def, d);
      expect(isComplete(def, d)).toBe(status.complete);
      expect(newestPublishedAt(d)).toBe(status.publishedAt);
    }
    expect(newestPublishedAt(all[2] as StoredDraw)).toBe('2099-01-01T00:00:00.000Z');
  });

  test("LotteryView's statusName and publishedAt are those of its status, asked before or after it", () => {
    const all = draws().reverse();
    const fresh = new LotteryView(lottery('thai-government'), all);
    const asked = new LotteryView(lottery('thai-government'), all);
    all.forEach((_d, i) => {
      const status = asked.status(i);
      for (const view of [fresh, asked]) {
        expect(view.statusName(i)).toBe(statusName(status));
        expect(view.publishedAt(i)).toBe(status.publishedAt);
      }
    });
  });
});
