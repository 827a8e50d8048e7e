// Operators' warnings by e-mail (decision 0036), with the ЮKassa Payouts emulator as the provider
// and the log mailer of development (the message as SMTP would carry it): a payout balance below
// the warning, once a day while it stays low and again after it recovered; the daily
// reconciliation's summary.
import { beforeAll, describe, expect, it } from 'vitest';
import { payoutBalanceJob, reconcilePayoutsJob } from '../../src/features/payouts/jobs.js';
import { runJob } from '../helper.js';
import { payoutsApp, type PayoutsContext } from '../payouts/fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp({}, { OPERATOR_ALERT_EMAILS: 'finance@agentplus.ru, head@agentplus.ru' });
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mails = () => ctx.logs.filter((l) => l.msg === 'mail (log sender)').map((l) => l.mail as Mail);

describe('a low payout balance', () => {
  it('is e-mailed to the operators once a day while it stays low', async () => {
    const before = mails().length;
    ctx.emulator.config.balance = 12_345_67;
    expect(await runJob(ctx.app, payoutBalanceJob, {})).toMatchObject({ output: { balance: 12_345_67, mailed: 2 } });
    const sent = mails().slice(before);
    expect(sent.map((m) => m.to)).toEqual(['finance@agentplus.ru', 'head@agentplus.ru']);
    expect(sent[0]!.subject).toBe('АГЕНТ ПЛЮС: на балансе выплат 12\u00a0345,67\u00a0₽ — пополните');
    expect(sent[0]!.text).toContain('осталось 12\u00a0345,67\u00a0₽');
    expect(sent[0]!.text).toContain('Порог предупреждения — 100\u00a0000,00\u00a0₽');
    expect(sent[0]!.text).toContain('http://localhost:3000/admin/reconciliation');
    // The next check the same day: nothing new.
    expect(await runJob(ctx.app, payoutBalanceJob, {})).toMatchObject({ output: { mailed: 0 } });
    // A day later it is still low: repeated.
    ctx.clock.advance(24 * 3600_000 + 1000);
    expect(await runJob(ctx.app, payoutBalanceJob, {})).toMatchObject({ output: { mailed: 2 } });
    // Topped up, then low again within the day: told at once.
    ctx.emulator.config.balance = 500_000_00;
    expect(await runJob(ctx.app, payoutBalanceJob, {})).toMatchObject({ output: { mailed: 0 } });
    ctx.emulator.config.balance = 1_000_00;
    expect(await runJob(ctx.app, payoutBalanceJob, {})).toMatchObject({ output: { mailed: 2 } });
    ctx.emulator.config.balance = 500_000_00;
    await runJob(ctx.app, payoutBalanceJob, {});
  });
});

describe('the daily reconciliation', () => {
  it('mails its summary to the operators', async () => {
    const before = mails().length;
    expect(await runJob(ctx.app, reconcilePayoutsJob, {})).toMatchObject({ output: { differences: 0, mailed: 2 } });
    const [first] = mails().slice(before);
    expect(first!.subject).toMatch(/^АГЕНТ ПЛЮС: сверка выплат за \d\d\.\d\d\.\d{4} — расхождений нет$/);
    expect(first!.text).toContain('Расхождений между учётом программы и платёжным сервисом нет.');
    expect(first!.text).toContain('Баланс выплат: 500\u00a0000,00\u00a0₽.');
  });
});
