// A team generating a client from the live document gets named operations and typed answers and
// refusals: openapi-typescript makes the types, and a small program calling three operations with
// them type-checks — and stops type-checking when it misuses them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { liveDocument, scratchDir } from './openapi-document.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const PROGRAM = `
import type { operations, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Answer<O extends keyof operations, S extends keyof operations[O]['responses']> = Json<operations[O]['responses'][S]>;

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  return (await res.json()) as T;
}

/** GET /api/news/ with its query, reading the cards. */
export async function latestTitles(token: string): Promise<string[]> {
  const query: NonNullable<operations['listNews']['parameters']['query']> = { maxResultCount: 3, sort: 'likes' };
  const page = await call<Answer<'listNews', 200>>('/api/news/?maxResultCount=' + query.maxResultCount, {
    headers: { authorization: 'Bearer ' + token },
  });
  // @ts-expect-error a card in the list carries no content
  void page.allNews[0]?.content;
  return page.allNews.map((card) => card.title + ' ' + card.likesCount.toFixed(0));
}

/** GET /api/order/{id}/ with its path parameter; a refusal is typed with its codes. */
export async function orderStatus(id: paths['/api/order/{id}/']['get']['parameters']['path']['id']): Promise<string> {
  const { order } = await call<Answer<'getOrder', 200>>('/api/order/' + id + '/');
  const refusal: Answer<'getOrder', 404> = { code: 'not_found', message: 'Не найдено' };
  // @ts-expect-error getOrder never answers 404 with another code
  const wrong: Answer<'getOrder', 404> = { code: 'insufficient_funds', message: '' };
  void wrong;
  return order.statusText + refusal.code + order.events.length;
}

/** POST /api/withdrawal/ with its body and header; 422 is the refusal with errorCode, or idempotency_mismatch. */
export async function withdraw(key: string): Promise<number | null> {
  const body: operations['requestWithdrawal']['requestBody']['content']['application/json'] = {
    bankId: '100000000111',
    amount: 150,
    phone: '79001234567',
  };
  const headers: operations['requestWithdrawal']['parameters']['header'] = { 'idempotency-key': key };
  const answer = await call<Answer<'requestWithdrawal', 200> | Answer<'requestWithdrawal', 422>>('/api/withdrawal/', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if ('success' in answer) return answer.order?.amount ?? null;
  return answer.code === 'idempotency_mismatch' ? null : 0;
}
`;

it('types generated from the live document type-check a program calling three operations', async () => {
  const dir = scratchDir('openapi-types-');
  const ast = await openapiTS(JSON.parse(JSON.stringify(await liveDocument(ctx))));
  writeFileSync(path.join(dir, 'api.d.ts'), astToString(ast));
  writeFileSync(path.join(dir, 'client.ts'), PROGRAM);
  const program = ts.createProgram([path.join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(problems).toEqual([]);
});
