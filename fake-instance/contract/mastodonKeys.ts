import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fixturesDir } from './schema.js';

/**
 * The strict side of the contract, for `--software mastodon`: which keys of a JSON body
 * Mastodon's own OpenAPI schema (without the Akkoma/Pleroma overlay) does not name. A fake
 * Mastodon that sends `pleroma` blocks or Pleroma-only fields would let a client lean on
 * them unseen; schema validation alone cannot tell, since extra keys are allowed there.
 */

type Node = { [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let schemas: Node | undefined;
function mastodonSchemas(): Node {
  if (!schemas) {
    const openapi = JSON.parse(
      readFileSync(resolve(fixturesDir, 'mastodon-openapi/schema.json'), 'utf8'),
    ) as { components: { schemas: Node } };
    schemas = openapi.components.schemas;
  }
  return schemas;
}

/** The schema a `$ref` points at, and the branches of `oneOf`/`anyOf`/`allOf`, flattened. */
function branches(node: Node): Node[] {
  if (typeof node.$ref === 'string') {
    const target = mastodonSchemas()[node.$ref.replace('#/components/schemas/', '')];
    return isNode(target) ? branches(target) : [];
  }
  const parts = [node.oneOf, node.anyOf, node.allOf].flatMap((list) =>
    Array.isArray(list) ? list.filter(isNode) : [],
  );
  return parts.length > 0 ? [node, ...parts.flatMap(branches)] : [node];
}

function walk(value: unknown, node: Node, path: string, out: string[]): void {
  const options = branches(node);
  if (Array.isArray(value)) {
    for (const option of options)
      if (isNode(option.items))
        value.forEach((item, i) => walk(item, option.items as Node, `${path}/${i}`, out));
    return;
  }
  if (!isNode(value)) return;
  const known = new Map<string, Node>();
  let open = false;
  for (const option of options) {
    if (isNode(option.properties))
      for (const [key, sub] of Object.entries(option.properties))
        if (isNode(sub)) known.set(key, sub);
    if (option.additionalProperties !== undefined && option.additionalProperties !== false)
      open = true;
  }
  // A map (free-form object) or a schema that names no properties says nothing about keys.
  if (open || known.size === 0) return;
  for (const [key, item] of Object.entries(value)) {
    const sub = known.get(key);
    if (!sub) out.push(`${path}/${key}`);
    else walk(item, sub, `${path}/${key}`, out);
  }
}

/** Paths of keys Mastodon's schema `name` (or `Name[]` for a list) does not define. */
export function keysMastodonLacks(json: unknown, name: string): string[] {
  const list = name.endsWith('[]');
  const ref = { $ref: `#/components/schemas/${list ? name.slice(0, -2) : name}` };
  const out: string[] = [];
  walk(json, list ? { type: 'array', items: ref } : ref, '', out);
  return out;
}
