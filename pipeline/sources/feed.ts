import type { SourceContext } from '../errors/source-context.ts';
import type { LotteryDef } from '../registry/index.ts';
import { readFeed } from './feed-format.ts';
import { type HttpDeps, httpText, sourceFailures } from './http-client.ts';
import { parseJsonBody } from './json-body.ts';
import type { Source, SourceAnswer } from './types.ts';

export interface FeedOptions {
  readonly url: string;
  /** data/sources.json `official`: the feed relays the issuer, so moved draw dates are accepted with a warning. */
  readonly official: boolean;
  readonly http: HttpDeps;
}

/**
 * A feed in the documented format (docs/feed-format.md), one GET per run. Every draw it lists is
 * offered to the store, not only the dates asked for: the store only adds, so a feed that keeps
 * recent draws lets a missed run catch up.
 */
export function feedSource(options: FeedOptions): Source {
  return {
    id: 'feed',
    async fetch(lottery: LotteryDef, dates: readonly string[]): Promise<SourceAnswer> {
      const url = `GET ${options.url}`;
      const context: SourceContext = { source: 'feed', url, lottery: lottery.id, draw: dates.length === 1 ? (dates[0] ?? null) : null };
      const answer = await httpText({ method: 'GET', url: options.url }, options.http, sourceFailures(context));
      const draws = readFeed(parseJsonBody(answer.text, answer.contentType, context), lottery.id, url, context).filter(
        (d) => d.prizes.length > 0,
      );
      const listed = new Set(draws.map((d) => d.date));
      const notes = dates.filter((d) => !listed.has(d)).map((d) => `${d}: the feed has nothing for this draw yet`);
      return { source: 'feed', lottery: lottery.id, url, official: options.official, draws, notes };
    },
  };
}
