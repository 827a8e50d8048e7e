import {
  adminMeRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  sendTestWebhookRoute,
  updateWebhookEndpointRoute,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { ListPageDouble } from '@/testing/list-page';
import { currentLocation, router, setLocation } from '@/testing/navigation';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { buildDelivery, buildEndpoint } from '@/testing/webhooks';
import { deliveriesList } from '../list';
import { WebhookScreen } from './webhook-screen';

const delivered = buildDelivery({
  id: 'msg_ffffffffffffffffffffffffffffffff',
  type: 'webhook.test',
  status: 'delivered',
  createdAt: '2026-11-28T10:00:00.000Z',
  attempts: [{ at: '2026-11-28T10:00:01.000Z', httpStatus: 204, error: null, durationMs: 85, response: '' }],
});
const failed = buildDelivery();

function api(endpoint: WebhookEndpoint, deliveries: WebhookDelivery[] = [failed, delivered]) {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator() })
    .on(listWebhookEndpointsRoute, { endpoints: [endpoint] })
    .on(listWebhookDeliveriesRoute, ({ query }) => {
      const status = query.get('status');
      const shown = status ? deliveries.filter((d) => d.status === status) : deliveries;
      return { deliveries: shown, totalCount: shown.length };
    });
}

function renderPage() {
  setLocation('/admin/webhooks/7');
  return renderScreen(
    <ListPageDouble list={deliveriesList}>
      <WebhookScreen endpointId={7} />
    </ListPageDouble>,
  );
}

/** A delivery's row, found by its `webhook-id`. */
const deliveryRow = async (id: string) => (await screen.findByText(id, { selector: 'code' })).closest('tr')!;

