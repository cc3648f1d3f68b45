import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as formatsModule from 'ajv-formats';

/**
 * Contract checks: JSON from the fake instance (and real fixtures) is validated against the
 * Mastodon OpenAPI schema in ../shared/fixtures plus our overlay for Akkoma/Pleroma. The
 * fake instance shares no code with the client, so this is what ties both to real shapes.
 */

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../..');
export const fixturesDir = resolve(repoRoot, '../shared/fixtures');

if (!existsSync(resolve(fixturesDir, 'mastodon-openapi/schema.json'))) {
  throw new Error(
    `Shared fixtures not found at ${fixturesDir}: the contract tests need ../shared/fixtures next to the repository.`,
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Overlay {
  dropRequired: Record<string, string[]>;
  setProperties: Record<string, Record<string, JsonObject>>;
  schemas: Record<string, JsonObject>;
}

export function readFixture(relative: string): unknown {
  return JSON.parse(readFileSync(resolve(fixturesDir, relative), 'utf8'));
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "Name/prop/prop" -> the schema object at that place (through `properties`). */
function locate(schemas: JsonObject, key: string): JsonObject {
  const [name = '', ...path] = key.split('/');
  let node = schemas[name];
  for (const prop of path) {
    const properties = isObject(node) ? node.properties : undefined;
    node = isObject(properties) ? properties[prop] : undefined;
  }
  if (!isObject(node)) throw new Error(`overlay names a missing schema location: ${key}`);
  return node;
}

function buildSchemas(): JsonObject {
  const openapi = JSON.parse(
    readFileSync(resolve(fixturesDir, 'mastodon-openapi/schema.json'), 'utf8'),
  ) as JsonObject;
  const overlay = JSON.parse(
    readFileSync(resolve(here, 'openapi-overlay.json'), 'utf8'),
  ) as Overlay;
  const components = openapi.components;
  const schemas =
    isObject(components) && isObject(components.schemas) ? components.schemas : undefined;
  if (!schemas) throw new Error('schema.json has no components.schemas');
  for (const [key, names] of Object.entries(overlay.dropRequired)) {
    const node = locate(schemas, key);
    const required = Array.isArray(node.required) ? node.required : [];
    for (const name of names)
      if (!required.includes(name))
        throw new Error(`overlay drops ${name} from ${key}, which does not require it`);
    node.required = required.filter((name) => typeof name === 'string' && !names.includes(name));
  }
  for (const [key, properties] of Object.entries(overlay.setProperties)) {
    const node = locate(schemas, key);
    node.properties = { ...(isObject(node.properties) ? node.properties : {}), ...properties };
  }
  Object.assign(schemas, overlay.schemas);
  return { $id: 'petrel:contract', components: { schemas } };
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    allowUnionTypes: true,
  });
  // OpenAPI annotations that JSON Schema does not know, and the container our refs point into.
  ajv.addVocabulary(['example', 'externalDocs', 'discriminator', 'xml', 'components']);
  // ajv-formats is CommonJS; under NodeNext its plugin arrives on `default`.
  const addFormats = (formatsModule as unknown as { default: (a: Ajv2020) => Ajv2020 }).default;
  addFormats(ajv);
  ajv.addFormat('iso-639-1', /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
  ajv.addFormat('scopes', /^[a-z:]+( [a-z:]+)*$/);
  ajv.addFormat('binary', true);
  ajv.addSchema(buildSchemas());
  return ajv;
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** Names a components schema; "Status[]" means an array of Status. */
function validatorFor(name: string): ValidateFunction {
  const cached = validators.get(name);
  if (cached) return cached;
  ajv ??= createAjv();
  const list = name.endsWith('[]');
  const ref = { $ref: `petrel:contract#/components/schemas/${list ? name.slice(0, -2) : name}` };
  const validate = ajv.compile(list ? { type: 'array', items: ref } : ref);
  validators.set(name, validate);
  return validate;
}

export function schemaErrors(json: unknown, name: string): string[] {
  const validate = validatorFor(name);
  if (validate(json)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  );
}

/** Throws with every schema error listed when the JSON does not match. */
export function expectMatchesSchema(json: unknown, name: string): void {
  const errors = schemaErrors(json, name);
  if (errors.length > 0)
    throw new Error(`JSON does not match ${name}:\n  ${errors.slice(0, 25).join('\n  ')}`);
}
