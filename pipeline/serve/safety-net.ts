import { route } from '../answers/route.ts';
import { siteConfig } from '../config.ts';
import { ENDPOINTS } from '../contract/endpoints.ts';
import { type StaticRequest, globalStaticRequests, staticRequests } from '../contract/static-requests.ts';
import { isLotteryId, lottery } from '../registry/index.ts';

/**
 * The fallback function's safety net: a valid request that the CDN's rules did not match (they
 * match every valid one; netlify-rules.test.ts holds them to it) is answered with the published
 * file, asked of the CDN again under its canonical public address.
 *
 * Issue 15.10: the site asked is the configured one (SERVICE_URL or Netlify's URL, config.ts),
 * never the host the request names, which a client chooses. Issue 15.6: the file's own /api/ path
 * is not public, so the canonical `/results?lottery=..&limit=..&lang=..` form is asked instead,
 * which a literal rule serves; a header marks that request so that, should it reach the fallback
 * again, it fails rather than loops.
 */
export const SAFETY_NET_HEADER = 'x-lottery-safety-net';

/** The origin of the configured site: where the safety net asks for published files. */
export function configuredOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(siteConfig(env).baseUrl).origin;
}

/**
 * The public request whose answer is `file`, with every parameter written out (lottery, the
 * endpoint's own, lang: the static enumeration of the endpoint table); null if none maps back to it.
 */
export function canonicalTarget(file: string): string | null {
  let target: string | null = null;
  if (file.startsWith('api/')) {
    const request = staticRequestOf(file);
    if (request !== undefined) target = `${ENDPOINTS[request.endpoint].path}?${new URLSearchParams(request.query)}`;
  } else target = `/${file}`;
  if (target === null) return null;
  // Only a target that route() sends to this very file (no guess reaches the network).
  const url = new URL(target, 'http://local');
  const outcome = route(url.pathname, url.searchParams, () => true);
  return outcome.kind === 'file' && outcome.file === file ? target : null;
}

/** The static request answered by an /api/ file: among its lottery's (api/{lottery}/...), or the global ones. */
function staticRequestOf(file: string): StaticRequest | undefined {
  const id = /^api\/([^/]+)\//.exec(file)?.[1];
  const requests: readonly StaticRequest[] = id !== undefined && isLotteryId(id) ? staticRequests(lottery(id)) : globalStaticRequests();
  return requests.find((r) => r.file === file);
}

/** Fetches the published file through the configured site; throws (a 500) when it cannot. */
export async function fetchPublished(origin: string, file: string, incoming: Pick<Headers, 'get'>): Promise<string> {
  if (incoming.get(SAFETY_NET_HEADER) !== null)
    throw new Error(`the safety net's own request for ${file} reached the fallback: the rules miss it`);
  const target = canonicalTarget(file);
  if (target === null) throw new Error(`no public request maps to ${file}`);
  const answer = await fetch(new URL(target, origin), { headers: { [SAFETY_NET_HEADER]: '1' }, redirect: 'error' });
  if (!answer.ok) throw new Error(`published file /${file} answered ${answer.status}`);
  return answer.text();
}
