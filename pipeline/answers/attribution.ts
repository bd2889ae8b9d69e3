import { type Lang, type LotteryId, format } from '../registry/index.ts';

/** The service's name and public base URL (C4.8), injected so answers stay pure. */
export interface Site {
  readonly name: string;
  readonly baseUrl: string;
}

/** C4.8: `/results` and `/check` point at the site. */
export function siteUrl(site: Site): string {
  return `${site.baseUrl}/`;
}

/** C4.8: `/stats` points at the statistics page, `{base}/stats/{lottery}` for Thai. */
export function statsPageUrl(site: Site, lottery: LotteryId, lang: Lang): string {
  return lang === 'th' ? `${site.baseUrl}/stats/${lottery}` : `${site.baseUrl}/${lang}/stats/${lottery}`;
}

export function attributionNote(site: Site, lang: Lang): string {
  return format(lang, 'attribution.note', { source: site.name });
}
