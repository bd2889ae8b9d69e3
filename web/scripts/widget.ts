import { type ResultsBody, isAnswer, isErrorBody } from '../lib/api-types.ts';
import {
  type WidgetRequest,
  SERVICE_NAME_MARK,
  WIDGET_STYLE,
  WITH_DATA_MARK,
  creditUrl,
  drawView,
  errorView,
  knownLottery,
  loadingView,
  lotteriesWithData,
  resultsUrl,
  unknownView,
  widgetLang,
  widgetPageUrl,
} from '../lib/widget-view.ts';
import { widgetText } from '../texts/widget-texts.ts';

/**
 * The embeddable widget (issue 6 item 3). A site owner pastes
 *
 *   <script src="{base}/widget.js" data-lottery="hanoi-normal" data-lang="en" async></script>
 *
 * and the latest result appears where the tag is, with the credit link back to the service. The
 * widget asks `/results` of the origin it was loaded from (its own script address), which answers
 * any site (`Access-Control-Allow-Origin: *`). An unknown or missing lottery gets a short sentence in
 * the widget's language without asking. A lottery without stored draws gets the service's "no
 * results yet" sentence from its pre-rendered widget page, which answers 200, rather than from the
 * 404 of `/results`, which the browser would report as an error in the console of the host site. The iframe form `/widget/?lottery=…&lang=…` is pre-rendered
 * and needs no script (web/render/widget-page.ts); a page that loads this script with `data-query`
 * still takes the lottery and language from its own address.
 */
const MOUNTED = 'data-lottery-widget';
/** The configured service name, written into the bundle by the build (see SERVICE_NAME_MARK). */
const SERVICE_NAME: string = SERVICE_NAME_MARK;
/** The lotteries with stored draws when the bundle was published, written in by the build (see WITH_DATA_MARK). */
const WITH_DATA = lotteriesWithData(WITH_DATA_MARK);

/**
 * The widget's styles in its shadow root: a constructed stylesheet, which a host page's
 * Content-Security-Policy does not govern. A `<style>` element is an inline style to it: under a
 * common strict policy (`style-src 'self'`) the browser dropped it, and the widget lost its styles
 * and its shield from the host page's CSS. Browsers without constructed stylesheets get the element
 * (the nodes returned, to put before the view; none otherwise).
 */
function widgetStyle(root: ShadowRoot): HTMLStyleElement[] {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_STYLE);
      root.adoptedStyleSheets = [sheet];
      return [];
    } catch {
      // A browser whose CSSStyleSheet cannot be constructed: the element below.
    }
  }
  const style = document.createElement('style');
  style.textContent = WIDGET_STYLE;
  return [style];
}

function mount(script: HTMLScriptElement): void {
  script.setAttribute(MOUNTED, 'mounted');
  const query = new URLSearchParams(window.location.search);
  const fromQuery = script.hasAttribute('data-query');
  const request: WidgetRequest = fromQuery
    ? { lottery: query.get('lottery'), lang: query.get('lang') }
    : { lottery: script.dataset['lottery'] ?? null, lang: script.dataset['lang'] ?? null };
  const lang = widgetLang(request);
  if (fromQuery) document.documentElement.lang = lang;
  const base = new URL('.', script.src);
  const host = document.createElement('div');
  host.className = 'lottery-widget';
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  const style = widgetStyle(root);
  root.append(...style, loadingView(lang));
  const show = (view: HTMLElement): void => root.replaceChildren(...style, view);
  if (!knownLottery(request)) {
    show(unknownView(lang, SERVICE_NAME, creditUrl(base, lang, null)));
    return;
  }

  const lottery = request.lottery;
  void (async () => {
    if (!WITH_DATA.has(lottery)) {
      const sentence = await noDataSentence(widgetPageUrl(base, lottery, lang));
      if (sentence !== null) {
        show(errorView(sentence, lang, SERVICE_NAME, creditUrl(base, lang, lottery)));
        return;
      }
      // The page shows a draw after all (a widget.js older than the data) or could not be had: ask /results.
    }
    let body: unknown = null;
    try {
      const response = await fetch(resultsUrl(base, request), { credentials: 'omit', headers: { Accept: 'application/json' } });
      body = await response.json();
    } catch {
      body = null;
    }
    if (isErrorBody(body)) {
      show(errorView(body.error, lang, SERVICE_NAME, creditUrl(base, lang, request.lottery)));
      return;
    }
    const draw = isAnswer(body) && body.success ? (body as ResultsBody).data[0] : undefined;
    if (!draw) {
      show(errorView(widgetText(lang, 'widget.unavailable'), lang, SERVICE_NAME, creditUrl(base, lang, null)));
      return;
    }
    show(drawView(draw, (body as ResultsBody).attribution.source, lang, creditUrl(base, lang, draw.lottery)));
  })();
}

/** The "no results yet" sentence of a lottery's pre-rendered widget page, or null when the page has none or cannot be had. */
async function noDataSentence(page: URL): Promise<string | null> {
  try {
    const response = await fetch(page, { credentials: 'omit', headers: { Accept: 'text/html' } });
    if (!response.ok) return null;
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    return doc.querySelector('.lottery-widget .error')?.textContent?.trim() || null;
  } catch {
    return null;
  }
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement && !current.hasAttribute(MOUNTED)) mount(current);
else {
  // Loaded some other way (a script injected as a module, a tag manager): mount every tag not yet mounted.
  for (const script of document.querySelectorAll<HTMLScriptElement>(`script[src*="widget.js"]:not([${MOUNTED}])`)) mount(script);
}
