import type { Lang, LotteryDef } from '../registry/index.ts';
import type { NumberList } from '../contract/param-specs.ts';
import type { CheckManyResponse, ErrorResponse } from '../contract/schemas/index.ts';
import type { Answer, Plain } from './answer.ts';
import { type Site, siteUrl } from './attribution.ts';
import { type CheckedDraw, drawFacts, matchJson, numberMatches, totalCents } from './check.ts';
import { noDataAnswer } from './no-data.ts';

/**
 * GET /check-many (C9.4): each number of the list checked once against one draw (the latest, or
 * the one `date` names) by the rules of C5, in the order first given; the draw's facts (status,
 * notice) once for all. `repeated` lists the numbers given more than once.
 */
export function checkManyAnswer(
  def: LotteryDef,
  draw: CheckedDraw | null,
  params: { readonly lang: Lang; readonly numbers: NumberList },
  site: Site,
): Answer<Plain<CheckManyResponse> | ErrorResponse> {
  const { lang, numbers } = params;
  if (!draw) return noDataAnswer(def, lang);
  const facts = drawFacts(def, draw, lang);
  let cents = 0;
  const results = numbers.unique.map((number) => {
    const matches = numberMatches(def, facts, number);
    const own = totalCents(matches);
    cents += own;
    return {
      number,
      isWinner: matches.length > 0,
      matches: matches.map((m) => matchJson(m, lang)),
      totalAmount: own / 100,
    };
  });
  return {
    status: 200,
    body: {
      success: true,
      data: {
        drawDate: draw.draw.date,
        displayName: draw.displayName[lang],
        complete: facts.status.complete,
        pendingPrizes: facts.pendingPrizes,
        notice: facts.notice,
        results,
        totalAmount: cents / 100,
        repeated: numbers.repeated,
      },
      disclaimer: facts.disclaimer,
      attribution: { source: site.name, url: siteUrl(site) },
    },
  };
}
