import { createHash } from 'node:crypto';
import type { Lang, PrizeSlug } from '../registry/index.ts';
import { downloadText } from '../registry/download-texts.ts';
import { joinList } from '../registry/messages.ts';
import { statusName } from '../draws/draw-status.ts';
import { displayName } from '../draws/localize.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';

/** One draw as the feeds and calendars write it: every published number, the status, the times. */
export interface DrawText {
  readonly date: string;
  readonly title: string;
  readonly status: 'complete' | 'announced';
  /** The status in a word or two (SPEC "States"), as the widget shows it: a feed's category label, a calendar's CATEGORIES. */
  readonly statusWord: string;
  /** The status in words, with the awaited prizes when the draw is not complete. */
  readonly statusText: string;
  readonly pending: ReadonlyArray<{ readonly slug: PrizeSlug; readonly name: string }>;
  readonly prizes: ReadonlyArray<{ readonly slug: PrizeSlug; readonly name: string; readonly numbers: readonly string[] }>;
  /** When the first prize of the draw was published (as stored, C4.5). */
  readonly firstPublishedAt: string;
  /** When the newest prize was published: the completion time once the draw is complete (C4.5). */
  readonly publishedAt: string;
  /**
   * When the draw last changed: its `publishedAt`, or the time of its last correction when that is
   * later (data/corrections.json). A feed's `updated` and a calendar's DTSTAMP, so a subscriber who
   * saw a value that was then corrected sees the entry change.
   */
  readonly updatedAt: string;
  /** How often its stored values were corrected (each raises its calendar event's SEQUENCE). */
  readonly corrections: number;
}

/** The view's draw at `index` (newest first) in `lang`. */
export function drawText(view: LotteryView, index: number, lang: Lang): DrawText {
  const draw = view.draws[index] as StoredDraw;
  const status = view.status(index);
  const pending = status.pending.map((p) => ({ slug: p.slug, name: p.names[lang] }));
  const state = downloadText(lang, status.complete ? 'status.complete' : 'status.announced');
  const awaited =
    pending.length > 0
      ? ` (${downloadText(lang, 'draw.pending', {
          prizes: joinList(
            lang,
            pending.map((p) => p.name),
          ),
        })})`
      : '';
  let first = status.publishedAt;
  for (const p of Object.values(draw.prizes)) if (p.publishedAt < first) first = p.publishedAt;
  const revision = view.revision(draw.date);
  return {
    date: draw.date,
    title: downloadText(lang, 'draw.title', { lottery: view.def.names[lang], date: displayName(draw.date, lang) }),
    status: statusName(status),
    statusWord: state,
    statusText: `${state}${awaited}`,
    pending,
    prizes: status.announced.map(({ def, stored }) => ({ slug: def.slug, name: def.names[lang], numbers: stored.numbers })),
    firstPublishedAt: first,
    publishedAt: status.publishedAt,
    updatedAt: revision && revision.lastAt > status.publishedAt ? revision.lastAt : status.publishedAt,
    corrections: revision?.count ?? 0,
  };
}

/** The draw as plain text: the status line, then one line per prize. */
export function drawPlainText(text: DrawText): string {
  return [text.statusText, ...text.prizes.map((p) => `${p.name}: ${p.numbers.join(' ')}`)].join('\n');
}

/**
 * A name-based UUID (RFC 9562 version 5) as a URN: ids of feeds, entries and events that depend
 * on nothing but their name, so they never change (not even with the site's address).
 */
export function stableUrn(name: string): string {
  const hash = createHash('sha1').update(ID_NAMESPACE).update(name, 'utf8').digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The namespace of `stableUrn` (a fixed random UUID, as bytes); changing it changes every id. */
const ID_NAMESPACE = Buffer.from('5d0f3c9a1e7b4f2a8c6d0b9e4a3f7c21', 'hex');
