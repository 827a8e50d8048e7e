import {
  adminMeRoute,
  createDealerRoute,
  getTeamStructureRoute,
  placeTeamAgentRoute,
  searchMembersRoute,
  setTeamSupervisorRoute,
  type AdminMemberRow,
  type TeamStructure,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApproval } from '@/testing/approvals';
import { fakeApi, refusal } from '@/testing/fake-api';
import { fakeUploads } from '@/testing/fake-uploads';
import { currentLocation, setLocation } from '@/testing/navigation';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { TeamsScreen } from './teams-screen';

const MEMBER_ID = '0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';

function buildStructure(): TeamStructure {
  return {
    on: '2026-12-01',
    dealers: [
      {
        id: '1',
        name: 'Связь-Сервис',
        inn: '7707083893',
        points: [
          {
            id: '11',
            name: 'ТЦ «Европа»',
            address: 'Москва, ул. Ленина, 1',
            teams: [
              {
                id: '101',
                name: 'Северные',
                supervisor: {
                  memberId: 'aaaaaaaa-1111-4111-8111-111111111111',
                  fullName: 'Орлова Мария Игоревна',
                  from: '2026-11-01',
                },
                pendingSupervisor: null,
                agents: 4,
              },
              {
                id: '102',
                name: 'Южные',
                supervisor: null,
                pendingSupervisor: buildApproval({
                  kind: 'team_supervisor',
                  subject: '102',
                  summary: 'Команда «Южные»: руководитель Петров Иван с 02.12.2026',
                  memberId: MEMBER_ID,
                }),
                agents: 0,
              },
            ],
          },
        ],
      },
      { id: '2', name: 'Новый дилер', inn: null, points: [] },
    ],
  };
}

const member: AdminMemberRow = {
  id: MEMBER_ID,
  phone: '79991234567',
  fullName: 'Петров Иван',
  status: 'active',
  available: 0,
  identityStatus: null,
  contracts: 0,
  createdAt: '2026-01-10T09:00:00.000Z',
};

function api(role: 'admin' | 'operator') {
  return fakeApi()
    .on(adminMeRoute, { operator: buildOperator({ role }) })
    .on(getTeamStructureRoute, buildStructure())
    .on(searchMembersRoute, { members: [member], totalCount: 1 });
}

/** A team's row, found by its name in its first cell. */
const teamRow = async (name: string) => (await screen.findByText(name, { selector: 'strong' })).closest('tr')!;

