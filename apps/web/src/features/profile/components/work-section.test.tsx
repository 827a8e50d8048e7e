import { setPlaceOfWorkRoute, type UserInfo } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { WorkSection } from './work-section';

const info: UserInfo = {
  firstName: 'Анна',
  middleName: 'Сергеевна',
  lastName: 'Петрова',
  cityName: 'Казань',
  phoneVerificationStatus: 'verified',
  avatarUrl: null,
  extraProperties: {
    Description: '',
    Department: 'Продажи',
    Employer: 'ООО «Ромашка»',
    JobPost: 'Агент',
    DcAddress: '',
    DcNumber: '',
    DcDivision: '',
  },
};

describe('the place of work in the profile', () => {
  it('is busy while saving, then says the changes are saved', async () => {
    let answer: (value: true) => void = () => {};
    const fake = fakeApi().on(setPlaceOfWorkRoute, () => new Promise<true>((resolve) => (answer = resolve)));
    const { user } = renderScreen(<WorkSection info={info} />);

    const employer = screen.getByLabelText('Работодатель (необязательно)');
    await user.clear(employer);
    await user.type(employer, '  ООО «Лютик»  ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const busy = await screen.findByRole('button', { name: 'Сохраняем…' });
    expect(busy).toBeDisabled();
    answer(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Изменения сохранены');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(fake.requests(setPlaceOfWorkRoute)[0]!.body).toEqual({ ...info.extraProperties, Employer: 'ООО «Лютик»' });
  });

  it("puts the API's reasons on their fields and says the save failed", async () => {
    fakeApi().on(
      setPlaceOfWorkRoute,
      refusal(400, 'validation_error', 'Проверьте правильность заполнения полей', {
        fields: { JobPost: 'Текст в одну строку без служебных символов' },
      }),
    );
    const { user } = renderScreen(<WorkSection info={info} />);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Текст в одну строку без служебных символов')).toBeInTheDocument();
    expect(screen.getByLabelText('Должность (необязательно)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Проверьте правильность заполнения полей');
  });

  it('refuses a too long field on the page, without asking the API', async () => {
    const fake = fakeApi();
    const { user } = renderScreen(<WorkSection info={info} />);

    const employer = screen.getByLabelText('Работодатель (необязательно)');
    await user.clear(employer);
    await user.click(employer);
    await user.paste('Я'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Не длиннее 200 символов')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Не удалось сохранить изменения. Проверьте поля и повторите попытку.');
    expect(fake.requests(setPlaceOfWorkRoute)).toHaveLength(0);
  });
});
