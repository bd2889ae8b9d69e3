import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang, type LotteryId, lottery } from '../registry/index.ts';
import { downloadText } from '../registry/download-texts.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { addDays, isScheduledDrawDate, scheduledResultAt } from '../draws/thai-time.ts';
import type { StoredDraw } from '../store/schema.ts';
import { syntheticDraw, syntheticDraws } from '../testing/synthetic.ts';
import { CALENDAR_DAYS_AHEAD, CALENDAR_PAST_DRAWS, type CalendarLinks, calendarIcs, fold, upcomingDates } from './calendar.ts';

const LINKS: CalendarLinks = { page: 'https://lotto.example/lottery/x/', siteName: 'Test, Lotto; Inc' };
const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());

interface Event {
  uid: string;
  sequence: number;
  start: number;
  tzid: string | null;
  summary: string;
  description: string;
  categories: string;
}

/** Parses with ical.js (its time zone registered from the file itself) and reads every event. */
function parseCalendar(ics: string): { calendar: ICAL.Component; events: Event[] } {
  expect(ics.endsWith('\r\n')).toBe(true);
  // RFC 5545 3.1: no line longer than 75 octets, every line ends with CRLF.
  for (const line of ics.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('Asia/Bangkok');
  const zone = new ICAL.Timezone(vtimezone as ICAL.Component);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const start = event.startDate;
    expect(start.zone?.tzid).toBe('Asia/Bangkok');
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: start.toUnixTime() * 1000,
      tzid: zone.tzid,
      summary: event.summary,
      description: event.description,
      categories: String(component.getFirstPropertyValue('categories')),
    };
  });
  return { calendar, events };
}

const GLO = syntheticDraws(lottery('thai-government'), '2024-01-01', '2024-12-16');
const scheduledWord = (lang: Lang): string => downloadText(lang, 'calendar.scheduled');

