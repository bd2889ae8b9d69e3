import type { Lang } from '../registry/index.ts';
import { downloadText } from '../registry/download-texts.ts';
import { movedDrawDays } from '../draws/moved-draws.ts';
import { displayName } from '../draws/localize.ts';
import type { LotteryView } from '../draws/lottery-view.ts';
import { THAI_UTC_OFFSET_MINUTES, addDays, isScheduledDrawDate, scheduledResultAt, thaiTime } from '../draws/thai-time.ts';
import type { StoredDraw } from '../contract/schemas/stored-draw.ts';
import { drawPlainText, drawText, stableUrn } from './draw-text.ts';

/** C9.2: the scheduled draws of the next 60 days after the newest stored draw. */
export const CALENDAR_DAYS_AHEAD = 60;
/** C9.2: the last 20 draws, with their results. */
export const CALENDAR_PAST_DRAWS = 20;
/** How long an event lasts from the result time: long enough to show as a block in a day view. */
const EVENT_MINUTES = 30;
/** SPEC: Thai time, UTC+7 all year (no daylight saving), so one STANDARD rule describes it. */
export const CALENDAR_TZID = 'Asia/Bangkok';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:ICT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarLinks {
  /** The lottery's page, which each event links. */
  readonly page: string;
  readonly siteName: string;
}

/**
 * The lottery's calendar (RFC 5545) in `lang`: the last 20 stored draws, each at its result time
 * with its numbers and status in the description, then one event per scheduled draw in the 60 days
 * after the newest stored one (the schedule is the registry's, through `isScheduledDrawDate` and
 * `scheduledResultAt`, so schedule eras apply). A draw's event keeps the UID of its scheduled event
 * (same lottery, date, language) with a higher SEQUENCE, so a subscribed calendar updates the event
 * in place when the result arrives, again when the draw completes and again at each correction of
 * its values. DTSTAMP is the stored publication time, or the last correction's: the same data gives
 * the same bytes. The view must hold at least one draw.
 */
export function calendarIcs(view: LotteryView, lang: Lang, links: CalendarLinks): string {
  const { def } = view;
  const newest = view.newest;
  if (!newest) throw new RangeError(`${def.id} has no stored draw to anchor its calendar`);
  const lottery = def.names[lang];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(links.siteName)}//Lottery results ${def.id}//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${text(downloadText(lang, 'calendar.name', { lottery }))}`,
    `X-WR-CALNAME:${text(downloadText(lang, 'calendar.name', { lottery }))}`,
    `X-WR-TIMEZONE:${CALENDAR_TZID}`,
    // An hour: a result reaches the feeds and the API within the CDN's 300 s (C9.2); a calendar is
    // for the draw days, and its clients poll far less often than that anyway.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
  ];
  const past = Math.min(CALENDAR_PAST_DRAWS, view.draws.length);
  for (let i = past - 1; i >= 0; i -= 1) {
    const draw = view.draws[i] as StoredDraw;
    const t = drawText(view, i, lang);
    lines.push(
      ...event({
        uid: eventUid(view, draw.date, lang),
        // Each correction of the draw's values revises its event again (RFC 5545 3.8.7.4).
        sequence: (t.status === 'complete' ? 2 : 1) + t.corrections,
        stamp: t.updatedAt,
        start: scheduledResultAt(def, draw.drawnOn ?? draw.date),
        summary: t.title,
        description: `${drawPlainText(t)}\n${links.page}`,
        url: links.page,
        categories: t.statusWord,
      }),
    );
  }
  const stamp = view.status(0).publishedAt;
  for (const date of upcomingDates(view)) {
    const start = scheduledResultAt(def, date);
    lines.push(
      ...event({
        uid: eventUid(view, date, lang),
        sequence: 0,
        stamp,
        start,
        summary: downloadText(lang, 'calendar.upcoming', { lottery, date: displayName(date, lang) }),
        // Where no result time is stated, the event's is an estimate and says so.
        description: downloadText(
          lang,
          def.resultTimeStated ? 'calendar.upcoming-description' : 'calendar.upcoming-description-estimated',
          {
            time: thaiTime(new Date(start)),
            url: links.page,
          },
        ),
        url: links.page,
        categories: downloadText(lang, 'calendar.scheduled'),
      }),
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The scheduled draw dates in the 60 days after the newest stored draw, but those data/no-draw.json
 * records as having no draw. A GLO draw moved away from
 * its date (DOMAIN 1.6: stored a few days before or after it) stands for the scheduled date it
 * replaced, which is therefore not listed again.
 */
export function upcomingDates(view: LotteryView): string[] {
  const { def } = view;
  const newest = view.newest;
  if (!newest) return [];
  const { before } = movedDrawDays(def);
  const moved = before > 0 && !isScheduledDrawDate(def, newest.date);
  const dates: string[] = [];
  for (let k = 1; k <= CALENDAR_DAYS_AHEAD; k += 1) {
    const date = addDays(newest.date, k);
    if (!isScheduledDrawDate(def, date) || view.noDraw.includes(date)) continue;
    if (moved && dates.length === 0 && k <= before) continue;
    dates.push(date);
  }
  return dates;
}

const eventUid = (view: LotteryView, date: string, lang: Lang): string =>
  `${stableUrn(`calendar/${view.def.id}/${date}/${lang}`).slice('urn:uuid:'.length)}@lottery-results`;

interface EventFields {
  readonly uid: string;
  readonly sequence: number;
  /** ISO instants. */
  readonly stamp: string;
  readonly start: string;
  readonly summary: string;
  readonly description: string;
  readonly url: string;
  readonly categories: string;
}

function event(e: EventFields): string[] {
  const end = new Date(Date.parse(e.start) + EVENT_MINUTES * 60_000).toISOString();
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${CALENDAR_TZID}:${localStamp(e.start)}`,
    `DTEND;TZID=${CALENDAR_TZID}:${localStamp(end)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `URL:${e.url}`,
    `CATEGORIES:${text(e.categories)}`,
    'STATUS:CONFIRMED',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** RFC 5545 3.3.5 form 2, UTC: 20260116T073000Z. */
function utcStamp(iso: string): string {
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** RFC 5545 3.3.5 form 3, the Thai wall-clock time of an instant: 20260116T143000. */
function localStamp(iso: string): string {
  // thaiDate and thaiTime of the instant, from one shifted ISO text (YYYY-MM-DDTHH:MM...).
  const thai = new Date(Date.parse(iso) + THAI_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${thai.slice(0, 4)}${thai.slice(5, 7)}${thai.slice(8, 10)}T${thai.slice(11, 13)}${thai.slice(14, 16)}00`;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines of at most 75 octets, continued with CRLF and a space, never inside a UTF-8 character. */
export function fold(line: string): string {
  // A UTF-16 unit is at most 3 octets in UTF-8 (a surrogate pair, 2 units, is 4).
  if (line.length <= 25 || Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let bytes = 0;
  // By UTF-16 unit, cutting with slices: a description lists up to a hundred numbers (issue 14).
  for (let at = 0; at < line.length; ) {
    const unit = line.charCodeAt(at);
    // A high surrogate and the low one after it are one character of 4 octets.
    const pair = unit >= 0xd800 && unit <= 0xdbff && at + 1 < line.length && isLowSurrogate(line.charCodeAt(at + 1));
    const size = pair ? 4 : unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(line.slice(start, at));
      start = at;
      bytes = 0;
    }
    bytes += size;
    at += pair ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;
