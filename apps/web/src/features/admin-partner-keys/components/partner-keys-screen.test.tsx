import {
  adminMeRoute,
  issuePartnerKeyRoute,
  listPartnerKeysRoute,
  revokePartnerKeyRoute,
  rotatePartnerKeyRoute,
  type PartnerKey,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { PartnerKeysScreen } from './partner-keys-screen';

function buildKey(overrides: Partial<PartnerKey> = {}): PartnerKey {
  return {
    id: '0a1b2c3d4e5f6071',
    name: 'CRM отдела продаж',
    scopes: ['contracts:read'],
    addresses: [],
    ratePerMinute: 600,
    status: 'active',
    expiresAt: null,
    expired: false,
    createdBy: 'admin@example.ru',
    createdAt: '2026-11-20T09:00:00.000Z',
    rotatedFrom: null,
    revokedAt: null,
    lastUsedAt: '2026-11-28T12:30:00.000Z',
    approval: null,
    ...overrides,
  };
}

const API_KEY = 'apk_1122334455667788_K7mJq2vW9xZpL4nR8sT1uY6bC3dF5gH0jA2eI9oU1kE';
const SIGNING_SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LW9mLXRoZS1wYXJ0bmVyLTMyYg==';

function api(keys: PartnerKey[]) {
  return fakeApi().on(adminMeRoute, { operator: buildOperator() }).on(listPartnerKeysRoute, { keys });
}

/** A key's row, found by its id in its first cell. */
const listRow = async (id: string) => (await screen.findByText(id, { selector: 'code' })).closest('tr')!;

describe('the partner API keys', () => {
  it('lists each key with its rights, addresses, state and what replaced it, in Russian', async () => {
    const old = buildKey({ id: '1111111111111111', name: 'Биллинг', expiresAt: '2026-11-30T09:00:00.000Z' });
    api([
      buildKey({ id: '2222222222222222', name: 'Биллинг', rotatedFrom: old.id, lastUsedAt: null }),
      old,
      buildKey({
        id: '3333333333333333',
        name: 'CRM',
        scopes: ['contracts:write', 'contracts:read'],
        addresses: ['203.0.113.0/24', '2001:db8::1'],
        status: 'pending',
        approval: buildApproval({ kind: 'partner_key', subject: '3333333333333333' }),
      }),
      buildKey({ id: '4444444444444444', name: 'Старый импорт', expiresAt: '2026-10-01T21:00:00.000Z', expired: true }),
    ]);
    renderScreen(<PartnerKeysScreen />);

    const replaced = await listRow('1111111111111111');
    expect(within(replaced).getByText('Заменён ключом 2222222222222222')).toBeInTheDocument();
    expect(within(replaced).getByText('Читать статус договоров')).toBeInTheDocument();
    expect(within(replaced).getByText('любые')).toBeInTheDocument();
    expect(within(replaced).getByText('до 30.11.2026, 12:00')).toBeInTheDocument();
    expect(within(replaced).getByText('до 600 вызовов в минуту')).toBeInTheDocument();
    expect(within(replaced).getByText('последний вызов 28.11.2026, 15:30')).toBeInTheDocument();
    expect(within(replaced).getByText('выпустил(а) admin@example.ru, 20.11.2026, 12:00')).toBeInTheDocument();
    expect(within(await listRow('2222222222222222')).getByText('Замена ключа 1111111111111111')).toBeInTheDocument();
    expect(within(await listRow('2222222222222222')).getByText('вызовов ещё не было')).toBeInTheDocument();

    const pending = await listRow('3333333333333333');
    expect(within(pending).getByText('Ждёт второго администратора')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'На подтверждении' })).toHaveAttribute('href', '/admin/approvals');
    expect(within(pending).getByText('Передавать договоры и их статусы (начисления баллов)')).toBeInTheDocument();
    expect(within(pending).getByText('203.0.113.0/24')).toBeInTheDocument();
    // A key waiting for its approval is not replaced, only revoked.
    expect(within(pending).queryByRole('button', { name: /Заменить/ })).toBeNull();
    expect(within(pending).getByRole('button', { name: 'Отозвать ключ «CRM»' })).toBeInTheDocument();

    const expired = await listRow('4444444444444444');
    expect(within(expired).getByText('Срок истёк')).toBeInTheDocument();
    // Its last day as the admin chose it, not the midnight after it.
    expect(within(expired).getByText('по 01.10.2026 включительно')).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).toBeNull();
  });

  it('checks a new key by the contract’s rules in Russian before sending it, then shows its secrets once', async () => {
    const fake = api([]).on(issuePartnerKeyRoute, {
      key: buildKey({ id: '1122334455667788', name: 'CRM', scopes: ['contracts:write'], status: 'pending' }),
      apiKey: API_KEY,
      signingSecret: SIGNING_SECRET,
    });
    const { user } = renderScreen(<PartnerKeysScreen />);

    const form = await screen.findByRole('form', { name: 'Новый ключ' });
    await user.click(within(form).getByRole('button', { name: 'Выпустить ключ' }));
    expect(await within(form).findByText('Укажите название ключа')).toBeInTheDocument();
    expect(within(form).getByText('Выберите, что ключу можно делать')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Название'), 'CRM');
    await user.click(within(form).getByRole('checkbox', { name: 'Передавать договоры и их статусы (начисления баллов)' }));
    await user.type(within(form).getByLabelText(/Адреса системы партнёра/), '203.0.113.7{Enter}203.0.113.300');
    await user.type(within(form).getByLabelText(/Вызовов в минуту/), 'много');
    await user.click(within(form).getByRole('button', { name: 'Выпустить ключ' }));
    expect(await within(form).findByText('Адрес IPv4 или IPv6, можно сеть: 203.0.113.0/24 (строка 2)')).toBeInTheDocument();
    expect(within(form).getByText('Целое число запросов в минуту')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Адреса системы партнёра/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests(issuePartnerKeyRoute)).toHaveLength(0);

    const addresses = within(form).getByLabelText(/Адреса системы партнёра/);
    await user.clear(addresses);
    await user.type(addresses, '203.0.113.7{Enter}{Enter}198.51.100.0/24');
    const rate = within(form).getByLabelText(/Вызовов в минуту/);
    await user.clear(rate);
    await user.type(rate, '1 200');
    await user.type(within(form).getByLabelText(/Последний день действия/), '2027-03-31');
    await user.click(within(form).getByRole('button', { name: 'Выпустить ключ' }));

    const card = await screen.findByRole('region', { name: 'Ключ «CRM» выпущен' });
    expect(fake.requests(issuePartnerKeyRoute).map((r) => r.body)).toEqual([
      {
        name: 'CRM',
        scopes: ['contracts:write'],
        addresses: ['203.0.113.7', '198.51.100.0/24'],
        expiresOn: '2027-03-31',
        ratePerMinute: 1200,
      },
    ]);
    expect(within(card).getByRole('heading', { name: 'Ключ «CRM» выпущен' })).toHaveFocus();
    expect(within(card).getByText(API_KEY)).toBeInTheDocument();
    expect(within(card).getByText(SIGNING_SECRET)).toBeInTheDocument();
    expect(card).toHaveTextContent('Ключ и секрет подписи показаны один раз');
    expect(card).toHaveTextContent('глава «Партнёрский API: договоры из систем компании»');
    expect(within(card).getByRole('link', { name: 'На подтверждении' })).toHaveAttribute('href', '/admin/approvals');

    await user.click(within(card).getByRole('button', { name: 'Копировать: API-ключ' }));
    expect(await within(card).findByText('Скопировано')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(API_KEY);
    await user.click(within(card).getByRole('button', { name: 'Копировать: Секрет подписи' }));
    expect(await navigator.clipboard.readText()).toBe(SIGNING_SECRET);

    // The form is empty again for the next key; hidden, the secrets are gone for good.
    expect(within(form).getByLabelText('Название')).toHaveValue('');
    await user.click(within(card).getByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByText(API_KEY)).toBeNull();
  });

  it('shows the API’s refusal of the last day on its field', async () => {
    api([]).on(
      issuePartnerKeyRoute,
      refusal(422, 'partner_key_expiry_past', 'Срок действия ключа должен закончиться не раньше сегодняшнего дня', {
        fields: { expiresOn: 'Срок действия ключа должен закончиться не раньше сегодняшнего дня' },
      }),
    );
    const { user } = renderScreen(<PartnerKeysScreen />);

    const form = await screen.findByRole('form', { name: 'Новый ключ' });
    await user.type(within(form).getByLabelText('Название'), 'CRM');
    await user.click(within(form).getByRole('checkbox', { name: 'Читать статус договоров' }));
    await user.type(within(form).getByLabelText(/Последний день действия/), '2020-01-31');
    await user.click(within(form).getByRole('button', { name: 'Выпустить ключ' }));

    const field = within(form).getByLabelText(/Последний день действия/);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(/Срок действия ключа должен закончиться не раньше сегодняшнего дня/);
  });

  it('revokes a key only once its revocation is confirmed', async () => {
    const key = buildKey({ name: 'CRM' });
    const fake = api([key]).on(revokePartnerKeyRoute, { ...key, status: 'revoked', revokedAt: '2026-11-29T10:00:00.000Z' });
    const { user } = renderScreen(<PartnerKeysScreen />);

    await user.click(await screen.findByRole('button', { name: 'Отозвать ключ «CRM»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Отозвать ключ «CRM»?' });
    expect(dialog).toHaveTextContent('Следующий же запрос с этим ключом будет отклонён. Вернуть ключ нельзя');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(fake.requests(revokePartnerKeyRoute)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Отозвать ключ «CRM»' }));
    dialog = await screen.findByRole('dialog', { name: 'Отозвать ключ «CRM»?' });
    fake.on(listPartnerKeysRoute, { keys: [{ ...key, status: 'revoked', revokedAt: '2026-11-29T10:00:00.000Z' }] });
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    expect(await screen.findByText('Ключ «CRM» отозван: запросы с ним отклоняются.')).toBeInTheDocument();
    expect(fake.requests(revokePartnerKeyRoute).map((r) => r.params)).toEqual([{ id: key.id }]);
    const row = await listRow('0a1b2c3d4e5f6071');
    expect(await within(row).findByText('Отозван')).toBeInTheDocument();
    expect(within(row).getByText('с 29.11.2026, 13:00')).toBeInTheDocument();
  });

  it('replaces a key after asking how long the old one works, and shows the new one’s secrets', async () => {
    const key = buildKey({ name: 'CRM' });
    const fresh = buildKey({ id: '9999999999999999', name: 'CRM', rotatedFrom: key.id, lastUsedAt: null });
    const fake = api([key]).on(rotatePartnerKeyRoute, { key: fresh, apiKey: API_KEY, signingSecret: SIGNING_SECRET });
    const { user } = renderScreen(<PartnerKeysScreen />);

    await user.click(await screen.findByRole('button', { name: 'Заменить ключ «CRM»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заменить ключ «CRM»?' });
    const hours = within(dialog).getByLabelText('Сколько часов работает прежний ключ');
    expect(hours).toHaveValue('24');
    await user.clear(hours);
    await user.type(hours, '800');
    await user.click(within(dialog).getByRole('button', { name: 'Заменить' }));
    expect(await within(dialog).findByText('От 0 до 720 часов')).toBeInTheDocument();
    expect(fake.requests(rotatePartnerKeyRoute)).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '48');
    fake.on(listPartnerKeysRoute, { keys: [fresh, { ...key, expiresAt: '2026-12-01T10:00:00.000Z' }] });
    await user.click(within(dialog).getByRole('button', { name: 'Заменить' }));

    const card = await screen.findByRole('region', { name: 'Ключ «CRM» заменён' });
    expect(fake.requests(rotatePartnerKeyRoute).map((r) => [r.params, r.body])).toEqual([[{ id: key.id }, { overlapHours: 48 }]]);
    expect(within(card).getByText(API_KEY)).toBeInTheDocument();
    expect(await within(card).findByText('Прежний ключ работает до 01.12.2026, 13:00, потом перестанет.')).toBeInTheDocument();
    await expect
      .poll(() => within(card).getByRole('heading', { name: 'Ключ «CRM» заменён' }) === document.activeElement)
      .toBe(true);
    expect(within(await listRow('0a1b2c3d4e5f6071')).getByText('Заменён ключом 9999999999999999')).toBeInTheDocument();
  });
});