describe('calendar', () => {
  test.each(LANGS)('parses with ical.js: the last 20 draws with their results, then the next 60 days (%s)', (lang) => {
    const { calendar, events } = parseCalendar(calendarIcs(view('thai-government', GLO), lang, LINKS));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Bangkok');
    const past = events.filter((e) => e.categories !== scheduledWord(lang));
    expect(past).toHaveLength(CALENDAR_PAST_DRAWS);
    // Categories are words of the calendar's language (RFC 5545 3.8.1.2: a TEXT a calendar shows).
    expect(new Set(past.map((e) => e.categories))).toEqual(new Set([downloadText(lang, 'status.complete')]));
    const last20 = GLO.slice(-CALENDAR_PAST_DRAWS);
    past.forEach((e, i) => {
      const draw = last20[i] as StoredDraw;
      expect(new Date(e.start).toISOString()).toBe(scheduledResultAt(lottery('thai-government'), draw.date));
      for (const p of Object.values(draw.prizes)) for (const n of p.numbers) expect(e.description).toContain(n);
    });
    const upcoming = events.filter((e) => e.categories === scheduledWord(lang)).map((e) => new Date(e.start).toISOString());
    // 2024-12-16 is the newest: 2025-01-01, 2025-01-16, 2025-02-01 and 2025-02-14's day 16 is past 60 days.
    expect(upcoming).toEqual(['2025-01-01', '2025-01-16', '2025-02-01'].map((d) => scheduledResultAt(lottery('thai-government'), d)));
  });

  test('puts events at the result time in Thai time: 14:30 for thai-government, 18:30 for hanoi-normal', () => {
    const hanoi = syntheticDraws(lottery('hanoi-normal'), '2024-01-01', '2024-01-25');
    const ics = calendarIcs(view('hanoi-normal', hanoi), 'en', LINKS);
    expect(ics).toContain('DTSTART;TZID=Asia/Bangkok:20240125T183000');
    const { events } = parseCalendar(ics);
    expect(new Date(events[0]?.start ?? 0).toISOString()).toBe('2024-01-06T11:30:00.000Z');
    expect(events.filter((e) => e.categories === scheduledWord('en'))).toHaveLength(CALENDAR_DAYS_AHEAD);
    expect(calendarIcs(view('thai-government', GLO), 'th', LINKS)).toContain('DTSTART;TZID=Asia/Bangkok:20241216T143000');
  });

  test('says the time of an upcoming draw is an estimate where no result time is stated (SPEC: gsb-lottery), and scheduled elsewhere', () => {
    const gsb = syntheticDraws(lottery('gsb-lottery'), '2024-01-01', '2024-06-16');
    for (const lang of LANGS) {
      const { events } = parseCalendar(calendarIcs(view('gsb-lottery', gsb), lang, LINKS));
      const upcoming = events.filter((e) => e.categories === scheduledWord(lang));
      expect(upcoming.length).toBeGreaterThan(0);
      for (const e of upcoming) {
        expect(e.description).toBe(downloadText(lang, 'calendar.upcoming-description-estimated', { time: '14:00', url: LINKS.page }));
      }
      const glo = parseCalendar(calendarIcs(view('thai-government', GLO), lang, LINKS)).events.filter(
        (e) => e.categories === scheduledWord(lang),
      );
      for (const e of glo)
        expect(e.description).toBe(downloadText(lang, 'calendar.upcoming-description', { time: '14:30', url: LINKS.page }));
    }
  });

  test("lists exactly the schedule's dates of the 60 days after the newest draw", () => {
    for (const id of ['lao-lottery', 'thai-government', 'hanoi-normal'] as const) {
      const def = lottery(id);
      const draws = syntheticDraws(def, '2024-01-01', '2024-03-01');
      const newest = (draws.at(-1) as StoredDraw).date;
      const expected = Array.from({ length: CALENDAR_DAYS_AHEAD }, (_, k) => addDays(newest, k + 1)).filter((d) =>
        isScheduledDrawDate(def, d),
      );
      expect(upcomingDates(view(id, draws))).toEqual(expected);
    }
  });

  test('does not list again the scheduled date a moved GLO draw stood for', () => {
    const def = lottery('thai-government');
    // The 2025-01-01 draw held on 2024-12-30 (DOMAIN 1.6).
    const moved = [...syntheticDraws(def, '2024-11-01', '2024-12-16'), syntheticDraw(def, '2024-12-30')];
    expect(upcomingDates(view('thai-government', moved))[0]).toBe('2025-01-16');
    const { events } = parseCalendar(calendarIcs(view('thai-government', moved), 'en', LINKS));
    const starts = events.filter((e) => e.categories === scheduledWord('en')).map((e) => new Date(e.start).toISOString());
    expect(starts).not.toContain(scheduledResultAt(def, '2025-01-01'));
    expect(starts[0]).toBe(scheduledResultAt(def, '2025-01-16'));
  });

  test("keeps an event's UID from scheduled to drawn, with a higher SEQUENCE", () => {
    const def = lottery('thai-government');
    const before = parseCalendar(calendarIcs(view('thai-government', GLO), 'en', LINKS)).events;
    const scheduled = before.find((e) => e.categories === scheduledWord('en'));
    const after = parseCalendar(calendarIcs(view('thai-government', [...GLO, syntheticDraw(def, '2025-01-01')]), 'en', LINKS)).events;
    const drawn = after.find((e) => e.uid === scheduled?.uid);
    expect(drawn?.categories).toBe(downloadText('en', 'status.complete'));
    expect(drawn?.sequence).toBeGreaterThan(scheduled?.sequence ?? 0);
    expect(drawn?.start).toBe(scheduled?.start);
  });

  test("revises a corrected draw's event: SEQUENCE one higher per correction, DTSTAMP the last one's time", () => {
    const corrected = GLO.at(-2) as StoredDraw;
    const at = '2024-12-20T03:00:00.000Z';
    const plain = calendarIcs(view('thai-government', GLO), 'en', LINKS);
    // Two runs of `correct`: the first changed two prizes (two log entries, one time), the second one.
    const revisedView = new LotteryView(
      lottery('thai-government'),
      [...GLO].reverse(),
      [],
      [
        { date: corrected.date, at: '2024-12-19T03:00:00.000Z' },
        { date: corrected.date, at: '2024-12-19T03:00:00.000Z' },
        { date: corrected.date, at },
      ],
    );
    const revised = calendarIcs(revisedView, 'en', LINKS);
    const uidOf = (ics: string) =>
      parseCalendar(ics).events.find((e) => e.start === Date.parse(scheduledResultAt(lottery('thai-government'), corrected.date)));
    const [before, after] = [uidOf(plain), uidOf(revised)];
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBe((before?.sequence ?? 0) + 2);
    const stamp = (ics: string, uid: string) => new RegExp(`UID:${uid}\r\nSEQUENCE:\\d+\r\nDTSTAMP:(\\w+)`).exec(ics)?.[1];
    expect(stamp(revised, after?.uid ?? '')).toBe('20241220T030000Z');
    // Nothing else changed.
    const others = (ics: string) => parseCalendar(ics).events.filter((e) => e.uid !== before?.uid);
    expect(others(revised)).toEqual(others(plain));
  });

  test('escapes text and is the same bytes for the same draws', () => {
    const ics = calendarIcs(view('thai-government', GLO), 'en', LINKS);
    expect(ics).toContain('PRODID:-//Test\\, Lotto\\; Inc//');
    expect(ics).toBe(calendarIcs(view('thai-government', GLO), 'en', LINKS));
  });
});

describe('fold (RFC 5545 3.1)', () => {
  test('cuts greedily at 75 octets, then 74 after the leading space, never inside a character, and loses nothing', () => {
    // Digits and spaces (the numbers), Thai and Burmese (3 octets), Lao, accented Vietnamese (2), emoji (4), lone surrogates.
    const unit = fc.constantFrom('1', ' ', ',', 'ก', 'ເ', 'မ', 'ế', 'é', '😀', '\ud800', '\udc00');
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 400, size: 'max' }).map((units) => units.join('')),
        (line) => {
          const parts = fold(line).split('\r\n ');
          expect(parts.join('')).toBe(line);
          parts.forEach((part, k) => {
            const limit = k === 0 ? 75 : 74;
            expect(Buffer.byteLength(part)).toBeLessThanOrEqual(limit);
            // Never a pair split across two lines.
            expect(/[\ud800-\udbff]$/.test(part) && /^[\udc00-\udfff]/.test(parts[k + 1] ?? '')).toBe(false);
            // Greedy: the next character would not have fitted.
            const next = parts[k + 1];
            if (next !== undefined) {
              const first = String.fromCodePoint(next.codePointAt(0) as number);
              expect(Buffer.byteLength(part + first)).toBeGreaterThan(limit);
            }
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
