import { listApprovalsRoute } from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatGrid } from '@/components/admin/stat-card';
import { buildApproval } from '@/testing/approvals';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { DashboardApprovals } from './approvals-count';

const render = () =>
  renderScreen(
    <StatGrid label="Обзор">
      <DashboardApprovals />
    </StatGrid>,
  );

describe('the overview’s count of what waits for a second admin', () => {
  it('counts the waiting requests and links to «На подтверждении»', async () => {
    fakeApi().on(listApprovalsRoute, { approvals: [buildApproval(), buildApproval({ id: 42, kind: 'tax_settings' })] });
    render();

    const label = await screen.findByText('Ждут второго администратора');
    expect(label.nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Открыть «На подтверждении»' })).toHaveAttribute('href', '/admin/approvals');
  });

  it('says when nothing waits', async () => {
    fakeApi().on(listApprovalsRoute, { approvals: [] });
    render();

    expect((await screen.findByText('Ждут второго администратора')).nextSibling).toHaveTextContent('0');
    expect(screen.getByText('ничего не ждёт')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
