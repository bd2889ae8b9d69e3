import type { Site } from '../../pipeline/answers/attribution.ts';
import { HISTORY_INDEX_FILE, PREFIXED_LANGS, feedFile } from '../../pipeline/contract/download-paths.ts';
import type { Lang } from '../../pipeline/registry/langs.ts';
import { LOTTERIES, type LotteryId } from '../../pipeline/registry/lotteries.ts';
import { STATIC_MAX_AGE_SECONDS } from '../../pipeline/contract/http-policy.ts';
import { FEED_TEXTS, feedText } from '../texts/feed-texts.ts';
import { type Html, html, templateHtml } from './html.ts';
import { absoluteUrl, href } from './page-paths.ts';

/**
 * The developers page's sections of issue 12: the download files (their paths are listed with the
 * endpoints, from openapi.json), how a bot polls with If-None-Match, and the typed client.
 */
export function downloadSections(site: Site, lottery: LotteryId, lang: Lang): Html {
  const feed = absoluteUrl(site, `/${feedFile(lottery, 'en', 'json')}`);
  const times = [...new Set(LOTTERIES.map((d) => d.resultTime))].sort().join(', ');
  const polling = [
    `etag=$(curl -sI '${feed}' | grep -i '^etag' | cut -d' ' -f2 | tr -d '\\r')`,
    `curl -s -o /dev/null -w '%{http_code}\\n' -H "If-None-Match: $etag" '${feed}'   # 304`,
  ].join('\n');
  const client = [
    "import { createLotteryClient } from 'lottery-results-client';",
    `const lotto = createLotteryClient({ baseUrl: '${site.baseUrl}' });`,
    `const { data, error } = await lotto.results({ lottery: '${lottery}', limit: 2, lang: '${lang}' });`,
    'if (error) console.error(error.error); // { success: false, error: string }',
    'else console.log(data.data[0]?.prizes);',
  ].join('\n');
  return html`<h2 id="downloads">${feedText(lang, 'api.downloads')}</h2>
<p>${templateHtml(
    FEED_TEXTS['api.downloads-intro'][lang],
    {
      seconds: STATIC_MAX_AGE_SECONDS,
      folders: PREFIXED_LANGS.map((l, i) => [i > 0 ? ', ' : '', html`<code>/${l}/</code>`]),
      index: html`<a href="${href(site, `/${HISTORY_INDEX_FILE}`)}"><code>/${HISTORY_INDEX_FILE}</code></a>`,
    },
    'api.downloads-intro',
  )}</p>
<h2 id="polling">${feedText(lang, 'api.polling')}</h2>
<p>${feedText(lang, 'api.polling-intro', { times, seconds: STATIC_MAX_AGE_SECONDS })}</p>
<pre><code>${polling}</code></pre>
<h2 id="client">${feedText(lang, 'api.client')}</h2>
<p>${feedText(lang, 'api.client-intro')}</p>
<pre><code>${client}</code></pre>
`;
}
