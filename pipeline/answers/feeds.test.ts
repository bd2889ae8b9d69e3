import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang, type LotteryId, type PrizeSlug, lottery } from '../registry/index.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { downloadText } from '../registry/download-texts.ts';
import type { StoredDraw } from '../store/schema.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { FEED_ENTRIES, type FeedLinks, atomFeed, jsonFeed } from './feeds.ts';

const LINKS: FeedLinks = {
  page: 'https://lotto.example/lottery/thai-government/',
  atom: 'https://lotto.example/feeds/thai-government.atom',
  json: 'https://lotto.example/feeds/thai-government.json',
  siteName: 'Test & Lotto',
  siteUrl: 'https://lotto.example/',
};

const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** thai-government's draws of 2024 to date: 24 draws, more than a feed holds. */
const GLO = syntheticDraws(lottery('thai-government'), '2024-01-01', '2024-12-16');

/** The newest draw with only its first prize, published an hour after its scheduled time. */
function withPartialNewest(draws: readonly StoredDraw[]): StoredDraw[] {
  const last = draws.at(-1) as StoredDraw;
  const first = last.prizes['first-prize'];
  if (!first) throw new Error('test draw lacks a first prize');
  const partial: StoredDraw = {
    ...last,
    prizes: { 'first-prize': first },
    sources: [{ source: 'glo-api', ref: 'test', prizes: ['first-prize'] satisfies PrizeSlug[] }],
  };
  return [...draws.slice(0, -1), partial];
}

/** The newest draw completed later: every prize, the last ones published at `at`. */
function completedAt(draws: readonly StoredDraw[], at: string): StoredDraw[] {
  const last = draws.at(-1) as StoredDraw;
  const prizes = Object.fromEntries(
    Object.entries(last.prizes).map(([slug, p]) => [slug, slug === 'first-prize' ? p : { ...p, publishedAt: at }]),
  ) as StoredDraw['prizes'];
  return [...draws.slice(0, -1), { ...last, prizes }];
}

interface AtomEntry {
  id: string;
  title: { '#text': string } | string;
  updated: string;
  published: string;
  content: string | { '#text': string };
  link: unknown;
  category: { '@_term': string; '@_label': string };
}

