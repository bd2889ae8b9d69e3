import { z } from 'zod';
import { COMPONENTS, type SchemaName } from '../contract/schemas/index.ts';
import { type JsonObject, SCHEMA_REF_PREFIX, isJsonObject } from './openapi-kit.ts';

/**
 * `components.schemas` of openapi.json (C7), generated from the contract's zod schemas
 * (contract/schemas/) by zod's JSON Schema output in the dialect of OpenAPI 3.1 (2020-12). A schema
 * with an `id` becomes a component and a `$ref` wherever another uses it.
 */
export function componentSchemas(): Readonly<Record<SchemaName, JsonObject>> {
  // A function of the code alone, made once per process and frozen (zod's toJSONSchema took 12 to
  // 19 ms of every build, and every build after one GLO draw makes openapi.json again).
  generated ??= deepFreeze(generate());
  return generated;
}

let generated: Readonly<Record<SchemaName, JsonObject>> | null = null;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function generate(): Readonly<Record<SchemaName, JsonObject>> {
  // Only the contract's schemas, whatever else carries an id in zod's global registry; their
  // descriptions and ids stay there (`.meta`, `.describe`), which is where zod reads them from.
  const registry = z.registry<{ id: string }>();
  const names = Object.keys(COMPONENTS) as SchemaName[];
  for (const name of names) registry.add(COMPONENTS[name], { id: name });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    metadata: z.globalRegistry,
    uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
  });
  return Object.fromEntries(
    names.map((name) => {
      const schema = schemas[name];
      if (schema === undefined) throw new Error(`the contract schema ${name} has no id ${name}`);
      return [name, component(schema as JsonObject)];
    }),
  ) as Record<SchemaName, JsonObject>;
}

/**
 * zod writes each schema as a document of its own (`$schema`, `$id`); as a component of an
 * OpenAPI 3.1 document it takes the document's dialect and is addressed by its place, so both go.
 */
function component(schema: JsonObject): JsonObject {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  if (!isJsonObject(rest)) throw new Error('not a schema');
  return rest;
}
