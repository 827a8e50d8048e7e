import {
  adminDisputeRoute,
  adminMeRoute,
  answerDisputeRoute,
  approveApprovalRoute,
  creditDisputeRoute,
  rejectApprovalRoute,
  type AdminDispute,
  type DisputeAnswerStatus,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { DisputeScreen } from './dispute-screen';

// Sums are written with no-break spaces (`1 250,5 б.`): names and texts match them with \s.

const dispute = (overrides: Partial<AdminDispute> = {}): AdminDispute => ({
  id: 41,
  kind: 'line',
  status: 'new',
  reason: 'wrong_amount',
  comment: 'За договор начислили 500 вместо 1500',
  entry: { id: 9, date: '2026-03-02T09:00:00.000Z', title: 'Договор 77-100', amount: 500, contractNumber: '77-100' },
  contract: null,
  matchedAt: null,
  files: [{ id: 'f1', url: '/api/admin/disputes/41/files/f1', mime: 'image/png' }],
  answers: [],
  createdAt: '2026-03-03T08:00:00.000Z',
  firstAnswerDue: '2026-03-04T08:00:00.000Z',
  resolveDue: '2026-03-10T08:00:00.000Z',
  firstAnsweredAt: null,
  resolvedAt: null,
  creditedAmount: null,
  memberId: 'm-1',
  memberName: 'Петрова Анна Сергеевна',
  memberPhone: '79991234567',
  late: false,
  answerLate: false,
  decisionLate: false,
  pendingCredit: null,
  answeredBy: [],
  ...overrides,
});

function api(role: 'admin' | 'operator', shown: AdminDispute = dispute()) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator({ role }) })
    .on(adminDisputeRoute, shown);
}

/** A credit of 80 000 б. asked by another admin, waiting at the approvals door. */
const waitingCredit = buildApproval({
  id: 5,
  kind: 'dispute_credit',
  subject: '41',
  summary: 'Спор № 41: начислить 80 000 б. (Петрова Анна)',
  effect: 'Спор будет решён начислением участнику 80 000 б.',
  amount: 80_000,
  madeBy: 'first@example.ru',
});

const answered = (status: DisputeAnswerStatus, text: string) =>
  dispute({
    status,
    firstAnsweredAt: '2026-03-03T10:00:00.000Z',
    resolvedAt: status === 'refused' ? '2026-03-03T10:00:00.000Z' : null,
    answers: [{ at: '2026-03-03T10:00:00.000Z', author: 'operator', status, text }],
    answeredBy: ['op@example.ru'],
  });

