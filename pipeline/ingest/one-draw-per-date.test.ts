import { describe, expect, test } from 'vitest';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import type { SourceAnswer, SourceDraw } from '../sources/types.ts';
import { oneDrawPerDate } from './one-draw-per-date.ts';

const draw = (field: string, prizes: SourceDraw['prizes'], date = '2026-07-01'): SourceDraw => ({
  date,
  ref: `GET x (${date})`,
  field,
  prizes,
});
const answer = (...draws: SourceDraw[]): SourceAnswer => ({
  source: 'glo-api',
  lottery: 'thai-government',
  url: 'POST https://www.glo.or.th/api/checking/getLotteryResult',
  official: true,
  draws,
  notes: [],
});

describe('oneDrawPerDate', () => {
  test('an answer without a repeated date is returned as it is', () => {
    const a = answer(draw('draws[0]', [{ slug: 'first-prize', numbers: ['123456'], field: 'first' }]), draw('draws[1]', [], '2026-06-16'));
    expect(oneDrawPerDate(a)).toBe(a);
  });

  test('copies of one draw become one, in the order first shown, with the prizes only the later copy has', () => {
    const first = draw('draws[0]', [{ slug: 'first-prize', numbers: ['123456'], amount: '6000000.00', field: 'first' }]);
    const other = draw('draws[1]', [{ slug: 'last-two-digit', numbers: ['07'], field: 'two' }], '2026-06-16');
    const again = draw('draws[2]', [
      { slug: 'first-prize', numbers: ['123456'], field: 'first' },
      { slug: 'last-three-digit', numbers: ['001', '999'], field: 'three' },
    ]);
    expect(oneDrawPerDate(answer(first, other, again)).draws).toEqual([
      { ...first, prizes: [...first.prizes, { slug: 'last-three-digit', numbers: ['001', '999'], field: 'three' }] },
      other,
    ]);
  });

  test.each([
    [
      'numbers',
      { slug: 'first-prize', numbers: ['123457'], field: 'first' },
      /different first-prize \(123456 \(6000000\.00\) at draws\[0\], 123457 here\)/,
    ],
    [
      'amount',
      { slug: 'first-prize', numbers: ['123456'], amount: '2000000.00', field: 'first' },
      /\(123456 \(6000000\.00\) at draws\[0\], 123456 \(2000000\.00\) here\)/,
    ],
  ])('copies that differ in %s: refused whole, naming both places', (_what, prize, message) => {
    const first = draw('draws[0]', [{ slug: 'first-prize', numbers: ['123456'], amount: '6000000.00', field: 'first' }]);
    const act = () => oneDrawPerDate(answer(first, draw('draws[1]', [prize])));
    expect(act).toThrow(SourceShapeError);
    expect(act).toThrow(message);
    expect(act).toThrow(/thai-government draw 2026-07-01, field draws\[1\] first-prize: .*nothing of this answer is stored/);
  });
});
