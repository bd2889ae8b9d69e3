import { describe, expect, test } from 'vitest';
import { type LotteryId, type PrizeSlug, allPrizes, lottery } from '../registry/index.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { canonicalDraw } from '../store/format.ts';
import { StoredDraw } from '../store/schema.ts';
import { syntheticDraws } from '../testing/synthetic.ts';
import { CSV_LEADING_COLUMNS, historyCsv, historyCsvColumns, historyJson } from './history.ts';

/** A view over draws given oldest first, as the store returns them. */
const view = (id: LotteryId, oldestFirst: readonly StoredDraw[]): LotteryView => new LotteryView(lottery(id), [...oldestFirst].reverse());

/** thai-government over two eras, the newest draw still being announced, one moved and noted draw. */
function gloDraws(): StoredDraw[] {
  const draws = syntheticDraws(lottery('thai-government'), '2015-07-01', '2015-10-16');
  const moved = draws[1] as StoredDraw;
  draws[1] = { ...moved, drawnOn: '2015-07-17', notes: ['drawn a day late (test)'] };
  const last = draws.at(-1) as StoredDraw;
  const { 'fifth-prize': _gone, ...partial } = last.prizes;
  draws[draws.length - 1] = {
    ...last,
    prizes: partial,
    sources: [{ source: 'glo-api', ref: 'https://example.test/glo', prizes: Object.keys(partial) as PrizeSlug[] }],
  };
  return draws;
}

interface HistoryDoc {
  lottery: string;
  draws: Array<{ date: string; status: string } & Record<string, unknown>>;
}

/** The CSV read back with a strict reader: RFC 4180 records, no quoting expected. */
function readCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('history JSON', () => {
  test.each<[LotteryId, () => StoredDraw[]]>([
    ['thai-government', gloDraws],
    ['hanoi-normal', () => syntheticDraws(lottery('hanoi-normal'), '2024-01-01', '2024-02-10')],
    ['lao-patuxay', () => syntheticDraws(lottery('lao-patuxay'), '2024-01-01', '2024-01-05')],
  ])('round-trips to exactly the stored draws of %s, oldest first', (id, make) => {
    const stored = make();
    const doc = JSON.parse(historyJson(view(id, stored))) as HistoryDoc;
    expect(doc.lottery).toBe(id);
    const back = doc.draws.map(({ status: _status, ...draw }) => StoredDraw.parse(draw));
    expect(back).toEqual(stored.map(canonicalDraw));
    expect(doc.draws.map((d) => d.date)).toEqual(stored.map((d) => d.date));
  });

  test('gives each draw its status: announced while a prize of its era is missing', () => {
    const doc = JSON.parse(historyJson(view('thai-government', gloDraws()))) as HistoryDoc;
    expect(doc.draws.at(-1)?.status).toBe('announced');
    expect(doc.draws.slice(0, -1).every((d) => d.status === 'complete')).toBe(true);
    expect(Object.keys(doc.draws[0] ?? {}).slice(0, 2)).toEqual(['date', 'status']);
  });

  test("writes each draw's fields in the canonical order, with its status after the date", () => {
    const stored = gloDraws();
    const doc = JSON.parse(historyJson(view('thai-government', stored))) as HistoryDoc;
    doc.draws.forEach(({ status: _status, ...draw }, i) => {
      expect(JSON.stringify(draw)).toBe(JSON.stringify(canonicalDraw(stored[i] as StoredDraw)));
    });
  });

  test('is the same bytes for the same draws', () => {
    expect(historyJson(view('thai-government', gloDraws()))).toBe(historyJson(view('thai-government', gloDraws())));
  });
});

describe('history CSV', () => {
  test('has a header row with a column per prize of every era, in registry order', () => {
    const v = view('thai-government', gloDraws());
    const [header] = readCsv(historyCsv(v));
    expect(header).toEqual(historyCsvColumns(v));
    expect(header?.slice(CSV_LEADING_COLUMNS.length, -1)).toEqual(allPrizes(lottery('thai-government')).map((p) => p.slug));
    // first-three-digit exists only from the 2015-09-01 era on, yet has its column.
    expect(header).toContain('first-three-digit');
  });

  test.each<[LotteryId, () => StoredDraw[]]>([
    ['thai-government', gloDraws],
    ['hanoi-normal', () => syntheticDraws(lottery('hanoi-normal'), '2024-01-01', '2024-02-10')],
  ])('has one row per stored draw of %s whose numbers are the stored ones, space-joined', (id, make) => {
    const stored = make();
    const [header, ...rows] = readCsv(historyCsv(view(id, stored)));
    expect(rows).toHaveLength(stored.length);
    const col = (name: string): number => (header as string[]).indexOf(name);
    rows.forEach((row, i) => {
      const draw = stored[i] as StoredDraw;
      expect(row).toHaveLength(header?.length ?? 0);
      expect(row[col('date')]).toBe(draw.date);
      expect(row[col('drawn_on')]).toBe(draw.drawnOn ?? '');
      for (const p of allPrizes(lottery(id))) {
        const cell = row[col(p.slug)] as string;
        expect(cell === '' ? undefined : cell.split(' ')).toEqual(draw.prizes[p.slug]?.numbers);
      }
      expect(row[col('sources')]?.split(' ')).toEqual([...new Set(draw.sources.map((s) => s.source))]);
    });
  });

  test.each([
    ['a comma', '2015-07-17,x'],
    ['a quote', '2015-07-17"'],
    ['a line break', '2015-07-17\r\n'],
  ])('refuses a field that would need quoting: %s', (_what, drawnOn) => {
    const stored = gloDraws();
    stored[1] = { ...(stored[1] as StoredDraw), drawnOn };
    expect(() => historyCsv(view('thai-government', stored))).toThrow(/quoting/);
  });

  test('marks the partial draw announced and keeps leading zeros', () => {
    const stored = gloDraws();
    const text = historyCsv(view('thai-government', stored));
    const [header, ...rows] = readCsv(text);
    const status = (header as string[]).indexOf('status');
    expect(rows.at(-1)?.[status]).toBe('announced');
    expect(rows.at(-1)?.[(header as string[]).indexOf('fifth-prize')]).toBe('');
    const zeros = stored.flatMap((d) => Object.values(d.prizes).flatMap((p) => p.numbers)).filter((n) => n.startsWith('0'));
    expect(zeros.length).toBeGreaterThan(0);
    for (const n of zeros.slice(0, 20)) expect(text).toContain(n);
  });
});
