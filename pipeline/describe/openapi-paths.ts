import { ENDPOINTS, ENDPOINT_NAMES, type Endpoint, takesLottery } from '../contract/endpoints.ts';
import { NUMBERS_MAX, type ParamName } from '../contract/param-specs.ts';
import { DEFAULT_LIMIT, DEFAULT_WINDOW, LIMIT_MAX, LIMIT_MIN, WINDOWS, parseParams } from '../contract/params.ts';
import { rateLimitedAnswer } from '../answers/meta-answers.ts';
import {
  DEFAULT_LANG,
  DEFAULT_LOTTERY,
  LANGS,
  LOTTERIES,
  LOTTERY_IDS,
  PRIZE_SLUGS,
  calculationPrizes,
  checkLengths,
} from '../registry/index.ts';
import { type Examples, LOTTERIES_EXAMPLE_ITEMS } from './openapi-examples.ts';
import { answerHeaders, asJson, jsonResponse, pathItem } from './openapi-http.ts';
import type { Json, JsonObject, SchemaName } from './openapi-kit.ts';
import { RETRY_AFTER_MAX_SECONDS, checkLengthsMarkdown, formulaMarkdown, groupByLottery, groupsMarkdown } from './openapi-text.ts';

/** `components.parameters`: every query parameter with its allowed values and default (C7, C2). */
export function parameters(): JsonObject {
  const calcSlugs = PRIZE_SLUGS.filter((s) => LOTTERIES.some((d) => calculationPrizes(d).some((p) => p.slug === s)));
  const lengths = [...new Set(LOTTERIES.flatMap((d) => checkLengths(d)))].sort((a, b) => a - b);
  // Keyed by every parameter of param-specs.ts: a new parameter without a description fails to compile.
  const described: Readonly<Record<ParamName | 'ifNoneMatch', JsonObject>> = {
    lang: query(
      'lang',
      false,
      `ภาษาของชื่อสลาก ชื่อรางวัล วันที่ และข้อความ ค่าที่รองรับ: ${LANGS.join(', ')} (ค่าเริ่มต้น ${DEFAULT_LANG}) ตัวเลขและชื่อฟิลด์ไม่เปลี่ยนตามภาษา`,
      {
        type: 'string',
        enum: [...LANGS],
        default: DEFAULT_LANG,
      },
    ),
    lottery: query(
      'lottery',
      false,
      `ชนิดสลาก หนึ่งใน ${LOTTERY_IDS.length} ค่าจากทะเบียนสลาก (ค่าเริ่มต้น ${DEFAULT_LOTTERY}) ค่าที่ไม่รองรับตอบ 400 พร้อมรายการค่าที่รองรับทั้งหมด`,
      {
        type: 'string',
        enum: [...LOTTERY_IDS],
        default: DEFAULT_LOTTERY,
      },
    ),
    limit: query(
      'limit',
      false,
      `จำนวนงวดล่าสุดที่ต้องการ จำนวนเต็ม ${LIMIT_MIN} ถึง ${LIMIT_MAX} (ค่าเริ่มต้น ${DEFAULT_LIMIT}) เขียนเป็นตัวเลขล้วน ไม่มีเครื่องหมาย จุดทศนิยม หรือเลขศูนย์นำหน้า (C2.3)`,
      {
        type: 'integer',
        minimum: LIMIT_MIN,
        maximum: LIMIT_MAX,
        default: DEFAULT_LIMIT,
      },
    ),
    number: query(
      'number',
      true,
      ['เลขที่ต้องการตรวจ ตัวเลข 0-9 ล้วน (จำเป็น) ความยาวที่รับได้ขึ้นกับชนิดสลาก (C5.1):', '', ...checkLengthsMarkdown()].join('\n'),
      { type: 'string', pattern: `^[0-9]{${lengths[0]},${lengths[lengths.length - 1]}}$` },
    ),
    date: query(
      'date',
      false,
      'วันออกรางวัลของงวดที่ต้องการตรวจ รูปแบบ YYYY-MM-DD (C9.4) ไม่ระบุ = งวดล่าสุด วันที่รูปแบบผิดตอบ 400 วันที่ไม่มีงวดจัดเก็บ รวมถึงวันในอนาคต (ตามเวลาประเทศไทยขณะรับคำขอ) ตอบ 404 ที่บอกวันของงวดที่ใกล้ที่สุดทั้งก่อนและหลัง',
      { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    ),
    numbers: query(
      'numbers',
      true,
      [
        `เลขที่ต้องการตรวจ 1 ถึง ${NUMBERS_MAX} ตัว คั่นด้วยเครื่องหมายจุลภาค (,) โดยไม่มีช่องว่าง (จำเป็น, C9.4) แต่ละตัวต้องเป็นเลขที่ \`number\` ของ /check รับ (C5.1):`,
        '',
        ...checkLengthsMarkdown(),
        '',
        `รายการว่าง เกิน ${NUMBERS_MAX} ตัว หรือมีเลขที่ไม่ถูกต้อง ตอบ 400 (ข้อความระบุเลขที่ไม่ถูกต้องทุกตัว) เลขที่ส่งซ้ำตรวจครั้งเดียว ณ ตำแหน่งแรก และแสดงใน \`data.repeated\``,
      ].join('\n'),
      {
        type: 'string',
        pattern: `^[0-9]{${lengths[0]},${lengths[lengths.length - 1]}}(,[0-9]{${lengths[0]},${lengths[lengths.length - 1]}}){0,${NUMBERS_MAX - 1}}$`,
      },
    ),
    window: query('window', false, `จำนวนงวดย้อนหลังที่ใช้คำนวณ ค่าที่รองรับ: ${WINDOWS.join(', ')} (ค่าเริ่มต้น ${DEFAULT_WINDOW})`, {
      type: 'string',
      enum: [...WINDOWS],
      default: DEFAULT_WINDOW,
    }),
    prize: query(
      'prize',
      false,
      [
        'รหัสรางวัลที่ต้องการ ไม่ระบุ = ทุกรางวัลที่รองรับ ค่าที่รองรับขึ้นกับชนิดสลาก (รางวัล 2 หรือ 3 หลัก, C6.1):',
        '',
        ...groupsMarkdown(groupByLottery((d) => calculationPrizes(d).map((p) => p.slug))),
      ].join('\n'),
      { type: 'string', enum: calcSlugs },
    ),
    ifNoneMatch: {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'ETag ที่ได้รับครั้งก่อน ถ้าไม่เปลี่ยนจะได้ 304 ไม่มีเนื้อหา (C3.4)',
      schema: { type: 'string' },
    },
  };
  return described;
}

/** C9.4: how `date` chooses the draw, for /check and /check-many. */
const DATE_PROSE =
  'ระบุ `date` (YYYY-MM-DD) เพื่อตรวจกับงวดที่จัดเก็บของวันนั้นแทนงวดล่าสุด (C9.4): วันที่รูปแบบผิดตอบ 400 วันที่ไม่มีงวดจัดเก็บ รวมถึงวันในอนาคตตามเวลาประเทศไทย ตอบ 404 ที่บอกวันของงวดที่ใกล้ที่สุดทั้งก่อนและหลัง';

function query(name: string, required: boolean, description: string, schema: JsonObject): JsonObject {
  return { name, in: 'query', required, description, schema };
}

const param = (name: string): JsonObject => ({ $ref: `#/components/parameters/${name}` });

/** The prose and examples of one endpoint; its parameters, schema and delivery come from its table entry. */
interface DataEndpoint {
  readonly endpoint: Endpoint;
  readonly summary: string;
  readonly description: string;
  readonly ok: ReadonlyArray<{ name: string; summary: string; value: Json }>;
  /** Queries whose real 400 answers are shown. */
  readonly invalid: ReadonlyArray<readonly [name: string, summary: string, query: string]>;
  /** What a request of a 404 example also needs to be valid (the number to check), added to its query. */
  readonly required?: string;
}

/** Excerpts of the two description files, shown as their examples. */
export interface FileExamples {
  readonly openapi: Json | null;
  readonly readme: Json | null;
}

/** The six public paths of SPEC; the data endpoints list their parameters in C2.1's order. */
export function paths(examples: Examples, files: FileExamples): JsonObject {
  const tickets = LOTTERIES.flatMap((d) => (d.ticketLength === null ? [] : [`${d.ticketLength} หลักสำหรับ ${d.id}`])).join(', ');
  const ok = (name: string, e: { query: string; body: Json } | null, note = '') =>
    e === null ? [] : [{ name, summary: `${e.query}${note}`, value: e.body }];
  const endpoints: DataEndpoint[] = [
    {
      endpoint: 'results',
      summary: 'ผลรางวัลรายงวด',
      description: 'ผลรางวัลของสลากหนึ่งชนิด เรียงจากงวดล่าสุด ค่าเริ่มต้นได้งวดล่าสุดหนึ่งงวด',
      ok: ok('latest', examples.results, ' (งวดล่าสุด)'),
      invalid: [
        ['lottery', 'lottery ที่ไม่รองรับ', 'lottery=lotto'],
        ['limit', 'limit เกินช่วง', `limit=${LIMIT_MAX + 1}`],
      ],
    },
    {
      endpoint: 'check',
      required: 'number=12',
      summary: 'ตรวจเลขกับงวดล่าสุด',
      description: [
        'ตรวจเลขกับงวดล่าสุดของสลาก ตอบสดทุกครั้ง (ไม่แคช) ผลการตรวจมีไว้เพื่อความสะดวก การขึ้นเงินยึดตามประกาศทางการ',
        '',
        `กติกาการเทียบ (C5.2): เลข 2 หลักเทียบกับ \`last-two-digit\` และ \`upper-two-digit\`; 3 หลักเทียบกับ \`first-three-digit\` และ \`last-three-digit\`; 4 หลักเทียบกับ \`last-four-digit\`; เลขเต็มใบ (${tickets}) เทียบทั้งเลขกับทุกรางวัลเลขเต็ม (รวมรางวัลข้างเคียง) และเทียบ 3 หลักหน้า 3 หลักท้าย และ 2 หลักท้ายกับรางวัลที่ตรงกัน ทุกครั้งที่ออกนับแยกกัน (C5.3)`,
        '',
        'เมื่อ `complete` เป็น false เลขที่ไม่ถูกรางวัลใดยังอาจถูกรางวัลที่ยังไม่ประกาศ อย่าสรุปว่าไม่ถูกรางวัล',
        '',
        DATE_PROSE,
      ].join('\n'),
      ok: [...ok('winner', examples.checkWinner, ' (ถูกรางวัล)'), ...ok('loser', examples.checkLoser, ' (ไม่ถูกรางวัล)')],
      invalid: [
        ['missing', 'ไม่ระบุ number', ''],
        ['length', 'ความยาวที่สลากนี้ไม่รับ', 'number=12345'],
        ['date', 'date รูปแบบผิด', 'number=12&date=2024-02-30'],
      ],
    },
    {
      endpoint: 'check-many',
      required: 'numbers=12',
      summary: `ตรวจเลขหลายตัว (ไม่เกิน ${NUMBERS_MAX} ตัว) กับงวดเดียว`,
      description: [
        `ตรวจเลข 1 ถึง ${NUMBERS_MAX} ตัวกับงวดล่าสุด หรืองวดตาม \`date\` ในคำขอเดียว (C9.4) ด้วยกติกาเดียวกับ /check (C5) ตอบสดทุกครั้ง (ไม่แคช) โควตาเท่ากับ /check`,
        '',
        '`data` บอกงวดที่ตรวจครั้งเดียว (`drawDate`, `displayName`, `complete`, `pendingPrizes`, `notice`) แล้วผลของเลขแต่ละตัวใน `results` ตามลำดับที่ส่งมา (`number`, `isWinner`, `matches`, `totalAmount`) และ `totalAmount` รวมทุกเลข เลขที่ส่งมาซ้ำตรวจเพียงครั้งเดียว ณ ตำแหน่งแรกที่พบ และอยู่ใน `repeated` ตามลำดับที่พบครั้งแรก (ว่างเมื่อไม่มีเลขซ้ำ)',
        '',
        DATE_PROSE,
      ].join('\n'),
      ok: ok('many', examples.checkMany, ' (เลขที่ถูก เลขที่ไม่ถูก และเลขที่ส่งซ้ำ)'),
      invalid: [
        ['missing', 'ไม่ระบุ numbers', ''],
        ['empty', 'รายการว่าง', 'numbers='],
        [
          'too-many',
          `เกิน ${NUMBERS_MAX} ตัว`,
          `numbers=${Array.from({ length: NUMBERS_MAX + 1 }, (_, i) => String(i % 100).padStart(2, '0')).join(',')}`,
        ],
        ['invalid', 'มีเลขที่ความยาวไม่ถูกต้อง', 'numbers=12,12345,1'],
      ],
    },
    {
      endpoint: 'stats',
      summary: 'สถิติความถี่ของเลข',
      description: 'สถิติความถี่ของเลขรางวัลที่มีไม่เกิน 4 หลัก คำนวณจากทุกงวดที่จัดเก็บ (C6.1, C6.2)',
      ok: ok('stats', examples.stats, ' (ตัดรายการ numbers และ neverDrawn ให้สั้นลง)'),
      invalid: [['lang', 'lang ที่ไม่รองรับ', 'lang=jp']],
    },
    {
      endpoint: 'calculations',
      summary: 'ชุดคำนวณสถิติจากผลในอดีต',
      description: ['คะแนนเป็นสถิติจากผลรางวัลในอดีต ไม่ใช่ความน่าจะเป็น และไม่รับประกันผลในอนาคต', '', ...formulaMarkdown()].join('\n'),
      ok: ok('all-prizes', examples.calculations, ` (window=${DEFAULT_WINDOW} ทุกรางวัล)`),
      invalid: [
        ['window', 'window ที่ไม่รองรับ', 'window=7'],
        ['prize', 'prize ที่สลากนี้ไม่รองรับ', 'prize=first-prize'],
      ],
    },
    {
      endpoint: 'lotteries',
      summary: 'สลากทุกชนิดและความใหม่ของข้อมูล',
      description: [
        `สลากทั้ง ${LOTTERY_IDS.length} ชนิดตามลำดับทะเบียน (C9.1): ชื่อ กลุ่ม กำหนดออกรางวัลเป็นถ้อยคำ เวลาประกาศผล (เวลาประเทศไทย) ช่วงและจำนวนงวดที่จัดเก็บ งวดล่าสุดที่จัดเก็บกับสถานะ แหล่งข้อมูลที่ตั้งค่าไว้ และงวดตามกำหนด 10 งวดถัดจากงวดล่าสุดที่จัดเก็บพร้อมเวลาประกาศผล (ISO 8601 UTC)`,
        '',
        'นับจำนวน `nextDraws[].resultAt` ที่ผ่านไปแล้วตามนาฬิกาของผู้เรียก ก็จะรู้ว่าข้อมูลของสลากนั้นตามหลังกี่งวด (ไฟล์คงที่ไม่มีเวลาปัจจุบัน) สลากที่ยังไม่มีงวดใดจัดเก็บมี `history` และ `latestDraw` เป็น null และ `nextDraws` ว่าง',
        '',
        'ไม่มีพารามิเตอร์ `lottery`: พารามิเตอร์อื่นนอกจาก `lang` ถูกละเว้น (C2.4)',
      ].join('\n'),
      ok: ok('lotteries', examples.lotteries, ` (ตัดเหลือ ${LOTTERIES_EXAMPLE_ITEMS} รายการแรกของ data)`),
      invalid: [['lang', 'lang ที่ไม่รองรับ', 'lang=xx']],
    },
  ];
  const described = new Map(endpoints.map((e) => [e.endpoint, e]));
  const out: Record<string, Json> = {};
  // Every endpoint of the table, in its order, with its prose above (a missing one fails the build).
  for (const endpoint of ENDPOINT_NAMES) {
    const e = described.get(endpoint);
    if (e === undefined) throw new Error(`openapi.json has no description of /${endpoint}`);
    out[ENDPOINTS[endpoint].path] = pathItem(operationName(endpoint), dataOperation(e, examples));
  }
  out['/openapi.json'] = pathItem(
    'openapi',
    fileOperation('เอกสาร OpenAPI 3.1 ของบริการ (ภาษาไทย)', 'application/json', 'OpenApiDocument', files.openapi),
  );
  out['/readme.md'] = pathItem(
    'readme',
    fileOperation('คำอธิบายบริการแบบย่อ รูปแบบ Markdown (ภาษาไทย)', 'text/markdown', 'ReadmeMarkdown', files.readme),
  );
  return out;
}

function dataOperation(e: DataEndpoint, examples: Examples): JsonObject {
  const { delivery, params } = ENDPOINTS[e.endpoint];
  const schema: SchemaName = ENDPOINTS[e.endpoint].schema;
  const invalid = e.invalid.map(([name, summary, q]) => {
    const r = parseParams(e.endpoint, new URLSearchParams(q));
    if (r.ok) throw new Error(`example query ${q} of /${e.endpoint} is valid`);
    return { name, summary: `${summary}${q ? ` (${q})` : ''}`, value: { success: false, error: r.failure.error } };
  });
  // A 404 example's request must be valid, or its answer would be the 400 (issue: the no-data
  // example of /check named no number).
  const valid = (q: string): string => {
    const full = [q, e.required].filter((part) => part !== undefined && part !== '').join('&');
    const r = parseParams(e.endpoint, new URLSearchParams(full));
    if (!r.ok) throw new Error(`404 example query ${full} of /${e.endpoint} is invalid: ${r.failure.error}`);
    return full;
  };
  const limited = asJson(rateLimitedAnswer('th', e.endpoint, RETRY_AFTER_MAX_SECONDS).body);
  const dated = (params as readonly ParamName[]).includes('date');
  return {
    tags: ['ข้อมูล'],
    summary: e.summary,
    description: `${e.description}\n\nใช้ HEAD ได้ทุกที่ที่ใช้ GET ได้ (C3.2)`,
    operationId: operationName(e.endpoint),
    parameters: [...params.map(param), ...(delivery === 'static' ? [param('ifNoneMatch')] : [])],
    responses: {
      '200': jsonResponse('สำเร็จ อ่านผลจาก data', schema, answerHeaders(delivery, 200), e.ok),
      ...(delivery === 'static' ? { '304': { $ref: '#/components/responses/NotModified' } } : {}),
      '400': jsonResponse(
        `พารามิเตอร์ไม่ถูกต้อง ข้อความระบุชื่อพารามิเตอร์ ค่าที่ได้รับ และค่าที่รองรับทั้งหมด (C2.2)`,
        'ErrorResponse',
        answerHeaders(delivery, 400),
        invalid,
      ),
      // An endpoint without `lottery` answers whether or not a lottery has data: no 404 of C2.7 (C9.1).
      ...(!takesLottery(e.endpoint)
        ? {}
        : {
            '404': jsonResponse(
              `ยังไม่มีผลรางวัลของสลากนี้ ให้รองวดถัดไป (C2.7)${dated ? ' หรือไม่มีงวดที่จัดเก็บในวันตาม date: ข้อความบอกวันของงวดที่ใกล้ที่สุดทั้งก่อนและหลัง (C9.4)' : ''}`,
              'ErrorResponse',
              answerHeaders(delivery, 404),
              [
                { name: 'no-data', summary: valid(examples.noData.query), value: examples.noData.body },
                ...(dated && examples.noDrawOnDate
                  ? [{ name: 'no-draw-on-date', summary: valid(examples.noDrawOnDate.query), value: examples.noDrawOnDate.body }]
                  : []),
              ],
            ),
          }),
      '429': jsonResponse('เรียกเกินโควตา ให้รอตาม Retry-After (C3.5)', 'ErrorResponse', answerHeaders(delivery, 429), [
        { name: 'rate-limited', summary: `เกินโควตาของ /${e.endpoint}`, value: limited },
      ]),
      '500': { $ref: '#/components/responses/ServerError' },
    },
  };
}

/** An endpoint's operationId: its name in camelCase (`check-many` is `checkMany`), an identifier for code generators. */
function operationName(endpoint: Endpoint): string {
  return endpoint.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function fileOperation(summary: string, mediaType: string, schema: SchemaName, example: Json | null): JsonObject {
  const name = mediaType === 'text/markdown' ? 'readme' : 'openapi';
  return {
    tags: ['ไฟล์คำอธิบาย'],
    summary,
    description: 'ใช้ HEAD ได้ทุกที่ที่ใช้ GET ได้ (C3.2)',
    operationId: name,
    parameters: [param('ifNoneMatch')],
    responses: {
      '200': {
        description: 'สำเร็จ',
        headers: answerHeaders('static', 200),
        content: {
          [mediaType]: {
            schema: { $ref: `#/components/schemas/${schema}` },
            ...(example === null ? {} : { examples: { excerpt: { summary: 'ส่วนต้นของไฟล์', value: example } } }),
          },
        },
      },
      '304': { $ref: '#/components/responses/NotModified' },
      '500': { $ref: '#/components/responses/ServerError' },
    },
  };
}
