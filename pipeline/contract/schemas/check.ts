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

const CheckedNumber = z
  .string()
  .regex(digitsPattern(unique(LOTTERIES.flatMap((d) => checkLengths(d)))))
  .describe('เลขที่ตรวจ');
const IsWinner = z.boolean().describe('true เมื่อถูกอย่างน้อยหนึ่งรางวัล');
const Matches = z.array(Match).describe('รางวัลที่ถูก');
const NumberTotal = z.number().min(0).describe('ยอดรวมเงินรางวัลของทุกรายการใน matches (C5.3)');

/** The draw's part of a check: the same for every number checked against it (C5.5). */
const drawPart = {
  drawDate: IsoDate.describe('วันออกรางวัลของงวดที่ตรวจ (งวดล่าสุด หรืองวดตาม date)'),
  displayName: text('วันออกรางวัลแบบอ่านง่ายในภาษาที่ขอ'),
  complete: z.boolean().describe('true เมื่อประกาศครบทุกรางวัลของงวดแล้ว'),
  pendingPrizes: z.array(PendingPrize).describe('รางวัลที่ยังรอประกาศ'),
  notice: z.string().nullable().describe('null เมื่อประกาศครบ; มิฉะนั้นอธิบายว่าเลขอาจยังถูกรางวัลที่ยังไม่ประกาศ (C5.5)'),
};

type Issue = (path: string, message: string) => void;
const issues =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message });

/** C5.5: notice and pendingPrizes follow `complete`. */
function noticeRule(r: { complete: boolean; notice: string | null; pendingPrizes: readonly unknown[] }, issue: Issue): void {
  if (r.complete && (r.notice !== null || r.pendingPrizes.length > 0))
    issue('notice', 'a complete draw has no notice and no pending prize');
  if (!r.complete && (r.notice === null || r.notice === '' || r.pendingPrizes.length === 0)) {
    issue('notice', 'an incomplete draw has a notice and pending prizes');
  }
}

/** C5.3: isWinner follows `matches`. */
function winnerRule(r: { isWinner: boolean; matches: readonly unknown[]; totalAmount: number }, issue: Issue): void {
  if (r.isWinner && r.matches.length === 0) issue('matches', 'a winner has matches');
  if (!r.isWinner && (r.matches.length > 0 || r.totalAmount !== 0)) issue('matches', 'a loser has no match and a total of 0');
}

// zod's JSON Schema output leaves refinements out, so the rules are also given to it as if/then/else.
const NOTICE_RULE_JSON = {
  if: { properties: { complete: { type: 'boolean', const: true } } },
  then: { properties: { notice: { type: 'null' }, pendingPrizes: { type: 'array', maxItems: 0 } } },
  else: { properties: { notice: { type: 'string', minLength: 1 }, pendingPrizes: { type: 'array', minItems: 1 } } },
};
const WINNER_RULE_JSON = {
  if: { properties: { isWinner: { type: 'boolean', const: true } } },
  then: { properties: { matches: { type: 'array', minItems: 1 } } },
  else: { properties: { matches: { type: 'array', maxItems: 0 }, totalAmount: { type: 'number', const: 0 } } },
};

export const CheckResult = z
  .strictObject({
    number: CheckedNumber,
    isWinner: IsWinner,
    ...drawPart,
    matches: Matches,
    totalAmount: NumberTotal,
  })
  .superRefine((r, ctx) => {
    noticeRule(r, issues(ctx));
    winnerRule(r, issues(ctx));
  })
  .meta({ id: 'CheckResult', description: 'ผลการตรวจเลขกับงวดล่าสุด หรืองวดตาม date (C9.4)', allOf: [NOTICE_RULE_JSON, WINNER_RULE_JSON] });
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

export const CheckManyItem = z
  .strictObject({ number: CheckedNumber, isWinner: IsWinner, matches: Matches, totalAmount: NumberTotal })
  .superRefine((r, ctx) => winnerRule(r, issues(ctx)))
  .meta({ id: 'CheckManyItem', description: 'ผลการตรวจเลขหนึ่งตัวใน /check-many (C9.4, กติกาเดียวกับ /check)', allOf: [WINNER_RULE_JSON] });
export type CheckManyItem = z.infer<typeof CheckManyItem>;

export const CheckManyResult = z
  .strictObject({
    ...drawPart,
    results: z.array(CheckManyItem).min(1).max(100).describe('ผลของเลขแต่ละตัว ตามลำดับที่ส่งมา เลขที่ซ้ำตรวจครั้งเดียว ณ ตำแหน่งแรกที่พบ'),
    totalAmount: z.number().min(0).describe('ยอดรวมเงินรางวัลของทุกเลขใน results'),
    repeated: z.array(CheckedNumber).describe('เลขที่ส่งมามากกว่าหนึ่งครั้ง ตามลำดับที่พบครั้งแรก แต่ละตัวตรวจเพียงครั้งเดียว (ว่างเมื่อไม่มีเลขซ้ำ)'),
  })
  .superRefine((r, ctx) => {
    noticeRule(r, issues(ctx));
    const numbers = r.results.map((x) => x.number);
    if (new Set(numbers).size !== numbers.length) issues(ctx)('results', 'each number is checked once');
    if (r.repeated.some((n) => !numbers.includes(n))) issues(ctx)('repeated', 'a repeated number is among the results');
  })
  .meta({ id: 'CheckManyResult', description: 'ผลการตรวจเลขหลายตัวกับงวดเดียว (C9.4)', allOf: [NOTICE_RULE_JSON] });
export type CheckManyResult = z.infer<typeof CheckManyResult>;

export const CheckManyResponse = z
  .strictObject({
    success: succeeded(),
    data: CheckManyResult,
    disclaimer: text('ผลการตรวจมีไว้เพื่อความสะดวก การขึ้นเงินยึดตามประกาศทางการ'),
    attribution: CheckAttribution,
  })
  .meta({ id: 'CheckManyResponse', description: 'คำตอบของ /check-many (C9.4)' });
export type CheckManyResponse = z.infer<typeof CheckManyResponse>;
