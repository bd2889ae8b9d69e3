import { OPENAPI_FILE, README_FILE } from '../../pipeline/contract/paths.ts';
import { STATIC_MAX_AGE_SECONDS } from '../../pipeline/contract/http-policy.ts';
import { QUOTA_PER_MINUTE } from '../../pipeline/contract/endpoints.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../pipeline/registry/langs.ts';
import { DEFAULT_LOTTERY, type LotteryId } from '../../pipeline/registry/lotteries.ts';
import { MESSAGES, format, joinList } from '../../pipeline/registry/messages.ts';
import { attributionNote } from '../../pipeline/answers/attribution.ts';
import { type PageTextKey, PAGE_TEXTS, pageText } from '../texts/page-texts.ts';
import { openapiDocument } from '../../pipeline/describe/openapi.ts';
import { type Json, type JsonObject, isJsonObject } from '../../pipeline/describe/openapi-kit.ts';
import type { GlobalOutputs } from '../../pipeline/publish/outputs.ts';
import { type Child, type Html, escapeHtml, html, pageHtml } from './html.ts';
import { type PageContext, renderPage } from './layout.ts';
import { downloadSections } from './api-downloads.ts';
import { lengthsSection, numberAllowed, prizeAllowed, prizesSection } from './api-lengths.ts';
import { downloadSummaryKey, feedText } from '../texts/feed-texts.ts';
import { WIDGET_PAGE_PATH, WIDGET_SCRIPT_PATH, absoluteUrl, href, pageFile, widgetPagePath } from './page-paths.ts';

/** An enum with more values than this is folded behind a summary (the 49 lotteries). */
const FOLD_VALUES_OVER = 12;

/**
 * The API page in every language (issue 6), rendered from the same document as `/openapi.json`
 * (openapiDocument over the new tree): every GET path with its query parameters (allowed values,
 * defaults, whether required), an example taken from the document's own examples, and its status
 * codes; then the limits, the usage terms, the credit-link request and the widget snippet.
 * The document is in Thai (C7); the page says the same in the reader's language.
 */
export function apiPages(context: Omit<PageContext, 'site'>): GlobalOutputs {
  return (tree) => {
    let document: JsonObject | undefined;
    const doc = (): JsonObject => (document ??= openapiDocument(tree));
    const previewLottery = tree.withData.includes(DEFAULT_LOTTERY) ? DEFAULT_LOTTERY : (tree.withData[0] ?? DEFAULT_LOTTERY);
    return LANGS.map((lang) => ({
      path: pageFile({ kind: 'api' }, lang),
      render: () => apiPage({ ...context, site: tree.site }, doc(), previewLottery, lang),
    }));
  };
}