describe('the team structure', () => {
  it('shows dealers, points and teams on the day, with supervisors and a change waiting for a second admin', async () => {
    setLocation('/admin/teams?on=2026-12-01');
    const fake = api('operator');
    renderScreen(<TeamsScreen />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Структура на 01.12.2026' })).toBeInTheDocument();
    expect(fake.requests(getTeamStructureRoute)[0]!.query.get('on')).toBe('2026-12-01');
    expect(await screen.findByRole('heading', { level: 3, name: /Связь-Сервис/ })).toHaveTextContent('ИНН 7707083893');
    expect(screen.getByRole('heading', { level: 4, name: 'ТЦ «Европа»' })).toBeInTheDocument();
    expect(screen.getByText('Москва, ул. Ленина, 1')).toBeInTheDocument();
    expect(screen.getByText('У дилера пока нет точек продаж.')).toBeInTheDocument();

    const north = await teamRow('Северные');
    expect(within(north).getByRole('link', { name: 'Орлова Мария Игоревна' })).toHaveAttribute(
      'href',
      '/admin/members/aaaaaaaa-1111-4111-8111-111111111111',
    );
    expect(within(north).getByText('с 01.11.2026')).toBeInTheDocument();
    expect(within(north).getByText('4')).toBeInTheDocument();

    const south = await teamRow('Южные');
    expect(within(south).getByText('нет руководителя')).toBeInTheDocument();
    expect(within(south).getByText('Ждёт второго администратора')).toBeInTheDocument();
    expect(within(south).getByText('Команда «Южные»: руководитель Петров Иван с 02.12.2026')).toBeInTheDocument();
    expect(within(south).getByRole('link', { name: 'На подтверждении' })).toHaveAttribute('href', '/admin/approvals');
  });

  it('keeps the chosen day in the address', async () => {
    setLocation('/admin/teams');
    const fake = api('operator');
    const { user } = renderScreen(<TeamsScreen />);

    const day = await screen.findByLabelText(/День/);
    await expect.poll(() => (day as HTMLInputElement).value).toBe('2026-12-01');
    await user.clear(day);
    await user.type(day, '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await expect.poll(() => currentLocation()).toBe('/admin/teams?on=2026-11-15');
    await expect.poll(() => fake.requests(getTeamStructureRoute).map((r) => r.query.get('on'))).toEqual([null, '2026-11-15']);
  });

  it('offers an operator no forms: the structure is changed by admins', async () => {
    setLocation('/admin/teams');
    api('operator');
    renderScreen(<TeamsScreen />);

    await teamRow('Северные');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Дилеры, точки и команды' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Агенты и руководители' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Добавить|Включить|Вывести|Запросить|Переименовать/ })).toBeNull();
  });

  it('puts an agent in a team by their phone, and shows the API’s refusal in Russian', async () => {
    setLocation('/admin/teams');
    const fake = api('admin').on(
      placeTeamAgentRoute,
      refusal(
        409,
        'team_month_closed',
        'Месяц этой даты уже закрыт: состав команд закрытого месяца не меняется. Укажите дату в открытом месяце',
        { fields: { from: 'Месяц этой даты уже закрыт' } },
      ),
    );
    const { user } = renderScreen(<TeamsScreen />);

    const form = await screen.findByRole('form', { name: 'Включить агента в команду' });
    const from = within(form).getByLabelText(/Первый день в команде/);
    await user.clear(from);
    await user.click(within(form).getByRole('button', { name: 'Включить в команду' }));
    expect(await within(form).findByText('Телефон в формате +7 (9XX) XXX-XX-XX')).toBeInTheDocument();
    expect(within(form).getByText('Выберите команду')).toBeInTheDocument();
    expect(within(form).getByText('Дата должна быть в формате ГГГГ-ММ-ДД')).toBeInTheDocument();
    expect(fake.requests(placeTeamAgentRoute)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Телефон участника'), '9991234567');
    await user.selectOptions(within(form).getByLabelText('Команда'), 'Южные — ТЦ «Европа», Связь-Сервис');
    await user.type(from, '2026-10-20');
    await user.click(within(form).getByRole('button', { name: 'Включить в команду' }));

    expect(await within(form).findByText('Месяц этой даты уже закрыт')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests(searchMembersRoute)[0]!.query.get('q')).toBe('79991234567');
    expect(fake.requests(placeTeamAgentRoute).map((r) => [r.params.id, r.body])).toEqual([
      ['102', { memberId: MEMBER_ID, from: '2026-10-20' }],
    ]);
  });

  it('says when no member has the phone, on its field, and sends nothing', async () => {
    setLocation('/admin/teams');
    const fake = api('admin').on(searchMembersRoute, { members: [], totalCount: 0 });
    const { user } = renderScreen(<TeamsScreen />);

    const form = await screen.findByRole('form', { name: 'Вывести агента из команды' });
    await user.type(within(form).getByLabelText('Телефон участника'), '9990000000');
    await user.click(within(form).getByRole('button', { name: 'Вывести из команды' }));
    expect(await within(form).findByText('Участник с таким телефоном не найден')).toBeInTheDocument();
    expect(within(form).getByLabelText('Телефон участника')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests(placeTeamAgentRoute)).toHaveLength(0);
  });

  it('asks for a supervisor and says the request waits for a second admin', async () => {
    setLocation('/admin/teams');
    const fake = api('admin').on(
      setTeamSupervisorRoute,
      buildApproval({ kind: 'team_supervisor', subject: '101', memberId: MEMBER_ID, summary: 'Команда «Северные»' }),
    );
    const { user } = renderScreen(<TeamsScreen />);

    const form = await screen.findByRole('form', { name: 'Назначить руководителя команды' });
    await user.type(within(form).getByLabelText('Телефон участника'), '9991234567');
    await user.selectOptions(within(form).getByLabelText('Команда'), 'Северные — ТЦ «Европа», Связь-Сервис');
    const from = within(form).getByLabelText(/Первый день руководства/);
    await user.clear(from);
    await user.type(from, '2026-12-02');
    await user.click(within(form).getByRole('button', { name: 'Запросить назначение' }));

    const said = await within(form).findByRole('status');
    expect(said).toHaveTextContent('Запрос на руководителя команды «Северные» ждёт подтверждения второго администратора');
    expect(within(said).getByRole('link', { name: 'На подтверждении' })).toHaveAttribute('href', '/admin/approvals');
    expect(fake.requests(setTeamSupervisorRoute).map((r) => [r.params.id, r.body])).toEqual([
      ['101', { memberId: MEMBER_ID, from: '2026-12-02' }],
    ]);
  });

  it('refuses a dealer’s ИНН by the contract’s rule before sending it', async () => {
    setLocation('/admin/teams');
    const fake = api('admin');
    const { user } = renderScreen(<TeamsScreen />);

    const form = await screen.findByRole('form', { name: 'Новый дилер' });
    await user.type(within(form).getByLabelText('Название дилера'), 'Мобайл');
    await user.type(within(form).getByLabelText(/ИНН/), '1234567890');
    await user.click(within(form).getByRole('button', { name: 'Добавить дилера' }));
    expect(
      await within(form).findByText('ИНН — 10 цифр организации или 12 цифр предпринимателя, с верными контрольными цифрами'),
    ).toBeInTheDocument();
    expect(fake.requests(createDealerRoute)).toHaveLength(0);
  });
});

