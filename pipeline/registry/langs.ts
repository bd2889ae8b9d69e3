/**
 * The five languages of the service (SPEC "Language parameter"). Thai is the default and the
 * language of every error whose own `lang` was invalid (C2.2).
 */
export const LANGS = ['th', 'en', 'lo', 'my', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'th';

/** A text in every language; a missing key is a type error, and a test checks emptiness (C4.7). */
export type Localized = Readonly<Record<Lang, string>>;

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}
