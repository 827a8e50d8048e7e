import { adminMeRoute, checkRecipientsRoute, sendNotificationRoute, type NotificationSend } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { ComposeScreen } from './compose-screen';

const admin = buildOperator();

const sent: NotificationSend = {
  id: 7,
  audience: 'member',
  audienceText: 'Петрова Анна, +7 (999) 123-45-67',
  category: 'system',
  title: 'Проверка',
  body: '',
  link: null,
  status: 'sent',
  sendAt: '2026-03-01T10:00:00.000Z',
  deliveredCount: 1,
  deliveredAt: '2026-03-01T10:00:00.000Z',
  channels: [],
  channelCounts: null,
  createdBy: 'Администратор',
  createdAt: '2026-03-01T10:00:00.000Z',
  cancelledBy: null,
  cancelledAt: null,
};

describe('the notification composer', () => {
  it('asks to confirm with the count of recipients, then says how many got it', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: admin })
      .on(checkRecipientsRoute, { count: 1, unknown: [], unknownCount: 0 })
      .on(sendNotificationRoute, sent);
    const { user } = renderScreen(<ComposeScreen />);

    await user.type(await screen.findByLabelText('Телефон участника'), '9991234567');
    await user.type(screen.getByLabelText('Заголовок'), 'Проверка');
    await user.click(screen.getByRole('button', { name: 'Отправить…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Отправить уведомление 1 участнику?' });
    expect(fake.requests(sendNotificationRoute)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Уведомление отправлено: доставлено 1 участнику.')).toBeInTheDocument();
    expect(fake.requests(checkRecipientsRoute)[0]!.body).toEqual({ audience: 'member', phone: '79991234567' });
    expect(fake.requests(sendNotificationRoute)[0]!.body).toMatchObject({
      audience: 'member',
      phone: '79991234567',
      category: 'system',
      title: 'Проверка',
      link: null,
      sendAt: null,
      channels: [],
    });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: admin })
      .on(checkRecipientsRoute, { count: 3, unknown: [], unknownCount: 0 });
    const { user } = renderScreen(<ComposeScreen />);

    await user.click(await screen.findByRole('radio', { name: 'Всем участникам' }));
    expect(screen.getByText('Уведомление получит каждый участник программы.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Заголовок'), 'Всем');
    await user.click(screen.getByRole('button', { name: 'Отправить…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить уведомление 3 участникам?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    expect(fake.requests(sendNotificationRoute)).toHaveLength(0);
    expect(screen.queryByText(/Уведомление отправлено/)).not.toBeInTheDocument();
  });

  it('names the listed phones that are not in the programme', async () => {
    fakeApi()
      .on(adminMeRoute, { operator: admin })
      .on(checkRecipientsRoute, { count: 1, unknown: ['+7 (900) 000-00-01'], unknownCount: 1 });
    const { user } = renderScreen(<ComposeScreen />);

    await user.click(await screen.findByRole('radio', { name: 'Списку участников' }));
    await user.type(screen.getByLabelText('Телефоны участников'), '+79991234567, 89000000001');
    expect(screen.getByText('Распознано номеров: 2.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Заголовок'), 'Списку');
    await user.click(screen.getByRole('button', { name: 'Отправить…' }));

    expect(
      await screen.findByText('Этих номеров нет в программе: +7 (900) 000-00-01. Уберите их из списка.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the phone on the page before asking the API', async () => {
    const fake = fakeApi().on(adminMeRoute, { operator: admin });
    const { user } = renderScreen(<ComposeScreen />);

    await user.type(await screen.findByLabelText('Заголовок'), 'Без телефона');
    await user.click(screen.getByRole('button', { name: 'Отправить…' }));

    expect(await screen.findByText('Введите телефон участника')).toBeInTheDocument();
    expect(fake.requests(checkRecipientsRoute)).toHaveLength(0);
  });

  it('says there is nobody to send to when the check finds no member', async () => {
    fakeApi().on(adminMeRoute, { operator: admin }).on(checkRecipientsRoute, { count: 0, unknown: [], unknownCount: 0 });
    const { user } = renderScreen(<ComposeScreen />);

    await user.click(await screen.findByRole('radio', { name: 'Всем участникам' }));
    await user.type(screen.getByLabelText('Заголовок'), 'Никому');
    await user.click(screen.getByRole('button', { name: 'Отправить…' }));

    expect(await screen.findByText('Получателей нет: проверьте список.')).toBeInTheDocument();
  });

  it('shows an operator that only an admin sends notifications', async () => {
    fakeApi().on(adminMeRoute, { operator: { ...admin, role: 'operator' } });
    renderScreen(<ComposeScreen />);
    expect(await screen.findByText('Отправлять уведомления может администратор.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить…' })).not.toBeInTheDocument();
  });
});
