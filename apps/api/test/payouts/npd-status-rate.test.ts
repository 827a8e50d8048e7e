// ФНС's status check keeps within the service's rate (decision 0034): a rolling minute of checks, the
// member's «Проверить» refused at once when it is used up, the nightly re-check waiting for a slot,
// and the service's own refusal read as «busy».
import { completePersonInn } from '@cabinet/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '../../../emulators/src/payouts/server.js';
import { npdStatusChecker, NpdStatusUnavailable } from '../../src/providers/npd/npd-status.js';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({});
});
afterAll(() => emulator.close());
afterEach(() => {
  emulator.config.npdChecksPerMinute = 0;
  vi.useRealTimers();
});

const inn = completePersonInn('7712345678');
const today = '2026-11-26';
const checker = (checksPerMinute: number) =>
  npdStatusChecker({
    baseUrl: emulator.url.replace(/\/v3$/, '/statusnpd/api/v1'),
    checksPerMinute,
    timeoutMs: 2_000,
    refuseEmulator: false,
  });

async function refusal(p: Promise<unknown>): Promise<NpdStatusUnavailable> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NpdStatusUnavailable);
  return err as NpdStatusUnavailable;
}

describe('the rate this process keeps', () => {
  it('lets a minute’s checks go at once, then refuses the next without asking the service', async () => {
    const npd = checker(2);
    const before = emulator.npdStatus.checks();
    for (let i = 0; i < 2; i++) expect(await npd.check(inn, today, { wait: false })).toMatchObject({ active: true });
    expect((await refusal(npd.check(inn, today, { wait: false }))).busy).toBe(true);
    expect(emulator.npdStatus.checks() - before).toBe(2);
  });

  it('a check that may wait goes once the oldest of the minute has left it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const npd = checker(1);
    expect(await npd.check(inn, today, { wait: false })).toMatchObject({ active: true });
    let answered = false;
    const waiting = npd.check(inn, today, { wait: true }).then((a) => {
      answered = true;
      return a;
    });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    expect(await waiting).toMatchObject({ active: true });
  });

  it('a rate under one a minute keeps one check in its longer window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const npd = checker(0.5);
    await npd.check(inn, today, { wait: false });
    vi.advanceTimersByTime(119_000);
    expect((await refusal(npd.check(inn, today, { wait: false }))).busy).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(await npd.check(inn, today, { wait: false })).toMatchObject({ active: true });
  });
});

it('the service’s own refusal of the rate is read as busy, not as an outage', async () => {
  const npd = checker(600);
  await npd.check(inn, today, { wait: false });
  // Another process at this address has used the service's minute.
  emulator.config.npdChecksPerMinute = 1;
  expect((await refusal(npd.check(inn, today, { wait: false }))).busy).toBe(true);
});
