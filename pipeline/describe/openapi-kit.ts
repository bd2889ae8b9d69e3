import type { SchemaName } from '../contract/schemas/index.ts';

/**
 * Plain JSON values and the reference helper the OpenAPI modules build the document with. The
 * schemas themselves are not written here: openapi-schemas.ts generates them from the contract's
 * zod schemas (contract/schemas/).
 */
export type Json = null | boolean | number | string | readonly Json[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: Json;
}

/** The names of `components.schemas`; a `$ref` to any other name is a type error. */
export type { SchemaName };

/** A JSON object (not an array, not null). */
export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** A reference to a component schema, with an optional description of this use of it. */
export function ref(name: SchemaName, description?: string): JsonObject {
  return description === undefined ? { $ref: `${SCHEMA_REF_PREFIX}${name}` } : { $ref: `${SCHEMA_REF_PREFIX}${name}`, description };
}

/** Registry-derived enums and ranges, shared with the contract's schemas. */
export { prizeDigitCounts, unique } from '../contract/schemas/common.ts';
