import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const schema = z.object({ items: z.array(z.object({ n: z.number() })), total: z.number() });
const compile = (checkAnswers: boolean) =>
  serializerCompiler({ checkAnswers })({ schema, httpStatus: '200', method: 'GET', url: '/x' }) as (data: unknown) => string;

describe('serializerCompiler', () => {
  it('writes a frozen answer once and hands out the same bytes every time it is handed out again', () => {
    const write = compile(false);
    const items = [Object.freeze({ n: 1 })];
    Object.freeze(items);
    const answer = Object.freeze({ items, total: 1 });
    const first = write(answer) as unknown;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(String(first)).toBe('{"items":[{"n":1}],"total":1}');
    expect(write(answer)).toBe(first);
  });

  it('writes an answer that is not frozen anew each time: it may have changed', () => {
    const write = compile(false);
    const answer = { items: [{ n: 1 }], total: 1 };
    expect(write(answer)).toBe('{"items":[{"n":1}],"total":1}');
    answer.total = 2;
    expect(write(answer)).toBe('{"items":[{"n":1}],"total":2}');
  });
});
