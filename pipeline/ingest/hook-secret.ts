/**
 * BUILD_HOOK_URL is a secret as a whole: anyone holding any of it can start builds, and the part
 * that identifies the hook is not always the last path segment (a trailing `/`, a query, a
 * fragment, user info). Issue 15.7: no part of it is ever logged or answered. What the scheduled
 * function says about the hook names the variable instead, and every text it shows is scrubbed of
 * the pieces of the URL first (an error from the network names the host, a body may echo the path).
 */
export const HOOK_LABEL = 'BUILD_HOOK_URL';
const HIDDEN = '(hidden)';
/** Pieces shorter than this are too common to hide ("/", "1", "x"), and cannot identify a hook. */
const MIN_PIECE = 3;

/** Every piece of the hook URL a text could repeat, longest first. */
function hookPieces(hook: string): string[] {
  const pieces = new Set<string>([hook, hook.trim()]);
  try {
    const url = new URL(hook.trim());
    for (const p of [
      url.href,
      url.origin,
      url.host,
      url.hostname,
      url.port,
      url.username,
      url.password,
      url.pathname,
      url.search,
      url.hash,
    ])
      pieces.add(p);
    for (const segment of url.pathname.split('/')) pieces.add(segment);
    for (const [key, value] of url.searchParams) pieces.add(key).add(value);
    pieces.add(url.hash.slice(1));
    for (const p of [...pieces]) {
      try {
        pieces.add(decodeURIComponent(p));
      } catch {
        // not percent-encoded text
      }
    }
  } catch {
    // Not a URL: the whole text is the secret.
  }
  return [...pieces].filter((p) => p.length >= MIN_PIECE).sort((a, b) => b.length - a.length);
}

/** `text` with every piece of the hook URL replaced. */
export function scrubHook(text: string, hook: string | undefined): string {
  if (hook === undefined || hook === '') return text;
  let out = text;
  for (const piece of hookPieces(hook)) out = out.split(piece).join(HIDDEN);
  return out;
}
