// «Доступна новая версия» (product §2): the dialog's code is out of the first load, but asked for
// once the page is idle — before a deployment, after which the server may not have it any more.
import type { VersionFile } from '@cabinet/contracts/client';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { UpdatePrompt } from './update-prompt';

const chunk = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./update-dialog', async (importOriginal) => {
  chunk.asked += 1;
  return importOriginal();
});

/** The version the poll reports: none newer until the test says so. */
const poll = vi.hoisted(() => ({ newer: null as VersionFile | null, set: (_v: VersionFile | null) => {} }));
vi.mock('./use-new-version', async () => {
  const { useState } = await import('react');
  return {
    useNewVersion: () => {
      const [newer, setNewer] = useState(poll.newer);
      poll.set = setNewer;
      return newer;
    },
  };
});

describe('the update prompt', () => {
  it('has the dialog’s code asked for when the page is idle, before any new version; then offers the update', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderScreen(<UpdatePrompt />);
    expect(chunk.asked).toBe(0);

    act(() => idle.forEach((fn) => fn()));
    await vi.waitFor(() => expect(chunk.asked).toBe(1), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => poll.set({ fullVersion: '1.1.0+abc', buildTime: '2026-11-28T10:00:00.000Z', gitHash: 'abc' }));
    expect(await screen.findByRole('dialog', { name: 'Доступна новая версия' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
    expect(chunk.asked).toBe(1);
  });
});
