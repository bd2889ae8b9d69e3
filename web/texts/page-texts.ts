import type { Lang, Localized } from '../../pipeline/registry/langs.ts';
import { API_TEXTS } from './api-texts.ts';
import { CHECKER_RESULT_TEXTS } from './checker-result-texts.ts';
import { CHECKER_TEXTS } from './checker-texts.ts';
import { fillTemplate } from './fill.ts';
import { NOT_FOUND_TEXTS } from './not-found-texts.ts';
import { SITE_TEXTS } from './site-texts.ts';
import { STATS_TEXTS } from './stats-texts.ts';
import { WIDGET_TEXTS, type WidgetTextKey } from './widget-texts.ts';
import { WIDGET_PAGE_TEXTS } from './widget-page-texts.ts';

export { placeholders } from '../../pipeline/registry/template.ts';
export { fillTemplate } from './fill.ts';
export { WIDGET_TEXTS, type WidgetTextKey, widgetText } from './widget-texts.ts';

/**
 * The texts of the website (issue 6) in all five languages, one file per page, with the same shape
 * and placeholder rules as MESSAGES: `{name}` placeholders, the same set in every language, filled
 * by `pageText()`, which refuses a template whose placeholder was not given. Texts the service
 * already answers (errors, notices, disclaimers, the usage terms) are not repeated here: pages show
 * MESSAGES'. lo/my/vi await a native reviewer.
 */
export const PAGE_TEXTS = {
  ...SITE_TEXTS,
  ...STATS_TEXTS,
  ...CHECKER_TEXTS,
  ...CHECKER_RESULT_TEXTS,
  ...API_TEXTS,
  ...WIDGET_PAGE_TEXTS,
  ...NOT_FOUND_TEXTS,
} as const satisfies Record<string, Localized>;

export type PageTextKey = keyof typeof PAGE_TEXTS | WidgetTextKey;

/** The template of a page text in one language. */
export function pageTemplate(lang: Lang, key: PageTextKey): string {
  const text: Localized = key in PAGE_TEXTS ? PAGE_TEXTS[key as keyof typeof PAGE_TEXTS] : WIDGET_TEXTS[key as WidgetTextKey];
  return text[lang];
}

/** A page text in one language with its placeholders filled. */
export function pageText(lang: Lang, key: PageTextKey, vars: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(pageTemplate(lang, key), vars, key);
}
