// Every route contract has its browser reference in `@cabinet/contracts/client`, equal to it in
// method, path, access, operationId and download kind; and no reference is left of a contract that
// is gone. When this fails, run `node packages/contracts/scripts/generate-route-refs.mjs`.
import { describe, expect, it } from 'vitest';
import * as client from './client.js';
import * as contracts from './index.js';
import { isRouteContract, refOf } from './http/route-ref.js';

const routes = Object.entries(contracts).filter(([, value]) => isRouteContract(value));
const isRef = (value: unknown) => typeof value === 'object' && value !== null && 'operationId' in value && 'path' in value;
const refs = Object.entries(client).filter(([, value]) => isRef(value));

describe('route references', () => {
  it.each(routes)('%s matches its contract', (name, route) => {
    expect((client as Record<string, unknown>)[name]).toEqual(refOf(route as contracts.RouteDefinition));
  });

  it('has no reference without a contract', () => {
    expect(refs.map(([name]) => name).sort()).toEqual(routes.map(([name]) => name).sort());
  });

  it('covers every route the API and the web app register', () => {
    const referenced = new Set(refs.map(([, ref]) => (ref as { operationId: string }).operationId));
    expect(contracts.allRoutes.filter((route) => !referenced.has(route.operationId)).map((r) => r.operationId)).toEqual([]);
  });
});
