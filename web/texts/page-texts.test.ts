import { describe, expect, test } from 'vitest';
import { LANGS } from '../../pipeline/registry/langs.ts';
import { PAGE_TEXTS, WIDGET_TEXTS, pageText, placeholders, widgetText } from './page-texts.ts';

/** The script each language's text must contain (a text pasted into the wrong language fails). */
const SCRIPT: Record<string, RegExp | null> = {
  th: /[\u0E00-\u0E7F]/,
  lo: /[\u0E80-\u0EFF]/,
  my: /[\u1000-\u109F]/,
  en: null,
  vi: null,
};

const ALL = [...Object.entries(PAGE_TEXTS), ...Object.entries(WIDGET_TEXTS)];

describe('page texts in five languages (C4.7)', () => {
  test('page and widget keys do not overlap', () => {
    const widgetKeys = Object.keys(WIDGET_TEXTS);
    expect(Object.keys(PAGE_TEXTS).filter((k) => widgetKeys.includes(k))).toEqual([]);
  });

  test.each(ALL)('%s exists in every language, in its script, with the same placeholders', (key, text) => {
    const expected = placeholders(text.th).sort();
    for (const lang of LANGS) {
      const value: string = text[lang];
      expect(value.trim(), `${key} [${lang}]`).not.toBe('');
      const script = SCRIPT[lang];
      if (script) expect(value, `${key} [${lang}] is not in its script`).toMatch(script);
      expect(placeholders(value).sort(), `${key} [${lang}]`).toEqual(expected);
    }
  });

  test('pageText fills placeholders and refuses a missing one', () => {
    expect(pageText('en', 'lottery.title', { lottery: 'Hanoi VIP' })).toBe('Hanoi VIP results');
    expect(() => pageText('en', 'lottery.title')).toThrow(/lottery\.title needs \{lottery\}/);
    expect(widgetText('vi', 'widget.credit', { source: 'X' })).toBe('Kết quả từ X');
    // Widget keys are page keys too.
    expect(pageText('th', 'status.complete')).toBe(WIDGET_TEXTS['status.complete'].th);
  });
});
