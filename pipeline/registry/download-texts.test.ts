import { expect, test } from 'vitest';
import { LANGS } from './langs.ts';
import { placeholders } from './template.ts';
import { DOWNLOAD_TEXTS, type DownloadTextKey, downloadText } from './download-texts.ts';

test.each(Object.keys(DOWNLOAD_TEXTS) as DownloadTextKey[])('%s exists in every language with the same placeholders (C4.7)', (key) => {
  const thai = placeholders(DOWNLOAD_TEXTS[key].th).sort();
  for (const lang of LANGS) {
    expect(DOWNLOAD_TEXTS[key][lang].trim()).not.toBe('');
    expect(placeholders(DOWNLOAD_TEXTS[key][lang]).sort()).toEqual(thai);
  }
});

test('refuses a text whose placeholder was not given', () => {
  expect(() => downloadText('en', 'feed.title')).toThrow(/lottery/);
  expect(downloadText('en', 'feed.title', { lottery: 'Lao Lottery' })).toBe('Lao Lottery results');
});