describe('the structure file', () => {
  it('uploads the file and shows what it did, with the refused rows and their reasons', async () => {
    setLocation('/admin/teams');
    const fake = api('admin');
    const uploads = fakeUploads(() => ({
      status: 200,
      body: {
        rows: 3,
        placed: 1,
        supervisorsRequested: 1,
        unchanged: 0,
        refused: 1,
        created: { dealers: 1, points: 1, teams: 2 },
        outcomes: [
          { line: 2, result: 'placed', message: null },
          { line: 3, result: 'supervisor_requested', message: null },
          { line: 4, result: 'refused', message: 'Участник с телефоном +79990000000 не найден' },
        ],
      },
    }));
    const { user } = renderScreen(<TeamsScreen />);

    const form = await screen.findByRole('form', { name: 'Загрузить структуру из файла' });
    await user.click(within(form).getByRole('button', { name: 'Загрузить' }));
    expect(await within(form).findByText('Выберите файл')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    const file = new File(['Дилер;Точка продаж;Команда;Телефон;С даты'], 'структура.csv', { type: 'text/csv' });
    await user.upload(within(form).getByLabelText('Файл структуры'), file);
    await user.click(within(form).getByRole('button', { name: 'Загрузить' }));

    const said = await screen.findByText(/Строк в файле: 3\./);
    expect(said).toHaveTextContent('Агентов включено в команды: 1. Руководителей ждут второго администратора: 1.');
    expect(said).toHaveTextContent('Отклонено: 1. Добавлено: дилеров — 1, точек — 1, команд — 2.');
    const refused = screen.getByRole('table', { name: 'Отклонённые строки' });
    expect(within(refused).getByText('Участник с телефоном +79990000000 не найден')).toBeInTheDocument();
    expect(within(refused).getByText('4')).toBeInTheDocument();
    expect(uploads.map((u) => [u.method, u.url, u.file?.name])).toEqual([
      ['POST', '/api/admin/team-structure/import', 'структура.csv'],
    ]);
    // The tree is read again: the file may have added dealers, points and teams.
    await expect.poll(() => fake.requests(getTeamStructureRoute).length).toBe(2);
  });
});
