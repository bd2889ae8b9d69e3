import { DEFAULT_LANG } from '../../pipeline/registry/langs.ts';
import type { GlobalOutputs } from '../../pipeline/publish/outputs.ts';
import { html, pageHtml } from './html.ts';
import { WIDGET_PAGE_PATH, WIDGET_SCRIPT_PATH, href, indexFile, pagePath } from './page-paths.ts';

/**
 * The iframe form of the widget (issue 6 item 3): `{base}/widget/?lottery=…&lang=…`. One static
 * page whose widget script reads the lottery and language from the page's own address
 * (`data-query`), so any lottery and any language, valid or not, gets the same answer as the
 * script widget: the latest result, or the service's error text.
 */
export const widgetPageOutputs: GlobalOutputs = ({ site }) => [
  {
    path: indexFile(WIDGET_PAGE_PATH),
    render: () => {
      const home = href(site, pagePath({ kind: 'home' }, DEFAULT_LANG));
      return html`<!doctype html>
<html lang="${DEFAULT_LANG}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${site.name}</title>
<style>body{margin:0;padding:4px;background:transparent}</style>
</head>
<body>
<script src="${href(site, WIDGET_SCRIPT_PATH)}" data-query async></script>
<noscript><p>${pageHtml(DEFAULT_LANG, 'widget.noscript', { url: html`<a href="${home}" target="_blank" rel="noopener">${site.name}</a>` })}</p></noscript>
</body>
</html>
`.text;
    },
  },
];
