import { ALLOWED_METHODS, CACHE_NONE, CACHE_STATIC, EXPOSED_HEADERS, PREFLIGHT_MAX_AGE_SECONDS } from '../contract/http-policy.ts';
import { methodNotAllowedAnswer, serverErrorAnswer } from '../answers/meta-answers.ts';
import { serialize } from '../answers/answer.ts';
import { type Json, type JsonObject, type SchemaName, ref } from './openapi-kit.ts';
import { RETRY_AFTER_MAX_SECONDS, RETRY_AFTER_MIN_SECONDS } from './openapi-text.ts';

/**
 * The HTTP side of openapi.json: the response headers of C3 and the responses every path shares
 * (304, 405, 500, the OPTIONS 204), as `components.headers` and `components.responses`.
 */
export const HEADERS = {
  AccessControlAllowOrigin: header('เปิดให้เรียกข้ามโดเมนได้ทุกที่ (C3.1)', { type: 'string', const: '*' }, true),
  AccessControlExposeHeaders: header('ส่วนหัวที่สคริปต์ในเบราว์เซอร์อ่านได้ (C3.1)', { type: 'string', const: EXPOSED_HEADERS }, true),
  CacheControlStatic: header(`แคชได้ (C3.4)`, { type: 'string', const: CACHE_STATIC }, true),
  CacheControlNone: header('ห้ามแคช (C3.4)', { type: 'string', const: CACHE_NONE }, true),
  ETag: header('ETag แบบ strong ของไฟล์คงที่ ส่งกลับใน If-None-Match เพื่อรับ 304 (C3.4)', { type: 'string', pattern: '^"[^"]+"$' }, false),
  RetryAfter: header(
    'จำนวนวินาทีที่ต้องรอก่อนเรียกใหม่ (C3.5)',
    {
      type: 'integer',
      minimum: RETRY_AFTER_MIN_SECONDS,
      maximum: RETRY_AFTER_MAX_SECONDS,
    },
    true,
  ),
  RateLimitLimit: header('โควตาต่อนาทีของเส้นทางนี้ (มีเมื่อชั้นให้บริการนับคำขอเอง, C3.5)', { type: 'integer', minimum: 1 }, false),
  RateLimitRemaining: header('จำนวนคำขอที่เหลือในช่วง 60 วินาที (C3.5)', { type: 'integer', minimum: 0 }, false),
  RateLimitReset: header(
    'วินาทีจนกว่าจะมีโควตาว่าง (C3.5)',
    {
      type: 'integer',
      minimum: RETRY_AFTER_MIN_SECONDS,
      maximum: RETRY_AFTER_MAX_SECONDS,
    },
    false,
  ),
  Allow: header('เมธอดที่รองรับ (C3.2)', { type: 'string', const: ALLOWED_METHODS }, true),
  AccessControlAllowMethods: header('เมธอดที่รองรับ (C3.2)', { type: 'string', const: ALLOWED_METHODS }, true),
  AccessControlAllowHeaders: header(
    'ส่วนหัวที่อนุญาต: สะท้อน Access-Control-Request-Headers ของคำขอ หรือ * (C3.2)',
    { type: 'string', minLength: 1 },
    true,
  ),
  AccessControlMaxAge: header('วินาทีที่เบราว์เซอร์เก็บผล preflight ได้ (C3.2)', { type: 'integer', const: PREFLIGHT_MAX_AGE_SECONDS }, true),
} as const satisfies Record<string, JsonObject>;
type HeaderName = keyof typeof HEADERS;

function header(description: string, schema: JsonObject, required: boolean): JsonObject {
  return { description, required, schema };
}

function headerRefs(entries: Readonly<Record<string, HeaderName>>): JsonObject {
  return Object.fromEntries(Object.entries(entries).map(([name, key]) => [name, { $ref: `#/components/headers/${key}` }]));
}

const CORS = {
  'Access-Control-Allow-Origin': 'AccessControlAllowOrigin',
  'Access-Control-Expose-Headers': 'AccessControlExposeHeaders',
} as const;
const RATE = {
  'RateLimit-Limit': 'RateLimitLimit',
  'RateLimit-Remaining': 'RateLimitRemaining',
  'RateLimit-Reset': 'RateLimitReset',
} as const;

/** Which headers an answer carries: a static (cached, ETag) or live (no-store) one, per C3.4. */
export type Delivery = 'static' | 'live';

