import { LOTTERIES } from '../registry/index.ts';
import type { DownloadSchemaName } from './openapi-files.ts';

/**
 * Plain JSON values and the few helpers the OpenAPI modules build their schemas with. Every schema
 * of an answer is strict (C7: the contract the published files are held to): an object lists every
 * key it may have, all of them required unless named optional, and nothing else.
 */
export type Json = null | boolean | number | string | readonly Json[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: Json;
}

/** The names of `components.schemas`; a `$ref` to any other name is a type error. */
export type SchemaName = CoreSchemaName | DownloadSchemaName;

/** The schemas of SPEC's answers and of the tree's own files (openapi-schemas.ts). */
export type CoreSchemaName =
  | 'LotteryId'
  | 'Lang'
  | 'PrizeSlug'
  | 'Window'
  | 'IsoDate'
  | 'IsoInstant'
  | 'Amount'
  | 'Digits'
  | 'ErrorResponse'
  | 'PendingPrize'
  | 'Prize'
  | 'Draw'
  | 'ResultsAttribution'
  | 'ResultsResponse'
  | 'CheckAttribution'
  | 'Match'
  | 'CheckResult'
  | 'CheckResponse'
  | 'StatsAttribution'
  | 'StatsDataset'
  | 'NumberCount'
  | 'PrizeGroup'
  | 'StatsResponse'
  | 'CalculationLottery'
  | 'CalculationPrize'
  | 'SourceDraw'
  | 'DigitBreakdown'
  | 'PairBreakdown'
  | 'RankedDigit'
  | 'RankedPair'
  | 'PrizeCalculation'
  | 'CalculationsResponse'
  | 'StoredPrize'
  | 'SourceRecord'
  | 'StoredDraw'
  | 'LatestDraw'
  | 'LatestIndex'
  | 'BuildManifest'
  | 'OpenApiDocument'
  | 'ReadmeMarkdown';

/** A JSON object (not an array, not null). */
export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** A reference to a component schema, with an optional description of this use of it. */
export function ref(name: SchemaName, description?: string): JsonObject {
  return description === undefined ? { $ref: `${SCHEMA_REF_PREFIX}${name}` } : { $ref: `${SCHEMA_REF_PREFIX}${name}`, description };
}

/** A strict object: every listed key required except `optional`, no other key allowed. */
export function object(description: string, properties: Readonly<Record<string, JsonObject>>, optional: readonly string[] = []): JsonObject {
  return {
    type: 'object',
    description,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    properties,
    additionalProperties: false,
  };
}

export function string(description: string, extra: JsonObject = {}): JsonObject {
  return { type: 'string', description, ...extra };
}

export function integer(description: string, minimum = 0, extra: JsonObject = {}): JsonObject {
  return { type: 'integer', description, minimum, ...extra };
}

export function number(description: string, extra: JsonObject = {}): JsonObject {
  return { type: 'number', description, ...extra };
}

export function boolean(description: string): JsonObject {
  return { type: 'boolean', description };
}

export function array(description: string, items: JsonObject, extra: JsonObject = {}): JsonObject {
  return { type: 'array', description, items, ...extra };
}

/** Every digit count any prize of any lottery has had, ascending (registry prize tables, C4.1). */
export function prizeDigitCounts(): readonly number[] {
  const counts = new Set<number>();
  for (const def of LOTTERIES) for (const era of def.eras) for (const p of era.prizes) counts.add(p.digits);
  return [...counts].sort((a, b) => a - b);
}

/** Sorted unique values, for enums derived from the registry. */
export function unique<T extends string | number>(values: Iterable<T>): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
