import {
  adminMeRoute,
  createWebhookEndpointRoute,
  listWebhookEndpointsRoute,
  type WebhookEndpoint,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { buildEndpoint } from '@/testing/webhooks';
import { WebhooksScreen } from './webhooks-screen';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function api(endpoints: WebhookEndpoint[]) {
  return fakeApi().on(adminMeRoute, { operator: buildOperator() }).on(listWebhookEndpointsRoute, { endpoints });
}

describe('the webhooks’ addresses', () => {
  it('lists each address with its events, state, deliveries and secret, linked to its page', async () => {
    api([
      buildEndpoint(),
      buildEndpoint({
        id: 8,
        url: 'https://billing.example.ru/in',
        description: '',
        enabled: false,
        disabledAt: '2026-11-25T10:00:00.000Z',
        deliveries: { pending: 0, delivered: 3, failed: 0 },
      }),
    ]);
    renderScreen(<WebhooksScreen />);

    const link = await screen.findByRole('link', { name: 'https://crm.example.ru/hooks/agent-plus' });
    expect(link).toHaveAttribute('href', '/admin/webhooks/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('2 события')).toBeInTheDocument();
    expect(within(row).getByText('Договор начислен, Выплата проведена')).toBeInTheDocument();
    expect(within(row).getByText('Включён')).toBeInTheDocument();
    expect(within(row).getByText('доставлено: 40')).toBeInTheDocument();
    expect(within(row).getByText('ждут попытки: 1')).toBeInTheDocument();
    expect(within(row).getByText('не доставлено: 2')).toBeInTheDocument();
    expect(within(row).getByText('создан 20.11.2026, 12:00')).toBeInTheDocument();
    expect(within(row).getByText('добавил(а) admin@example.ru, 20.11.2026, 12:00')).toBeInTheDocument();

    const off = screen.getByRole('link', { name: 'https://billing.example.ru/in' }).closest('tr')!;
    expect(within(off).getByText('Выключен')).toBeInTheDocument();
    expect(within(off).getByText('с 25.11.2026, 13:00')).toBeInTheDocument();
    expect(within(off).queryByText(/не доставлено/)).toBeNull();
  });

  it('offers the events as checkboxes, checks the address by the contract’s rules, then shows its secret once', async () => {
    const created = buildEndpoint({
      id: 9,
      events: ['payout.paid', 'member.blocked'],
      deliveries: { pending: 0, delivered: 0, failed: 0 },
    });
    const fake = api([]).on(createWebhookEndpointRoute, { endpoint: created, secret: SECRET });
    const { user } = renderScreen(<WebhooksScreen />);

    const form = await screen.findByRole('form', { name: 'Новый адрес' });
    const events = within(form).getByRole('group', { name: 'События' });
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual([
      'Договор начислен',
      'Договор отклонён',
      'Выплата проведена',
      'В выплате отказано',
      'Участник зарегистрирован',
      'Участник заблокирован',
      'Ответ по спору',
      'Месяц закрыт',
      'Документ месяца подписан',
    ]);
    expect(
      within(events)
        .getAllByRole('checkbox')
        .every((box) => !(box as HTMLInputElement).checked),
    ).toBe(true);

    await user.type(within(form).getByLabelText('Адрес (URL)'), 'crm.example.ru/hooks');
    await user.click(within(form).getByRole('button', { name: 'Добавить адрес' }));
    expect(
      await within(form).findByText('Укажите адрес целиком, например https://crm.example.ru/hooks/agent-plus'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Выберите хотя бы одно событие')).toBeInTheDocument();
    expect(events).toHaveAccessibleDescription(/Выберите хотя бы одно событие/);
    expect(fake.requests(createWebhookEndpointRoute)).toHaveLength(0);

    const url = within(form).getByLabelText('Адрес (URL)');
    await user.clear(url);
    await user.type(url, 'https://crm.example.ru/hooks/agent-plus');
    await user.click(within(events).getByRole('checkbox', { name: 'Участник заблокирован' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Выплата проведена' }));
    await user.click(within(form).getByRole('button', { name: 'Добавить адрес' }));

    const card = await screen.findByRole('region', { name: 'Адрес добавлен' });
    // The events in the order they are offered, whatever order they were ticked in.
    expect(fake.requests(createWebhookEndpointRoute).map((r) => r.body)).toEqual([
      { url: 'https://crm.example.ru/hooks/agent-plus', description: '', events: ['payout.paid', 'member.blocked'] },
    ]);
    expect(within(card).getByText(SECRET)).toBeInTheDocument();
    expect(card).toHaveTextContent('Секрет показан один раз');
    expect(card).toHaveTextContent('глава «Вебхуки»');
    expect(within(card).getByRole('link', { name: 'Журнал доставок адреса' })).toHaveAttribute('href', '/admin/webhooks/9');
    await user.click(within(card).getByRole('button', { name: 'Копировать: Секрет подписи' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // The form is empty again, its events unticked.
    expect(
      within(events)
        .getAllByRole('checkbox')
        .every((box) => !(box as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('marks the API’s refusal of an address on its field', async () => {
    const reason = 'Имя crm.local указывает на адрес внутренней сети';
    api([]).on(
      createWebhookEndpointRoute,
      refusal(422, 'webhook_url_refused', 'Этот адрес нельзя использовать для вебхуков: нужен https-адрес во внешней сети', {
        fields: { url: reason },
      }),
    );
    const { user } = renderScreen(<WebhooksScreen />);

    const form = await screen.findByRole('form', { name: 'Новый адрес' });
    await user.type(within(form).getByLabelText('Адрес (URL)'), 'https://crm.local/hooks');
    await user.click(within(form).getByRole('checkbox', { name: 'Месяц закрыт' }));
    await user.click(within(form).getByRole('button', { name: 'Добавить адрес' }));

    expect(await within(form).findByText(reason)).toBeInTheDocument();
    expect(within(form).getByLabelText('Адрес (URL)')).toHaveAttribute('aria-invalid', 'true');
  });
});
