// A route as the browser calls it: method, path, who may call, operationId — and none of the
// contract's schemas, so a page's bundle carries no zod (docs/performance.md: zod and the schemas were about
// 40 kB gzip of every page's first load). The contract's type rides along, erased at build time:
// the web still derives what it sends and what it gets back from the one contract. The references
// are generated from the contracts (route-refs.ts) and checked against them (route-refs.test.ts).
import { fillPath, type Params, type RouteDefinition } from './route.js';

export interface RouteRef<R extends RouteDefinition = RouteDefinition> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly access: R['access'];
  readonly operationId: R['operationId'];
  /** Only for an answer of bytes to download (`'file'`, `'csv'`): the transport asks for a Blob. */
  readonly response?: Extract<R['response'], 'file' | 'csv'>;
  /** Never set: it carries the contract's type, from which the input and the answer are derived. */
  readonly contract?: R;
}

/** `/api/order/:id/` with `{id: 12}` → `/api/order/12/`. */
export function refPath<R extends RouteDefinition>(ref: RouteRef<R>, params?: Params<R>): string {
  return fillPath(ref, params as Record<string, string | number> | undefined);
}

/** The fields of a contract that its reference keeps: what route-refs.test.ts compares. */
export function refOf(route: RouteDefinition): Omit<RouteRef, 'contract'> {
  const { method, path, access, operationId, response } = route;
  return response === 'file' || response === 'csv'
    ? { method, path, access, operationId, response }
    : { method, path, access, operationId };
}

/** Whether a value exported by the contracts is a route contract (the generator and the test list them so). */
export function isRouteContract(value: unknown): value is RouteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Partial<RouteDefinition>;
  return (
    typeof route.method === 'string' &&
    typeof route.path === 'string' &&
    typeof route.operationId === 'string' &&
    Array.isArray(route.errors)
  );
}
