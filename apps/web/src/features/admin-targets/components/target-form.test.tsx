import {
  adminMeRoute,
  listApprovalsRoute,
  rejectApprovalRoute,
  setTargetsRoute,
  type SetTargetsBody,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { TargetFormCard, useTargetForm } from './target-form';

const month = '2026-11';

function Form() {
  return <TargetFormCard form={useTargetForm(month)} months={[month]} />;
}

/** Targets whose bonuses are more than one admin may create alone, asked by this admin: waiting. */
const asked = buildApproval({
  id: 81,
  kind: 'target',
  subject: month,
  summary: 'Личная цель 11.2026: 50 дог., бонус 1 000 000 б. × 1 участник',
  effect: 'Бонусы за выполненные цели месяца: будет начислено не больше 1 000 000 б.',
  amount: 1_000_000,
  madeBy: 'admin@example.ru',
});

describe('a target whose bonus is more than one admin may create alone', () => {
  it('is not set: it waits, shown above the form, and its maker may withdraw it', async () => {
    let waiting: (typeof asked)[] = [];
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(listApprovalsRoute, () => ({ approvals: waiting }))
      .on(setTargetsRoute, () => {
        waiting = [asked];
        return { updated: 0, pendingApproval: asked };
      })
      .on(rejectApprovalRoute, () => {
        waiting = [];
        return { ...asked, status: 'rejected', reason: 'Ошибся суммой' };
      });
    const { user } = renderScreen(<Form />);

    await user.type(screen.getByLabelText('Телефоны участников'), '+7 900 123-45-67');
    await user.type(screen.getByLabelText('Договоров за месяц'), '50');
    await user.type(screen.getByLabelText('Бонус, б.'), '1000000');
    await user.click(screen.getByRole('button', { name: 'Задать цель' }));

    expect(
      await screen.findByText(
        /^Цель не задана: бонусы на 1\s000\s000\sб\. ждут подтверждения другим администратором \(«На подтверждении»\)\.?$/,
      ),
    ).toBeInTheDocument();
    expect(fake.requests(setTargetsRoute).map((r) => (r.body as SetTargetsBody).bonus)).toEqual([1_000_000]);
    expect(await screen.findByText(`Ждёт подтверждения второго администратора: ${asked.summary}`)).toBeInTheDocument();
    expect(screen.getByText(asked.effect)).toBeInTheDocument();
    expect(fake.requests(listApprovalsRoute).map((r) => Object.fromEntries(r.query))).toContainEqual({ kind: 'target' });

    // Its maker only withdraws it.
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать запрос?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Ошибся суммой');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    expect(await screen.findByText('Запрос отозван: ничего не изменилось.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText(asked.effect)).toBeNull();
  });
});
