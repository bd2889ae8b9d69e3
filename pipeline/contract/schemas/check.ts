import { z } from 'zod';
import { LOTTERIES, checkLengths } from '../../registry/index.ts';
import { Amount, Digits, IsoDate, PendingPrize, PrizeSlug, digitsPattern, succeeded, text, unique } from './common.ts';

export const CheckAttribution = z
  .strictObject({ source: text('ชื่อบริการ'), url: z.url().describe('ที่อยู่ของบริการ (C4.8)') })
  .meta({ id: 'CheckAttribution', description: 'แหล่งที่มาใน /check (มีเฉพาะ source และ url)' });

export const Match = z
  .strictObject({
    slug: PrizeSlug,
    prize: text('ชื่อรางวัลในภาษาที่ขอ'),
    amount: Amount,
    winningNumber: Digits.describe('เลขที่ออกซึ่งตรงกับเลขที่ตรวจ'),
  })
  .meta({ id: 'Match', description: 'รางวัลที่เลขนี้ถูก หนึ่งรายการต่อเลขที่ออกหนึ่งตัว (C5.3, C5.4)' });
export type Match = z.infer<typeof Match>;

export const CheckResult = z
  .strictObject({
    number: z
      .string()
      .regex(digitsPattern(unique(LOTTERIES.flatMap((d) => checkLengths(d)))))
      .describe('เลขที่ตรวจ'),
    isWinner: z.boolean().describe('true เมื่อถูกอย่างน้อยหนึ่งรางวัล'),
    drawDate: IsoDate.describe('วันออกรางวัลของงวดล่าสุด'),
    displayName: text('วันออกรางวัลแบบอ่านง่ายในภาษาที่ขอ'),
    complete: z.boolean().describe('true เมื่อประกาศครบทุกรางวัลของงวดแล้ว'),
    pendingPrizes: z.array(PendingPrize).describe('รางวัลที่ยังรอประกาศ'),
    notice: z.string().nullable().describe('null เมื่อประกาศครบ; มิฉะนั้นอธิบายว่าเลขนี้อาจยังถูกรางวัลที่ยังไม่ประกาศ (C5.5)'),
    matches: z.array(Match).describe('รางวัลที่ถูก'),
    totalAmount: z.number().min(0).describe('ยอดรวมเงินรางวัลของทุกรายการใน matches (C5.3)'),
  })
  // C5.5 and C5.3: notice and pendingPrizes follow `complete`; isWinner follows `matches`. zod's
  // JSON Schema output leaves refinements out, so the rules are also given to it as if/then/else;
  // schemas.test.ts holds the two statements to each other.
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.complete && (r.notice !== null || r.pendingPrizes.length > 0))
      issue('notice', 'a complete draw has no notice and no pending prize');
    if (!r.complete && (r.notice === null || r.notice === '' || r.pendingPrizes.length === 0)) {
      issue('notice', 'an incomplete draw has a notice and pending prizes');
    }
    if (r.isWinner && r.matches.length === 0) issue('matches', 'a winner has matches');
    if (!r.isWinner && (r.matches.length > 0 || r.totalAmount !== 0)) issue('matches', 'a loser has no match and a total of 0');
  })
  .meta({
    id: 'CheckResult',
    description: 'ผลการตรวจเลขกับงวดล่าสุด',
    allOf: [
      {
        if: { properties: { complete: { type: 'boolean', const: true } } },
        then: { properties: { notice: { type: 'null' }, pendingPrizes: { type: 'array', maxItems: 0 } } },
        else: { properties: { notice: { type: 'string', minLength: 1 }, pendingPrizes: { type: 'array', minItems: 1 } } },
      },
      {
        if: { properties: { isWinner: { type: 'boolean', const: true } } },
        then: { properties: { matches: { type: 'array', minItems: 1 } } },
        else: { properties: { matches: { type: 'array', maxItems: 0 }, totalAmount: { type: 'number', const: 0 } } },
      },
    ],
  });
export type CheckResult = z.infer<typeof CheckResult>;

export const CheckResponse = z
  .strictObject({
    success: succeeded(),
    data: CheckResult,
    disclaimer: text('ผลการตรวจมีไว้เพื่อความสะดวก การขึ้นเงินยึดตามประกาศทางการ'),
    attribution: CheckAttribution,
  })
  .meta({ id: 'CheckResponse', description: 'คำตอบของ /check' });
export type CheckResponse = z.infer<typeof CheckResponse>;
