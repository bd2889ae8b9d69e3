import { z } from 'zod';
import type { SourceContext } from '../errors/source-context.ts';
import { SourceShapeError } from '../errors/source-shape-error.ts';
import type { LotteryId } from '../registry/index.ts';
import { IsoDate, NumberText } from '../store/schema.ts';
import { fieldPath, shapeError } from './json-body.ts';
import type { SourceDraw } from './types.ts';

/**
 * The JSON feed any lottery can be pointed at (docs/feed-format.md is its specification; keep the
 * two in step). Versioned; strict: an unknown key is a changed shape, since a feed that grows a
 * field we do not read may mean something we would silently get wrong.
 */
export const FEED_FORMAT = 'lottery-results-feed';
export const FEED_VERSION = 1;

const FeedPrize = z.strictObject({
  /** A prize slug of the service (C4.1); checked against the registry after parsing. */
  slug: z.string().min(1),
  /** Digits as text, leading zeros kept; fewer than the prize's count means "still being drawn". */
  numbers: z.array(NumberText),
  /** ISO 8601 with a UTC offset or Z; normalized to UTC milliseconds. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});

const FeedDraw = z.strictObject({
  date: IsoDate,
  prizes: z.array(FeedPrize),
});

const Header = z.object({
  format: z.literal(FEED_FORMAT, { error: `expected "${FEED_FORMAT}"` }),
  version: z.number(),
});

const Feed = z.strictObject({
  format: z.literal(FEED_FORMAT),
  version: z.literal(FEED_VERSION),
  lottery: z.string(),
  draws: z.array(FeedDraw),
});

/** Reads a parsed feed document for `lottery`; every problem is a SourceShapeError naming the field. */
export function readFeed(raw: unknown, lottery: LotteryId, ref: string, context: SourceContext): SourceDraw[] {
  const header = Header.safeParse(raw);
  if (!header.success) throw shapeError(context, header.error);
  if (header.data.version !== FEED_VERSION) {
    throw new SourceShapeError(
      context,
      'version',
      `feed version ${header.data.version} is not supported; this service reads version ${FEED_VERSION}`,
    );
  }
  const feed = Feed.safeParse(raw);
  if (!feed.success) throw shapeError(context, feed.error);
  if (feed.data.lottery !== lottery) {
    throw new SourceShapeError(context, 'lottery', `the feed is for "${feed.data.lottery}", but data/sources.json points ${lottery} at it`);
  }
  const seen = new Map<string, number>();
  return feed.data.draws.map((draw, i) => {
    const other = seen.get(draw.date);
    if (other !== undefined) {
      throw new SourceShapeError(
        { ...context, draw: draw.date },
        fieldPath(['draws', i, 'date']),
        `the draw ${draw.date} is listed twice (also draws[${other}])`,
      );
    }
    seen.set(draw.date, i);
    return {
      date: draw.date,
      ref,
      field: `draws[${i}]`,
      prizes: draw.prizes.map((p, j) => ({
        slug: p.slug,
        numbers: p.numbers,
        ...(p.publishedAt !== undefined ? { publishedAt: new Date(p.publishedAt).toISOString() } : {}),
        field: `draws[${i}].prizes[${j}]`,
      })),
    };
  });
}
