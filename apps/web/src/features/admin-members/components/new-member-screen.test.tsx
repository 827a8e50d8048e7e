import { createMemberRoute } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { router } from '@/testing/navigation';
import { renderScreen } from '@/testing/render';
import { NewMemberScreen } from './new-member-screen';

async function fill(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('Телефон'), '9991234567');
  await user.type(screen.getByLabelText('Фамилия'), 'Петрова');
  await user.type(screen.getByLabelText('Имя'), 'Анна');
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
}

describe('a new member in the back office', () => {
  it('sends the digits of the phone, leaves out an empty patronymic and opens the card', async () => {
    const fake = fakeApi().on(createMemberRoute, { id: 'm-7' });
    const { user } = renderScreen(<NewMemberScreen />);

    await fill(user);

    await expect.poll(() => router.push.mock.calls).toEqual([['/admin/members/m-7']]);
    expect(fake.requests(createMemberRoute)[0]!.body).toEqual({ phone: '79991234567', lastName: 'Петрова', firstName: 'Анна' });
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  });

  it('says when the phone is already in the programme, and stays on the form', async () => {
    fakeApi().on(createMemberRoute, refusal(409, 'member_exists', 'Участник с этим номером телефона уже есть'));
    const { user } = renderScreen(<NewMemberScreen />);

    await fill(user);

    expect(await screen.findByText('Участник с этим номером телефона уже есть')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeEnabled();
  });

  it("names the missing fields by the contract's rules, without asking the API", async () => {
    const fake = fakeApi();
    const { user } = renderScreen(<NewMemberScreen />);

    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByText('Телефон в формате +7 (9XX) XXX-XX-XX')).toBeInTheDocument();
    expect(screen.getByText('Укажите фамилию')).toBeInTheDocument();
    expect(screen.getByText('Укажите имя')).toBeInTheDocument();
    expect(fake.requests(createMemberRoute)).toHaveLength(0);
  });
});
