import { DISPUTE_STATUSES, getDisputeRoute, listDisputesRoute, replyDisputeRoute } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { buildDispute } from '../testing/fixtures';
import { DisputeDetails } from './dispute-details';

const STATUS_TEXT = {
  new: 'Новое',
  in_progress: 'В работе',
  need_info: 'Нужна информация',
  credited: 'Решено: начислено',
  refused: 'Решено: отказано',
} as const;

const asked = buildDispute({
  status: 'need_info',
  firstAnsweredAt: '2026-09-14T12:00:00.000Z',
  answers: [{ at: '2026-09-14T12:00:00.000Z', author: 'operator', status: 'need_info', text: 'Пришлите фото договора.' }],
});

describe('a dispute’s page', () => {
  it.each(DISPUTE_STATUSES)('shows the status %s in words, and the reply form only while the operator waits', async (status) => {
    fakeApi().on(getDisputeRoute, buildDispute({ status }));
    renderScreen(<DisputeDetails id={7} />);

    expect(await screen.findByTestId('dispute-status')).toHaveTextContent(STATUS_TEXT[status]);
    const form = screen.queryByRole('heading', { name: 'Ответить оператору' });
    if (status === 'need_info') expect(form).toBeInTheDocument();
    else expect(form).not.toBeInTheDocument();
    // Files may be added while it is open; a decided dispute takes nothing more.
    const open = status === 'new' || status === 'in_progress' || status === 'need_info';
    expect(screen.queryByRole('button', { name: 'Приложить файл' }) !== null).toBe(open);
  });

  it('shows the line, the reason, the promised dates in Moscow time and the operator’s question', async () => {
    fakeApi().on(getDisputeRoute, asked);
    renderScreen(<DisputeDetails id={7} />);

    expect(await screen.findByRole('link', { name: 'Вознаграждение по договору' })).toHaveAttribute('href', '/balance/41');
    expect(screen.getByText('Начислено меньше, чем положено')).toBeInTheDocument();
    expect(screen.getByText(/^\+700\sб\.$/)).toBeInTheDocument();
    // 08:00 UTC is 11:00 in Moscow.
    expect(screen.getByText('15.09.2026, 11:00')).toBeInTheDocument();
    expect(screen.getByText('21.09.2026, 11:00')).toBeInTheDocument();
    const answer = screen.getByTestId('dispute-answer');
    expect(within(answer).getByText('Оператор')).toBeInTheDocument();
    expect(within(answer).getByText('Статус: нужна информация')).toBeInTheDocument();
    expect(within(answer).getByText('Пришлите фото договора.')).toBeInTheDocument();
  });

  it('sends the member’s reply and shows the dispute back in work', async () => {
    const fake = fakeApi()
      .on(getDisputeRoute, asked)
      .on(listDisputesRoute, { items: [] })
      .on(
        replyDisputeRoute,
        buildDispute({
          status: 'in_progress',
          answers: [...asked.answers, { at: '2026-09-14T13:00:00.000Z', author: 'member', status: null, text: 'Фото приложил.' }],
        }),
      );
    const { user } = renderScreen(<DisputeDetails id={7} />);

    await user.type(await screen.findByLabelText('Ваш ответ'), 'Фото приложил.');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    expect(await screen.findByText('Ответ отправлен: спор снова в работе.')).toBeInTheDocument();
    expect(screen.getByTestId('dispute-status')).toHaveTextContent('В работе');
    expect(screen.queryByRole('heading', { name: 'Ответить оператору' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('dispute-answer')).toHaveLength(2);
    expect(fake.requests(replyDisputeRoute)[0]!.body).toEqual({ text: 'Фото приложил.' });
  });

  it('refuses a reply too short to say anything, on the page', async () => {
    const fake = fakeApi().on(getDisputeRoute, asked);
    const { user } = renderScreen(<DisputeDetails id={7} />);

    await user.type(await screen.findByLabelText('Ваш ответ'), 'да');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    expect(await screen.findByText('Напишите ответ')).toBeInTheDocument();
    expect(fake.requests(replyDisputeRoute)).toHaveLength(0);
  });

  it('says the API’s refusal when the operator no longer waits', async () => {
    fakeApi()
      .on(getDisputeRoute, asked)
      .on(replyDisputeRoute, refusal(409, 'dispute_not_waiting', 'Оператор не ждёт ответа по этому спору'));
    const { user } = renderScreen(<DisputeDetails id={7} />);

    await user.type(await screen.findByLabelText('Ваш ответ'), 'Фото приложил.');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    expect(await screen.findByText('Оператор не ждёт ответа по этому спору')).toBeInTheDocument();
  });

  it('shows the credited amount of a dispute decided by a credit', async () => {
    fakeApi().on(
      getDisputeRoute,
      buildDispute({ status: 'credited', creditedAmount: 12345.5, resolvedAt: '2026-09-16T09:30:00.000Z' }),
    );
    renderScreen(<DisputeDetails id={7} />);

    expect(await screen.findByTestId('dispute-credited')).toHaveTextContent(/^12\s345,50\sб\.$/);
    expect(screen.getByText('16.09.2026, 12:30')).toBeInTheDocument();
    expect(screen.getByText('Спор решён: добавить к нему ничего нельзя.')).toBeInTheDocument();
  });

  it('shows a claimed contract and the files as links', async () => {
    fakeApi().on(
      getDisputeRoute,
      buildDispute({
        kind: 'missing_contract',
        reason: null,
        entry: null,
        contract: { number: 'АД-2026-1', date: '2026-09-01', subscriber: 'Ярославль, ул. Свободы, 5' },
        files: [
          { id: 'f1', url: '/api/disputes/7/files/f1', mime: 'image/jpeg' },
          { id: 'f2', url: '/api/disputes/7/files/f2', mime: 'application/pdf' },
        ],
      }),
    );
    renderScreen(<DisputeDetails id={7} filesFailed={1} />);

    expect(await screen.findByText('Договор, которого нет в начислениях')).toBeInTheDocument();
    expect(screen.getByText('01.09.2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Файл 1' })).toHaveAttribute('src', '/api/disputes/7/files/f1');
    expect(screen.getByRole('link', { name: 'PDF, файл 2' })).toHaveAttribute('href', '/api/disputes/7/files/f2');
    expect(screen.getByRole('alert')).toHaveTextContent('приложить файлов не удалось: 1');
  });

  it('answers a dispute that is not the member’s as not found', async () => {
    fakeApi().on(getDisputeRoute, refusal(404, 'not_found', 'Не найдено'));
    renderScreen(<DisputeDetails id={8} />);

    expect(await screen.findByText('Спор не найден')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все споры' })).toHaveAttribute('href', '/disputes');
  });
});
