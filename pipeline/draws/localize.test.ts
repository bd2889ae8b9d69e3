import { describe, expect, test } from 'vitest';
import { LANGS } from '../registry/index.ts';
import { displayName, displayNames } from './localize.ts';

describe('displayNames', () => {
  test("is every language's displayName of the date", () => {
    const names = displayNames('2024-03-16');
    expect(Object.keys(names)).toEqual([...LANGS]);
    for (const lang of LANGS) expect(names[lang]).toBe(displayName('2024-03-16', lang));
    expect(names.en).toBe('March 16, 2024');
    expect(names.th).toBe('16 มีนาคม 2567');
  });

  test('gives one shared object per date, another for another date', () => {
    expect(displayNames('2024-03-16')).toBe(displayNames('2024-03-16'));
    expect(displayNames('2024-03-17')).not.toBe(displayNames('2024-03-16'));
    expect(displayNames('2024-03-17').en).toBe('March 17, 2024');
  });
});
