import { describe, expect, test } from 'vitest';
import { publishedAtText } from '../../pipeline/draws/localize.ts';
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

  test('a lottery name is never run into the Thai or Lao word after it (ten names end in Latin letters: "ฮานอย Extra")', () => {
    const joined = ALL.flatMap(([key, text]) =>
      (['th', 'lo'] as const).filter((lang) => /\{lottery\}[\u0E00-\u0EFF]/.test(text[lang])).map((lang) => `${key} [${lang}]`),
    );
    expect(joined).toEqual([]);
  });

  test('pageText fills placeholders and refuses a missing one', () => {
    expect(pageText('en', 'lottery.title', { lottery: 'Hanoi VIP' })).toBe('Hanoi VIP results');
    expect(() => pageText('en', 'lottery.title')).toThrow(/lottery\.title needs \{lottery\}/);
    expect(widgetText('vi', 'widget.credit', { source: 'X' })).toBe('Kết quả từ X');
    // Widget keys are page keys too.
    expect(pageText('th', 'status.complete')).toBe(WIDGET_TEXTS['status.complete'].th);
  });

  test('English counts of one are singular', () => {
    expect(pageText('en', 'stats.bar-count', { number: '05', count: 1 })).toBe('05: drawn 1 time');
    expect(pageText('en', 'stats.bar-count', { number: '05', count: 3 })).toBe('05: drawn 3 times');
    expect(pageText('en', 'stats.bar-since', { number: '93', since: 1, date: 'October 2, 2026' })).toBe(
      '93: 1 draw since it last came up (October 2, 2026)',
    );
    expect(pageText('en', 'stats.never-count', { count: 1 })).toBe('1 number has never been drawn.');
  });

  test('the publication line does not repeat the words publishedAtText starts with', () => {
    for (const lang of LANGS) {
      const time = publishedAtText('2026-08-20T10:30:00.000Z', lang);
      for (const key of ['draw.published', 'draw.published-approximate'] as const) {
        const line = pageText(lang, key, { time });
        const firstWord = time.split(' ')[0] as string;
        expect(line, `${lang} ${key}`).not.toContain(`${firstWord} ${firstWord}`);
        expect(line, `${lang} ${key}`).toContain(time);
      }
    }
    expect(pageText('vi', 'draw.published', { time: publishedAtText('2026-08-20T10:30:00.000Z', 'vi') })).toBe(
      'Công bố lúc 17:30 20 tháng 8, 2026 (giờ Thái Lan)',
    );
  });
});
