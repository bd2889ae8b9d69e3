import { describe, expect, test } from 'vitest';
import { LotteriesBody } from '../contract/lotteries-body.ts';
import { LotteryView } from '../draws/lottery-view.ts';
import { LANGS, LOTTERY_IDS, type LotteryId, lottery } from '../registry/index.ts';
import { syntheticDraw, syntheticDraws } from '../testing/synthetic.ts';
import { serialize } from './answer.ts';
import type { Site } from './attribution.ts';
import { type StoredFacts, lotteriesAnswer, nextScheduledDraws, storedFacts } from './lotteries.ts';

const SITE: Site = { name: 'Test Lotto', baseUrl: 'https://lotto.example' };

/** A view over synthetic draws from `from` to `to`, newest first as the build reads them. */
function view(id: LotteryId, from: string, to: string): LotteryView {
  return new LotteryView(lottery(id), syntheticDraws(lottery(id), from, to).reverse());
}

function answerFor(views: readonly LotteryView[], lang: (typeof LANGS)[number] = 'en') {
  const facts = new Map<LotteryId, StoredFacts>(views.map((v) => [v.def.id, storedFacts(v)]));
  const answer = lotteriesAnswer((id) => facts.get(id), lang, SITE);
  // What a client receives: the serialized body, read back.
  return { status: answer.status, body: LotteriesBody.parse(JSON.parse(serialize(answer.body))) };
}

describe('/lotteries over synthetic data', () => {
  const thai = view('thai-government', '2026-01-01', '2026-03-16');
  const patuxay = view('lao-patuxay', '2026-02-20', '2026-03-01');
  const { status, body } = answerFor([thai, patuxay]);

  test('lists all 49 lotteries in registry order, wrapped like /results', () => {
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((d) => d.lottery)).toEqual([...LOTTERY_IDS]);
    expect(body.attribution).toEqual({ source: 'Test Lotto', url: 'https://lotto.example/', note: expect.stringContaining('Test Lotto') });
  });

  test('gives the history range and count and the newest draw with its status', () => {
    const item = body.data.find((d) => d.lottery === 'thai-government');
    expect(item?.history).toEqual({ draws: 6, firstDate: '2026-01-01', lastDate: '2026-03-16' });
    expect(item?.latestDraw).toEqual({ drawDate: '2026-03-16', status: 'complete' });
    expect(item).toMatchObject({ name: 'Thai Government Lottery', family: 'glo', resultTime: '14:30' });
    expect(item?.sources).toEqual([...lottery('thai-government').sources]);
  });

  test('lists the next 10 scheduled draws after the newest stored one, result times in UTC', () => {
    const thaiNext = body.data.find((d) => d.lottery === 'thai-government')?.nextDraws;
    expect(thaiNext?.map((d) => d.drawDate)).toEqual([
      '2026-04-01',
      '2026-04-16',
      '2026-05-01',
      '2026-05-16',
      '2026-06-01',
      '2026-06-16',
      '2026-07-01',
      '2026-07-16',
      '2026-08-01',
      '2026-08-16',
    ]);
    // 14:30 Thai time is 07:30 UTC.
    expect(thaiNext?.[0]?.resultAt).toBe('2026-04-01T07:30:00.000Z');
    const daily = body.data.find((d) => d.lottery === 'lao-patuxay')?.nextDraws;
    expect(daily?.[0]).toEqual({ drawDate: '2026-03-02', resultAt: '2026-03-01T22:45:00.000Z' });
    expect(daily).toHaveLength(10);
  });

  test('a lottery without stored draws has null history and latest draw, and no next draws (no anchor without a clock)', () => {
    const item = body.data.find((d) => d.lottery === 'gsb-lottery');
    expect(item).toMatchObject({ history: null, latestDraw: null, nextDraws: [] });
    expect(item?.schedule).toBe('Monthly, on days 1 and 16');
  });

  test('an incomplete newest draw is announced', () => {
    const def = lottery('lao-patuxay');
    const partial = syntheticDraw(def, '2026-03-02');
    delete partial.prizes['last-two-digit'];
    const v = new LotteryView(def, [partial, ...syntheticDraws(def, '2026-02-28', '2026-03-01').reverse()]);
    expect(storedFacts(v).latestDraw).toEqual({ drawDate: '2026-03-02', status: 'announced' });
  });

  test('names, schedule words and the note follow lang; the rest does not', () => {
    for (const lang of LANGS) {
      const localized = answerFor([thai], lang).body;
      const item = localized.data[0];
      expect(item?.name).toBe(lottery('thai-government').names[lang]);
      expect(item?.schedule).toMatch(/16/);
      expect(item?.nextDraws).toEqual(body.data[0]?.nextDraws);
      expect(item?.history).toEqual(body.data[0]?.history);
    }
    expect(answerFor([thai], 'th').body.data[0]?.schedule).toBe('วันที่ 1 และ 16 ของทุกเดือน');
    expect(answerFor([], 'en').body.data.find((d) => d.lottery === 'lao-patuxay')?.schedule).toBe('Daily');
  });

  test('is deterministic: the same facts give the same bytes', () => {
    const facts = new Map([[thai.def.id, storedFacts(thai)]]);
    const a = serialize(lotteriesAnswer((id) => facts.get(id), 'vi', SITE).body);
    const b = serialize(lotteriesAnswer((id) => facts.get(id), 'vi', SITE).body);
    expect(a).toBe(b);
  });
});

describe('nextScheduledDraws', () => {
  test('a weekly schedule gives the weekdays of its era only (lao-lottery: Mon/Wed/Fri until 2026-04-01, C4.10)', () => {
    const next = nextScheduledDraws(lottery('lao-lottery'), '2026-03-02');
    expect(next).toHaveLength(10);
    for (const d of next) expect([1, 3, 5]).toContain(new Date(`${d.drawDate}T00:00:00Z`).getUTCDay());
    expect(next[0]?.drawDate).toBe('2026-03-04');
  });

  test('a draw moved forward for a holiday stands for the scheduled date right after it (30 Dec for 1 Jan)', () => {
    const next = nextScheduledDraws(lottery('thai-government'), '2025-12-30');
    expect(next[0]?.drawDate).toBe('2026-01-16');
    expect(next).toHaveLength(10);
  });

  test('a draw moved later does not hide the next scheduled date (17 Jan for 16 Jan)', () => {
    expect(nextScheduledDraws(lottery('thai-government'), '2026-01-17')[0]?.drawDate).toBe('2026-02-01');
  });

  test('a date data/no-draw.json records as having no draw is not a draw to come', () => {
    // Tết: the Hanoi draws of 16 to 19 February 2026 recorded as not held.
    const holiday = ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19'];
    expect(nextScheduledDraws(lottery('hanoi-normal'), '2026-02-15', holiday).map((d) => d.drawDate)).toEqual(
      nextScheduledDraws(lottery('hanoi-normal'), '2026-02-19').map((d) => d.drawDate),
    );
    expect(nextScheduledDraws(lottery('hanoi-normal'), '2026-02-15', holiday)[0]?.drawDate).toBe('2026-02-20');
  });

  test('the count is honoured', () => {
    expect(nextScheduledDraws(lottery('hanoi-normal'), '2026-03-01', [], 3).map((d) => d.drawDate)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});
