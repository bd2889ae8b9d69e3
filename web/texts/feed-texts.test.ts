import { expect, test } from 'vitest';
import { LANGS } from '../../pipeline/registry/langs.ts';
import { placeholders } from '../../pipeline/registry/template.ts';
import { FEED_TEXTS, type FeedTextKey, feedText } from './feed-texts.ts';

/** The script each language's text must contain (a text pasted into the wrong language fails). */
const SCRIPT: Record<string, RegExp | null> = { th: /[\u0E00-\u0E7F]/, lo: /[\u0E80-\u0EFF]/, my: /[\u1000-\u109F]/, en: null, vi: null };

test.each(Object.keys(FEED_TEXTS) as FeedTextKey[])('%s exists in every language, in its script, with the same placeholders', (key) => {
  const expected = placeholders(FEED_TEXTS[key].th).sort();
  for (const lang of LANGS) {
    const value: string = FEED_TEXTS[key][lang];
    expect(value.trim(), `${key} [${lang}]`).not.toBe('');
    const script = SCRIPT[lang];
    if (script) expect(value, `${key} [${lang}]`).toMatch(script);
    expect(placeholders(value).sort(), `${key} [${lang}]`).toEqual(expected);
  }
});

test('feedText fills placeholders and refuses a missing one', () => {
  expect(feedText('en', 'feeds.link-title', { lottery: 'Lao Lottery', format: 'Atom' })).toBe('Lao Lottery results (Atom)');
  expect(() => feedText('en', 'feeds.link-title')).toThrow(/lottery/);
});
