import {
  createDisputeRoute,
  entryCalculationRoute,
  listDisputesRoute,
  type CreateDisputeBody,
  type EntryCalculation,
} from '@cabinet/contracts/client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { router } from '@/testing/navigation';
import { renderScreen } from '@/testing/render';
import { fakeUploads } from '@/testing/fake-uploads';
import { buildDispute } from '../testing/fixtures';
import { DisputeForm } from './dispute-form';

const line: EntryCalculation = {
  entryId: 41,
  date: '2026-09-12T09:00:00.000Z',
  amount: 700,
  title: 'Вознаграждение по договору',
  description: 'Договор № ЯР-7 от 12.09.2026',
  contract: null,
  tier: null,
  import: null,
  claim: null,
  disputes: [],
};

const photo = (name = 'check.jpg', type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the new dispute of a history line', () => {
  it('shows the line and refuses an empty form on the page, without asking the API', async () => {
    const fake = fakeApi().on(entryCalculationRoute, line);
    const { user } = renderScreen(<DisputeForm entryId={41} />);

    expect(await screen.findByText('Вознаграждение по договору')).toBeInTheDocument();
    expect(screen.getByText(/^\+700\sб\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Выберите причину')).toBeInTheDocument();
    expect(screen.getByText('Опишите, что не так')).toHaveAttribute('role', 'alert');
    expect(fake.requests(createDisputeRoute)).toHaveLength(0);
  });

  it('makes the dispute, then sends each file to it, then opens its page', async () => {
    const fake = fakeApi()
      .on(entryCalculationRoute, line)
      .on(createDisputeRoute, buildDispute())
      .on(listDisputesRoute, { items: [] });
    const uploads = fakeUploads(() => ({ status: 200, body: buildDispute({ files: [] }) }));
    const { user } = renderScreen(<DisputeForm entryId={41} />);

    await user.click(await screen.findByRole('radio', { name: 'Неверный тариф' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Тариф «Семейный», а начислено как за базовый.');
    await user.upload(screen.getByTestId('dispute-file-input'), [photo('check.jpg'), photo('act.pdf', 'application/pdf')]);
    expect(screen.getByText('check.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await expect.poll(() => router.push.mock.calls).toEqual([['/disputes/7']]);
    const body = fake.requests(createDisputeRoute)[0]!.body as CreateDisputeBody;
    expect(body).toEqual({
      kind: 'line',
      entryId: 41,
      reason: 'wrong_tariff',
      comment: 'Тариф «Семейный», а начислено как за базовый.',
    });
    expect(uploads.map((u) => [u.method, u.url, u.file?.name])).toEqual([
      ['PUT', '/api/disputes/7/files', 'check.jpg'],
      ['PUT', '/api/disputes/7/files', 'act.pdf'],
    ]);
  });

  it('says on the dispute’s page how many files did not go', async () => {
    fakeApi().on(entryCalculationRoute, line).on(createDisputeRoute, buildDispute()).on(listDisputesRoute, { items: [] });
    fakeUploads(() => ({
      status: 400,
      body: { code: 'dispute_files_full', message: 'К спору можно приложить не больше пяти файлов' },
    }));
    const { user } = renderScreen(<DisputeForm entryId={41} />);

    await user.click(await screen.findByRole('radio', { name: 'Другое' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Строка задвоилась.');
    await user.upload(screen.getByTestId('dispute-file-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await expect.poll(() => router.push.mock.calls).toEqual([['/disputes/7?filesFailed=1']]);
  });

  it('checks a file’s type and size before it is kept, and keeps at most five', async () => {
    fakeApi().on(entryCalculationRoute, line);
    renderScreen(<DisputeForm entryId={41} />);
    const input = await screen.findByTestId('dispute-file-input');

    fireEvent.change(input, { target: { files: [photo('notes.docx', 'application/msword')] } });
    expect(screen.getByText('Можно приложить только JPEG, PNG или PDF')).toBeInTheDocument();
    expect(screen.queryByText('notes.docx')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: [photo('big.png', 'image/png', 10 * 1024 * 1024 + 1)] } });
    expect(screen.getByText(/^Файл больше 10\sМБ$/)).toBeInTheDocument();
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)) } });
    expect(screen.getByText('Не больше пяти файлов')).toBeInTheDocument();
    expect(screen.getByText('5.jpg')).toBeInTheDocument();
    expect(screen.queryByText('6.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Приложить файл' })).toBeDisabled();
  });

  it('says when the line already has an open dispute, and shows the API’s refusal of a second one', async () => {
    fakeApi()
      .on(entryCalculationRoute, { ...line, disputes: [{ id: 5, status: 'need_info', creditedAmount: null }] })
      .on(createDisputeRoute, refusal(409, 'dispute_exists', 'По этой строке уже есть открытый спор'));
    const { user } = renderScreen(<DisputeForm entryId={41} />);

    expect(await screen.findByRole('link', { name: 'По этой строке уже есть открытый спор №\u00a05' })).toHaveAttribute(
      'href',
      '/disputes/5',
    );
    await user.click(screen.getByRole('radio', { name: 'Начислено меньше, чем положено' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Ещё раз.');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('По этой строке уже есть открытый спор');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('offers no form for a line that is not the member’s', async () => {
    fakeApi().on(entryCalculationRoute, refusal(404, 'not_found', 'Не найдено'));
    renderScreen(<DisputeForm entryId={999} />);

    expect(await screen.findByText('Строка не найдена')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
  });
});

describe('«Договора нет в начислениях»', () => {
  it('sends the contract and shows the API’s field reasons beside the fields', async () => {
    const fake = fakeApi().on(
      createDisputeRoute,
      refusal(400, 'validation_error', 'Проверьте правильность заполнения полей', {
        fields: { contractNumber: 'Такого номера договора не бывает' },
      }),
    );
    const { user } = renderScreen(<DisputeForm entryId={null} />);

    await user.type(screen.getByLabelText('Номер договора'), 'АД-2026-1');
    fireEvent.change(screen.getByLabelText('Дата договора'), { target: { value: '2026-09-01' } });
    await user.type(screen.getByLabelText('Адрес или телефон абонента'), 'Ярославль, ул. Свободы, 5');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Такого номера договора не бывает')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер договора')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests(createDisputeRoute)[0]!.body).toEqual({
      kind: 'missing_contract',
      contractNumber: 'АД-2026-1',
      contractDate: '2026-09-01',
      subscriber: 'Ярославль, ул. Свободы, 5',
      comment: '',
    });
  });

  it('refuses a missing number and date on the page', async () => {
    const fake = fakeApi();
    const { user } = renderScreen(<DisputeForm entryId={null} />);

    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Укажите номер договора')).toBeInTheDocument();
    expect(screen.getByText('Укажите адрес или номер абонента')).toBeInTheDocument();
    expect(screen.getByText('Дата должна быть в формате ГГГГ-ММ-ДД')).toBeInTheDocument();
    expect(fake.requests(createDisputeRoute)).toHaveLength(0);
  });
});
