import { describe, expect, test } from 'vitest';
import { scheduledResultAt } from '../draws/thai-time.ts';
import { lottery } from '../registry/index.ts';
import type { StoredDraw } from '../store/schema.ts';
import { syntheticDraw } from '../testing/synthetic.ts';
import { newestPublishedAt } from '../draws/draw-status.ts';
import { acceptDraw } from './accept-draw.ts';
import { reconcile } from './reconcile.ts';

/**
 * C9.2 and C4.5: a draw stored incomplete and completed by a prize seen long after its scheduled
 * time (a source down for a day, an operator adding the rest later) moves its newest publishedAt,
 * which the feeds' `updated` and the calendar's DTSTAMP follow.
 */
const def = lottery('thai-government');
const DATE = '2026-07-16';
const ANSWER = { source: 'manual' as const, url: 'npm run pipeline -- add-draw', official: true };
const full = syntheticDraw(def, DATE);
const FIRST_SEEN = '2026-07-16T07:41:00.000Z';

/** The draw as it was stored when only `slugs` were out, seen live at FIRST_SEEN. */
function partial(slugs: readonly string[]): StoredDraw {
  const prizes = Object.fromEntries(
    Object.entries(full.prizes)
      .filter(([slug]) => slugs.includes(slug))
      .map(([slug, p]) => [slug, { ...p, publishedAt: FIRST_SEEN, approximate: false }]),
  );
  return { ...full, prizes, sources: [{ source: 'manual', ref: 'test', prizes: [...slugs] as never }] };
}

/** The rest of the draw as a source gives it, without publication times, accepted at `seenAt`. */
function rest(stored: StoredDraw, seenAt: Date, publishedAt?: string): StoredDraw {
  const prizes = Object.entries(full.prizes)
    .filter(([slug]) => stored.prizes[slug as keyof StoredDraw['prizes']] === undefined)
    .map(([slug, p]) => ({ slug, numbers: p.numbers, amount: p.amount ?? '', field: slug, ...(publishedAt ? { publishedAt } : {}) }));
  const accepted = acceptDraw(def, ANSWER, { date: DATE, ref: 'test', field: 'draw', prizes }, { seenAt });
  if (!accepted.draw) throw new Error(accepted.warnings.join('; '));
  return accepted.draw;
}

describe('a late prize completing a stored draw', () => {
  const stored = partial(['first-prize', 'last-two-digit']);

  test("more than 24 hours late: the time it is first seen, marked approximate, so the draw's newest publishedAt moves", () => {
    const seenAt = new Date('2026-07-18T02:00:00.000Z');
    const incoming = rest(stored, seenAt);
    // What the source path alone gives: the scheduled time, before the stored prizes' time.
    expect(incoming.prizes['third-prize']?.publishedAt).toBe(scheduledResultAt(def, DATE));
    const result = reconcile(def, [stored], [incoming], ANSWER, { today: '2026-07-18', seenAt });
    const merged = result.draws.find((d) => d.date === DATE) as StoredDraw;
    expect(Object.keys(merged.prizes).sort()).toEqual(Object.keys(full.prizes).sort());
    expect(merged.prizes['third-prize']).toMatchObject({ publishedAt: seenAt.toISOString(), approximate: true });
    expect(merged.prizes['first-prize']).toMatchObject({ publishedAt: FIRST_SEEN, approximate: false });
    expect(newestPublishedAt(merged)).toBe(seenAt.toISOString());
    // The same answer again writes nothing.
    expect(reconcile(def, result.draws, [incoming], ANSWER, { today: '2026-07-18', seenAt }).changed).toBe(false);
  });

  test('within 24 hours, or with a time the source gives, that time, as for any prize', () => {
    const soon = new Date('2026-07-16T09:00:00.000Z');
    const a = reconcile(def, [stored], [rest(stored, soon)], ANSWER, { today: DATE, seenAt: soon }).draws[0] as StoredDraw;
    expect(a.prizes['third-prize']).toMatchObject({ publishedAt: soon.toISOString(), approximate: false });
    const late = new Date('2026-07-20T02:00:00.000Z');
    const given = '2026-07-16T08:10:00.000Z';
    const b = reconcile(def, [stored], [rest(stored, late, given)], ANSWER, { today: '2026-07-20', seenAt: late }).draws[0] as StoredDraw;
    expect(b.prizes['third-prize']).toMatchObject({ publishedAt: given, approximate: false });
  });

  test('a draw stored by an earlier source of the same run is not one stored before: its late prizes keep the scheduled time', () => {
    const late = new Date('2026-07-20T02:00:00.000Z');
    const options = { today: '2026-07-20', seenAt: late, storedAtStart: [] };
    const first = reconcile(def, [], [rest(partial(Object.keys(full.prizes).filter((s) => s !== 'first-prize')), late)], ANSWER, options);
    const second = reconcile(def, first.draws, [rest(first.draws[0] as StoredDraw, late)], ANSWER, options);
    const draw = second.draws[0] as StoredDraw;
    expect(Object.keys(draw.prizes).sort()).toEqual(Object.keys(full.prizes).sort());
    for (const prize of Object.values(draw.prizes))
      expect(prize).toMatchObject({ publishedAt: scheduledResultAt(def, DATE), approximate: true });
  });

  test('a draw not stored before keeps the scheduled time for a late prize, as imported history does', () => {
    const late = new Date('2026-07-20T02:00:00.000Z');
    const incoming = rest(partial([]), late);
    const result = reconcile(def, [], [incoming], ANSWER, { today: '2026-07-20', seenAt: late });
    expect(result.draws[0]?.prizes['first-prize']).toMatchObject({ publishedAt: scheduledResultAt(def, DATE), approximate: true });
  });
});