function apiPage(context: PageContext, doc: JsonObject, previewLottery: LotteryId, lang: Lang): string {
  const { site } = context;
  const paths = isJsonObject(doc['paths']) ? doc['paths'] : {};
  const endpoints = Object.entries(paths).flatMap(([path, item]) => {
    const get = isJsonObject(item) ? item['get'] : undefined;
    return isJsonObject(get) ? [endpoint(context, doc, path, get, lang, previewLottery)] : [];
  });
  const quotas = joinList(
    lang,
    Object.entries(QUOTA_PER_MINUTE).map(([endpointName, quota]) => `/${endpointName} ${quota}`),
  );
  const langAttr = lang === DEFAULT_LANG ? '' : ` data-lang="${lang}"`;
  // Snippets are HTML to paste: the service's name and address are escaped in them (the page escapes them again to show them).
  const scriptSnippet = `<script src="${escapeHtml(absoluteUrl(site, WIDGET_SCRIPT_PATH))}" data-lottery="${previewLottery}"${langAttr} async></script>`;
  const iframeSnippet = `<iframe src="${escapeHtml(absoluteUrl(site, WIDGET_PAGE_PATH))}?lottery=${previewLottery}&lang=${lang}" title="${escapeHtml(site.name)}" width="360" height="260" frameborder="0"></iframe>`;
  const creditSnippet = `<a href="${escapeHtml(site.baseUrl)}/">${escapeHtml(pageText(lang, 'api.credit-text', { source: site.name }))}</a>`;
  const main = html`<p class="lead">${pageText(lang, 'api.intro')}</p>
<h2>${pageText(lang, 'api.endpoints')}</h2>
${endpoints}
${downloadSections(site, previewLottery, lang)}
<h2 id="limits">${pageText(lang, 'api.limits-heading')}</h2>
<p>${pageText(lang, 'api.limits', { quotas, seconds: STATIC_MAX_AGE_SECONDS })}</p>
<h2 id="terms">${pageText(lang, 'api.terms')}</h2>
<p>${MESSAGES['terms.usage'][lang]}</p>
<h2 id="credit">${pageText(lang, 'api.credit')}</h2>
<p>${attributionNote(site, lang)}</p>
<p>${pageText(lang, 'api.credit-snippet')}</p>
<pre><code>${creditSnippet}</code></pre>
<h2 id="widget">${pageText(lang, 'api.widget')}</h2>
<p>${pageText(lang, 'api.widget-intro', { langs: LANGS.join(', ') })}</p>
<pre><code>${scriptSnippet}</code></pre>
<p>${pageText(lang, 'api.widget-iframe')}</p>
<pre><code>${iframeSnippet}</code></pre>
<p>${pageText(lang, 'api.widget-csp', { origin: new URL(site.baseUrl).origin })}</p>
<p>${pageHtml(lang, 'widget-page.direct', { url: html`<code>${absoluteUrl(site, widgetPagePath(previewLottery, lang))}</code>` })}</p>
<h3>${pageText(lang, 'api.widget-preview')}</h3>
<div class="widget-preview"><script src="${href(site, WIDGET_SCRIPT_PATH)}" data-lottery="${previewLottery}" data-lang="${lang}" async></script></div>
<p class="small">${pageText(lang, 'footer.files')}: <a href="${href(site, `/${OPENAPI_FILE}`)}">${OPENAPI_FILE}</a> · <a href="${href(site, `/${README_FILE}`)}">${README_FILE}</a></p>`;
  return renderPage(context, { page: { kind: 'api' }, lang, title: pageText(lang, 'nav.api'), main });
}

