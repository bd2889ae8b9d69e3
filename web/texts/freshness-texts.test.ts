import { expect, test } from 'vitest';
import { LANGS } from '../../pipeline/registry/langs.ts';
import { FRESHNESS_TEXTS, freshnessText } from './freshness-texts.ts';
import { PAGE_TEXTS, WIDGET_TEXTS, placeholders } from './page-texts.ts';

const SCRIPT: Record<string, RegExp | null> = { th: /[\u0E00-\u0E7F]/, lo: /[\u0E80-\u0EFF]/, my: /[\u1000-\u109F]/, en: null, vi: null };

test.each(Object.entries(FRESHNESS_TEXTS))('%s exists in every language, in its script, with the same placeholders (C4.7)', (key, text) => {
  const expected = placeholders(text.th).sort();
  for (const lang of LANGS) {
    expect(text[lang].trim(), `${key} [${lang}]`).not.toBe('');
    const script = SCRIPT[lang];
    if (script) expect(text[lang], `${key} [${lang}]`).toMatch(script);
    expect(placeholders(text[lang]).sort(), `${key} [${lang}]`).toEqual(expected);
  }
});

test('its keys are its own', () => {
  const others = [...Object.keys(PAGE_TEXTS), ...Object.keys(WIDGET_TEXTS)];
  expect(Object.keys(FRESHNESS_TEXTS).filter((k) => others.includes(k))).toEqual([]);
});

test('fills placeholders and refuses a missing one', () => {
  expect(freshnessText('en', 'freshness.newest', { date: 'March 1, 2026' })).toBe('Newest draw stored here: March 1, 2026');
  expect(() => freshnessText('en', 'freshness.newest')).toThrow(/needs \{date\}/);
});
