import {
  adminMeRoute,
  cancelNotificationSendRoute,
  listNotificationSendsRoute,
  type NotificationSend,
  type Operator,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { currentLocation } from '@/testing/navigation';
import { buildOperator } from '@/testing/operators';
import { ListPageDouble } from '@/testing/list-page';
import { renderScreen } from '@/testing/render';
import { notificationSendsList } from '../list';
import { NotificationsScreen } from './notifications-screen';

const admin = buildOperator();

const scheduled: NotificationSend = {
  id: 5,
  audience: 'all',
  audienceText: 'Всем участникам',
  category: 'news',
  title: 'Новый конкурс',
  body: 'Старт в понедельник',
  link: '/contests',
  status: 'scheduled',
  sendAt: '2026-03-02T07:00:00.000Z',
  deliveredCount: null,
  deliveredAt: null,
  channels: [],
  channelCounts: null,
  createdBy: 'Администратор',
  createdAt: '2026-03-01T10:00:00.000Z',
  cancelledBy: null,
  cancelledAt: null,
};

function api(role: Operator['role'] = 'admin') {
  return fakeApi()
    .on(adminMeRoute, { operator: { ...admin, role } })
    .on(listNotificationSendsRoute, ({ query }) => {
      const sends = query.get('status') === 'sent' ? [] : [scheduled];
      return { sends, totalCount: sends.length };
    });
}

describe('the list of notifications', () => {
  it('cancels a scheduled notification after a confirmation', async () => {
    const fake = api().on(cancelNotificationSendRoute, { ...scheduled, status: 'cancelled', cancelledBy: 'Администратор' });
    const { user } = renderScreen(
      <ListPageDouble list={notificationSendsList}>
        <NotificationsScreen />
      </ListPageDouble>,
    );

    await user.click(await screen.findByRole('button', { name: 'Отменить: Новый конкурс' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Отменить уведомление «Новый конкурс»? Участники его не получат.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    expect(await screen.findByText('Уведомление отменено.')).toBeInTheDocument();
    expect(fake.requests(cancelNotificationSendRoute).map((r) => r.params)).toEqual([{ id: '5' }]);
  });

  it("shows the API's refusal when the notification has gone already", async () => {
    api().on(
      cancelNotificationSendRoute,
      refusal(409, 'notification_already_sent', 'Уведомление уже отправлено: отменить его нельзя'),
    );
    const { user } = renderScreen(
      <ListPageDouble list={notificationSendsList}>
        <NotificationsScreen />
      </ListPageDouble>,
    );

    await user.click(await screen.findByRole('button', { name: 'Отменить: Новый конкурс' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить' }));

    expect(await screen.findByText('Уведомление уже отправлено: отменить его нельзя')).toBeInTheDocument();
    expect(screen.queryByText('Уведомление отменено.')).not.toBeInTheDocument();
  });

  it('lets an operator read the list but neither cancel nor write', async () => {
    api('operator');
    renderScreen(
      <ListPageDouble list={notificationSendsList}>
        <NotificationsScreen />
      </ListPageDouble>,
    );

    expect(await screen.findByText('Новый конкурс')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Запланировано')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить: Новый конкурс' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новое уведомление' })).not.toBeInTheDocument();
  });

  it('filters by status through a tab kept in the address', async () => {
    const fake = api();
    const { user } = renderScreen(
      <ListPageDouble list={notificationSendsList}>
        <NotificationsScreen />
      </ListPageDouble>,
    );

    await screen.findByText('Новый конкурс');
    await user.click(screen.getByRole('tab', { name: 'Отправлено' }));

    expect(await screen.findByText('Таких уведомлений нет.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/?status=sent');
    expect(fake.requests(listNotificationSendsRoute).at(-1)!.query.get('status')).toBe('sent');
  });
});