describe('an address of the webhooks', () => {
  it('logs each delivery with every attempt, and «Повторить» posts it again by its own route', async () => {
    const fake = api(buildEndpoint()).on(redeliverWebhookRoute, { ...failed, status: 'pending', nextAttemptAt: null });
    const { user } = renderPage();

    const log = await screen.findByRole('region', { name: 'Журнал доставок' });
    const row = await deliveryRow(failed.id);
    expect(within(row).getByText('Договор начислен')).toBeInTheDocument();
    expect(within(row).getByText('Не доставлено')).toBeInTheDocument();
    expect(within(row).getByText('2 попытки')).toBeInTheDocument();
    // The latest attempt first: its answer's status and how long it took, then the one without an answer.
    const attempts = within(row).getAllByRole('listitem');
    expect(attempts[0]).toHaveTextContent('28.11.2026, 12:05');
    expect(within(attempts[0]!).getByText('HTTP 500')).toBeInTheDocument();
    // Grouped and joined to its unit by no-break spaces, as every figure of the back office.
    expect(attempts[0]!.textContent).toContain('1\u00a0250\u00a0мс');
    expect(within(attempts[1]!).getByText('Нет ответа за 10 секунд')).toBeInTheDocument();
    // The answer is shown as the text it was, never as markup.
    expect(within(attempts[0]!).getByText('<h1>Internal Server Error</h1>')).toBeInTheDocument();
    expect(within(row).queryByRole('heading', { name: 'Internal Server Error' })).toBeNull();
    expect(within(await deliveryRow(delivered.id)).getByText('Тестовое событие')).toBeInTheDocument();
    expect(within(await deliveryRow(delivered.id)).getByText('HTTP 204')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Повторить: Договор начислен, ${failed.id}` }));

    expect(
      await within(log).findByText('Событие «Договор начислен» отправляется ещё раз: его попытки — в журнале.'),
    ).toBeInTheDocument();
    expect(fake.requests(redeliverWebhookRoute).map((r) => r.params)).toEqual([{ id: '7', messageId: failed.id }]);
    // The log is read again after it.
    await expect.poll(() => fake.requests(listWebhookDeliveriesRoute).length).toBeGreaterThan(1);
  });

  it('shows the refusal of a retry with the API’s words', async () => {
    api(buildEndpoint()).on(
      redeliverWebhookRoute,
      refusal(409, 'webhook_endpoint_disabled', 'Адрес выключен или удалён: включите его, чтобы отправить событие'),
    );
    const { user } = renderPage();

    const row = await deliveryRow(failed.id);
    await user.click(within(row).getByRole('button', { name: /^Повторить/ }));
    expect(await screen.findByText('Адрес выключен или удалён: включите его, чтобы отправить событие')).toBeInTheDocument();
  });

  it('filters the log by status in the address, and pages it as the contract allows', async () => {
    const fake = api(buildEndpoint());
    const { user } = renderPage();

    const log = await screen.findByRole('region', { name: 'Журнал доставок' });
    await user.click(within(log).getByRole('tab', { name: 'Не доставлено' }));
    await expect.poll(currentLocation).toBe('/admin/webhooks/7?status=failed');
    await expect
      .poll(() => fake.requests(listWebhookDeliveriesRoute).at(-1)?.query.toString())
      .toBe('status=failed&skipCount=0&maxResultCount=20');
    expect(await deliveryRow(failed.id)).toBeInTheDocument();
    await expect.poll(() => screen.queryByText(delivered.id, { selector: 'code' })).toBeNull();
  });

  it('offers no retry or test event while the address is switched off, and says why', async () => {
    api(buildEndpoint({ enabled: false, disabledAt: '2026-11-25T10:00:00.000Z' }));
    renderPage();

    const log = await screen.findByRole('region', { name: 'Журнал доставок' });
    await deliveryRow(failed.id);
    expect(within(log).queryByRole('button', { name: /Повторить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить тестовое событие' })).toBeNull();
    expect(log).toHaveTextContent('Адрес выключен: ему не отправляется ничего, в том числе повторы.');
    expect(screen.getByRole('button', { name: 'Включить' })).toBeInTheDocument();
  });

  it('changes the events of the address, its own ticked first', async () => {
    const endpoint = buildEndpoint();
    const fake = api(endpoint).on(updateWebhookEndpointRoute, ({ body }) => ({ ...endpoint, ...(body as object) }));
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'CRM отдела продаж' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('form', { name: 'Изменить адрес' });
    const events = within(form).getByRole('group', { name: 'События' });
    const ticked = within(events)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')!.textContent);
    expect(ticked).toEqual(['Договор начислен', 'Выплата проведена']);

    await user.click(within(events).getByRole('checkbox', { name: 'Договор начислен' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Месяц закрыт' }));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Изменения сохранены.')).toBeInTheDocument();
    expect(fake.requests(updateWebhookEndpointRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '7' }, { url: endpoint.url, description: endpoint.description, events: ['payout.paid', 'period.closed'] }],
    ]);
    expect(screen.queryByRole('form', { name: 'Изменить адрес' })).toBeNull();
  });

  it('replaces the secret after asking how long the old one signs, and shows the new one once', async () => {
    const secret = 'whsec_bmV3LXNlY3JldC1vZi10aGUtZW5kcG9pbnQ=';
    const fake = api(buildEndpoint()).on(rotateWebhookSecretRoute, {
      endpoint: buildEndpoint({ previousSecretValidUntil: '2026-11-30T10:00:00.000Z' }),
      secret,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Заменить секрет' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заменить секрет подписи?' });
    const hours = within(dialog).getByLabelText('Сколько часов действует прежний секрет');
    await user.clear(hours);
    await user.type(hours, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Заменить секрет' }));
    expect(await within(dialog).findByText('Не больше 72 часов')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Заменить секрет' }));

    const card = await screen.findByRole('region', { name: 'Секрет подписи заменён' });
    expect(fake.requests(rotateWebhookSecretRoute).map((r) => [r.params, r.body])).toEqual([
      [{ id: '7' }, { previousValidHours: 6 }],
    ]);
    expect(within(card).getByText(secret)).toBeInTheDocument();
    expect(card).toHaveTextContent('Прежний секрет тоже подписывает запросы до 30.11.2026, 13:00');
  });

  it('sends a test event, and removes the address only once confirmed', async () => {
    const endpoint = buildEndpoint();
    const fake = api(endpoint)
      .on(sendTestWebhookRoute, { ...delivered, status: 'pending', attempts: [] })
      .on(deleteWebhookEndpointRoute, { ...endpoint, deletedAt: '2026-11-29T10:00:00.000Z' });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Отправить тестовое событие' }));
    expect(await screen.findByText('Тестовое событие отправляется: его попытки — в журнале доставок ниже.')).toBeInTheDocument();
    expect(fake.requests(sendTestWebhookRoute).map((r) => r.params)).toEqual([{ id: '7' }]);

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить адрес?' });
    expect(dialog).toHaveTextContent(`На ${endpoint.url} больше ничего не будет отправляться`);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await expect.poll(() => fake.requests(deleteWebhookEndpointRoute).map((r) => r.params)).toEqual([{ id: '7' }]);
    await expect.poll(() => router.push.mock.calls.at(-1)?.[0]).toBe('/admin/webhooks');
  });
});
