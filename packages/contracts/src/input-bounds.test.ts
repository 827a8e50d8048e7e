// Every input of an API call is bounded by its contract (decision 0030): a string by a length, a
// pattern of bounded repetitions, an enum or a format; a list by a number of items. What a call
// stores can then be no longer than a valid value, and no call reads a megabyte where ten characters
// will do.
import { toJSONSchema } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { allRoutes, type RouteDefinition } from './index.js';

type Node = Record<string, unknown>;

/** The places in a JSON Schema where a string or a list may be as long as the sender likes. */
function unbounded(node: unknown, path: string): string[] {
  if (!node || typeof node !== 'object') return [];
  const n = node as Node;
  const found: string[] = [];
  const pattern = typeof n.pattern === 'string' ? n.pattern : null;
  if (
    n.type === 'string' &&
    n.maxLength === undefined &&
    n.enum === undefined &&
    n.const === undefined &&
    n.format === undefined &&
    (pattern === null || /[+*]/.test(pattern))
  )
    found.push(path);
  if (n.type === 'array' && n.maxItems === undefined) found.push(`${path}[]`);
  for (const [key, value] of Object.entries(n)) {
    if (key === 'properties')
      for (const [name, sub] of Object.entries(value as Node)) found.push(...unbounded(sub, `${path}.${name}`));
    else if (key === 'items' || key === 'additionalProperties') found.push(...unbounded(value, `${path}[]`));
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf')
      for (const sub of value as unknown[]) found.push(...unbounded(sub, path));
  }
  return found;
}

const apiRoutes = allRoutes.filter((r) => (r.server ?? 'api') === 'api');

describe('input bounds', () => {
  it.each(apiRoutes.map((r) => [r.operationId, r] as const))('%s takes no unbounded input', (_, route: RouteDefinition) => {
    const parts = {
      params: route.params,
      query: route.query,
      headers: route.headers,
      body: route.body,
      fields: route.upload?.fields,
    };
    const found = Object.entries(parts).flatMap(([part, schema]) =>
      schema ? unbounded(toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), part) : [],
    );
    expect(found).toEqual([]);
  });
});
