// A contract imported for a member through the back office's contracts import, as an operator does.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Today in Moscow, `YYYY-MM-DD`. */
export const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());

export async function importContract(
  admin: Page,
  phone: string,
  number: string,
  { signedOn = today(), client = 'Клиент Конкурса' }: { signedOn?: string; client?: string } = {},
) {
  await admin.goto('/admin/imports');
  const csv = ['Телефон;Номер договора;Клиент;Дата подписания;Статус', `${phone};${number};${client};${signedOn};действует`].join(
    '\n',
  );
  await admin
    .getByLabel('Файл договоров')
    .setInputFiles({ name: `${number}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin.getByRole('button', { name: 'Загрузить и проверить' }).click();
  await admin.getByRole('button', { name: 'Применить (1)' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Начислено по 1 договору' })).toBeVisible();
}
