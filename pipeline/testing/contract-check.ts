import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { siteConfig } from '../config.ts';
import { OPENAPI_FILE } from '../contract/paths.ts';
import type { PUBLIC_PATHS } from '../answers/route.ts';
import { API_VERSION, openapiDocument } from '../describe/openapi.ts';
import { type Json, type JsonObject, SCHEMA_REF_PREFIX, type SchemaName, isJsonObject } from '../describe/openapi-kit.ts';
import { listTree } from '../publish/publish.ts';
import { plainTreeContext } from '../publish/outputs.ts';
import { fileRules } from './contract-check-paths.ts';

// Both packages are CommonJS whose typings declare `export default`; under NodeNext the default
// import is `module.exports`, which carries the class and plugin as `.default` at run time too.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

/** The id under which the component schemas are registered with ajv, as `$defs`. */
const DEFS_ID = 'urn:lottery-results:openapi-components';

/**
 * The outgoing contract compiled (STYLE habit 2): openapi.json's component schemas with ajv's
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1), in strict mode so that a misspelt keyword is an
 * error rather than a silently ignored annotation, with formats checked, and every error reported.
 */
export interface Contract {
  /** Errors of `value` against a component schema; empty when it conforms. */
  check(schema: SchemaName, value: unknown): string[];
  /** The component schema of a GET answer of a path for a status, or null when none is documented. */
  responseSchema(path: string, status: number): SchemaName | null;
}

export function compileContract(document: JsonObject): Contract {
  const components = document['components'];
  const schemas = isJsonObject(components) ? components['schemas'] : undefined;
  if (!isJsonObject(schemas)) throw new Error('openapi document has no components.schemas');
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DEFS_ID, $defs: toDefs(schemas) as JsonObject });
  const compiled = new Map<string, ValidateFunction>();
  for (const name of Object.keys(schemas)) compiled.set(name, ajv.compile({ $ref: `${DEFS_ID}#/$defs/${name}` }));
  return {
    check(schema, value) {
      const validate = compiled.get(schema);
      if (!validate) return [`openapi document has no schema ${schema}`];
      return validate(value) ? [] : (validate.errors ?? []).map(describe);
    },
    responseSchema(path, status) {
      return responseSchemaName(document, path, status);
    },
  };
}

/** `$ref`s to `#/components/schemas/X` become `#/$defs/X` of the one schema ajv holds. */
function toDefs(value: Json): Json {
  if (Array.isArray(value)) return value.map((v: Json) => toDefs(v));
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF_PREFIX) ? `#/$defs/${v.slice(SCHEMA_REF_PREFIX.length)}` : toDefs(v),
    ]),
  );
}

function responseSchemaName(document: JsonObject, path: string, status: number): SchemaName | null {
  const at = (value: Json | undefined, key: string): Json | undefined => (isJsonObject(value) ? value[key] : undefined);
  let response = at(at(at(at(document['paths'], path), 'get'), 'responses'), String(status));
  const shared = at(response, '$ref');
  if (typeof shared === 'string') response = at(at(document['components'], 'responses'), shared.split('/').pop() ?? '');
  const ref = at(at(at(at(response, 'content'), 'application/json'), 'schema'), '$ref');
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF_PREFIX) ? (ref.slice(SCHEMA_REF_PREFIX.length) as SchemaName) : null;
}

function describe(e: ErrorObject): string {
  return `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`;
}

/**
 * Checks a document against the official OpenAPI 3.1 schema (@seriousme/openapi-schema-validator),
 * that it declares the interface version of SPEC "Versioning", and that its schemas compile.
 */
export async function validateOpenapiDocument(document: unknown): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
  const errors = result.valid ? [] : typeof result.errors === 'string' ? [result.errors] : (result.errors ?? []).map(describe);
  if (!isJsonObject(document as Json)) return [...errors, 'not a JSON object'];
  const doc = document as JsonObject;
  if (doc['openapi'] !== '3.1.0') errors.push(`openapi is ${JSON.stringify(doc['openapi'])}, expected "3.1.0" (C7)`);
  const info = doc['info'];
  if (!isJsonObject(info) || info['version'] !== API_VERSION) errors.push(`info.version is not ${API_VERSION}`);
  try {
    compileContract(doc);
  } catch (error) {
    errors.push(`component schemas do not compile: ${(error as Error).message}`);
  }
  return errors;
}