/** One GET path of the document. */
function endpoint(context: PageContext, doc: JsonObject, path: string, op: JsonObject, lang: Lang, previewLottery: string): Html {
  const name = path.replace(/^\//, '').replace(/\.(json|md)$/, '');
  const key = `api.${name}`;
  const download = downloadSummaryKey(String(op['operationId'] ?? ''));
  const summary =
    key in PAGE_TEXTS ? pageText(lang, key as PageTextKey) : download ? feedText(lang, download) : String(op['summary'] ?? '');
  const params = (Array.isArray(op['parameters']) ? (op['parameters'] as readonly Json[]) : [])
    .map((p) => resolve(doc, p))
    .filter((p): p is JsonObject => isJsonObject(p) && (p['in'] === 'query' || p['in'] === 'path'));
  const query = exampleQuery(op, lang);
  // A path with parameters in it (the download files, issue 12) is shown filled in.
  const filled = path.replace('{lottery}', previewLottery).replace('{lang}', lang === DEFAULT_LANG ? 'en' : lang);
  // Thai, the default, needs no `lang`: a query that held only it is none (`/lotteries`, not `/lotteries?`).
  const example = query === null || query === '' ? filled : `${filled}?${query}`;
  const responses = isJsonObject(op['responses']) ? op['responses'] : {};
  return html`<section class="endpoint" id="${name}">
<h3><code>GET ${path}</code></h3>
<p>${summary}</p>
${params.length > 0 ? parameterTable(params, lang) : null}
${path === '/check' ? lengthsSection(lang) : null}
${path === '/calculations' ? prizesSection(lang) : null}
<p>${pageText(lang, 'api.example')}: <a href="${href(context.site, example)}"><code>${example}</code></a></p>
<p class="small">${pageText(lang, 'api.responses')}: ${Object.entries(responses).map(([code, response], i) => [i > 0 ? '; ' : '', html`<code>${code}</code>`, ' ', statusText(doc, code, response, lang)])}</p>
</section>
`;
}

function parameterTable(params: readonly JsonObject[], lang: Lang): Html {
  // In a box that scrolls sideways: on a phone the words of its four columns (a lottery id in
  // <code>, "Parameter") can be wider than the screen, and cells break only between words.
  return html`<div class="table-scroll"><table>
<thead><tr><th scope="col">${pageText(lang, 'api.col-param')}</th><th scope="col">${pageText(lang, 'api.col-required')}</th><th scope="col">${pageText(lang, 'api.col-allowed')}</th><th scope="col">${pageText(lang, 'api.col-default')}</th></tr></thead>
<tbody>${params.map((p) => {
    const schema = isJsonObject(p['schema']) ? p['schema'] : {};
    return html`<tr><th scope="row"><code>${String(p['name'])}</code></th><td>${pageText(lang, p['required'] === true ? 'api.yes' : 'api.no')}</td><td>${allowedCell(p, schema, lang)}</td><td>${schema['default'] === undefined ? '' : html`<code>${String(schema['default'])}</code>`}</td></tr>`;
  })}</tbody>
</table></div>`;
}

/** A parameter's allowed values: those that depend on the lottery link to their table, the others are read from the schema. */
function allowedCell(param: JsonObject, schema: JsonObject, lang: Lang): Child {
  if (param['name'] === 'number' || param['name'] === 'numbers') return numberAllowed(lang);
  if (param['name'] === 'prize') return prizeAllowed(lang);
  return allowed(schema, lang);
}

/** A parameter's allowed values from its schema: the enum, the range, or the pattern. */
function allowed(schema: JsonObject, lang: Lang): Child {
  const values = Array.isArray(schema['enum']) ? (schema['enum'] as readonly Json[]).map(String) : null;
  if (values) {
    const list = values.map((v, i) => [i > 0 ? ', ' : '', html`<code>${v}</code>`]);
    return values.length > FOLD_VALUES_OVER
      ? html`<details><summary>${pageText(lang, 'api.values', { count: values.length })}</summary>${list}</details>`
      : list;
  }
  if (typeof schema['minimum'] === 'number' && typeof schema['maximum'] === 'number') {
    return format(lang, 'allowed.range', { min: schema['minimum'], max: schema['maximum'] });
  }
  if (typeof schema['pattern'] === 'string') return html`<code>${schema['pattern']}</code>`;
  return '';
}

/** The query of the document's first example of the 200 answer ("lottery=…&limit=2 (…)"), in this page's language. */
function exampleQuery(op: JsonObject, lang: Lang): string | null {
  const responses = isJsonObject(op['responses']) ? op['responses'] : {};
  const ok = responses['200'];
  const content = isJsonObject(ok) && isJsonObject(ok['content']) ? ok['content']['application/json'] : undefined;
  const examples = isJsonObject(content) && isJsonObject(content['examples']) ? Object.values(content['examples']) : [];
  for (const example of examples) {
    const summary = isJsonObject(example) ? example['summary'] : undefined;
    const query = typeof summary === 'string' ? /^([a-z]+=[^\s&]*(?:&[a-z]+=[^\s&]*)*)/.exec(summary)?.[1] : undefined;
    if (query !== undefined) {
      const params = new URLSearchParams(query);
      if (lang !== DEFAULT_LANG) params.set('lang', lang);
      else params.delete('lang');
      return params.toString();
    }
  }
  return null;
}

/** What a status code means: ours where we have the words, the document's description otherwise. */
function statusText(doc: JsonObject, code: string, response: Json, lang: Lang): string {
  const key = `api.status.${code}`;
  if (key in PAGE_TEXTS) return pageText(lang, key as PageTextKey);
  const resolved = resolve(doc, response);
  return isJsonObject(resolved) && typeof resolved['description'] === 'string' ? resolved['description'] : '';
}

/** Follows a local `$ref` (`#/components/...`) of the document. */
function resolve(doc: JsonObject, value: Json): Json {
  if (!isJsonObject(value) || typeof value['$ref'] !== 'string') return value;
  let node: Json | undefined = doc;
  for (const part of value['$ref'].replace(/^#\//, '').split('/')) node = isJsonObject(node) ? node[part] : undefined;
  return node ?? null;
}
