import { type LotteryDef, type LotteryId, LOTTERIES, liveSourcesOf } from '../registry/index.ts';
import type { LiveEndpoints } from '../ingest/sources-for.ts';
import type { Reply, SeenRequest } from './ingest-kit.ts';
import { allhuayPage, allhuayValues, hanoiBrandBody, laoBrandBody, xsktPage } from './source-bodies.ts';

/*
 * Test support, not a test file: one loopback server standing in for every live source of
 * registry/live-sources.ts (brand APIs under /brand/<host><path>, allhuay under /allhuay, xskt
 * under /xskt), answering in the recorded shapes (pipeline/testing/source-bodies.ts) with numbers
 * made up per lottery and date, the same from every source unless a test overrides a route.
 */

/** The numbers of one stand-in draw: the headline (width per family) and, for Hanoi, G1. */
export interface StandinDraw {
  readonly date: string;
  readonly headline: string;
  readonly g1: string;
}

/** Deterministic made-up numbers for a lottery's draw. */
export function standinDraw(def: LotteryDef, date: string): StandinDraw {
  let h = 2166136261;
  for (const c of `${def.id}:${date}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const width = def.id === 'gsb-lottery' ? 7 : def.id === 'lao-lottery' ? 4 : 5;
  const headline = String(h % 10 ** width).padStart(width, '0');
  const g1 = String(Math.imul(h, 2654435761) >>> 0)
    .slice(-5)
    .padStart(5, '0');
  return { date, headline, g1 };
}

/** Where the stand-in's routes are, for SourceDeps.live. */
export function standinEndpoints(base: string): LiveEndpoints {
  return { brandBase: `${base}/brand`, allhuayBase: `${base}/allhuay`, xsktBase: `${base}/xskt` };
}

/** 3 ตัวบน, 2 ตัวบน, 2 ตัวล่าง as allhuay shows them for a stand-in draw (DOMAIN 4.1-4.3). */
export function standinThree(def: LotteryDef, d: StandinDraw): [string, string, string] {
  const bottom = def.family === 'hanoi' ? d.g1.slice(-2) : d.headline.slice(0, 2);
  return [d.headline.slice(-3), d.headline.slice(-2), bottom];
}

/**
 * The reply function of a testServer: `draw(id)` is the draw each lottery's sources show (null:
 * the route answers 404); `override` may replace any route's answer (a 403, HTML, another number).
 */
export function liveStandin(
  draw: (def: LotteryDef) => StandinDraw | null,
  override: (req: SeenRequest, id: LotteryId | null) => Reply | undefined = () => undefined,
): (req: SeenRequest) => Reply {
  const routes = new Map<string, { def: LotteryDef; kind: string }>();
  for (const def of LOTTERIES) {
    for (const ref of liveSourcesOf(def.id)) {
      if (ref.source === 'allhuay') routes.set(`/allhuay/lotto/${ref.slug}`, { def, kind: 'allhuay' });
      else if (ref.source === 'xskt') routes.set(`/xskt${ref.path}`, { def, kind: 'xskt' });
      else {
        const u = new URL(ref.url);
        routes.set(`/brand/${u.host}${u.pathname}`, { def, kind: ref.source });
      }
    }
  }
  return (req) => {
    const route = routes.get(req.url);
    const overridden = override(req, route?.def.id ?? null);
    if (overridden !== undefined) return overridden;
    const d = route ? draw(route.def) : null;
    if (!route || !d) return { status: 404, contentType: 'text/plain', body: 'not found' };
    const { def } = route;
    switch (route.kind) {
      case 'lao-brand-api':
        return { body: laoBrandBody({ date: d.date, digit5: d.headline, show: def.resultTime }) };
      case 'hanoi-brand-api':
        return { body: hanoiBrandBody({ date: d.date, prize1st: d.headline, prize2nd: d.g1, show: def.resultTime }) };
      case 'xskt':
        return { contentType: 'text/html; charset=UTF-8', body: xsktPage([{ date: d.date, special: d.headline, g1: d.g1 }]) };
      default: {
        const slug = req.url.slice('/allhuay/lotto/'.length);
        const [three, two, bottom] = standinThree(def, d);
        return {
          contentType: 'text/html; charset=utf-8',
          body: allhuayPage({ slug, name: def.names.th, hero: { date: d.date, values: allhuayValues(three, two, bottom) }, history: [] }),
        };
      }
    }
  };
}