/** One file of a tree that breaks the contract, and how. */
export interface TreeFailure {
  readonly file: string;
  /** The schema it was held to; null for a JSON file no rule maps. */
  readonly schema: SchemaName | 'OpenAPI 3.1' | null;
  readonly errors: readonly string[];
}

export interface TreeReport {
  /** JSON files examined. */
  readonly checked: number;
  readonly failures: readonly TreeFailure[];
}

/**
 * Holds every JSON file of a published tree to openapi.json (C7): the tree's own openapi.json
 * must be a valid OpenAPI 3.1 document, and its schemas then judge every other file by its path
 * (contract-check-paths.ts). A JSON file at a path no rule maps is a failure; so is a missing openapi.json,
 * in which case the schemas the code generates are used instead. Other files are not JSON and are
 * not examined here.
 */
export async function validateTree(distDir: string): Promise<TreeReport> {
  const files = [...(await listTree(distDir))].filter((f) => f.endsWith('.json')).sort();
  const failures: TreeFailure[] = [];
  let contract: Contract | null = null;
  if (files.includes(OPENAPI_FILE)) {
    const parsed = await parseFile(distDir, OPENAPI_FILE);
    const errors = 'error' in parsed ? [parsed.error] : await validateOpenapiDocument(parsed.value);
    if (errors.length > 0) failures.push({ file: OPENAPI_FILE, schema: 'OpenAPI 3.1', errors });
    else if ('value' in parsed) contract = compileContract(parsed.value as JsonObject);
  } else {
    failures.push({ file: OPENAPI_FILE, schema: 'OpenAPI 3.1', errors: ['missing'] });
  }
  contract ??= compileContract(generatedDocument());
  const rules = fileRules();
  for (const file of files) {
    if (file === OPENAPI_FILE) continue;
    const rule = rules.get(file);
    if (!rule) {
      failures.push({ file, schema: null, errors: ['unknown JSON file: no schema maps this path'] });
      continue;
    }
    const parsed = await parseFile(distDir, file);
    let errors: string[];
    if ('error' in parsed) errors = [parsed.error];
    else {
      errors = contract.check(rule.schema, parsed.value);
      if (errors.length === 0 && rule.consistent) errors = rule.consistent(parsed.value);
    }
    if (errors.length > 0) failures.push({ file, schema: rule.schema, errors });
  }
  return { checked: files.length, failures };
}

async function parseFile(distDir: string, file: string): Promise<{ value: unknown } | { error: string }> {
  try {
    return { value: JSON.parse(await readFile(join(distDir, file), 'utf8')) as unknown };
  } catch (error) {
    return { error: `not readable JSON: ${(error as Error).message}` };
  }
}

/** The document the code generates, without a tree (its schemas do not depend on examples). */
export function generatedDocument(): JsonObject {
  return openapiDocument(plainTreeContext({ site: siteConfig({}), withData: [], read: () => undefined }));
}

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/**
 * A validator of single answers (the live `/check`, the 400s and 404s of the local server and the
 * functions): the errors of a body against the schema openapi.json gives the GET answer of `path`
 * with `status`. A status the document does not give the path is itself an error.
 */
export function createAnswerValidator(
  document: JsonObject = generatedDocument(),
): (path: PublicPath, status: number, body: unknown) => string[] {
  const contract = compileContract(document);
  return (path, status, body) => {
    const schema = contract.responseSchema(path, status);
    if (schema === null) return [`openapi.json documents no JSON answer ${status} for GET ${path}`];
    return contract.check(schema, body);
  };
}

let defaultValidator: ReturnType<typeof createAnswerValidator> | undefined;

/**
 * `createAnswerValidator()` over the generated document, compiled on first use and kept (a
 * compiled schema set is immutable, so sharing it between tests is safe).
 */
export function validateAnswer(path: PublicPath, status: number, body: unknown): string[] {
  defaultValidator ??= createAnswerValidator();
  return defaultValidator(path, status, body);
}