export function answerHeaders(delivery: Delivery, status: number): JsonObject {
  const cache = delivery === 'static' && status < 429 ? 'CacheControlStatic' : 'CacheControlNone';
  return headerRefs({
    ...CORS,
    'Cache-Control': cache,
    ...(delivery === 'static' && status === 200 ? { ETag: 'ETag' } : {}),
    ...(status === 429 ? { 'Retry-After': 'RetryAfter' } : {}),
    ...(status === 500 ? {} : RATE),
  });
}

/** A JSON response whose body has a schema under components.schemas and real examples. */
export function jsonResponse(
  description: string,
  schema: SchemaName,
  headers: JsonObject,
  examples: ReadonlyArray<{ readonly name: string; readonly summary: string; readonly value: Json }>,
): JsonObject {
  return {
    description,
    headers,
    content: {
      'application/json': {
        schema: ref(schema),
        ...(examples.length > 0
          ? { examples: Object.fromEntries(examples.map((e) => [e.name, { summary: e.summary, value: e.value }])) }
          : {}),
      },
    },
  };
}

export const asJson = (body: object): Json => JSON.parse(serialize(body)) as Json;

/** `components.responses`: the answers every path shares. */
export function sharedResponses(): JsonObject {
  return {
    NotModified: {
      description: 'ไม่มีการเปลี่ยนแปลงจาก ETag ที่ส่งมาใน If-None-Match ไม่มีเนื้อหา (C3.4)',
      headers: headerRefs({ ...CORS, 'Cache-Control': 'CacheControlStatic', ETag: 'ETag' }),
    },
    ServerError: jsonResponse(
      'ปัญหาชั่วคราวของเซิร์ฟเวอร์ ให้ลองใหม่และแสดงสำเนาที่แคชไว้ระหว่างนั้น (C3.7)',
      'ErrorResponse',
      answerHeaders('live', 500),
      [{ name: 'server', summary: 'ข้อความภาษาไทย', value: asJson(serverErrorAnswer('th').body) }],
    ),
    MethodNotAllowed: jsonResponse(
      'เมธอดนี้และเมธอดอื่นใดนอกจาก GET, HEAD และ OPTIONS ตอบ 405 พร้อมส่วนหัว Allow (C3.2)',
      'ErrorResponse',
      headerRefs({ ...CORS, 'Cache-Control': 'CacheControlNone', Allow: 'Allow' }),
      [{ name: 'post', summary: 'POST', value: asJson(methodNotAllowedAnswer('th', 'POST').body) }],
    ),
    Preflight: {
      description: 'คำขอ preflight ของ CORS ไม่มีเนื้อหาและไม่นับโควตา (C3.2, C3.5)',
      headers: headerRefs({
        ...CORS,
        'Access-Control-Allow-Methods': 'AccessControlAllowMethods',
        'Access-Control-Allow-Headers': 'AccessControlAllowHeaders',
        'Access-Control-Max-Age': 'AccessControlMaxAge',
      }),
    },
  };
}

/**
 * A path's operations: GET, then HEAD (the same answers without a body), OPTIONS (204) and the 405
 * of C3.2, which every public path answers, the API's and the download files' alike.
 */
export function pathItem(id: string, get: JsonObject): JsonObject {
  const responses = get['responses'] as Readonly<Record<string, JsonObject>>;
  const headResponses = Object.fromEntries(
    Object.entries(responses).map(([status, r]) => [
      status,
      '$ref' in r ? r : Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'content')),
    ]),
  );
  const notAllowed = (method: string): JsonObject => ({
    tags: ['CORS และเมธอดอื่น'],
    summary: `${method} ไม่รองรับ (405)`,
    responses: { '405': { $ref: '#/components/responses/MethodNotAllowed' } },
  });
  return {
    get,
    head: { ...get, summary: `${get['summary'] as string} (HEAD: ส่วนหัวเท่านั้น)`, operationId: `${id}Head`, responses: headResponses },
    options: {
      tags: ['CORS และเมธอดอื่น'],
      summary: 'preflight ของ CORS',
      operationId: `${id}Options`,
      responses: { '204': { $ref: '#/components/responses/Preflight' } },
    },
    post: notAllowed('POST'),
    put: notAllowed('PUT'),
    patch: notAllowed('PATCH'),
    delete: notAllowed('DELETE'),
  };
}
