import { describe, expect, test } from 'vitest';
import { FORMULA_VERSION } from '../answers/calculations.ts';
import { resultsFile } from '../contract/paths.ts';
import { STATIC_MAX_AGE_SECONDS } from '../contract/http-policy.ts';
import { QUOTA_PER_MINUTE } from '../contract/endpoints.ts';
import { DEFAULT_LOTTERY, LOTTERY_IDS, MESSAGES } from '../registry/index.ts';
import { formulaMarkdown, termsMarkdown } from './openapi-text.ts';
import { readmeMarkdown, readmeOutputs } from './readme-md.ts';
import { TEST_SITE, memoryContext, syntheticStore } from '../testing/contract-fixture.ts';

const store = syntheticStore();
const context = memoryContext(store);
const readme = readmeMarkdown(context);
const THAI = /[\u0E00-\u0E7F]/;

/** The JSON blocks of the Markdown, in order. */
function jsonBlocks(markdown: string): unknown[] {
  return [...markdown.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1] as string));
}

describe('readme.md', () => {
  test.each(['/results', '/check', '/stats', '/calculations'])('has a working curl example of %s against the site address', (path) => {
    expect(readme).toMatch(new RegExp(`curl '${TEST_SITE.baseUrl.replaceAll('.', '\\.')}${path}\\?lottery=${DEFAULT_LOTTERY}[^']*'`));
  });

  test('shows an excerpt of the real answers of the tree', () => {
    const [results, check, checkMany, stats, calculations] = jsonBlocks(readme) as Array<Record<string, any>>;
    const file = JSON.parse(context.read(resultsFile(DEFAULT_LOTTERY, 1, 'th')) as string);
    expect(results?.['data'][0].drawDate).toBe(file.data[0].drawDate);
    expect(results?.['data'][0].prizes[0]).toEqual({ ...file.data[0].prizes[0], numbers: file.data[0].prizes[0].numbers.slice(0, 2) });
    expect(check?.['data'].isWinner).toBe(true);
    // C9.4: a winner, a loser and the winner again, which is checked once and listed as repeated.
    expect(checkMany?.['data'].results.map((r: { isWinner: boolean }) => r.isWinner)).toEqual([true, false]);
    expect(checkMany?.['data'].repeated).toEqual([check?.['data'].number]);
    expect(stats?.['lottery']).toBe(DEFAULT_LOTTERY);
    expect(calculations?.['formulaVersion']).toBe(FORMULA_VERSION);
  });

  test('writes out the formula, the limits, the usage terms and the credit-link request', () => {
    for (const line of formulaMarkdown()) expect(readme).toContain(line);
    expect(readme).toContain(MESSAGES['terms.usage'].th);
    expect(readme).toContain(`<a href="${TEST_SITE.baseUrl}/">`);
    expect(readme).toContain(`| \`/results\` | ${QUOTA_PER_MINUTE.results} ครั้ง | ${STATIC_MAX_AGE_SECONDS} วินาที |`);
    expect(readme).toContain('`Retry-After`');
  });

  test('is written in Thai and names every lottery', () => {
    // Every sentence outside code, headings (endpoint names) and list items of ids is Thai.
    const prose = readme
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#') && !l.startsWith('- `') && !l.startsWith('|---'));
    expect(prose.filter((l) => !THAI.test(l))).toEqual([]);
    for (const id of LOTTERY_IDS) expect(readme).toContain(`\`${id}\``);
  });

  test('without any draw it shows the real 404 answers', () => {
    const empty = readmeMarkdown(memoryContext(new Map()));
    const blocks = jsonBlocks(empty) as Array<{ success: boolean; error: string }>;
    // The four endpoints of SPEC and /check-many (C9.4) answer 404; /lotteries (C9.1) answers every lottery with null history.
    const errors = blocks.filter((b) => !b.success);
    expect(errors).toHaveLength(5);
    for (const b of errors) expect(b).toEqual({ success: false, error: expect.stringContaining(DEFAULT_LOTTERY) });
    expect(blocks.filter((b) => b.success)).toEqual([
      expect.objectContaining({ data: [expect.objectContaining({ history: null, nextDraws: [] }), expect.anything()] }),
    ]);
  });

  test('is deterministic', () => {
    expect(readmeOutputs(memoryContext(store)).map((o) => o.render())).toEqual([readme]);
  });
});

describe('the credit-link snippet of readme.md and openapi.json', () => {
  test('is valid HTML to paste when the service name needs escaping', () => {
    const site = { name: `A & B <Lotto> "x" 'y'`, baseUrl: 'https://lotto.example/a&copy' };
    const line = termsMarkdown(site).find((l) => l.startsWith('<a href='));
    expect(line).toBe(`<a href="https://lotto.example/a&amp;copy/">ข้อมูลผลรางวัลจาก A &amp; B &lt;Lotto&gt; &quot;x&quot; &#39;y&#39;</a>`);
  });
});
