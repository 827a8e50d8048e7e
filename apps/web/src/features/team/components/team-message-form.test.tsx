import { getTeamMonthRoute, sendTeamMessageRoute, TEAM_MESSAGE_MAX } from '@cabinet/contracts/client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { buildTeamMonth } from '../testing/fixtures';
import { TeamScreen } from './team-screen';

const LINK_REFUSAL = 'Сообщение команде — без ссылок и адресов сайтов';
const LIMIT_REFUSAL = 'На сегодня сообщения команде закончились: можно снова завтра';

/** The team's page with its message form, `left` messages left today. */
async function openForm(left = 2) {
  const fake = fakeApi().on(getTeamMonthRoute, buildTeamMonth({ messagesLeftToday: left }));
  const rendered = renderScreen(<TeamScreen />);
  const text = await screen.findByRole('textbox', { name: 'Текст сообщения' });
  return { fake, text, ...rendered };
}

describe('«Сообщение команде»', () => {
  it('counts the characters, sends the text and says how many agents it went to', async () => {
    const { fake, text, user } = await openForm();
    fake.on(sendTeamMessageRoute, { recipients: 5, messagesLeftToday: 1 });
    expect(screen.getByRole('region', { name: 'Сообщение команде' })).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(`Без ссылок и адресов сайтов. Набрано символов: 0 из ${TEAM_MESSAGE_MAX}`);
    expect(text).toHaveAttribute('maxLength', String(TEAM_MESSAGE_MAX));

    await user.type(text, 'Коллеги, сегодня акция на тариф «Семейный»!');
    expect(screen.getByText(`43 / ${TEAM_MESSAGE_MAX}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Сообщение отправлено 5 агентам.')).toHaveAttribute('role', 'status');
    expect(fake.requests(sendTeamMessageRoute).map((r) => r.body)).toEqual([
      { text: 'Коллеги, сегодня акция на тариф «Семейный»!' },
    ]);
    expect(text).toHaveValue('');
    expect(screen.getByText(`0 / ${TEAM_MESSAGE_MAX}`)).toBeInTheDocument();
    // The day's count follows the API's answer, without reading the team again.
    expect(screen.getByTestId('team-messages-left')).toHaveTextContent('Сегодня можно отправить ещё 1 сообщение.');
    expect(fake.requests(getTeamMonthRoute)).toHaveLength(1);
  });

  it('says «1 агенту» for one recipient', async () => {
    const { fake, text, user } = await openForm();
    fake.on(sendTeamMessageRoute, { recipients: 21, messagesLeftToday: 1 });
    await user.type(text, 'Планёрка в 10:00');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Сообщение отправлено 21 агенту.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a link beside the text and keeps what was written', async () => {
    const { fake, text, user } = await openForm();
    fake.on(sendTeamMessageRoute, refusal(422, 'team_message_link', LINK_REFUSAL));

    await user.type(text, 'Подробности на promo.example.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText(LINK_REFUSAL)).toHaveAttribute('role', 'alert');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();
    expect(text).toHaveValue('Подробности на promo.example.ru');
    expect(screen.queryByText(/Сообщение отправлено/)).toBeNull();
    expect(screen.getByTestId('team-messages-left')).toHaveTextContent('Сегодня можно отправить ещё 2 сообщения.');
  });

  it('says the day’s messages are over when the API refuses for the limit, and offers no more sending', async () => {
    const { fake, text, user } = await openForm(1);
    fake.on(sendTeamMessageRoute, refusal(429, 'team_message_limit', LIMIT_REFUSAL));
    expect(screen.getByTestId('team-messages-left')).toHaveTextContent('Сегодня можно отправить ещё 1 сообщение.');

    await user.type(text, 'Ещё одно напоминание');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    // In the API's own words, where the count of messages left stood.
    await expect.poll(() => screen.getByTestId('team-messages-left').textContent).toBe(LIMIT_REFUSAL);
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    expect(text).toHaveValue('Ещё одно напоминание');
  });

  it('offers no sending once the day’s messages are used up', async () => {
    const { fake } = await openForm(0);
    expect(screen.getByTestId('team-messages-left')).toHaveTextContent(`${LIMIT_REFUSAL}.`);
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    expect(fake.requests(sendTeamMessageRoute)).toHaveLength(0);
  });

  it('refuses an empty message on the page, without asking the API', async () => {
    const { fake, text, user } = await openForm();
    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Напишите сообщение')).toHaveAttribute('role', 'alert');
    expect(fake.requests(sendTeamMessageRoute)).toHaveLength(0);
  });

  it('turns the counter red at the limit', async () => {
    const { text } = await openForm();
    fireEvent.input(text, { target: { value: 'а'.repeat(TEAM_MESSAGE_MAX) } });
    expect(await screen.findByText(`${TEAM_MESSAGE_MAX} / ${TEAM_MESSAGE_MAX}`)).toBeInTheDocument();
    expect(screen.getByText(`${TEAM_MESSAGE_MAX} / ${TEAM_MESSAGE_MAX}`).parentElement).toHaveAttribute('data-full', 'true');
  });
});
