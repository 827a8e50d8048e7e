import {
  adminLegalRoute,
  adminMeRoute,
  exportLegalAcceptancesRoute,
  publishLegalRoute,
  type AdminLegalDocument,
  type AdminLegalResponse,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { LegalScreen } from './legal-screen';

const SHIPPED = { edition: '2026-11-26', sha256: 'cd'.repeat(32) };
const v1 = {
  id: 1,
  kind: 'rules' as const,
  number: 1,
  edition: '2026-01-15',
  sha256: 'ab'.repeat(32),
  summary: 'Первая редакция правил.',
  publishedAt: '2026-01-15T09:00:00.000Z',
  publishedBy: 'admin@agent-plus.test',
  accepted: 3,
};
const v2 = {
  ...v1,
  id: 3,
  number: 2,
  edition: SHIPPED.edition,
  sha256: SHIPPED.sha256,
  summary: 'Добавлены споры.',
  accepted: 1,
};

function overview(rules: AdminLegalDocument['versions']): AdminLegalResponse {
  return {
    activeMembers: 8,
    documents: [
      { kind: 'rules', shipped: SHIPPED, shippedIsCurrent: rules[0]?.sha256 === SHIPPED.sha256, versions: rules },
      { kind: 'pd_consent', shipped: { edition: '2025-01-15', sha256: 'ef'.repeat(32) }, shippedIsCurrent: false, versions: [] },
    ],
  };
}

describe('the rules and the consent in the back office', () => {
  it('shows each version with the share of active members who accepted it, and publishes the new text', async () => {
    let published = false;
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator({ role: 'admin' }) })
      .on(adminLegalRoute, () => overview(published ? [v2, v1] : [v1]))
      .on(publishLegalRoute, () => {
        published = true;
        return overview([v2, v1]);
      })
      .on(exportLegalAcceptancesRoute, new Blob(['csv']));
    const { user } = renderScreen(<LegalScreen />);
    const rules = await screen.findByRole('region', { name: 'Правила программы' });
    expect(within(rules).getByText(/Текст в этом выпуске: редакция от 26\.11\.2026\. Он ещё не опубликован/)).toBeInTheDocument();
    expect(within(rules).getByText(/^3 из 8 \(37,5\s%\)$/)).toBeInTheDocument();

    await user.click(within(rules).getByRole('button', { name: 'Опубликовать версию № 2' }));
    expect(await within(rules).findByText(/не короче 10 символов/)).toBeInTheDocument();
    expect(fake.requests(publishLegalRoute)).toHaveLength(0);

    await user.type(within(rules).getByRole('textbox'), 'Добавлены споры.');
    await user.click(within(rules).getByRole('button', { name: 'Опубликовать версию № 2' }));
    const dialog = await screen
      .findByRole('dialog', { name: '«Правила программы»: опубликовать версию № 2?' })
      .catch(() => screen.findByRole('dialog'));
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать версию № 2' }));
    expect(
      await screen.findByText('Новая версия опубликована: «Правила программы». Участники получили уведомление.'),
    ).toBeInTheDocument();
    expect(fake.requests(publishLegalRoute)[0]!.body).toEqual({ summary: 'Добавлены споры.' });
    const after = screen.getByRole('region', { name: 'Правила программы' });
    expect(within(after).getByText(/^1 из 8 \(12,5\s%\)$/)).toBeInTheDocument();
    expect(within(after).getByText(/Он же действует сейчас: публиковать нечего/)).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Опубликовать/ })).not.toBeInTheDocument();

    const consent = screen.getByRole('region', { name: 'Согласие на обработку персональных данных' });
    expect(within(consent).getByText(/Ни одна версия ещё не опубликована/)).toBeInTheDocument();
  });

  it('lets an operator read the versions, not publish them or export the log', async () => {
    fakeApi()
      .on(adminMeRoute, { operator: buildOperator({ role: 'operator' }) })
      .on(adminLegalRoute, overview([v1]));
    renderScreen(<LegalScreen />);
    const rules = await screen.findByRole('region', { name: 'Правила программы' });
    expect(within(rules).getByText(/^3 из 8 \(37,5\s%\)$/)).toBeInTheDocument();
    expect(within(rules).queryByRole('button', { name: /Опубликовать/ })).not.toBeInTheDocument();
    expect(within(rules).queryByRole('button', { name: 'Журнал принятия (CSV)' })).not.toBeInTheDocument();
  });
});
