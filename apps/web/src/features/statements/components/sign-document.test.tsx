import {
  documentSignCodeRoute,
  listPeriodDocumentsRoute,
  signDocumentRoute,
  type PeriodDocument,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { PeriodDocuments } from './period-documents';

const awaiting: PeriodDocument = {
  id: 5,
  month: '2026-10',
  title: 'Отчёт агента за октябрь 2026',
  kind: 'agent_report',
  status: 'awaiting',
  accrued: 1000,
  paid: 0,
  tax: 0,
  createdAt: '2026-11-02T09:00:00.000Z',
  objectionUntil: '2026-12-02T09:00:00.000Z',
  signedAt: null,
  signature: null,
  hash: 'ab'.repeat(32),
  pdfUrl: '/api/documents/5/pdf',
};
const signed: PeriodDocument = {
  ...awaiting,
  status: 'signed',
  signedAt: '2026-11-03T10:15:00.000Z',
  signature: { phone: '79004440002', channel: 'sms' },
};

describe('signing a document with a code', () => {
  it('sends a code, signs with it, and then says when and to which phone', async () => {
    let isSigned = false;
    const fake = fakeApi()
      .on(listPeriodDocumentsRoute, () => ({ items: [isSigned ? signed : awaiting] }))
      .on(documentSignCodeRoute, { channel: 'sms', resendAfter: 60 })
      .on(signDocumentRoute, () => {
        isSigned = true;
        return signed;
      });
    const { user } = renderScreen(<PeriodDocuments />);
    const item = await screen.findByRole('listitem', { name: 'Отчёт агента за октябрь 2026' });
    await user.click(within(item).getByRole('button', { name: 'Подписать кодом' }));
    expect(await within(item).findByText('Код отправлен в SMS на номер вашей учётной записи.')).toBeInTheDocument();
    const submit = within(item).getByRole('button', { name: 'Подписать' });
    expect(submit).toBeDisabled();
    await user.type(within(item).getByLabelText('Код подтверждения'), '12 34 56');
    await user.click(submit);
    expect(await within(item).findByTestId('document-signature')).toHaveTextContent(
      /^Подписан 03\.11\.2026, 13:15 кодом, отправленным в SMS на \+7 \(900\) 444-00-02\.$/,
    );
    expect(fake.requests(signDocumentRoute).at(-1)!.body).toEqual({ code: '123456' });
  });

  it('shows the API’s refusal of a wrong code and keeps the form', async () => {
    fakeApi()
      .on(listPeriodDocumentsRoute, { items: [awaiting] })
      .on(documentSignCodeRoute, { channel: 'telegram', resendAfter: 60 })
      .on(signDocumentRoute, new Reply(400, { code: 'invalid_code', message: 'Неверный код. Осталось 4 попытки' }));
    const { user } = renderScreen(<PeriodDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Подписать кодом' }));
    expect(await screen.findByText('Код отправлен в Telegram на номер вашей учётной записи.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код подтверждения'), '000000');
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByText('Неверный код. Осталось 4 попытки')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подписать' })).toBeInTheDocument();
  });

  it('says why a code was not sent', async () => {
    fakeApi()
      .on(listPeriodDocumentsRoute, { items: [awaiting] })
      .on(
        documentSignCodeRoute,
        new Reply(429, { code: 'resend_too_early', message: 'Новый код можно запросить через 42 секунды' }),
      );
    const { user } = renderScreen(<PeriodDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Подписать кодом' }));
    expect(await screen.findByText('Новый код можно запросить через 42 секунды')).toBeInTheDocument();
  });
});
