import { adminMeRoute, archiveBadgeRoute, createBadgeRoute, listBadgesRoute, type AdminBadge } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { BadgesScreen } from './badges-screen';

const ten: AdminBadge = {
  id: 5,
  name: 'Первые десять',
  description: '',
  icon: 'star',
  rule: { kind: 'contracts', contracts: 10 },
  ruleText: '10 действующих договоров',
  members: 12,
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('the back office’s badges', () => {
  it('creates a streak badge checked by the contract’s rules first', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(listBadgesRoute, { badges: [ten] })
      .on(createBadgeRoute, ({ body }) => ({
        ...ten,
        id: 6,
        ...(body as object),
        ruleText: 'Серия из 2 недель с договором',
        members: 0,
      }));
    const { user } = renderScreen(<BadgesScreen />);

    const form = await screen.findByRole('form', { name: 'Новая награда' });
    await user.type(within(form).getByLabelText('Название'), 'Две недели подряд');
    await user.selectOptions(within(form).getByLabelText('Значок'), 'Огонь');
    await user.selectOptions(within(form).getByLabelText('За что'), 'Серия недель');
    const weeks = within(form).getByLabelText('Недель серии подряд');
    await user.clear(weeks);
    await user.type(weeks, '1');
    await user.click(within(form).getByRole('button', { name: 'Создать награду' }));
    expect(await within(form).findByText('Не меньше 2 недель')).toBeInTheDocument();
    expect(fake.requests(createBadgeRoute)).toHaveLength(0);

    await user.clear(weeks);
    await user.type(weeks, '2');
    await user.click(within(form).getByRole('button', { name: 'Создать награду' }));
    expect(
      await within(form).findByText('Награда создана: участники, уже выполнившие правило, получат её в ближайшие минуты.'),
    ).toBeInTheDocument();
    expect(fake.requests(createBadgeRoute)[0]!.body).toEqual({
      name: 'Две недели подряд',
      description: '',
      icon: 'flame',
      rule: { kind: 'streak', weeks: 2 },
    });
  });

  it('archives a badge after saying who keeps it', async () => {
    const fake = fakeApi()
      .on(adminMeRoute, { operator: buildOperator() })
      .on(listBadgesRoute, { badges: [ten] })
      .on(archiveBadgeRoute, { ...ten, archived: true });
    const { user } = renderScreen(<BadgesScreen />);

    const item = await screen.findByTestId('admin-badge');
    expect(item).toHaveTextContent('10 действующих договоров');
    expect(item).toHaveTextContent('у 12 участников');
    await user.click(within(item).getByRole('button', { name: 'Снять' }));
    const dialog = await screen.findByRole('dialog', { name: 'Снять награду?' });
    expect(dialog).toHaveTextContent('Её больше не будут выдавать. 12 участников сохранят полученную награду.');
    fake.on(listBadgesRoute, { badges: [{ ...ten, archived: true }] });
    await user.click(within(dialog).getByRole('button', { name: 'Снять' }));
    await expect.poll(() => fake.requests(archiveBadgeRoute).map((r) => r.params)).toEqual([{ id: '5' }]);
    expect(await screen.findByText('Снята')).toBeInTheDocument();
  });
});