describe('the answer to a dispute', () => {
  it('asks for a choice and a text before anything is sent', async () => {
    const fake = api('operator');
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    await user.click(await screen.findByRole('button', { name: 'Отправить ответ' }));

    expect(await screen.findByText('Выберите ответ: в работе, нужна информация или отказ')).toBeInTheDocument();
    expect(screen.getByText('Напишите участнику причину')).toBeInTheDocument();
    expect(screen.getByLabelText('Причина/ответ участнику')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests(answerDisputeRoute)).toEqual([]);
  });

  it.each([
    ['in_progress', 'В работе', 'Спор взят в работу: участник увидит ответ.'],
    ['need_info', 'Нужна информация', 'Участника попросили прислать информацию.'],
  ] as const)('sends «%s» with its text', async (status, label, done) => {
    const text = 'Проверяем начисление по договору';
    const fake = api('operator').on(answerDisputeRoute, answered(status, text));
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    const choices = await screen.findByRole('group', { name: 'Ответ' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['in_progress', 'need_info', 'refused']);
    await user.click(within(choices).getByRole('radio', { name: label }));
    await user.type(screen.getByLabelText('Причина/ответ участнику'), text);
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(fake.requests(answerDisputeRoute).map((r) => [r.params, r.body])).toEqual([[{ id: '41' }, { status, text }]]);
    // The thread shows the answer and who gave it.
    const thread = screen.getByRole('region', { name: 'Переписка' });
    expect(within(thread).getByText('op@example.ru')).toBeInTheDocument();
    expect(within(thread).getByText(text)).toBeInTheDocument();
  });

  it('refuses only after a second word, and then offers nothing more', async () => {
    const text = 'Начисление верное: тариф первого уровня';
    const fake = api('admin').on(answerDisputeRoute, answered('refused', text));
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    const answer = (await screen.findByRole('heading', { name: 'Ответить участнику' })).closest('section')!;
    await user.click(within(answer).getByRole('radio', { name: 'Отказать' }));
    await user.type(within(answer).getByLabelText('Причина/ответ участнику'), text);
    await user.click(within(answer).getByRole('button', { name: 'Отправить ответ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказать по спору? Спор будет решён, участник прочтёт причину.' });
    expect(fake.requests(answerDisputeRoute)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Отказать' }));

    expect(await screen.findByText('По спору отказано: участник прочтёт причину.')).toBeInTheDocument();
    expect(fake.requests(answerDisputeRoute).map((r) => r.body)).toEqual([{ status: 'refused', text }]);
    expect(screen.getByText('Спор решён: ответить или начислить по нему больше нельзя.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить ответ' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Сумма, б.')).not.toBeInTheDocument();
  });

  it("shows the API's refusal of the text under the field", async () => {
    api('operator').on(
      answerDisputeRoute,
      refusal(400, 'validation_error', 'Проверьте правильность заполнения полей', {
        fields: { text: 'Ссылки на сторонние сайты не допускаются' },
      }),
    );
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    await user.click(await screen.findByRole('radio', { name: 'В работе' }));
    await user.type(screen.getByLabelText('Причина/ответ участнику'), 'Смотрите наш сайт');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    const field = screen.getByLabelText('Причина/ответ участнику');
    expect(await screen.findByText('Ссылки на сторонние сайты не допускаются')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Ссылки на сторонние сайты не допускаются/);
  });
});

describe('the credit of a dispute', () => {
  it('is not offered to an operator', async () => {
    api('operator');
    renderScreen(<DisputeScreen disputeId={41} />);

    expect(await screen.findByRole('button', { name: 'Отправить ответ' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Начислить' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Сумма, б.')).not.toBeInTheDocument();
  });

  it('credits an admin’s amount after a confirmation that names it', async () => {
    const text = 'Доначислили по тарифу';
    const fake = api('admin').on(
      creditDisputeRoute,
      dispute({ status: 'credited', resolvedAt: '2026-03-03T10:00:00.000Z', creditedAmount: 1250.5 }),
    );
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    expect(await screen.findByRole('heading', { name: 'Начислить' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Сумма, б.'), '1 250,5');
    const credit = screen.getByRole('heading', { name: 'Начислить' }).closest('section')!;
    await user.type(within(credit).getByLabelText('Причина/ответ участнику'), text);
    await user.click(within(credit).getByRole('button', { name: 'Начислить' }));
    const dialog = await screen.findByRole('dialog', { name: /^Начислить участнику 1\s250,50\sб\.\? Спор будет решён\.$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Начислить' }));

    expect(await screen.findByText(/^Начислено 1\s250,50\sб\.: спор решён\.$/)).toBeInTheDocument();
    expect(fake.requests(creditDisputeRoute).map((r) => r.body)).toEqual([{ amount: 1250.5, text }]);
  });

  it('says that a credit above the threshold waits for a second admin, and takes no answer meanwhile', async () => {
    const pending = dispute({
      status: 'in_progress',
      pendingCredit: { ...waitingCredit, madeBy: 'admin@example.ru' },
    });
    const fake = api('admin').on(creditDisputeRoute, pending);
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    await user.type(await screen.findByLabelText('Сумма, б.'), '80000');
    const credit = screen.getByRole('heading', { name: 'Начислить' }).closest('section')!;
    await user.type(within(credit).getByLabelText('Причина/ответ участнику'), 'Доначисление за квартал');
    await user.click(within(credit).getByRole('button', { name: 'Начислить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Начислить' }));

    expect(await screen.findByText('Начисление отправлено на подтверждение второму администратору.')).toBeInTheDocument();
    expect(screen.getByText(/^Ждёт подтверждения второго администратора: Спор № 41: начислить 80\s000\sб\./)).toBeInTheDocument();
    expect(screen.getByText('До решения по начислению ответить по спору нельзя.')).toBeInTheDocument();
    // Its maker may only withdraw it.
    expect(screen.getByText(/^Запросил\(а\) admin@example\.ru \(вы\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить ответ' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Сумма, б.')).not.toBeInTheDocument();
    expect(fake.requests(creditDisputeRoute).map((r) => r.body)).toEqual([{ amount: 80_000, text: 'Доначисление за квартал' }]);
  });

  it('lets another admin approve a waiting credit on the dispute’s page', async () => {
    const fake = api('admin', dispute({ status: 'in_progress', pendingCredit: waitingCredit })).on(approveApprovalRoute, {
      ...waitingCredit,
      status: 'approved',
      checkedBy: 'admin@example.ru',
    });
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    expect(await screen.findByText(/^Запросил\(а\) first@example\.ru/)).toBeInTheDocument();
    fake.on(adminDisputeRoute, dispute({ status: 'credited', resolvedAt: '2026-03-05T10:00:00.000Z', creditedAmount: 80_000 }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: `Подтвердить: ${waitingCredit.summary}?` });
    expect(within(dialog).getByText(waitingCredit.effect)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Подтверждено: начислено по спору, спор решён.')).toBeInTheDocument();
    expect(fake.requests(approveApprovalRoute).map((r) => r.params)).toEqual([{ id: '5' }]);
    // The dispute is read again: decided, it offers nothing more.
    expect(await screen.findByText('Спор решён: ответить или начислить по нему больше нельзя.')).toBeInTheDocument();
  });

  it('lets another admin refuse a waiting credit with a reason, and the dispute takes an answer again', async () => {
    const fake = api('admin', dispute({ status: 'in_progress', pendingCredit: waitingCredit })).on(rejectApprovalRoute, {
      ...waitingCredit,
      status: 'rejected',
      reason: 'Договора нет у оператора',
    });
    const { user } = renderScreen(<DisputeScreen disputeId={41} />);

    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    fake.on(adminDisputeRoute, dispute({ status: 'in_progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Договора нет у оператора');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Запрос отклонён: ничего не изменилось.')).toBeInTheDocument();
    expect(fake.requests(rejectApprovalRoute).map((r) => r.body)).toEqual([{ reason: 'Договора нет у оператора' }]);
    expect(await screen.findByRole('button', { name: 'Отправить ответ' })).toBeInTheDocument();
  });

  it('shows a waiting credit to an operator, who decides nothing of it', async () => {
    api('operator', dispute({ pendingCredit: waitingCredit }));
    renderScreen(<DisputeScreen disputeId={41} />);

    expect(await screen.findByText(/^Ждёт подтверждения второго администратора: Спор № 41/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отклонить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'В работе' })).not.toBeInTheDocument();
  });
});
