import { z } from 'zod';
import { SOURCE_IDS } from '../../registry/index.ts';
import { Amount, IsoDate, IsoInstant, PrizeSlug } from './common.ts';

/**
 * A draw as data/ stores it (C8.1) and the latest-draw files publish it (C1.2). Defined here, not
 * in store/, so that the live `/check` reads it without bundling the store: store/ imports it.
 */

/** Digits kept as text, leading zeros and all (the store takes any length; validate-draw.ts checks it). */
export const NUMBER_TEXT_PATTERN = /^[0-9]+$/;
export const NumberText = z.string().regex(NUMBER_TEXT_PATTERN, 'expected ASCII digits only');

export const StoredPrize = z
  .strictObject({
    /** Sorted ascending; a number drawn twice appears twice (C4.3, C5.3). */
    numbers: z.array(NumberText).min(1).describe('เลขที่ออก เรียงจากน้อยไปมาก'),
    /** The amount as the source published it; null where the lottery has no fixed amount (C4.2). */
    amount: Amount.nullable().describe('null เมื่อสลากไม่มีเงินรางวัลคงที่ (C4.2)'),
    publishedAt: IsoInstant.describe('เวลาที่ประกาศรางวัลนี้ (C4.5)'),
    approximate: z
      .boolean()
      .describe(
        'true เมื่อ publishedAt ไม่ใช่เวลาประกาศที่บันทึกได้จริง: เวลาตามกำหนด หรือเวลาที่พบรางวัลซึ่งมาเติมงวดที่จัดเก็บไว้แล้วช้ากว่ากำหนดเกิน 24 ชั่วโมง (C4.5)',
      ),
  })
  .meta({ id: 'StoredPrize', description: 'รางวัลหนึ่งประเภทตามที่จัดเก็บ (C8.1)' });
export type StoredPrize = z.infer<typeof StoredPrize>;

export const SourceRecord = z
  .strictObject({
    source: z.enum(SOURCE_IDS).describe('รหัสแหล่งข้อมูล'),
    /** Where exactly: dataset file and line, or the URL fetched. */
    ref: z.string().min(1).describe('ตำแหน่งที่มาโดยละเอียด'),
    prizes: z.array(PrizeSlug).min(1).describe('รางวัลที่ได้จากแหล่งนี้'),
  })
  .meta({ id: 'SourceRecord', description: 'แหล่งที่มาของงวด (C8.1)' });
export type SourceRecord = z.infer<typeof SourceRecord>;

export const StoredDraw = z
  .strictObject({
    /** The draw's date as its issuer keys it (the ticket date). */
    date: IsoDate.describe('วันที่ของงวด'),
    /** The day it was actually drawn, when not `date` (GLO's postponed 2020-04-01 draw). */
    drawnOn: IsoDate.describe('วันที่ออกรางวัลจริง เมื่อไม่ตรงกับ date').optional(),
    prizes: z.partialRecord(PrizeSlug, StoredPrize).describe('รางวัลที่ประกาศแล้ว ตามรหัสรางวัล'),
    sources: z.array(SourceRecord).min(1).describe('แหล่งที่มา'),
    /**
     * C4.11: present when every source of the draw is one unofficial aggregator (registry
     * AGGREGATOR_SOURCES): no official or independent source confirms it. Written by the store's
     * formatter from `sources`, so it follows the sources whichever path adds them.
     */
    trust: z.literal('single-aggregator').describe('มีเมื่อทุกค่าของงวดมาจากเว็บรวมผลที่ไม่เป็นทางการเพียงแหล่งเดียว (C4.11)').optional(),
    /** Provenance remarks a reader of data/ should see (e.g. a value recomputed from another). */
    notes: z.array(z.string().min(1).describe('หมายเหตุ')).describe('หมายเหตุที่มาของข้อมูล').optional(),
  })
  .meta({ id: 'StoredDraw', description: 'งวดหนึ่งตามที่จัดเก็บใน data/' });
export type StoredDraw = z.infer<typeof StoredDraw>;
