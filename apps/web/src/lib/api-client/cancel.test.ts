import { describe, expect, it } from 'vitest';
import { emptyOnCancel } from './cancel';

describe('emptyOnCancel (product §8: cancelled list requests resolve to empty lists)', () => {
  const empty = { history: [], totalCount: 0 };

  it('resolves a cancelled request to the empty list', async () => {
    const controller = new AbortController();
    const call = new Promise<typeof empty>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    controller.abort();
    await expect(emptyOnCancel(call, empty)).resolves.toEqual(empty);
  });

  it('passes an answer through', async () => {
    const page = { history: [], totalCount: 7 };
    await expect(emptyOnCancel(Promise.resolve(page), empty)).resolves.toBe(page);
  });

  it('rethrows any other error unchanged', async () => {
    const err = new Error('boom');
    await expect(emptyOnCancel(Promise.reject(err), empty)).rejects.toBe(err);
  });
});
