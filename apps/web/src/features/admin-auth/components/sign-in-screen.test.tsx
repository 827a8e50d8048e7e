import { webAdminSignInRoute, type AdminSignInBody } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { router } from '@/testing/navigation';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { SignInScreen } from './sign-in-screen';

const operator = buildOperator();

async function password(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'admin@example.ru');
  await user.type(screen.getByLabelText('Пароль'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('the back office sign-in', () => {
  it('asks for the authenticator code after the password, then opens the page asked for', async () => {
    const fake = fakeApi().on(webAdminSignInRoute, ({ body }) =>
      (body as AdminSignInBody).code ? { result: 'signed_in', operator } : { result: 'code_required' },
    );
    const { user } = renderScreen(<SignInScreen productName="Агент+" next="/admin/withdrawals" />);

    await password(user);
    await user.type(await screen.findByLabelText('Код из приложения-аутентификатора'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    await expect.poll(() => router.replace.mock.calls).toEqual([['/admin/withdrawals']]);
    expect(router.refresh).toHaveBeenCalled();
    expect(fake.requests(webAdminSignInRoute).map((r) => r.body)).toEqual([
      { email: 'admin@example.ru', password: 'correct horse' },
      { email: 'admin@example.ru', password: 'correct horse', code: '123456' },
    ]);
  });

  it('sends an operator with a temporary password to the setup first', async () => {
    fakeApi().on(webAdminSignInRoute, { result: 'signed_in', operator: { ...operator, mustChangePassword: true } });
    const { user } = renderScreen(<SignInScreen productName="Агент+" next={null} />);

    await password(user);
    await expect.poll(() => router.replace.mock.calls).toEqual([['/admin/setup']]);
  });

  it("shows the API's refusal of the password", async () => {
    fakeApi().on(webAdminSignInRoute, refusal(401, 'operator_credentials_invalid', 'Неверный e-mail или пароль'));
    const { user } = renderScreen(<SignInScreen productName="Агент+" next={null} />);

    await password(user);

    expect(await screen.findByText('Неверный e-mail или пароль')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('empties a refused code and says why', async () => {
    fakeApi().on(webAdminSignInRoute, ({ body }) =>
      (body as AdminSignInBody).code
        ? refusal(401, 'totp_invalid', 'Неверный код из приложения-аутентификатора')
        : { result: 'code_required' },
    );
    const { user } = renderScreen(<SignInScreen productName="Агент+" next={null} />);

    await password(user);
    const code = await screen.findByLabelText('Код из приложения-аутентификатора');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Неверный код из приложения-аутентификатора')).toBeInTheDocument();
    expect(code).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Другая учётная запись' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@example.ru');
    expect(screen.getByLabelText('Пароль')).toHaveValue('');
  });

  it('names the empty fields without asking the API', async () => {
    const fake = fakeApi();
    const { user } = renderScreen(<SignInScreen productName="Агент+" next={null} />);

    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Введите e-mail')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(fake.requests(webAdminSignInRoute)).toHaveLength(0);
  });
});
