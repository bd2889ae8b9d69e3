import { DEFAULT_LANG } from '../registry/index.ts';
import { FALLBACK_PREFIX } from '../contract/function-paths.ts';
import { API_FOLDERS, API_PARAMS, PAGE_PREFIX_LANGS, notFoundPageFile } from '../contract/not-found-pages.ts';

/** A rule of `_redirects` (the shape of netlify-rules.ts's Rule, which reads these). */
export interface NotFoundRule {
  readonly from: string;
  readonly query: Readonly<Record<string, string>>;
  readonly to: string;
  readonly status?: 404;
}

/**
 * The last rules of `_redirects` (issue 13 item 4), in place of a single catch-all to the JSON 404:
 * an unknown path under a folder the API owns, or asked with one of the API's parameters, goes to
 * the fallback's JSON 404 (C3.6), an unknown page path under `/{lang}/` gets that language's HTML
 * 404 page with status 404, and anything else the Thai one, as contract/not-found-pages.ts decides for the local server. None is forced: a
 * published file or page at the path is served first. The `/api/*` folder has its forced rule
 * before these (internalPathRules).
 */
export function notFoundRules(): NotFoundRule[] {
  return [
    ...API_FOLDERS.filter((folder) => folder !== '/api').map((folder) => ({
      from: `${folder}/*`,
      query: {},
      to: `${FALLBACK_PREFIX}/not-found`,
    })),
    // Any other path asked with a parameter of the API (a mistyped endpoint): the JSON 404 too. A
    // rule matches when the request has the parameter it names, whatever its value.
    ...API_PARAMS.map((name) => ({ from: '/*', query: { [name]: `:${name}` }, to: `${FALLBACK_PREFIX}/not-found` })),
    ...PAGE_PREFIX_LANGS.map((lang) => ({ from: `/${lang}/*`, query: {}, to: `/${notFoundPageFile(lang)}`, status: 404 as const })),
    { from: '/*', query: {}, to: `/${notFoundPageFile(DEFAULT_LANG)}`, status: 404 as const },
  ];
}