/** Parses an Atom document with a real XML parser and checks RFC 4287's required elements. */
function parseAtom(xml: string): { feed: Record<string, unknown>; entries: AtomEntry[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' }).parse(xml) as {
    feed: Record<string, unknown> & { entry?: AtomEntry[] };
  };
  const { feed } = doc;
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  // RFC 4287 4.1.1: atom:feed has exactly one id, title and updated, and an author (no entry has one).
  for (const name of ['id', 'title', 'updated', 'author']) expect(feed[name], name).toBeDefined();
  expect(String(feed['updated'])).toMatch(RFC3339);
  const links = feed['link'] as Array<Record<string, string>>;
  expect(links.some((l) => l['@_rel'] === 'self')).toBe(true);
  const entries = feed.entry ?? [];
  for (const e of entries) {
    // 4.1.2: each entry has an id (an IRI), a title and updated; content or an alternate link.
    expect(e.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(e.title).toBeDefined();
    expect(e.updated).toMatch(RFC3339);
    expect(e.published).toMatch(RFC3339);
    expect(e.content).toBeDefined();
  }
  return { feed, entries };
}

const text = (v: string | { '#text': string }): string => (typeof v === 'string' ? v : v['#text']);

interface JsonFeedDoc {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  language: string;
  authors: Array<{ name: string; url: string }>;
  items: Array<{
    id: string;
    url: string;
    title: string;
    content_html: string;
    content_text: string;
    date_published: string;
    date_modified: string;
    tags: string[];
    _draw: { lottery: string; drawDate: string; status: string; publishedAt: string; prizes: Array<{ slug: string; numbers: string[] }> };
  }>;
}

/** JSON Feed 1.1's required fields and types (jsonfeed.org/version/1.1). */
function parseJsonFeed(body: string): JsonFeedDoc {
  const doc = JSON.parse(body) as JsonFeedDoc;
  expect(doc.version).toBe('https://jsonfeed.org/version/1.1');
  expect(typeof doc.title).toBe('string');
  expect(Array.isArray(doc.items)).toBe(true);
  expect(doc.authors.every((a) => typeof a.name === 'string')).toBe(true);
  for (const item of doc.items) {
    expect(typeof item.id).toBe('string');
    expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(true);
    expect(item.date_published).toMatch(RFC3339);
    expect(item.date_modified).toMatch(RFC3339);
    // Extension keys start with an underscore (1.1 "Extensions").
    for (const key of Object.keys(item))
      expect(
        ['id', 'url', 'title', 'content_html', 'content_text', 'date_published', 'date_modified', 'tags'].includes(key) ||
          key.startsWith('_'),
      ).toBe(true);
  }
  return doc;
}

describe('Atom feed', () => {
  test.each(LANGS)('is valid Atom 1.0 with the 20 newest draws, newest first (%s)', (lang) => {
    const { feed, entries } = parseAtom(atomFeed(view('thai-government', GLO), lang, LINKS));
    expect(entries).toHaveLength(FEED_ENTRIES);
    const newest = GLO.slice(-FEED_ENTRIES).reverse();
    entries.forEach((e, i) => {
      const draw = newest[i] as StoredDraw;
      const content = text(e.content);
      for (const p of Object.values(draw.prizes)) for (const n of p.numbers) expect(content).toContain(n);
    });
    expect(feed['updated']).toBe(entries[0]?.updated);
    // RFC 4287 2: the feed says its language; a category's label is in it, its term stays the status.
    expect(feed['@_xml:lang']).toBe(lang);
    expect(entries[0]?.category).toMatchObject({ '@_term': 'complete', '@_label': downloadText(lang, 'status.complete') });
  });

  test('holds every draw when fewer than 20 are stored', () => {
    const few = syntheticDraws(lottery('lao-patuxay'), '2024-01-01', '2024-01-05');
    expect(parseAtom(atomFeed(view('lao-patuxay', few), 'en', LINKS)).entries).toHaveLength(few.length);
  });

  test('escapes the site name and keeps it readable', () => {
    const { feed } = parseAtom(atomFeed(view('thai-government', GLO), 'en', LINKS));
    expect((feed['author'] as { name: string }).name).toBe('Test & Lotto');
  });

  test("keeps entry ids when a draw is added, and moves an entry's updated when its draw completes", () => {
    const partial = withPartialNewest(GLO);
    const before = parseAtom(atomFeed(view('thai-government', partial), 'en', LINKS)).entries;
    expect(before[0]?.category['@_term']).toBe('announced');
    const later = '2024-12-16T09:05:00.000Z';
    const after = parseAtom(atomFeed(view('thai-government', completedAt(GLO, later)), 'en', LINKS)).entries;
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(after[0]?.category['@_term']).toBe('complete');
    expect(after[0]?.updated).toBe(later);
    expect(before[0]?.updated).not.toBe(later);
    expect(after[0]?.published).toBe(before[0]?.published);
    // A new draw shifts the window: the kept entries keep their ids.
    const next = syntheticDraws(lottery('thai-government'), '2024-01-01', '2025-01-01');
    const shifted = parseAtom(atomFeed(view('thai-government', next), 'en', LINKS)).entries;
    expect(shifted.slice(1).map((e) => e.id)).toEqual(after.slice(0, -1).map((e) => e.id));
  });

  test("moves a corrected draw's entry and the feed's updated to the correction's time, ids and published kept (RFC 4287 4.2.15)", () => {
    const corrected = GLO.at(-3) as StoredDraw;
    const at = '2024-12-20T03:00:00.000Z';
    const plain = view('thai-government', GLO);
    const revised = new LotteryView(
      lottery('thai-government'),
      [...GLO].reverse(),
      [],
      [
        { date: corrected.date, at: '2024-12-18T01:00:00.000Z' },
        { date: corrected.date, at },
      ],
    );
    const before = parseAtom(atomFeed(plain, 'en', LINKS));
    const after = parseAtom(atomFeed(revised, 'en', LINKS));
    expect(after.entries.map((e) => e.id)).toEqual(before.entries.map((e) => e.id));
    expect(after.entries[2]?.updated).toBe(at);
    expect(before.entries[2]?.updated).not.toBe(at);
    expect(after.entries[2]?.published).toBe(before.entries[2]?.published);
    // Every other entry is as it was, and the feed's updated is its newest entry's: the correction's.
    expect(after.entries.filter((_, i) => i !== 2)).toEqual(before.entries.filter((_, i) => i !== 2));
    expect(after.feed['updated']).toBe(at);
    const json = parseJsonFeed(jsonFeed(revised, 'en', LINKS)).items;
    expect(json[2]?.date_modified).toBe(at);
    // The draw's own publication time (C4.5) stays what the store says.
    expect(json[2]?._draw.publishedAt).toBe(parseJsonFeed(jsonFeed(plain, 'en', LINKS)).items[2]?._draw.publishedAt);
    // A correction older than the draw's publication (an old value fixed before a later prize came) moves nothing.
    const early = new LotteryView(
      lottery('thai-government'),
      [...GLO].reverse(),
      [],
      [{ date: corrected.date, at: '2000-01-01T00:00:00.000Z' }],
    );
    expect(atomFeed(early, 'en', LINKS)).toBe(atomFeed(plain, 'en', LINKS));
  });

  test('gives each language its own ids and is the same bytes for the same draws', () => {
    const ids = (lang: Lang) => parseAtom(atomFeed(view('thai-government', GLO), lang, LINKS)).entries.map((e) => e.id);
    expect(new Set([...ids('th'), ...ids('en')]).size).toBe(2 * FEED_ENTRIES);
    expect(atomFeed(view('thai-government', GLO), 'vi', LINKS)).toBe(atomFeed(view('thai-government', GLO), 'vi', LINKS));
  });
});

describe('JSON Feed', () => {
  test.each(LANGS)('is JSON Feed 1.1 with every published number and the status (%s)', (lang) => {
    const doc = parseJsonFeed(jsonFeed(view('thai-government', withPartialNewest(GLO)), lang, LINKS));
    expect(doc.language).toBe(lang);
    expect(doc.feed_url).toBe(LINKS.json);
    expect(doc.items).toHaveLength(FEED_ENTRIES);
    expect(doc.items[0]?._draw.status).toBe('announced');
    expect(doc.items[1]?._draw.status).toBe('complete');
    // Tags stay the status a program reads (openapi.json's JsonFeed: complete or announced).
    expect([doc.items[0]?.tags, doc.items[1]?.tags]).toEqual([['announced'], ['complete']]);
    const draw = GLO.at(-2) as StoredDraw;
    expect(doc.items[1]?._draw.drawDate).toBe(draw.date);
    expect(doc.items[1]?._draw.prizes.map((p) => [p.slug, p.numbers])).toEqual(Object.entries(draw.prizes).map(([s, p]) => [s, p.numbers]));
    for (const p of Object.values(draw.prizes)) for (const n of p.numbers) expect(doc.items[1]?.content_text).toContain(n);
  });

  test("uses the Atom feed's entry ids and dates", () => {
    const atom = parseAtom(atomFeed(view('thai-government', GLO), 'th', LINKS)).entries;
    const json = parseJsonFeed(jsonFeed(view('thai-government', GLO), 'th', LINKS)).items;
    expect(json.map((i) => i.id)).toEqual(atom.map((e) => e.id));
    expect(json.map((i) => i.date_modified)).toEqual(atom.map((e) => e.updated));
  });
});
