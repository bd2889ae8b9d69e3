import { expect, test } from 'vitest';
import { LOTTERIES } from '../registry/index.ts';
import { downloadsMarkdown } from './readme-downloads.ts';

test('readme.md shows the feeds, calendar and history of a lottery and how to poll with If-None-Match', () => {
  const text = downloadsMarkdown('https://lotto.example', 'lao-lottery').join('\n');
  for (const path of [
    '/feeds/lao-lottery.atom',
    '/feeds/lao-lottery.json',
    '/feeds/en/lao-lottery.atom',
    '/calendar/lao-lottery.ics',
    '/history/lao-lottery.json',
    '/history/index.json',
  ]) {
    expect(text).toContain(`https://lotto.example${path}`);
  }
  // The ETag header's own value, quotes included, sent back as it is (not re-quoted, not the
  // Access-Control-Expose-Headers line that also names ETag).
  expect(text).toContain("grep -i '^etag' | cut -d' ' -f2 | tr -d '\\r'");
  expect(text).toContain('-H "If-None-Match: $etag"');
  expect(text).toContain('304');
  // Every result time of the registry is named, so a bot knows when to ask.
  for (const def of LOTTERIES) expect(text).toContain(def.resultTime);
});
