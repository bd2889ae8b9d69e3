import { describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { lotteriesAnswer, storedFacts } from '../answers/lotteries.ts';
import { lotteriesFile } from '../contract/paths.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { LANGS, type LotteryId, lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { TEST_SITE, incomplete, memoryContext } from '../testing/contract-fixture.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { lotteriesOutputs } from './lotteries-outputs.ts';

/** Two lotteries with data, the newest lao-patuxay draw still being announced. */
function store(): Map<LotteryId, StoredDraw[]> {
  const patuxay = syntheticDraws(lottery('lao-patuxay'), '2026-02-25', '2026-03-01');
  const last = patuxay.pop() as StoredDraw;
  patuxay.push(incomplete(last, ['last-three-digit']));
  return new Map([
    ['thai-government', syntheticDraws(lottery('thai-government'), '2025-10-01', '2026-03-01')],
    ['lao-patuxay', patuxay],
  ]);
}

describe('publication of /lotteries', () => {
  const draws = store();
  const context = memoryContext(draws);
  const outputs = lotteriesOutputs(context);

  test('one file per language, at the path route() serves', () => {
    expect(outputs.map((o) => o.path)).toEqual(LANGS.map(lotteriesFile));
  });

  test("the published facts, read from the tree's own files, equal those of the stored draws", () => {
    const views = new Map([...draws].map(([id, list]) => [id, new LotteryView(lottery(id), [...list].reverse())]));
    for (const [i, lang] of LANGS.entries()) {
      const expected = lotteriesAnswer((id) => (views.has(id) ? storedFacts(views.get(id) as LotteryView) : undefined), lang, TEST_SITE);
      expect(outputs[i]?.render()).toBe(serialize(expected.body));
    }
    const body = JSON.parse(outputs[0]?.render() ?? '{}') as { data: Array<{ lottery: string; latestDraw: unknown; history: unknown }> };
    expect(body.data.find((d) => d.lottery === 'lao-patuxay')).toMatchObject({
      latestDraw: { drawDate: '2026-03-01', status: 'announced' },
      history: { draws: 5, firstDate: '2026-02-25', lastDate: '2026-03-01' },
    });
  });
});
